"""Dealing Go-Stop: the sizes each preset deals, for two players and three,
every card in one place, the same seed the same deal, and each deal check."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import MONTH_MASK
from koikoi.games.gostop import deck
from koikoi.games.gostop.actions import CLAIM, PLAY_ON
from koikoi.games.gostop.deal import deal, deal_plan, fours, lay_out
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import (
    DEAL, NO_ONE, Declared, HandOver, Phase, PiledAtDeal, TakenAtDeal, cards_accounted, in_play,
)
from koikoi.games.gostop.turn import apply, legal_actions

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


# --- four of a month in a dealt hand, where its holder chooses (deal.four_in_hand = "chongtong_or_play") ---

CHOOSING = {"deal.four_in_hand": "chongtong_or_play"}


def chongtong_deal(seed: int = 1):
    s, _ = deal(load_gostop("matgo", CHOOSING), random.Random(seed))
    assert s.phase is Phase.CHONGTONG and fours(s.hands[s.player]), "seed 1 deals four of a month to a hand"
    return s


def test_four_in_hand_asks_its_holder_to_win_at_once_or_play_on():
    s = chongtong_deal()
    assert legal_actions(s) == [CLAIM, PLAY_ON]
    four = MONTH_MASK[fours(s.hands[s.player])[0]]
    assert s.result is None and not four & s.captures[s.player]  # the four stay in the hand


def test_winning_at_once_pays_the_chongtong_points():
    s = chongtong_deal()
    holder, points = s.player, s.rules.deal.chongtong_points
    after, events = apply(s, CLAIM)
    assert after.phase is Phase.OVER and after.result.reason == "chongtong" and after.result.winner == holder
    assert after.result.payments == tuple(0 if q == holder else points for q in range(s.players))
    assert events == [Declared(holder, True), HandOver(after.result)]


def test_playing_on_keeps_the_four_and_the_dealer_leads():
    s = chongtong_deal()
    after, events = apply(s, PLAY_ON)
    assert events == [Declared(s.player, False)]
    assert after.phase is Phase.PLAY and after.player == s.dealer and after.hands == s.hands


def test_a_second_holder_is_asked_after_the_first_plays_on():
    rules = load_gostop("matgo", CHOOSING)
    pine, plum = MONTH_MASK[1], MONTH_MASK[2]
    rest = [c for c in range(len(deck.IDS)) if in_play(rules) >> c & 1 and not (pine | plum) >> c & 1]
    s = lay_out(rules, hands=(pine | 1 << rest[0], plum | 1 << rest[1]), field=1 << rest[2], deck_order=rest[3:])
    s.phase, s.player = Phase.CHONGTONG, 0
    s, _ = apply(s, PLAY_ON)
    assert s.phase is Phase.CHONGTONG and s.player == 1  # the other holder's turn to choose
    s, _ = apply(s, PLAY_ON)
    assert s.phase is Phase.PLAY and s.player == s.dealer == 0
