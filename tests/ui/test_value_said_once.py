"""A French player read "Vous avez pris la carte ×2 ×2" (pt24): the ×2
card's line of a hand's score names the card, whose name holds its "×2",
and the sentence added the line's value, "×2", after it. A line whose name
says its value is said alone wherever name and value run together: the
Go or Stop question's lines, the summary's lines of a table of three, the
match table's cells, the guided game's bonus sentences.

Over random games of the rules that deal the ×2 card (two and three
seats) and of matgo, in five languages: at every Go or Stop question and
every hand scored, no line says a multiplier twice in a row ("×2 ×2", or
any words between that are not a list's separator), and the ×2 card's
line was met."""

from __future__ import annotations

import random
import re

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.games.gostop.state import NO_ONE, Phase
from koikoi.ui.gostop.lesson_pay import bonus_said
from koikoi.ui.gostop_hands_said import row_of
from koikoi.ui.gostop_words import Scorers, line_said, stop_lines
from koikoi.ui.seat_words import Seats

TWICE = re.compile(r"×\s*(\d+)[^,、·×()（）]*×\s*\1")  # the same multiplier again, with no list between
NAMES = {2: ("You", "CPU"), 3: ("You", "CPU 1", "CPU 2")}


def said_lines(preset: str, players: int, seeds: range):  # noqa: ANN201
    """Every run of words a score's lines are said in, over random games: (text, the ×2 card's line?)."""
    rules = load_gostop(preset, {"match.most_players": players} if players > 2 else None)
    for seed in seeds:
        seats = Seats(tuple(i18n._(n) for n in NAMES[players]), 0)
        g, _ = G.new_game(rules, seed, players=players)
        rng = random.Random(seed)
        while not g.over:
            if g.hand.phase is Phase.GO_STOP:
                sight = observe(g.hand, g.hand.player)
                doubled = bool(sight.captures[sight.player] & deck.BONUS_DOUBLE)
                for words in stop_lines(rules, sight, Seats(seats.names, sight.player), g.plays):
                    yield words, doubled
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            scored = next((ev for ev in events if isinstance(ev, G.HandScored)), None)
            result = g.history[-1] if g.history else None
            if scored is None or result is None or result.winner == NO_ONE or result.reason != "stop":
                continue
            h, w = g.hand, result.winner
            doubled = bool(h.captures[w] & deck.BONUS_DOUBLE)
            yield row_of(g, scored, 1, seats).multipliers, doubled
            for q, score in loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup):
                who = Scorers(seats, w, q, g.plays)
                for line in score.lines:
                    if line.kind != "yaku":
                        yield line_said(line, rules, who), line.id == "double-joker"
                        if line.kind in ("bonus", "multiplier") and w == 0:
                            yield bonus_said(line, rules, who), line.id == "double-joker"


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_no_line_says_its_multiplier_twice(lang):
    i18n.set_language(lang)
    try:
        doubled = looked = 0
        for preset, players, seeds in (("gostop-brazilian", 2, range(12)), ("gostop-brazilian", 3, range(8)),
                                       ("matgo", 2, range(6))):
            for words, card in said_lines(preset, players, seeds):
                assert not TWICE.search(words), (lang, preset, words)
                looked += 1
                doubled += card
        assert doubled >= 3 and looked >= 100, (doubled, looked)
    finally:
        i18n.set_language("en")
