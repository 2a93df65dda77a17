"""The title's box of choices stands on an opaque backing at every window
and text size: the cards fanned on the left, which a wide box (150% text)
reaches over, never show through its words (before, its panel let them
through, the cards' colours under the pickers' words)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes import title as T

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_title_box_hides_the_art_beneath(size, text_size, monkeypatch):
    for lang in ("en", "fr"):
        with app_at(size, text_size, lang) as app:
            scene = app.ctx.screens.title()
            app.clear_to(scene)
            run(app, 4)
            shots = []
            for art in (True, False):
                if not art:
                    monkeypatch.setattr(T, "paint_showcase", lambda *_args: None)
                screen = pygame.Surface(size)
                scene.draw_full(screen)
                shots.append(screen)
            monkeypatch.undo()
            box, r = scene.box, app.ctx.layout.px(18)
            for inner in (box.inflate(-2 * r, -4), box.inflate(-4, -2 * r)):  # all but its rounded corners
                with_art, without = (s.subsurface(inner) for s in shots)
                assert pygame.image.tobytes(with_art, "RGB") == pygame.image.tobytes(without, "RGB"), \
                    f"{size} {text_size} {lang}: the art shows through the box {box}"
            # and the art is there to hide: somewhere the two frames differ (outside the box)
            assert pygame.image.tobytes(shots[0], "RGB") != pygame.image.tobytes(shots[1], "RGB")
