"""Back at the table after a scene over it, the card held up is the one
under the mouse now (issue 39, pt22: after a round's summary the card held
up was the one under the mouse when Next was clicked, the mouse having
moved on over the summary, unseen by the table; a click without moving then
played the card under the mouse, another than the one held up)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN

from .conftest import make_app, move_to, new_table, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("moved", [True, False], ids=["moved-over-the-dialog", "resting"])
def test_the_card_held_up_is_the_one_under_the_mouse_after_a_dialog(game, moved):
    app = make_app()
    try:
        screens = app.ctx.screens
        table = new_table(app, game, 5)
        run(app, 900, until=table.human_turn)
        assert table.human_turn(), "the player's turn never came"
        hand = table.model.hands[HUMAN]
        first, last = hand[0], hand[-1]
        at = {c: (round(table.sprites[c].x), round(table.sprites[c].y)) for c in (first, last)}
        move_to(at[first])
        run(app, 30)
        assert table.pointer.hovered == first
        app.push(screens.choice("?", "?", [("OK", lambda: None)]))  # a dialog over the table
        run(app, 5)
        if moved:  # the mouse goes over the dialog to the last hand card, which the table does not see
            move_to(at[last])
            run(app, 5)
        app.pop()
        run(app, 30)
        want = last if moved else first
        assert table.pointer.hovered == want, f"held up {table.pointer.hovered}, the mouse on {want}"
    finally:
        pygame.quit()
