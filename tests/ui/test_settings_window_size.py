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


@pytest.mark.parametrize("start", [MIN_WINDOW, (1600, 900)])
def test_a_size_chosen_in_settings_wins_over_size_on_the_command_line(start, monkeypatch):
    """pt16: started with ``--size 960x540``, the saved 1280 × 720 chosen in
    Settings changed nothing (the settings held it already), and Settings
    showed 960 × 540 again. Every size offered, the saved one among them,
    resizes the window at once, the row showing the window's real size; and
    the choice outlives other changes for the rest of the run."""
    import pygame

    from koikoi.ui.scenes import settings_menu

    monkeypatch.setattr(settings_menu, "desktop_size", lambda: (1920, 1080))  # a desktop holding every size
    pygame.init()
    ctx = make_context(S.Settings(animation_speed=4.0), start, Options(attract_after=1e9))
    app = App(ctx, start, size_for_run=True)  # as --size opens it, the saved size another
    try:
        scene = SettingsScene(app.ctx, game="koikoi")
        app.push(scene)
        run(app, 2)
        values = scene.option_widgets["window_size"].values
        assert S.DEFAULT_WINDOW in values and start in values
        for size in [S.DEFAULT_WINDOW, *values]:
            scene.option_widgets["window_size"].on_change(size)  # as its arrows do
            run(app, 2)
            assert app.screen.get_size() == size and tuple(app.ctx.layout.window) == size
            assert scene.option_widgets["window_size"].value == size, "the row shows the window's size"
            assert tuple(S.load().settings.window_size) == size, "kept for the next start"
            app.ctx.change_settings(app.ctx.settings.replace(muted=not app.ctx.settings.muted))
            assert app.screen.get_size() == size, "another change leaves the chosen size"
        app.pop()
        again = SettingsScene(app.ctx, game="koikoi")  # Settings opened again: the window's size
        app.push(again)
        run(app, 2)
        assert again.option_widgets["window_size"].value == app.screen.get_size()
    finally:
        ctx.worker.shutdown()
        pygame.quit()


def test_the_window_size_help_speaks_to_a_player():
    """Its description names no command-line option, which a player never types."""
    from koikoi.ui.rule_words import GAME_OPTIONS

    assert "--" not in GAME_OPTIONS["window_size"].description
