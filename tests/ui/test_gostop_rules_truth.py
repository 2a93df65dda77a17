"""Go-Stop's summaries and Go question against the rules in force (issue
39): over many seeded hands, under each preset, at each table and with
every penalty of the digest turned on, each bonus, multiplier and penalty a
summary charges is one the rules call for (read here from the digest,
docs/gostop.md, not from the scorer), named as Settings names its rule; and
after a player's Go and another's Stop, what the player pays is what the
Go question promised (go-bak doubling it, paying for both losers, or no
more than a loser who never called Go)."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import GO
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import SAKE, loser_scores
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_go_words import DOUBLE, FOR_BOTH, NO_GO_BAK, go_bak_rule
from koikoi.ui.gostop_words import Scorers, line_name, risks
from koikoi.ui.seat_words import Seats

# Rule sets to play: both presets, and each with the other's charges turned on too
ALL_ON = {"scoring.pi_bak": True, "scoring.gwang_bak": True, "scoring.meong_bak": True, "scoring.go_bak": True,
          "scoring.no_bright_bonus": 2, "scoring.few_plains_factor": 2, "scoring.few_plains_under": 7,
          "scoring.few_plains_under_three": 5, "match.most_players": 3}
RULES = [("matgo", {}, 2), ("gostop-brazilian", {}, 2), ("gostop-brazilian", {}, 3),
         ("matgo", ALL_ON, 2), ("matgo", {**ALL_ON, "scoring.go_bak_three": "pays_all"}, 3),
         ("matgo", {**ALL_ON, "scoring.go_bak_three": "double"}, 3), ("gostop-brazilian", ALL_ON, 3)]
# How each charge is named in a summary: by its rule's name in Settings
NAMED = {"pi-bak": "Pi-bak: ", "gwang-bak": "Gwang-bak: ", "meong-bak": "Meong-bak: ", "go-bak": "Go-bak: ",
         "few-plains": "Few plains: ", "no-bright": "No-bright bonus: "}
NAMES3, NAMES2 = ("You", "CPU 1", "CPU 2"), ("You", "CPU")


def plains_of(rules, captured: int) -> set[int]:
    """The plains a pile holds, by value: with the sake cup counted either way if it holds it."""
    ways = (False, True) if captured & SAKE else (False,)
    return {deck.pi_count(captured & (deck.PI | SAKE if cup else deck.PI),
                          deck.pi_weights(rules.doubles_mask, cup, SAKE)) for cup in ways}


def called_for(rules, players: int, line, winner: int, loser: int, captures, go_calls, yaku_kinds) -> bool:
    """Whether the rules (as the digest reads them) call for this line of the winner's score against the loser."""
    s = rules.scoring
    mine, theirs = captures[winner], captures[loser]
    no_bright = not theirs & (deck.GWANG | deck.BONUS_BRIGHT)
    plains = plains_of(rules, theirs)
    if line.id == "pi-bak":  # the winner scored plains; the loser has 1 to 7 (0 exempt where the rules say)
        low = 1 if s.pi_bak_zero_exempt else 0
        return s.pi_bak and "pi" in yaku_kinds and line.count in plains and low <= line.count <= s.pi_bak_max
    if line.id == "gwang-bak":  # the winner scored brights; the loser took none
        return s.gwang_bak and "gwang" in yaku_kinds and no_bright
    if line.id == "meong-bak":
        return s.meong_bak and (mine & deck.YEOL).bit_count() >= s.meong_bak_min
    if line.id == "go-bak":
        return s.go_bak and go_calls[loser] > 0
    if line.id == "few-plains":  # seed: fewer than 7 plains (5 at three)
        under = s.few_plains_under_three if players == 3 else s.few_plains_under
        return s.few_plains_factor > 1 and line.count in plains and line.count < under
    if line.id == "no-bright":  # seed: +2 when the loser took no bright
        return s.no_bright_bonus > 0 and no_bright
    if line.id == "go":
        return go_calls[winner] > 0
    if line.id == "shake":
        return True  # counted by the engine's record of shakes, tested with the turn
    if line.id == "double-joker":
        return bool(mine & deck.BONUS_DOUBLE)
    return False


def stops(preset, overrides, players, seeds=range(30), go=0.5):
    """Every hand won by a Stop, from seeded games (Go chosen at random
    when offered, with chance ``go``): (rules, the hand at its end, the Go
    question's sights in that hand)."""
    rules = load_gostop(preset, overrides)
    for seed in seeds:
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        asked: list = []
        while not g.over and g.hand_no <= 4:
            acts = G.legal_actions(g)
            if g.hand.phase is Phase.OVER:  # the next hand, its own questions
                asked = []
                g, _ = G.apply(g, acts[0])
                continue
            if g.hand.phase is Phase.GO_STOP:
                asked.append(observe(g.hand, g.hand.player))
                act = GO if rng.random() < go and GO in acts else next(a for a in acts if a != GO)
            else:
                act = rng.choice(acts)
            g, _ = G.apply(g, act)
            h = g.hand
            if h.phase is Phase.OVER and h.result and h.result.reason == "stop":
                yield rules, h, asked


@pytest.mark.parametrize(("preset", "overrides", "players"), RULES)
def test_each_charge_a_summary_makes_is_one_the_rules_call_for_and_is_named_by_its_rule(preset, overrides, players):
    i18n.set_language("en")
    names = NAMES3 if players == 3 else NAMES2
    seen = set()
    for rules, h, _asked in stops(preset, overrides, players):
        w = h.result.winner
        for q, score in loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup):
            kinds = {rules.yaku_kinds[0].get(y.id) or rules.yaku_kinds[1].get(y.id) for y in score.yaku}
            for line in score.lines:
                if line.kind == "yaku":
                    continue
                assert called_for(rules, players, line, w, q, h.captures, h.go_calls, kinds), (preset, overrides, line)
                said = line_name(line, rules, Scorers(Seats(names, 0), w, q))
                if line.id in NAMED:
                    assert said.startswith(NAMED[line.id]), said
                seen.add(line.id)
    if preset == "gostop-brazilian" and not overrides:
        assert {"few-plains", "no-bright"} <= seen  # the seed's own charges were met
    if overrides:
        assert {"pi-bak", "gwang-bak"} <= seen


@pytest.mark.parametrize(("preset", "overrides", "players"), RULES)
def test_after_a_go_and_anothers_stop_the_go_caller_pays_what_the_go_question_said(preset, overrides, players):
    """The player's last Go question said what a Stop by another would
    cost them (:func:`go_bak_rule`, and its sentence); the engine charged
    that: double by go-bak, both losers' scores, or what a loser who never
    called Go would pay."""
    i18n.set_language("en")
    names = NAMES3 if players == 3 else NAMES2
    met = set()
    for rules, h, asked in stops(preset, overrides, players, seeds=range(300), go=0.9):
        w = h.result.winner
        for q in range(players):
            if q == w or not h.go_calls[q]:
                continue
            sight = next(s for s in reversed(asked) if s.player == q)  # the question their last Go answered
            promised = go_bak_rule(sight)
            _stop, sentence = risks(sight, names)
            others = [p for p in range(players) if p not in (w, q)]
            both = others and not h.go_calls[others[0]]  # the other loser never called Go
            scores = dict(loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup))
            calm = [0 if p == q else c for p, c in enumerate(h.go_calls)]  # as if q had never called Go
            unpunished = dict(loser_scores(rules, h.captures, w, calm, h.shakes[w], h.cup))[q].total
            if promised == NO_GO_BAK:
                assert "these rules have no go-bak" in sentence
                assert h.result.payments[q] == unpunished
            elif promised == FOR_BOTH and both:
                assert "you pay for both players (go-bak)" in sentence
                assert h.result.payments[q] == sum(sc.total for sc in scores.values())
                assert h.result.payments[others[0]] == 0
            elif promised == DOUBLE:
                assert "you pay double (go-bak)" in sentence
                assert h.result.payments[q] == 2 * unpunished
                assert any(line.id == "go-bak" for line in scores[q].lines)
            met.add(promised)
    assert met, "no Go was beaten by a Stop"
