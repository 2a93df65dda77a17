"""The deal's line at the table is worded one way, whatever input was used
last ("click or press Enter to skip"; it read "click to skip" after the
mouse, "press Space to skip" after a key), and the key it names skips the
deal there, as a click does, in both games. (The replay's deal says the
same: tests/ui/test_skip_key_said.py.)"""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.i18n import _ as tr
from koikoi.ui.table.said_input import KEYS, MOUSE

from .conftest import key, new_table, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NAMED = {"Space": pygame.K_SPACE, "Enter": pygame.K_RETURN}


def dealing(app, game):  # noqa: ANN001, ANN201
    table = new_table(app, game, 1)
    run(app, 600, until=lambda: table.intro)
    assert table.intro, "the deal is being shown"
    return table


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_deal_s_line_is_one_and_its_key_skips_the_deal(app, game):
    table = dealing(app, game)
    said = set()
    for used in (None, KEYS, MOUSE):
        table.pointer.used = used
        said.add(table.canvas.turn_words())
    assert len(said) == 1, said
    line = said.pop()
    assert line.startswith(tr("Dealing the cards")) and "click" in line, line
    named = re.findall(r"press (\S+)", line)
    assert named, line
    for name in named:
        table = dealing(app, game)
        key(NAMED[name])
        run(app, 1)
        assert not table.intro, f"{name}, named by {line!r}, did not skip the deal"
