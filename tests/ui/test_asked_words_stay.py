"""Words the player asked for (the Hint) or must read (a lesson's
instruction) are not replaced in the status line by the name of a card
under a mouse that only rests there: they stay until the mouse moves onto
another card. Before, H with the mouse resting on a card left the card's
name said over the hint, and a lesson's instruction gave way to the card
the mouse rested on once the cards settled."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.ui.scenes.lesson import LessonScene

from .conftest import key, run
from .test_guided import follow, opened
from .test_hint import hinted_table


def rest_on(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def under(table, pos) -> list[int]:
    """The face-up cards under ``pos``."""
    return [s.card for s in table.sprites if s.visible and s.face >= 0.5 and s.hit(pos)]


def face_up_not_in_hand(table) -> list[int]:
    """The face-up cards the mouse may rest on and the status line would name: the field's."""
    return [c for c in table.model.field_cards() if table.sprites[c].face >= 0.5]


def staying(table) -> list[int]:
    """The field's face-up cards still on the field at the person's next move of the guided match's script."""
    taught, n = table.course, table.played + 1
    while n < len(taught.actions) and table.engine.to_move(taught.state_at(n)) != table.person:
        n += 1
    field = table.engine.observe(taught.state_at(n), table.person).field
    return [c for c in face_up_not_in_hand(table) if field >> c & 1]


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_hint_stays_said_under_a_resting_mouse(app, game):
    play = hinted_table(app, game, False)
    field = face_up_not_in_hand(play)
    rest_on(play.sprites[field[0]].rect().center)
    run(app, 2)
    assert play.pointer.pointed == field[0] and play.status() != play.hint  # the card is named: it was pointed at
    key(pygame.K_h)
    run(app, 300, until=lambda: bool(play.advisor.cards) or play.hint.startswith("Hint: lay"))
    run(app, 10)
    assert play.hint.startswith("Hint: ")
    assert play.status() == play.hint  # the words asked for, not the resting card's name
    play.pointer.cards_settled()  # the cards stop moving under the resting mouse: still the hint
    rest_on(play.sprites[field[0]].rect().move(1, 1).center)  # a nudge on the same card
    run(app, 2)
    assert play.status() == play.hint
    rest_on(play.sprites[field[1]].rect().center)  # onto another card: named
    run(app, 2)
    assert play.pointer.pointed == field[1] and play.status() != play.hint


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_lessons_instruction_stays_said_under_a_resting_mouse(game):
    settings = {"game": "gostop"} if game == "gostop" else {}
    with opened(**settings) as app:
        app.ctx.screens.guided()
        table = app.top

        def to_the_players_move() -> None:
            for _ in range(12):
                run(app, 600, until=lambda: isinstance(app.top, LessonScene)
                    or (app.top is table and table.human_turn()))
                if not isinstance(app.top, LessonScene):
                    return
                key(pygame.K_RETURN)
                run(app, 2)

        to_the_players_move()
        assert app.top is table and table.human_turn()
        done = table.actions_done
        follow(app, table)  # the first move, as the lesson says
        run(app, 3)
        # the move made, and the flip after it where no lesson comes between (the flip's lesson follows the flip)
        assert table.actions_done in (done + 1, done + 2)
        rested = staying(table)[0]  # a field card the computer's turn leaves where it lies
        rest_on(table.sprites[rested].rect().center)  # the mouse goes to a field card and rests there
        run(app, 2)
        to_the_players_move()  # the computer plays, the cards settle, the next lesson and instruction come
        assert app.top is table and table.human_turn() and table.hint
        resting = under(table, table.pointer.mouse)
        assert resting  # it rests on a card still
        assert table.status() == table.hint  # the instruction, not the card's name
        other = next(c for c in face_up_not_in_hand(table) if c not in resting and c not in table.model.hands[HUMAN])
        rest_on(table.sprites[other].rect().center)  # moved onto another card: named
        run(app, 2)
        assert table.status() != table.hint
