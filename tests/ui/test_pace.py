"""The pace of the computer's turns (issue 39): at the default speed a
computer's turn, its play and the deck's flip, is over within 1.5 s, and
the card it plays and the card turned up each stay in view, face up, at
least 0.4 s before they are taken; in Koi-Koi, matgo and Go-Stop for three,
with reduced motion too.

Measured on the table's own clock, a frame of 1/60 s at a time, with the
computer answering at once (its thinking on a thread is the machine's
speed, not the table's schedule): the figures are the steps' schedule,
whatever the machine.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from koikoi.games.gostop import deck
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi import turn as R
from koikoi.ui.config import rules_for
from koikoi.storage import settings as S
from koikoi.ui.app import App
from koikoi.ui.gostop import news
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.pace import TurnTimes
from koikoi.ui.table.model import Where

from .conftest import make_app

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

DT = 1 / 60
TURN_S = 1.5  # a computer's whole turn, at most
SHOWN_S = 0.4  # the card played and the card turned up, in view at least
# a turn of only these is a plain turn (others have news to read: a yaku, koi-koi, a Go, a steal, the end)
PLAIN = (R.Played, R.Laid, R.Flipped, R.Captured, H.Played, H.Flipped, H.Captured)
# Go-Stop's captures the table shouts and says in a sentence (a jjok, a ppuk pile, a bonus card...): news,
# held until it can be read, so a turn with one is not plain
SAID = {*news.TAKES, "ppuk-pile", "bonus"}


def plain(ev: object) -> bool:
    return isinstance(ev, PLAIN) and not (isinstance(ev, H.Captured) and ev.how in SAID)
SHOWN = (R.Played, R.Flipped, H.Played, H.Flipped)  # the cards that must be seen


class AtOnce:
    """The computer's thread, answering at once: the table's clock then
    counts only the table's own pace."""

    def __init__(self) -> None:
        self.answer: object = None
        self.busy = self.thinking = False
        self.seconds = 0.0

    def ask(self, agent, obs) -> None:
        self.answer, self.busy = agent.act(obs), True

    def ready(self) -> bool:
        return self.busy

    def take(self) -> object:
        self.busy = False
        return self.answer

    def cancel(self) -> None:
        self.busy = False

    def shutdown(self) -> None:
        pass


def koikoi(app):
    return TableScene(app.ctx, rules_for(app.ctx.settings), 21, "normal", demo=True)


def matgo(app):
    return GostopTableScene(app.ctx, load_gostop("matgo"), 21, "normal", demo=True, players=2)


def gostop3(app):
    return GostopTableScene(app.ctx, load_gostop("gostop-brazilian"), 21, "normal", demo=True, players=3)


@contextmanager
def paced_demo(make, reduced: bool) -> Iterator[tuple[App, Any]]:
    """An app at the default speed, the computer answering at once, with
    ``make``'s demo table pushed and timed on the table's own clock."""
    app = make_app(S.Settings(reduced_motion=reduced))  # the default speed
    assert app.ctx.speed == 1.0
    app.ctx.worker = AtOnce()
    try:
        play = make(app)
        app.ctx.pace = TurnTimes(clock=lambda: play.time)
        app.push(play)
        yield app, play
    finally:
        pygame.quit()


def played_out(make, reduced: bool, plain_turns: int = 16):
    """The computer's turns at the default speed until ``plain_turns`` plain
    ones have ended (the summaries between hands closed at once): each turn's seat, seconds and events,
    and for each card played or turned up how long it was in view before
    it was taken (None: not taken in its turn)."""
    with paced_demo(make, reduced) as (app, play):
        heard: list[tuple[float, object]] = []
        queue = play.queue

        def listen(events: list) -> None:
            heard.extend((play.time, ev) for ev in events)
            queue(events)

        play.queue = listen  # type: ignore[method-assign]
        watched: dict[int, dict] = {}  # card: when it showed face up, when it left for a pile
        while sum(1 for t in turns(app, heard) if t[3]) < plain_turns:
            if app.top is not play:  # a hand's summary
                app.top.next()
            app.step(DT)
            for _at, ev in heard:
                if isinstance(ev, SHOWN) and ev.card not in watched:
                    watched[ev.card] = {"from": None, "taken": None, "xy": None}
            for card, w in watched.items():
                s = play.sprites[card]
                if w["from"] is None and s.visible and s.face >= 1 and s.alpha >= 1:
                    w["from"] = play.time
                elif (w["from"] is not None and w["taken"] is None and play.model.where(card) is Where.CAPTURED
                      and (s.x, s.y) != w["xy"]):
                    w["taken"] = play.time - DT  # the last frame it was still where it had been shown
                w["xy"] = (s.x, s.y)
            assert play.time < 600, "the game stalled"
        shown = {c: (w["taken"] - w["from"] if w["taken"] is not None and w["from"] is not None else None)
                 for c, w in watched.items()}
        return turns(app, heard), shown


def turns(app, heard) -> list[tuple[int, float, list, bool]]:
    """Each finished computer turn: its seat, seconds, events and whether it was plain."""
    out = []
    for seat, began, seconds in app.ctx.pace.turns:
        events = [ev for at, ev in heard if began <= at < began + seconds]
        bonus = any(isinstance(ev, H.Flipped) and ev.card >= deck.FIRST_BONUS for ev in events)  # flipped again
        out.append((seat, seconds, events, bool(events) and not bonus and all(plain(ev) for ev in events)))
    return out


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced-motion"])
@pytest.mark.parametrize("make", [koikoi, matgo, gostop3], ids=["koikoi", "matgo", "gostop3"])
def test_a_computer_turn_is_brisk_and_every_card_played_or_turned_up_is_seen(make, reduced):
    done, shown = played_out(make, reduced)
    plain = [(seat, seconds, events) for seat, seconds, events, is_plain in done if is_plain]
    assert len(plain) >= 16, f"only {len(plain)} plain turns"
    assert len({seat for seat, _s, _e in plain}) == (3 if make is gostop3 else 2)
    slow = [(seat, round(seconds, 3), [type(e).__name__ for e in events]) for seat, seconds, events in plain
            if seconds > TURN_S]
    assert not slow, f"turns over {TURN_S} s: {slow}"
    taken = {c: s for c, s in shown.items() if s is not None}
    assert len(taken) >= 8, "too few cards were taken to judge"
    brief = {c: round(s, 3) for c, s in taken.items() if s < SHOWN_S}
    assert not brief, f"cards taken before {SHOWN_S} s in view: {brief}"


def test_the_turn_timer_counts_a_seats_whole_go_and_the_waiting_of_each_hand():
    now = [0.0]
    times = TurnTimes(clock=lambda: now[0])

    def at(t: float, *calls) -> None:
        now[0] = t
        for call in calls:
            call()

    at(1.0, lambda: times.computer(1))  # CPU 1's turn begins
    at(1.5, lambda: times.computer(1))  # its next decision (what the card takes): the same turn
    at(2.2, lambda: times.computer(2))  # CPU 2's turn ends CPU 1's
    at(3.0, times.decision)  # the player's turn
    at(4.0, lambda: times.computer(0))  # seat 0 (a computer in the demo): timed, but not waited for
    at(4.5, times.hand_over)
    at(9.0, lambda: times.computer(1))
    at(10.0, times.hand_over)
    assert [(seat, round(s, 3)) for seat, _began, s in times.turns] == [(1, 1.2), (2, 0.8), (0, 0.5), (1, 1.0)]
    assert times.hands == [2.0, 1.0]
    figures = times.summary()
    assert figures["cpu_turns"] == 4 and figures["turn_max_s"] == 1.2 and figures["hand_wait_max_s"] == 2.0


def test_the_demos_summary_moves_on_after_its_seconds_even_while_the_app_sleeps():
    """Nothing moves on a summary: the app sleeps between events, and
    those seconds count towards its moving on (they did not: the demo stood
    on its first summary for minutes)."""
    app = make_app()
    app.ctx.worker = AtOnce()
    try:
        play = matgo(app)
        app.push(play)
        for _ in range(20000):
            if app.top is not play:
                break
            app.step(1 / 30)
        summary = app.top
        assert summary is not play and summary.auto is not None
        summary.auto = 0.6  # of its 6 s, the last moments (the test sleeps no longer than that)
        slept = 0.0
        while app.top is summary and slept < 10:
            app.idle_wait()  # nothing happens: the app sleeps (up to a quarter of a second)
            slept += App.IDLE_WAIT_MS / 1000
        assert app.top is play and not play.summary_pending, "the summary did not move on"
    finally:
        pygame.quit()
