"""The Hint on the questions the computer answers for itself: the koi-koi
prompt's Stop or Koi-Koi and Go-Stop's Go or Stop. H (or the Hint button)
says the computer's choice for that very state: the hard player's answer
in the person's seat, asked from what that seat sees (never a hidden card),
worded as that answer."""

from __future__ import annotations

import time

import pygame
import pytest

from koikoi.ai.gostop.agents import GostopHardAgent, make_gostop_agent
from koikoi.ai.koikoi.agents import make_agent
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import GO
from koikoi.games.gostop.actions import STOP as GOSTOP_STOP
from koikoi.games.gostop.observation import observe as gostop_observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.koikoi.actions import STOP
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import click, key, run
from .test_scenes import RULES, drive_to


def spy_on_the_search(app) -> list:
    """Each search the worker is asked for, as (agent, what it was shown, its answer once given)."""
    asked: list = []
    ask = app.ctx.worker.ask

    class Told:
        def __init__(self, agent) -> None:
            self.agent = agent

        def act(self, seen):
            answer = self.agent.act(seen)
            asked[-1][2] = answer
            return answer

    def spied(agent, seen) -> None:
        asked.append([agent, seen, None])
        ask(Told(agent), seen)

    app.ctx.worker.ask = spied
    return asked


def wait_for_words(app, said) -> str:
    deadline = time.monotonic() + 30  # the search thinks in real time, in the worker thread
    while not said().startswith("Hint:") and time.monotonic() < deadline:
        app.step(1 / 30)
        time.sleep(0.01)
    return said()


def gostop_at_go_or_stop(seed: int):
    """A game of Go-Stop played by easy players until the person must say Go or Stop."""
    rules = load_gostop("matgo")
    g, _ = G.new_game(rules, seed)
    agents = [make_gostop_agent("easy", seed + p) for p in range(2)]
    while not (g.hand.phase is GostopPhase.GO_STOP and g.hand.player == HUMAN):
        h = g.hand
        if g.over:
            g, _ = G.new_game(rules, seed := seed + 1)
            continue
        g, _ = G.apply(g, G.NEXT if h.phase is GostopPhase.OVER else agents[h.player].act(gostop_observe(h, h.player)))
    return g


@pytest.mark.parametrize("by", ["key", "button"])
def test_go_or_stop_has_the_hint_the_computer_would_give(app, by):
    g = gostop_at_go_or_stop(5)
    table = app.ctx.screens.gostop_table(g.rules, None, "easy", resume=g)
    app.push(table)
    run(app, 600, until=lambda: isinstance(app.top, ChoiceScene))
    ask = app.top
    assert isinstance(ask, ChoiceScene) and ask.title == "Go or Stop?"
    assert ask.hint_button is not None and ask.hint_button.label == "Hint" and ask.hint_button.key_label == "H"
    assert ask.prompt_hint is not None and ask.prompt_hint.said == ""
    asked = spy_on_the_search(app)
    if by == "key":
        key(pygame.K_h)
    else:
        click(ask.hint_button.rect.center)
    said = wait_for_words(app, lambda: ask.prompt_hint.said)
    assert len(asked) == 1
    agent, seen, answer = asked[0]
    assert isinstance(agent, GostopHardAgent)
    assert seen == gostop_observe(table.game.hand, HUMAN), "the search sees what the person's seat sees, no more"
    assert answer in (GO, GOSTOP_STOP)
    assert said == ("Hint: the computer would call Stop here and take the points." if answer == GOSTOP_STOP
                    else "Hint: the computer would call Go here and play on.")
    click(ask.buttons[0].rect.center)  # Stop: the question goes, the game goes on
    run(app, 5)
    assert table.game.hand.phase is not GostopPhase.GO_STOP


@pytest.mark.parametrize("answer, words", [(GO, "Hint: the computer would call Go here and play on."),
                                           (GOSTOP_STOP, "Hint: the computer would call Stop here and take the points.")])
def test_go_or_stop_s_hint_says_each_answer_as_it_is(app, answer, words):
    """Whichever the search answers, the hint says that one."""
    g = gostop_at_go_or_stop(5)
    table = app.ctx.screens.gostop_table(g.rules, None, "easy", resume=g)
    app.push(table)
    run(app, 600, until=lambda: isinstance(app.top, ChoiceScene))
    ask = app.top
    ask_worker = app.ctx.worker.ask

    class Answers:
        def act(self, seen):
            return answer

    app.ctx.worker.ask = lambda agent, seen: ask_worker(Answers(), seen)
    key(pygame.K_h)
    assert wait_for_words(app, lambda: ask.prompt_hint.said) == words


def test_the_koikoi_prompt_s_hint_is_the_computer_s_choice_from_the_person_s_seat(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
    play = TableScene(app.ctx, RULES, None, "easy", resume=m)
    app.push(play)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    asked = spy_on_the_search(app)
    click(prompt.hint_button.rect.center)
    said = wait_for_words(app, lambda: prompt.prompt_hint.said)
    agent, seen, answer = asked[0]
    assert type(agent) is type(make_agent("hard", 0))
    assert seen == observe(play.match, HUMAN)
    assert said == ("Hint: the computer would stop here and take the points." if answer == STOP
                    else "Hint: the computer would call koi-koi here and play on.")
