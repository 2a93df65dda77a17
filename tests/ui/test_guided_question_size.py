"""The guided Koi-Koi's koi-koi question draws its words at no less than GUIDED_FLOOR (0.85) of the size the
player chose, at every window size and text size: pt18 (960x540, 150% Korean text) read its risk lines at about
11 px, where the normal match's question drew them whole. The newcomer reads that question to learn what koi-koi
risks."""

from __future__ import annotations

import pytest

from koikoi.games.guides import TEACHERS
from koikoi.games.lessons import course, shipped
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.lesson import LessonScene

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

GUIDED_FLOOR = 0.85  # the least share of the size chosen (koikoi.ui.boxes.GUIDED_FLOOR, the figure)
LANGUAGES = ["ko", "fr", "ja", "pt_BR", "en", "ko"]
CASES = [(size, text_size) for size in ((960, 540), (1280, 720)) for text_size in (100, 125, 150)]


@pytest.mark.parametrize(("size", "text_size", "lang"), [(*c, LANGUAGES[k]) for k, c in enumerate(CASES)])
def test_the_guided_koikoi_question_keeps_its_words_near_the_size_chosen(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        taught = course(TEACHERS["koikoi"], shipped("koikoi", TEACHERS["koikoi"].taught[0]))
        n = [c.topic for c in taught.cues].index("koikoi")
        app.ctx.change_settings(app.ctx.settings.replace(game="koikoi", guided_koikoi=n), save=False)
        app.ctx.screens.guided()
        for _ in range(12):  # the lesson's pages read, to the question it asks
            run(app, 600, until=lambda: isinstance(app.top, (LessonScene, KoiKoiScene)))
            if isinstance(app.top, KoiKoiScene):
                break
            app.top.go_on()
        prompt = app.top
        assert isinstance(prompt, KoiKoiScene) and prompt.risk_lines, "no koi-koi question with its risk"
        a, px = app.ctx.assets, app.ctx.layout.px
        # each of its texts (the yaku's name, what stopping scores, what koi-koi risks, its heading) as drawn,
        # against the same text at the size chosen
        for design in (20, 25, 30):
            drawn, chosen = a.font(prompt.z(design)).get_height(), a.font(px(design)).get_height()
            assert drawn >= GUIDED_FLOOR * chosen, f"text of design size {design}: {drawn} px for {chosen} chosen"
        assert prompt.title_size >= GUIDED_FLOOR * px(32) - 1
