"""Moves opens over the table's questions (issue 39, pt16: while koi-koi?
or Go or Stop? was open, Moves was dimmed and did nothing, so the round
could not be looked over before deciding). By M and by a click on the
table's Moves button, for Koi-Koi's question and Go-Stop's; the log opens
over the question, and when it closes the same question is back,
unchanged, still answerable."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.moves import MovesScene

from .conftest import app_at, click, key, run
from .test_decision_clear import at_koikoi
from .test_gostop_go_stop_question import go_stop_state
from .test_scenes import table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def koikoi_question(app):  # noqa: ANN001, ANN201
    table = table_with(app, at_koikoi(1))
    app.clear_to(table)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    assert isinstance(app.top, KoiKoiScene), app.top
    run(app, 2)
    return table, app.top


def gostop_question(app):  # noqa: ANN001, ANN201
    table = app.ctx.screens.gostop_table(go_stop_state().rules, None, resume=go_stop_state())
    app.clear_to(table)
    run(app, 60, until=lambda: isinstance(app.top, ChoiceScene))
    assert isinstance(app.top, ChoiceScene), app.top
    run(app, 2)
    return table, app.top


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("how", ["key", "click"])
def test_moves_opens_over_the_question_and_the_question_comes_back(game, how):
    with app_at((1280, 720), 100, "en") as app:
        table, asked = (koikoi_question if game == "koikoi" else gostop_question)(app)
        before = (asked.box.copy(), [b.label for b in asked.buttons], getattr(asked, "text", ""))
        if how == "key":
            key(pygame.K_m)
        else:
            click(table.moves_button.rect.center)
        run(app, 3)
        assert isinstance(app.top, MovesScene), app.top
        assert app.top.below is asked  # over the question, which waits under it
        if how == "key":
            key(pygame.K_m)
        else:
            key(pygame.K_ESCAPE)
        run(app, 3)
        assert app.top is asked, app.top
        assert (asked.box, [b.label for b in asked.buttons], getattr(asked, "text", "")) == before
        assert not asked.done
        # and the question still answers: Enter gives its default answer
        key(pygame.K_RETURN)
        run(app, 3)
        assert app.top is not asked and asked.done
