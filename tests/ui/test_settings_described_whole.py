"""Settings say each option's description whole (issue 39, a newcomer's
cold run: at 960x540 and 150% text in Korean, pointing at the rule set
showed its description cut with "…").

For each game, in every language, at 960x540 with 150% text and at
1280x720: every option pointed at, with each of its values, has its
description and its value's meaning drawn whole, in lines that fit in the
description box."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import LANGUAGES
from koikoi.ui.scenes.settings_menu import ERROR
from koikoi.ui.settings_paint import description_texts, description_wrapped, paint_description

from .conftest import app_at, run
from .test_cut_text import cuts_seen

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size, text", [((960, 540), 150), ((1280, 720), 100)], ids=["960x540-150", "1280x720"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_description_is_drawn_whole(size, text, lang):
    with app_at(size, text, lang) as app:
        for game in ("koikoi", "gostop"):
            app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
            scene = app.ctx.screens.settings()
            app.push(scene)
            run(app, 2)
            line = app.ctx.assets.font(scene.size).get_linesize()
            surface = pygame.Surface(app.screen.get_size())
            for key, widget in scene.option_widgets.items():
                values = list(getattr(widget, "values", None) or [getattr(widget, "value", None)])
                for value in values:
                    scene.pointed = key
                    lines = description_wrapped(scene, description_texts(scene, (key, value)))
                    assert len(lines) * line + app.ctx.layout.px(4) <= scene.description_box.h, (game, key, value)
                    if hasattr(widget, "values"):
                        kept, widget.value = widget.value, value
                    with cuts_seen() as cut:
                        paint_description(scene, surface, ERROR)
                    if hasattr(widget, "values"):
                        widget.value = kept
                    assert not cut, (game, key, value, cut)
            app.pop(scene)
