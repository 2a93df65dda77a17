"""The Monte Carlo machinery: racing spends worlds only where a choice is close;
playouts leave their world alone, model the opponent's reply, koi-koi as normal does."""

from __future__ import annotations

import random

import pytest

from koikoi.ai.koikoi.heuristics import values
from koikoi.ai.koikoi.montecarlo import (
    KOIKOI_CHANCE_SAFE, KOIKOI_CHANCE_THREATENED, MODELLED_PLAYS, ReplyModel, _finish, modelled_playout, playout,
    playout_koikoi, race,
)
from koikoi.ai.koikoi.normal import NormalAgent
from koikoi.ai.race import TIE_MIN_WORLDS
from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.rules import load_preset

from .test_agents import some_positions


def position():
    m = next(m for m in some_positions("nintendo", 30) if len(observe(m, m.to_move).legal) >= 3)
    return observe(m, m.to_move)


def test_a_clearly_worse_move_is_dropped_after_one_batch():
    obs = position()
    calls = []

    def rigged(world, action, context, rng, me):
        calls.append(action)
        return 1.0 if action == obs.legal[0] else 0.0

    means, worlds = race(obs, obs.legal, random.Random(1), 1000, batch=25, play_out=rigged)
    assert worlds == 25  # one batch showed the others lose in every world
    assert len(calls) == 25 * len(obs.legal)
    assert max(range(len(means)), key=means.__getitem__) == 0


def test_a_move_dropped_early_ranks_last_whatever_the_payoffs_scale():
    """Payoffs in points (Go-Stop's): a move dropped after the first batch,
    whose mean there beats what the survivor averages over all the worlds,
    still ranks below it."""
    obs = position()
    dropped, a, b = obs.legal[0], obs.legal[1], obs.legal[2]
    seen = {a: 0, b: 0}

    def rigged(world, action, context, rng, me):
        if action == dropped:
            return 40.0  # below the others' 50 in each of the first 25 worlds
        seen[action] += 1
        return 50.0 if seen[action] <= 25 else 0.0  # then nothing: a and b average 25 over 50 worlds

    means, worlds = race(obs, (dropped, a, b), random.Random(3), 1000, batch=25, play_out=rigged)
    assert worlds == TIE_MIN_WORLDS  # a and b are the same thing: a tie once enough worlds are shared
    assert max(range(3), key=means.__getitem__) == 1, means  # a, the one left; b went at the tie, below it
    assert means[0] < means[1], means


def test_moves_that_come_to_the_same_thing_are_settled_as_a_tie():
    """Two moves with the same outcome in every world: the race stops once
    it has shared enough worlds to be sure neither gains anything."""
    obs = position()
    same = (obs.legal[0], obs.legal[0])
    means, worlds = race(obs, same, random.Random(2), 1000)
    assert worlds == TIE_MIN_WORLDS
    assert means[0] > means[1]  # one is kept, the other dropped
    means, worlds = race(obs, same, random.Random(2), 120, tie=0.0)
    assert worlds == 120 and means[0] == means[1]  # without the tie rule they are never told apart


def test_the_world_is_left_untouched_by_a_playout():
    from koikoi.games.koikoi.observation import resample

    obs = position()
    world = resample(obs, random.Random(3))
    before = world._copy()
    value = playout(world, obs.legal[0], values(obs.rules).importance, random.Random(4), obs.player)
    assert world == before
    assert -0.1 <= value <= 1.1  # a chance of winning, plus a hair of points


class Spy:
    """normal's heuristic choice, recording who was asked and what they held."""

    def __init__(self):
        self.normal = NormalAgent(1)
        self.asked = []

    def __call__(self, seen, v):
        self.asked.append((seen.player, seen.hand, [a.card for a in seen.legal]))
        return self.normal.heuristic_choice(seen, v)


@pytest.mark.parametrize("plays, replies", [(1, 1), (3, 2)])
def test_the_opponents_modelled_replies_are_normals_choice(plays, replies):
    """In a modelled playout the opponent's plays among the first ``plays``
    hand plays are chosen by normal's heuristics from their seat in the
    imagined world (each from the hand they then hold), my play between them
    by the fast policy; the world itself is left untouched and the payoff is
    a chance of winning. hard models the first reply (``MODELLED_PLAYS``)."""
    from koikoi.games.koikoi.observation import resample
    from koikoi.games.koikoi.turn import Phase

    assert ReplyModel((), None, None).plays == MODELLED_PLAYS == 1
    obs = next(o for o in (observe(m, m.to_move) for m in some_positions("nintendo", 40))
               if o.phase is Phase.PLAY and o.opponent_hand_size >= 6 and o.hand.bit_count() >= 6)
    world = resample(obs, random.Random(3))
    before = world._copy()
    v = values(obs.rules)
    spy = Spy()
    value = modelled_playout(world, obs.legal[0], ReplyModel(v.importance, v, spy, plays), random.Random(4),
                             obs.player)
    assert world == before
    assert -0.1 <= value <= 1.1
    assert {seat for seat, _, _ in spy.asked} == {obs.opponent}
    # each reply is chosen among the cards of the hand the opponent then held
    assert len(spy.asked) == replies
    hand = world.hands[obs.opponent]
    _, held, choices = spy.asked[0]
    assert held == hand and sorted(choices) == [c for c in range(48) if hand >> c & 1]
    if replies == 2:
        _, later, _ = spy.asked[1]
        assert later.bit_count() == hand.bit_count() - 1 and later & ~hand == 0

def koikoi_decision(captures1=""):
    """Player 0 has just made Kasu (ten plains) with a card left in hand."""
    from koikoi.games.koikoi.turn import Phase, apply

    from ..games.koikoi.helpers import c, setup

    s = setup(
        load_preset("nintendo"),
        hand0="pine-plain-2,maple-plain-1",
        hand1="clover-plain-1,peony-plain-1",
        field="pine-plain-1",
        deck="iris-plain-1",
        captures0="plum-plain-1,plum-plain-2,cherry-plain-1,cherry-plain-2,wisteria-plain-1,wisteria-plain-2,"
        "pampas-plain-1,pampas-plain-2",
        captures1=captures1,
    )
    s, _ = apply(s, A.PLAY[c("pine-plain-2")])
    s, _ = apply(s, A.FLIP)
    assert s.phase is Phase.KOIKOI and s.player == 0
    return s


@pytest.mark.parametrize(
    ("captures1", "chance"),
    [("", KOIKOI_CHANCE_SAFE), ("pampas-moon,paulownia-phoenix", KOIKOI_CHANCE_THREATENED)],
)
def test_playouts_call_koikoi_as_often_as_normal_does(captures1, chance):
    """Far from the opponent's next yaku, normal plays on about two times in
    three; with the opponent one bright from Sankou, about one in five."""
    s = koikoi_decision(captures1)
    v = values(s.rules)
    rng = random.Random(2)
    calls = sum(playout_koikoi(s, v, rng) == A.KOIKOI for _ in range(4000))
    assert abs(calls / 4000 - chance) < 0.03


def test_only_hards_modelled_playouts_play_on():
    """normal's own playouts (its koi-koi judgement) stop at every yaku, as
    when its figures were measured."""
    s = koikoi_decision()
    seen = []
    real_advance = R.advance

    def spy(state, action, events):
        if state.phase is R.Phase.KOIKOI:
            seen.append(action)
        real_advance(state, action, events)

    imp = values(s.rules).importance
    R.advance = spy
    try:
        for seed in range(50):
            _finish(s._copy(), imp, random.Random(seed), [], 0)
    finally:
        R.advance = real_advance
    assert seen and set(seen) == {A.STOP}


def test_the_playout_bench_runs_both_kinds_on_the_same_worlds_each_time(capsys):
    """``koikoi-sim bench --playouts N``: N playouts of each kind, from
    worlds that a seed fixes, so runs before and after a change compare."""
    import json

    from koikoi.sim import _playout_jobs, main

    rules = load_preset("nintendo")
    jobs = _playout_jobs(rules, 40, seed=3)
    assert len(jobs) == 40 and jobs == _playout_jobs(rules, 40, seed=3)
    assert len({id(world) for world, _, _ in jobs}) > 1  # several positions, each move in one world
    assert main(["bench", "--playouts", "30", "--repeat", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["plain_playouts_per_s"] > 0 and out["modelled_playouts_per_s"] > 0
    assert len(out["runs"]["plain"]) == 2 and out["playouts"] == 30
