"""What lies where on a Go-Stop table, as the player sees it.

The display model both tables share (:class:`~koikoi.ui.table.model.CardModel`) with
Go-Stop's deck (the bonus cards after the 48) and its field: the cards of a
month lie together, the first in a slot of its own and the others over it in
the order they came (a *ppuk* pile shows its three), with any bonus card laid
on them. :meth:`GostopModel.mend` brings the account into line with a hand
after each action. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...games.common.cards import MONTH_MASK, SAKE_CUP, indices
from ...games.gostop import deck
from ...games.gostop.scoring import SAKE, cup_counted, cup_counts_as_plain
from ...games.gostop.state import MONTHS, NO_ONE, HandState
from ...games.gostop.turn import month
from ..table.model import DECK, FLIP, CardModel, Place, Where

CARDS = deck.FIRST_BONUS + len(deck.BONUS_IDS)  # every card a Go-Stop deck may hold
# The field's slots in the order new piles take them (the field fills column
# by column, two rows): every other column first, so that a pile fanned to
# the right lies over an empty column, not over the next pile's cards.
SPREAD = (0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15)


class GostopModel(CardModel):
    """Each card's place: the hands, the field's month piles, the captures."""

    def __init__(self, players: int = 2) -> None:
        self.players = players
        self.cup_plain = False  # the sake cup, in a player's captures, counts as a double plain for them now
        self.doubles = 0  # the cards the rules count as two plains (marked with circles: plain_marks.py)
        super().__init__()

    def clear(self) -> None:
        """Every card back in the deck: a new deal."""
        self.place = dict.fromkeys(range(CARDS), DECK)
        self.hands = [[] for _ in range(self.players)]
        self.slots = []
        self.over = {}
        self.waiting: tuple[int, ...] = ()  # a card played or turned up lying over its month for the flip or a choice
        self.captured = [[] for _ in range(self.players)]
        self.deck_count = 0

    # --- reading -------------------------------------------------------------------
    def month_slot(self, mo: int) -> int | None:
        """The field slot of month ``mo``'s cards, if any lie there."""
        for slot, c in enumerate(self.slots):
            if c is not None and month(c) == mo:
                return slot
        return None

    def pile(self, slot: int) -> list[int]:
        """The cards lying over a slot's card, in the order they came."""
        return [c for c, s in self.over.items() if s == slot]

    def matches_on_field(self, card: int) -> list[int]:
        """The field cards a card of the hand would meet (none for a bonus card)."""
        mo = month(card)
        if mo <= 0:
            return []
        slot = self.month_slot(mo)
        if slot is None:
            return []
        return [c for c in (self.slots[slot], *self.pile(slot)) if c is not None and month(c) == mo]

    def free_slot(self) -> int:
        for i in SPREAD:
            if i >= len(self.slots):
                self.slots.extend([None] * (i + 1 - len(self.slots)))
            if self.slots[i] is None:
                return i
        return super().free_slot()

    # --- moving --------------------------------------------------------------------
    def onto_field(self, card: int, mo: int | None = None) -> Place:
        """Where a card played or turned up goes: over its month's cards, or
        into a free slot. ``mo``: the month a bonus card is laid on."""
        slot = self.month_slot(month(card) if mo is None else mo)
        return Place.over(slot) if slot is not None else Place.field(self.free_slot())

    # --- mending -------------------------------------------------------------------
    def mend(self, s: HandState, order: Sequence[int] = ()) -> list[int]:
        """Make the account agree with the hand ``s``; the cards moved. The
        field is laid before the boxes take their cards, as the table lays
        a move (a card taken keeps its slot until the card after it has
        landed), and the months new to the field in the ``order`` their
        cards came (the events of the move mended: :func:`..table.takeup.lay_again`)."""
        changed: list[int] = []
        self.doubles = s.rules.doubles_mask
        cup_plain = cup_lies_as_plain(s)
        if cup_plain != self.cup_plain:  # the cup changes boxes
            self.cup_plain = cup_plain
            changed.append(SAKE_CUP)

        def move(card: int, place: Place) -> None:
            self.put(card, place)
            changed.append(card)

        for p in range(s.players):
            for c in indices(s.hands[p]):
                if self.place[c] != Place.hand(p):
                    move(c, Place.hand(p))
            self.hands[p].sort()
        came = {c: i for i, c in enumerate(order)}
        for mo in sorted(MONTHS, key=lambda mo: min((came.get(c, 99) for c in indices(s.field & MONTH_MASK[mo])),
                                                    default=99)):
            cards = [c for c in indices(s.field & MONTH_MASK[mo])]
            bonus = list(indices(s.bonus_on[mo]))
            if not cards:
                continue
            slot = self.month_slot(mo)
            if slot is not None and self.slots[slot] not in cards and all(self.place[c] == Place.over(slot)
                                                                          for c in cards):
                continue  # its card beneath is taken: the cards over it find a slot once it has gone, below
            if slot is None or self.slots[slot] not in cards:
                # the card lying beneath: not one played or turned up onto it, which lies over it, on top
                first = next((c for c in cards if c not in (s.played, s.flipped)), cards[0])
                if self.where(first) is not Where.FIELD:
                    move(first, Place.field(self.free_slot()))
                slot = self.place[first].index
            base = self.slots[slot]
            for c in cards + bonus:
                if c != base and self.place[c] != Place.over(slot):
                    move(c, Place.over(slot))
        for p in range(s.players):
            for c in indices(s.captures[p]):
                if self.place[c] != Place.captured(p):
                    move(c, Place.captured(p))
        self.waiting = tuple(c for c in (s.played, s.flipped) if c in self.over)  # fanned last, on top
        on_table = s.field | sum(s.hands) | sum(s.captures)
        for c in range(CARDS):
            if not on_table >> c & 1 and self.where(c) is not Where.DECK:
                move(c, DECK)
        for c, slot in list(self.over.items()):  # a card over a slot that has gone: a slot of its own
            if slot >= len(self.slots) or self.slots[slot] is None:
                move(c, Place.field(self.free_slot()))
        self.deck_count = len(s.deck)
        return changed


def cup_lies_as_plain(s: HandState) -> bool:
    """Whether the sake cup lies with its holder's plains: as it counts for
    them now (as chosen, or the way that scores them more); once a hand is
    won at a Stop, as it counted in the winner's score, for the winner or
    for the loser holding it (the way that cost them least)."""
    holder = next((p for p in range(s.players) if s.captures[p] & SAKE), None)
    if holder is None:
        return False
    result = s.result
    if result is not None and result.reason == "stop" and result.winner != NO_ONE:
        w = result.winner
        return bool(cup_counted(s.rules, s.captures, w, s.go_calls, s.shakes[w], s.cup))
    return cup_counts_as_plain(s.rules, s.captures[holder], s.cup)


__all__ = ["CARDS", "FLIP", "GostopModel"]
