"""The pause menu's shortcuts follow the text size (issue 39: at 150% text
they were drawn at the normal size) and are all there to read: in the
window, and where they are taller than it, in a box that scrolls, its bar
in view, the last line reached by the wheel. Both games, two windows,
every text size, two languages."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage.settings import TEXT_SIZES
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene

from .conftest import app_at, run
from .test_scenes import drive_to, table_with
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def wheel(dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))


@pytest.mark.parametrize("make", [PauseScene, GostopPauseScene], ids=["koikoi", "gostop"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_shortcuts_follow_the_text_size_and_can_all_be_read(make, size, lang, monkeypatch):
    for pct in TEXT_SIZES:
        with app_at(size, pct, lang) as app:
            play = table_with(app, drive_to(lambda m: True))
            run(app, 2)
            pause = make(app.ctx, play)
            app.push(pause)
            run(app, 2)
            window = pygame.Rect((0, 0), size)
            assert window.contains(pause.box) and pause.box.contains(pause.list_rect)
            # every line at the size of the others' design size, grown with the text
            drawn = record_texts(pause, monkeypatch, pause.draw_full)
            lines = {what for _keys, what, heading in pause.lines if not heading}
            sizes = {s for t, s, *_ in drawn if t in lines}
            assert sizes == {pause.text_size(22)}, (pct, sizes)
            tall = pause.bar.total > pause.list_rect.h
            assert pause.bar.visible == tall
            if tall:  # the bar in the box, beside the list; the wheel goes down to the last line
                assert pause.box.contains(pause.bar.rect) and not pause.bar.rect.colliderect(pause.list_rect)
                for _ in range(40):
                    wheel(-1)
                run(app, 2)
                assert pause.bar.offset == pause.bar.total - pause.list_rect.h
