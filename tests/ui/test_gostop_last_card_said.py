"""A Go-Stop hand that stops because a player reached the score to stop with
its own last card (when it cannot call Go) said it was "on the last turn",
read as the hand's last turn while the others still held cards (issue 39,
pt13: "CPU 2 chegou a 10 tentos ... no último turno"). Over seeded hands
that end so, at two and three players, in every language: the summary says
it was the winner's own last card, named from the player's side."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import NO_ONE, Phase
from koikoi.ui.scenes.gostop_summary import ending_words
from koikoi.ui.seat_words import Seats

NAMES = {2: ("You", "CPU"), 3: ("You", "CPU 1", "CPU 2")}
# each language's words for the seat's own last card, and for a last turn (the hand's, as it was read)
LAST_CARD = {"en": ("last card", "last turn"), "fr": ("dernière carte", "dernier tour"),
             "pt_BR": ("última carta", "último turno"), "ko": ("마지막 카드", "마지막 차례"), "ja": ("最後の札", "最後の手番")}


def ended_on_a_last_card(players: int, preset: str):
    """Seeded hands played at random to their end, those a player won by reaching the score with its last card."""
    rules = load_gostop(preset, {"match.most_players": players})
    for seed in range(80):
        g, _events = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand.phase is not Phase.OVER:
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        h = g.hand
        if h.result is None or h.result.winner == NO_ONE or h.result.reason != "stop":
            continue
        w = h.result.winner
        if not h.hands[w] and not h.flips_left[w]:
            yield seed, g, w


@pytest.mark.parametrize("lang", sorted(LAST_CARD))
@pytest.mark.parametrize("players, preset", [(2, "matgo"), (3, "gostop-brazilian")])
def test_a_hand_won_with_a_seat_s_last_card_says_it_was_that_seat_s_last_card(lang, players, preset):
    card, turn = LAST_CARD[lang]
    i18n.set_language(lang)
    try:
        seen = set()
        for seed, g, w in ended_on_a_last_card(players, preset):
            said = ending_words(g, Seats(NAMES[players], 0))
            assert card in said and turn not in said, (seed, w, said)
            if lang == "en":
                assert ("with your last card" if w == 0 else f"{NAMES[players][w]} reached") in said, (seed, said)
            seen.add((w == 0, any(g.hand.hands[q] for q in range(players) if q != w)))
        assert {mine for mine, _held in seen} == {True, False}, seen  # the player's hands and the CPUs'
        assert any(held for _mine, held in seen), "no hand here ended with another seat still holding cards"
    finally:
        i18n.set_language("en")
