"""The replay's header keeps the text size chosen: the field's top comes
down far enough for its room to hold two lines at that size
(:func:`koikoi.ui.table.heading.headroom`), where it reserved two lines
at the least size only, so that at 150% text the header's words were drawn
smaller. Audited over each replay's steps, at both window sizes,
100/125/150% text and five languages: the header is drawn at the size
chosen, and the field and every card stay inside the window."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.ui.table import heading

from .conftest import app_at
from .test_replay import CASES, IDS, header_steps, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_replays_header_keeps_the_text_size_chosen(game, preset, players, size, text_size):
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as a:
            table, _rec = opened(a, game, preset, players)
            lay = a.ctx.layout
            window = pygame.Rect((0, 0), lay.window)
            for at, said in header_steps(a, table, 8):
                where = f"{size} {text_size}% {lang} at {at}"
                drawn, _rows = heading.fitting(lay, a.ctx.assets, table.strip(), table.position(), said)
                assert drawn == lay.px(18), f"{where}: the header drawn at {drawn}, not {lay.px(18)}: {said!r}"
                assert window.contains(lay.rect("field")), f"{where}: the field {lay.rect('field')} past the window"
                for s in table.sprites:
                    if s.visible:
                        assert window.contains(s.rect()), f"{where}: a card at {s.rect()} past the window"
