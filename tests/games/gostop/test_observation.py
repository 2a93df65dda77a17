"""What a Go-Stop player may see: other hands and the deck hidden, all
else public; a resampled world agrees with everything the player saw."""

from __future__ import annotations

import dataclasses
import random

import pytest

from koikoi.games.common.cards import indices
from koikoi.games.gostop.deal import deal
from koikoi.games.gostop.observation import observe, resample
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase, cards_accounted
from koikoi.games.gostop.turn import apply, legal_actions


def positions(preset: str, players: int, n: int, seed: int = 0):
    """States met in random hands, at every phase."""
    rules = load_gostop(preset)
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s, _ = deal(rules, rng, players=players)
        while s.phase is not Phase.OVER and len(out) < n:
            if rng.random() < 0.3:
                out.append(s)
            s, _ = apply(s, rng.choice(legal_actions(s)))
    return out


def hidden_reshuffled(s, player: int, rng: random.Random):
    """The same state with the cards ``player`` cannot see dealt again among
    the other hands (beside what a shake showed) and the deck."""
    hidden = [c for p, h in enumerate(s.hands) if p != player for c in indices(h & ~s.shown[p])] + list(s.deck)
    rng.shuffle(hidden)
    hands = []
    for p, h in enumerate(s.hands):
        if p == player:
            hands.append(h)
            continue
        n = (h & ~s.shown[p]).bit_count()
        hands.append(s.shown[p] | sum(1 << c for c in hidden[:n]))
        hidden = hidden[n:]
    return dataclasses.replace(s, hands=tuple(hands), deck=tuple(hidden))


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_a_player_sees_nothing_of_the_hidden_cards(preset, players):
    rng = random.Random(5)
    changed = 0
    for s in positions(preset, players, 60):
        for player in range(players):
            other = hidden_reshuffled(s, player, rng)
            assert cards_accounted(other)
            changed += other.hands != s.hands or other.deck != s.deck
            assert observe(other, player) == observe(s, player)
    assert changed > 50, "the reshuffles changed too little to test"


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_a_resampled_world_agrees_with_what_was_seen(preset, players):
    rng = random.Random(9)
    for s in positions(preset, players, 60, seed=1):
        sight = observe(s, s.player)
        world = resample(sight, rng)
        assert cards_accounted(world)
        assert observe(world, s.player) == sight
        assert all(world.hands[p] & sight.shown[p] == sight.shown[p] for p in range(players))


def test_the_legal_actions_are_seen_only_by_the_player_to_act():
    s = positions("matgo", 2, 1)[0]
    assert observe(s, s.player).legal == tuple(legal_actions(s))
    assert observe(s, 1 - s.player).legal == ()


@pytest.mark.parametrize("players", [2, 3])
def test_a_resampled_world_avoids_what_it_is_told_while_it_can(players):
    """``avoid`` keeps cards out of a seat's imagined hand while enough
    others are unseen; the world agrees with the sight either way."""
    rng = random.Random(12)
    avoided = fell_back = 0
    for i, s in enumerate(positions("matgo" if players == 2 else "gostop-brazilian", players, 80, seed=2)):
        sight = observe(s, s.player)
        # half the bans of half the cards, half of seven in eight: both cases come up, whatever the positions
        banned = rng.getrandbits(48) if i % 2 else rng.getrandbits(48) | rng.getrandbits(48) | rng.getrandbits(48)
        avoid = tuple(0 if p == s.player else banned for p in range(players))
        world = resample(sight, rng, avoid)
        assert cards_accounted(world)
        assert observe(world, s.player) == sight
        for p in range(players):
            if p == s.player:
                continue
            need = sight.hand_sizes[p] - sight.shown[p].bit_count()
            if (sight.unseen & ~banned).bit_count() >= need + sum(
                    sight.hand_sizes[q] - sight.shown[q].bit_count() for q in range(p) if q != s.player):
                assert not world.hands[p] & ~sight.shown[p] & banned
                avoided += bool(need)
            else:
                fell_back += 1
    assert avoided > 40 and fell_back > 0
