"""Where each card of a Go-Stop table is drawn: Koi-Koi's geometry, with
a month's cards fanned over one another on the field, far enough apart
that each shows its face and corner (so a *ppuk* pile shows its three;
the months after a pile in its row make room for it), the cards a shake showed face up in the opponent's hand,
and the bonus cards in the captures' brights or plains. While the player
chooses between two field cards of a month, the month is spread out: the
two side by side, whole, and the card that meets them beside them."""

from __future__ import annotations

from collections.abc import Callable

from ...games.common.cards import KIND_OF, SAKE_CUP, Kind
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ..layout import CARD_RATIO, Layout
from ..table.geometry import Target, TableGeometry
from ..table.model import Where
from .model import GostopModel

FAN_X = 0.45  # each card over a month's first lies this share of a card's width to the right...
FAN_Y = 0.04  # ... and this share of its height lower (a month's pile centred on its row)
FAN_LEAST = 0.36  # ... or no less than this share, where a crowded row has no room for more
FAN_RANK = {Kind.PLAIN: 0, Kind.RIBBON: 1, Kind.ANIMAL: 2, Kind.BRIGHT: 3}  # a month's cards, from the bottom up
SPREAD_GAP = 0.12  # between the cards of a month spread for a choice, this share of a card's width
SPREAD_DROP = 0.1  # the card that meets the two lies this share of its height lower than they


class GostopGeometry(TableGeometry):
    model: GostopModel
    fan = (FAN_X, FAN_LEAST)

    def __init__(self, layout: Layout, model: GostopModel, line_height: Callable[[int], int] | None = None) -> None:
        super().__init__(layout, model, line_height)
        self.shown: set[int] = set()  # the opponent's hand cards a shake showed
        self.spread: tuple[int, ...] = ()  # the field cards of an open choice, left to right

    def target(self, card: int) -> Target | None:
        place = self.model.place[card]
        if self.spread and place.where in (Where.FIELD, Where.OVER):
            spread = self.spread_target(card, place.index)
            if spread is not None:
                return spread
        if place.where in (Where.FIELD, Where.OVER) and self.model.pile(place.index):
            x, y, h = self.slot_pos(place.index)
            i = self.fanned(place.index).index(card)
            dx, dy = self.fan_step(place.index)
            return x + dx * i, y + dy * i, h, 1.0
        if place.where is Where.HAND and place.index != HUMAN and card in self.shown:
            return (*self.hand_pos(place.index, card), 1.0)
        return super().target(card)

    def fanned(self, slot: int) -> list[int]:
        """A month's cards on the field in the order they are fanned, the
        last on top: the plains (and bonus cards) first, the bright last,
        so the card worth most is never the one hidden."""
        first = self.model.slots[slot]
        cards = [*([] if first is None else [first]), *self.model.pile(slot)]
        return sorted(cards, key=lambda c: FAN_RANK[KIND_OF[c]] if c < deck.FIRST_BONUS else -1)

    def spread_target(self, card: int, slot: int) -> Target | None:
        """Where a card of the month spread for a choice lies: the two to
        choose from side by side from the month's place, and the card that
        meets them beside them, a little lower, on whichever side no other
        month's cards lie (the right, if neither); all within the field."""
        first = self.model.slots[slot] if slot < len(self.model.slots) else None
        pile = [first, *self.model.pile(slot)] if first is not None else []
        if self.spread[0] not in pile:
            return None
        x, y, h = super().slot_pos(slot)
        pair, beside = self.spread_xs(x, y, h, slot)
        if card in self.spread:
            return pair + h * CARD_RATIO * (1 + SPREAD_GAP) * self.spread.index(card), y, h, 1.0
        rest = [c for c in pile if c not in self.spread]
        return beside + h * CARD_RATIO * 0.25 * rest.index(card), y + h * SPREAD_DROP, h, 1.0

    def spread_xs(self, x: float, y: float, h: float, slot: int) -> tuple[float, float]:
        """The first of the two's x, and the x of the card beside them: the
        card on the right of the two, or on their left, each kept within the
        field, whichever lays fewer cards over another month's (the right on a tie)."""
        w = h * CARD_RATIO
        step = w * (1 + SPREAD_GAP)
        field = self.layout.rect("field")
        lo, hi = field.left + w / 2, field.right - w / 2
        ways = []
        for side, (first, last) in enumerate(((0, 2), (-1, 1))):  # the right of the two, then their left
            pair = min(max(x, lo - step * first), hi - step * last)
            beside = pair + step * 2 if side == 0 else pair - step
            over = sum(self.taken(pair + step * i, y, slot) for i in (0, 1)) + self.taken(beside, y, slot)
            ways.append((over, side, pair, beside))
        _, _, pair, beside = min(ways)
        return pair, beside

    def taken(self, x: float, y: float, spread_slot: int) -> bool:
        """Whether a card at (x, y) would lie over another month's cards on the field."""
        for slot, c in enumerate(self.model.slots):
            if c is None or slot == spread_slot:
                continue
            sx, sy, h = self.slot_pos(slot)
            w = h * CARD_RATIO
            if abs(sy - y) < h and sx - w < x < sx + w + self.fan_step(slot)[0] * len(self.model.pile(slot)):
                return True
        return False

    def fan_step(self, slot: int) -> tuple[float, float]:
        """How far each card fanned over a month's first lies from the one
        beneath, right and down."""
        return self.row_places(slot % self.grid()[0])[1], self.grid()[4] * FAN_Y

    def fanned_count(self, slot: int) -> int:
        """How many cards lie in a field slot (its first and those over it)."""
        if slot >= len(self.model.slots) or self.model.slots[slot] is None:
            return 0
        return 1 + len(self.model.pile(slot))

    def slot_pos(self, slot: int) -> tuple[float, float, float]:
        """A month's place on the field (:meth:`TableGeometry.slot_pos`),
        up by half the drop of the cards fanned over its first, so that
        the pile stays within its row."""
        x, y, h = super().slot_pos(slot)
        return x, y - h * FAN_Y * max(0, self.fanned_count(slot) - 1) / 2, h

    def kind_of(self, card: int) -> Kind:
        """The box a captured card goes in: a bonus card's bright with the
        brights, the other bonus cards with the plains they count as; the
        sake cup with the plains while it counts as a double plain."""
        if card == SAKE_CUP and self.model.cup_plain:
            return Kind.PLAIN
        if card < deck.FIRST_BONUS:
            return KIND_OF[card]
        return Kind.BRIGHT if (1 << card) & deck.BONUS_BRIGHT else Kind.PLAIN

    def apart(self, card: int) -> bool:
        """The bonus bright lies apart in the brights' box: a bright only
        for a hand's loser, never among its taker's brights."""
        return bool((1 << card) & deck.BONUS_BRIGHT)
