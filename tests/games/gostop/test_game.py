"""A game of Go-Stop: hands in turn, the winner dealing, nagari doubling
the next hand, the end by hands or by target; the same seed, the same game."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop.game import NEXT, GameOver, HandScored, apply, legal_actions, new_game
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import NO_ONE, Phase, cards_accounted


def play(rules, seed, players=None, limit=20000):
    rng = random.Random(seed)
    g, events = new_game(rules, seed, players)
    log = list(events)
    for _ in range(limit):
        if g.over:
            return g, log
        g, events = apply(g, rng.choice(legal_actions(g)))
        log += events
        assert cards_accounted(g.hand)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_random_games_end_and_add_up(preset, players):
    rules = load_gostop(preset)
    for seed in range(12):
        g, log = play(rules, seed, players)
        scored = [e for e in log if isinstance(e, HandScored)]
        assert len(scored) == len(g.history) == g.hand_no
        for p in range(players):
            assert g.scores[p] == sum(e.points for e in scored if e.winner == p)
        assert isinstance(log[-1], GameOver) and log[-1].scores == g.scores
        if rules.match.rounds:
            assert g.hand_no == rules.match.rounds
        else:
            assert max(g.scores) >= rules.match.target


def test_a_drawn_hand_doubles_the_next_in_matgo():
    rules = load_gostop("matgo")
    for seed in range(300):
        g, log = play(rules, seed, 3)
        scored = [e for e in log if isinstance(e, HandScored)]
        for before, after in zip(scored, scored[1:]):
            if before.winner == NO_ONE:
                assert after.stakes == before.stakes * 2
                return
            assert after.stakes == 1
    pytest.fail("no drawn hand in 300 games")


def test_the_winner_deals_the_next_hand():
    rules = load_gostop("matgo")
    rng = random.Random(3)
    g, _ = new_game(rules, 3)
    checked = 0
    while not g.over and checked < 5:
        if g.hand.phase is Phase.OVER:
            winner = g.hand.result.winner
            g, _ = apply(g, NEXT)
            if winner != NO_ONE:
                assert g.hand.dealer == winner
                checked += 1
            continue
        g, _ = apply(g, rng.choice(legal_actions(g)))
    assert checked == 5


def test_the_same_seed_and_actions_give_the_same_game():
    rules = load_gostop("gostop-brazilian")
    a, log_a = play(rules, 9)
    b, log_b = play(rules, 9)
    assert a.scores == b.scores and log_a == log_b


@pytest.mark.parametrize("players", [2, 3])
def test_the_game_records_each_play_from_a_hand_with_the_field_it_met(players):
    """The record a player may reason from: every card played from a hand
    (shakes and bombs too), by whom, onto which field, in order; a new hand
    starts a new record."""
    rules = load_gostop("gostop-brazilian" if players == 3 else "matgo")
    rng = random.Random(8)
    g, _ = new_game(rules, 4, players)
    hands_seen = kinds = 0
    while not g.over:
        action = rng.choice(legal_actions(g))
        before = g
        g, events = apply(g, action)
        if action == NEXT:
            assert g.plays == ()
            hands_seen += 1
        elif action.kind in ("play", "shake", "bomb"):
            assert g.plays[:-1] == before.plays
            last = g.plays[-1]
            assert (last.player, last.card, last.field, last.how) == (
                before.hand.player, action.card, before.hand.field, action.kind)
            kinds |= {"play": 1, "shake": 2, "bomb": 4}[action.kind]
        else:
            assert g.plays == before.plays
    assert hands_seen >= 3 and kinds & 1
