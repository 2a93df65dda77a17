"""Settings offers the window's size (pt14: only --size set it, for one
run): the sizes the game supports that the desktop holds, and the window's
own; one chosen resizes the window, every screen laid out for it, and is
saved for the next start, while --size still sets one run's alone."""

from __future__ import annotations

import pytest

from koikoi.storage import settings as S
from koikoi.ui.app import App, make_context
from koikoi.ui.scene import Options
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.window import MIN_WINDOW, WINDOW_SIZES

from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_window_size_chosen_in_settings_resizes_the_window_and_is_kept(app, game):
    scene = SettingsScene(app.ctx, game=game)
    app.push(scene)
    run(app, 2)
    row = scene.option_widgets["window_size"]
    assert MIN_WINDOW in row.values and tuple(app.ctx.layout.window) in row.values
    assert set(row.values) <= {*WINDOW_SIZES, tuple(app.ctx.layout.window)}
    assert row.fmt(MIN_WINDOW) == "960 × 540"
    for size in row.values:
        scene.option_widgets["window_size"].on_change(size)  # as its arrows do
        run(app, 2)
        assert app.screen.get_size() == size and tuple(app.ctx.layout.window) == size
        assert tuple(S.load().settings.window_size) == size, "kept for the next start"
        assert scene.option_widgets["window_size"].value == size  # the screen laid out again, showing it


def test_size_on_the_command_line_is_for_one_run_only():
    import pygame

    pygame.init()
    ctx = make_context(S.Settings(animation_speed=4.0), (1600, 900), Options(attract_after=1e9))
    app = App(ctx, (1600, 900), size_for_run=True)  # as --size 1600x900 opens it
    try:
        app.ctx.change_settings(app.ctx.settings.replace(muted=True))
        assert tuple(S.load().settings.window_size) == S.DEFAULT_WINDOW
        app.ctx.change_settings(app.ctx.settings.replace(window_size=MIN_WINDOW))  # the player's own choice
        assert app.screen.get_size() == MIN_WINDOW and tuple(S.load().settings.window_size) == MIN_WINDOW
    finally:
        ctx.worker.shutdown()
        pygame.quit()
