"""A whole evening with the keyboard alone: from the title a Koi-Koi match
is started, its first round played to its end (cards held up with the
arrows and played with Enter, the koi-koi prompt answered by Tab and
Enter), the summary passed, the game paused, a setting changed in the
settings and back, and the statistics reached from the title and a filter
changed. No mouse event is posted."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.pause import PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.statistics import StatisticsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

# Against Easy, playing the first card each turn, the person meets a choice of two field cards and makes
# a yaku in the first round: the prompt comes.
SEED = 16


def press(*keys: int, mod: int = 0) -> None:
    for k in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def tab_to(app, scene, widget, limit: int = 80) -> None:
    """Tab until the ring is on ``widget``."""
    for _ in range(limit):
        if scene.focus.on() is widget:
            return
        press(pygame.K_TAB)
        run(app, 1)
    raise AssertionError(f"Tab never reached {getattr(widget, 'label', widget)}")


def play_the_round_by_keys(app, table: TableScene) -> dict[str, int]:
    """The person's turns by the arrows and Enter (1 for a choice of two)
    until the round's summary; what came up on the way."""
    seen = {"cards": 0, "choices": 0, "prompts": 0}
    for _ in range(4000):
        top = app.top
        if isinstance(top, SummaryScene):
            return seen
        if isinstance(top, KoiKoiScene):
            seen["prompts"] += 1
            stop = top.stop_button
            press(pygame.K_TAB, pygame.K_TAB, pygame.K_TAB)  # Stop, Koi-Koi, Hint: the ring goes round
            run(app, 1)
            tab_to(app, top, stop)
            assert stop.focused
            press(pygame.K_RETURN)  # stop and score: the round ends
            run(app, 2)
            continue
        if top is table and table.human_turn():
            phase = table.match.round.phase
            before = table.actions_done
            if phase is Phase.PLAY:
                press(pygame.K_RIGHT, pygame.K_RETURN)
                seen["cards"] += 1
            else:  # two field cards match: the left one
                press(pygame.K_1)
                seen["choices"] += 1
            run(app, 3)
            assert table.actions_done > before or app.top is not table
            continue
        run(app, 1)
    raise AssertionError("the round never ended")


def test_a_match_begun_played_paused_set_and_its_statistics_by_the_keys_alone(app):
    app.ctx.options.seed = SEED
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    tab_to(app, title, title.level)
    for _ in range(3):
        if title.level.value != "easy":
            press(pygame.K_LEFT)
            run(app, 1)
    assert app.ctx.settings.level == "easy"
    tab_to(app, title, title.new_button)
    press(pygame.K_SPACE)
    run(app, 3)
    table = app.top
    assert isinstance(table, TableScene) and not table.demo

    seen = play_the_round_by_keys(app, table)
    assert seen["cards"] >= 1 and seen["choices"] >= 1 and seen["prompts"] == 1
    summary = app.top
    assert isinstance(summary, SummaryScene) and table.match.round.result is not None
    tab_to(app, summary, summary.next_button)
    press(pygame.K_RETURN)
    run(app, 3)
    assert app.top is table and len(table.match.history) == 1

    press(pygame.K_ESCAPE)
    run(app, 2)
    pause = app.top
    assert isinstance(pause, PauseScene)
    press(pygame.K_DOWN, pygame.K_DOWN)  # Resume, then Settings
    press(pygame.K_RETURN)
    run(app, 2)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    muted = settings.option_widgets["muted"]
    tab_to(app, settings, muted)
    press(pygame.K_RIGHT)
    run(app, 1)
    assert app.ctx.settings.muted is True
    press(pygame.K_ESCAPE)  # Done
    run(app, 2)
    assert app.top is pause and pause.focus.on() is pause.buttons[1]  # the ring where it was
    tab_to(app, pause, pause.buttons[3])  # Save and quit to title
    press(pygame.K_RETURN)
    run(app, 3)

    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button is not None
    tab_to(app, title, title.history_button)
    press(pygame.K_RETURN)
    run(app, 4)
    stats = app.top
    assert isinstance(stats, StatisticsScene)
    level = stats.filter_bar.pickers[1]
    tab_to(app, stats, level)
    press(pygame.K_RIGHT)
    run(app, 2)
    assert stats.chosen.level == "easy"
    press(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is title
