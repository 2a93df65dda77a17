"""A drawn hand that ends the match says nothing of a next hand (pt19: the
last hand of three, drawn, read "A próxima rodada pontua normalmente" over
"CPU 2 venceu a partida"); a drawn hand with hands to come still says what
the next one is worth and who deals it. Random matches of one and of three
hands under the Brazilian rules (which say the next hand's stakes), two and
three players."""

from __future__ import annotations

import random

import pytest

from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.ui.scenes.gostop_summary import ending_words
from koikoi.ui.seat_words import Seats

NEXT = ("The next hand scores as usual.", "The next hand is worth", "deal again.", "deals again.")


@pytest.mark.parametrize("players", [2, 3])
def test_a_drawn_last_hand_says_nothing_of_a_next_hand(players):
    preset = "gostop-brazilian"  # matgo's hands, played at random, are seldom drawn (none in 300 matches)
    seen = {True: 0, False: 0}
    for seed in range(120):
        rules = load_gostop(preset, {"match.rounds": 1 + seed % 3, "match.target": 0})
        g, _events = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not (g.hand.phase is Phase.OVER and g.hand.result is not None and g.hand.result.reason == "nagari"):
            if g.over:
                break
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        if g.hand.result is None or g.hand.result.reason != "nagari":
            continue
        said = ending_words(g, Seats(("You", "CPU 1", "CPU 2")[:players], 0))
        told = [n for n in NEXT if n in said]
        if g.over:
            assert not told, (seed, said)
        else:
            assert told, (seed, said)
        seen[g.over] += 1
    assert seen[True] and seen[False], seen
