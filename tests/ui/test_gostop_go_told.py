"""Every Go is said in the status line, not in a banner alone (cold
playtest pt15 saw the computer's Go only in its banner, gone a second
later). Over seeded games of two and three players, the computers calling
Go whenever they may and the person answering at random: at the person's
next turn to play after each Go, whoever called it, the status line names
the seat from the player's side and its Go count this hand, as the engine
holds it; at the turn after, it is not said again."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.gostop import state as H
from koikoi.games.gostop.actions import GO
from koikoi.games.gostop.rules import load_gostop
from koikoi.i18n import ngettext
from koikoi.storage import settings as S
from koikoi.ui.seat_words import in_sentence

from .conftest import make_app
from .test_gostop_said_and_outlined import person_turns

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


class CallsGo:
    """A computer's agent that calls Go whenever it may, else plays as its own would."""

    def __init__(self, agent) -> None:  # noqa: ANN001
        self.agent = agent

    def act(self, obs):  # noqa: ANN001, ANN201
        return GO if GO in obs.legal else self.agent.act(obs)


def said_of(table, p: int) -> str:  # noqa: ANN001
    n = table.game.hand.go_calls[p]
    go = ngettext("{n} Go", "{n} Go", n).format(n=n)
    if p == table.person:
        return f"You called Go ({go} this hand)."
    return in_sentence("{name} called Go ({go} this hand).", table.short[p], go=go)


@pytest.mark.parametrize("players, seeds", [(2, (1, 2)), (3, (2, 4))])
def test_each_go_is_said_in_the_status_line_with_its_seat_and_count(players, seeds):
    rules = load_gostop("matgo", {"match.most_players": players})
    app = make_app(S.Settings(animation_speed=4.0))
    heard = {p: 0 for p in range(players)}
    try:
        for seed in seeds:
            pending: set[int] = set()
            hand = 0
            for table, events in person_turns(app, rules, players, seed, hands=2):
                for p in range(1, players):
                    if not isinstance(table.agents[p], CallsGo):
                        table.agents[p] = CallsGo(table.agents[p])
                if table.game.hand_no != hand:  # a new hand: the last one's calls are its summary's
                    hand, pending = table.game.hand_no, set()
                    dealt = [i for i, ev in enumerate(events) if isinstance(ev, H.Dealt)]
                    events = events[dealt[-1]:] if dealt else events
                pending |= {ev.player for ev in events if isinstance(ev, H.Called) and ev.go}
                if table.game.hand.phase is not H.Phase.PLAY:
                    continue
                table.pointer.pointed = None
                status = table.status()
                for p in range(players):
                    if p in pending:
                        assert said_of(table, p) in status, (seed, p, status)
                        heard[p] += 1
                    else:
                        assert said_of(table, p) not in status, f"seed {seed}: said again: {status!r}"
                pending = set()
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
    assert all(heard[p] for p in range(1, players)) and sum(heard.values()) >= 3, heard
