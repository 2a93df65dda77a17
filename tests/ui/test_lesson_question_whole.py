"""The guided match's koi-koi question, which offers one answer and no
Hint, draws that answer whole: in a narrow room its button kept the
width it leaves a Hint beside it, and the one button the lesson asks for
read "Koi…" (pt15, French at 960x540/150%)."""

from __future__ import annotations

import pygame
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


@pytest.mark.parametrize("game, lang", [("gostop", "fr"), ("gostop", "pt_BR"), ("koikoi", "fr")])
def test_the_lessons_questions_stand_whole_in_the_window(game, lang):
    """Every question a guided match asks stands inside the window with its buttons (pt17: Go or Stop? in the
    French guided Go-Stop at 960x540/150% took the only room clear of the cards, too short for the lesson's
    words, and its Stop button was cut by the window's bottom)."""
    with app_at((960, 540), 150, lang) as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game, **{f"guided_{game}": 0}), save=False)
        app.ctx.screens.guided()
        table = app.top
        window = pygame.Rect((0, 0), app.ctx.layout.window)
        asked = 0
        for _ in range(2000):
            run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
            top = app.top
            box = getattr(top, "box", None)
            if top is not table and box is not None and getattr(top, "buttons", None):
                asked += 1
                assert window.contains(box), (type(top).__name__, box, window)
                for b in top.buttons:
                    assert window.contains(b.rect), (b.label, b.rect, window)
            if not guided_step(app, table):
                break
        assert asked >= 2
