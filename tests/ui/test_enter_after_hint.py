"""Enter after the Hint does what the Hint said, on the first press, in
either game: a play that captures, a card laid down, a choice between two
field cards; whether the mouse rests on bare felt or on another card of
the hand, was never moved, clicked the Hint button, or is nudged after the
Hint came, and with Enter pressed at once. Once, a player needed Enter
twice after "lay down" at Koi-Koi: a nudge of the mouse over the felt had
put the hinted card down (or hidden the ring on the card or button the
Hint chose), so that Enter did nothing, or at a choice brought the ring
back to the first card, a second press taking it."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import MONTH_OF, indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.turn import Phase

from .conftest import click, key, run
from .test_dialog_keys import MATGO, gostop_state
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


class Says:
    """The hint's search, answering ``action`` (the situation under test), as the hard player would answer."""

    def __init__(self, action) -> None:  # noqa: ANN001
        self.action = action

    def act(self, _seen):  # noqa: ANN001, ANN201
        return self.action


def koikoi_kinds(m) -> set[str]:
    """The kinds of move the person may make in Koi-Koi's match ``m``."""
    r = m.round
    if r.player != HUMAN or r.over:
        return set()
    kinds = set()
    for a in M.legal_actions(m):
        if a.kind is Act.PLAY:
            n = sum(1 for c in indices(r.field) if MONTH_OF[c] == MONTH_OF[a.card])
            kinds.add("capture" if n == 1 else "lay down" if n == 0 else "")
        elif a.kind is Act.TAKE:
            kinds.add("choose")
        elif a.kind is Act.LAY:
            kinds.add("lay pending")
    return kinds


def koikoi_move(m, kind: str):
    """A move of ``kind`` in ``m``."""
    for a in M.legal_actions(m):
        if a.kind is Act.PLAY and kind in ("capture", "lay down"):
            n = sum(1 for c in indices(m.round.field) if MONTH_OF[c] == MONTH_OF[a.card])
            if (n == 1) == (kind == "capture") and (n == 0) == (kind == "lay down"):
                return a
        if (a.kind is Act.TAKE and kind == "choose") or (a.kind is Act.LAY and kind == "lay pending"):
            return a
    raise AssertionError(kind)


def gostop_move(g, kind: str):
    h = g.hand
    for a in G.legal_actions(g):
        if a.kind == "play" and kind in ("capture", "lay down"):
            n = sum(1 for c in indices(h.field) if c < 48 and MONTH_OF[c] == MONTH_OF[a.card]) if a.card < 48 else -1
            if (kind == "capture" and n == 1) or (kind == "lay down" and n == 0):
                return a
        if a.kind == "choose" and kind == "choose":
            return a
    return None


MICE = ("never moved", "on felt", "on another hand card", "clicked Hint", "Enter at once", "nudged after")


def press_enter_after_hint(app, play, action, mouse: str) -> list:
    """H, the hint answering ``action``, then Enter once: what the table was told to do."""
    ask = app.ctx.worker.ask
    app.ctx.worker.ask = lambda _agent, seen: ask(Says(action), seen)
    run(app, 600, until=lambda: play.human_turn() and play.hint_button.visible)
    hand = list(play.model.hands[HUMAN])
    others = [c for c in hand if c != getattr(action, "card", None)]
    at = {"on felt": play.ctx.layout.rect("field").bottomright,
          "on another hand card": play.sprites[others[0]].rect().center if others else None}.get(mouse)
    if at is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] - 4, at[1] - 4), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        run(app, 2)
    if mouse == "clicked Hint":
        click(play.hint_button.rect.center)
    else:
        key(pygame.K_h)
    run(app, 300, until=lambda: not play.advisor.asked)
    if mouse != "Enter at once":
        run(app, 30)  # the hinted card held up, the cards settled under the resting mouse
    if mouse == "nudged after":  # the hand on the mouse, on bare felt, after the Hint came
        felt = play.ctx.layout.rect("field").bottomright
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(felt[0] - 5, felt[1] - 3), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        run(app, 2)
    taken: list = []
    act = play.act
    play.act = lambda a: (taken.append(a), act(a))
    key(pygame.K_RETURN)
    run(app, 2)
    return taken


KOIKOI_KINDS = ("capture", "lay down", "choose")


@pytest.mark.parametrize("mouse", MICE)
@pytest.mark.parametrize("kind", KOIKOI_KINDS)
def test_koikoi_enter_after_the_hint_plays_it_at_once(app, kind, mouse):
    m = drive_to(lambda m: kind in koikoi_kinds(m) and m.round.phase is not Phase.KOIKOI)
    play = table_with(app, m)
    action = koikoi_move(m, kind)
    assert press_enter_after_hint(app, play, action, mouse)[:1] == [action], f"{kind}, the mouse {mouse}"


@pytest.mark.parametrize("mouse", MICE)
@pytest.mark.parametrize("kind", ("capture", "lay down", "choose"))
def test_gostop_enter_after_the_hint_plays_it_at_once(app, kind, mouse):
    phases = (GPhase.CHOOSE_HAND, GPhase.CHOOSE_FLIP) if kind == "choose" else (GPhase.PLAY,)
    g = gostop_state(lambda g: g.hand.phase in phases and gostop_move(g, kind) is not None, MATGO)
    play = app.ctx.screens.gostop_table(MATGO, None, resume=g)
    app.push(play)
    action = gostop_move(g, kind)
    assert press_enter_after_hint(app, play, action, mouse)[:1] == [action], f"{kind}, the mouse {mouse}"
