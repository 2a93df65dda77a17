"""Go-Stop's computer players: they decide from what they may see alone,
the same seed makes the same choice, and the beginner beats chance."""

from __future__ import annotations

import random

import pytest

from koikoi.ai.gostop_agents import GOSTOP_AGENTS, make_gostop_agent, play_game
from koikoi.ai.agents import UnknownAgentError
from koikoi.engine.gostop.ruleset import load_gostop
from koikoi.engine.gostop.sight import observe

from ..engine.gostop.test_sight import hidden_reshuffled, positions


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", list(GOSTOP_AGENTS))
def test_no_peeking(name, players):
    """Shuffling the cards a player cannot see never changes its choice."""
    rng = random.Random(2)
    for i, s in enumerate(positions("matgo", players, 40, seed=4)):
        real = make_gostop_agent(name, i).act(observe(s, s.player))
        for _ in range(3):
            other = hidden_reshuffled(s, s.player, rng)
            assert make_gostop_agent(name, i).act(observe(other, s.player)) == real


@pytest.mark.parametrize("name", list(GOSTOP_AGENTS))
def test_same_seed_same_choice(name):
    for s in positions("gostop-brazilian", 2, 30, seed=6):
        sight = observe(s, s.player)
        assert len({make_gostop_agent(name, 7).act(sight) for _ in range(3)}) == 1


def test_every_choice_is_legal_through_whole_games():
    rules = load_gostop("matgo")
    for seed in range(6):
        game = play_game(rules, [make_gostop_agent("easy", seed), make_gostop_agent("random", seed + 1)], seed)
        assert game.over  # apply refuses an illegal action, so a finished game had none


@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_the_beginner_beats_chance_in_duplicate_games(preset):
    rules = load_gostop(preset)
    wins = 0
    for seed in range(20):
        for easy_seat in (0, 1):
            names = ["random", "random"]
            names[easy_seat] = "easy"
            game = play_game(rules, [make_gostop_agent(n, seed * 2 + k) for k, n in enumerate(names)], seed)
            wins += game.winner == easy_seat
    assert wins >= 30, f"easy won only {wins} of 40 games against random"


def test_an_unknown_agent_is_named():
    with pytest.raises(UnknownAgentError, match="'genius'"):
        make_gostop_agent("genius")
