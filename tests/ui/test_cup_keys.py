"""The sake cup's answers are keyed 1 and 2, as a table's other choices
are, Enter on the first (the way that scores more, drawn lit), the same in
every language (pt25: "D · Enter" and "A", the initials of the English
words, which a Japanese or Korean player cannot guess); each key answers
its own button (the keypad's digits too), and the pause menu's key list
says so."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop.actions import CUP_AS_ANIMAL, CUP_AS_PLAIN
from koikoi.games.gostop.state import Phase
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS

from .conftest import app_at, key, run
from .test_dialog_keys import MATGO, gostop_state

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

STATE = gostop_state(lambda g: g.hand.phase is Phase.SAKE_CUP, MATGO)


def asked(app):  # noqa: ANN001, ANN201
    table = app.ctx.screens.gostop_table(MATGO, None, resume=STATE)
    app.clear_to(table)
    run(app, 30, until=lambda: isinstance(app.top, ChoiceScene))
    assert isinstance(app.top, ChoiceScene) and app.top.title == i18n._("The sake cup"), app.top
    return table, app.top


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_sake_cup_is_answered_with_1_and_2(lang):
    with app_at((960, 540), 150, lang) as app:
        _table, q = asked(app)
        enter = i18n.pgettext("key", "Enter")
        written = [b.key_label for b in q.buttons]
        assert written == [f"1 · {enter}", "2"], written
        assert q.default == 0 and q.buttons[0].primary


@pytest.mark.parametrize("pressed, answer", [(pygame.K_1, 0), (pygame.K_2, 1), (pygame.K_KP2, 1),
                                             (pygame.K_RETURN, 0)])
def test_each_key_answers_its_own_button(pressed, answer, monkeypatch):
    with app_at((1280, 720), 100, "en") as app:
        table, q = asked(app)
        chose: list = []
        monkeypatch.setattr(table, "act", chose.append)
        labels = [b.label for b in q.buttons]
        key(pressed)
        run(app, 2)
        way = {i18n.pgettext("gostop", "Animal"): CUP_AS_ANIMAL, i18n.pgettext("gostop", "Double plain"): CUP_AS_PLAIN}
        assert chose == [way[labels[answer]]], (chose, labels)


def test_the_pause_list_names_the_cup_s_keys():
    lines = [(written, what) for _h, pairs in GOSTOP_SHORTCUT_GROUPS for written, what in pairs if "sake cup" in what]
    assert lines and {k.strip() for k in lines[0][0].split(",")} == {"1", "2", "Enter"}, lines
