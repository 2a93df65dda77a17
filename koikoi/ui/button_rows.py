"""How wide the buttons of a row are: as their words and keys need at the
text size chosen, within the room the screen gives them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .assets import MIN_TEXT, Assets
from .layout import Layout
from .widgets import Button, ringed_keys


def row_widths(assets: Assets, buttons: Sequence[tuple[str, str, bool]], height: int, least: Sequence[int],
               room: int, gap: int, kind: type[Button] = Button) -> list[int]:
    """The widths of a row of buttons of ``height`` (each its label, key
    label and whether primary): each at least its ``least``, and as wide as
    its words and key need at the text size chosen; where the row would
    pass ``room`` (gaps included), each as wide as its words need at the
    largest size all fit at together (a row draws its words at one size:
    :func:`share_rows`), else the extra widths shrink alike, never under
    their ``least``."""
    need = [max(w, kind.width_for(assets, label, height, keys, primary))
            for w, (label, keys, primary) in zip(least, buttons)]
    spare = room - gap * (len(need) - 1) - sum(least)
    extra = sum(n - w for n, w in zip(need, least))
    if extra <= spare:
        return need
    size, hint_size = kind.sizes_for(height)  # else the largest size at which all the row's words fit at once
    pad = 2 * max(6, height // 5) + 4
    for s in range(size - 1, assets.unscaled(MIN_TEXT) - 1, -1):
        at = [max(w, assets.font(s, primary).size(label)[0] + assets.font(hint_size).size(ringed_keys(keys))[0]
                  + 8 + pad) for w, (label, keys, primary) in zip(least, buttons)]
        left = room - gap * (len(at) - 1) - sum(at)
        if left >= 0:  # and the rest of the room shared out: the row as wide as before
            return [w + left // len(at) + (i < left % len(at)) for i, w in enumerate(at)]
    share = max(0, spare) / extra if extra else 0
    return [w + int((n - w) * share) for n, w in zip(need, least)]


def share_rows(widgets: Iterable[object]) -> None:
    """The buttons standing in one row (the same top and height), or made one
    by :func:`one_row`, drawn at one text size, the smallest any of them needs
    (:attr:`Button.row`): a row of two sizes read as two kinds of button."""
    rows: dict[object, list[Button]] = {}
    for w in widgets:
        if isinstance(w, Button):
            rows.setdefault(w.together if w.together is not None else (w.rect.y, w.rect.h), []).append(w)
    for row in rows.values():
        for b in row:  # a dialog's answers a row even when one: its size kept as the ring comes and goes
            b.row = tuple(row) if len(row) > 1 or b.together is not None else ()


def widen_corner(buttons: Iterable[Button], layout: Layout, assets: Assets) -> None:
    """The table's corner buttons (Menu, Moves), one over another: as wide
    as their words and keys need at the text size chosen, up to the zones
    beside them (the opponent's hand, the line under the field)."""
    buttons = list(buttons)
    first = buttons[0].rect
    room = min(layout.rect("hint").x, layout.rect("opponent_hand").x) - layout.px(6) - first.x
    need = max(b.width_for(assets, b.label, first.h, b.key_label) for b in buttons)
    for b in buttons:
        b.rect.w = max(first.w, min(room, need))


def one_row(buttons: Sequence[Button]) -> None:
    """A dialog's answers, side by side or one above the other, as one row
    for :func:`share_rows`: their words at one size wherever they stand (a
    lesson's Continue shrank to fit at 150% text beside a Leave at its full
    size)."""
    group = object()
    for b in buttons:
        b.together = group
    share_rows(buttons)
