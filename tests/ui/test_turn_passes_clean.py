"""When the player's move is made, nothing of the turn stays on the table:
the Hint button, hidden, leaves not a sliver of itself (its place is
painted again: the frame drawn bit by bit equals one drawn whole), and the
card under a resting mouse is not named in the status line all through the
CPU's turn; both games."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.focus import repaint_rect

from .conftest import new_table, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def at_turn(app, game):  # noqa: ANN001, ANN201
    table = new_table(app, game, 3)
    run(app, 3000, until=lambda: table.human_turn() and table.hint_button.visible and not table.timeline
        and not any(s.travelling for s in table.sprites))
    assert table.hint_button.visible, "the player's turn, the Hint offered"
    return table


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_hidden_button_leaves_nothing_drawn(app, game):
    table = at_turn(app, game)
    size = app.ctx.layout.window
    bit_by_bit = pygame.Surface(size)
    table.draw_full(bit_by_bit)
    table.draw(bit_by_bit)
    where = repaint_rect(table.hint_button.rect)
    table.hint_button.visible = False  # as a move hides it
    table.draw(bit_by_bit)
    whole = pygame.Surface(size)
    table.draw_full(whole)
    for x in range(where.left, min(where.right, size[0]), 2):
        for y in range(where.top, min(where.bottom, size[1]), 2):
            assert bit_by_bit.get_at((x, y)) == whole.get_at((x, y)), f"the hidden Hint left a pixel at {(x, y)}"


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_no_card_is_named_while_the_turn_is_another_s(app, game):
    table = at_turn(app, game)
    hand = list(table.model.hands[0])
    rest = table.sprites[hand[-1]].rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rest, rel=(1, 1), buttons=(0, 0, 0)))
    run(app, 1)
    assert table.pointer.pointed is not None, "the card under the mouse named on the player's turn"
    action = next(a for a in table.engine.legal_actions(table.state))
    table.act(action)
    named = []
    for _frame in range(2000):
        run(app, 1)
        if table.human_turn() and not table.timeline:
            break
        if table.pointer.pointed is not None and not table.human_turn():
            named.append(table.status())
    assert not named, f"named while the turn passed: {named[:3]}"
