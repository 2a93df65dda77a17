"""The settings' still picture: the title, the panel, the two columns'
headings and the notes beneath the left column (:mod:`.scenes.settings_menu`
lays the screen out; this paints what does not change as the pointer moves)."""

from __future__ import annotations

from typing import Any

import pygame

from ..i18n import _
from .assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM
from .widgets import draw_panel, draw_text, wrap


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


def paint_description(scene: Any, surface: pygame.Surface, error_colour: tuple[int, int, int]) -> None:
    """The description line: what the option pointed at (or last changed) does, or a refusal's reason."""
    a, box = scene.ctx.assets, scene.description_box
    first, second = scene.description_lines()
    line = a.font(scene.size).get_linesize()
    top = pygame.Rect(box.x, box.y + scene.ctx.layout.px(4), box.w, line)
    colour = TEXT if scene.described() else TEXT_DIM
    draw_text(surface, a, first, scene.size, colour, top)
    error = scene.error or scene.ctx.problems.get("settings", "")
    if error:
        draw_text(surface, a, error, scene.size, error_colour, top.move(0, line))
    elif second:
        draw_text(surface, a, second, scene.size, GOLD_LIGHT, top.move(0, line))
