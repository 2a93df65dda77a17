"""The guided match's koi-koi question, which offers one answer and no
Hint, draws that answer whole: in a narrow room its button kept the
width it leaves a Hint beside it, and the one button the lesson asks for
read "Koi…" (pt15, French at 960x540/150%)."""

from __future__ import annotations

import pytest

from .conftest import app_at, run
from .test_guided import guided_step, waiting_for_the_player


@pytest.mark.parametrize("size, pct, lang", [((960, 540), 150, "fr"), ((960, 540), 150, "ja"),
                                             ((1280, 720), 150, "pt_BR"), ((960, 540), 100, "en")])
def test_the_lessons_koikoi_question_draws_its_answers_whole(size, pct, lang):
    with app_at(size, pct, lang) as app:
        app.ctx.change_settings(app.ctx.settings.replace(game="koikoi", guided_koikoi=0), save=False)
        app.ctx.screens.guided()
        table = app.top
        asked = 0
        for _ in range(2000):
            run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
            top = app.top
            if hasattr(top, "choose"):
                asked += 1
                for b in top.buttons:
                    words, _size, _keys = b.fitting(app.ctx.assets)
                    assert words == b.label, f"{b.label!r} drawn as {words!r} in {b.rect}"
            if not guided_step(app, table):
                break
        assert asked >= 2
