"""Agents: legal moves only, under every preset; seeded; and no peeking."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from koikoi.ai import make_agent, play_match
from koikoi.ai.koikoi.agents import AGENTS
from koikoi.ai.koikoi.hard import HardAgent
from koikoi.games.common.levels import LEVELS, UnknownAgentError
from koikoi.games.koikoi.game import apply, legal_actions, new_match
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset

from ..games.koikoi.test_observation import reshuffle_hidden


def quick(name: str, seed: int):
    """Agents as the game makes them, the search kept small for test speed."""
    if name == "hard":
        return HardAgent(seed, budget_ms=60_000, worlds=6)
    return make_agent(name, seed)


class Checked:
    """Wraps an agent and fails the test on any illegal choice."""

    def __init__(self, agent):
        self.agent = agent
        self.decisions = 0

    def act(self, obs):
        action = self.agent.act(obs)
        assert action in obs.legal, f"{self.agent.name} chose {action} not in {obs.legal}"
        self.decisions += 1
        return action


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("name", LEVELS + ("greedy", "random"))
def test_agents_play_only_legal_actions(preset, name):
    rules = load_preset(preset, {"match.rounds": 2} if name == "hard" else None)
    checked = [Checked(quick(name, 1)), Checked(make_agent("easy", 2))]
    match = play_match(rules, checked, seed=3)
    assert match.over and checked[0].decisions > 0


@pytest.mark.parametrize("name", LEVELS)
def test_agents_handle_house_rules(name):
    rules = load_preset("brazilian", {
        "play.gaji": True, "play.lay_matching": True, "match.rounds": 1, "match.target": 0,
        "deal.field_four": "remove",
    })
    for seed in range(3):
        play_match(rules, [Checked(quick(name, seed)), Checked(quick("normal", seed + 9))], seed=seed)


def some_positions(preset: str, count: int):
    """Mid-round positions where the player to move has a real choice."""
    rules = load_preset(preset)
    rng = random.Random(preset)
    found = []
    seed = 0
    while len(found) < count:
        m, _ = new_match(rules, seed=seed)
        seed += 1
        for _ in range(rng.randrange(40)):
            if m.over:
                break
            legal = legal_actions(m)
            m, _ = apply(m, legal[rng.randrange(len(legal))])
        if not m.over and m.to_move is not None and len(legal_actions(m)) > 1:
            found.append(m)
    return found


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("preset", ["nintendo", "korean", "koikoi-japan"])
def test_no_peeking(name, preset):
    """Shuffling the cards an agent cannot see never changes its decision.

    The match around the round (scores, the record of plays) is kept: it is
    public."""
    for i, m in enumerate(some_positions(preset, 6)):
        player = m.to_move
        real = quick(name, 40 + i).act(observe(m, player))
        for k in range(3):
            other_world = replace(m, round=reshuffle_hidden(m.round, player, seed=1000 * i + k))
            assert other_world.round != m.round
            assert quick(name, 40 + i).act(observe(other_world, player)) == real


@pytest.mark.parametrize("name", LEVELS + ("random",))
def test_same_seed_same_choice(name):
    for m in some_positions("nintendo", 5):
        obs = observe(m, m.to_move)
        choices = {quick(name, 7).act(obs) for _ in range(3)}
        assert len(choices) == 1


def test_hard_searches_within_its_budget():
    m = some_positions("nintendo", 1)[0]
    agent = HardAgent(1, budget_ms=50, worlds=10_000)
    import time

    start = time.perf_counter()
    agent.act(observe(m, m.to_move))
    assert time.perf_counter() - start < 2.0
    assert 16 <= agent.last_worlds < 10_000


def test_levels_are_registered():
    assert set(LEVELS) <= set(AGENTS)
    with pytest.raises(UnknownAgentError, match="'genius'"):
        make_agent("genius")
