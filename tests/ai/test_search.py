"""The hard level's search: racing spends worlds only where a choice is close."""

from __future__ import annotations

import random

from koikoi.ai.search import playout, race
from koikoi.ai.heuristics import values
from koikoi.engine.observation import observe

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


def test_moves_that_come_to_the_same_thing_are_settled_as_a_tie():
    """Two moves with the same outcome in every world: the race stops once
    it has shared enough worlds to be sure neither gains anything."""
    from koikoi.ai.search import TIE_MIN_WORLDS

    obs = position()
    same = (obs.legal[0], obs.legal[0])
    means, worlds = race(obs, same, random.Random(2), 1000)
    assert worlds == TIE_MIN_WORLDS
    assert means[0] > means[1]  # one is kept, the other dropped
    means, worlds = race(obs, same, random.Random(2), 120, tie=0.0)
    assert worlds == 120 and means[0] == means[1]  # without the tie rule they are never told apart


def test_the_world_is_left_untouched_by_a_playout():
    from koikoi.engine.observation import resample

    obs = position()
    world = resample(obs, random.Random(3))
    before = world._copy()
    value = playout(world, obs.legal[0], values(obs.rules).importance, random.Random(4), obs.player)
    assert world == before
    assert -0.1 <= value <= 1.1  # a chance of winning, plus a hair of points
