"""The last hand's (or round's) summary heads the hand with its winner, as
the engine has it, and the match's result apart, under a heading of its
own: over seeded matches of Go-Stop (two and three players) and Koi-Koi.
Go-Stop has no match-end screen, so its last summary also shows the
player's record against the level, as the README says."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import NO_ONE
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.storage.record import Tally
from koikoi.ui.scenes import gostop_summary as summary_module
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.summary import SummaryScene

from .conftest import make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def gostop_match(rules, seed: int, players: int) -> G.GameState:
    """A whole Go-Stop match played in the engine by random moves."""
    g, _ = G.new_game(rules, seed, players)
    rng = random.Random(seed)
    while not g.over:
        g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    return g


def painted(summary: GostopSummaryScene, app) -> list[str]:  # noqa: ANN001
    """The texts the summary draws, in order, as it paints itself."""
    said: list[str] = []
    original = summary_module.fit_text

    def spy(a, text, *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        said.append(text)
        return original(a, text, *rest, **kw)

    assets = app.ctx.assets
    text = assets.text

    def spoken(t, *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202  # the lines drawn wrapped, at their size
        said.append(t)
        return text(t, *rest, **kw)

    summary_module.fit_text, assets.text = spy, spoken
    try:
        summary.paint(pygame.Surface(app.ctx.layout.window), summary.box)
    finally:
        summary_module.fit_text = original
        del assets.text
    said = list(dict.fromkeys(said))  # a fitted text is drawn by assets.text too
    return said


def hand_heading(name: str | None) -> str:
    return "Nagari: no one wins" if name is None else "You win the hand!" if name == "You" else f"{name} wins the hand"


def match_heading(name: str | None) -> str:
    return "The match is drawn" if name is None else "You win the match!" if name == "You" else f"{name} wins the match"


# each preset as it plays, and over three hands (where the last hand's winner often loses the match)
@pytest.mark.parametrize("preset,players,short", [("matgo", 2, False), ("gostop-brazilian", 3, False),
                                                  ("matgo", 2, True), ("gostop-brazilian", 3, True)])
def test_the_last_go_stop_hand_names_its_winner_and_the_match_s_apart(preset, players, short):
    rules = load_gostop(preset, {"match.rounds": 3, "match.target": 0} if short else None)
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(rules, 3, players=players)
        app.push(table)
        run(app, 3)
        seen_apart = 0
        for seed in range(6):
            g = gostop_match(rules, seed, players)
            table.game = g
            summary = GostopSummaryScene(app.ctx, table)
            summary.place()
            names = table.short
            w = g.hand.result.winner
            assert summary.title() == hand_heading(None if w == NO_ONE else names[w]), (seed, summary.title())
            assert summary.match_heading() == match_heading(None if g.winner is None else names[g.winner])
            seen_apart += g.winner != (None if w == NO_ONE else w)
            said = painted(summary, app)
            assert said[0] == summary.title() and summary.match_heading() in said
            assert any(s.startswith("Match: ") for s in said) and not any(s.startswith("Game: ") for s in said)
        assert seen_apart or not short, "no match here was won by another than its last hand's winner: the case seen in play"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_last_go_stop_summary_shows_the_record_against_the_level():
    rules = load_gostop("matgo")
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(rules, 3)
        app.push(table)
        run(app, 3)
        table.game = gostop_match(rules, 1, 2)
        app.ctx.history.record = lambda: {"gostop:easy": Tally(played=4, won=1, best_round=9), "easy": Tally(7)}
        summary = GostopSummaryScene(app.ctx, table)
        assert summary.record_words() == "Your record against Easy: 1 won, 3 lost  ·  your best hand 9 points"
        summary.place()
        said = painted(summary, app)
        assert summary.record_words() in said
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_last_koi_koi_round_names_its_winner_and_the_match_end_the_match_s():
    rules = load_preset("nintendo")
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.table(rules, 3)
        app.push(table)
        run(app, 3)
        for seed in range(4):
            m, _ = M.new_match(rules, seed)
            rng = random.Random(seed)
            while not m.over:
                m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
            table.state = m
            names = table.short
            w = m.round.result.winner
            title = SummaryScene(app.ctx, table).title()
            assert title == ("No winner this round" if w is None else "You win the round!" if names[w] == "You"
                             else f"{names[w]} wins the round")
            assert MatchEndScene(app.ctx, table).head_line() == (
                "A drawn match" if m.winner is None else match_heading(names[m.winner]))
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
