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
from .test_replay_banner_said import LIVE_PROMPTS

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


@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_a_replays_deal_says_where_it_stands_and_its_own_keys_which_do_what_it_says(app, game, preset, players):
    """pt25: at move 0 the replay's panel said the live table's "Dealing the cards · click or press Enter to
    skip". It says the move, of the round's, and the replay's keys, one wording whatever input was used last,
    and each key it names does what its button does: → the deal to its end and the first move, Space plays on."""
    for used in (None, USED_KEYS, MOUSE):
        table = dealing(app, game, preset, players)
        table.pointer.used = used
        line = table.canvas.turn_words()
        assert not any(tr(p) in line for p in LIVE_PROMPTS), line
        assert str(table.round_moves()[1]) in line and "0" in line, f"where the replay stands, not in {line!r}"
        named = keys_in(line)
        assert named == ["→"] and tr("Space") in line, f"the replay's keys, not in {line!r}"
        table.leave()
    table = dealing(app, game, preset, players)
    key(pygame.K_RIGHT)
    run(app, 1)
    assert not table.intro and table.at == 1 and not table.playing, "→ is the next move"
    table.leave()
    table = dealing(app, game, preset, players)
    key(pygame.K_SPACE)
    run(app, 1)
    assert table.playing and app.top is table, "Space plays on"
    table.leave()


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
