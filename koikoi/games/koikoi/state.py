"""A round's state and what can happen in it: the phases, the events the
UI animates, the result, and the state itself (a slotted object that only
the engine builds, copying it slot by slot).

Speed matters (a searching AI plays thousands of rounds per decision): card
sets are int masks, and a state is copied by hand, slot by slot.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple, TypeVar, Union

from ..common.cards import ALL_MASK, KIND_MASK, Kind
from .rules import Rules
from .scoring import Score, _Table, score, table

T = TypeVar("T")

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


def pair_with(pair: tuple[T, T], player: int, value: T) -> tuple[T, T]:
    """``pair`` with ``player``'s half replaced by ``value``."""
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


def is_pairs(profile: str) -> bool:
    """Four pairs of months (Kuttsuki): every month held an even number of times."""
    return "1" not in profile and "3" not in profile


def blank(rules: Rules, round_no: int, dealer: int, scores: tuple[int, int]) -> RoundState:
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


def finish(
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
