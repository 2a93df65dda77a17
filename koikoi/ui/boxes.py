"""Pieces the dialogs share: a box centred in the window, a row of cards,
the opponent's level in words."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..games.common.cards import indices
from ..games.common.levels import LEVEL_NAMES
from ..i18n import _
from .assets import Assets
from .layout import CARD_RATIO, Layout
from .textfit import wrap

DIALOG_CARD_H = 84  # design pixels: the cards shown in the koi-koi prompt and the summary
ROW_CARD_H = 58  # design pixels: the cards beside each yaku in the Go-Stop summary


def level_name(level: object) -> str:
    """A level by its id ("normal"), in the language spoken ("Normal");
    the names are games.common.levels.LEVEL_NAMES."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else str(level)


def centred(lay: Layout, w: float, h: float) -> pygame.Rect:
    """A design-size rectangle, scaled, centred in the window."""
    r = pygame.Rect(0, 0, lay.px(w), lay.px(h))
    r.center = (lay.window[0] // 2, lay.window[1] // 2)
    return r


# the least share of the size chosen a guided match's question draws its words at: the newcomer reads it to learn
# what its answer risks (pt18: at 960x540 and 150% Korean text the koi-koi question's risk lines were about 11 px)
GUIDED_FLOOR = 0.85


def shrink_to_fit(height_at: Callable[[float], int], room: int, assets: Assets, floor: float = 0.0) -> float:
    """The share of their size a box's texts are drawn at: 1, or less
    where ``height_at(share)`` (the box's height, its lines as tall as
    their fonts) would not fit ``room``; never less than the normal text
    size gives, so a larger text size shrinks only where room is short,
    nor than ``floor`` (a box that must be read whole at the size chosen)."""
    lowest = max(floor, min(1.0, 1 / assets.text_scale))
    k = 1.0
    while height_at(k) > room and k > lowest:
        k = max(lowest, k - 0.02)  # the largest share that fits: a coarser step drew 150% text a step too small
    return k


def centred_px(lay: Layout, w: float, h: int) -> pygame.Rect:
    """A box ``w`` design pixels wide and ``h`` window pixels tall, centred in the window."""
    r = pygame.Rect(0, 0, lay.px(w), h)
    r.center = (lay.window[0] // 2, lay.window[1] // 2)
    return r


def card_row(surface: pygame.Surface, assets: Assets, cards: int | Sequence[int], x: int, y: int, h: int,
             max_w: int) -> int:
    """Draw cards side by side from (x, y); returns the right edge."""
    cs = list(indices(cards)) if isinstance(cards, int) else list(cards)
    w = round(h * CARD_RATIO)
    if not cs:
        return x
    step = min(w + 4, (max_w - w) / max(1, len(cs) - 1)) if len(cs) > 1 else 0
    for i, c in enumerate(cs):
        img = assets.card(c, (w, h))
        surface.blit(img, (round(x + i * step), y))
    return round(x + step * (len(cs) - 1) + w)


def note_lines(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width``, every line whole (a summary's note
    under a yaku's name: French says "1 + 14 pour 14 cartes simples de plus"
    in three lines at 150% text, and a second line cut to fit two read
    "cartes simple…"); the row grows to hold them, the box shrinks to fit."""
    return wrap(text, font, width) if text else []


def free_rooms(area: pygame.Rect, obstacles: Sequence[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """The largest rectangles of ``area`` that meet none of ``obstacles``
    (each kept ``gap`` pixels clear): every empty rectangle that cannot
    grow on any side, the largest first."""
    obs: list[pygame.Rect] = []
    for o in (o.inflate(2 * gap, 2 * gap) for o in obstacles if o.w and o.h):  # touching ones as one (a hand)
        while (i := o.collidelist(obs)) >= 0:
            o = o.union(obs.pop(i))
        obs.append(o)
    xs = sorted({area.left, area.right} | {x for o in obs for x in (o.left, o.right) if area.left < x < area.right})
    ys = sorted({area.top, area.bottom} | {y for o in obs for y in (o.top, o.bottom) if area.top < y < area.bottom})

    def clear(r: pygame.Rect) -> bool:
        return area.contains(r) and not any(r.colliderect(o) for o in obs)

    found: set[tuple[int, int, int, int]] = set()
    for i, left in enumerate(xs):
        for right in xs[i + 1:]:
            for j, top in enumerate(ys):
                bottom = None
                for b in ys[j + 1:]:  # as far down as it stays clear
                    if not clear(pygame.Rect(left, top, right - left, b - top)):
                        break
                    bottom = b
                if bottom is None:
                    continue
                r = pygame.Rect(left, top, right - left, bottom - top)
                grown = (r.move(-1, 0).union(r), r.union(r.move(1, 0)), r.move(0, -1).union(r))
                if not any(clear(g) for g in grown):
                    found.add((r.x, r.y, r.w, r.h))
    return sorted((pygame.Rect(f) for f in found), key=lambda r: -r.w * r.h)


class Rooms(list[pygame.Rect]):
    """The rooms a decision may stand in, and what it should leave in sight
    where a room clear of it holds the decision whole (``sighted``); the
    table they are cut from, left of the side column (``area``: where a
    decision no room holds stands, over the cards, never over the captures
    and yaku lines it talks about)."""

    sighted: tuple[pygame.Rect, ...] = ()
    area: pygame.Rect | None = None
    firm: bool = False  # the cards kept clear are what the question asks of: never over them at a larger text
    hand: tuple[pygame.Rect, ...] = ()  # the person's hand: a decision over the field stands above it (pt26)
    middle: pygame.Rect | None = None  # the table between what stands above the field and the person's hand

    def only(self, keep: Callable[[pygame.Rect], bool]) -> Rooms:
        """The rooms ``keep`` keeps, with what they leave in sight, their table and their firmness."""
        kept = Rooms(r for r in self if keep(r))
        kept.sighted, kept.area, kept.firm, kept.hand = self.sighted, self.area, self.firm, self.hand
        kept.middle = self.middle
        return kept


def decision_rooms(lay: Layout, weighed: Sequence[pygame.Rect],
                   buttons: Sequence[pygame.Rect] = (), sighted: Sequence[pygame.Rect] = (),
                   hand: Sequence[pygame.Rect] = ()) -> Rooms:
    """Where a decision asked at the table (koi-koi?, Go or Stop?) may
    stand, the largest first: the table left of the side column (every
    seat's captures, the panel's yaku lines and the score), clear of the
    cards the player weighs (``weighed``: the field's and their hand's) and
    of the table's own buttons (``buttons``: Menu, Moves...); first the rooms
    clear of ``sighted`` too (the opponents' face-down hands: how many cards
    each still holds is part of the decision), then those over them, the
    deck and the free part of the field (:func:`best_room` takes one of
    those only where no clear room holds the decision whole). A decision
    no room holds stands over the field, above the person's ``hand`` where
    it fits there (pt26: Go or Stop? at 150% text hid the hand it weighs)."""
    column = [lay.rect(z).x for z in ("info", "opponent_captures", "second_opponent_captures", "player_captures")
              if lay.has(z)]
    area = pygame.Rect(0, 0, min(column) - lay.px(4), lay.window[1]).inflate(-lay.px(8), -lay.px(8))
    rooms = Rooms(free_rooms(area, [*weighed, *buttons, *sighted], lay.px(6)) if sighted else [])
    rooms.extend(r for r in free_rooms(area, [*weighed, *buttons], lay.px(6)) if r not in rooms)
    rooms.sighted = tuple(r.inflate(lay.px(4), lay.px(4)) for r in sighted)
    rooms.area = area
    rooms.hand = tuple(hand)
    if hand:  # over the field, under the opponents' hands and the buttons above it, over the person's hand
        over = [r for r in [*buttons, *sighted] if r.colliderect(area)]
        top = max([area.top, *(r.bottom + lay.px(6) for r in over if r.centery < area.centery)])
        bottom = min([area.bottom, *(r.top - lay.px(6) for r in [*over, *hand] if r.centery > area.centery)])
        rooms.middle = pygame.Rect(area.x, top, area.w, max(0, bottom - top))
    return rooms


def best_room(rooms: Sequence[pygame.Rect], widest: int, narrowest: int, least: int,
              height_at: Callable[[int, int], tuple[float, int]], whole: int = 0) -> tuple[pygame.Rect, float]:
    """The box a decision takes among ``rooms``: at most ``widest`` wide,
    in a room that holds it whole, where its texts keep the largest share
    of their size (``height_at(width, room height)``: that share and the
    box's height at it), the roomiest of those; centred in its room. A room
    narrower than ``narrowest`` (its buttons then one above the other) is
    taken only if no wider one holds it with its texts as large (stacked
    buttons before a smaller text); one narrower than ``least`` (a
    button's label and keys) holds nothing; one narrower than ``whole``
    (a button's label and keys at their full size, the buttons one above
    the other) is taken only if no wider one holds the box. A room over
    what ``rooms`` keeps in sight (:class:`Rooms`) is taken only if no room
    clear of it holds the box whole, its buttons' words whole."""
    sighted = getattr(rooms, "sighted", ())
    best: tuple[tuple[bool, bool, bool, float, bool, int], pygame.Rect, float] | None = None
    for room in rooms:
        clear = not any(room.colliderect(s) for s in sighted)
        # as wide as the decision asks, or (a wide, low room) as wide as the room: fewer lines, a larger text
        for w in dict.fromkeys((min(room.w, widest), room.w)):
            k, h = height_at(w, room.h)
            fits = h <= room.h and room.w >= least  # else the least it overflows its room by
            rank = (fits, room.w >= whole, clear, k, room.w >= narrowest, room.w * room.h if fits else room.h - h)
            if best is None or rank > best[0]:
                box = pygame.Rect(0, 0, w, h)
                box.center = room.center
                box.bottom = min(box.bottom, room.bottom)
                box.top = max(box.top, room.top)
                best = rank, box, k
    assert best is not None, "no room for a decision"
    return best[1], best[2]
