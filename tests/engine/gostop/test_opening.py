"""Dealing Go-Stop: the sizes each preset deals, for two players and three,
every card in one place, the same seed the same deal, and each deal check."""

from __future__ import annotations

import random

import pytest

from koikoi.engine.cards import MONTH_MASK
from koikoi.engine.gostop import deck
from koikoi.engine.gostop.hand import DEAL, NO_ONE, Phase, PiledAtDeal, TakenAtDeal, cards_accounted, in_play
from koikoi.engine.gostop.opening import deal, deal_plan
from koikoi.engine.gostop.ruleset import load_gostop

PRESETS = ("matgo", "gostop-brazilian")


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", PRESETS)
def test_every_deal_accounts_for_every_card(preset, players):
    rules = load_gostop(preset)
    for seed in range(400):
        s, events = deal(rules, random.Random(seed), dealer=seed % players, players=players)
        assert cards_accounted(s), (preset, players, seed)
        assert len(s.hands) == len(s.captures) == players


@pytest.mark.parametrize("preset, players, hand, field", [
    ("matgo", 2, 10, 8), ("matgo", 3, 7, 6), ("gostop-brazilian", 2, 8, 10), ("gostop-brazilian", 3, 7, 6),
])
def test_the_deal_sizes(preset, players, hand, field):
    rules = load_gostop(preset)
    plan = deal_plan(players, 0, hand, field)
    assert [plan.count(p) for p in range(players)] == [hand] * players and plan.count(players) == field
    s, events = deal(rules, random.Random(1), players=players)
    total = len(deck.IDS[:48]) + len(rules.cards.bonus)
    assert sum(m.bit_count() for m in s.hands) + s.field.bit_count() + len(s.deck) + sum(
        c.bit_count() for c in s.captures) == total


def test_the_same_seed_deals_the_same_hand():
    rules = load_gostop("gostop-brazilian")
    a, _ = deal(rules, random.Random(77))
    b, _ = deal(rules, random.Random(77))
    assert (a.hands, a.field, a.deck, a.captures) == (b.hands, b.field, b.deck, b.captures)


def find_deal(rules, want, players=2):
    for seed in range(20000):
        s, events = deal(rules, random.Random(seed), players=players)
        if want(s, events):
            return s, events
    raise AssertionError("no such deal in 20,000 seeds")


def test_the_dealer_takes_the_fields_bonus_cards_and_matgo_refills_the_field():
    rules = load_gostop("matgo")
    s, events = find_deal(rules, lambda s, e: any(isinstance(x, TakenAtDeal) and x.reason == "field-bonus" for x in e))
    taken = next(x for x in events if isinstance(x, TakenAtDeal))
    assert taken.player == s.dealer and s.captures[s.dealer] & taken.cards == taken.cards
    assert not s.field & deck.BONUS_MASK and s.field.bit_count() == 8, "the field was not refilled"


def test_the_seed_leaves_the_field_short_of_its_bonus_cards():
    rules = load_gostop("gostop-brazilian")
    s, events = find_deal(rules, lambda s, e: any(isinstance(x, TakenAtDeal) and x.reason == "field-bonus" for x in e))
    taken = next(x for x in events if isinstance(x, TakenAtDeal))
    assert s.field.bit_count() == 10 - taken.cards.bit_count()


def test_four_of_a_month_in_hand_is_captured_by_the_seed_and_wins_in_matgo():
    seed_rules, matgo = load_gostop("gostop-brazilian"), load_gostop("matgo")
    s, events = find_deal(seed_rules, lambda s, e: any(isinstance(x, TakenAtDeal) and x.reason == "hand-four" for x in e))
    four = next(x for x in events if isinstance(x, TakenAtDeal) and x.reason == "hand-four")
    assert s.captures[four.player] & four.cards == four.cards and not s.hands[four.player] & four.cards
    assert s.phase is Phase.PLAY
    s, _ = find_deal(matgo, lambda s, e: s.phase is Phase.OVER)
    assert s.result.reason == "chongtong" and s.result.points == matgo.deal.chongtong_points
    assert any(s.hands[s.result.winner] & MONTH_MASK[m] == MONTH_MASK[m] for m in range(1, 13))


def test_four_of_a_month_on_the_field_go_to_the_dealer_in_the_seed():
    rules = load_gostop("gostop-brazilian")
    s, events = find_deal(rules, lambda s, e: any(isinstance(x, TakenAtDeal) and x.reason == "field-four" for x in e))
    four = next(x for x in events if isinstance(x, TakenAtDeal) and x.reason == "field-four")
    assert four.player == s.dealer and s.captures[s.dealer] & four.cards == four.cards


def test_matgo_redeals_four_of_a_month_on_the_field():
    rules = load_gostop("matgo")
    s, events = find_deal(rules, lambda s, e: any(type(x).__name__ == "Redeal" for x in e))
    assert not any(s.field & MONTH_MASK[m] == MONTH_MASK[m] for m in range(1, 13))


def test_the_seed_piles_a_pair_on_the_field_and_matgo_does_not():
    s, events = find_deal(load_gostop("gostop-brazilian"), lambda s, e: any(isinstance(x, PiledAtDeal) for x in e))
    for x in events:
        if isinstance(x, PiledAtDeal):
            assert s.held[x.month] == DEAL and (s.field & MONTH_MASK[x.month]).bit_count() == 2
    s, events = find_deal(load_gostop("matgo"), lambda s, e: any(
        (s.field & MONTH_MASK[m]).bit_count() == 2 for m in range(1, 13)))
    assert all(h == NO_ONE for h in s.held) and not any(isinstance(x, PiledAtDeal) for x in events)


def test_only_the_rule_sets_bonus_cards_are_dealt():
    assert in_play(load_gostop("matgo")) & deck.BONUS_MASK == (1 << deck.INDEX["bonus-2pi"]) | (1 << deck.INDEX["bonus-3pi"])
    assert in_play(load_gostop("gostop-brazilian")) & deck.BONUS_MASK == deck.BONUS_MASK
