"""The table's two lights that were both blue outlines (issue 39) cannot be
taken for each other: the opponents' last move is a dashed violet outline,
the cards of a choice glow cyan whole, each with its key's number on a
disc. The colours stay far apart as seen with each colour blindness
(tools/cvd_sheet.py: Machado et al. 2009, full severity), and the forms
differ besides, for a player who tells no colours apart at all; each is
said in words where the player sees it, in both games."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pygame
import pytest

from koikoi.ui.table.stage import CHOICE_GLOW, TRACE

from .conftest import key, run
from .test_focus import at_a_choice
from .test_table import cpu_to_play, point

sys.path.append(str(Path(__file__).resolve().parents[2] / "tools"))  # the simulations the art was checked through
from cvd_sheet import MACHADO, delta_e, simulate  # noqa: E402

VIEWS = ("normal", *MACHADO)
MIN_DELTA_E = 20.0  # as the cards' kind marks (tests/assets/test_kind_marks.py): told apart at a glance


def seen(colour: tuple[int, int, int], view: str) -> np.ndarray:
    return simulate(np.array(colour, dtype=float), view)


@pytest.mark.parametrize("view", VIEWS)
def test_the_last_move_and_a_choice_differ_in_colour_in_every_view(view):
    far = float(delta_e(seen(TRACE, view), seen(CHOICE_GLOW, view)))
    assert far >= MIN_DELTA_E, f"{view}: the last move's outline and a choice's glow are {far:.1f} apart"


def runs_along(surface: pygame.Surface, y: int, x0: int, x1: int, colour: tuple[int, int, int]) -> int:
    """How many separate stretches of ``colour`` the row ``y`` holds from ``x0`` to ``x1``."""
    row = pygame.surfarray.array3d(surface)[x0:x1, y].astype(float)
    on = delta_e(row, np.array(colour, dtype=float)) < 10
    return int(on[0]) + int(np.count_nonzero(on[1:] & ~on[:-1]))


def drawn_alone(play, card: int) -> pygame.Surface:
    surface = pygame.Surface((1600, 1000))
    surface.fill((24, 58, 44))
    play.sprites[card].draw(surface, play.ctx.assets)
    return surface


def test_the_last_move_is_dashed_and_a_choice_glows_whole_with_numbers(app):
    """The forms differ, colour aside: along each side of a card of the last
    move the outline is broken into dashes; a choice's cards have no
    outline but a glow and their keys' numbers."""
    play = cpu_to_play(app)
    run(app, 900, until=play.human_turn)
    traced = [k for k in play.stage.traced if play.sprites[k].visible and play.sprites[k].face >= 0.5]
    assert traced
    for k in traced:
        s = play.sprites[k]
        r = s.rect()
        surface = drawn_alone(play, k)
        assert runs_along(surface, r.top, r.left, r.right, TRACE) >= 3, "the top side is in dashes"
        assert runs_along(surface, r.bottom, r.left, r.right, TRACE) >= 3, "the bottom side too"
        assert not s.badge and s.glow is None
    app.pop()
    for game in ("koikoi", "gostop"):
        play = at_a_choice(app, game)
        for i, k in enumerate(play.pointer.choice_order()):
            s = play.sprites[k]
            assert s.glow == CHOICE_GLOW and s.mark is None and s.badge == str(i + 1)
        app.pop()


def test_the_status_line_says_what_each_light_means(app):
    """At a choice the status line names the glowing cards; over a card of
    the last move it says what the dashed outline means; on the player's
    turn it says the last move's outline is dashed."""
    play = cpu_to_play(app)
    run(app, 900, until=play.human_turn)
    assert "dashed outline" in play.status()
    k = next(k for k in play.stage.traced if play.sprites[k].visible and play.sprites[k].face >= 0.5)
    point(play.sprites[k].rect().center)
    run(app, 2)
    assert play.status().endswith("dashed outline: the CPU's last move"), play.status()
    app.pop()
    for game in ("koikoi", "gostop"):
        play = at_a_choice(app, game)
        assert "Choose a glowing card" in play.status()
        app.pop()


def test_go_stop_explains_its_last_move_outline_on_pointing(app):
    from koikoi.games.gostop.rules import load_gostop

    play = app.ctx.screens.gostop_table(load_gostop("matgo"), 3)
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.prompted)
    while not play.stage.traced:  # the CPU has moved since the person's last play
        key(pygame.K_1)
        run(app, 2)
        while app.top is not play:  # a shake or bomb asked first: the default answer
            key(pygame.K_RETURN)
            run(app, 2)
        run(app, 900, until=lambda: play.human_turn() and play.prompted)
    assert "dashed outline" in play.status()
    k = next(k for k in play.stage.traced if play.sprites[k].visible and play.sprites[k].face >= 0.5
             and play.sprites[k].mark == TRACE)
    s = play.sprites[k]
    assert runs_along(drawn_alone(play, k), s.rect().top, s.rect().left, s.rect().right, TRACE) >= 3
    point(s.rect().center)
    run(app, 2)
    assert "dashed outline: the CPU's last move" in play.status(), play.status()
