"""Changing the rule set in Settings, click after click on its row's arrow,
at 960x540 with 150% text and at 1280x720 (one list at both: the game's
options above the rules), in either game: the row stays where it was, under the pointer
and in view, and the line under the list says the rule set now on the row,
its meaning whole, as a full repaint draws it. Before, in one list, the list
jumped back to its top at each change: the row left the view and the pointer
stood over another option while the line still spoke of the rule set."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.settings_paint import description_texts, description_wrapped
from koikoi.ui.settings_pane import shown_lines, tick

from .conftest import app_at, click, key, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size, text_size", [((960, 540), 150), ((1280, 720), 100)], ids=["960x540-150", "1280x720-100"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_each_rule_set_chosen_is_said_whole_under_the_list(size, text_size, game):
    for lang in ("en", "fr"):
        with app_at(size, text_size, lang) as app:
            scene = app.ctx.screens.settings(game=game)
            app.push(scene)
            run(app, 2)
            for _ in range(60):  # the ring to the rule set's row: the list scrolls it into view
                if scene.preset_choice.focused:
                    break
                key(pygame.K_TAB)
                run(app, 1)
            row = scene.preset_choice
            assert row.focused and scene.list_rect.contains(row.rect) or not scene.single
            arrow = (row.rect.right - 6, row.rect.centery)
            for n in range(len(row.values)):
                click(arrow)
                run(app, 3)
                row, where = scene.preset_choice, f"{size} {lang} {game} change {n}"
                assert row.rect.collidepoint(arrow), f"{where}: the row left the pointer ({row.rect})"
                if scene.single:
                    assert scene.list_rect.contains(row.rect), where
                words = scene.words["preset"]
                lines = description_wrapped(scene, description_texts(scene))
                said = " ".join(t for t, _c in lines)
                assert said.endswith(words.meaning(row.value).split()[-1]), f"{where}: {said!r}"
                assert words.name(row.value) in said and words.meaning(row.value).split()[0] in said, where
                assert len(lines) <= shown_lines(scene) or scene.pane_start == 0 and tick(scene, 60.0), \
                    f"{where}: the meaning cut and not scrolled: {lines}"
                scene.pane_start = 0
                fresh = pygame.Surface(size)
                scene.draw_full(fresh)
                box = scene.description_box.inflate(8, 8)
                assert pygame.image.tobytes(app.screen.subsurface(box), "RGB") == \
                    pygame.image.tobytes(fresh.subsurface(box), "RGB"), f"{where}: the line drawn is stale"
