"""What How to play offers once lessons of the guided match are done: a
newcomer finished lesson 9 and was offered "Resume lesson 9". A lesson read
and gone on from (Continue) is done: the offer says so and goes on to the
next; with every lesson done (the last one read, or the match played to
its end), it says they are all done and plays them again from the first.
Checked after the first lesson, one in the middle and the last, in both
games, and by taking the offer: the lesson it starts at is the one it names."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.ui.config import gostop_rules_for
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.table.guide import Guided

from .conftest import key, run
from .test_guided import opened, play_through, read_through

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

PRESET = {"koikoi": "nintendo", "gostop": "matgo"}


def count(game: str) -> int:
    return len(course(TEACHERS[game], shipped(game, PRESET[game])).cues)


def how_to_play(app, game: str):  # noqa: ANN001
    """How to play, as the title opens it."""
    s = app.ctx.settings
    rules = gostop_rules_for(s, None) if game == "gostop" else s.rules()
    scene = app.ctx.screens.how_to_play(rules, guided=True)
    app.push(scene)
    run(app, 2)
    button = scene.guide_button
    words, size, with_key = button.fitting(app.ctx.assets)
    assert (words, size, with_key) == (button.label, button.text_sizes()[0], True), "the offer is not said whole"
    return scene


@pytest.mark.parametrize(("game", "lesson"), [("koikoi", 0), ("koikoi", 5), ("koikoi", count("koikoi") - 1),
                                              ("gostop", 0), ("gostop", count("gostop") - 1)])
def test_a_lesson_done_is_said_done_and_the_offer_goes_on_to_the_next(game, lesson):
    n = count(game)
    with opened(game=game) as app:
        app.ctx.screens.guided()
        play_through(app, game, PRESET[game], stop_at=lesson)
        assert isinstance(app.top, LessonScene) and app.top.number == lesson + 1
        read_through(app)  # Continue: lesson done
        assert getattr(app.ctx.settings, f"guided_{game}") == lesson + 1
        offer = how_to_play(app, game).guide_button.label
        assert "Resume" not in offer
        if lesson + 1 < n:
            assert offer == f"Lesson {lesson + 1} done: go on to lesson {lesson + 2}"
        else:
            assert offer == f"All {n} lessons done: play them again"
        key(pygame.K_g)  # the offer taken
        run(app, 2)
        table = next(scene for scene in app.stack if isinstance(scene, Guided))
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        assert app.top.number == (lesson + 2 if lesson + 1 < n else 1)
        assert table.played == table.course.cues[app.top.number - 1].at


def test_the_match_played_to_its_end_is_offered_again_as_done():
    with opened() as app:
        app.ctx.screens.guided()
        play_through(app, "koikoi", "nintendo")
        assert how_to_play(app, "koikoi").guide_button.label == f"All {count('koikoi')} lessons done: play them again"
