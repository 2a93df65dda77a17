"""The ×2 card (the bonus card that doubles its taker's win) was said as
"×2: bonus card, doubles its taker's win", which named no one, while the
"×2" by a box's plains read as if the plains counted double; and a drawn
hand said "No one reached 8" beside a player who held the ×2 card with 5
points, leaving it to be guessed whether the card counted (issue 39, pt11).

Over seeded states of the rules that deal it: the panel's legend names
the card and its holder from the player's side; and at each drawn hand
where a seat holds it, the engine's score to stop is the same without the
card, and the summary says the card does not count toward it."""

from __future__ import annotations

import random

from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.games.gostop.turn import hand_score_of, threshold
from koikoi.ui.gostop_words import yaku_score
from koikoi.ui.scenes.gostop_summary import ending_words
from koikoi.ui.seat_words import Seats

from .conftest import run

RULES = "gostop-brazilian"  # the rules that deal the ×2 card


def holder(g: G.GameState) -> int | None:
    return next((p for p, c in enumerate(g.hand.captures) if c & deck.BONUS_DOUBLE), None)


def played(seed: int, until) -> G.GameState:  # noqa: ANN001
    rules = load_gostop(RULES)
    g, _events = G.new_game(rules, seed, 2)
    rng = random.Random(seed)
    while not g.over and g.hand_no < 2 and g.hand.phase is not Phase.OVER and not until(g):
        g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
    return g


def test_a_drawn_hand_says_the_x2_card_does_not_count_toward_the_score_to_stop():
    seen = set()
    for seed in range(60):
        g = played(seed, lambda g: False)
        h, p = g.hand, holder(g)
        if h.phase is not Phase.OVER or h.result is None or h.result.reason != "nagari" or p is None:
            continue
        # the engine's fact the words tell: the score to stop at is the yaku's, the ×2 card no part of it
        assert hand_score_of(g.rules, h.captures[p], h.cup) == hand_score_of(g.rules, h.captures[p] & ~deck.BONUS_DOUBLE,
                                                                            h.cup)
        said = ending_words(g, Seats(("You", "CPU"), 0))
        need = yaku_score(threshold(h))
        whose = "Your ×2 card" if p == 0 else "CPU's ×2 card"
        assert f"{whose} does not count toward {need}: it only doubles a hand" in said, (seed, said)
        seen.add(p)
    assert seen == {0, 1}, seen


def test_the_panel_legend_names_the_x2_card_and_its_holder(app):
    want = {0: "Your ×2 card doubles your win if you win", 1: "CPU's ×2 card doubles its win if it wins"}
    seen = set()
    for seed in range(200):
        g = played(seed, lambda g: g.hand.phase is Phase.PLAY and holder(g) is not None)
        p = holder(g)
        if g.hand.phase is not Phase.PLAY or p is None or p in seen:
            continue
        table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
        app.clear_to(table)
        run(app, 30)
        info = table.canvas.info()
        assert info.legend == want[p], (seed, p, info.legend)
        assert info.may_say in want.values()
        seen.add(p)
        if seen == {0, 1}:
            break
    assert seen == {0, 1}, seen
