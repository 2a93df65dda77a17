"""One hand of Go-Stop (*pan*): its phases, the events the table will
animate, and its state.

Cards are masks over Go-Stop's deck (:mod:`.deck`: the 48 and the bonus
cards). The field is a mask too, since cards of one month always lie
together; what a month's cards on the field carry beyond that is kept per
month: who made them a *ppuk* pile (they cannot be taken but by the fourth
card), and the bonus cards laid on them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple, Union

from ..common.cards import MONTH_MASK, indices
from . import deck
from .rules import CUP_OPEN, GoStopRules

NO_ONE = -1
NO_CARD = -1
DEAL = -2  # a pair piled at the deal (the seed's rule): held like a ppuk pile, made by nobody
MONTHS = range(1, 13)
# A month's four cards are four bits side by side (month m at 4(m-1)), so a
# mask's months can be looked at all at once: NIBBLES has the lowest bit of each.
NIBBLES = sum(1 << 4 * (m - 1) for m in MONTHS)
assert all(MONTH_MASK[m] == 0b1111 << 4 * (m - 1) for m in MONTHS)
_THE48, _N3, _N5, _N7 = 0xF * NIBBLES, 0x3 * NIBBLES, 0x5 * NIBBLES, 0x7 * NIBBLES


def months_with(cards: int, n: int) -> int:
    """A nibble of 1 at each month of which ``cards`` hold exactly ``n`` (0 to 4), all months at once."""
    x = cards & _THE48
    x -= x >> 1 & _N5  # each pair of bits: its count
    x = (x & _N3) + (x >> 2 & _N3)  # each nibble: its count, 0 to 4
    y = x ^ n * NIBBLES  # a nibble of 0 where the count is n (and at most 7 elsewhere)
    return ~((y & _N7) + _N7 | y) >> 3 & NIBBLES


def nibble_months(nibbles: int) -> list[int]:
    """The months (1-12) whose nibble is set."""
    return [i // 4 + 1 for i in indices(nibbles)]


class Phase(IntEnum):
    PLAY = 0  # play a card from the hand (or lay a bonus card, shake, bomb)
    CHOOSE_HAND = 1  # the played card meets two field cards: choose one
    FLIP = 2  # turn the top card of the deck
    CHOOSE_FLIP = 3  # the flipped card meets two field cards: choose one
    GO_STOP = 4  # the score reached the threshold: Go or Stop
    OVER = 5  # the hand is over; see ``result``
    CHONGTONG = 6  # dealt four of a month, where the rules let them choose: win at once, or play on
    SAKE_CUP = 7  # the sake cup first decides whether its holder may Go or Stop: an animal, or a double plain?


# --- events: what happened, for the table to show --------------------------------------------

class Dealt(NamedTuple):
    dealer: int
    hands: tuple[int, ...]
    field: int
    deck_size: int


class Redeal(NamedTuple):
    reason: str  # "field-four"


class TakenAtDeal(NamedTuple):
    """A deal check put cards into a player's captures: the dealer takes
    the field's bonus cards or four of a month; a player their four of a
    month held in hand (the seed's rule)."""

    player: int
    cards: int
    reason: str  # "field-bonus", "field-four", "hand-four"


class FieldRefilled(NamedTuple):
    cards: int  # laid from the deck where bonus cards were taken


class PiledAtDeal(NamedTuple):
    month: int  # a pair on the field, gathered into a pile (the seed's rule)


class Played(NamedTuple):
    player: int
    card: int


class BonusLaid(NamedTuple):
    """A bonus card from the hand, laid in the captures; a card drawn in its place."""

    player: int
    card: int
    drawn: int  # NO_CARD when the deck is empty


class Flipped(NamedTuple):
    player: int
    card: int


class Captured(NamedTuple):
    player: int
    cards: int
    how: str  # "pair", "three", "ppuk-pile", "jjok", "ttadak", "bonus", "bomb"


class Ppuk(NamedTuple):
    player: int
    month: int  # its three cards stay piled on the field


class Stole(NamedTuple):
    player: int
    victim: int
    cards: int
    why: str  # "ppuk", "own-ppuk", "jjok", "ttadak", "sseul", "bomb"


class Shook(NamedTuple):
    """Three of a month shown before one of them is played (*heundeulgi*)."""

    player: int
    cards: int


class Bombed(NamedTuple):
    """Three of a month played at once onto the fourth (*poktan*), or,
    where the rules say so, two onto the other two."""

    player: int
    cards: int  # all four


class Called(NamedTuple):
    player: int
    go: bool  # Go, or Stop
    score: int


class Declared(NamedTuple):
    """Dealt four of a month, where the rules let them choose: the holder won at once, or played on."""

    player: int
    chongtong: bool  # won at once; else played on with the four in hand


class CupChosen(NamedTuple):
    """The sake cup's holder chose, once for the hand, how it counts."""

    player: int
    plain: bool  # a double plain; else an animal


class HandOver(NamedTuple):
    result: "Result"


class HandPlay(NamedTuple):
    """A card played from a hand, as the table saw it: who, which card,
    the field it met (so what it could have taken is public), and how it
    was played: "play", "shake" or "bomb" (the card one of the three)."""

    player: int
    card: int
    field: int
    how: str


Event = Union[Dealt, Redeal, TakenAtDeal, FieldRefilled, PiledAtDeal, Played, BonusLaid, Flipped, Captured, Ppuk,
              Stole, Shook, Bombed, Called, Declared, CupChosen, HandOver]


@dataclass(frozen=True, slots=True)
class Result:
    winner: int  # NO_ONE: nagari, a drawn hand
    reason: str  # "stop", "chongtong", "three-ppuk", "nagari"
    points: int = 0  # what each loser pays (chongtong, three ppuk), or the most any pays
    payments: tuple[int, ...] = ()  # what each player pays the winner (0 for the winner)


@dataclass(slots=True, eq=False)
class HandState:
    """Only the engine changes a state, and only a copy of it
    (:meth:`copy`): ``apply`` copies once and settles the turn in place,
    which a searching player, playing thousands of hands a move, needs."""

    rules: GoStopRules
    players: int
    dealer: int
    player: int  # whose turn
    phase: Phase
    hands: tuple[int, ...]
    field: int
    deck: tuple[int, ...]  # card indices, top first
    captures: tuple[int, ...]
    held: tuple[int, ...]  # per month (index 1-12): who made its field cards a pile, NO_ONE if open
    bonus_on: tuple[int, ...]  # per month: the bonus cards lying on its field cards
    go_calls: tuple[int, ...]
    go_scores: tuple[int, ...] = ()  # each player's score at their last Go
    last_scores: tuple[int, ...] = ()  # each player's score after their last turn
    shakes: tuple[int, ...] = ()  # each player's shakes and bombs this hand
    flips_left: tuple[int, ...] = ()  # turns of flips only a bomb left each player
    shown: tuple[int, ...] = ()  # per player: cards a shake showed, still in the hand; all have seen them
    ppuks: tuple[int, ...] = ()  # the ppuk each player made this hand (three may win it: play.three_ppuk)
    played: int = NO_CARD  # this turn's hand card, on the field until the flip settles it
    match: int = 0  # the field cards it is to take (0: laid alone)
    flipped: int = NO_CARD  # the flipped card waiting for a choice
    cup: int = CUP_OPEN  # how the sake cup counts, once its holder chose (rules.CUP_ANIMAL, CUP_PLAIN)
    result: Result | None = None

    def copy(self) -> "HandState":
        new = object.__new__(HandState)  # every field, by name: the fastest copy Python has
        new.rules = self.rules
        new.players = self.players
        new.dealer = self.dealer
        new.player = self.player
        new.phase = self.phase
        new.hands = self.hands
        new.field = self.field
        new.deck = self.deck
        new.captures = self.captures
        new.held = self.held
        new.bonus_on = self.bonus_on
        new.go_calls = self.go_calls
        new.go_scores = self.go_scores
        new.last_scores = self.last_scores
        new.shakes = self.shakes
        new.flips_left = self.flips_left
        new.shown = self.shown
        new.ppuks = self.ppuks
        new.played = self.played
        new.match = self.match
        new.flipped = self.flipped
        new.cup = self.cup
        new.result = self.result
        return new


def in_play(rules: GoStopRules) -> int:
    """The cards a hand is dealt from: the 48 and the rule set's bonus cards."""
    return (1 << deck.FIRST_BONUS) - 1 | rules.bonus_mask


def cards_accounted(s: HandState) -> bool:
    """Every card of the deck in exactly one place, and nothing else."""
    places = [s.field, sum(1 << c for c in s.deck), *s.hands, *s.captures]
    seen = 0
    for mask in places:
        if seen & mask:
            return False
        seen |= mask
    if any(s.bonus_on[m] & ~s.field for m in MONTHS):
        return False
    return seen == in_play(s.rules) and len(set(s.deck)) == len(s.deck)
