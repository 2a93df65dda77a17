"""The side panel's status line is drawn whole: at 150% text in French,
"Distribution des cartes · cliquez pour passer" (the deal, which a click
skips) ran past the panel's right edge, cut at "cliquez pour p". It wraps
between words in the panel (which shrinks to hold its lines), at a table of
Koi-Koi and of Go-Stop of two and three, while the cards go out."""

from __future__ import annotations

import re

import pytest

from koikoi.ui.table.replay import ReplayTable

from ..games.test_matchrecord import played
from .conftest import app_at, run
from .test_table_truth import info_panel
from .texts import inked_texts, problems, record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 2),
                                                   ("gostop", "gostop-brazilian", 3)])
def test_the_status_line_is_drawn_whole_inside_the_panel_while_the_cards_go_out(game, preset, players, lang, size):
    with app_at(size, 150, lang) as a:
        table = a.ctx.screens.replay(played(game, preset, players, 1, stop_after=10), "")
        assert isinstance(table, ReplayTable)
        a.push(table)
        run(a, 1)
        assert table.intro
        status = spaced(table.canvas.turn_words())
        assert status
        drawn = inked_texts(table, lambda screen: screen.blit(*info_panel(table)[:2]))
        texts = [t.replace(" ", "") for t, _r in drawn]
        whole = status.replace(" ", "")  # the status, drawn as lines one after another
        assert any("".join(texts[i:j]) == whole for i in range(len(texts)) for j in range(i + 1, len(texts) + 1)), texts
        drawn_in = record_texts(table, None, lambda screen: screen.blit(*info_panel(table)[:2]))
        assert not problems(table, drawn_in)
