"""observe(): what one player may see, and nothing more."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import ALL_MASK
from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi.game import apply, legal_actions, new_match
from koikoi.games.koikoi.observation import Observation, observe
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.koikoi.turn import Phase


def mid_round(preset: str, seed: int, steps: int):
    rules = load_preset(preset)
    rng = random.Random(seed)
    m, _ = new_match(rules, seed=seed)
    for _ in range(steps):
        if m.round.over:
            break
        legal = legal_actions(m)
        m, _ = apply(m, legal[rng.randrange(len(legal))])
    return m


def reshuffle_hidden(rnd, player: int, seed: int):
    """The same round with the opponent's hand and the unflipped deck
    shuffled among themselves: everything ``player`` cannot see."""
    other = 1 - player
    hidden = [c for c in range(48) if rnd.hands[other] >> c & 1] + list(rnd.deck[rnd.deck_pos:])
    random.Random(seed).shuffle(hidden)
    size = rnd.hands[other].bit_count()
    hand = 0
    for c in hidden[:size]:
        hand |= 1 << c
    hands = [0, 0]
    hands[player], hands[other] = rnd.hands[player], hand
    new = rnd._copy()
    new.hands = tuple(hands)
    new.deck = rnd.deck[: rnd.deck_pos] + tuple(hidden[size:])
    return new


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("seed", range(5))
def test_hidden_cards_do_not_change_the_observation(preset, seed):
    m = mid_round(preset, seed, steps=7 + seed)
    for player in (0, 1):
        changed = reshuffle_hidden(m.round, player, seed + 100)
        assert observe(m.round, player) == observe(changed, player)


def test_observation_holds_no_hidden_cards():
    m = mid_round("nintendo", 1, steps=5)
    for player in (0, 1):
        obs = observe(m, player)
        assert obs.hand == m.round.hands[player]
        assert obs.opponent_hand_size == m.round.hands[1 - player].bit_count()
        assert obs.deck_size == m.round.deck_left
        assert obs.unseen == m.round.hands[1 - player] | m.round.deck_mask
        names = set(Observation.__dataclass_fields__)
        assert not names & {"deck", "hands", "deck_pos", "opponent_hand"}


def test_only_the_player_to_move_gets_legal_actions():
    m = mid_round("nintendo", 2, steps=0)
    mover = m.to_move
    assert observe(m, mover).legal == legal_actions(m)
    assert observe(m, 1 - mover).legal == ()


def test_the_flipped_card_awaiting_a_choice_is_visible():
    from tests.games.koikoi.helpers import c, setup

    rules = load_preset("nintendo")
    s = setup(rules, hand0="plum-plain-1,plum-plain-2", hand1="iris-plain-1,iris-plain-2",
              field="pine-plain-1,pine-poetry,cherry-plain-1", deck="pine-crane")
    from koikoi.games.koikoi.turn import apply as round_apply

    s, _ = round_apply(s, A.PLAY[c("plum-plain-1")])
    s, _ = round_apply(s, A.FLIP)
    assert s.phase is Phase.CHOOSE_FLIP
    obs = observe(s, 1)
    assert obs.pending == c("pine-crane") and not obs.unseen & (1 << c("pine-crane"))
    assert obs.unseen | obs.hand | obs.field | obs.captures[0] | obs.captures[1] | (1 << obs.pending) == ALL_MASK


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("seed", range(6))
def test_resampled_worlds_agree_with_the_observation(preset, seed):
    from koikoi.games.koikoi.observation import resample
    from koikoi.games.koikoi.turn import cards_accounted

    m = mid_round(preset, seed, steps=3 + 4 * seed)
    for player in (0, 1):
        obs = observe(m.round, player)
        world = resample(obs, random.Random(seed))
        assert cards_accounted(world)
        assert observe(world, player) == obs
        assert world.hands[1 - player].bit_count() == obs.opponent_hand_size


def test_a_resampled_world_plays_like_the_real_one_at_the_end_of_a_turn():
    """A yaku made by the hand card must still be noticed after the flip."""
    from koikoi.games.koikoi.observation import resample
    from koikoi.games.koikoi.turn import apply as round_apply
    from tests.games.koikoi.helpers import c, setup

    rules = load_preset("nintendo")
    s = setup(rules, hand0="pampas-moon,plum-plain-1", hand1="iris-plain-1,iris-plain-2",
              field="pampas-plain-1,cherry-plain-1", deck="wisteria-plain-1",
              captures0="pine-crane,cherry-curtain")
    s, _ = round_apply(s, A.PLAY[c("pampas-moon")])
    world = resample(observe(s, 0), random.Random(1))
    world, _ = round_apply(world, A.FLIP)
    assert world.phase is Phase.KOIKOI
