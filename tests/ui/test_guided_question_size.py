"""The guided Koi-Koi's koi-koi question draws its words at no less than GUIDED_FLOOR (0.85) of the size the
player chose, at every window size and text size: pt18 (960x540, 150% Korean text) read its risk lines at about
11 px, where the normal match's question drew them whole. The newcomer reads that question to learn what koi-koi
risks."""

from __future__ import annotations

import pytest

from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import app_at
from .guided_walk import question_of

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

GUIDED_FLOOR = 0.85  # the least share of the size chosen (koikoi.ui.boxes.GUIDED_FLOOR, the figure)
LANGUAGES = ["ko", "fr", "ja", "pt_BR", "en", "ko"]
CASES = [(size, text_size) for size in ((960, 540), (1280, 720)) for text_size in (100, 125, 150)]


@pytest.mark.parametrize(("size", "text_size", "lang"), [(*c, LANGUAGES[k]) for k, c in enumerate(CASES)])
def test_the_guided_koikoi_question_keeps_its_words_near_the_size_chosen(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        prompt = question_of(app, "koikoi", "koikoi", KoiKoiScene)
        assert isinstance(prompt, KoiKoiScene) and prompt.risk_lines, "no koi-koi question with its risk"
        a, px = app.ctx.assets, app.ctx.layout.px
        # each of its texts (the yaku's name, what stopping scores, what koi-koi risks, its heading) as drawn,
        # against the same text at the size chosen
        for design in (20, 25, 30):
            drawn, chosen = a.font(prompt.z(design)).get_height(), a.font(px(design)).get_height()
            assert drawn >= GUIDED_FLOOR * chosen, f"text of design size {design}: {drawn} px for {chosen} chosen"
        assert prompt.title_size >= GUIDED_FLOOR * px(32) - 1


@pytest.mark.parametrize(("size", "text_size", "lang"), [((960, 540), 150, "pt_BR"), ((960, 540), 150, "ko"),
                                                         ((1280, 720), 150, "fr"), ((960, 540), 125, "ja")])
def test_the_guided_go_or_stop_question_keeps_its_words_near_the_size_chosen(size, text_size, lang):
    """pt21 (Brazilian Portuguese, 960x540, 150%): the guided Go-Stop's Go or Stop? stood in a column 187 px wide
    beside the field, its words at 0.67 of the size chosen, where the match's question keeps its room."""
    with app_at(size, text_size, lang) as app:
        question = question_of(app, "gostop", "go", ChoiceScene)
        assert isinstance(question, ChoiceScene) and question.within is not None, "no Go or Stop? at the table"
        px = app.ctx.layout.px
        assert question.size >= GUIDED_FLOOR * px(22), f"its words at {question.size} px for {px(22)} chosen"
        widest = max(b.rect.w for b in question.buttons)
        assert question.box.w >= widest + px(40), f"a box {question.box.w} px wide for answers {widest} px wide"
