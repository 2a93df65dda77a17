"""The banner across the table: a word in large type and a line or two
beneath ("Koi-Koi!", "Round 3", "No koi-koi left"), shown for a while and
popping in as it appears; with the player's reduced motion (``still``) it
fades in quickly at its own size instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..assets import TEXT, TEXT_DIM, Assets
from ..layout import Layout
from ..tween import FADE_S, ease_out_cubic
from ..widgets import draw_panel, wrap

if TYPE_CHECKING:
    from .view import TableParts

READ_S = 2.0  # a banner that must be read (the opponent's koi-koi, their Go) stays this long, whatever the speed
SEEN_S = 0.6  # a banner stands this long before a click or key ends it: a quick click meant for a card never hides it
DRAW_Y = 0.36  # the first dealer's draw lies this far down the field


def dealer_draw(layout: Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the two cards drawn for the first dealer lie (the player's
    card, the opponent's), side by side a little above the field's middle
    and as large as the hand's, so that the banner beneath keeps clear of them."""
    field = layout.rect("field")
    w, h = layout.card_size("player_hand")
    cy = round(field.y + field.h * DRAW_Y)
    return (pygame.Rect(round(field.centerx - 1.3 * w), cy - h // 2, w, h),
            pygame.Rect(round(field.centerx + 0.3 * w), cy - h // 2, w, h))


def call_said(t: TableParts, seat: int, shout: str, said: str, seconds: float, wait: float) -> float:
    """A seat's call across the table (Koi-Koi's koi-koi, Go-Stop's Go or
    Stop): ``shout`` in large type, ``said`` under it, a sentence naming
    the seat from the player's side ("CPU called Go..."). The person's own
    shows ``seconds`` (at speed 1) and the table goes on after ``wait``; any
    other seat's stays :data:`READ_S` at least, whatever the speed, and the
    table waits for it to be read. Returns the wait, in seconds of real time."""
    if seat == t.person:
        t.say(shout, said, seconds, big=True)
        return t.secs(wait)
    t.say(shout, said, seconds, big=True, at_least=READ_S)
    return max(READ_S, t.secs(wait))


def give_way(banner: Banner, cards: list[pygame.Rect], hand: pygame.Rect | None, layout: Layout,
             assets: Assets) -> bool:
    """While the player is asked a move, the banner covers none of the
    field's ``cards`` (with the information panel and the status line, which
    the table adds to them) nor the ``hand`` they play from (issue 39: "Ppuk!"
    and "Go!" stood 2 s over the field as the player's turn came): it moves
    clear of them (:meth:`Banner.clear_of_cards`), and where no place in
    the window is, it ends. True when it moved or ended (drawn again)."""
    if hand is not None:  # a hand card held up rises out of its zone
        cards = [*cards, hand.inflate(0, 2 * layout.px(24))]
    keep = tuple(cards)
    if not banner.up or not keep or banner.clear_of == keep:
        return False
    banner.clear_of = keep
    banner.forget()
    if banner.render_base(layout, assets)[1].collidelist(list(keep)) >= 0:
        banner.end()
    return True


def free_places(box: pygame.Rect, window: pygame.Rect, keep: list[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """Every place for ``box`` in the window clear of each of ``keep`` by
    ``gap``: beside each of them (its edges' lines, the window's) on both axes."""
    xs = {window.left, window.right - box.w, *(r.right + gap for r in keep), *(r.left - gap - box.w for r in keep)}
    ys = {window.top, window.bottom - box.h, *(r.bottom + gap for r in keep), *(r.top - gap - box.h for r in keep)}
    spaced = [r.inflate(2 * gap, 2 * gap) for r in keep]
    out = []
    for x in xs:
        for y in ys:
            r = pygame.Rect(x, y, box.w, box.h)
            if window.contains(r) and r.collidelist(spaced) < 0:
                out.append(r)
    return out


def with_tags(surf: pygame.Surface, box: pygame.Rect, tags: list[tuple[pygame.Surface, pygame.Rect]],
              window: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """The banner and its name tags on one surface, over the rect holding them all."""
    if not tags:
        return surf, box
    whole = box.unionall([r for _s, r in tags]).clip(window)
    out = pygame.Surface(whole.size, pygame.SRCALPHA)
    for s, r in [(surf, box), *tags]:
        out.blit(s, (r.x - whole.x, r.y - whole.y))
    return out, whole


class Banner:
    def __init__(self) -> None:
        self.text = ""
        self.sub = ""
        self.big = False
        self.low = False  # beneath the first dealer's draw (:func:`dealer_draw`)
        self.sticky = False  # news the player needs: it outlives a skipped deal
        self.above: str | None = None  # a zone whose top the banner keeps above (a replay's row of buttons)
        self.clear_of: tuple[pygame.Rect, ...] = ()  # the cards it speaks of (a redeal's), kept in sight
        self.tags: tuple[tuple[str, tuple[int, int, int, int]], ...] = ()  # names by cards (the dealer's draw)
        self.left = 0.0  # seconds still to show
        self.age = 0.0  # seconds shown
        self._base: tuple[object, pygame.Surface | None, pygame.Rect] | None = None

    @property
    def up(self) -> bool:
        return bool(self.text)

    def say(self, text: str, sub: str, seconds: float, big: bool = False, low: bool = False,
            sticky: bool = False, tags: tuple[tuple[str, pygame.Rect], ...] = ()) -> None:
        """``tags``: a name to show by each of these cards (whose card each drawn one is)."""
        self.text, self.sub, self.big, self.low, self.sticky = text, sub, big, low, sticky
        self.tags = tuple((name, (card[0], card[1], card[2], card[3])) for name, card in tags)
        self.left, self.age, self.clear_of = seconds, 0.0, ()

    def end(self) -> None:
        self.text = self.sub = ""
        self.left = 0.0

    def update(self, dt: float) -> bool:
        """Advance the clock; True when the banner has just gone."""
        if self.left <= 0:
            return False
        self.age += dt
        self.left -= dt
        if self.left <= 0:
            self.end()
            return True
        return False

    def key(self, pace: float, still: bool = False) -> tuple:
        """What the drawn banner depends on (for the table's decal cache)."""
        if not self.text:
            return (self.text, self.sub, self.big, self.low, 1.0, 1.0)
        return (self.text, self.sub, self.big, self.low, round(self.scale(pace, still), 2),
                round(self.opacity(still), 2), tuple(map(tuple, self.clear_of)), self.tags)

    def scale(self, pace: float, still: bool = False) -> float:
        """The banner pops in: a little larger at first, settling to its size
        (``pace``: seconds a second of animation lasts, at the speed set);
        ``still`` (reduced motion): at its size from the first."""
        if still:
            return 1.0
        grow = 0.45 if self.big else 0.12
        t = min(1.0, self.age / (0.3 * pace))
        return 1.0 + grow * (1 - ease_out_cubic(t))

    def opacity(self, still: bool) -> float:
        """How much of the banner shows: with reduced motion (``still``) it
        fades in over a moment, whatever the speed; else it is whole."""
        return min(1.0, self.age / FADE_S) if still else 1.0

    def render(self, layout: Layout, assets: Assets, pace: float,
               still: bool = False) -> tuple[pygame.Surface | None, pygame.Rect]:
        key = (self.text, self.sub, self.big, self.low, layout.window, tuple(map(tuple, self.clear_of)), self.tags)
        if self._base is None or self._base[0] != key:
            self._base = (key, *self.render_base(layout, assets))
        _, surf, box = self._base
        scale = self.scale(pace, still)
        if surf is not None and self.opacity(still) < 1:
            faded = surf.copy()
            faded.set_alpha(round(255 * self.opacity(still)))
            return faded, box
        if surf is None or scale <= 1.001 or self.clear_of:  # kept clear of cards: at its place, not grown
            return surf, box
        window = pygame.Rect((0, 0), layout.window)
        scale = min(scale, window.w / box.w, window.h / box.h)  # popping in, it never passes the window's edge
        big = pygame.transform.smoothscale(surf, (round(box.w * scale), round(box.h * scale)))
        return big, big.get_rect(center=box.center).clamp(window)

    def forget(self) -> None:
        """Render afresh next time (the window changed)."""
        self._base = None

    def render_base(self, layout: Layout, assets: Assets) -> tuple[pygame.Surface | None, pygame.Rect]:
        r = layout.rect("banner")
        if not self.text:
            return None, r
        px = layout.px
        window = pygame.Rect((0, 0), layout.window)
        room = min(r.w, window.w - px(16)) - px(40)
        t = self.title(assets, px(64 if self.big else 40), px(28), room)
        sub_size = px(22)
        lines = [assets.text(line, sub_size, TEXT_DIM) for line in wrap(self.sub, assets.font(sub_size), room - px(20))]
        line_h = max(px(26), assets.font(sub_size).get_linesize())
        w = max([t.get_width()] + [s.get_width() for s in lines]) + px(60)
        h = t.get_height() + (len(lines) * line_h + px(6) if lines else 0) + px(28)
        box = pygame.Rect(0, 0, min(w, window.w), min(h, window.h))
        box.center = r.center
        if self.low:  # under the drawn cards, over the empty hand if need be
            box.midtop = (r.centerx, dealer_draw(layout)[0].bottom + px(10))
        if self.above is not None:  # clear of the buttons there: it may lie over the drawn cards' lower part
            box.bottom = min(box.bottom, layout.rect(self.above).top - px(4))
        box.clamp_ip(window)  # never past the window's edge
        if self.clear_of:
            box = self.clear_of_cards(box, window, px(10))
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), radius=px(16), alpha=225)
        surf.blit(t, t.get_rect(midtop=(box.w // 2, px(14))))
        for i, line in enumerate(lines):
            surf.blit(line, line.get_rect(midtop=(box.w // 2, px(14) + t.get_height() + px(4) + i * line_h)))
        return with_tags(surf, box, self.tag_boxes(layout, assets), window)

    def tag_boxes(self, layout: Layout, assets: Assets) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each name tag drawn, just above its card (pt16: the drawn cards were named only in the sentence)."""
        px, out = layout.px, []
        window = pygame.Rect((0, 0), layout.window)
        for name, card in self.tags:
            words = assets.text(name, px(22), TEXT, bold=True)
            tag = pygame.Rect(0, 0, words.get_width() + px(24), words.get_height() + px(8))
            tag.midbottom = (pygame.Rect(card).centerx, pygame.Rect(card).top - px(6))
            tag.clamp_ip(window)
            surf = pygame.Surface(tag.size, pygame.SRCALPHA)
            draw_panel(surf, surf.get_rect(), radius=px(10), alpha=225)
            surf.blit(words, words.get_rect(center=surf.get_rect().center))
            out.append((surf, tag))
        return out

    def clear_of_cards(self, box: pygame.Rect, window: pygame.Rect, gap: int) -> pygame.Rect:
        """``box`` moved where it covers none of the cards it speaks of
        (:attr:`clear_of`): where it is, else just under them, just above
        them, beside them, the nearest of those that stays in the window."""
        cards = self.clear_of[0].unionall(list(self.clear_of[1:]))
        if box.collidelist(list(self.clear_of)) < 0:
            return box
        tried = [box.copy() for _ in range(4)]
        tried[0].top = cards.bottom + gap
        tried[1].bottom = cards.top - gap
        tried[2].left = cards.right + gap
        tried[3].right = cards.left - gap
        fits = [r for r in tried if window.contains(r) and r.collidelist(list(self.clear_of)) < 0]
        if not fits:  # else any place in the window clear of them (over the other seats' hands or captures)
            fits = free_places(box, window, list(self.clear_of), gap)
        if not fits:  # none whole: where it covers the fewest of them
            return min((r.clamp(window) for r in tried), key=lambda r: len(r.collidelistall(list(self.clear_of))))
        return min(fits, key=lambda r: abs(r.centery - box.centery) + abs(r.centerx - box.centerx))

    def title(self, assets: Assets, size: int, smallest: int, room: int) -> pygame.Surface:
        """The banner's word in large type within ``room``: smaller down to
        ``smallest``, and past that on as many lines as it needs, never cut."""
        colour = (255, 226, 150) if self.big else TEXT
        lowest = assets.unscaled(smallest)
        for s in range(size, lowest - 1, -1):
            if assets.font(s, True).size(self.text)[0] <= room:
                return assets.text(self.text, s, colour, bold=True)
        font = assets.font(lowest, True)
        shown = [assets.text(line, lowest, colour, bold=True) for line in wrap(self.text, font, room)]
        surf = pygame.Surface((max(x.get_width() for x in shown), font.get_linesize() * (len(shown) - 1)
                               + shown[-1].get_height()), pygame.SRCALPHA)
        for i, line in enumerate(shown):
            surf.blit(line, line.get_rect(midtop=(surf.get_width() // 2, i * font.get_linesize())))
        return surf
