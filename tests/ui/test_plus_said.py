"""A capture box's label that adds a card lying elsewhere or set apart
("Plains  8 + 1" with the sake cup among the animals, Go-Stop's "Brights
0 + 1" with the bonus bright) says what the + is when pointed at, in the
status line: an audit over states of both games where a + shows, every
seat's boxes. Before, pointing at the label said nothing of it."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.common.cards import SAKE_CUP, Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi.cup import cup_adds

from .conftest import run
from .test_scenes import RULES, drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def point_at_labels(app, table, plus_of) -> int:
    """Rest the mouse on each capture box's label; the status line explains a + where one shows
    (``plus_of(seat, kind)``), and says no + where none does. Returns how many + were explained."""
    explained = 0
    for p in range(len(table.model.captured)):
        for kind in Kind:
            box = table.geometry.group_rect(p, kind)
            at = (box.x + box.w // 3, box.y + table.ctx.layout.px(9))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
            run(app, 2)
            said, plus = table.status(), plus_of(p, kind)
            if plus:
                assert said.startswith(f"+{plus}:") and len(said) > 30, f"seat {p} {kind.name}: {said!r}"
                explained += 1
            else:
                assert not said.startswith("+"), f"seat {p} {kind.name}: {said!r} where no + shows"
    return explained


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_sake_cup_s_plus_is_said(app, seed):
    m = drive_to(lambda m: any(c >> SAKE_CUP & 1 for c in m.round.captures) and m.round.phase is Phase.PLAY, seed)
    table = table_with(app, m)
    run(app, 60)
    mask = [sum(1 << c for c in table.model.captured[p]) for p in range(2)]
    assert point_at_labels(app, table, lambda p, kind: cup_adds(RULES, mask[p], kind)) == 1


def with_the_bonus_bright(players: int, first: int) -> G.GameState:
    rules = load_gostop("gostop-brazilian")
    for seed in range(first, first + 3000):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 2:
            if any(c & deck.BONUS_BRIGHT for c in g.hand.captures) and g.hand.phase is GPhase.PLAY:
                return g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    raise AssertionError("no bonus bright taken")


@pytest.mark.parametrize("players", [2, 3])
def test_the_bonus_bright_s_plus_is_said(app, players):
    for first in (0, 500):
        g = with_the_bonus_bright(players, first)
        table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
        app.clear_to(table)
        run(app, 60)

        def plus(p: int, kind: Kind, g: G.GameState = g) -> int:
            mask = g.hand.captures[p]
            return int(kind is Kind.BRIGHT and bool(mask & deck.BONUS_BRIGHT))

        assert point_at_labels(app, table, plus) == 1


def test_the_doubling_card_s_label_says_what_it_does(app):
    """The plains' box holding the card that doubles its taker's win reads
    "Plains (Pi)  1 · ×2 card": pointed at, the label says what that card does
    (before, the bonus bright's words were said over it, both lying apart)."""
    from koikoi.i18n import _
    from koikoi.ui.gostop.pointer import BONUS_WORDS

    rules = load_gostop("gostop-brazilian")
    for seed in range(3000):
        g, _events = G.new_game(rules, seed, 2)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 2 and not (g.hand.phase is GPhase.PLAY
                                                     and any(c & deck.BONUS_DOUBLE for c in g.hand.captures)):
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        if g.hand.phase is GPhase.PLAY and any(c & deck.BONUS_DOUBLE for c in g.hand.captures):
            break
    else:
        raise AssertionError("no doubling card taken")
    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
    app.clear_to(table)
    run(app, 60)
    p = next(p for p in range(2) if g.hand.captures[p] & deck.BONUS_DOUBLE)
    box = table.geometry.group_rect(p, Kind.PLAIN)
    at = (box.x + box.w // 3, box.y + table.ctx.layout.px(9))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 2)
    assert table.status() == _(BONUS_WORDS["bonus-double"])
