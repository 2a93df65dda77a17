"""Go-Stop's computer players: they decide from what they may see alone,
the same seed makes the same choice, every choice is legal through whole
games of two and three players, and each level beats the one below it in a
few duplicate games (the arena's figures are in docs/ai.md)."""

from __future__ import annotations

import random

import pytest

from koikoi.ai.gostop.agents import GOSTOP_AGENTS, lacking, make_gostop_agent
from koikoi.ai.headless import play_game
from koikoi.games.common.levels import UnknownAgentError
from koikoi.games.gostop import deck
from koikoi.games.gostop.game import NEXT, apply, new_game
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase

from ..games.gostop.test_observation import hidden_reshuffled, positions

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
    import koikoi.ai.gostop.agents as G
    from koikoi.games.gostop.actions import GO

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


def game_sights(rules, names, seeds, players=2):
    """Each decision's sight in whole games between ``names`` (with the
    game's record of plays), beside the true hands of the moment."""
    for seed in seeds:
        seats = [agent(n, seed * 3 + k) for k, n in enumerate(names)]
        g, _ = new_game(rules, seed, players)
        while not g.over:
            if g.hand.phase is Phase.OVER:
                g, _ = apply(g, NEXT)
                continue
            sight = observe(g.hand, g.hand.player, g.plays)
            yield sight, g.hand
            g, _ = apply(g, seats[g.hand.player].act(sight))


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", ["easy", "normal"])
def test_what_the_plays_argue_a_player_lacks_they_lack(name, players):
    """lacking() reads the record as easy and normal play (they take a
    card when they can, and lay a bonus card first): in their games, no
    hand ever holds a card its plays argue against, and the argument says
    something (hard's worlds are dealt by it)."""
    rules = load_gostop("gostop-brazilian" if players == 3 else "matgo", {"match.rounds": 3})
    ruled_out = 0
    for sight, hand in game_sights(rules, [name] * players, range(4), players):
        lack = lacking(sight)
        assert lack[sight.player] == 0
        for q in range(players):
            assert not hand.hands[q] & lack[q], (q, sight.plays)
            ruled_out += (sight.unseen & lack[q] & ~deck.BONUS_MASK).bit_count()
    assert ruled_out > 200


def test_no_peeking_with_the_record_of_plays():
    """With the record of plays in the sight, shuffling the unseen cards
    still never changes hard's or normal's choice."""
    rules = load_gostop("matgo", {"match.rounds": 2})
    rng = random.Random(3)
    checked = 0
    for i, (sight, hand) in enumerate(game_sights(rules, ["normal", "normal"], range(2))):
        if len(sight.legal) < 2 or i % 4:
            continue
        for name in ("normal", "hard"):
            real = agent(name, i).act(sight)
            other = observe(hidden_reshuffled(hand, sight.player, rng), sight.player, sight.plays)
            assert agent(name, i).act(other) == real
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_each_level_chooses_between_chongtong_and_playing_on_from_what_it_sees(name):
    """Dealt four of a month where the rules let the holder choose, each
    level answers with one of the two, the same whatever the cards it cannot
    see; the beginner takes the sure win."""
    from koikoi.games.gostop.actions import CLAIM, PLAY_ON
    rules = load_gostop("matgo", {"deal.four_in_hand": "chongtong_or_play"})
    rng = random.Random(5)
    for seed in (133, 151, 282):  # seat 0 is dealt four of a month
        g, _ = new_game(rules, seed)
        s = g.hand
        assert s.phase is Phase.CHONGTONG and s.player == 0
        choice = agent(name, seed).act(observe(s, 0))
        assert choice in (CLAIM, PLAY_ON)
        if name == "easy":
            assert choice == CLAIM
        for _ in range(2):
            assert agent(name, seed).act(observe(hidden_reshuffled(s, 0, rng), 0)) == choice
        apply(g, choice)  # legal
