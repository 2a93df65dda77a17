"""Card sprites: a card's place on the table, tweened toward where it belongs.

A sprite's state is its centre, its height, how far it has turned face up
(0 back, 1 face), its hover lift and its opacity. ``move_to`` starts tweens
from where the sprite is now, so a card redirected mid-flight never jumps.
It is the one place a card's travel is decided: with ``fade`` (the
player's reduced motion) the card leaves its place at once and fades in
where it lands, at the moment a slide would have landed, and a flip shows
the new face at once; the move takes the same time either way, so the
table's pace and sounds are the same.
"""

from __future__ import annotations

import math

import pygame

from .assets import Assets
from .kind_marks import INK
from .layout import card_pixels
from .tween import FADE_S, FadeIn, Tween, at_once, ease_in_out_cubic, ease_out_cubic


SHIFT = 0.6  # with reduced motion, a move shorter than this share of the card's height (its width) is a step


class CardSprite:
    __slots__ = (
        "card", "x", "y", "h", "face", "lift", "alpha", "z", "visible", "glow", "mark", "dashed", "badge", "tag",
        "_tx", "_ty", "_th", "_tf", "_tl", "_ta", "bounds", "target",
    )

    def __init__(self, card: int, x: float = 0, y: float = 0, h: float = 100, face: float = 0) -> None:
        self.card = card
        self.x, self.y, self.h, self.face = x, y, h, face
        self.lift = 0.0
        self.alpha = 1.0  # below 1 only while fading in (reduced motion)
        self.z = 0
        self.visible = False
        self.glow: tuple[int, int, int] | None = None
        self.mark: tuple[int, int, int] | None = None  # an outline drawn over the card (the last move)
        self.dashed = False  # ... drawn in dashes (the last move's), not whole (a steal's)
        self.badge = ""  # a key shown on a disc at the card's top edge ("1", "2")
        self.tag = ""  # whose last move this card was ("CPU 1"), on a dark label over its top left corner (table.tags)
        self._tx: Tween | None = None
        self._ty: Tween | None = None
        self._th: Tween | None = None
        self._tf: Tween | None = None
        self._tl: Tween | None = None
        self._ta: Tween | None = None
        self.bounds = pygame.Rect(0, 0, 0, 0)
        self.target: tuple[float, float, float, float] = (x, y, h, face)

    # --- motion --------------------------------------------------------------
    def place(self, x: float, y: float, h: float, face: float) -> None:
        """Put the sprite there at once."""
        self.x, self.y, self.h, self.face, self.alpha = x, y, h, face, 1.0
        self._tx = self._ty = self._th = self._tf = self._ta = None
        self.target = (x, y, h, face)

    def move_to(self, x: float, y: float, h: float, face: float, duration: float, delay: float = 0.0,
                flip_duration: float | None = None, fade: bool = False) -> None:
        """Head for (x, y, h, face) over ``duration`` seconds after ``delay``:
        sliding and turning, or with ``fade`` (reduced motion) fading."""
        self.target = (x, y, h, face)
        if duration <= 0 and delay <= 0:
            self.place(x, y, h, face)
            return
        if fade:
            self.fade_to(x, y, h, face, duration, delay)
            return
        self._ta, self.alpha = None, 1.0
        ease = ease_in_out_cubic if duration > 0.3 else ease_out_cubic
        self._tx = Tween(self.x, x, duration, delay=delay, ease=ease) if x != self.x else None
        self._ty = Tween(self.y, y, duration, delay=delay, ease=ease) if y != self.y else None
        self._th = Tween(self.h, h, duration, delay=delay, ease=ease) if h != self.h else None
        fd = duration if flip_duration is None else flip_duration
        self._tf = Tween(self.face, face, fd, delay=delay, ease=ease_in_out_cubic) if face != self.face else None

    def fade_to(self, x: float, y: float, h: float, face: float, duration: float, delay: float) -> None:
        """Reduced motion: at ``delay`` the card leaves its place (a card that
        only turns, or shifts over a little, is there and then); moved, it fades in
        where it lands over the last moments of ``duration``, so it is whole
        when a slide would have landed (and its sound is heard)."""
        def jump(start: float, end: float) -> Tween | None:  # there at once, but as long on its way as a slide
            return Tween(start, end, max(0.0, duration), delay=delay, ease=at_once) if start != end else None

        self._tx, self._ty, self._th, self._tf = jump(self.x, x), jump(self.y, y), jump(self.h, h), jump(self.face, face)
        # a card that goes elsewhere fades; one that shifts over by less than
        # its width (a hand closing up, a pile spaced anew) just steps over,
        # as a whole hand blinking out at each play would tire the eye more
        far = h != self.h or math.hypot(x - self.x, y - self.y) > SHIFT * h
        fade = min(FADE_S, max(0.0, duration))
        self._ta = FadeIn(delay, fade, delay=delay + max(0.0, duration) - fade) if far else None
        if not far:
            self.alpha = 1.0

    def lift_to(self, lift: float, duration: float) -> None:
        heading = self._tl.end if self._tl is not None else self.lift
        if lift != heading:
            self._tl = Tween(self.lift, lift, duration)

    @property
    def travelling(self) -> bool:
        """Moving across the table or turning (a hover lift does not count)."""
        return any(t is not None for t in (self._tx, self._ty, self._th, self._tf, self._ta))

    @property
    def moving(self) -> bool:
        return any(t is not None for t in (self._tx, self._ty, self._th, self._tf, self._tl, self._ta))

    def update(self, dt: float) -> bool:
        """Advance the tweens; True when anything changed."""
        changed = False
        for name in ("_tx", "_ty", "_th", "_tf", "_tl", "_ta"):
            tw = getattr(self, name)
            if tw is None:
                continue
            v = tw.step(dt)
            attr = {"_tx": "x", "_ty": "y", "_th": "h", "_tf": "face", "_tl": "lift", "_ta": "alpha"}[name]
            if getattr(self, attr) != v:
                setattr(self, attr, v)
                changed = True
            if tw.done:
                setattr(self, name, None)
        return changed

    # --- geometry and drawing --------------------------------------------------
    def size(self) -> tuple[int, int]:
        return card_pixels(self.h)

    def rect(self) -> pygame.Rect:
        w, h = self.size()
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift))
        return r

    def resting(self) -> pygame.Rect:
        """Where the card comes to rest (its rect once its move ends)."""
        x, y, h, _face = self.target
        r = pygame.Rect((0, 0), card_pixels(h))
        r.center = (round(x), round(y))
        return r

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect().collidepoint(pos)

    def compute_bounds(self) -> pygame.Rect:
        r = self.rect()
        pad = max(6, r.w // 6) + 2
        b = r.inflate(2 * pad, 2 * pad)
        if self.badge:  # the disc rises above the card's edge
            rise = max(9, r.w // 6)
            b.y -= rise
            b.h += rise
        b.h += max(2, round(self.lift * 0.5)) + 4  # the shadow falls lower when lifted
        if self.tag:  # the label rises above the card's edge, and may run wider than a small card
            rise = max(16, r.w // 3)
            b.y -= rise
            b.h += rise
            b.w += r.w
            b.x -= 2
        return b

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        if self.alpha < 1:
            self.draw_fading(surface, assets)
            return
        w, h = self.size()
        r = self.rect()
        moving = self.moving
        # the turn: width follows |cos|, the face shows once past half way
        turn = abs(math.cos(self.face * math.pi))
        showing_face = self.face >= 0.5
        card = self.card if showing_face else -1
        shadow = assets.shadow((w, h))
        sdrop = 3 + round(self.lift * 0.35) + (4 if moving else 0)
        if turn > 0.999:
            surface.blit(shadow, shadow.get_rect(center=(r.centerx + 2, r.centery + sdrop)))
        if self.glow is not None:
            g = assets.glow((w, h), self.glow)
            surface.blit(g, g.get_rect(center=r.center))
        img = assets.card_fast(card, (w, h)) if (moving or turn < 0.999) else assets.card(card, (w, h))
        if turn < 0.999:
            tw = max(1, round(w * turn))
            img = pygame.transform.scale(img, (tw, h))
            surface.blit(img, img.get_rect(center=r.center))
        else:
            surface.blit(img, r)
            if self.mark is not None:  # the last move's (or a steal's) outline, on a dark keyline
                line = max(2, round(w / 22))
                if self.dashed:
                    dashed_frame(surface, r.inflate(2, 2), self.mark, line)
                else:
                    pygame.draw.rect(surface, INK, r.inflate(2 + 2 * line, 2 + 2 * line), width=line,
                                     border_radius=max(3, w // 9) + line)
                    pygame.draw.rect(surface, self.mark, r.inflate(2, 2), width=line, border_radius=max(3, w // 9))
            if self.badge:
                self.draw_badge(surface, assets, r)
            # its tag (whose last move it was) is drawn over every card, with the others' (table.tags)

    def draw_fading(self, surface: pygame.Surface, assets: Assets) -> None:
        """The card and its shadow, partly seen (reduced motion's fade in);
        its glow, outline and badge wait until it is whole."""
        if self.alpha <= 0:
            return
        w, h = self.size()
        r = self.rect()
        a = round(255 * self.alpha)
        shadow = assets.shadow((w, h)).copy()
        shadow.set_alpha(a)
        surface.blit(shadow, shadow.get_rect(center=(r.centerx + 2, r.centery + 3 + round(self.lift * 0.35))))
        img = assets.card_fast(self.card if self.face >= 0.5 else -1, (w, h)).copy()
        img.set_alpha(a)
        surface.blit(img, r)

    def draw_badge(self, surface: pygame.Surface, assets: Assets, r: pygame.Rect) -> None:
        """The key that picks this card, on a disc half over its top edge."""
        rad = max(9, r.w // 6)
        centre = (r.centerx, r.top + rad // 3)
        pygame.draw.circle(surface, (20, 16, 14), (centre[0], centre[1] + 2), rad + 2)
        pygame.draw.circle(surface, (120, 230, 255), centre, rad + 1)
        pygame.draw.circle(surface, (18, 40, 52), centre, rad - 1)
        t = assets.text(self.badge, round(rad * 1.6), (235, 250, 255), bold=True, shadow=False)
        surface.blit(t, t.get_rect(center=(centre[0], centre[1] + 1)))


def dashed_frame(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], line: int) -> None:
    """A frame of dashes round ``rect``, each on a dark keyline: a corner
    bracket at each corner and dashes between, so that the frame reads as
    dashed at any size and whatever the colour is seen as (the last move's
    outline; a choice's cards glow whole)."""
    dash = max(4, rect.w // 6)
    gap = max(3, rect.w // 10)

    def runs(length: int) -> list[tuple[int, int]]:
        """Where the dashes lie along a side of ``length``: from each end, with gaps, evenly."""
        n = max(2, (length + gap) // (dash + gap))
        step = (length - dash) / (n - 1)
        return [(round(i * step), dash) for i in range(n)]

    pieces = []
    for at, size in runs(rect.w):
        pieces.append(pygame.Rect(rect.left + at, rect.top, size, line))
        pieces.append(pygame.Rect(rect.left + at, rect.bottom - line, size, line))
    for at, size in runs(rect.h):
        pieces.append(pygame.Rect(rect.left, rect.top + at, line, size))
        pieces.append(pygame.Rect(rect.right - line, rect.top + at, line, size))
    for piece in pieces:
        pygame.draw.rect(surface, INK, piece.inflate(2, 2))
    for piece in pieces:
        pygame.draw.rect(surface, colour, piece)

