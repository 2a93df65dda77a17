"""Where each card of a Go-Stop table is drawn: Koi-Koi's geometry, with
a month's cards fanned over one another on the field (so a *ppuk* pile
shows its three), the cards a shake showed face up in the opponent's hand,
and the bonus cards in the captures' brights or plains."""

from __future__ import annotations

from ...games.common.cards import KIND_OF, Kind
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ..layout import CARD_RATIO, Layout
from ..table.geometry import Target, TableGeometry
from ..table.model import Where
from .model import GostopModel

FAN_X = 0.16  # each card over a month's first lies this share of a card's width to the right...
FAN_Y = 0.12  # ... and this share of its height lower


class GostopGeometry(TableGeometry):
    model: GostopModel

    def __init__(self, layout: Layout, model: GostopModel) -> None:
        super().__init__(layout, model)
        self.shown: set[int] = set()  # the opponent's hand cards a shake showed

    def target(self, card: int) -> Target | None:
        place = self.model.place[card]
        if place.where is Where.OVER:
            x, y, h = self.slot_pos(place.index)
            pile = self.model.pile(place.index)
            i = pile.index(card) + 1 if card in pile else 1
            return x + h * CARD_RATIO * FAN_X * i, y + h * FAN_Y * i, h, 1.0
        if place.where is Where.HAND and place.index != HUMAN and card in self.shown:
            return (*self.hand_pos(place.index, card), 1.0)
        return super().target(card)

    def slot_pos(self, slot: int) -> tuple[float, float, float]:
        """A month's place on the field, with room on its right and below
        for the cards fanned over its first."""
        x, y, h = super().slot_pos(slot)
        return x - h * CARD_RATIO * FAN_X, y - h * FAN_Y, h

    def kind_of(self, card: int) -> Kind:
        """The box a captured card goes in: a bonus card's bright with the
        brights, the other bonus cards with the plains they count as."""
        if card < deck.FIRST_BONUS:
            return KIND_OF[card]
        return Kind.BRIGHT if (1 << card) & deck.BONUS_BRIGHT else Kind.PLAIN
