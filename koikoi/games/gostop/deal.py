"""Dealing a hand of Go-Stop, with the deal's checks as the rule set has
them: bonus cards dealt to the field go to the dealer (the field refilled
from the deck, in the standard), four of a month on the field go to the
dealer or force a redeal, four of a month in a hand go to its holder's
captures (the seed) or win at once (*chongtong*), and a pair on the field is
piled (the seed) or left as an ordinary choice of two.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..common.cards import MONTH_MASK, indices
from . import deck
from .rules import GoStopRules
from .state import (
    DEAL, MONTHS, NIBBLES, NO_CARD, NO_ONE, Dealt, Event, FieldRefilled, HandState, Phase, PiledAtDeal, Redeal, Result,
    TakenAtDeal, in_play,
)

MAX_REDEALS = 1000


def sizes(rules: GoStopRules, players: int) -> tuple[int, int]:
    """Cards to each hand and to the field."""
    if players == 3:
        return rules.deal.hand_three, rules.deal.field_three
    return rules.deal.hand, rules.deal.field


def deal_plan(players: int, dealer: int, hand: int, field: int) -> tuple[int, ...]:
    """Who gets each dealt card, in order (``players`` = the field): the
    players after the dealer, the field, then the dealer, in two passes of
    half each (the seed's 4-5-4, twice; matgo's 5, 4 and 5, twice)."""
    order = [(dealer + k) % players for k in range(1, players)]
    plan: list[int] = []
    for half in (hand // 2, hand - hand // 2):
        field_half = field // 2 if half == hand // 2 else field - field // 2
        for p in order:
            plan += [p] * half
        plan += [players] * field_half
        plan += [dealer] * half
    return tuple(plan)


@lru_cache(maxsize=64)
def _deal_of(rules: GoStopRules, players: int, dealer: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cards a hand is dealt from, and who gets each (:func:`deal_plan`)."""
    hand, field = sizes(rules, players)
    return tuple(indices(in_play(rules))), deal_plan(players, dealer, hand, field)


def deal(rules: GoStopRules, rng: random.Random, *, dealer: int = 0,
         players: int | None = None) -> tuple[HandState, list[Event]]:
    """Shuffle and deal a hand, and make the deal's checks."""
    players = players or rules.match.players
    cards, plan = _deal_of(rules, players, dealer)
    events: list[Event] = []
    for _attempt in range(MAX_REDEALS):
        order = list(cards)
        rng.shuffle(order)
        dealt = [0] * (players + 1)
        for c, who in zip(order, plan):
            dealt[who] |= 1 << c
        s = HandState(
            rules=rules, players=players, dealer=dealer, player=dealer, phase=Phase.PLAY,
            hands=tuple(dealt[:players]), field=dealt[players], deck=tuple(order[len(plan):]),
            captures=(0,) * players, held=(NO_ONE,) * 13, bonus_on=(0,) * 13, go_calls=(0,) * players,
            go_scores=(0,) * players, last_scores=(0,) * players, shakes=(0,) * players, flips_left=(0,) * players,
            shown=(0,) * players, ppuks=(0,) * players,
        )
        events.append(Dealt(dealer, s.hands, s.field, len(s.deck)))
        _field_bonus(s, events)
        if rules.deal.four_on_field == "redeal" and fours(s.field):
            events.append(Redeal("field-four"))
            continue
        _checks(s, events)
        return s, events
    raise RuntimeError(f"no playable deal in {MAX_REDEALS} tries under {rules.name}")  # pragma: no cover


def fours(mask: int) -> list[int]:
    """The months of which ``mask`` holds all four cards (most deals: none, seen at once)."""
    if not mask & mask >> 1 & mask >> 2 & mask >> 3 & NIBBLES:
        return []
    return [m for m in MONTHS if mask & MONTH_MASK[m] == MONTH_MASK[m]]


def _take(s: HandState, player: int, cards: int) -> None:
    captures = list(s.captures)
    captures[player] |= cards
    s.captures = tuple(captures)


# The deal's checks change the state the deal has just made, in place: no
# one else holds it yet.

def _field_bonus(s: HandState, events: list[Event]) -> None:
    """Bonus cards dealt to the field: the dealer takes them, and in the
    standard the field is refilled from the deck (again, if that brings one)."""
    while s.field & deck.BONUS_MASK:
        bonus = s.field & deck.BONUS_MASK
        events.append(TakenAtDeal(s.dealer, bonus, "field-bonus"))
        _take(s, s.dealer, bonus)
        s.field &= ~bonus
        if s.rules.deal.bonus_on_field != "dealer_takes_and_refill":
            break
        n = bonus.bit_count()
        laid = sum(1 << c for c in s.deck[:n])
        events.append(FieldRefilled(laid))
        s.field, s.deck = s.field | laid, s.deck[n:]


def chongtong(s: HandState, p: int) -> Result:
    """``p`` wins the hand at once, for holding four of a month: the result."""
    return won_outright(s, p, "chongtong", s.rules.deal.chongtong_points)


def won_outright(s: HandState, p: int, reason: str, points: int) -> Result:
    """``p`` wins the hand at once (chongtong, three ppuk), each other
    player paying ``points``: the hand is over; its result."""
    result = Result(p, reason, points, tuple(0 if q == p else points for q in range(s.players)))
    s.phase, s.result = Phase.OVER, result
    return result


def next_chongtong(s: HandState, after: int) -> int | None:
    """The next seat after ``after`` (in seat order, as the deal's check
    goes) holding four of a month, to be asked in turn; None if none."""
    return next((p for p in range(after + 1, s.players) if fours(s.hands[p])), None)


def _checks(s: HandState, events: list[Event]) -> None:
    d = s.rules.deal
    # four of a month on the field (the standard redeals, before this): the dealer takes them
    for m in fours(s.field):
        events.append(TakenAtDeal(s.dealer, MONTH_MASK[m], "field-four"))
        _take(s, s.dealer, MONTH_MASK[m])
        s.field &= ~MONTH_MASK[m]
    # four of a month in a hand: the holder captures them (seed), wins at once (chongtong), or chooses
    for p in range(s.players):
        for m in fours(s.hands[p]):
            if d.four_in_hand == "chongtong":
                chongtong(s, p)
                return
            if d.four_in_hand == "chongtong_or_play":
                s.phase, s.player = Phase.CHONGTONG, p
                return
            events.append(TakenAtDeal(p, MONTH_MASK[m], "hand-four"))
            hands = list(s.hands)
            hands[p] &= ~MONTH_MASK[m]
            s.hands = tuple(hands)
            _take(s, p, MONTH_MASK[m])
    # a pair on the field: piled (seed), or an ordinary choice of two
    if d.field_pair == "pile":
        held = list(s.held)
        for m in MONTHS:
            if (s.field & MONTH_MASK[m]).bit_count() == 2:
                held[m] = DEAL
                events.append(PiledAtDeal(m))
        s.held = tuple(held)


def lay_out(rules: GoStopRules, *, hands: tuple[int, ...], field: int, deck_order: tuple[int, ...] | list[int],
            captures: tuple[int, ...] | None = None, dealer: int = 0, player: int | None = None,
            piled: tuple[int, ...] = ()) -> HandState:
    """A hand laid out card by card, with no deal check (for tests, puzzles,
    and a searching player's imagined worlds); ``piled``: months whose field
    pair is the seed's pile."""
    players = len(hands)
    held = [NO_ONE] * 13
    for m in piled:
        held[m] = DEAL
    return HandState(
        rules=rules, players=players, dealer=dealer, player=dealer if player is None else player, phase=Phase.PLAY,
        hands=tuple(hands), field=field, deck=tuple(deck_order), captures=captures or (0,) * players,
        held=tuple(held), bonus_on=(0,) * 13, go_calls=(0,) * players, go_scores=(0,) * players,
        last_scores=(0,) * players, shakes=(0,) * players, flips_left=(0,) * players, shown=(0,) * players,
        ppuks=(0,) * players,
    )


def dealt_three(s: HandState, m: int) -> bool:
    """Whether three cards of month ``m`` lie on the field as dealt, held by
    no one (no ppuk, no pair piled at the deal): the fourth, played or
    turned up, takes all four. A three arises nowhere else: a card met by
    a pair is taken or piled as a ppuk (the played card waiting for the
    flip, or a choice, is not counted)."""
    waiting = sum(1 << c for c in (s.played, s.flipped) if c != NO_CARD)
    here = s.field & MONTH_MASK[m] & ~waiting
    return s.held[m] == NO_ONE and here.bit_count() == 3
