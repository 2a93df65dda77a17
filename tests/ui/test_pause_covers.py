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
    r = pause.box.inflate(-2 * app.ctx.layout.px(20), -2 * app.ctx.layout.px(20))  # within its rounded corners
    seen = [(x, y) for y in range(r.top, r.bottom, 3) for x in range(r.left, r.right, 3)
            if drawn[0].get_at((x, y)) != drawn[1].get_at((x, y))]
    assert not seen, f"what is beneath shows through the panel at {len(seen)} points, first {seen[:3]}"
