"""Back at the table after a scene over it, the card held up is the one
under the mouse now (issue 39, pt22: after a round's summary the card held
up was the one under the mouse when Next was clicked, the mouse having
moved on over the summary, unseen by the table; a click without moving then
played the card under the mouse, another than the one held up)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset

from .conftest import make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("focused", [True, False], ids=["mouse-in-window", "mouse-unknown"])
def test_the_card_held_up_is_the_one_under_the_mouse_after_a_dialog(game, focused, monkeypatch):
    app = make_app()
    try:
        screens = app.ctx.screens
        table = screens.table(load_preset("nintendo"), 5, "easy") if game == "koikoi" else \
            screens.gostop_table(load_gostop("matgo"), 5, "easy", players=2)
        app.push(table)
        run(app, 900, until=table.human_turn)
        assert table.human_turn(), "the player's turn never came"
        hand = table.model.hands[HUMAN]
        first, last = hand[0], hand[-1]
        at = {c: (round(table.sprites[c].x), round(table.sprites[c].y)) for c in (first, last)}
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at[first], rel=(1, 1), buttons=(0, 0, 0)))
        run(app, 30)
        assert table.pointer.hovered == first
        # a dialog over the table; the mouse moves over it to the last hand card, which the table does not see
        app.push(screens.choice("?", "?", [("OK", lambda: None)]))
        run(app, 5)
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: focused)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at[last])
        app.pop()
        run(app, 30)
        assert table.pointer.hovered == (last if focused else None), (
            f"held up {table.pointer.hovered}, the mouse on {last if focused else 'nothing known'}")
    finally:
        pygame.quit()
