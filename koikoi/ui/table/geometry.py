"""Where each card of the display model is drawn: its centre, height and
face, from the table's zones (the Tiled layout) scaled to the window."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ...games.common.cards import KIND_OF, SAKE_CUP, Kind
from ...games.common.seats import HUMAN
from ..layout import CARD_RATIO, Layout, card_pixels, seat_zone
from .model import CardModel, Place, Where

Target = tuple[float, float, float, float]  # centre x, centre y, height, face (0 back, 1 face)

CAP_SHOW = 0.36  # the share of a captured card's width left in view: its corner number
OVER_X = 0.42  # a card played or turned up over a field card lies this share of a card's width to its right...
OVER_Y = 0.1  # ... and this share of its height lower
CAP_ROW_SHOW = 0.42  # the share of its height in view when a second row lies over it


class TableGeometry:
    fan = (OVER_X, OVER_X)  # the most and the least share of a card's width a card over another lies to its right
    def __init__(self, layout: Layout, model: CardModel, line_height: Callable[[int], int] | None = None) -> None:
        self.layout = layout
        self.model = model
        # the height of a line of text of a size (the fonts', at the player's text size)
        self.line_height = line_height or (lambda size: size)
        self.reveal = False  # the opponent's hand is shown face up (an instant win at the deal)
        self.on_top: set[int] = set()  # cards the table points at (a plain just stolen): last in their box, whole
        self.cup_kind = Kind.ANIMAL  # the box Koi-Koi's sake cup lies in (the plains' if it counts only as one)
        self.open_hands = False  # every hand face up, always (a kept match replayed: nothing is hidden)

    def face(self, place: Place) -> float:
        if place.where is Where.HAND:
            return 1.0 if place.index == HUMAN or self.reveal or self.open_hands else 0.0
        return 0.0 if place.where in (Where.DECK, Where.REMOVED) else 1.0

    def target(self, card: int) -> Target | None:
        """Where ``card`` belongs now; None when it is not on show (the deck, set aside)."""
        place = self.model.place[card]
        lay = self.layout
        w = place.where
        if w is Where.HAND:
            return (*self.hand_pos(place.index, card), self.face(place))
        if w in (Where.FIELD, Where.OVER):
            x, y, h = self.slot_pos(place.index)
            if w is Where.OVER:  # offset, so the card beneath shows its face and its corner
                return x + self.row_places(place.index % self.grid()[0])[1], y + h * OVER_Y, h, 1.0
            return x, y, h, 1.0
        if w is Where.CAPTURED:
            return self.cap_pos(place.index, card)
        if w is Where.FLIP:
            return self.flip_spot()
        if w is Where.CENTRE:
            return place.x, place.y, lay.card_size("player_hand")[1], 1.0
        return None

    def flip_spot(self) -> Target:
        """Where a card turned up from the deck shows: beside the deck, clear of the field, and above the deck's
        count (pt16: a card waiting there for a choice covered "21" at 960x540 and 150% text)."""
        r = self.layout.rect("deck")
        cw, h = self.layout.card_size("deck")
        return r.centerx + cw * 0.15, min(r.centery - h * 0.05, self.deck_count_top() - 1 - h / 2), h, 1.0

    def deck_count_top(self) -> float:
        """Where the deck's count (:func:`~koikoi.ui.table.panel.render_deck`) begins, from the top: its text's
        height at the text size chosen, a little more than the size itself, over the deck zone's bottom."""
        lay = self.layout
        return lay.rect("deck").bottom - 1 - (lay.px(18) * lay.text_scale * 1.25 + 1)

    def hand_pos(self, p: int, card: int) -> tuple[float, float, float]:
        lay = self.layout
        zone = seat_zone("hand", p)
        r = lay.rect(zone)
        w, h = lay.card_size(zone)
        order = self.hand_order(p)
        n = max(1, len(order))
        i = order.index(card)
        gap = lay.px(6)
        step = w + gap if n * (w + gap) - gap <= r.w else (r.w - w) / max(1, n - 1)
        total = w + step * (n - 1)
        return r.centerx - total / 2 + w / 2 + i * step, r.centery, h

    def hand_order(self, p: int) -> list[int]:
        """The cards that take places in ``p``'s hand, left to right."""
        return self.model.hands[p]

    def slot_pos(self, slot: int) -> tuple[float, float, float]:
        """A field slot's centre and card height: column by column, top row
        first, on a grid; a month moved right where the cards lying over
        the one before it in its row reach its place (:meth:`row_places`)."""
        lay = self.layout
        r = lay.rect("field")
        rows, _cols, step, first, h = self.grid()
        col, row = divmod(slot, rows)
        xs, _dx = self.row_places(row)
        x = xs[col] if col < len(xs) else first + step * col
        row_h = min(h + lay.px(14), (r.h - h) / max(1, rows - 1)) if rows > 1 else 0
        y = r.centery - row_h * (rows - 1) / 2 + row * row_h
        return x, y, h

    def grid(self) -> tuple[int, int, float, float, float]:
        """The field's grid: its rows and columns, the
        step between columns, the first column's centre, a card's height."""
        lay = self.layout
        r = lay.rect("field")
        w, h = lay.card_size("field")
        rows = lay.int_prop("field", "rows", 2)
        cols = max(lay.int_prop("field", "columns", 8), math.ceil(max(len(self.model.slots), 16) / rows))
        step = min(w + lay.px(10), (r.w - w) / max(1, cols - 1))
        return rows, cols, step, r.centerx - step * (cols - 1) / 2, h

    def row_places(self, row: int) -> tuple[list[float], float]:
        """Where each column of a field row has its month's first card (the
        centre's x), and how far right each card fanned over it lies: each
        month at its place on the grid unless the cards over the month
        before it reach there, then just after them, and moved back left
        where the row would leave the field (an empty column makes room
        either way); past that, its fans closed up to the least of :attr:`fan`."""
        rows, cols, step, first, h = self.grid()
        w = h * CARD_RATIO
        gap = min(self.layout.px(6), step - w)  # between months: no more than the grid leaves
        field = self.layout.rect("field")
        slots = list(range(row, rows * cols, rows))
        piles = [self.fanned_count(s) for s in slots]
        xs: list[float] = []
        most, least = self.fan
        for share in (most, (most + least) / 2, least):
            dx = w * share
            xs = [first + step * i for i in range(len(piles))]
            filled = [i for i, n in enumerate(piles) if n]
            apart = {(a, b): max(gap, 0) if self.whole(slots[a]) or self.whole(slots[b]) else gap
                     for a, b in zip(filled, filled[1:])}  # no card may lie over one the player chooses
            reach, last = -1e9, None  # from the left, each month just after the cards over the one before it
            for i in filled:
                xs[i] = max(xs[i], reach + (apart[last, i] if last is not None else 0) + w / 2)
                reach, last = xs[i] + w / 2 + self.reach(slots[i], dx, w), i
            limit = float(field.right)  # then from the right, each back within the field, before the next
            for j in reversed(range(len(filled))):
                i = filled[j]
                xs[i] = min(xs[i], limit - w / 2 - self.reach(slots[i], dx, w))
                limit = xs[i] - w / 2 - (apart[filled[j - 1], i] if j else 0)
            if all(x - w / 2 >= field.left - 1 for x, n in zip(xs, piles) if n):
                return xs, dx
        return xs, dx

    def whole(self, slot: int) -> bool:
        """Whether a field slot's cards must show whole, no month's card
        over them, even where the grid overlaps months a little (a narrow
        field): the month spread for a choice, in a game that spreads one."""
        return False

    def reach(self, slot: int, dx: float, w: float) -> float:
        """How far right of its first card's centre a field slot's cards
        reach, each fanned ``dx`` right of the one beneath (``w``: a card's width)."""
        return dx * (self.fanned_count(slot) - 1)

    def fanned(self, slot: int) -> list[int]:
        """A field slot's cards from the bottom up: its card, then those laid over it, as they came."""
        first = self.model.slots[slot] if slot < len(self.model.slots) else None
        return [*([] if first is None else [first]), *(c for c, s in self.model.over.items() if s == slot)]

    def fanned_count(self, slot: int) -> int:
        """How many cards lie in a field slot: its card and any played or turned up over it."""
        if slot >= len(self.model.slots) or self.model.slots[slot] is None:
            return 0
        return 1 + sum(1 for s in self.model.over.values() if s == slot)

    def captures_rect(self, p: int) -> pygame.Rect:
        """Where a player's capture boxes lie: their zone of the map."""
        return self.layout.rect(seat_zone("captures", p))

    def group_rect(self, p: int, kind: Kind) -> pygame.Rect:
        """The box of one kind (brights, animals...) in a player's captures."""
        r = self.captures_rect(p)
        pad = self.layout.px(6)
        gw, gh = (r.w - 3 * pad) / 2, (r.h - 3 * pad) / 2
        i = int(kind)
        return pygame.Rect(round(r.x + pad + (i % 2) * (gw + pad)), round(r.y + pad + (i // 2) * (gh + pad)),
                           round(gw), round(gh))

    def held_boxes(self, p: int) -> list[pygame.Rect]:
        """The boxes of ``p``'s captures that hold cards (their labels count them)."""
        kinds = {self.kind_of(c) for c in self.model.captured[p]}
        return [self.group_rect(p, kind) for kind in sorted(kinds)]

    def cap_pos(self, p: int, card: int) -> Target:
        """A captured card's place in its kind's box: side by side while they
        fit, overlapped as they grow, and in two staggered rows once one row
        would hide the corner numbers, so every card stays identifiable."""
        kind = self.kind_of(card)
        g = self.group_rect(p, kind)
        lay = self.layout
        label_h = self.label_height()
        room_h = g.h - label_h - lay.px(4)
        room_w = g.w - lay.px(8)
        h, two_row_h = self.capture_heights(p)
        group = sorted(self.model.in_group(p, lambda c: self.kind_of(c) == kind),
                       key=lambda c: (self.apart(c), c in self.on_top))  # apart last; a card pointed at, last of the rest
        n = max(1, len(group))
        i = group.index(card) if card in group else n - 1
        rows, row_gap = 1, 0.0
        w = h * CARD_RATIO
        if n > 1 and (room_w - w) / (n - 1) < CAP_SHOW * w:  # one row would hide the corner numbers
            rows = 2
            h = two_row_h
            w = h * CARD_RATIO
            row_gap = h * CAP_ROW_SHOW
        per_row = math.ceil(n / rows)
        row, col = divmod(i, per_row)
        line = group
        if rows == 2 and card in group:  # which cards lie in the front row is the game's (:meth:`box_rows`)
            back, front = self.box_rows(group, per_row)
            row, col = (0, back.index(card)) if card in back else (1, front.index(card))
            per_row, line = max(len(back), len(front)), back if row == 0 else front
        step = min(w + lay.px(4), (room_w - w) / max(1, per_row - 1))
        x = g.x + lay.px(4) + w / 2 + self.row_x(line, col, step, w, room_w)
        top = g.y + label_h + (room_h - h - row_gap * (rows - 1)) / 2
        return x, top + h / 2 + row * row_gap, h, 1.0

    def box_rows(self, group: list[int], per_row: int) -> tuple[list[int], list[int]]:
        """A box's cards in two rows: the back row, whose cards show only
        their top (their corner), and the front row, whole but for the
        neighbour on their right: the first ``per_row`` at the back."""
        return group[:per_row], group[per_row:]

    def row_x(self, line: list[int], col: int, step: float, w: float, room_w: float) -> float:
        """How far right of a box's first place the ``col``-th card of a row
        (``line``) lies: ``step`` from one to the next (the cards ``w`` wide,
        the row ``room_w``)."""
        return col * step

    def label_height(self) -> int:
        """The room a capture box's label takes at its top, as tall as its
        line (at a larger text size, the cards under it are smaller)."""
        px = self.layout.px
        return max(px(18), px(1) + self.line_height(px(17)))

    def kind_of(self, card: int) -> Kind:
        """The box of the captures a card goes in."""
        return self.cup_kind if card == SAKE_CUP else KIND_OF[card]

    def apart(self, card: int) -> bool:
        """Whether a captured card lies set apart in its box, as counting
        for no kind of its taker's (Go-Stop's bonus bright)."""
        return False

    def capture_heights(self, p: int) -> tuple[float, float]:
        """The height of ``p``'s captured cards in one row, and in two."""
        lay = self.layout
        g = self.group_rect(p, Kind.PLAIN)  # the four kinds' boxes are the same size
        room_h = g.h - self.label_height() - lay.px(4)
        zone = seat_zone("captures", p)
        h = min(lay.card_size(zone)[1], room_h)
        return h, min(h, room_h / (1 + CAP_ROW_SHOW))

    def face_sizes(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The pixel sizes cards are shown face up at, once settled: those
        the deal shows, and those that come only later in a round."""
        lay = self.layout
        first = [lay.card_size(z) for z in ("player_hand", "field", "deck")]
        seats = range(len(self.model.captured))
        heights = [self.capture_heights(p) for p in seats]
        later = [card_pixels(one_row) for one_row, _ in heights]  # from the first capture on
        later += [lay.card_size(seat_zone("hand", p)) for p in seats if p != HUMAN]  # shown at an instant win
        later += [card_pixels(two_rows) for _, two_rows in heights]  # once a kind is many
        first = list(dict.fromkeys(first))
        return first, [s for s in dict.fromkeys(later) if s not in first]

    def warmup(self, summary_h: int, cards: int) -> tuple[list[tuple[int, tuple[int, int]]],
                                                           list[tuple[int, tuple[int, int]]]]:
        """The cards of a deck of ``cards`` (Go-Stop's bonus cards come after
        the 48) to render before the deal: the backs and the faces it shows;
        and those to render behind them, at the sizes that come later (the
        captures, the summary's cards ``summary_h`` pixels high)."""
        lay = self.layout
        first, later = self.face_sizes()
        later.insert(2, card_pixels(summary_h))
        hands = [seat_zone("hand", p) for p in range(len(self.model.captured))]
        backs = list(dict.fromkeys((-1, lay.card_size(z)) for z in ("deck", *hands, "field")))
        return backs + [(c, s) for s in first for c in range(cards)], [(c, s) for s in later for c in range(cards)]

    def deck_xy(self) -> tuple[float, float, float]:
        r = self.layout.rect("deck")
        return r.centerx, r.centery, self.layout.card_size("deck")[1]
