"""Go-Stop in words: the Go or Stop question names what Stop wins (the
engine's own payment) and each penalty a Go would risk, only where it
applies; every line of a score has a name."""

from __future__ import annotations

import random

from koikoi.engine.gostop import deck
from koikoi.engine.gostop import game as G
from koikoi.engine.gostop.hand import Phase
from koikoi.engine.gostop.judge import Line, score_hand
from koikoi.engine.gostop.ruleset import load_gostop
from koikoi.engine.gostop.sight import observe
from koikoi.ui.gostop_words import LINE_NAMES, line_name, line_value, pi_count, risks


def go_stop_positions(preset: str, wanted: int = 30, players: int = 2):
    """Sights of players asked Go or Stop, from random games."""
    rules = load_gostop(preset)
    found = []
    for seed in range(400):
        g, _ = G.new_game(rules, seed, players=players)
        rng = random.Random(seed)
        while not g.over and len(found) < wanted:
            if g.hand.phase is Phase.GO_STOP:
                found.append(observe(g.hand, g.hand.player))
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        if len(found) >= wanted:
            break
    return found


def test_stop_says_what_the_engine_would_pay():
    for sight in go_stop_positions("matgo"):
        me, other = sight.player, 1 - sight.player
        paid = score_hand(sight.rules, sight.captures[me], sight.captures[other], go_calls=sight.go_calls[me],
                          shakes=sight.shakes[me], loser_go_calls=sight.go_calls[other]).total
        stop, _ = risks(sight, ("You", "CPU"))
        assert f"you win {paid} point" in stop


def test_a_go_names_each_penalty_that_would_apply_and_no_other():
    positions = go_stop_positions("matgo", 60)
    bright_or_not = set()
    for sight in positions:
        mine = sight.captures[sight.player]
        _, go = risks(sight, ("You", "CPU"))
        assert "go-bak (you called Go)" in go  # matgo has go-bak: a Go always risks it
        no_bright = not mine & (deck.GWANG | deck.BONUS_BRIGHT)
        assert ("gwang-bak (no bright)" in go) == no_bright
        plains = pi_count(sight.rules, mine)
        assert (f"pi-bak (only {plains} plains)" in go) == (1 <= plains <= sight.rules.scoring.pi_bak_max)
        bright_or_not.add(no_bright)
    assert bright_or_not == {True, False}  # both cases were met


def test_without_penalties_a_go_risks_only_paying():
    s = load_gostop("gostop-brazilian").scoring
    assert not (s.go_bak or s.pi_bak or s.gwang_bak or s.meong_bak)  # the seed's rules have none
    positions = go_stop_positions("gostop-brazilian", 10)
    assert positions
    for sight in positions:
        names = ("South", "North")
        _, go = risks(sight, names)
        assert go == f"Go on for more; but if {names[1 - sight.player]} stops first, you pay."


def test_at_a_table_of_three_stop_wins_from_both_and_a_go_risks_either():
    positions = go_stop_positions("gostop-brazilian", 10, players=3)
    assert positions
    for sight in positions:
        me = sight.player
        paid = sum(score_hand(sight.rules, sight.captures[me], sight.captures[q], go_calls=sight.go_calls[me],
                              shakes=sight.shakes[me], loser_go_calls=sight.go_calls[q], players=3).total
                   for q in range(3) if q != me)
        stop, go = risks(sight, ("You", "CPU 1", "CPU 2"))
        assert f"you win {paid} point" in stop
        assert go == "Go on for more; but if another player stops first, you pay."


def test_how_to_play_tells_the_table_of_three_only_where_the_rules_are_played_by_three():
    from koikoi.ui.gostop_explained import explain_gostop

    def said(preset: str) -> str:
        return " ".join(" ".join(sec.sentences) for sec in explain_gostop(load_gostop(preset)))

    seed = load_gostop("gostop-brazilian")
    three = said("gostop-brazilian")
    assert (f"At a table of three, each gets {seed.deal.hand_three} cards and {seed.deal.field_three} go on the field."
            in three)
    assert f"At a table of three, fewer than {seed.scoring.few_plains_under_three}." in three
    assert "each loser pays on their own" in three
    assert "table of three" not in said("matgo")  # matgo is the game of two


def test_every_line_a_score_can_have_is_named():
    rules = load_gostop("matgo")
    for y in rules.yaku_variants[0]:
        assert line_name(Line("yaku", y.id, 1), rules) == y.name
    for line_id in LINE_NAMES:
        assert line_name(Line("penalty", line_id, factor=2), rules) == LINE_NAMES[line_id]
    assert line_name(Line("bonus", "go", 2, count=2), rules) == "2 Go"
    assert line_value(Line("bonus", "go", 2)) == "+2" and line_value(Line("penalty", "pi-bak", factor=2)) == "×2"
