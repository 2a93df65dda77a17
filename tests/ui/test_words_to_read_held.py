"""Words the player must read (a lesson's instruction, the Hint) are not
said over by a capture box's label lying under the resting mouse, and
nothing under the mouse is said behind a scene over the table (issue 39,
pt25: after a lesson's Next the box vanished, the mouse rested on the CPU's
box's label, and its words took the instruction's place; a box's words
stood behind Go or Stop? and the summary)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import Kind

from .conftest import make_app, move_to, new_table, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_label_under_the_resting_mouse_never_takes_the_place_of_words_to_read(game):
    app = make_app()
    try:
        screens = app.ctx.screens
        table = new_table(app, game, 5)
        run(app, 900, until=table.human_turn)
        assert table.human_turn(), "the player's turn never came"
        box = table.geometry.group_rect(1, Kind.PLAIN)  # the CPU's plains: its label, the box's top line
        at = (box.x + box.w // 2, box.y + table.ctx.layout.px(10))
        move_to(at)
        run(app, 10)
        label = table.status()
        assert table.pointer.label_under() == (1, Kind.PLAIN) and label and label != table.hint, label

        table.pointer.hush()  # as a lesson's instruction (or the Hint) comes to the status line
        run(app, 10)
        assert table.status() == table.hint, table.status()  # the label said over it before

        app.push(screens.choice("?", "?", [("OK", lambda: None)]))  # a dialog over the table
        run(app, 5)
        assert table.pointer.label_under() is None and table.pointer.spot is None  # nothing said behind it

        app.pop()  # the mouse still there: the words to read stay
        run(app, 10)
        assert table.status() == table.hint, table.status()
        move_to((at[0] + 2, at[1]))  # the mouse moves: the label under it is said
        run(app, 10)
        assert table.status() == label, table.status()
    finally:
        pygame.quit()
