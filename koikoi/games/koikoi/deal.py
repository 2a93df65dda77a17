"""Dealing a round: the shuffle, the packets, every deal check of the rules
(redeals, void rounds, instant wins, a field quartet set aside), the
optional swap, then the dealer's first turn; and a round laid out card by
card for tests, puzzles and a searching AI's imagined worlds.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..common.cards import MONTH_MASK, MONTH_OF
from .rules import Rules
from .state import (
    BRIGHTS, HAND_SIZE, NOVEMBER, Dealt, Event, FieldRefilled, Phase, QuartetRemoved, Redeal, RoundState, is_pairs,
    blank, cards_accounted, finish, month_profile,
)

MAX_REDEALS = 1000


@lru_cache(maxsize=None)
def deal_plan(packet: int, dealer: int) -> tuple[int, ...]:
    """Who gets each of the first 24 cards: packets to the dealer's opponent,
    the dealer, then the field (2 = the field), round and round."""
    plan: list[int] = []
    while len(plan) < 3 * HAND_SIZE:
        for who in (1 - dealer, dealer, 2):
            plan.extend([who] * packet)
    # A packet size that does not divide 8 deals the remainder in order.
    counts = [0, 0, 0]
    fair = []
    for who in plan:
        if counts[who] < HAND_SIZE:
            fair.append(who)
            counts[who] += 1
    while len(fair) < 3 * HAND_SIZE:
        for who in (1 - dealer, dealer, 2):
            if counts[who] < HAND_SIZE:
                fair.append(who)
                counts[who] += 1
    return tuple(fair)


def deal(
    rules: Rules,
    rng: random.Random,
    *,
    dealer: int,
    round_no: int = 1,
    scores: tuple[int, int] = (0, 0),
) -> tuple[RoundState, list[Event]]:
    """Shuffle and deal a round, with every deal check of the rules."""
    events: list[Event] = []
    d = rules.deal
    other = 1 - dealer
    plan = deal_plan(d.packet, dealer)
    for _attempt in range(MAX_REDEALS):
        order = list(range(48))
        rng.shuffle(order)
        hands = [0, 0, 0]  # player 0, player 1, the field
        for c, who in zip(order, plan):
            hands[who] |= 1 << c
        field = hands[2]
        s = blank(rules, round_no, dealer, scores)
        s.hands = (hands[0], hands[1])
        s.field = field
        s.deck = tuple(order[3 * HAND_SIZE:])
        events.append(Dealt(dealer, s.hands, field, len(s.deck)))
        reason = _deal_check(s, events)
        if reason is None:
            break
        events.append(Redeal(reason))
    else:  # pragma: no cover - needs a rule set that redeals every deal
        raise RuntimeError(f"no playable deal in {MAX_REDEALS} tries under {rules.name}")
    if s.phase is Phase.OVER:
        return s, events
    s.field_brights = (s.field & BRIGHTS).bit_count()
    if d.swap_hands:
        s.phase = Phase.SWAP
        s.player = other
    else:
        begin_play(s, events)
    return s, events


def make_round(
    rules: Rules,
    *,
    hands: tuple[int, int],
    field: int,
    deck: tuple[int, ...] | list[int],
    dealer: int = 0,
    player: int | None = None,
    captures: tuple[int, int] = (0, 0),
    koikoi_calls: tuple[int, int] = (0, 0),
    last_caller: int = -1,
    round_no: int = 1,
    scores: tuple[int, int] = (0, 0),
    field_brights: int = 0,
    november_played: bool | None = None,
    gaji: tuple[int, int] = (0, 0),
    removed: int = 0,
) -> RoundState:
    """A round in its play phase from explicit card positions, with no deal
    checks: for tests, puzzles, and a searching AI's sampled worlds."""
    s = blank(rules, round_no, dealer, scores)
    if player is not None:
        s.player = player
    s.hands = (hands[0], hands[1])
    s.field = field
    s.deck = tuple(deck)
    s.captures = (captures[0], captures[1])
    s.koikoi_calls = (koikoi_calls[0], koikoi_calls[1])
    s.last_caller = last_caller
    s.evaluated = s.captures
    s.yaku = (s.table.points(captures[0], s.month, koikoi_calls[0] > 0),
              s.table.points(captures[1], s.month, koikoi_calls[1] > 0))
    s.field_brights = field_brights
    if november_played is None:
        november_played = bool((captures[0] | captures[1] | field) & MONTH_MASK[NOVEMBER])
    s.november_played = november_played
    s.gaji = gaji
    s.removed = removed
    if not cards_accounted(s):
        raise ValueError("make_round: the cards given are not the 48 cards, each once")
    return s


def _deal_check(s: RoundState, events: list[Event]) -> str | None:
    """Field and hand checks at the deal; returns a redeal reason, or None."""
    d = s.rules.deal
    field_counts = month_profile(s.field)
    if "4" in field_counts:
        rule = d.field_four
        if rule == "redeal":
            return "field-four"
        if rule == "void":
            finish(s, events, None, 0, "void-field-four")
            return None
        if rule == "dealer_wins":
            finish(s, events, s.dealer, d.field_four_points, "field-four")
            return None
        quartets = 0
        for m in range(1, 13):
            if s.field & MONTH_MASK[m] == MONTH_MASK[m]:
                quartets |= MONTH_MASK[m]
        s.field &= ~quartets
        s.removed |= quartets
        events.append(QuartetRemoved(quartets))
        field_counts = month_profile(s.field)
    if "3" in field_counts and d.field_three == "redeal":
        return "field-three"
    if d.field_pairs != "off" and s.field.bit_count() == 8 and is_pairs(field_counts):
        if d.field_pairs == "redeal":
            return "field-pairs"
        finish(s, events, None, 0, "void-field-pairs")
        return None
    for name, rule in (("teshi", d.teshi), ("kuttsuki", d.kuttsuki)):
        if rule in ("redeal", "void") and any(_hand_has(s.hands[p], name) for p in (0, 1)):
            if rule == "redeal":
                return name
            finish(s, events, None, 0, f"void-{name}")
            return None
    return None


def _hand_has(hand: int, name: str) -> bool:
    profile = month_profile(hand)
    return "4" in profile if name == "teshi" else is_pairs(profile)


def begin_play(s: RoundState, events: list[Event]) -> None:
    """After the deal (and any swap): instant wins, then the dealer's turn."""
    d = s.rules.deal
    for name, rule in (("teshi", d.teshi), ("kuttsuki", d.kuttsuki)):
        if rule != "win":
            continue
        for p in (s.dealer, 1 - s.dealer):  # the dealer's claim comes first
            if _hand_has(s.hands[p], name):
                finish(s, events, p, d.instant_win_points, name)
                return
    s.phase = Phase.PLAY
    s.player = s.dealer
    refill_field(s, events)


def refill_field(s: RoundState, events: list[Event]) -> None:
    if not s.field and s.rules.play.refill_empty_field and s.deck_pos < len(s.deck):
        c = s.deck[s.deck_pos]
        s.deck_pos += 1
        s.field = 1 << c
        if MONTH_OF[c] == NOVEMBER:
            s.november_played = True
        events.append(FieldRefilled(c))


