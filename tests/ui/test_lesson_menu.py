"""While a lesson of the guided match is shown, the table's Menu button and
Esc open the pause menu, as at any other time (issue 39, pt15: they did
nothing over a lesson), and its keys work there (F2, the settings); once
the menu closes the same lesson is back, as it was. Leave is Q (the pause
menu's own way to the title), and still asks first. Both games, with
synthetic events."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.scenes.pause import PauseScene
from koikoi.ui.table.guide import Guided

from .conftest import click, key, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.fixture
def opened():
    apps = []

    def make(game: str):
        app = make_app(S.Settings(animation_speed=4.0, game=game))
        apps.append(app)
        app.ctx.screens.guided()
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        return app

    yield make
    for app in apps:
        app.ctx.worker.shutdown()
    pygame.quit()


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_menu_button_and_esc_open_the_pause_menu_over_a_lesson_and_the_lesson_comes_back(opened, game):
    app = opened(game)
    lesson = app.top
    assert isinstance(lesson, LessonScene)
    table = next(s for s in app.stack if isinstance(s, Guided))
    menu = table.menu_button
    assert not lesson.box.colliderect(menu.rect), "the lesson's box hides the Menu button: no test"

    click(menu.rect.center)  # the table's Menu button, under the lesson
    run(app, 3)
    assert isinstance(app.top, PauseScene), f"the Menu button opened {type(app.top).__name__}"
    # nothing of a guided match is saved: its pause menu does not say so
    assert [b.label for b in app.top.buttons][-1] == "Quit to title"
    key(pygame.K_ESCAPE)  # Esc again resumes
    run(app, 3)
    assert app.top is lesson and not lesson.done, "the lesson is not back after the pause menu"

    key(pygame.K_ESCAPE)  # Esc, as at the table
    run(app, 3)
    pause = app.top
    assert isinstance(pause, PauseScene), f"Esc opened {type(pause).__name__}"
    key(pygame.K_F2)  # the pause menu's keys work as ever: the settings
    run(app, 3)
    assert app.top is not pause and type(app.top).__name__ == "SettingsScene"
    key(pygame.K_ESCAPE)  # back to the pause menu
    run(app, 3)
    assert app.top is pause
    click(pause.buttons[0].rect.center)  # Resume
    run(app, 3)
    assert app.top is lesson and lesson.number == 1, "the same lesson is not back after the settings"

    key(pygame.K_q)  # Leave: asked first
    run(app, 3)
    assert isinstance(app.top, ChoiceScene) and "this lesson" in app.top.text
    key(pygame.K_RETURN)  # Stay
    run(app, 3)
    assert app.top is lesson
    for _turn in range(20):  # Read on (a page, or a view of words that scroll), then Continue, go on as ever
        if app.top is not lesson:
            break
        key(pygame.K_RETURN)
        run(app, 3)
    assert app.top is not lesson and getattr(app.ctx.settings, f"guided_{game}") == 1
