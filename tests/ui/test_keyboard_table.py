"""At either table the keyboard plays as the mouse does: ← and → hold up
a hand card (lighting what it meets: the visible focus), Enter plays it,
and the keys do nothing while it is not the player's turn."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.deck import IDS
from koikoi.ui.table.stage import MATCH_GLOW

from .conftest import key, run
from .test_card_table import gostop_table, koikoi_table

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def at_the_players_turn(app, make):
    table = make(app, demo=False)
    app.push(table)
    run(app, 600, until=table.human_turn)
    assert table.human_turn()
    return table


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_the_arrows_hold_up_each_hand_card_in_turn(app, make):
    table = at_the_players_turn(app, make)
    hand = list(table.model.hands[HUMAN])
    key(pygame.K_RIGHT)
    run(app, 2)
    assert table.pointer.hovered == hand[0] and table.pointer.pointed == hand[0]
    lit = {s.card for s in table.sprites if s.glow == MATCH_GLOW}
    assert lit == set(table.pointer.meets(hand[0]))  # what it would take, lit as under the mouse
    key(pygame.K_RIGHT)
    run(app, 2)
    assert table.pointer.hovered == hand[1]
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    run(app, 2)
    assert table.pointer.hovered == hand[-1]  # round the hand's end


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_enter_plays_the_card_held_up(app, make):
    table = at_the_players_turn(app, make)
    key(pygame.K_LEFT)
    run(app, 2)
    card = table.pointer.hovered
    before = table.actions_done
    key(pygame.K_RETURN)
    run(app, 2)
    if app.top is not table:  # Go-Stop first asks whether to shake or bomb with three of a month
        assert type(app.top).__name__ == "ChoiceScene"
        return
    assert table.actions_done == before + 1
    assert table.trail is not None and table.trail[1][-1] == f"play {IDS[card]}"


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_the_keys_wait_for_the_players_turn(app, make):
    table = make(app, demo=False)
    app.push(table)
    run(app, 1)  # the deal is on: not the player's turn
    assert not table.human_turn()
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    run(app, 1)
    assert table.pointer.hovered is None and table.actions_done == 0


@pytest.mark.parametrize("make", [koikoi_table, gostop_table], ids=["koikoi", "gostop"])
def test_a_card_played_by_the_keys_leaves_the_status_line_to_the_turn(app, make):
    """The card held up by ← → is named in the status line; once Enter has
    played it, the line says what to do again, at once and at the next turn
    (it no longer names the card played for the rest of the round)."""
    table = at_the_players_turn(app, make)
    key(pygame.K_RIGHT)
    run(app, 2)
    card = table.pointer.hovered
    assert table.pointer.pointed == card and table.status() != table.hint  # the card held up is named
    key(pygame.K_RETURN)
    run(app, 2)
    while app.top is not table:  # Go-Stop asks first whether to shake or bomb: its default answer
        key(pygame.K_RETURN)
        run(app, 2)
    assert table.pointer.pointed is None
    run(app, 2000, until=lambda: table.human_turn() and app.top is table and table.actions_done > 1
        and table.prompted)
    assert table.human_turn() and table.pointer.pointed is None
    assert table.status() == table.hint
