"""A lesson whose page no place holds clear of the field, the hand and the score panel (at 960x540 and 150% text
in French and Korean, boxes went over field cards in thin strips along the top): its box stands in a free place,
a fixed height, and its words scroll there, by the wheel, the arrows, Page Up and Page Down, Home and End, and by
its way on (Enter), which reads on a view at a time ("Read on") before it goes on ("Continue"); a bar beside its
words and a mark under them say there is more. What it draws stays in its box."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.scenes.lesson_scroll import LEAST_LINES

from .conftest import app_at, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def wheel(y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))


@pytest.mark.parametrize(("lang", "game", "n"), [("fr", "gostop", 2), ("ko", "gostop", 1), ("fr", "koikoi", 1)])
def test_a_lesson_too_long_for_a_free_place_scrolls_there(lang, game, n):
    with app_at((960, 540), 150, lang) as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
        app.ctx.change_settings(app.ctx.settings.replace(**{f"guided_{game}": n - 1}), save=False)
        app.ctx.screens.guided()
        table = app.top
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        lesson = app.top
        assert isinstance(lesson, LessonScene) and lesson.number == n
        run(app, 2)
        assert lesson.scrolling, f"{game} lesson {n} ({lang}) holds its page: no test"
        s = lesson.scroller
        under = [c for c in table.model.weighed() if lesson.box.colliderect(table.sprites[c].rect())]
        # over the field's or the hand's unlit cards only where no place clear of them shows LEAST_LINES, and then
        # no taller than that (pt26: two lines a view above the field)
        assert not under or s.view.h == LEAST_LINES * lesson.line_h, f"its box {lesson.box} covers {under}"
        assert lesson.box.contains(s.view) and lesson.box.contains(s.bar.rect), "its words or its bar out of its box"
        inner = lesson.box.inflate(-4, -4)  # inside its border, not on it (the Hide button crossed the top's)
        assert all(inner.contains(b.rect) for b in lesson.buttons), [(b.label, b.rect) for b in lesson.buttons]
        assert s.bar.visible and s.more and s.total > s.view.h, "no mark says there is more"
        assert s.view.h >= lesson.line_h and s.view.h % lesson.line_h == 0, "a line cut at the view's foot"
        go = lesson.buttons[-1]
        assert go.label == lesson.words[1], f"its way on says {go.label!r} with more to read"
        key(pygame.K_DOWN)
        run(app, 2)
        assert s.offset == lesson.line_h, "↓ does not scroll a line"
        key(pygame.K_UP)
        run(app, 2)
        assert s.offset == 0, "↑ does not scroll back"
        wheel(-1)
        run(app, 2)
        assert s.offset == lesson.line_h, "the wheel does not scroll"
        key(pygame.K_HOME)
        key(pygame.K_PAGEDOWN)
        run(app, 2)
        assert s.offset == max(lesson.line_h, s.view.h - lesson.line_h) or not s.more, "Page Down: a view less a line"
        key(pygame.K_END)
        run(app, 2)
        assert not s.more and go.label == lesson.words[0], "End: the last line in view, and Continue"
        key(pygame.K_HOME)
        run(app, 2)
        turns = 0
        while s.more:  # Enter reads on a view at a time, then goes on
            key(pygame.K_RETURN)
            run(app, 2)
            turns += 1
            assert app.top is lesson and turns < 50, "Enter went on with more to read"
        key(pygame.K_RETURN)
        run(app, 2)
        assert app.top is not lesson, "Enter at the last line does not go on"
