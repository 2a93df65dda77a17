"""Settings: a click acts on what the player saw under the mouse (pt23, pt24).

A change of text size, language or window size lays every row out again;
the player's second quick click, on the resting mouse, landed on the row
that came under it (the volume set to 0, the opponent to Hard, unmeant).
For every row that lays the screen out again, each arrow, both windows,
100% and 150% text, both games: click the arrow, then click again at once
where the pointer rests. The second click changes nothing but the option
the player pointed at (or nothing at all, held back while the screen
settles), and once the mouse has rested :data:`~koikoi.ui.settle.SETTLED`
seconds a click works the row under it again."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.settle import SETTLED

from .conftest import click, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

ROWS = ("text_size", "language", "window_size")
# what a change of the option changes with it: the window's size is the settings' too; a new language its months
ALONG = {"text_size": {"text_size"}, "language": {"language", "korean_months"}, "window_size": {"window_size"}}


def changed(before: S.Settings, after: S.Settings) -> set[str]:
    """The settings' fields that differ (the window's size goes with the window, and the language's words)."""
    return {f.name for f in dataclasses.fields(before) if getattr(before, f.name) != getattr(after, f.name)}


def spot(row, right: bool) -> tuple[int, int]:  # noqa: ANN001
    """Where a player clicks a row's left or right arrow."""
    box = row.value_box
    return (box.right - 4 if right else box.x + 4, row.rect.centery)


def opened(size, text, game, lang="en"):  # noqa: ANN001, ANN201
    app = make_app(S.Settings(animation_speed=4.0, text_size=text, language=lang, window_size=size), size=size)
    i18n.set_language(lang)
    scene = SettingsScene(app.ctx, game=game)
    app.push(scene)
    run(app, 2)
    return app, scene


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("right", [False, True], ids=["left", "right"])
@pytest.mark.parametrize("option", ROWS)
def test_the_quick_second_click_changes_only_what_was_pointed_at(option, right, game, text, size, monkeypatch):
    # a desktop that holds the larger windows (the dummy driver's holds only the least), as a player's does
    monkeypatch.setattr("koikoi.ui.scenes.settings_menu.desktop_size", lambda: (1920, 1080))
    app, scene = opened(size, text, game)
    try:
        row = scene.option_widgets[option]
        if row in scene.rows:  # the list scrolled to it, as the ring or the wheel brings it
            scene.focus_shown(row)
            run(app, 1)
        pos = spot(row, right)
        assert scene.option_at(pos) == option
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 1)
        first = app.ctx.settings
        click(pos)
        run(app, 1)
        after = app.ctx.settings
        assert changed(first, after) <= ALONG[option], changed(first, after)
        assert getattr(after, option) != getattr(first, option), "the first click did nothing"
        rest = pygame.mouse.get_pos()  # where the pointer rests now (the game may have moved it with the row)
        under = scene.option_at(rest)
        click(rest)  # at once: a tenth of a second later
        run(app, 1)
        second = app.ctx.settings
        assert changed(after, second) <= ALONG[option], (under, changed(after, second))
        # the pointer rested: the row under it now works
        run(app, round(SETTLED * 30) + 2)
        rest = pygame.mouse.get_pos()
        under = scene.option_at(rest)
        click(rest)
        run(app, 1)
        third = app.ctx.settings
        if under in ("sfx_volume", "level", "muted"):  # one of the rows the testers changed unmeant: it works now
            assert changed(second, third) == {under}, (under, changed(second, third))
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("right", [False, True], ids=["left", "right"])
def test_a_new_window_size_keeps_its_row_at_the_pointers_height(right, text, size, monkeypatch):
    """The window takes its new size from its top left corner, the pointer staying where it was on the desktop
    (in the window's pixels, the same place): the list scrolls so that Window size's row is at that height still
    (or the pointer goes with the row, where the list cannot scroll so far), as after a new text size."""
    monkeypatch.setattr("koikoi.ui.scenes.settings_menu.desktop_size", lambda: (1920, 1080))
    app, scene = opened(size, text, "koikoi")
    try:
        row = scene.option_widgets["window_size"]
        if row in scene.rows:
            scene.focus_shown(row)
            run(app, 1)
        pos = spot(row, right)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 1)
        click(pos)
        run(app, 2)
        assert app.ctx.settings.window_size != size
        row = scene.option_widgets["window_size"]
        y = pygame.mouse.get_pos()[1]
        assert row.visible and row.rect.top <= y < row.rect.bottom, (row.rect, y)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_row_the_wheel_brought_under_the_pointer_takes_the_click_at_once():
    """The wheel is the player's own hand turning the list: the row it brings under the resting pointer is the
    one they point at, and a click at once works it (held back, it would seem lost)."""
    app, scene = opened((1280, 720), 100, "koikoi")
    try:
        row = next(r for k, r in scene.option_widgets.items() if r in scene.rows and k.endswith(".enabled"))
        scene.focus_shown(row)
        run(app, 1)
        pos = spot(row, True)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        run(app, 1)
        under = scene.option_at(pos)
        assert under and scene.option_widgets[under] is not row, "the wheel brought another row"
        before = app.ctx.settings
        click(pos)
        run(app, 1)
        assert app.ctx.settings != before, "the click on the row the wheel brought was held back"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
