"""Where an arrow key takes the keyboard's ring on a screen laid out in rows
and columns (the title): to the nearest control the way the arrow points,
not to the next in Tab order (↑ from "Settings" goes to "New match" above
it, not to "How to play" beside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from .widgets import Widget

# the arrows' directions on the screen: (dx, dy)
UP, DOWN, LEFT, RIGHT = (0, -1), (0, 1), (-1, 0), (1, 0)


def gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The room between two spans on a line (0 where they overlap)."""
    return max(0, b0 - a1, a0 - b1)


def nearest(controls: Sequence["Widget"], current: "Widget", way: tuple[int, int]) -> "Widget | None":
    """The control nearest ``current`` in the direction ``way``: wholly past
    its edge that way; the nearest along the way first, then the one most in
    line with it (a control beside the line counts its distance off it twice).
    None where there is none that way."""
    r = current.rect
    dx, dy = way
    best: tuple[int, int, int, int] | None = None
    found = None
    for w in controls:
        o = w.rect
        if w is current:
            continue
        if dy:
            along = (o.top - r.bottom) if dy > 0 else (r.top - o.bottom)
            off = gap(r.left, r.right, o.left, o.right)
            centre = abs(o.centerx - r.centerx)
        else:
            along = (o.left - r.right) if dx > 0 else (r.left - o.right)
            off = gap(r.top, r.bottom, o.top, o.bottom)
            centre = abs(o.centery - r.centery)
        if along < -2:  # not wholly that way (two pixels of slack for rounding)
            continue
        key = (1 if off else 0, max(0, along) + 2 * off, centre, controls.index(w))
        if best is None or key < best:
            best, found = key, w
    return found
