"""A click on the card a lesson lights for its move makes the move at once,
the lesson read (issue 39, pt23: in the guided Go-Stop a new player clicked
the lit card, as the lesson said, and nothing happened until they found the
lesson's Continue). A click on another card, or on the table where no card
is lit, leaves the lesson as it was."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.table.stage import HINT_GLOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_click_on_the_lit_card_makes_the_lessons_move(game):
    with app_at((1280, 720), 100, "en") as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
        app.ctx.screens.guided()
        run(app, 5)
        table = next(s for s in app.stack if hasattr(s, "course"))  # the guided table
        lessons = 0
        for _ in range(20):  # the lessons read on with Enter until one lights a hand card for the move
            run(app, 600, until=lambda: isinstance(app.top, LessonScene))
            lesson = app.top
            assert isinstance(lesson, LessonScene)
            lessons += 1
            lit = [c for c in table.model.hands[HUMAN] if table.sprites[c].glow == HINT_GLOW]
            if lit:
                break
            lesson.go_on()
            while app.top is lesson:
                lesson.go_on()
        else:
            pytest.fail("no lesson lit a hand card")
        unlit = next(c for c in table.model.hands[HUMAN] if c not in lit
                     and not lesson.box.collidepoint(table.sprites[c].rect().center))
        done = table.actions_done
        click(table.sprites[unlit].rect().center)  # another card: nothing happens
        run(app, 3)
        assert app.top is lesson and table.actions_done == done
        click(table.sprites[lit[0]].rect().center)  # the lit one: the lesson read, its move made
        run(app, 10)
        assert app.top is not lesson and table.actions_done > done, (lessons, table.actions_done, done)
