"""The window fits the screen it opens on, and a save that fails is told on
screen (and tried again) instead of only in a log."""

from __future__ import annotations

import json

import pygame
import pytest

from koikoi.storage import paths, savegame
from koikoi.storage import settings as S
from koikoi.ui.app import build, shutdown
from koikoi.ui.command_line import build_parser
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.notices import details_of
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.window import DESKTOP_MARGIN, MIN_WINDOW, desktop_size, fit_to_desktop

from .conftest import click, key, run


def start(*argv: str):
    app = build(build_parser().parse_args(list(argv)))
    assert not isinstance(app, int)
    return app


def test_a_size_is_fitted_to_the_desktop_with_room_for_its_bars():
    assert fit_to_desktop((2560, 1440), (1920, 1080)) == (1920 - DESKTOP_MARGIN[0], 1080 - DESKTOP_MARGIN[1])
    assert fit_to_desktop((1280, 720), (1920, 1080)) == (1280, 720)
    assert fit_to_desktop((1280, 720), None) == (1280, 720)
    assert fit_to_desktop(MIN_WINDOW, (800, 600)) == (800 - DESKTOP_MARGIN[0], 600 - DESKTOP_MARGIN[1])


def test_a_saved_size_larger_than_the_screen_opens_a_window_that_fits(tmp_path):
    """A size saved on a larger monitor: the window opens within this one."""
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "window_size": [3840, 2160]}))
    app = start()
    try:
        desk = desktop_size()
        assert desk is not None
        w, h = app.screen.get_size()
        assert w <= desk[0] and h <= desk[1]
        assert app.ctx.notices == []  # a real size from another screen is not a problem to report
    finally:
        shutdown(app)
    assert tuple(S.load().settings.window_size) == (w, h)  # and the size that fits is what is kept


def test_an_impossible_saved_size_is_named_and_not_saved_back():
    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "window_size": [99999, -3], "sfx_volume": 0.25}))
    app = start()
    try:
        assert any("window_size" in details_of(n) and "is not a window size" in details_of(n)
                   for n in app.ctx.notices)
        assert app.ctx.settings.sfx_volume == 0.25  # the rest of the file is kept
        assert app.screen.get_size()[1] > 100
    finally:
        shutdown(app)
    again = S.load()
    assert not again.problems and list(again.settings.window_size) != [99999, -3]


def test_the_window_cannot_be_made_smaller_than_the_minimum():
    app = start("--size", f"{MIN_WINDOW[0] + 100}x{MIN_WINDOW[1] + 100}")
    try:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            win = pygame.Window.from_display_module()
        assert tuple(win.minimum_size) == MIN_WINDOW
    finally:
        shutdown(app)


# --- saves that fail ------------------------------------------------------------------------

@pytest.fixture
def unwritable(tmp_path):
    """A folder that cannot be made: its parent is a file (so even root cannot)."""
    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder")
    return blocker / "koikoi"


def test_a_match_that_cannot_be_saved_is_said_on_the_table_and_saved_once_it_can(app, monkeypatch, unwritable,
                                                                                 tmp_path):
    monkeypatch.setattr(paths, "data_dir", lambda: unwritable)
    play = TableScene(app.ctx, S.Settings().rules(), 3, "easy")
    app.push(play)
    run(app, 3)
    said = play.problem_words()
    assert "match cannot be saved" in said and str(unwritable) in said
    assert play.canvas.decals["notice"].surface is not None  # on screen, over the table
    writable = tmp_path / "data"
    monkeypatch.setattr(paths, "data_dir", lambda: writable)
    run(app, 900, until=lambda: play.actions_done > 0 or play.human_turn())
    if play.human_turn():
        key(pygame.K_1)
    run(app, 5)  # the next move saves again
    assert play.actions_done > 0 and not play.problem_words()
    assert savegame.load().saved is not None


def test_settings_that_cannot_be_saved_are_said_and_kept_for_the_session(app, monkeypatch, unwritable):
    monkeypatch.setattr(paths, "config_dir", lambda: unwritable)
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    x, y = title.level.value_rect.midright
    click((x - 8, y))  # normal -> hard
    run(app, 2)
    assert app.ctx.settings.level == "hard"  # the change applies all the same
    assert "settings cannot be saved" in app.ctx.problems["settings"]
    run(app, 2)
    assert "settings cannot be saved" in " ".join(title.notice_lines)  # told on the title, not only logged
