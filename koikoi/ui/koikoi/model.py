"""Koi-Koi's display model: the shared account of what lies where
(:class:`~koikoi.ui.table.model.CardModel`), mended against the engine's
round after each action. No pygame here."""

from __future__ import annotations

from collections.abc import Callable

from ...games.common.cards import indices
from ...games.koikoi import turn as R
from ..table.model import DECK, REMOVED, CardModel, Place, Where


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
