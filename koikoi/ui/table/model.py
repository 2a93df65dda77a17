"""What lies where on the table, as the player sees it: the display model.

The engine's round is the truth, but the table shows it a step behind, one
event at a time, so it keeps its own account: each card's :class:`Place`,
the order of the cards in each hand, the field's slots (a card keeps its
slot until taken, so nothing shuffles under the player's eye), the capture
piles in the order they grew. :class:`CardModel` is that account, for
either game's table; each game's model mends it against the engine after
each action (:mod:`koikoi.ui.koikoi.model`, :mod:`koikoi.ui.gostop.model`).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ...games.common.cards import MONTH_OF


class Where(Enum):
    DECK = "deck"  # face down in the deck (or not dealt yet)
    HAND = "hand"  # in a player's hand (``index``: the player)
    FIELD = "field"  # on the field (``index``: its slot)
    OVER = "over"  # played or flipped onto a field card (``index``: that card's slot)
    CAPTURED = "captured"  # in a player's capture pile (``index``: the player)
    FLIP = "flip"  # just turned up, beside the deck
    CENTRE = "centre"  # shown at a point of the table (the draw for the first dealer)
    REMOVED = "removed"  # set aside for the round (a field quartet, by house rule)


@dataclass(frozen=True, slots=True)
class Place:
    where: Where
    index: int = 0
    x: float = 0.0  # CENTRE only
    y: float = 0.0

    @staticmethod
    def hand(player: int) -> Place:
        return Place(Where.HAND, player)

    @staticmethod
    def field(slot: int) -> Place:
        return Place(Where.FIELD, slot)

    @staticmethod
    def over(slot: int) -> Place:
        return Place(Where.OVER, slot)

    @staticmethod
    def captured(player: int) -> Place:
        return Place(Where.CAPTURED, player)

    @staticmethod
    def centre(x: float, y: float) -> Place:
        return Place(Where.CENTRE, 0, x, y)


DECK = Place(Where.DECK)
FLIP = Place(Where.FLIP)
REMOVED = Place(Where.REMOVED)


class CardModel:
    """Each card's place, and the order within each hand, the field and each pile."""

    def __init__(self) -> None:
        self.place: dict[int, Place] = {}
        self.hands: list[list[int]] = [[], []]
        self.slots: list[int | None] = []
        self.over: dict[int, int] = {}  # card -> the field slot it lies over
        self.captured: list[list[int]] = [[], []]
        self.deck_count = 48
        self.clear()

    def clear(self) -> None:
        """Every card back in the deck: a new deal."""
        self.place = dict.fromkeys(range(48), DECK)
        self.hands = [[], []]
        self.slots = []
        self.over = {}
        self.captured = [[], []]
        self.deck_count = 48

    # --- reading -----------------------------------------------------------
    def where(self, card: int) -> Where:
        return self.place[card].where

    def field_cards(self) -> list[int]:
        return [c for c in self.slots if c is not None]

    def weighed(self) -> list[int]:
        """The cards the person weighs to decide: the field's (with any lying over them) and their own hand."""
        return [c for c, p in self.place.items() if p.where in (Where.FIELD, Where.OVER)] + list(self.hands[0])

    def slot_of(self, card: int) -> int | None:
        p = self.place[card]
        return p.index if p.where is Where.FIELD else None

    def matches_on_field(self, card: int) -> list[int]:
        """The field cards of ``card``'s month, in slot order."""
        return [c for c in self.field_cards() if MONTH_OF[c] == MONTH_OF[card]]

    def in_group(self, player: int, same: Callable[[int], bool]) -> list[int]:
        """The cards of ``player``'s pile for which ``same`` holds, in the order taken."""
        return [c for c in self.captured[player] if same(c)]

    # --- moving ------------------------------------------------------------
    def free_slot(self) -> int:
        for i, c in enumerate(self.slots):
            if c is None:
                return i
        self.slots.append(None)
        return len(self.slots) - 1

    def take(self, card: int) -> None:
        """Forget where a card was (before it goes elsewhere)."""
        p = self.place.get(card, DECK)
        if p.where is Where.HAND:
            if card in self.hands[p.index]:
                self.hands[p.index].remove(card)
        elif p.where is Where.FIELD:
            if 0 <= p.index < len(self.slots) and self.slots[p.index] == card:
                self.slots[p.index] = None
        elif p.where is Where.OVER:
            self.over.pop(card, None)
        elif p.where is Where.CAPTURED:
            if card in self.captured[p.index]:
                self.captured[p.index].remove(card)

    def put(self, card: int, place: Place) -> None:
        self.take(card)
        self.place[card] = place
        if place.where is Where.HAND:
            self.hands[place.index].append(card)
        elif place.where is Where.FIELD:
            while len(self.slots) <= place.index:
                self.slots.append(None)
            self.slots[place.index] = card
        elif place.where is Where.OVER:
            self.over[card] = place.index
        elif place.where is Where.CAPTURED:
            self.captured[place.index].append(card)

    def onto_field(self, card: int) -> Place:
        """Where a card played or turned up goes: over the first field card
        of its month, or into a free slot."""
        matches = self.matches_on_field(card)
        slot = self.slot_of(matches[0]) if matches else None  # a field card has a slot
        return Place.over(slot) if slot is not None else Place.field(self.free_slot())
