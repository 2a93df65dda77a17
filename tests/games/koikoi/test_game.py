"""A match: first dealer, dealer rotation, scores and the end of the match."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import MONTH_OF
from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi.actions import Act, IllegalActionError
from koikoi.games.koikoi.game import (
    DealerDrawn, HandPlay, MatchOver, apply, draw_first_dealer, legal_actions, new_match, next_dealer,
)
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.koikoi.turn import RoundResult

NINTENDO = load_preset("nintendo")


def finish_round(match, rng):
    while not match.round.over:
        legal = legal_actions(match)
        match, _ = apply(match, legal[rng.randrange(len(legal))])
    return match


def finish_match(match, rng):
    while not match.over:
        match = finish_round(match, rng)
        if not match.over:
            match, _ = apply(match, A.NEXT)
    return match


@pytest.mark.parametrize("seed", range(20))
def test_first_dealer_drew_the_earlier_month(seed):
    drawn = draw_first_dealer(NINTENDO, random.Random(seed))
    a, b = drawn.draws[-1]
    assert MONTH_OF[a] != MONTH_OF[b]
    assert drawn.dealer == (0 if MONTH_OF[a] < MONTH_OF[b] else 1)
    for a, b in drawn.draws[:-1]:
        assert MONTH_OF[a] == MONTH_OF[b]  # earlier draws were ties


def test_birthday_rule():
    rules = load_preset("korean")
    for seed in range(20):
        drawn = draw_first_dealer(rules, random.Random(seed), birthdays=(1, 7))
        month = MONTH_OF[drawn.revealed]
        gap = [min(abs(b - month), 12 - abs(b - month)) for b in (1, 7)]
        if gap[0] != gap[1]:
            assert drawn.dealer == (0 if gap[0] < gap[1] else 1) and not drawn.draws


def test_new_match_announces_the_draw_and_deals():
    m, events = new_match(NINTENDO, seed=5)
    assert isinstance(events[0], DealerDrawn)
    assert m.round.dealer == events[0].dealer == m.first_dealer
    assert m.round_no == 1 and m.scores == (0, 0)


@pytest.mark.parametrize(
    "preset,dealer,result,expected",
    [
        ("nintendo", 0, RoundResult(1, 5, "stop"), 1),
        ("nintendo", 0, RoundResult(None, 0, "exhausted"), 1),
        ("brazilian", 0, RoundResult(None, 0, "exhausted"), 0),
        ("fr-classic", 0, RoundResult(0, 5, "stop"), 1),
        ("koikoi-japan", 1, RoundResult(1, 1, "oya-ken"), 1),
    ],
)
def test_next_dealer(preset, dealer, result, expected):
    assert next_dealer(load_preset(preset), dealer, result) == expected


def test_round_over_then_next():
    rng = random.Random(1)
    m, _ = new_match(NINTENDO, seed=1)
    m = finish_round(m, rng)
    assert legal_actions(m) == (A.NEXT,)
    assert len(m.history) == 1
    with pytest.raises(IllegalActionError, match="round-over"):
        apply(m, A.FLIP)
    m2, events = apply(m, A.NEXT)
    assert m2.round_no == 2 and m2.history == m.history


def test_winner_points_are_booked():
    rng = random.Random(2)
    m, _ = new_match(NINTENDO, seed=2)
    m = finish_match(m, rng)
    assert sum(r.points for r in m.history) == sum(m.scores)
    assert m.round_no == 12 and len(m.history) == 12


def test_match_ends_by_target():
    rules = load_preset("korean")
    rng = random.Random(3)
    m, events = new_match(rules, seed=3)
    m = finish_match(m, rng)
    assert max(m.scores) >= 50
    assert m.winner == (0 if m.scores[0] > m.scores[1] else 1)


def test_match_ends_when_a_player_runs_out_of_points():
    rules = load_preset("koikoi-japan", {"match.starting_points": 3})
    rng = random.Random(4)
    m, _ = new_match(rules, seed=4)
    assert m.scores == (3, 3)
    m = finish_match(m, rng)
    assert sum(m.scores) == 6  # points move from loser to winner
    assert min(m.scores) <= 0 or m.round_no == 8


def test_match_over_event_and_no_more_actions():
    rules = load_preset("nintendo", {"match.rounds": 1})
    m, events = new_match(rules, seed=7)
    rng = random.Random(7)
    all_events = list(events)
    while not m.round.over:
        legal = legal_actions(m)
        m, ev = apply(m, legal[rng.randrange(len(legal))])
        all_events += ev
    assert m.over and isinstance(all_events[-1], MatchOver)
    assert legal_actions(m) == ()
    with pytest.raises(IllegalActionError, match="match-over"):
        apply(m, A.NEXT)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_same_seed_same_match(preset):
    rules = load_preset(preset)

    def run():
        rng = random.Random(9)
        m, _ = new_match(rules, seed=11)
        seen = []
        while not m.over:
            legal = legal_actions(m)
            action = legal[rng.randrange(len(legal))]
            m, ev = apply(m, action)
            seen.append((str(action), tuple(ev)))
        return seen, m.scores

    assert run() == run()


def test_random_first_dealer_draws_no_cards():
    drawn = draw_first_dealer(load_preset("koikoi-japan"), random.Random(1))
    assert drawn.draws == () and drawn.dealer in (0, 1)
    dealers = {draw_first_dealer(load_preset("koikoi-japan"), random.Random(s)).dealer for s in range(20)}
    assert dealers == {0, 1}


def test_transfer_takes_the_winners_points_from_the_loser():
    rules = load_preset("korean", {"match.transfer": True})
    rng = random.Random(6)
    m, _ = new_match(rules, seed=6)
    m = finish_round(m, rng)
    while m.history[-1].winner is None:
        m, _ = apply(m, A.NEXT)
        m = finish_round(m, rng)
    r = m.history[-1]
    assert r.points > 0
    assert m.scores[r.winner] == r.points and m.scores[1 - r.winner] == -r.points
    assert sum(m.scores) == 0


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_hand_plays_are_recorded_as_the_table_saw_them(preset):
    """Each card played from a hand is kept with its player and the field
    it met, for the round; the next round starts a fresh record."""
    rng = random.Random(3)
    m, _ = new_match(load_preset(preset), seed=3)
    expected = []
    rounds_seen = 0
    while not m.over and rounds_seen < 3:
        legal = legal_actions(m)
        action = legal[rng.randrange(len(legal))]
        if action.kind is Act.NEXT:
            rounds_seen += 1
            expected = []
        elif action.kind is Act.PLAY:
            expected.append(HandPlay(m.round.player, action.card, m.round.field))
        m, _ = apply(m, action)
        assert list(m.plays) == expected
    assert rounds_seen == 3
