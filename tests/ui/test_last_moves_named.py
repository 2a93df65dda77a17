"""At a Go-Stop table of three, each computer's last move is told apart
on the table: before, both computers' moves had the same violet dashed
outline, and only the Moves list said who took what. Now each card a
computer's turn moved carries that seat's name ("CPU 1", "CPU 2") until
the person acts.

Audited over a seeded game of three (the person's moves at random, the
computers' their own): at each of the person's turns, every card the
engine's events since the person last acted say another seat moved, and
that lies out of the capture boxes (a box is named by its seat), is tagged
with that seat's name, and no other card is tagged; the status line says
the outlines carry their player's name (it said only "dashed outlines"). At a table of two (one
CPU) no card is tagged: the outline says it all."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.common.cards import indices
from koikoi.storage import settings as S
from koikoi.ui.table.model import Where

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def whose(events, person: int) -> dict[int, int | None]:  # noqa: ANN001
    """Each card the engine's ``events`` since the person acted say another
    seat moved, and that seat (None: a plain stolen)."""
    want: dict[int, int | None] = {}
    for ev in events:
        if isinstance(ev, H.Dealt):
            want.clear()
        elif isinstance(ev, (H.Played, H.Flipped, H.BonusLaid)) and ev.player != person:
            want[ev.card] = ev.player
        elif isinstance(ev, (H.Captured, H.TakenAtDeal)) and ev.player != person:
            want.update(dict.fromkeys(indices(ev.cards), ev.player))
        elif isinstance(ev, H.Stole):
            want.update(dict.fromkeys(indices(ev.cards), None))  # in a box, outlined in red
    return want


@pytest.mark.parametrize("players, preset, seed", [(3, "gostop-brazilian", 5), (3, "gostop-brazilian", 8),
                                                   (2, "matgo", 3)])
def test_each_computer_s_last_move_carries_its_name(players, preset, seed):
    rules = load_gostop(preset, {"match.most_players": players})
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        checked, seats = 0, set()
        for table, events in person_turns(app, rules, players, seed):
            want = whose(events, table.person)
            tagged = {c: s.tag for c, s in enumerate(table.sprites) if s.tag}
            expected = {c: table.short[p] for c, p in want.items()
                        if p is not None and players > 2 and table.model.place[c].where is not Where.CAPTURED}
            assert tagged == expected, (table.game.hand_no, tagged, expected)
            for c in expected:
                assert table.sprites[c].mark is not None, c  # the name goes with the outline
            seats |= {table.sprites[c].tag for c in expected}
            if tagged and "outlined in red" not in table.hint:  # the status line says what the tags tell
                assert "dashed outlines and their player's name" in table.hint, table.hint
            checked += 1
        assert checked > 10 and seats == ({"CPU 1", "CPU 2"} if players > 2 else set()), (checked, seats)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
