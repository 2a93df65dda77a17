"""The description pane of Settings holds the highlighted option's words
whole under every rule set of both games, not only the one chosen first
(cold playtest pt10 at 960x540 and 150% text: the pane was cramped, its
lines against its edges): for every option of every preset, with each of
its values, the lines fit the pane (or the pane, at its tallest, scrolls
through them), and the pane stands inside the panel with room on every side."""

from __future__ import annotations

import pytest

from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.i18n import LANGUAGES
from koikoi.ui.settings_paint import description_room, description_texts, description_wrapped
from koikoi.ui.settings_pane import tick

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size, text", [((960, 540), 150), ((960, 540), 125), ((1280, 720), 150)],
                         ids=["960x540-150", "960x540-125", "1280x720-150"])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_option_of_every_preset_is_described_whole(size, text, lang):
    with app_at(size, text, lang) as app:
        px = app.ctx.layout.px
        for game, presets, which in (("koikoi", PRESET_NAMES, "preset"),
                                     ("gostop", GOSTOP_PRESET_NAMES, "gostop_preset")):
            for preset in presets:
                app.ctx.change_settings(app.ctx.settings.replace(game=game, **{which: preset}), save=False)
                scene = app.ctx.screens.settings()
                app.push(scene)
                run(app, 2)
                where = f"{size} {text}% {lang} {game} {preset}"
                line = app.ctx.assets.font(scene.size).get_linesize()
                box = scene.description_box
                inner = scene.panel.inflate(-2 * px(12), -2 * px(14))
                assert inner.contains(box), f"{where}: the pane {box} against the panel's edge {scene.panel}"
                assert box.y >= scene.list_rect.bottom + px(8), f"{where}: the pane against the list"
                room = description_room(scene)  # its words in line with the options' (px(6) in), clear of the rule
                assert box.contains(room) and room.x >= box.x + px(6) and room.right <= box.right - px(6), where
                assert room.y >= box.y + px(6), f"{where}: the words against the rule over the pane"
                for key, widget in scene.option_widgets.items():
                    for value in list(getattr(widget, "values", None) or [getattr(widget, "value", None)]):
                        if hasattr(widget, "values"):
                            widget.value = value
                        scene.pointed = key
                        scene.redescribe()  # the pane as tall as this option asks, at most a third of the panel
                        room = description_room(scene)
                        lines = description_wrapped(scene, description_texts(scene))
                        assert len(lines) * line <= room.h or tick(scene, 60.0), \
                            f"{where}: {key}={value!r} in {len(lines)} lines, cut and not scrolled"
                        font = app.ctx.assets.font(scene.size)
                        assert all(font.size(t)[0] <= room.w for t, _c in lines), f"{where}: {key}"
                app.pop(scene)
