"""The shared heuristics: card values and the match estimate."""

from __future__ import annotations

from koikoi.ai.koikoi.heuristics import match_equity, values
from koikoi.games.common.cards import card, parse_cards
from koikoi.games.koikoi.rules import load_preset

NINTENDO = load_preset("nintendo")


def test_importance_follows_the_yaku_table():
    imp = values(NINTENDO).importance
    assert imp[card("chrysanthemum-sake").index] > imp[card("iris-bridge").index]
    assert imp[card("pine-crane").index] > imp[card("pine-plain-1").index]
    assert imp[card("pine-poetry").index] > imp[card("willow-red").index]


def test_potential_counts_made_yaku_in_full_and_near_ones_in_part():
    v = values(NINTENDO)
    sanko = parse_cards("pine-crane,cherry-curtain,pampas-moon")
    everything_else = ~sanko & ((1 << 48) - 1)
    assert v.potential(sanko, 0, 1, 0) == 5
    two = parse_cards("pine-crane,cherry-curtain")
    near = v.potential(two, everything_else, 1, 6)
    assert 0 < near < 5
    # Out of reach when the other brights are gone.
    assert v.potential(two, parse_cards("pine-plain-1"), 1, 6) < near


def test_threat_counts_missing_cards():
    v = values(NINTENDO)
    rest = (1 << 48) - 1
    assert v.threat(parse_cards("pine-crane,cherry-curtain,pampas-moon"), rest) == 0
    assert v.threat(parse_cards("pine-crane,cherry-curtain"), rest) == 1


def test_match_equity():
    assert match_equity(NINTENDO, (30, 10), 0, 12) == 1.0
    assert match_equity(NINTENDO, (10, 30), 0, 12) == 0.0
    assert match_equity(NINTENDO, (10, 10), 0, 12) == 0.5
    early = match_equity(NINTENDO, (10, 0), 0, 1)
    late = match_equity(NINTENDO, (10, 0), 0, 11)
    assert 0.5 < early < late < 1.0
    korean = load_preset("korean")
    assert match_equity(korean, (50, 10), 0, 3) == 1.0


def test_fixed_rounds_equity_follows_the_measured_round_points():
    from koikoi.ai.koikoi.heuristics import ROUND_POINTS, fixed_rounds_equity

    total = sum(n for _p, n in ROUND_POINTS)
    draw = ROUND_POINTS[0][1] / total
    # one round left, a lead of 3: lose only to an opponent's round of 4 or more, draw on exactly 3
    lose = sum(n for p, n in ROUND_POINTS if p > 3) / total / 2
    tie = sum(n for p, n in ROUND_POINTS if p == 3) / total / 2
    assert abs(fixed_rounds_equity(3, 1) - (1 - lose - tie / 2)) < 1e-9
    assert fixed_rounds_equity(0, 1) == 0.5 and draw > 0
    for left in (0, 1, 4, 11):
        for lead in (1, 5, 20):
            assert abs(fixed_rounds_equity(lead, left) + fixed_rounds_equity(-lead, left) - 1) < 1e-9
            assert fixed_rounds_equity(lead, left) >= fixed_rounds_equity(lead - 1, left)
    # a lead matters less the more rounds remain
    assert fixed_rounds_equity(10, 1) > fixed_rounds_equity(10, 4) > fixed_rounds_equity(10, 11) > 0.5
