"""The Hint button under stacked answers keeps a margin around its words
(issue 39, pt16: at 960x540 and 150% text, in Portuguese, "Dica H" touched
its button's edges, the button shorter than the row kept for it). Checked
for Go or Stop? at both window sizes and text sizes in three languages:
wherever the answers stand one above the other, the Hint's words keep
at least a third of their height clear above and below them. Since a
question at the table is never narrower than its floor (pt25), Go or
Stop?'s two answers stand side by side at every size."""

from __future__ import annotations

import pytest

from koikoi.ui.scenes.dialog import width_floor

from .conftest import app_at
from .test_gostop_go_stop_question import go_stop_state, question

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("lang", ["en", "pt_BR", "fr"])
def test_the_stacked_hint_keeps_a_margin_around_its_words(lang):
    g = go_stop_state()
    stacked = side_by_side = 0
    for size in ((960, 540), (1280, 720)):
        for text_size in (100, 150):
            with app_at(size, text_size, lang) as app:
                asked = question(app, g)
                assert asked.box.w >= width_floor(app.ctx.layout), (size, text_size, asked.box)
                if not asked.stacked or asked.hint_beside or asked.hint_button is None:
                    side_by_side += not asked.stacked
                    continue
                b, a = asked.hint_button, app.ctx.assets
                label, at, _keys = b.fitting(a)
                words = a.text(label, at, (255, 255, 255), shadow=False)
                margin = (b.rect.h - words.get_height()) / 2
                assert margin >= words.get_height() / 3, (size, text_size, b.rect, words.get_height())
                answer = asked.buttons[0]
                assert b.rect.h <= answer.rect.h  # no taller than an answer
                stacked += 1
    # the question is never narrower than its floor, which holds Go or Stop?'s two answers side by side: where
    # they stood one above the other (a narrow room, before the floor), the margin above held
    assert stacked + side_by_side == 4, (stacked, side_by_side)
