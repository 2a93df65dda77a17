"""Go-Stop in words: the Go or Stop question names what Stop wins (the
engine's own payment) and each penalty a Go would risk, only where it
applies; every line of a score has a name."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import SAKE, Line, loser_scores, payments, score_hand
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_words import Scorers, line_name, line_value, pi_count, risks
from koikoi.ui.seat_words import Seats


def go_stop_positions(preset: str, wanted: int = 30, players: int = 2, overrides=None):
    """Sights of players asked Go or Stop, from random games."""
    rules = load_gostop(preset, overrides)
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
                          shakes=sight.shakes[me], loser_go_calls=sight.go_calls[other], cup=sight.cup).total
        stop, _ = risks(sight, ("You", "CPU"))
        assert f"you win {paid} point" in stop


def test_a_go_names_each_penalty_that_would_apply_and_no_other():
    positions = go_stop_positions("matgo", 60)
    bright_or_not = set()
    for sight in positions:
        mine = sight.captures[sight.player]
        _, go = risks(sight, ("You", "CPU"))
        assert "stops first, you pay double (go-bak)." in go  # matgo has go-bak: a Go always risks it
        no_bright = not mine & (deck.GWANG | deck.BONUS_BRIGHT)
        assert ("gwang-bak ×2 if the winner scores brights (you have none)" in go) == no_bright
        plains = pi_count(sight.rules, mine)
        assert (f"pi-bak ×2 if the winner scores plains (you have only {plains} plain" in go) == (
            1 <= plains <= sight.rules.scoring.pi_bak_max)
        assert "few plains" not in go and "no-bright bonus" not in go  # not matgo's rules
        bright_or_not.add(no_bright)
    assert bright_or_not == {True, False}  # both cases were met


def test_without_go_bak_a_go_says_it_costs_no_more_and_names_the_seeds_own_charges():
    s = load_gostop("gostop-brazilian").scoring
    assert not (s.go_bak or s.pi_bak or s.gwang_bak or s.meong_bak)  # the seed's rules have none
    positions = go_stop_positions("gostop-brazilian", 10)
    assert positions
    for sight in positions:
        names = ("South", "North")
        _, go = risks(sight, names)
        assert go.startswith(f"Go on for more; if {names[1 - sight.player]} stops first, you pay what they win: "
                             "these rules have no go-bak.")
        mine = sight.captures[sight.player]
        assert ("the no-bright bonus +2" in go) == (not mine & (deck.GWANG | deck.BONUS_BRIGHT))
        assert ("few plains ×2" in go) == (pi_count(sight.rules, mine) < 7) or bool(mine & SAKE)


def test_at_a_table_of_three_stop_wins_from_both_and_a_go_risks_either():
    positions = go_stop_positions("gostop-brazilian", 10, players=3)
    assert positions
    for sight in positions:
        me = sight.player
        paid = sum(score_hand(sight.rules, sight.captures[me], sight.captures[q], go_calls=sight.go_calls[me],
                              shakes=sight.shakes[me], loser_go_calls=sight.go_calls[q], players=3,
                              cup=sight.cup).total
                   for q in range(3) if q != me)
        stop, go = risks(sight, ("You", "CPU 1", "CPU 2"))
        assert f"you win {paid} point" in stop
        assert go.startswith("Go on for more; if another player stops first, you pay as the others do: these rules "
                             "have no go-bak.")


def test_at_three_where_a_go_caller_pays_for_both_a_go_says_so():
    overrides = {"match.most_players": 3, "scoring.go_bak_three": "pays_all"}
    positions = go_stop_positions("matgo", 40, players=3, overrides=overrides)
    cases = set()
    for sight in positions:
        me = sight.player
        stop, go = risks(sight, ("You", "CPU 1", "CPU 2"))
        won = sum(payments(sight.rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup))
        assert f"you win {won} point" in stop
        if any(not sight.go_calls[q] for q in range(3) if q != me):  # one who has not called Go could lose with me
            assert go.startswith("Go on for more; but if another player stops first, you pay for both players (go-bak)")
            assert "you pay double" not in go
            cases.add("for both")
        else:  # both others called Go: whoever loses with me pays their own, doubled
            assert "you pay double (go-bak)" in go and "for both" not in go
            cases.add("doubled")
    assert "for both" in cases


def test_how_to_play_tells_the_go_bak_of_three_where_a_table_of_three_plays_it():
    from koikoi.ui.gostop_explained import explain_gostop

    def said(overrides) -> str:
        return " ".join(" ".join(sec.sentences) for sec in explain_gostop(load_gostop("matgo", overrides)))

    sentence = "a loser who had called Go pays for both losers instead"
    assert sentence in said({"match.most_players": 3, "scoring.go_bak_three": "pays_all"})
    assert sentence not in said({"match.most_players": 3, "scoring.go_bak_three": "double"})
    assert sentence not in said({})  # matgo is played by two


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
    who = Scorers(Seats(("You", "CPU"), 0), 0, 1, ())
    for y in rules.yaku_variants[0]:
        assert line_name(Line("yaku", y.id, 1), rules, who) == y.name
    assert line_name(Line("penalty", "gwang-bak", factor=2), rules, who) == "Gwang-bak: the CPU took no bright, and the winner scored with brights"
    assert line_name(Line("bonus", "go", 2, count=2), rules, who) == "You called Go 2 times"
    assert line_value(Line("bonus", "go", 2)) == "+2" and line_value(Line("penalty", "pi-bak", factor=2)) == "×2"


def test_the_summary_of_three_says_who_pays_for_both_by_go_bak():
    from types import SimpleNamespace

    from koikoi.ui.scenes.gostop_summary import GostopSummaryScene

    pays = GostopSummaryScene.pays  # its words need only the table's seats and names
    summary = SimpleNamespace(table=SimpleNamespace(person=0, short=("You", "CPU 1", "CPU 2")))
    assert pays(summary, 1, 24, 1) == "CPU 1 pays 24 for both (go-bak)"
    assert pays(summary, 2, 0, 1) == "CPU 2 pays nothing: CPU 1 pays for them (go-bak)"
    assert pays(summary, 0, 0, 1) == "You pay nothing: CPU 1 pays for you (go-bak)"
    assert pays(summary, 0, 24, 0) == "You pay 24 for both (go-bak)"
    assert pays(summary, 2, 0, 0) == "CPU 2 pays nothing: you pay for them (go-bak)"
    assert pays(summary, 1, 16, None) == "CPU 1 pays 16" and pays(summary, 0, 8, None) == "You pay 8"


def test_how_to_play_tells_where_the_holder_of_four_of_a_month_chooses():
    from koikoi.ui.gostop_explained import explain_gostop

    def said(overrides) -> str:
        return " ".join(" ".join(sec.sentences) for sec in explain_gostop(load_gostop("matgo", overrides)))

    assert ("its holder may win at once, 10 points, or keep the four and play on"
            in said({"deal.four_in_hand": "chongtong_or_play"}))
    assert "wins at once (chongtong): 10 points" in said({})


@pytest.mark.parametrize("overrides, words, present", [
    ({}, "its holder chooses once", True),
    ({"cards.sake_cup": "best"}, "whichever is best for its owner", True),
    ({}, "a cup no one chose counts the way that scores most for the winner, and the way that costs least for a loser",
     True),  # the engine's rule (scoring.score_hand), which a loser's 7 plains and the cup left unsaid
    ({"cards.sake_cup": "best"}, "the way that costs least for a loser", True),
    ({"cards.sake_cup": "animal"}, "the way that costs least for a loser", False),
    ({}, "no ppuk on your last hand card", True),
    ({"play.last_card_ppuk": True}, "no ppuk on your last hand card", False),
    ({}, "it takes one double plain instead", False),
    ({"play.steal_two_as_double": True}, "it takes one double plain instead", True),
    ({}, "from the third Go on, each Go also doubles your win", True),
    ({}, "third ppuk", False),
    ({"play.three_ppuk": 7}, "Your third ppuk in one hand wins it at once: 7 points from each opponent", True),
    ({}, "you must bomb with them", False),
    ({"play.bomb_two": True}, "you must bomb with them", True),
    ({"play.bomb_two": True}, "After a bomb of two, your next turn is a flip only", True),
    ({"play.bomb_two": True, "play.bomb_flips": 0}, "After a bomb of two", False),
    ({}, "stays on the pile", False),
    ({"play.flipped_bonus": "pile"}, "stays on the pile, for whoever takes it", True),
])
def test_how_to_play_tells_the_standard_s_readings_and_the_house_rules(overrides, words, present):
    from koikoi.ui.gostop_explained import explain_gostop

    said = " ".join(" ".join(sec.sentences) for sec in explain_gostop(load_gostop("matgo", overrides)))
    assert (words in said) is present


def test_the_summary_names_the_go_bonus_and_the_go_doubling_apart():
    from koikoi.games.gostop.scoring import Line
    from koikoi.ui.gostop_words import line_name

    matgo, seed = load_gostop("matgo"), load_gostop("gostop-brazilian")
    who = Scorers(Seats(("You", "CPU"), 0), 1, 0, ())
    assert line_name(Line("bonus", "go", 3, count=3), matgo, who) == "CPU called Go 3 times"
    assert line_name(Line("multiplier", "go", factor=2, count=3), matgo, who) == "Doubled from the CPU's third Go"
    assert line_name(Line("multiplier", "go", factor=3, count=3), seed, who) == "CPU called Go 3 times", \
        "the seed's ×3 for three Go"


def test_stop_says_what_raised_its_win_above_the_score():
    """Where a Stop wins more than the yaku's points (the Go calls, a shake,
    a bak), the question says what, in the summary's words; where it wins
    the score alone, it says nothing more."""
    seen = set()
    for sight in go_stop_positions("matgo", 60):
        me = sight.player
        stop, _ = risks(sight, ("You", "CPU"))
        lines = [(x, Scorers(Seats(("You", "CPU"), me), me, q))
                 for q, sc in loser_scores(sight.rules, sight.captures, me, sight.go_calls, sight.shakes[me], sight.cup)
                 for x in sc.lines if x.kind != "yaku"]
        # the lines, a sentence of their own after the win's (no line's name starts within a sentence)
        assert (len(stop.split(". ")) > 2) == bool(lines), stop
        for x, who in lines:
            assert f"{line_name(x, sight.rules, who)} {line_value(x)}" in stop, (x, stop)  # as the summary says it
            seen.add(x.id)
    assert {"pi-bak", "gwang-bak"} <= seen, seen
