"""Walks through both games' guided matches for the tests of their lessons and questions."""

from __future__ import annotations

from collections.abc import Iterator

from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.ui.app import App
from koikoi.ui.scene import Scene
from koikoi.ui.scenes.lesson import LessonScene

from .conftest import run


def every_lesson(app: App) -> Iterator[tuple[str, int, LessonScene]]:
    """Each lesson of both games' guided matches, opened in turn at its table: (the game, the lesson's index,
    its scene)."""
    for game in ("koikoi", "gostop"):
        taught = course(TEACHERS[game], shipped(game, TEACHERS[game].taught[0]))
        app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
        for n in range(len(taught.cues)):
            yield game, n, lesson_at(app, game, n)


def lesson_at(app: App, game: str, n: int) -> LessonScene:
    """The guided match of ``game`` opened at its lesson ``n`` (from 0)."""
    app.ctx.change_settings(app.ctx.settings.replace(game=game, **{f"guided_{game}": n}), save=False)
    app.ctx.screens.guided()
    run(app, 600, until=lambda: isinstance(app.top, LessonScene))
    lesson = app.top
    assert isinstance(lesson, LessonScene) and lesson.number == n + 1
    return lesson


def question_of(app: App, game: str, topic: str, asked: type[Scene]) -> Scene:
    """The question (a scene of type ``asked``) the guided match of ``game`` asks in its lesson on ``topic``,
    its pages read on to it."""
    taught = course(TEACHERS[game], shipped(game, TEACHERS[game].taught[0]))
    lesson_at(app, game, [c.topic for c in taught.cues].index(topic))
    for _ in range(12):  # the lesson's pages read, to the question it asks
        run(app, 600, until=lambda: isinstance(app.top, (LessonScene, asked)))
        if isinstance(app.top, asked):
            break
        app.top.go_on()
    return app.top
