"""What lies where on the table, as the player sees it: the display model.

The engine's round is the truth, but the table shows it a step behind, one
event at a time, so it keeps its own account: each card's :class:`Place`,
the order of the cards in each hand, the field's slots (a card keeps its
slot until taken, so nothing shuffles under the player's eye), the capture
piles in the order they grew. :class:`CardModel` is that account, for
either game's table; :meth:`TableModel.mend` brings Koi-Koi's into line
with a round after each action (Go-Stop's model mends against a hand of
its own game). No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ...games.common.cards import MONTH_OF, indices
from ...games.koikoi import turn as R


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


class TableModel(CardModel):
    """Koi-Koi's account, mended against the engine's round."""

    # --- mending ---------------------------------------------------------------
    def mend(self, rnd: R.RoundState, pending_place: Callable[[int], Place]) -> list[int]:
        """Make the account agree with ``rnd``; the cards moved. A card the
        round holds pending (awaiting a choice) goes to ``pending_place``
        unless it already lies over the field, waits in a hand or by the deck."""
        changed: list[int] = []

        def move(card: int, place: Place) -> None:
            self.put(card, place)
            changed.append(card)

        for p in (0, 1):
            for c in indices(rnd.hands[p]):
                if self.place[c] != Place.hand(p):
                    move(c, Place.hand(p))
            self.hands[p].sort()
            for c in indices(rnd.captures[p]):
                if self.place[c] != Place.captured(p):
                    move(c, Place.captured(p))
        pending = rnd.pending
        for c in indices(rnd.field):
            w = self.where(c)
            if w not in (Where.FIELD, Where.OVER) or (w is Where.OVER and c != pending):
                move(c, Place.field(self.free_slot()))
        if pending >= 0 and self.where(pending) not in (Where.OVER, Where.FLIP, Where.HAND):
            move(pending, pending_place(pending))
        placed = rnd.hands[0] | rnd.hands[1] | rnd.field | rnd.captures[0] | rnd.captures[1]
        if pending >= 0:
            placed |= 1 << pending
        for c in range(48):
            if not (placed >> c) & 1 and self.where(c) not in (Where.DECK, Where.REMOVED):
                move(c, REMOVED if (rnd.removed >> c) & 1 else DECK)
        # a card lying over a field card that has gone: give it a slot of its own
        for c, slot in list(self.over.items()):
            if slot >= len(self.slots) or self.slots[slot] is None:
                move(c, Place.field(self.free_slot()))
        self.deck_count = rnd.deck_left
        return changed

    def disagreements(self, rnd: R.RoundState) -> list[str]:
        """Where the account shows ``rnd`` otherwise: empty when they agree.
        (A pending card may wait in its player's hand, by the deck or over
        the field.)"""
        found = []
        for p in (0, 1):
            hand = set(self.hands[p]) - {rnd.pending}
            if hand != set(indices(rnd.hands[p])):
                found.append(f"hand {p} shows {sorted(hand)}, holds {sorted(indices(rnd.hands[p]))}")
            if set(self.captured[p]) != set(indices(rnd.captures[p])):
                found.append(f"pile {p} shows {sorted(self.captured[p])}, holds {sorted(indices(rnd.captures[p]))}")
        if set(self.field_cards()) != set(indices(rnd.field)):
            found.append(f"the field shows {sorted(self.field_cards())}, holds {sorted(indices(rnd.field))}")
        if rnd.pending >= 0 and self.where(rnd.pending) not in (Where.OVER, Where.FLIP, Where.HAND):
            found.append(f"the pending card {rnd.pending} is shown {self.where(rnd.pending).value}")
        if self.deck_count != rnd.deck_left:
            found.append(f"the deck shows {self.deck_count} cards, holds {rnd.deck_left}")
        return found
