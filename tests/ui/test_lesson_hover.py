"""The card a lesson asks for stands out above a card under a resting
mouse. A newcomer's mouse rested on another hand card than the one the
lesson lit: that card rose as high as a card held up does, and the lit one
stayed down, so the table seemed to point at two cards.

At each of the person's first turns of both guided matches, every hand card
not asked for is pointed at with the mouse: it rises less than the asked
card does when pointed at, and every card lit for the move keeps its light."""

from __future__ import annotations

import pygame
import pytest

from koikoi.storage import settings as S
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.ui.table.guide import Guided
from koikoi.ui.table.stage import HINT_GLOW

from .conftest import app_at, run
from .test_guided import follow, waiting_for_the_player

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
TURNS = 3  # the person's first turns looked at, in each game


def point_at(app, table: Guided, card: int) -> float:
    """The mouse moved onto ``card`` and left to rest there: how high the card then stands."""
    pos = table.sprites[card].rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 20)
    return table.sprites[card].lift


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_a_card_pointed_at_rises_less_than_the_card_the_lesson_asks_for(game):
    with app_at(S.DEFAULT_WINDOW, 100, "en") as app:
        app.ctx.change_settings(app.ctx.settings.replace(game=game, guided_koikoi=0, guided_gostop=0), save=False)
        app.ctx.screens.guided()
        table = app.top
        assert isinstance(table, Guided)
        found, turns = [], 0
        while turns < TURNS:
            run(app, 400, until=lambda: waiting_for_the_player(app, table))
            if isinstance(app.top, LessonScene):
                follow(app, table)
                run(app, 2)
                continue
            assert app.top is table and table.human_turn()
            turns += 1
            lit = [c for c, s in enumerate(table.sprites) if s.glow == HINT_GLOW]
            hand = list(table.model.hands[table.person])
            asked = [c for c in lit if c in hand]
            assert asked, f"{game}: no hand card lit at the person's turn {turns}"
            high = point_at(app, table, asked[0])
            for c in hand:
                if c in lit:
                    continue
                lift = point_at(app, table, c)
                if lift >= high:
                    found.append(f"{game} turn {turns}: card {c} pointed at rises {lift:.0f} px, the asked card "
                                 f"{asked[0]} {high:.0f}")
                dark = [d for d in lit if table.sprites[d].glow != HINT_GLOW]
                if dark:
                    found.append(f"{game} turn {turns}: card {c} pointed at puts out the light of {dark}")
            follow(app, table)
            run(app, 2)
        assert not found, "\n".join(found)
