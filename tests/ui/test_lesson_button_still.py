"""A lesson read a page at a time keeps its buttons where they were from page to page: pt20 (Korean guided
Koi-Koi, 960x540 and 150% text, with the mouse) clicked Continue and found the next page's button elsewhere,
the box's height following each page's words, so a second click under the resting mouse missed it.

Every page of every lesson of both guided matches, read as that player did (a click at the middle of the way
on, the mouse left there): the way on, Leave and Hide stand at the same rects on every page, and the box keeps
its place and size. Each window and text size in a language of its own (every language met);
KOIKOI_LESSON_SWEEP=1 runs every size in every language."""

from __future__ import annotations

import os

import pytest

from koikoi.ui.scenes.lesson import LessonScene

from .guided_walk import every_lesson
from .conftest import app_at, click, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [(w, t) for w in ((960, 540), (1280, 720)) for t in (150, 100)]
LANGUAGES = ["ko", "fr", "pt_BR", "ja", "en"]
CASES = ([(size, lang) for size in SIZES for lang in LANGUAGES] if os.environ.get("KOIKOI_LESSON_SWEEP")
         else [*((size, LANGUAGES[k]) for k, size in enumerate(SIZES)), (SIZES[0], LANGUAGES[4])])


def rects(lesson: LessonScene) -> dict[str, tuple[int, int, int, int]]:
    """Where its box and each of its buttons stand (the way on is the last, Leave before it, Hide first)."""
    out = {"the box": tuple(lesson.box)}
    out |= {name: tuple(b.rect) for name, b in zip(("Hide", "Leave", "the way on"), lesson.buttons)}
    return out


@pytest.mark.parametrize(("size", "lang"), CASES, ids=[f"{s[0][0]}x{s[0][1]}-{s[1]}%-{lang}" for s, lang in CASES])
def test_a_lessons_buttons_stay_put_from_page_to_page(size, lang):
    window, text_size = size
    found, turned = [], 0
    with app_at(window, text_size, lang) as app:
        for game, n, lesson in every_lesson(app):
            run(app, 2)
            first = rects(lesson)
            for page in range(1, len(lesson.pages)):  # the player's click on the way on turns the page
                click(lesson.buttons[-1].rect.center)
                run(app, 2)
                assert app.top is lesson and lesson.page == page, f"{game} lesson {n + 1}: no page {page + 1}"
                turned += 1
                moved = {what: (was, rects(lesson)[what]) for what, was in first.items()
                         if rects(lesson)[what] != was}
                if moved:
                    found.append(f"{game} lesson {n + 1} ({lang}) page {page + 1}: "
                                 + ", ".join(f"{what} {a} -> {b}" for what, (a, b) in moved.items()))
    if not turned:
        pytest.skip(f"no lesson is read a page at a time at {window}, {text_size}% ({lang})")
    assert not found, "\n".join(found)
