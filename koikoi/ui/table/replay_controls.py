"""Where the replay's controls stand (:mod:`.replay`): each shows its
words and key whole, at the text size chosen where the room holds it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import pgettext
from ..assets import MIN_TEXT
from ..widgets import Button

if TYPE_CHECKING:
    from .replay import ReplayTable


def lay_out(t: ReplayTable[Any, Any]) -> None:
    """Each control where it shows its words and key whole, at the text
    size chosen where the room holds it (smaller, never cut, where not):
    the left column holds, at the top, Back, Moves and Ask Hard, and,
    under the deck, one move back over one move forward; the row under
    the field holds Play on its left and the round buttons on its right.
    (The six in one row do not fit a table of three at 960x540 even at
    the least text size; nor do the round buttons fit the column.) The
    card pointed at is named in the strip over the field (:meth:`.ReplayTable.said`)."""
    lay = t.ctx.layout
    menu, row = t.menu_button.rect, lay.rect("hint")
    h, gap = menu.h, lay.px(8)
    room = min(row.x, lay.rect("opponent_hand").x) - lay.px(6) - menu.x  # the column, up to the zones
    column = (t.menu_button, t.moves_button, t.hard_button, t.back_button, t.next_button)
    w = min(room, max(menu.w, *(width_of(t, b, h) for b in column)))
    for b in (t.menu_button, t.moves_button):
        b.rect.w = w
    t.hard_button.rect = pygame.Rect(menu.x, t.moves_button.rect.bottom + gap, w, h)
    bottom = row.h - 4
    t.next_button.rect = pygame.Rect(menu.x, row.centery - bottom // 2, w, bottom)
    t.back_button.rect = t.next_button.rect.move(0, -bottom - gap)
    # the row: Play on the left, the round buttons at the right
    h = row.h - 4
    lefts = (t.play_button,)
    rights = (t.prev_round_button, t.next_round_button)
    full = [width_of(t, b, h) for b in (*lefts, *rights)]
    least = [width_of(t, b, h, least=True) for b in (*lefts, *rights)]
    space = row.w - 8 - gap * 2
    share = 1.0 if sum(full) <= space else max(0.0, (space - sum(least)) / max(1, sum(full) - sum(least)))
    widths = [round(lo + (hi - lo) * share) for lo, hi in zip(least, full)]
    t.play_button.rect = pygame.Rect(0, 0, widths[0], h)
    t.play_button.rect.midleft = (row.x + 4, row.centery)
    x = row.right - 4
    for b, bw in zip(reversed(rights), reversed(widths[1:])):
        b.rect = pygame.Rect(0, 0, bw, h)
        b.rect.midright = (x, row.centery)
        x = b.rect.left - lay.px(6)


def width_of(t: ReplayTable[Any, Any], b: Button, h: int, least: bool = False) -> int:
    """How wide ``b``, ``h`` high, must be to show its words (Play's and
    Pause's alike) and its key: at their size, or (``least``) at the least text size."""
    a = t.ctx.assets
    words = (pgettext("replay", "Pause"), pgettext("replay", "Play")) if b is t.play_button else (b.label,)
    if not least:
        return max(Button.width_for(a, w, h, b.key_label) for w in words)
    hint_w = a.font(Button.sizes_for(h)[1]).size(b.key_label)[0] + 8 if b.key_label else 0
    return max(a.font(a.unscaled(MIN_TEXT)).size(w)[0] for w in words) + hint_w + 2 * max(6, h // 5) + 2
