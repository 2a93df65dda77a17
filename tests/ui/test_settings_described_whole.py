"""Settings say each option's description whole (issue 39, a newcomer's
cold run: at 960x540 and 150% text in Korean, pointing at the rule set
showed its description cut with "…").

For each game, in every language, at 960x540 with 150% text and at
1280x720: every option pointed at, with each of its values, has its
description and its value's meaning drawn whole, in lines that fit in the
description box; where the pane (at most a third of the panel, leaving
the list its rows) holds fewer lines than it says, it scrolls by itself
through every one of them."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import LANGUAGES
from koikoi.ui.scenes.settings_menu import ERROR
from koikoi.ui.settings_paint import description_texts, description_wrapped, paint_description
from koikoi.ui.settings_pane import shown_lines, tick

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
                    if hasattr(widget, "values"):
                        kept, widget.value = widget.value, value
                    scene.pointed = key
                    scene.redescribe()  # the pane sized for this option (and this value's meaning)
                    lines = description_wrapped(scene, description_texts(scene))
                    held = shown_lines(scene)
                    assert held * line + app.ctx.layout.px(4) <= scene.description_box.h, (game, key, value)
                    seen: list[str] = []
                    for _turn in range(len(lines)):  # the pane scrolling by itself through what it says
                        with cuts_seen() as cut:
                            paint_description(scene, surface, ERROR)
                        assert not cut, (game, key, value, cut)
                        seen += [t for t, _c in lines[scene.pane_start:scene.pane_start + held]]
                        tick(scene, 60.0)
                    assert set(seen) == {t for t, _c in lines}, (game, key, value, "never shown")
                    if hasattr(widget, "values"):
                        widget.value = kept
            app.pop(scene)
