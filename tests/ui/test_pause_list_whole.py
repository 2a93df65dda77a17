"""The pause menu's list of shortcuts, at 960x540 and 150% text, in every
language, for either game: scrolled page by page from its top to its end,
no line is drawn cut by the list's edges (before, the last line in view
showed its top half over the box's foot), none lies past the window's
edge, and every line of it shows whole at some page."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene

from .conftest import app_at, key, run
from .test_card_table import gostop_table, koikoi_table
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_pause_list_shows_its_lines_whole_page_by_page(lang, monkeypatch):
    with app_at((960, 540), 150, lang) as app:
        for make, pause in ((koikoi_table, PauseScene), (gostop_table, GostopPauseScene)):
            table = make(app, demo=False)
            app.clear_to(table)
            run(app, 2)
            menu = pause(app.ctx, table)
            app.push(menu)
            run(app, 2)
            window, where = pygame.Rect((0, 0), (960, 540)), f"{lang} {pause.__name__}"
            listed = {what or keys for keys, what, _heading in menu.lines}
            seen: set[str] = set()
            for _page in range(40):
                for text, _size, _bold, at, clip, _surface in record_texts(menu, monkeypatch, menu.draw_content):
                    if clip == menu.list_rect:  # a line of the list: whole in it, in the window
                        assert menu.list_rect.contains(at) and window.contains(at), f"{where}: {text!r} cut at {at}"
                        seen.add(text)
                if menu.bar.offset >= menu.bar.max_offset:
                    break
                key(pygame.K_PAGEDOWN)
                run(app, 1)
            assert listed <= seen, f"{where}: never shown whole: {listed - seen}"
