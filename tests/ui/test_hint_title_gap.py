"""A question with a Hint button beside its heading (the koi-koi prompt's
"You made a yaku!", Go-Stop's "Go or Stop?") keeps a gap between the two:
the heading ended against the button ("You made a yaku!Hint H"), read as
one line. Audited at both window sizes, both text sizes, five languages,
with the title as each prompt words it."""

from __future__ import annotations

from functools import lru_cache

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.prompt_hint import TITLE_GAP
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import app_at, run
from .test_prompt_hints import gostop_at_go_or_stop
from .test_scenes import RULES, drive_to

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [((1280, 720), 100), ((1280, 720), 150), ((960, 540), 100), ((960, 540), 150)]
LANGS = ["en", "fr", "pt_BR", "ko", "ja"]


@lru_cache(maxsize=1)
def at_the_prompt():
    return drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)


def assert_apart(heading, hint, px) -> None:
    assert not heading.colliderect(hint), f"the heading {heading} under the Hint button {hint}"
    gap = hint.x - heading.right if heading.centerx < hint.centerx else heading.x - hint.right
    assert gap >= px(TITLE_GAP) - 1, f"the heading {heading} {gap}px from the Hint button {hint}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size,text", SIZES)
@pytest.mark.parametrize("improved", [False, True])
def test_the_koikoi_prompt_s_heading_stands_apart_from_its_hint(lang, size, text, improved, monkeypatch):
    with app_at(size, text, lang) as app:
        app.push(TableScene(app.ctx, RULES, None, "easy", resume=at_the_prompt()))
        run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
        prompt = app.top
        monkeypatch.setattr(type(prompt.table), "yaku_improved", property(lambda _t: improved))
        run(app, 2)
        if prompt.hint_button not in prompt.buttons or prompt.stacked:
            return  # no Hint beside the heading (under the answers when stacked)
        assert_apart(prompt.heading_rect(), prompt.hint_button.rect, app.ctx.layout.px)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size,text", SIZES)
def test_go_or_stop_s_heading_stands_apart_from_its_hint(lang, size, text):
    with app_at(size, text, lang) as app:
        g = gostop_at_go_or_stop(5)
        app.push(app.ctx.screens.gostop_table(g.rules, None, "easy", resume=g))
        run(app, 600, until=lambda: isinstance(app.top, ChoiceScene))
        ask = app.top
        assert ask.hint_button is not None
        if ask.stacked:
            return
        assert_apart(ask.heading()[1], ask.hint_button.rect, app.ctx.layout.px)
