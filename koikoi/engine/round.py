"""One round of Koi-Koi as a state machine: deal, turns, koi-koi, result.

``deal`` starts a round; ``legal_actions(state)`` lists what may be done;
``apply(state, action)`` returns a new state and the events that happened,
for the UI to animate. States are never changed once made.

Speed matters here (a searching AI plays thousands of rounds per decision),
so a state is a slotted object copied slot by slot, card sets are int
masks, and each phase's handler does only the work of that phase.
"""

from __future__ import annotations

import random
from operator import gt
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple, Union

from . import actions as A
from .actions import Act, Action, IllegalActionError
from .cards import (
    ALL_MASK, KIND_MASK, LIGHTNING, MONTH_MASK, MONTH_MASK_OF_CARD, MONTH_OF, Kind, indices,
)
from .rules import Rules
from .scoring import Score, _Table, score, table

NOVEMBER = 11
BRIGHTS = KIND_MASK[Kind.BRIGHT]
HAND_SIZE = 8


class Phase(IntEnum):
    SWAP = 0  # the dealer's opponent may swap hands (a house rule)
    PLAY = 1  # play a card from the hand
    CHOOSE_HAND = 2  # the played card meets two field cards: choose one
    FLIP = 3  # turn the top card of the deck
    CHOOSE_FLIP = 4  # the flipped card meets two field cards: choose one
    KOIKOI = 5  # a yaku was formed or raised: koi-koi or stop
    OVER = 6  # the round is over; see ``result``

    @property
    def label(self) -> str:
        return self.name.lower()


# --- events: what happened, for the UI to show ---------------------------


class Dealt(NamedTuple):
    dealer: int
    hands: tuple[int, int]
    field: int
    deck_size: int


class Redeal(NamedTuple):
    reason: str  # "field-four", "field-three", "field-pairs", "teshi", "kuttsuki"


class QuartetRemoved(NamedTuple):
    cards: int


class Swapped(NamedTuple):
    player: int  # who asked
    swapped: bool


class Played(NamedTuple):
    player: int
    card: int


class Flipped(NamedTuple):
    player: int
    card: int


class Laid(NamedTuple):
    player: int
    card: int  # stays on the field


class Captured(NamedTuple):
    player: int
    cards: int  # the played or flipped card with what it took


class FieldRefilled(NamedTuple):
    card: int


class YakuMade(NamedTuple):
    player: int
    points: tuple[int, ...]  # per yaku of ``rules.yaku``
    may_koikoi: bool


class KoiKoiCalled(NamedTuple):
    player: int
    calls: int


class GajiCollected(NamedTuple):
    player: int
    cards: int


class RoundOver(NamedTuple):
    result: RoundResult


Event = Union[
    Dealt, Redeal, QuartetRemoved, Swapped, Played, Flipped, Laid, Captured, FieldRefilled,
    YakuMade, KoiKoiCalled, GajiCollected, RoundOver,
]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended. ``winner`` is None when nobody scores."""

    winner: int | None
    points: int
    reason: str
    score: Score | None = None


# --- the state ----------------------------------------------------------


class RoundState:
    """A round in progress. Immutable by contract: only this module builds
    new states, by copying (``_copy``) and changing the fresh copy.

    Not a frozen dataclass: copying its 24 slots by hand costs a seventh of
    a frozen dataclass's ``__init__``, and ``apply`` copies once per action.
    """

    __slots__ = (
        "rules", "table", "round_no", "month", "dealer", "phase", "player",
        "hands", "field", "deck", "deck_pos", "captures", "pending", "pending_any",
        "koikoi_calls", "last_caller", "yaku", "evaluated", "field_brights",
        "november_played", "gaji", "removed", "scores", "result",
    )

    rules: Rules
    table: _Table
    round_no: int
    month: int
    dealer: int
    phase: Phase
    player: int
    hands: tuple[int, int]
    field: int
    deck: tuple[int, ...]
    deck_pos: int
    captures: tuple[int, int]
    pending: int  # the played or flipped card awaiting a choice, or -1
    pending_any: bool  # the pending card is the Gaji joker: it may take any field card
    koikoi_calls: tuple[int, int]
    last_caller: int  # -1: nobody has called koi-koi
    yaku: tuple[tuple[int, ...], tuple[int, ...]]  # yaku points at each player's last check
    evaluated: tuple[int, int]  # the captures those points were computed from
    field_brights: int  # brights on the field at the deal
    november_played: bool
    gaji: tuple[int, int]  # month a player's Gaji took, or 0
    removed: int  # cards set aside (a field quartet, by house rule)
    scores: tuple[int, int]  # the match scores when the round was dealt
    result: RoundResult | None

    def _copy(self) -> RoundState:
        n = _new(RoundState)
        n.rules = self.rules
        n.table = self.table
        n.round_no = self.round_no
        n.month = self.month
        n.dealer = self.dealer
        n.phase = self.phase
        n.player = self.player
        n.hands = self.hands
        n.field = self.field
        n.deck = self.deck
        n.deck_pos = self.deck_pos
        n.captures = self.captures
        n.pending = self.pending
        n.pending_any = self.pending_any
        n.koikoi_calls = self.koikoi_calls
        n.last_caller = self.last_caller
        n.yaku = self.yaku
        n.evaluated = self.evaluated
        n.field_brights = self.field_brights
        n.november_played = self.november_played
        n.gaji = self.gaji
        n.removed = self.removed
        n.scores = self.scores
        n.result = self.result
        return n

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__ if name != "table")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RoundState) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields()[2:])

    def __repr__(self) -> str:
        return (
            f"<RoundState round {self.round_no} {self.phase.label} player {self.player}"
            f" hands {self.hands[0].bit_count()}/{self.hands[1].bit_count()}"
            f" field {self.field.bit_count()} deck {self.deck_left}>"
        )

    @property
    def deck_left(self) -> int:
        return len(self.deck) - self.deck_pos

    @property
    def deck_mask(self) -> int:
        mask = 0
        for c in self.deck[self.deck_pos:]:
            mask |= 1 << c
        return mask

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def score_if_stopped(self, player: int) -> Score:
        """What ``player`` would score by stopping now."""
        return score(
            self.rules,
            self.captures[player],
            month=self.month,
            koikoi_calls=self.koikoi_calls[player],
            opponent_koikoi_calls=self.koikoi_calls[1 - player],
            opponent_captured=self.captures[1 - player],
            field_brights=self.field_brights,
        )


_new = object.__new__


def _with(pair: tuple[int, int], player: int, value: int) -> tuple[int, int]:
    return (value, pair[1]) if player == 0 else (pair[0], value)


_ODD_BITS = 0x5555_5555_5555
_PAIR_BITS = 0x3333_3333_3333


def month_profile(mask: int) -> str:
    """How many cards of each month a mask holds, as 12 hex digits.

    The four cards of a month are four neighbouring bits, so two rounds of
    bit-parallel adding leave each month's count in its own nibble; as text,
    "is there a month with 4 (or 3)" is a fast ``in`` test. December first.
    """
    pairs = (mask & _ODD_BITS) + ((mask >> 1) & _ODD_BITS)
    return format((pairs & _PAIR_BITS) + ((pairs >> 2) & _PAIR_BITS), "012x")


def _is_pairs(profile: str) -> bool:
    """Four pairs of months (Kuttsuki): every month held an even number of times."""
    return "1" not in profile and "3" not in profile


# --- dealing ------------------------------------------------------------

MAX_REDEALS = 1000


@lru_cache(maxsize=None)
def _deal_plan(packet: int, dealer: int) -> tuple[int, ...]:
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
    plan = _deal_plan(d["packet"], dealer)
    for _attempt in range(MAX_REDEALS):
        order = list(range(48))
        rng.shuffle(order)
        hands = [0, 0, 0]  # player 0, player 1, the field
        for c, who in zip(order, plan):
            hands[who] |= 1 << c
        field = hands[2]
        s = _blank(rules, round_no, dealer, scores)
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
    if d["swap_hands"]:
        s.phase = Phase.SWAP
        s.player = other
    else:
        _begin_play(s, events)
    return s, events


def _blank(rules: Rules, round_no: int, dealer: int, scores: tuple[int, int]) -> RoundState:
    """A round with no cards placed yet, in the dealer's play phase."""
    s = _new(RoundState)
    s.rules = rules
    s.table = table(rules)
    s.round_no = round_no
    s.month = (round_no - 1) % 12 + 1
    s.dealer = dealer
    s.phase = Phase.PLAY
    s.player = dealer
    s.hands = (0, 0)
    s.field = 0
    s.deck = ()
    s.deck_pos = 0
    s.captures = (0, 0)
    s.pending = -1
    s.pending_any = False
    s.koikoi_calls = (0, 0)
    s.last_caller = -1
    empty = s.table.empty
    s.yaku = (empty, empty)
    s.evaluated = (0, 0)
    s.field_brights = 0
    s.november_played = False
    s.gaji = (0, 0)
    s.removed = 0
    s.scores = scores
    s.result = None
    return s


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
    s = _blank(rules, round_no, dealer, scores)
    if player is not None:
        s.player = player
    s.hands = (hands[0], hands[1])
    s.field = field
    s.deck = tuple(deck)
    s.captures = (captures[0], captures[1])
    s.koikoi_calls = (koikoi_calls[0], koikoi_calls[1])
    s.last_caller = last_caller
    s.evaluated = s.captures
    s.yaku = tuple(  # type: ignore[assignment]
        s.table.points(captures[p], s.month, koikoi_calls[p] > 0) for p in (0, 1)
    )
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
        rule = d["field_four"]
        if rule == "redeal":
            return "field-four"
        if rule == "void":
            _finish(s, events, None, 0, "void-field-four")
            return None
        if rule == "dealer_wins":
            _finish(s, events, s.dealer, d["field_four_points"], "field-four")
            return None
        quartets = 0
        for m in range(1, 13):
            if s.field & MONTH_MASK[m] == MONTH_MASK[m]:
                quartets |= MONTH_MASK[m]
        s.field &= ~quartets
        s.removed |= quartets
        events.append(QuartetRemoved(quartets))
        field_counts = month_profile(s.field)
    if "3" in field_counts and d["field_three"] == "redeal":
        return "field-three"
    if d["field_pairs"] != "off" and s.field.bit_count() == 8 and _is_pairs(field_counts):
        if d["field_pairs"] == "redeal":
            return "field-pairs"
        _finish(s, events, None, 0, "void-field-pairs")
        return None
    for name in ("teshi", "kuttsuki"):
        rule = d[name]
        if rule in ("redeal", "void") and any(_hand_has(s.hands[p], name) for p in (0, 1)):
            if rule == "redeal":
                return name
            _finish(s, events, None, 0, f"void-{name}")
            return None
    return None


def _hand_has(hand: int, name: str) -> bool:
    profile = month_profile(hand)
    return "4" in profile if name == "teshi" else _is_pairs(profile)


def _begin_play(s: RoundState, events: list[Event]) -> None:
    """After the deal (and any swap): instant wins, then the dealer's turn."""
    d = s.rules.deal
    for name in ("teshi", "kuttsuki"):
        if d[name] != "win":
            continue
        for p in (s.dealer, 1 - s.dealer):  # the dealer's claim comes first
            if _hand_has(s.hands[p], name):
                _finish(s, events, p, d["instant_win_points"], name)
                return
    s.phase = Phase.PLAY
    s.player = s.dealer
    _refill(s, events)


def _refill(s: RoundState, events: list[Event]) -> None:
    if not s.field and s.rules.play["refill_empty_field"] and s.deck_pos < len(s.deck):
        c = s.deck[s.deck_pos]
        s.deck_pos += 1
        s.field = 1 << c
        if MONTH_OF[c] == NOVEMBER:
            s.november_played = True
        events.append(FieldRefilled(c))


# --- legal actions ------------------------------------------------------

_NO_ACTIONS: tuple[Action, ...] = ()
_FLIP = (A.FLIP,)
_KOIKOI = (A.KOIKOI, A.STOP)
_SWAP = (A.SWAP, A.KEEP)
_PLAYS = A.PLAY


def _gaji_live(s: RoundState, card: int) -> bool:
    return card == LIGHTNING and s.rules.play["gaji"] and not s.november_played and bool(s.field)


def targets(s: RoundState, card: int) -> int:
    """The field cards ``card`` would take if played from the hand now: the
    field cards of its month, or the whole field when it is the live Gaji
    joker. (Whether it takes them at once or its player chooses one is
    :func:`_play`'s affair.) A searching AI's playouts ask this for every
    card they weigh, so it is kept to a few operations."""
    if card == LIGHTNING and _gaji_live(s, card):
        return s.field
    return s.field & MONTH_MASK_OF_CARD[card]


def pending_targets(s: RoundState) -> int:
    """The field cards the pending (played or flipped) card may take."""
    return s.field if s.pending_any else s.field & MONTH_MASK_OF_CARD[s.pending]


def legal_actions(s: RoundState) -> tuple[Action, ...]:
    """Every action allowed now, in a stable order."""
    phase = s.phase
    if phase is Phase.PLAY:
        hand = s.hands[s.player]
        if s.rules.play["must_capture"]:
            matching = [c for c in indices(hand) if s.field & MONTH_MASK_OF_CARD[c] or _gaji_live(s, c)]
            if matching:
                return tuple(A.PLAY[c] for c in matching)
        plays = []
        while hand:
            low = hand & -hand
            plays.append(_PLAYS[low.bit_length() - 1])
            hand ^= low
        return tuple(plays)
    if phase is Phase.FLIP:
        return _FLIP
    if phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        takes = tuple(A.TAKE[c] for c in indices(pending_targets(s)))
        if phase is Phase.CHOOSE_HAND and s.rules.play["lay_matching"] and not s.pending_any:
            return takes + (A.LAY,)
        return takes
    if phase is Phase.KOIKOI:
        return _KOIKOI
    if phase is Phase.SWAP:
        return _SWAP
    return _NO_ACTIONS


# --- applying an action ---------------------------------------------------


def apply(s: RoundState, action: Action) -> tuple[RoundState, list[Event]]:
    """The state after ``action``, and what happened. Raises
    :class:`IllegalActionError` for an action the rules do not allow now."""
    _check(s, action)
    n = s._copy()
    events: list[Event] = []
    advance(n, action, events)
    return n, events


def _check(s: RoundState, action: Action) -> None:
    phase = s.phase
    if not isinstance(action, Action):
        raise IllegalActionError(action, phase.label, "not an action")
    kind = action.kind
    if phase is Phase.PLAY:
        c = action.card
        if kind is not Act.PLAY or c < 0 or not (s.hands[s.player] >> c) & 1:
            raise IllegalActionError(action, phase.label, "play a card from the hand")
        if s.rules.play["must_capture"] and action not in legal_actions(s):
            raise IllegalActionError(action, phase.label, "a card that captures must be played")
    elif phase is Phase.FLIP:
        if kind is not Act.FLIP:
            raise IllegalActionError(action, phase.label, "the deck's top card must be turned")
    elif phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        if not (
            (kind is Act.TAKE and action.card >= 0 and (pending_targets(s) >> action.card) & 1)
            or (kind is Act.LAY and action in legal_actions(s))
        ):
            raise IllegalActionError(action, phase.label, "take one of the matching field cards")
    elif phase is Phase.KOIKOI:
        if kind is not Act.KOIKOI and kind is not Act.STOP:
            raise IllegalActionError(action, phase.label, "call koi-koi or stop")
    elif phase is Phase.SWAP:
        if kind is not Act.SWAP and kind is not Act.KEEP:
            raise IllegalActionError(action, phase.label, "swap hands or keep them")
    else:
        raise IllegalActionError(action, phase.label, "the round is over")


def advance(n: RoundState, action: Action, events: list[Event]) -> None:
    """Carry out a legal ``action`` on ``n`` itself, appending what happened.

    For simulations that own a private copy (a playout changes one state
    through the whole round instead of copying it at every step); the
    action is not checked, so anything else must go through :func:`apply`.
    """
    phase = n.phase
    if phase is Phase.PLAY:
        _play(n, action.card, events)
    elif phase is Phase.FLIP:
        _flip(n, events)
    elif phase is Phase.CHOOSE_HAND or phase is Phase.CHOOSE_FLIP:
        if action.kind is Act.TAKE:
            _capture(n, n.pending, 1 << action.card, events, joker=n.pending_any)
        else:
            _lay(n, n.pending, events)
        n.pending = -1
        n.pending_any = False
        if phase is Phase.CHOOSE_HAND:
            _after_hand(n, events)
        else:
            _end_turn(n, events)
    elif phase is Phase.KOIKOI:
        p = n.player
        if action.kind is Act.KOIKOI:
            n.koikoi_calls = _with(n.koikoi_calls, p, n.koikoi_calls[p] + 1)
            n.last_caller = p
            events.append(KoiKoiCalled(p, n.koikoi_calls[p]))
            # Points that depend on having called (a house rule) are rebased,
            # so the call itself does not count as a raise next turn.
            n.yaku = _with(n.yaku, p, n.table.points(n.captures[p], n.month, True))  # type: ignore[arg-type]
            _next_turn(n, events)
        else:
            _stop(n, p, events)
    else:  # SWAP
        swap = action.kind is Act.SWAP
        if swap:
            n.hands = (n.hands[1], n.hands[0])
        events.append(Swapped(n.player, swap))
        _begin_play(n, events)


def _play(s: RoundState, c: int, events: list[Event]) -> None:
    p = s.player
    s.hands = _with(s.hands, p, s.hands[p] & ~(1 << c))
    events.append(Played(p, c))
    taken = targets(s, c)  # before the card itself marks November as played
    joker = c == LIGHTNING and _gaji_live(s, c)
    if MONTH_OF[c] == NOVEMBER:
        s.november_played = True
    n = taken.bit_count()
    if n == 0:
        _lay(s, c, events)
    elif n == 2 or (joker and n > 1) or (n == 1 and s.rules.play["lay_matching"] and not joker):
        s.pending = c
        s.pending_any = joker
        s.phase = Phase.CHOOSE_HAND
        return
    else:  # one match, or three taken by the fourth
        _capture(s, c, taken, events, joker=joker)
    _after_hand(s, events)


def _after_hand(s: RoundState, events: list[Event]) -> None:
    if s.deck_pos < len(s.deck):
        s.phase = Phase.FLIP
    else:
        _end_turn(s, events)


def _flip(s: RoundState, events: list[Event]) -> None:
    p = s.player
    c = s.deck[s.deck_pos]
    s.deck_pos += 1
    events.append(Flipped(p, c))
    if MONTH_OF[c] == NOVEMBER:
        s.november_played = True
    taken = s.field & MONTH_MASK_OF_CARD[c]  # a flipped card is never the Gaji joker
    n = taken.bit_count()
    if n == 0:
        _lay(s, c, events)
    elif n == 2:
        s.pending = c
        s.phase = Phase.CHOOSE_FLIP
        return
    else:
        _capture(s, c, taken, events)
    _end_turn(s, events)


def _lay(s: RoundState, c: int, events: list[Event]) -> None:
    s.field |= 1 << c
    events.append(Laid(s.player, c))


def _capture(s: RoundState, c: int, taken: int, events: list[Event], joker: bool = False) -> None:
    p = s.player
    if joker:  # the Gaji took a card: remember its month for the round's end
        s.gaji = _with(s.gaji, p, MONTH_OF[taken.bit_length() - 1])
    cards = taken | (1 << c)
    s.field &= ~taken
    s.captures = _with(s.captures, p, s.captures[p] | cards)
    events.append(Captured(p, cards))


def _end_turn(s: RoundState, events: list[Event]) -> None:
    """Check the mover's yaku: offer koi-koi on a raise, else pass the turn."""
    p = s.player
    captured = s.captures[p]
    if captured != s.evaluated[p]:
        s.evaluated = _with(s.evaluated, p, captured)
        before = s.yaku[p]
        after = s.table.points(captured, s.month, s.koikoi_calls[p] > 0)
        s.yaku = _with(s.yaku, p, after)  # type: ignore[arg-type]
        if after != before and any(map(gt, after, before)) and s.table.can_stop(after):
            barred = koikoi_barred(s, p)
            events.append(YakuMade(p, after, not barred))
            if barred:
                _stop(s, p, events, barred)
            else:
                s.phase = Phase.KOIKOI
            return
    _next_turn(s, events)


def koikoi_calls_left(s: RoundState, p: int) -> int | None:
    """How many more times ``p`` may call koi-koi this round (None: no limit)."""
    play = s.rules.play
    limit = play["koikoi_limit"]
    if not limit:
        return None
    calls = s.koikoi_calls[p] if play["koikoi_limit_scope"] == "each" else s.koikoi_calls[0] + s.koikoi_calls[1]
    return max(0, limit - calls)


def koikoi_barred(s: RoundState, p: int) -> str:
    """Why the rules end the round when ``p`` makes a yaku now, instead of
    offering koi-koi: "limit" (no koi-koi call left), "last-card" (no
    koi-koi on one's last card), or "" when koi-koi may be called."""
    if koikoi_calls_left(s, p) == 0:
        return "limit"
    if not s.rules.play["last_turn_koikoi"] and not s.hands[p]:
        return "last-card"
    return ""


def _next_turn(s: RoundState, events: list[Event]) -> None:
    if not s.hands[0] and not s.hands[1]:
        _exhausted(s, events)
        return
    s.player = 1 - s.player
    s.phase = Phase.PLAY
    _refill(s, events)


def _collect_gaji(s: RoundState, events: list[Event]) -> None:
    """At the round's end, a Gaji capturer takes the field cards of its month."""
    for p in (0, 1):
        month = s.gaji[p]
        if month:
            cards = s.field & MONTH_MASK[month]
            if cards:
                s.field &= ~cards
                s.captures = _with(s.captures, p, s.captures[p] | cards)
                events.append(GajiCollected(p, cards))


def _stop(s: RoundState, p: int, events: list[Event], why: str = "") -> None:
    """``p`` scores and the round ends: their choice, or the rules' (``why``
    is :func:`koikoi_barred`'s reason; the result's reason is then
    "stop-limit" or "stop-last-card")."""
    _collect_gaji(s, events)
    sc = s.score_if_stopped(p)
    _finish(s, events, p, sc.total, f"stop-{why}" if why else "stop", sc)


def _exhausted(s: RoundState, events: list[Event]) -> None:
    """Both hands are empty and nobody stopped: the rule set decides."""
    _collect_gaji(s, events)
    end = s.rules.end
    rule = end["exhausted"]
    caller = s.last_caller
    if caller >= 0 and (
        rule == "last_caller" or (rule == "caller_unless_last_player" and caller != s.player)
    ):
        sc = s.score_if_stopped(caller)
        if sc.total:
            _finish(s, events, caller, sc.total, "last-caller", sc)
            return
    if end["oya_ken"]:
        _finish(s, events, s.dealer, end["oya_ken"], "oya-ken")
        return
    _finish(s, events, None, 0, "exhausted")


def _finish(
    s: RoundState, events: list[Event], winner: int | None, points: int, reason: str,
    sc: Score | None = None,
) -> None:
    s.phase = Phase.OVER
    s.pending = -1
    s.result = RoundResult(winner, points, reason, sc)
    events.append(RoundOver(s.result))


def cards_accounted(s: RoundState) -> bool:
    """Every card is in exactly one place (hands, field, deck, captures...)."""
    places = [s.hands[0], s.hands[1], s.field, s.captures[0], s.captures[1], s.removed, s.deck_mask]
    if s.pending >= 0:
        places.append(1 << s.pending)
    total = 0
    for mask in places:
        if total & mask:
            return False
        total |= mask
    return total == ALL_MASK
