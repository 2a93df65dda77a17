"""Inference from the opponent's lay-downs, and the weighted imagined deals."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from koikoi.ai.inference import (
    DOUBT_ODDS, LAID_ODDS, doubtful_in_opponent_hand, opponent_hand_odds, unlikely_in_opponent_hand,
)
from koikoi.engine import actions as A
from koikoi.engine.cards import ALL_MASK, MONTH_MASK_OF_CARD, indices
from koikoi.engine.match import HandPlay
from koikoi.engine.observation import observe, resample
from koikoi.engine.round import cards_accounted
from koikoi.engine.rules import load_preset

from ..engine.helpers import c, m, setup


def table(rules=None):
    """Player 0 to play; player 1 holds no pine, no cherry and no iris."""
    rules = rules or load_preset("nintendo")
    return setup(
        rules,
        hand0="plum-plain-1,maple-plain-1",
        hand1="paulownia-plain-1,paulownia-plain-2,clover-plain-1",
        field="pine-plain-1,cherry-plain-1",
        deck="iris-plain-1",
    )


def test_a_lay_down_argues_against_the_months_on_the_field():
    s = table()
    # player 1 laid a paulownia card on a field of pine and cherry
    obs = replace(observe(s, 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-plain-1,cherry-plain-1")),))
    unlikely = unlikely_in_opponent_hand(obs)
    assert unlikely
    assert unlikely == obs.unseen & (MONTH_MASK_OF_CARD[c("pine-plain-1")] | MONTH_MASK_OF_CARD[c("cherry-plain-1")])


def test_captures_and_my_own_lay_downs_say_nothing():
    s = table()
    plays = (
        HandPlay(1, c("pine-plain-2"), m("pine-plain-1,cherry-plain-1")),  # a capture
        HandPlay(0, c("maple-plain-2"), m("pine-plain-1,cherry-plain-1")),  # my own lay-down
    )
    assert unlikely_in_opponent_hand(replace(observe(s, 0), plays=plays)) == 0


def test_a_capture_casts_doubt_on_months_worth_more():
    """They took a pine plain while the cherry curtain lay on the field: they
    probably held no cherry. The lay-down record outweighs the doubt."""
    s = table()
    capture = HandPlay(1, c("pine-plain-2"), m("pine-plain-1,cherry-curtain,maple-plain-1"))
    obs = replace(observe(s, 0), plays=(capture,))
    doubt = doubtful_in_opponent_hand(obs)
    assert doubt == obs.unseen & MONTH_MASK_OF_CARD[c("cherry-curtain")]  # not maple: worth no more
    laid = HandPlay(1, c("paulownia-plain-3"), m("cherry-plain-1"))
    odds = opponent_hand_odds(replace(obs, plays=(capture, laid)))
    assert odds and all(odds[card] == LAID_ODDS for card in indices(doubt))
    assert set(odds) == set(indices(doubt))
    assert opponent_hand_odds(obs) == dict.fromkeys(indices(doubt), DOUBT_ODDS)


def test_with_gaji_a_lay_down_argues_against_the_joker_too():
    rules = load_preset("nintendo", {"play.gaji": True})
    obs = replace(observe(table(rules), 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-plain-1")),))
    assert unlikely_in_opponent_hand(obs) >> c("willow-lightning") & 1


def test_odds_zero_keeps_unlikely_cards_out_of_the_imagined_hand():
    obs = observe(table(), 0)
    unlikely = obs.unseen & (MONTH_MASK_OF_CARD[c("pine-plain-1")] | MONTH_MASK_OF_CARD[c("cherry-plain-1")])
    rng = random.Random(1)
    for _ in range(200):
        world = resample(obs, rng, dict.fromkeys(indices(unlikely), 0.0))
        assert cards_accounted(world)
        assert observe(world, 0) == obs
        assert not world.hands[1] & unlikely


def test_odds_zero_still_fills_a_hand_that_needs_the_unlikely_cards():
    obs = observe(table(), 0)
    everything = obs.unseen  # a record that contradicts itself
    world = resample(obs, random.Random(2), dict.fromkeys(indices(everything), 0.0))
    assert world.hands[1].bit_count() == obs.opponent_hand_size and cards_accounted(world)


@pytest.mark.parametrize("odds", [0.1, 0.5])
def test_odds_scale_how_often_an_unlikely_card_is_dealt_to_the_hand(odds):
    """Among many imagined deals, an unlikely card sits in the opponent's
    hand less often than a plain one, by about the odds asked for."""
    obs = observe(table(), 0)
    unlikely_card = c("pine-plain-2")
    plain_card = c("willow-red")
    rng = random.Random(3)
    counts = {unlikely_card: 0, plain_card: 0}
    for _ in range(20_000):
        hand = resample(obs, rng, {unlikely_card: odds}).hands[1]
        for card in counts:
            counts[card] += hand >> card & 1
    ratio = counts[unlikely_card] / counts[plain_card]
    # with one small weight among ~30 cards, the ratio is close to the odds
    assert odds * 0.75 < ratio < odds * 1.25, ratio


def test_the_deck_order_stays_uniform_under_weights():
    """Unlikely cards go to the deck, but not to its bottom."""
    obs = observe(table(), 0)
    unlikely = obs.unseen & MONTH_MASK_OF_CARD[c("pine-plain-1")]
    rng = random.Random(4)
    positions = []
    for _ in range(3000):
        deck = resample(obs, rng, dict.fromkeys(indices(unlikely), 0.0)).deck
        positions += [i / (len(deck) - 1) for i, card in enumerate(deck) if unlikely >> card & 1]
    assert 0.45 < sum(positions) / len(positions) < 0.55


@pytest.mark.parametrize("seed", range(3))
def test_hard_lays_down_the_bright_the_opponent_cannot_take(seed):
    """Two brights to lay down, alike but for the opponent's record: they
    once laid a card down while a pine was showing, so they hold no pine.
    hard lays down the crane, whose pine partners they cannot have (without
    the record, the two are a coin toss)."""
    from koikoi.ai.search import HardAgent

    named = (
        "pine-crane,cherry-curtain,clover-plain-1,clover-plain-2,peony-plain-1,iris-plain-1,maple-plain-1,"
        "pine-plain-1,pampas-moon,paulownia-phoenix,iris-plain-2,pine-poetry,pine-plain-2,cherry-poetry,"
        "cherry-plain-1,willow-red"
    )
    s = setup(
        load_preset("nintendo"),
        hand0="pine-crane,cherry-curtain",
        hand1="clover-plain-1,clover-plain-2,peony-plain-1",
        field="iris-plain-1,maple-plain-1",
        captures1="pine-plain-1,pampas-moon,paulownia-phoenix",  # a third bright makes their Sankou
        deck="iris-plain-2",
        removed=ALL_MASK & ~m(named),  # a short game: nine unseen cards
    )
    obs = replace(observe(s, 0), plays=(HandPlay(1, c("paulownia-plain-3"), m("pine-plain-1,wisteria-plain-1")),))
    assert obs.legal == (A.PLAY[c("pine-crane")], A.PLAY[c("cherry-curtain")])
    assert HardAgent(seed, budget_ms=60_000, worlds=400).act(obs) == A.PLAY[c("pine-crane")]
