"""At a choice between two field cards, nothing the player needs to decide
is hidden: the card that meets the two (turned up from the deck, or played
from the hand) lies over no field card, nothing lies over the two, and no
field card hides another. In both games, the person choosing, at both
window sizes. (The turned-up card lay over the willow swallow, a
neighbouring month's card, while the player chose between the two.)"""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.gostop import alike as GA
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.koikoi import alike as KA
from koikoi.games.koikoi.actions import LAY
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import Phase as KoikoiPhase
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.layout import THREE_PLAYERS

from .agreement import choice_hidden
from .conftest import app_at
from .test_table_truth import at_rest

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CHOICES = 40  # the person's choices looked at, per game and size


@pytest.fixture(params=[S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    with app_at(request.param, 150, "ko") as a:
        yield a


def offered_at_rest(table) -> None:  # noqa: ANN001
    """The state set: the model mended, the choice offered as to the person, every card landed."""
    table.stage.clear_glows()
    table.prompted = False
    table.sync()
    table.offer_human()
    at_rest(table)


def persons_choices(new, apply, legal, choosing, phases, want: int):  # noqa: ANN001, ANN201
    """Random games from seed 0 up (``new(seed)``, ``apply(state, action)``, ``legal(state)``): each
    (seed, state, phase) where the person is to choose one of two cards (``choosing(state)``: the phase,
    else None), until ``want`` of each of ``phases`` have come; fewer is a failure."""
    seen = dict.fromkeys(phases, 0)
    for seed in range(200):
        rng = random.Random(seed)
        state = new(seed)
        while not state.over and min(seen.values()) < want:
            phase = choosing(state)
            if phase in seen:
                yield seed, state, phase
                seen[phase] += 1
            state = apply(state, rng.choice(legal(state)))
        if min(seen.values()) >= want:
            break
    assert min(seen.values()) >= want, seen


def gostop_asked(rules, g) -> bool:  # noqa: ANN001
    """Whether a Go-Stop choice is asked: its cards differ by the rules (cards alike are taken unasked)."""
    return not GA.alike(rules, [a.card for a in G.legal_actions(g) if a.kind == "choose"])


def koikoi_asked(rules, m) -> bool:  # noqa: ANN001
    """Whether a Koi-Koi choice is asked: its cards differ by the rules, or one may lay the card down instead."""
    return LAY in M.legal_actions(m) or not KA.alike(rules, [c for c in range(48) if R.pending_targets(m.round) >> c & 1])


def gostop_choices(rules, players: int, want: int, person: int = 0):  # noqa: ANN001, ANN201
    """:func:`persons_choices` of Go-Stop's games under ``rules`` at a table of ``players``."""
    return persons_choices(lambda seed: G.new_game(rules, seed, players)[0], lambda g, a: G.apply(g, a)[0],
                           G.legal_actions, lambda g: g.hand.phase if g.hand.player == person and gostop_asked(rules, g)
                           else None,
                           (GostopPhase.CHOOSE_FLIP, GostopPhase.CHOOSE_HAND), want)


def gostop_at(table, g) -> None:  # noqa: ANN001
    """Go-Stop's table set to ``g``, dealt afresh (its piles stacked as they land, not as another state's),
    the choice offered and every card landed."""
    table.geometry.spread = ()
    table.model.clear()
    table.stage.relayout(0)
    table.game = g
    table.scores_shown = g.scores
    offered_at_rest(table)


@pytest.mark.parametrize("players", [2, 3])
def test_go_stop_s_choice_hides_nothing(app, players):
    rules = load_gostop("matgo", {"match.most_players": players})  # (the Brazilian rules take both at once)
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
    table.timeline.clear()
    app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
    try:
        for seed, g, phase in gostop_choices(rules, players, CHOICES):
            gostop_at(table, g)
            h = g.hand
            meeting = h.flipped if phase is GostopPhase.CHOOSE_FLIP else h.played
            hidden = choice_hidden(table, meeting, list(table.geometry.spread))
            assert not hidden, f"seed {seed}, {phase.name}:\n" + "\n".join(hidden)
    finally:
        app.ctx.layout.use(None)


def test_koikoi_s_choice_hides_nothing(app):
    rules = load_preset("nintendo")
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    for seed, m, phase in persons_choices(lambda seed: M.new_match(rules, seed)[0], lambda m, a: M.apply(m, a)[0],
                                          M.legal_actions, lambda m: m.round.phase if m.round.player == 0 and koikoi_asked(rules, m)
                                          else None, (KoikoiPhase.CHOOSE_FLIP, KoikoiPhase.CHOOSE_HAND), CHOICES):
        table.match = m
        offered_at_rest(table)
        rnd = m.round
        offered = [c for c in range(48) if R.pending_targets(rnd) >> c & 1]
        hidden = choice_hidden(table, rnd.pending, offered)
        assert not hidden, f"seed {seed}, {phase.name}:\n" + "\n".join(hidden)


def test_the_card_turned_up_goes_straight_to_where_it_waits(app):
    """Played at the table's pace: the card turned up that meets two field
    cards went onto its month's pile, over its neighbours, and only then
    aside; it goes from the deck straight to its place by the deck, and
    never crosses the field while the person is to choose."""
    from koikoi.games.gostop.actions import STOP
    from koikoi.ui.layout import CARD_RATIO

    from .conftest import run

    rules = load_gostop("matgo")
    seen = 0
    for seed in range(1, 40):
        table = app.ctx.screens.gostop_table(rules, seed, "easy", players=2)
        app.push(table)
        rng = random.Random(seed)
        field = app.ctx.layout.rect("field")
        for _ in range(3000):
            app.step(1 / 30)
            h = table.game.hand
            if h.phase is GostopPhase.OVER or app.top is not table:
                break
            if h.phase is GostopPhase.CHOOSE_FLIP and h.player == 0:
                s = table.sprites[h.flipped]
                w = s.h * CARD_RATIO
                where = pygame.Rect(round(s.x - w / 2), round(s.y - s.h / 2), round(w), round(s.h))
                assert not where.colliderect(field), f"seed {seed}: card {h.flipped} at {where} over the field"
            if table.human_turn() and table.prompted:
                legal = G.legal_actions(table.game)
                if h.phase is GostopPhase.CHOOSE_FLIP:
                    seen += 1
                table.act(STOP if STOP in legal else rng.choice(legal))
        while app.top is not table:
            app.pop(app.top)
        app.pop(table)
        run(app, 1)
        if seen >= 3:
            break
    assert seen >= 3, "no choice after the flip was reached"
