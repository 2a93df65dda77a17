"""Every key the replay's words name does what they say: at its first
deal the line said "press Space to skip" while Space is the replay's Play,
and the line is worded one way whatever input was used last,
so Space set the replay playing on and the deal went on. Audited for both
games against the replay's key handling: each key named by the deal's line
(before any input, after the keys, after the mouse) brings the deal to its
end and does nothing else, and each key written on a replay's button works
that button and nothing else."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.i18n import _ as tr
from koikoi.ui.table.said_input import KEYS as USED_KEYS, MOUSE

from .conftest import key, run
from .test_replay import CASES, IDS, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NAMED = {"←": pygame.K_LEFT, "→": pygame.K_RIGHT, "Space": pygame.K_SPACE, "Enter": pygame.K_RETURN,
         "H": pygame.K_h, "M": pygame.K_m, "PgUp": pygame.K_PAGEUP, "PgDn": pygame.K_PAGEDOWN,
         "Esc": pygame.K_ESCAPE}


def keys_in(line: str) -> list[str]:
    """The keys a line tells the player to press ("press Space to skip": Space)."""
    return re.findall(r"press (\S+)", line)


def dealing(app, game, preset, players):  # noqa: ANN001, ANN201
    table, _rec = opened(app, game, preset, players)
    assert table.intro, "the replay's first deal is still being shown"
    return table


@pytest.mark.parametrize("used", [None, USED_KEYS, MOUSE])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_each_key_the_deals_line_names_skips_the_deal_and_does_nothing_else(app, game, preset, players, used):
    table = dealing(app, game, preset, players)
    table.pointer.used = used
    line = table.canvas.turn_words()
    assert line.startswith(tr("Dealing the cards")), line
    named = keys_in(line)
    assert named and "click" in line, f"no key or click named in {line!r}"
    table.pointer.used = MOUSE if used != MOUSE else USED_KEYS
    assert table.canvas.turn_words() == line, "one wording at the replay's deal, whatever input was used last"
    for name in named:
        table = dealing(app, game, preset, players)  # a fresh deal for each key
        key(NAMED[name])
        run(app, 1)
        assert not table.intro, f"{name}, named by {line!r}, did not skip the deal"
        assert not table.playing and table.at == 0, f"{name}, named by {line!r}, did more than skip the deal"
        assert app.top is table
    if "click" in line:
        table = dealing(app, game, preset, players)
        table.pointer.used = used
        field = table.ctx.layout.rect("field")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.midbottom, button=1))
        run(app, 1)
        assert not table.intro and not table.playing and table.at == 0, f"a click, named by {line!r}"


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_each_key_written_on_a_replays_button_works_that_button(app, game, preset, players):
    table, _rec = opened(app, game, preset, players)
    table.skip()
    table.goto(5)
    run(app, 1)
    done: list[str] = []
    for b in table.buttons:
        if b.visible and b.key_label:
            b.on_click = lambda b=b: done.append(b.label)
    table.open_pause = lambda: done.append(table.menu_button.label)  # Esc: the table's own, as Back's click
    table.skip = lambda: done.append("skip") or False
    shown = [b for b in table.buttons if b.visible and b.key_label]
    assert {tr(n) for n in ("Space", "H", "PgUp", "PgDn", "Esc", "M")} <= {b.key_label for b in shown}
    for b in shown:
        done.clear()
        key(NAMED[b.key_label])
        run(app, 1)
        assert done == [b.label], f"{b.key_label}, written on {b.label!r}, did {done}"
