"""The pause menu covers what it stands over: no line of the round's
summary beneath (its gold rim, its heading) shows through its panel."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene

from .conftest import run
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("make", [PauseScene, GostopPauseScene])
def test_the_pause_menu_hides_all_beneath_its_panel(app, make):
    play = table_with(app, drive_to(lambda m: m.over))
    run(app, 1)
    pause = make(app.ctx, play)
    app.push(pause)
    run(app, 2)
    drawn = []
    for under in ((0, 0, 0), (255, 230, 140)):  # black, and the gold of a rim at its brightest
        surface = pygame.Surface(app.ctx.layout.window)
        surface.fill(under)
        pause.draw_content(surface)
        drawn.append(surface)
    corner = app.ctx.layout.px(20)  # its rounded corners left out: the rest, rim and all
    points = {(x, y) for r in (pause.box.inflate(-2 * corner, 0), pause.box.inflate(0, -2 * corner))
              for y in list(range(r.top, r.top + 6)) + list(range(r.top, r.bottom, 3)) + list(range(r.bottom - 6, r.bottom))
              for x in list(range(r.left, r.left + 6)) + list(range(r.left, r.right, 3)) + list(range(r.right - 6, r.right))}
    seen = sorted(p for p in points if drawn[0].get_at(p) != drawn[1].get_at(p))
    assert not seen, f"what is beneath shows through the panel at {len(seen)} points, first {seen[:3]}"
