"""The koi-koi prompt at the table, once its Hint has answered: the Hint
button, the heading and the hint's lines each in a place of their own, none
over another (the Hint button's foot stood on the hint's first line)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi.turn import Phase
from koikoi.i18n import _
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.prompt_hint import HINT_KOIKOI, HINT_STOP
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.widgets import wrap

from .conftest import app_at, run
from .test_scenes import RULES, drive_to

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def hint_lines(prompt: KoiKoiScene) -> list[pygame.Rect]:
    """Where the hint's lines are drawn, as draw_content draws them."""
    a, px, box = prompt.ctx.assets, prompt.ctx.layout.px, prompt.box
    if prompt.within is None:
        text = a.text(prompt.prompt_hint.said, prompt.z(21), (0, 0, 0))
        return [text.get_rect(midtop=(box.centerx, box.y + prompt.advice_y))]
    font = a.font(prompt.z(20))
    lines = wrap(prompt.prompt_hint.said, font, box.w - px(40))[:max(1, prompt.advice_lines)]
    return [a.text(w, prompt.z(20), (0, 0, 0)).get_rect(midtop=(box.centerx, box.y + prompt.advice_y
                                                                 + i * font.get_linesize()))
            for i, w in enumerate(lines)]


@pytest.mark.parametrize("lang", ["en", "pt_BR", "ja"])
@pytest.mark.parametrize("size,text", [((1280, 720), 100), ((960, 540), 150), ((1600, 900), 100)])
@pytest.mark.parametrize("said", [HINT_KOIKOI, HINT_STOP])
def test_the_hint_button_stands_clear_of_the_hint_and_the_heading(lang, size, text, said):
    with app_at(size, text, lang) as app:
        m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
        app.push(TableScene(app.ctx, RULES, None, "easy", resume=m))
        run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
        prompt = app.top
        prompt.advice = said  # the Hint's answer come
        run(app, 2)
        hint = prompt.hint_button.rect.move(0, 0)
        hint.h += 3  # and its shadow under it
        lines = hint_lines(prompt)
        assert lines and all(line.w > 0 for line in lines)
        for line in lines:
            assert not hint.colliderect(line), f"the Hint button {hint} stands over the hint's line {line}"
            assert prompt.box.contains(line)
        heading = prompt.heading_rect()
        assert not hint.colliderect(heading), f"the Hint button {hint} over the heading {heading}"
        assert heading.bottom <= lines[0].top or prompt.within is None
        # the heading in the box's middle; or, where the middle beside the Hint would draw it smaller than the
        # question's sentences, from the box's left edge (test_question_heading_whole)
        assert abs(heading.centerx - prompt.box.centerx) <= 1 or heading.x == prompt.box.x + app.ctx.layout.px(20)
        assert _(said) == prompt.prompt_hint.said
