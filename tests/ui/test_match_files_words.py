"""The match files screen says where its files are and that a file dropped
on the window opens: at 960x540 and 150% text in Portuguese it was cut
("Você também pode arrastar um arquivo de partida par…"). It wraps, and
the list starts under it."""

from __future__ import annotations

import pytest

from koikoi.storage import paths

from .conftest import app_at, run
from .test_cut_text import cuts_seen
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("pct", [100, 150])
def test_the_match_files_screen_says_where_they_are_and_that_a_dropped_file_opens_whole(size, lang, pct, monkeypatch):
    deep = paths.shared_dir() / "Documents" / "Koi-Koi matches"  # a folder as long as a player's
    monkeypatch.setattr(paths, "shared_dir", lambda: deep)
    with app_at(size, pct, lang) as a:
        scene = a.ctx.screens.matches("koikoi")
        a.push(scene)
        run(a, 2)
        scene.list_files()
        run(a, 2)
        words = scene.where_words()
        with cuts_seen() as cut:
            drawn = inked_texts(scene, scene.draw_full)
        assert not [c for c in cut if str(deep) in c or "…" in c and words[:10] in c], cut
        # between the title and the list: its lines, and they say all of it (none under the list's frame)
        mine = [(t, r) for t, r in drawn if t and scene.title_rect.bottom - 4 <= r.centery < scene.frame.top]
        assert "".join(t for t, _r in mine).replace(" ", "") == words.replace(" ", ""), mine
        for t, r in mine:
            assert r.bottom <= scene.frame.top and 0 <= r.left and r.right <= a.ctx.layout.window[0], (t, r)
