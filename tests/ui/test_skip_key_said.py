"""One key skips the deal and the banners, and it is said the same on every
screen (issue 39: the table's deal said "press Space", the replay's "press
Enter", and the pause menu's list of keys said Space for both).

Audited against the key handling: the deal's line at the table of each game
and at a replay of each is one sentence; the key it names skips the deal at
each; the pause menus' lists of keys (Koi-Koi's and Go-Stop's) give that key
and a click for skipping; and at the table, that key ends a banner that has
stood its while, before it plays the card held up (a second press plays it)."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.ui.scenes import pause
from koikoi.ui.table.banner import SEEN_S

from .conftest import key, new_table, run
from .test_replay import opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NAMED = {"Space": pygame.K_SPACE, "Enter": pygame.K_RETURN}
SKIPS = "skip the deal and the banners"


def deal_lines(app) -> dict[str, str]:  # noqa: ANN001
    """The deal's line at each table the cards are dealt to a player (a replay says its own line, where it
    stands and its own keys: tests/ui/test_replay_said_keys.py; the key skips its deal all the same)."""
    lines = {}
    for game in ("koikoi", "gostop"):
        table = new_table(app, game, 1)
        run(app, 600, until=lambda t=table: t.intro)
        assert table.intro
        lines[f"{game} table"] = table.canvas.turn_words()
        app.pop(table)
    return lines


def test_the_deal_s_key_is_said_one_way_everywhere_and_skips_it(app):
    lines = deal_lines(app)
    assert len(set(lines.values())) == 1, lines
    named = re.findall(r"press (\S+)", next(iter(lines.values())))
    assert len(named) == 1, lines
    for groups in (pause.SHORTCUT_GROUPS, pause.GOSTOP_SHORTCUT_GROUPS):
        said = [keys for _heading, pairs in groups for keys, what in pairs if what == SKIPS]
        assert said == [f"{named[0]}, click"], said
    for game in ("koikoi", "gostop"):
        table = new_table(app, game, 1)
        run(app, 600, until=lambda t=table: t.intro)
        key(NAMED[named[0]])
        run(app, 1)
        assert not table.intro, f"{named[0]} did not skip the deal of {game}"
        app.pop(table)
        replay, _rec = opened(app, game, "nintendo" if game == "koikoi" else "matgo", 2)
        key(NAMED[named[0]])
        run(app, 1)
        assert not replay.intro and not replay.playing, f"{named[0]} at the replay of {game}"
        replay.leave()


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_enter_ends_a_banner_before_it_plays_the_card_held_up(app, game):
    table = new_table(app, game, 1)
    run(app, 3000, until=lambda: table.human_turn() and app.top is table and not table.intro)
    assert table.human_turn()
    key(pygame.K_RIGHT)  # a hand card held up
    run(app, 1)
    hand = len(table.model.hands[0])
    table.say("A banner", seconds=30)
    table.banner.age = SEEN_S  # it has stood its while
    key(pygame.K_RETURN)
    run(app, 1)
    assert table.banner.left <= 0, "Enter did not end the banner"
    assert len(table.model.hands[0]) == hand, "Enter played the card held up before it ended the banner"
