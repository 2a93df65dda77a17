"""A lesson's box is weighed once for a size among the same cards and zones
(issue 40: each page turned, each fold and unfold, laid out every box size
at every text size and page count again, and weighed each against the
table's every card, some 0.3 s a lesson at 960x540 and 150% text; so did
the lesson audits, by the thousand). Laid out again, it stands where it
stood, as it stood; among other cards it is weighed anew."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.guides import TEACHERS
from koikoi.ui.scenes import lesson as L
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def laid(lesson: LessonScene) -> tuple:
    return tuple(lesson.box), lesson.pages, lesson.shrink, lesson.buttons_at, lesson.with_cards, \
        [tuple(b.rect) for b in lesson.buttons]


@pytest.mark.parametrize("game", list(TEACHERS))
def test_a_lesson_laid_out_again_among_the_same_cards_is_not_weighed_again(game, monkeypatch):
    with app_at(MIN_WINDOW, 150, "pt_BR") as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game, **{f"guided_{game}": 1}), save=False)
        app.ctx.screens.guided()
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        lesson = app.top
        assert isinstance(lesson, LessonScene)
        weighed = []
        was = L.least_hiding
        monkeypatch.setattr(L, "least_hiding", lambda *a: weighed.append(a) or was(*a))
        first = laid(lesson)
        for page in range(len(lesson.pages)):  # each page turned to, and back
            lesson.page = page
            lesson.place()
        lesson.page = 0
        lesson.place()
        assert laid(lesson) == first
        assert weighed == [], f"{len(weighed)} places weighed again among the same cards"
        lesson.avoid.append(pygame.Rect(lesson.box.center, (40, 40)))  # a card it speaks of under the box
        lesson.place()
        assert weighed, "weighed as among the cards it was first weighed among"
