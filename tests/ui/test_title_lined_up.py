"""The title's choices line up: at 960x540 and 150% text the Rules box
reached further left than the Game, Opponent and Players boxes above and
below it, to hold "Go-Stop brasileiro". The choices' box widens for the
longest rule set's title instead, each value box starting and ending where
the others do, and every title is drawn between the arrows at its size."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.widgets import Choice

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in (100, 150)
         for lang in i18n.LANGUAGES]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_the_titles_choices_line_up_and_hold_every_rule_sets_title(case):
    size, pct, lang = case
    with app_at(size, pct, lang) as app:
        for game in ("koikoi", "gostop"):
            app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
            scene = TitleScene(app.ctx)
            app.push(scene)
            run(app, 2)
            shown = [w for w in scene.widgets if isinstance(w, Choice) and w is not scene.language and w.visible]
            assert len(shown) == (5 if game == "gostop" else 4), shown  # Go-Stop: its match length and players
            edges = {(c.value_rect.left, c.value_rect.right) for c in shown}
            assert len(edges) == 1, f"{game}: the value boxes do not line up: " + \
                ", ".join(f"{c.label} {c.value_rect}" for c in shown)
            assert pygame.Rect((0, 0), app.ctx.layout.window).contains(scene.box)
            assert not scene.box.colliderect(scene.language.rect)
            rules = scene.preset
            font = app.ctx.assets.font(Choice.label_size(rules.rect.h))
            room = rules.value_rect.w - 2 * (8 + max(5, rules.rect.h // 5) + 6)
            small = [scene.preset_title(p) for p in rules.values if font.size(scene.preset_title(p))[0] > room]
            assert not small, f"{game}: drawn smaller than the text size chosen: {small}"
            for c in shown:  # each label whole before its box
                assert app.ctx.assets.font(Choice.label_size(c.rect.h)).size(c.label)[0] + 6 <= c.value_rect.x - c.rect.x
            app.pop(scene)
