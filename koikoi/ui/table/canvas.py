"""Painting the table: the felt and the zones once (the background), the
panels and the banner as cached surfaces (decals) drawn again only when
what they show changes, the cards over them, and only the rectangles that
changed each frame. :class:`CardCanvas` is the painting both games'
tables share; each game's canvas adds its panels
(:mod:`koikoi.ui.koikoi.canvas`, :mod:`koikoi.ui.gostop.canvas`)."""

from __future__ import annotations

from collections.abc import Callable
from abc import ABC, abstractmethod
import pygame

from ...games.common.cards import Kind
from ...i18n import _
from ..focus import repaint_rect
from ..layout import seat_zone
from ..scene import merge_rects
from . import panel
from .tags import draw_tag, laid_tags
from .status_line import render_status_boxed, status_band, status_floor, status_left, status_right
from .tip import render_tip
from .view import TableParts
from ..seat_words import in_sentence, named


BOXES = ("tip", "banner", "notice", "status")  # the boxes drawn over the cards (the status line, risen in its box)
ASK_CARD, ASK_CALL = "card", "call"  # what the turn line says the player is asked: a card to take, a question


class Decal:
    """Something drawn at a place that changes now and then (a panel, the
    banner); drawn again only when its key changes."""

    def __init__(self, under: bool = True) -> None:
        self.key: object = None
        self.surface: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.under = under  # drawn beneath the cards


class CardCanvas(ABC):
    """The painting every table shares; each game's canvas adds its panels
    (:meth:`refresh`) and names its own table."""

    table: TableParts  # the table painted, of either game

    def __init__(self, table: TableParts) -> None:
        self.table = table
        self.dirty: list[pygame.Rect] = []
        self.buttons_seen: dict[int, tuple[bool, tuple[int, int, int, int]]] = {}  # each button as last painted
        self.tags: list[tuple[int, pygame.Rect]] = []  # the name tags on the others' last moves, as last laid
        self.full = True
        self.bg: pygame.Surface | None = None
        self.decals: dict[str, Decal] = {}
        self.spots: list[panel.Spot] = []  # where each yaku line of the information panel lies, for pointing
        self.standing: dict[int, tuple[int, ...]] | None = None  # while a frame is refreshed: landed(p), by seat

    def landed(self, p: int) -> tuple[int, ...]:
        """The captured cards standing in ``p``'s boxes, whoever holds them
        now: a box's label counts what it shows. A card counts once it is
        seen whole in its kind's box (its centre inside, not fading in), not
        while still on its way there (one taken stays 0.4 s in view where it
        was first), and still counts while it slides over in its box to make
        room for another (the count fell to the cards yet to move: "Animals 1"
        over two) or stands there about to be taken away (a steal)."""
        if self.standing is not None and p in self.standing:
            return self.standing[p]  # worked out already this frame (the labels and the panel read it)
        t = self.table
        g, sprites = t.geometry, t.sprites
        boxes = [g.group_rect(p, kind) for kind in Kind]  # laid out once, not once a card (every frame)
        got = tuple(c for seat in t.model.captured for c in seat
                    if sprites[c].visible and sprites[c].alpha >= 1
                    and boxes[g.kind_of(c)].collidepoint(sprites[c].x, sprites[c].y))
        if self.standing is not None:
            self.standing[p] = got
        return got

    def refreshed(self) -> None:
        """:meth:`refresh` for a frame, each seat's cards standing in its boxes
        worked out once in it (its boxes' labels and the panel's lines count
        them; nothing moves while the decals are drawn again)."""
        self.standing = {}
        try:
            self.refresh()
        finally:
            self.standing = None

    def spotted(self, surf: pygame.Surface, where: pygame.Rect, spots: list[panel.Spot]) -> panel.Drawn:
        """The information panel drawn: remember where its yaku lines lie."""
        self.spots = spots
        return surf, where

    def status_line(self) -> None:
        """The status line under the field; too long for its band, whole in a box over the field's cards."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        said = t.status()
        left, right = status_left(t.buttons, lay), status_right(t.buttons, lay)
        boxed: list[bool] = []
        least = status_floor(lay) if hasattr(t, "asked_cards") else None  # a guided match's lines: their floor

        def render() -> panel.Drawn:
            drawn, box = render_status_boxed(said, right, lay, a, left, least)
            boxed.append(box)
            return drawn

        self.decal("status", (said, left, right, lay.window), render)
        if boxed:
            self.decals["status"].under = not boxed[0]  # risen over the field in a box: drawn over its cards

    def tip(self) -> None:
        """The yaku line of the information panel under the mouse, explained beside the panel."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        t.pointer.more_still_shown()  # the yaku Y showed, where the panel counts them now (if it still does)
        said, at = t.pointer.tip_said(), t.pointer.spot_at
        avoid = self.tip_avoids() if said else []
        key = (said, tuple(at) if at is not None and said else None, lay.window, tuple(map(tuple, avoid)))
        self.decal("tip", key, lambda: render_tip(said, at, lay, a, avoid), under=False)

    def tip_avoids(self) -> list[pygame.Rect]:
        """What a yaku's tip must leave in view: the buttons shown (drawn over it), the player's hand, and the
        status line (its band, and its box where it rose over the field: the turn's prompt; pt23: Y's bubble
        hid it)."""
        t = self.table
        hand = [t.ctx.layout.rect(seat_zone("hand", t.person))] if t.person is not None else []  # none in a demo
        status = [status_band(t.ctx.layout)]
        drawn = self.decals.get("status")
        if drawn is not None and drawn.surface is not None:
            status.append(drawn.rect)
        return [b.rect for b in t.buttons if b.visible] + hand + status

    def boxes_over(self) -> list[pygame.Rect]:
        """Where boxes lie over the cards as last drawn: Y's bubble, the banner, a notice, the status line
        risen over the field in its box (pt23: the mouse on a box named and lit the card under it)."""
        drawn = map(self.decals.get, BOXES)
        return [d.rect for d in drawn if d is not None and not d.under and d.surface is not None]

    def turn_words(self) -> str:
        """Whose turn, in words: as the table shows it, not as the engine has it."""
        t = self.table
        if t.intro:
            return t.dealing_words()
        if t.thinking_since is not None:
            # TRANSLATORS: a computer player is choosing its move (dots are added after it as it thinks).
            return in_sentence(_("{name} is thinking"), t.short[t.seat_to_move() or 0]) + "." * t.think_dots
        over = self.over_words()
        if over is not None:
            return over
        if t.turn_shown is None:
            return ""
        if t.turn_shown == t.person:
            asked = self.asked() if t.human_turn() else None
            if asked == ASK_CARD:
                # TRANSLATORS: the turn line while the player must choose which of the glowing field cards to take
                return _("Your choice: a card to take")
            if asked == ASK_CALL:
                # TRANSLATORS: the turn line while a question waits for the player's answer (Koi-Koi or stop?,
                # Go or Stop?, Swap hands?...)
                return _("Your call")
            return _("Your turn")
        # TRANSLATORS: the turn line while the one computer of a table of two plays ({name}'s turn for another seat)
        return named(t.short[t.turn_shown], _("The CPU's turn"), _("{name}'s turn"))

    def asked(self) -> str | None:
        """What the engine waits for the player to do besides playing a card
        from the hand: ASK_CARD (a field card to take), ASK_CALL (a question
        to answer), or None."""
        return None

    def over_words(self) -> str | None:
        """What the turn line says once the round is over; None: as at any other time."""
        return None

    def clear(self) -> None:
        """Draw everything afresh (the window changed, or a dialog closed)."""
        self.bg = None
        self.decals.clear()
        self.full = True

    def forget(self, *names: str) -> None:
        """Draw these decals again at the next frame."""
        for name in names:
            d = self.decals.get(name)
            if d is not None:
                d.key = None

    def decal(self, name: str, key: object, render: Callable[[], panel.Drawn], under: bool = True) -> None:
        d = self.decals.get(name)
        if d is None:
            d = self.decals[name] = Decal(under)
        if d.key == key:
            return
        if d.surface is not None:
            self.dirty.append(pygame.Rect(d.rect))
        d.key = key
        d.surface, d.rect = render()
        if d.surface is not None:
            self.dirty.append(pygame.Rect(d.rect))

    @abstractmethod
    def refresh(self) -> None:
        """Draw again any decal whose content changed (each game has its panels)."""

    # --- painting -----------------------------------------------------------------------------
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        t = self.table
        a, lay = t.ctx.assets, t.ctx.layout
        bg = a.felt(size).copy()
        seats = range(len(t.model.captured))
        zones = [seat_zone(what, p) for p in seats for what in ("hand", "captures")] + ["field", "deck", "info"]
        for name in zones:
            r = lay.rect(name).inflate(lay.px(8), lay.px(8))
            bg.blit(a.zone(r.size), r)
        for shade, where in panel.pile_shades(lay, t.geometry):
            bg.blit(shade, where)
        return bg

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Paint what changed since the last frame; the rectangles painted."""
        if self.bg is None or self.bg.get_size() != surface.get_size():
            self.bg = self.background(surface.get_size())
            self.full = True
        self.refreshed()
        self.buttons_changed()
        self.tags_changed(surface.get_rect())
        if self.full:
            self.full = False
            self.dirty = []
            rects = [surface.get_rect()]
        else:
            if not self.dirty:
                return []
            rects = merge_rects(self.dirty, surface.get_rect())
            self.dirty = []
        self.paint(surface, rects)
        return rects

    def buttons_changed(self) -> None:
        """Repaint where a button came, went or moved (it leaves nothing behind: a hidden Hint left a sliver of
        itself on the felt where the cards' repaints had not reached)."""
        for b in self.table.buttons:
            now = (b.visible, (b.rect.x, b.rect.y, b.rect.w, b.rect.h))
            was = self.buttons_seen.get(id(b))
            if was == now:
                continue
            self.buttons_seen[id(b)] = now
            for visible, rect in (was, now) if was is not None else (now,):
                if visible:
                    self.dirty.append(repaint_rect(pygame.Rect(rect)).inflate(0, 8))  # its shadow, 3 px below

    def draw_full(self, surface: pygame.Surface) -> None:
        """Paint all of the table (beneath a dialog, or for a screenshot)."""
        if self.bg is None or self.bg.get_size() != surface.get_size():
            self.bg = self.background(surface.get_size())
        self.refreshed()
        self.tags_changed(surface.get_rect())
        self.dirty = []
        self.paint(surface, [surface.get_rect()])

    def tags_changed(self, window: pygame.Rect) -> None:
        """Lay out the name tags on the others' last moves together (:mod:`.tags`), and repaint where one came,
        went or moved (a tag laid beside another moves when that one comes)."""
        now = laid_tags(self.table.sprites, self.table.ctx.assets, window, self.tag_obstacles())
        if now != self.tags:
            self.dirty += [box.inflate(4, 4) for _c, box in self.tags + now]
            self.tags = now

    def tag_obstacles(self) -> list[pygame.Rect]:
        """What else the table labels on the field, that a name tag keeps clear of (Go-Stop: the piles' tags)."""
        return []

    def paint(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        t = self.table
        a = t.ctx.assets
        hovered = t.pointer.hovered
        order = sorted((s for s in t.sprites if s.visible), key=lambda s: (s.card == hovered, s.z))
        bounds = [s.compute_bounds() for s in order]
        under = [(d.surface, d.rect) for d in self.decals.values() if d.under and d.surface is not None]
        over = [(d.surface, d.rect) for d in self.decals.values() if not d.under and d.surface is not None]
        assert self.bg is not None
        for r in rects:
            surface.set_clip(r)
            surface.blit(self.bg, r, r)
            for drawn, where in under:
                if where.colliderect(r):
                    surface.blit(drawn, where)
            for s, b in zip(order, bounds):
                if b.colliderect(r):
                    s.draw(surface, a)
            for card, box in self.tags:  # over every card, none over another
                if box.colliderect(r):
                    draw_tag(surface, t.sprites[card], a, box)
            for drawn, where in over:
                if where.colliderect(r):
                    surface.blit(drawn, where)
            for btn in t.buttons:
                if btn.visible and repaint_rect(btn.rect).colliderect(r):  # the button and the ring round it
                    btn.draw(surface, a)
            ring = t.focus.current if t.focus.visible else None
            if ring is not None and ring not in t.buttons and repaint_rect(ring.rect).colliderect(r):
                ring.draw(surface, a)  # the ring round a card offered
            if t.attract:
                self.paint_attract(surface)
        surface.set_clip(None)

    def paint_attract(self, surface: pygame.Surface) -> None:
        lay = self.table.ctx.layout
        if len(self.table.model.captured) > 2:
            # TRANSLATORS: the attract mode of a Go-Stop table of three
            words = _("Demo: three computer players. Click or press a key to return.")
        else:
            words = _("Demo: two computer players. Click or press a key to return.")
        t = self.table.ctx.assets.text(words, lay.px(20), (255, 236, 190))
        surface.blit(t, t.get_rect(midright=(lay.rect("hint").right - lay.px(6), lay.rect("hint").centery)))
