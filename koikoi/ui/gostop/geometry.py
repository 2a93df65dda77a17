"""Where each card of a Go-Stop table is drawn: Koi-Koi's geometry, with
a month's cards fanned over one another on the field, far enough apart
that each shows its face and corner (so a *ppuk* pile shows its three;
the months after a pile in its row make room for it), the cards a shake showed face up in the opponent's hand,
and the bonus cards in the captures' brights or plains. While the player
chooses between two field cards of a month, the month is spread out: the
two side by side, whole (the months after it make room), and the card that
meets them clear of the field: a card turned up by the deck, where it
hides nothing; a card the player played raised in their hand, where it
came from (as Koi-Koi's table holds it), never by the deck, where it read
as the card turned up."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...games.common.cards import KIND_OF, SAKE_CUP, Kind
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ..layout import CARD_RATIO, Layout, seat_zone
from ..table.geometry import CAP_SHOW, Target, TableGeometry
from ..table.model import Where
from .model import GostopModel

FAN_X = 0.45  # each card over a month's first lies this share of a card's width to the right...
FAN_Y = 0.04  # ... and this share of its height lower (a month's pile centred on its row)
FAN_LEAST = 0.36  # ... or no less than this share, where a crowded row has no room for more
FAN_RANK = {Kind.PLAIN: 0, Kind.RIBBON: 1, Kind.ANIMAL: 2, Kind.BRIGHT: 3}  # a month's cards, from the bottom up
HELD_LIFT = 22  # design pixels: how far the played card waiting for its choice stands above the hand (as Koi-Koi's)
SPREAD_GAP = 0.12  # between the cards of a month spread for a choice, this share of a card's width


OWNER_STRIP = 24  # design pixels: the strip above an opponent's captures, naming them


class GostopGeometry(TableGeometry):
    model: GostopModel
    fan = (FAN_X, FAN_LEAST)

    def __init__(self, layout: Layout, model: GostopModel, line_height: Callable[[int], int] | None = None) -> None:
        super().__init__(layout, model, line_height)
        self.shown: set[int] = set()  # the opponent's hand cards a shake showed
        self.spread: tuple[int, ...] = ()  # the field cards of an open choice, left to right
        self.held: int | None = None  # the person's played card waiting for that choice, raised in their hand

    def captures_rect(self, p: int) -> pygame.Rect:
        """Where a player's capture boxes lie: at a table of two, the CPU's
        under a strip of their zone that names them, as a table of three's
        map leaves a strip above each computer's boxes."""
        r = super().captures_rect(p)
        if len(self.model.captured) == 2 and p != HUMAN:
            strip = self.layout.px(OWNER_STRIP)
            return pygame.Rect(r.x, r.y + strip, r.w, r.h - strip)
        return r

    def target(self, card: int) -> Target | None:
        place = self.model.place[card]
        if card == self.held and self.spread:
            x, y, h = self.hand_pos(HUMAN, card)
            return x, y - self.layout.px(HELD_LIFT), h, 1.0
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
        so the card worth most is never the one hidden; but a card played or
        turned up that waits there for the flip or a choice lies last, on top
        of what it is to take, as it landed."""
        first = self.model.slots[slot] if slot < len(self.model.slots) else None
        cards = [*([] if first is None else [first]), *self.model.pile(slot)]
        return sorted(cards, key=lambda c: (c in self.model.waiting, FAN_RANK[KIND_OF[c]] if c < deck.FIRST_BONUS else -1))

    def spread_target(self, card: int, slot: int) -> Target | None:
        """Where a card of the month spread for a choice lies: the two to
        choose from side by side from the month's place (the months after
        it in its row make room for them, :meth:`reach`), and the card that
        meets them by the deck, where a card turned up shows: clear of the
        field, it hides no card the player may want."""
        first = self.model.slots[slot] if slot < len(self.model.slots) else None
        pile = [first, *self.model.pile(slot)] if first is not None else []
        if self.spread[0] not in pile:
            return None
        x, y, h = super().slot_pos(slot)
        if card in self.spread:
            w = h * CARD_RATIO
            field = self.layout.rect("field")
            step = w * (1 + SPREAD_GAP)
            pair = min(max(x, field.left + w / 2), field.right - w / 2 - step)
            return pair + step * self.spread.index(card), y, h, 1.0
        rest = [c for c in pile if c not in self.spread and c != self.held]
        fx, fy, fh, _face = self.flip_spot()  # each a little right of the one before
        return fx + fh * CARD_RATIO * 0.25 * rest.index(card), fy, fh, 1.0

    def hand_order(self, p: int) -> list[int]:
        """A hand's cards left to right; the person's keeps a place for the
        card they played that waits, raised, for its choice."""
        hand = self.model.hands[p]
        if p != HUMAN or self.held is None or not self.spread or self.held in hand:
            return hand
        return sorted((*hand, self.held))

    def spread_slot(self) -> int | None:
        """The field slot of the month spread for a choice, if one is."""
        if not self.spread:
            return None
        for slot, first in enumerate(self.model.slots):
            if first is not None and self.spread[0] in (first, *self.model.pile(slot)):
                return slot
        return None

    def whole(self, slot: int) -> bool:
        return slot == self.spread_slot()

    def reach(self, slot: int, dx: float, w: float) -> float:
        """How far right of its first card's centre a month's cards reach:
        the month spread for a choice, as far as its two side by side."""
        if slot == self.spread_slot():
            return w * (1 + SPREAD_GAP)
        return super().reach(slot, dx, w)

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

    def seated(self, opponents: range) -> list[int]:
        """The opponents as their captures lie, left to right (at a table of
        three CPU 1, who plays after you, on the left, then CPU 2, the order
        the banners and the summary name them in): the panel names them in
        that order, so each list reads as the boxes do."""
        return sorted(opponents, key=lambda p: self.layout.rect(seat_zone("captures", p)).x)

    def kind_of(self, card: int) -> Kind:
        """The box a captured card goes in: a bonus card's bright with the
        brights, the other bonus cards with the plains they count as; the
        sake cup with the plains while it counts as a double plain."""
        if card == SAKE_CUP and self.model.cup_plain:
            return Kind.PLAIN
        if card < deck.FIRST_BONUS:
            return KIND_OF[card]
        return Kind.BRIGHT if (1 << card) & deck.BONUS_BRIGHT else Kind.PLAIN

    def marked(self, card: int) -> bool:
        """A card with circles that say the plains it counts: a double
        plain, the sake cup counted as a plain, a bonus plain."""
        return bool((1 << card) & (self.model.doubles | deck.BONUS_PI_MASK)) or (
            card == SAKE_CUP and self.model.cup_plain)

    def box_rows(self, group: list[int], per_row: int) -> tuple[list[int], list[int]]:
        """A box's two rows: the marked cards (:meth:`marked`) in the front
        row, where their lower half shows (in the back row their circles lay
        under the lower row), with the card set apart (a tag beside it)
        last; other cards fill the front row to half the box, as taken, the
        rest lie in the back row, which shows each card's corner."""
        apart = [c for c in group if self.apart(c)]
        marks = [c for c in group if self.marked(c) and c not in apart]
        rest = [c for c in group if c not in apart and c not in marks]
        others = max(0, len(group) - per_row - len(marks) - len(apart))
        back = rest[:len(rest) - others]
        return back, [*rest[len(rest) - others:], *marks, *apart]

    def row_x(self, line: list[int], col: int, step: float, w: float, room_w: float) -> float:
        """A row's cards ``step`` apart, but a marked card as far from the
        next as its circles are wide (:func:`~koikoi.ui.plain_marks.draw_plain_count`),
        the others closer to make room, each still showing its corner; where
        the box is too narrow for that (a table of three), as far as half
        its circles, enough to count them; the row always inside its box."""
        r = max(4, round(w * 0.12))
        half = round(w * 0.05) + r + max(2, r // 3) + 2  # to the circles' middle, and a little
        wide = half + r + max(2, r // 3) + 2
        room = room_w - w
        plain = [not self.marked(c) for c in line[:-1]]
        bonus = [c in deck.BONUS_PI for c in line[:-1]]  # its circles down its middle: to their middle
        gaps = [step if p else max(step, w / 2 + 1 if b else wide) for p, b in zip(plain, bonus)]
        if sum(gaps) > room and any(plain):  # the unmarked closer, while each shows its corner
            least = min(step, CAP_SHOW * w)
            cut = min((sum(gaps) - room) / sum(plain), step - least)
            gaps = [g - cut if p else g for p, g in zip(plain, gaps)]
        if sum(gaps) > room:  # the marked to half their circles
            gaps = [g if p or b else max(step, half) for p, b, g in zip(plain, bonus, gaps)]
        if sum(gaps) > room:  # all closer still, to stay in the box
            gaps = [g * room / sum(gaps) for g in gaps]
        return sum(gaps[:col])

    def apart(self, card: int) -> bool:
        """The cards that lie in a box without counting in it, each with a
        tag saying why: the bonus bright in the brights' box (a bright only
        for a hand's loser, never among its taker's brights), and the
        doubling bonus card in the plains' box (it doubles its taker's win
        and is no plain: "Plains 1" beside two cards read as a miscount)."""
        return bool((1 << card) & (deck.BONUS_BRIGHT | deck.BONUS_DOUBLE))
