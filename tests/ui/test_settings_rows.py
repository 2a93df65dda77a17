"""The settings' rows at every window, text size and language: the
keyboard's ring on any row covers no other row's words (the rows stand far
enough apart), and every label is drawn whole at the settings' own size,
the same as its neighbours' (issue 39: at 150% the ring covered half of
"Reduced motion", and "Korean month numbers (Go-Stop)" was drawn smaller
than the rows around it)."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.focus import REACH
from koikoi.ui.rows import Heading, OptionRow, SliderRow
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import make_app, run

SIZES = [(960, 540), (1280, 720)]
TEXT = [100, 125, 150]


def check(size: tuple[int, int], text_size: int, lang: str, game: str) -> None:
    app = make_app(S.Settings(animation_speed=4.0, text_size=text_size, game=game), size=size)
    i18n.set_language(lang)
    try:
        s = SettingsScene(app.ctx)
        app.push(s)
        run(app, 2)
        s.bar.scroll_to(0)
        run(app, 1)
        rows = [w for w in s.widgets if isinstance(w, (OptionRow, SliderRow, Heading))]
        font = app.ctx.assets.font(s.size)
        where = f"{size} {text_size}% {lang} {game}"
        for w in rows:
            label = font.size(w.label)
            box = w.rect.inflate(-12, 0) if isinstance(w, Heading) else w.label_box
            if not isinstance(w, Heading):  # drawn smaller (or cut) only where its box is too narrow for it
                assert label[0] <= box.w - 2, f"{where}: {w.label!r} is not whole at the settings' size"
            # its words: the label as drawn, centred on its box's height
            words = pygame.Rect(box.x, box.centery - label[1] // 2, min(label[0], box.w), label[1])
            for other in rows:
                if other is w or not getattr(other, "focusable", False) or isinstance(other, Heading):
                    continue
                ring = other.rect.inflate(2 * REACH, 2 * REACH)
                assert not ring.colliderect(words), f"{where}: the ring on {other.label!r} covers {w.label!r}"
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_ring_covers_no_neighbour_and_every_label_is_whole_at_its_size(lang, game):
    for size in SIZES:
        for text_size in TEXT:
            check(size, text_size, lang, game)
