"""Go-Stop's computer players: they decide from what they may see alone,
the same seed makes the same choice, every choice is legal through whole
games of two and three players, and each level beats the one below it in a
few duplicate games (the arena's figures are in docs/ai.md)."""

from __future__ import annotations

import random

import pytest

from koikoi.ai.gostop_agents import GOSTOP_AGENTS, make_gostop_agent, play_game
from koikoi.ai.agents import UnknownAgentError
from koikoi.engine.gostop.ruleset import load_gostop
from koikoi.engine.gostop.sight import observe

from ..engine.gostop.test_sight import hidden_reshuffled, positions

# hard with a fixed number of worlds and no clock, so that its choice depends on the seed alone
OPTIONS = {"hard": {"budget_ms": 1e7, "worlds": 24}}


def agent(name: str, seed: int):
    return make_gostop_agent(name, seed, **OPTIONS.get(name, {}))


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", list(GOSTOP_AGENTS))
def test_no_peeking(name, players):
    """Shuffling the cards a player cannot see never changes its choice."""
    rng = random.Random(2)
    for i, s in enumerate(positions("matgo", players, 40, seed=4)):
        real = agent(name, i).act(observe(s, s.player))
        for _ in range(3):
            other = hidden_reshuffled(s, s.player, rng)
            assert agent(name, i).act(observe(other, s.player)) == real


@pytest.mark.parametrize("name", list(GOSTOP_AGENTS))
def test_same_seed_same_choice(name):
    for s in positions("gostop-brazilian", 2, 30, seed=6):
        sight = observe(s, s.player)
        assert len({agent(name, 7).act(sight) for _ in range(3)}) == 1


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_every_choice_is_legal_through_whole_games(name, players):
    rules = load_gostop("gostop-brazilian" if players == 3 else "matgo", {"match.rounds": 2})
    for seed in range(2):
        seats = [agent(name, seed)] + [agent("random", seed + k) for k in range(1, players)]
        game = play_game(rules, seats, seed, players=players)
        assert game.over  # apply refuses an illegal action, so a finished game had none


def duplicate_wins(rules, strong: str, weak: str, seeds: range) -> int:
    """Games ``strong`` wins, over each seed played with it in each seat."""
    wins = 0
    for seed in seeds:
        for seat in (0, 1):
            names = [weak, weak]
            names[seat] = strong
            game = play_game(rules, [agent(n, seed * 2 + k) for k, n in enumerate(names)], seed)
            wins += game.winner == seat
    return wins


def test_normal_beats_the_beginner_in_duplicate_games():
    wins = duplicate_wins(load_gostop("matgo"), "normal", "easy", range(30))
    assert wins >= 36, f"normal won only {wins} of 60 games against easy"


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


def test_hard_plays_among_normals_best_rated_and_keeps_normals_choice_without_a_clear_lead(monkeypatch):
    """hard's search looks only at normal's best rated plays, and with a
    lead it can never reach (HARD_TRUST) it plays normal's own choice."""
    import koikoi.ai.gostop_agents as G
    from koikoi.engine.gostop.turn import GO

    chosen = []
    for s in positions("matgo", 2, 60, seed=11):
        sight = observe(s, s.player)
        if len(sight.legal) < 2 or GO in sight.legal:
            continue
        normal = G.GostopNormalAgent(0)
        rates = normal.ratings(sight)
        ranked = sorted(range(len(sight.legal)), key=lambda i: (-rates[i], i))[:G.HARD_CANDIDATES]
        choice = agent("hard", 1).act(sight)
        assert sight.legal.index(choice) in ranked
        chosen.append((sight, choice))
    assert len(chosen) >= 10
    monkeypatch.setattr(G, "HARD_TRUST", 1e9)
    for sight, _ in chosen:
        assert agent("hard", 1).act(sight) == G.GostopNormalAgent(0).heuristic_choice(sight)
