"""The settings' still picture: the title, the panel, the two columns'
headings and the notes beneath the left column (:mod:`.scenes.settings_menu`
lays the screen out; this paints what does not change as the pointer moves)."""

from __future__ import annotations

from typing import Any

import pygame

from ..i18n import _
from .assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from .widgets import draw_panel, draw_text, wrap

ERROR = (-1, -1, -1)  # the colour the scene gives its refusals (told at painting)


def paint_backdrop(scene: Any, surface: pygame.Surface) -> None:
    """The title, the panel, the columns' headings, the rule over the description line, the notes."""
    a = scene.ctx.assets
    px = scene.ctx.layout.px
    surface.blit(a.felt(surface.get_size()), (0, 0))
    title = pygame.Rect(0, px(10), surface.get_width(), px(56))
    draw_text(surface, a, _("Settings"), scene.text_size(50), GOLD_LIGHT, title, bold=True, align="centre")
    draw_panel(surface, scene.panel, radius=px(18))
    head = scene.text_size(28)
    heading_h = a.font(head, True).get_linesize()
    # TRANSLATORS: the heading of the settings' game options (a column, or the list's first part)
    for column, text in () if scene.single else ((scene.left, _("Game")), (scene.right, scene.rules_heading())):
        box = pygame.Rect(column.x + px(6), scene.panel.y + px(14), column.w, heading_h)
        draw_text(surface, a, text, head, GOLD_LIGHT, box, bold=True)
    scene.painted_box = pygame.Rect(scene.description_box)  # the pane's place in the still picture
    rule = scene.description_box.y - px(6)
    pygame.draw.line(surface, (*GOLD, 120), (scene.description_box.x, rule), (scene.description_box.right, rule))
    paint_notes(scene, surface)


def paint_notes(scene: Any, surface: pygame.Surface) -> None:
    """What the left column says beneath its options (in the one list, they are rows of it)."""
    a = scene.ctx.assets
    px = scene.ctx.layout.px
    font = a.font(scene.size)
    line = font.get_linesize()
    y = scene.column_end + px(6)
    for note in [] if scene.single else scene.notes():
        for text in wrap(note, font, scene.left.w - px(12)):
            if y + line > scene.description_box.y - px(10):
                return
            draw_text(surface, a, text, scene.size, TEXT_DIM, pygame.Rect(scene.left.x + px(6), y, scene.left.w, line))
            y += line
        y += px(6)


def description_texts(scene: Any, asked: tuple[str, object] | None = None) -> list[tuple[str, tuple[int, int, int]]]:
    """The description line's texts, each with its colour: what the option pointed at (or last changed; or the
    option and value ``asked``) does, then what its value does, or a refusal's reason."""
    first, second = scene.description_lines(asked)
    said = [(first, TEXT if asked or scene.described() else TEXT_DIM)]
    error = scene.error or scene.ctx.problems.get("settings", "")
    if error and asked is None:
        said.append((error, ERROR))
    elif second:
        said.append((second, GOLD_LIGHT))
    return said


def description_room(scene: Any) -> pygame.Rect:
    """Where the description's lines go in its box: in line with the options' words (px(6) in from the
    box's sides, as the rows and headings are) and a little under the rule above it, not against either."""
    px = scene.ctx.layout.px
    box = scene.description_box
    return pygame.Rect(box.x + px(6), box.y + px(6), box.w - 2 * px(6), box.h - px(6))


def description_wrapped(scene: Any, said: list[tuple[str, tuple[int, int, int]]]) -> list[tuple[str, Any]]:
    """``said`` wrapped to the description's room, line by line: every word shown, none cut."""
    font = scene.ctx.assets.font(scene.size)
    return [(line, colour) for text, colour in said for line in wrap(text, font, description_room(scene).w - 2)]


def paint_description(scene: Any, surface: pygame.Surface, error_colour: tuple[int, int, int]) -> None:
    """The description line: what the option pointed at (or last changed) does, or a refusal's reason, wrapped
    to as many lines as the box holds, from the line the pane has scrolled to (:mod:`.settings_pane`)."""
    a, room = scene.ctx.assets, description_room(scene)
    line = a.font(scene.size).get_linesize()
    top = pygame.Rect(room.x, room.y, room.w, line)
    held = max(1, (scene.description_box.h - scene.ctx.layout.px(14)) // line)
    start = getattr(scene, "pane_start", 0)
    for text, colour in description_wrapped(scene, description_texts(scene))[start:start + held]:
        draw_text(surface, a, text, scene.size, error_colour if colour is ERROR else colour, top)
        top = top.move(0, line)
