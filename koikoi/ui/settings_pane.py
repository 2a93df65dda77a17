"""The settings' description pane: as tall as the option it speaks of asks
(never less than :data:`LEAST` lines, never more than a third of the
panel), so the list above it shows as many rows as the window holds. The
pane never reaches over the row it speaks of: where that row stands low,
the pane takes the room beneath it; what does not fit scrolls by itself,
a line at a time, so that every word is read in turn (pt14/pt15: at
960x540 and 150% text a pane as tall as the longest description left only
five to seven rows)."""

from __future__ import annotations

from typing import Any

import pygame

from .settings_paint import description_texts, description_wrapped

LEAST = 2  # the lines the pane always has (a description and its value's meaning)
ROWS = 9  # the rows the list keeps in view, where the window holds them with the pane at its least
PAUSE = 2.5  # seconds a scrolling pane shows the same lines (twice that at its first)


def pane_box(scene: Any, lines: int) -> pygame.Rect:
    """The pane at ``lines`` lines, on the panel's foot."""
    px = scene.ctx.layout.px
    h = lines * scene.ctx.assets.font(scene.size).get_linesize() + px(14)
    pad = px(24)
    return pygame.Rect(scene.panel.x + pad, scene.panel.bottom - px(14) - h, scene.panel.w - 2 * pad, h)


def most_lines(scene: Any) -> int:
    """The pane's lines at most: a third of the panel's height, and no more
    than leave the list :data:`ROWS` rows (the pane scrolls what it cannot hold)."""
    px = scene.ctx.layout.px
    line = scene.ctx.assets.font(scene.size).get_linesize()
    top = scene.list_rect.y + ROWS * scene.row_h + px(14)  # the pane's highest top leaving the list its rows
    return max(LEAST, min((scene.panel.h // 3 - px(14)) // line, (scene.panel.bottom - px(28) - top) // line))


def lines_said(scene: Any) -> int:
    """The lines what the pane says now asks."""
    return len(description_wrapped(scene, description_texts(scene)))


def set_list_foot(scene: Any) -> None:
    """The list (and its scroll bar) down to just above the pane; its rows placed again."""
    px = scene.ctx.layout.px
    scene.list_rect.h = max(scene.row_h, scene.description_box.y - px(14) - scene.list_rect.y)
    scene.bar.rect.h = scene.list_rect.h
    scene.bar.set_extent(len(scene.rows) * scene.row_h, scene.list_rect.h)
    scene.place_rows()


def wanted_box(scene: Any) -> pygame.Rect:
    """The pane as tall as what it says asks, within its least and most."""
    return pane_box(scene, min(most_lines(scene), max(LEAST, lines_said(scene))))


def fit_pane(scene: Any) -> bool:
    """The pane sized for the option it speaks of, kept under that option's
    row where the row is in view (and under the left column's rows, in two
    columns); the list ends above it. True when the pane changed."""
    px = scene.ctx.layout.px
    row = scene.option_widgets.get(scene.described())
    floor = scene.column_end if not scene.single else 0
    if row is not None and row in scene.rows and row.visible:
        floor = max(floor, row.rect.bottom)
    lines = min(most_lines(scene), max(LEAST, lines_said(scene)))
    box = pane_box(scene, lines)
    while lines > LEAST and box.y - px(14) < floor:  # the pane stops short of the row it speaks of
        lines -= 1
        box = pane_box(scene, lines)
    changed = box != scene.description_box
    scene.description_box = box
    scene.pane_start, scene.pane_time = 0, 0.0
    if changed:
        set_list_foot(scene)
    return changed


def shown_lines(scene: Any) -> int:
    """The lines the pane holds."""
    line = scene.ctx.assets.font(scene.size).get_linesize()
    return max(1, (scene.description_box.h - scene.ctx.layout.px(14)) // line)


def tick(scene: Any, dt: float) -> bool:
    """A pane holding fewer lines than it says moves on a line after a
    pause (back to its first after its last); True when it moved."""
    over = lines_said(scene) - shown_lines(scene)
    if over <= 0:
        return False
    scene.pane_time += dt
    wait = PAUSE * (2 if scene.pane_start in (0, over) else 1)
    if scene.pane_time < wait:
        return False
    scene.pane_time = 0.0
    scene.pane_start = 0 if scene.pane_start >= over else scene.pane_start + 1
    return True


def keep_in_place(scene: Any, key: str, y: int) -> None:
    """The list scrolled so that ``key``'s row stands where it stood (at
    ``y``): the pointer that changed it is on it still, and the next
    click changes it again rather than the row that came under it."""
    row = scene.option_widgets.get(key)
    if row is None or row not in scene.rows:
        return
    mx, my = pygame.mouse.get_pos()
    scene.description_box = pane_box(scene, LEAST)  # the list at its longest while the row is put back
    set_list_foot(scene)  # (and no empty band above the list, pt14); the row wholly in it (a window made smaller):
    box, half = scene.list_rect, row.rect.h // 2
    shift = scene.scroll + row.rect.centery - max(box.y + half, min(y, box.bottom - row.rect.h + half))
    scene.bar.offset = 0  # where the list cannot scroll so far, the pointer on the row goes with it
    if not scene.bar.scroll_to(shift):
        scene.on_scroll(scene.scroll)
    # the pointer goes with the row it changed; not where the keyboard changed it (the motion hid the ring,
    # and the next ← did nothing: pt17)
    if not scene.focus.visible and abs(my - y) < scene.row_h // 2 and row.rect.centery != y:
        pygame.mouse.set_pos((mx, my + row.rect.centery - y))
    fit_pane(scene)  # then the pane under it, as tall as its words ask
    scene.invalidate()
