"""A card a shake showed, still held, is drawn as any card of its month
and said as shown when pointed at (issue 39: after shaking the willows the
two left looked dimmed with no word; after shaking chrysanthemums they
looked plain: the willows' art is dark, nothing marks a shaken card). Over
seeded Go-Stop states: pointing at each hand card says "shown" exactly when
the engine's ``shown`` holds it, for the person's shakes and the CPU's."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import indices
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase

from .conftest import app_at
from .test_table_truth import at_rest

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def test_pointing_at_a_shaken_card_says_it_was_shown():
    rules = load_gostop("matgo")
    seen = {0: 0, 1: 0}
    with app_at((1280, 720), 100, "en") as app:
        table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
        table.timeline.clear()
        for seed in range(200):
            g, _events = G.new_game(rules, seed, 2)
            rng = random.Random(seed)
            while not g.over and min(seen.values()) < 4:
                h = g.hand
                if h.phase is Phase.PLAY and h.player == 0 and any(h.shown):
                    table.game, table.scores_shown = g, g.scores
                    table.sync()
                    at_rest(table)
                    for p in (0, 1):
                        for c in indices(h.hands[p]):
                            if p == 1 and not h.shown[1] >> c & 1:
                                continue  # (the CPU's hidden cards are not pointed at)
                            table.pointer.pointed = c
                            said = table.pointer.status()
                            shown = bool(h.shown[p] >> c & 1)
                            who = "you shook" if p == 0 else "CPU shook"
                            assert (who in said) == shown, f"seed {seed}, seat {p}, card {c}: {said!r}"
                            seen[p] += shown
                g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
            if min(seen.values()) >= 4:
                break
    assert min(seen.values()) >= 1, seen
