"""A lesson whose buttons stand beside its head (a wide, low box) keeps
them clear of both its lines: which lesson it is, and its title. They were
placed after the title's width alone, so over a short title ("쪽") they
covered "레슨 6/10" down to "레슨 6/" (pt15, Korean at 1280x720/125%)."""

from __future__ import annotations

import pytest

from koikoi.ui.scenes.lesson import LessonScene

from .conftest import app_at, run
from .test_guided import guided_step, waiting_for_the_player
from .texts import inked_texts


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("size, pct, lang", [((1280, 720), 125, "ko"), ((1280, 720), 100, "en"),
                                             ((960, 540), 150, "fr")])
def test_the_buttons_beside_a_lessons_head_leave_its_lines_whole(game, size, pct, lang):
    with app_at(size, pct, lang) as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game, guided_koikoi=0, guided_gostop=0), save=False)
        app.ctx.screens.guided()
        table = app.top
        found, beside = [], 0
        for _ in range(2000):
            run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
            top = app.top
            if isinstance(top, LessonScene) and top.buttons_at == "head":
                beside += 1
                heads = [(t, r) for t, r in inked_texts(top, top.draw_content) if t in (top.which(), top.lesson.title)]
                assert len(heads) == 2, heads
                found += [f"lesson {top.number}: {b.label!r} at {b.rect} over {t!r} at {r}"
                          for b in top.buttons for t, r in heads if b.rect.colliderect(r)]
            if not guided_step(app, table):
                break
        assert not found, "\n".join(found)
