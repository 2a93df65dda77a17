"""Painting the table: the felt and the zones once (the background), the
panels and the banner as cached surfaces (decals) drawn again only when
what they show changes, the cards over them, and only the rectangles that
changed each frame. :class:`CardCanvas` is the painting both games'
tables share; :class:`Canvas` adds Koi-Koi's panels (Go-Stop's are in
:mod:`koikoi.ui.gostop.painter`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import _, language
from ..assets import MONTH_NAMES
from ..layout import seat_zone
from ..progress import progress
from ..scene import merge_rects
from . import panel

if TYPE_CHECKING:  # pragma: no cover
    from .base import CardTable
    from .table import TableScene


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

    table: CardTable[Any, Any]  # the table painted, of either game

    def __init__(self, table: CardTable[Any, Any]) -> None:
        self.table = table
        self.dirty: list[pygame.Rect] = []
        self.full = True
        self.bg: pygame.Surface | None = None
        self.decals: dict[str, Decal] = {}

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
        self.refresh()
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

    def draw_full(self, surface: pygame.Surface) -> None:
        """Paint all of the table (beneath a dialog, or for a screenshot)."""
        if self.bg is None or self.bg.get_size() != surface.get_size():
            self.bg = self.background(surface.get_size())
        self.refresh()
        self.dirty = []
        self.paint(surface, [surface.get_rect()])

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
            for drawn, where in over:
                if where.colliderect(r):
                    surface.blit(drawn, where)
            for btn in t.buttons:
                if btn.visible and btn.rect.inflate(8, 8).colliderect(r):
                    btn.draw(surface, a)
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


class Canvas(CardCanvas):
    """Koi-Koi's table: its information panel, the piles' labels, the status line."""

    table: TableScene

    # --- what the panels show ------------------------------------------------------------
    def info(self) -> panel.Info:
        t = self.table
        m = t.match
        rnd = m.round
        scores = t.shown_scores()
        names = t.names

        def row(p: int) -> panel.Row:
            return panel.Row(names[p], scores[p], rnd.dealer == p, rnd.koikoi_calls[p], t.turn_shown == p)

        rows = (row(1), row(0))  # the opponent's, then the player's
        # TRANSLATORS: the heading of a player's progress toward yaku in the information panel.
        yaku = tuple(
            (_("Your yaku") if p == t.person else _("{name}'s yaku").format(name=t.short[p]),
             tuple(progress(t.rules, rnd.captures[p], rnd.captures[1 - p], rnd.month, limit=4)))
            for p in (0, 1))
        # TRANSLATORS: the information panel: the round's month, by its flower ({month}: "Plum").
        month = _("{month} month").format(month=_(MONTH_NAMES[rnd.month]))
        return panel.Info(self.head(), month, rows, self.turn_words(), yaku, language())

    def head(self) -> str:
        """The information panel's heading: "Round 4 of 12", "Round 4  ·  to 50"."""
        t = self.table
        n = t.match.round_no
        rounds, target = t.rules.match.rounds, t.rules.match.target
        # TRANSLATORS: the information panel's heading: {round} is the round's number, {rounds} how many the
        # match has, {target} the points the match is played to ("Round 4 of 12  ·  to 50").
        if rounds and target:
            return _("Round {round} of {rounds}  ·  to {target}").format(round=n, rounds=rounds, target=target)
        if rounds:
            return _("Round {round} of {rounds}").format(round=n, rounds=rounds)
        if target:
            return _("Round {round}  ·  to {target}").format(round=n, target=target)
        return _("Round {round}").format(round=n)

    def turn_words(self) -> str:
        """Whose turn, in words: as the table shows it, not as the engine has it."""
        t = self.table
        rnd = t.match.round
        if t.intro:
            return _("Dealing the cards  ·  click to skip")
        if t.thinking_since is not None:
            # TRANSLATORS: a computer player is choosing its move (dots are added after it as it thinks).
            return _("{name} is thinking").format(name=t.short[t.match.to_move or 0]) + "." * t.think_dots
        if rnd.over:
            return _("Round over") if t.result_shown else ""
        if t.turn_shown is None:
            return ""
        if t.turn_shown == t.person:
            return _("Your turn")
        return _("{name}'s turn").format(name=t.short[t.turn_shown])

    def refresh(self) -> None:
        """Draw again any decal whose content changed; mark its old and new rects."""
        t = self.table
        lay, a = t.ctx.layout, t.ctx.assets
        window = lay.window
        for p in (0, 1):
            pile = tuple(t.model.captured[p])
            self.decal(f"piles{p}", (panel.pile_key(pile), window),
                       partial(panel.render_pile_labels, p, pile, lay, a, t.geometry))
        info = self.info()
        self.decal("info", (info, window), lambda: panel.render_info(info, lay, a))
        said = t.status()
        shown = [b.rect.left for b in (t.lay_button, t.hint_button) if b.visible]
        right = min(shown) if shown else lay.rect("hint").right
        self.decal("status", (said, right, window), lambda: panel.render_status(said, right, lay, a))
        self.decal("turn", (t.turn_shown, window), lambda: panel.render_turn(t.turn_shown, lay))
        count = t.model.deck_count
        self.decal("deck", (count, window), lambda: panel.render_deck(count, lay, a))
        problems = t.problem_words()
        self.decal("notice", (problems, window), lambda: panel.render_notice(problems, lay, a), under=False)
        pace = t.secs(1.0)
        self.decal("banner", (t.banner.key(pace), window), lambda: t.banner.render(lay, a, pace), under=False)
