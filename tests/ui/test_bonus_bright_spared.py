"""The bonus bright on a loser's pay (issue 39: the bright that counts only
for a hand's loser was not shown on their pay; a loser who paid less than
the other read no reason for it). Over seeded games of the Brazilian preset,
two and three players, in the five languages: wherever a loser's bonus
bright lowered what they pay (the engine's payment counted again without
it), the summary's words say so with what it spared, and nowhere else."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import payments
from koikoi.ui.gostop_bright_spared import spared_said
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.seat_words import Seats


def stopped_hands(players: int, seeds: int = 150):
    """Each hand won by a Stop, as it ended."""
    for seed in range(seeds):
        g, _events = G.new_game(load_gostop("gostop-brazilian"), seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 4:
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
            h = g.hand
            if h.result is not None and h.result.reason == "stop" and h.result.winner >= 0:
                yield h


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("players", [2, 3])
def test_a_loser_s_bonus_bright_is_said_where_it_lowered_the_pay(lang, players):
    i18n.set_language(lang)
    try:
        said_some = 0
        for h in stopped_hands(players):
            w = h.result.winner
            paid = payments(h.rules, h.captures, w, h.go_calls, h.shakes[w], h.cup)
            without = list(h.captures)
            for q in range(players):
                if q == w:
                    continue
                bare = list(without)
                bare[q] &= ~deck.BONUS_BRIGHT
                more = payments(h.rules, tuple(bare), w, h.go_calls, h.shakes[w], h.cup)[q] > paid[q]
                said = spared_said(h, w, q, Seats(seat_names(players), 0))
                assert bool(said) == more, (lang, q, said, paid)
                if said:
                    said_some += 1
                    assert "+" in said or "×" in said, said  # with what it spared: "+2", "×2"
        assert said_some, "no loser's bonus bright lowered a pay in these games"
    finally:
        i18n.set_language("en")
