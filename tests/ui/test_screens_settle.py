"""The screens where one click lays the screen out again (issue 39, the
settings' fault looked for elsewhere): the title's choices (where a
match of one game waits, a change of game brings or takes away its
Continue and its lines, and the box moved under the resting mouse: the
quick second click on Game's arrow changed the Opponent or the Rules, 6
of the 8 cases with a match saved) and History's filters, on the
statistics and the list of matches (they stand still). How to play turns no
page by a click (its page scrolls), and every button of the pause menu
leaves it.

At each arrow of each choice, both windows, 100% and 150% text: a click,
then at once another on the resting mouse. The second changes nothing, or
works the control the player pointed at (:mod:`koikoi.ui.settle`)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui import settle
from koikoi.ui.scenes.title import TitleScene
from tests.test_history import play_into

from .conftest import click, make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def name(scene, pos):  # noqa: ANN001, ANN201
    """The control a click at ``pos`` works, by its words (or its place, a picker without words)."""
    hit = settle.widget_at(scene, pos)
    return None if hit is None else (type(hit[1]).__name__, getattr(hit[1], "label", "") or hit[0])


def state(app):  # noqa: ANN001, ANN201
    scene = app.top
    values = [(type(w).__name__, getattr(w, "label", ""), repr(getattr(w, "value", None)))
              for w in settle.controls(scene)]
    return type(scene).__name__, app.ctx.settings, app.ctx.history_chosen, tuple(values)


def arrows(scene):  # noqa: ANN001, ANN201
    """Each arrow of each choice on the screen, where a player clicks it."""
    for w in settle.controls(scene):
        if hasattr(w, "step") and hasattr(w, "value_rect") and w.visible and w.enabled:
            v = w.value_rect
            yield (v.x + 6, v.centery)
            yield (v.right - 6, v.centery)


SCREENS = {
    "title, Koi-Koi": lambda app: None,
    "title, Go-Stop": lambda app: app.ctx.change_settings(app.ctx.settings.replace(game="gostop")),
    # a match of one game waits: its Continue and its lines come and go with the choice of game
    "title, Koi-Koi saved": lambda app: None,
    "title, Go-Stop saved": lambda app: app.ctx.change_settings(app.ctx.settings.replace(game="gostop")),
    "statistics": lambda app: None,
    "matches": lambda app: None,
}


def save(game: str) -> None:
    """A match of ``game`` saved, waiting on the title."""
    g = MR.GAMES[game]
    state, _ = g.new(g.load_rules({"koikoi": "nintendo", "gostop": "matgo"}[game]), 4, 2)
    savegame.SLOTS[game].save(state, "normal")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_quick_second_click_works_what_was_pointed_at(screen, text, size):
    app = make_app(S.Settings(animation_speed=4.0, text_size=text, window_size=size, guide_offered=True), size=size)
    try:
        for seed in range(4 if screen in ("statistics", "matches") else 0):  # matches of both games at three
            # levels, for the filters to offer (the title as a new player sees it first: no match played)
            play_into(app.ctx.history, "gostop" if seed % 2 else "koikoi", "matgo" if seed % 2 else "nintendo",
                      seed=seed, level=("easy", "normal", "hard")[seed % 3])
        if screen.endswith("saved"):
            save(screen.split(", ")[1].split()[0].lower().replace("-", ""))
        SCREENS[screen](app)
        app.push(TitleScene(app.ctx))
        run(app, 2)
        if not screen.startswith("title"):
            app.push(app.ctx.screens.statistics("koikoi") if screen == "statistics" else app.ctx.screens.matches("koikoi"))
        run(app, 3)
        scene = app.top
        count = len(list(arrows(scene)))
        assert count
        wrong = []
        for i in range(count):
            spots = list(arrows(scene))  # where they stand now (a change of game moved them)
            if i >= len(spots):
                break
            pos = spots[i]
            pointed = name(scene, pos)
            pygame.mouse.set_pos(pos)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            run(app, 1)
            click(pos)
            run(app, 1)
            assert app.top is scene
            first = state(app)
            under = name(scene, pos)  # what came under the resting mouse
            click(pos)  # at once
            run(app, 1)
            if state(app) != first and under != pointed:
                wrong.append((pointed, "->", under))
            run(app, round(settle.SETTLED * 30) + 1)  # the mouse rests: the next spot's clicks are the player's
        assert not wrong, wrong
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
