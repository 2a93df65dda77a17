"""Who chose how the sake cup counted, in the Go-Stop summary (issue 39,
pt23): a Korean matgo player read "나: 국진을 열끗으로 쳤습니다" ("I counted
the sake cup as an animal") at a hand's end where no one had chosen: the
rule had. The line says how the cup counted as a fact of the score, never
as an act of its holder, and then who decided: the holder, named, where
they chose; the rule, where the rules count it one way only or no one had
chosen.

Over random captures of a two-seat and a three-seat table, each way the
rules may count the cup, each way it may have been chosen, and the five
languages: the holder is named as the chooser exactly when they chose, the
rule is said exactly when no one chose, and no language says the count
with a verb that makes someone its subject (Korean "쳤습니다", Japanese
"数えました")."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import CUP_ANIMAL, CUP_OPEN, CUP_PLAIN, load_gostop
from koikoi.games.gostop.scoring import SAKE, loser_scores
from koikoi.ui.gostop_cup_said import cup_words
from koikoi.ui.seat_words import Seats

LANGS = ("en", "fr", "pt_BR", "ko", "ja")
AGENT_VERBS = {"ko": ("쳤습니다", "쳤어요"), "ja": ("数えました",)}  # "(someone) counted it": the holder did not
NAMES = {2: ("You", "CPU"), 3: ("You", "CPU 1", "CPU 2")}


def hands(players: int, seed: int):  # noqa: ANN201
    """Random captures: every card to a seat or to no one, the cup to someone."""
    rng = random.Random(seed)
    for _ in range(30):
        piles = [0] * players
        for card in range(48):
            seat = rng.randrange(players + 1)
            if seat < players:
                piles[seat] |= 1 << card
        holder = rng.randrange(players)
        piles = [p & ~SAKE for p in piles]
        piles[holder] |= SAKE
        yield tuple(piles), rng.randrange(players)


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_says_who_chose_how_the_cup_counted(lang):
    i18n.set_language(lang)
    try:
        looked = {"chosen": 0, "rule": 0, "one way": 0}
        for way in ("chosen", "best", "animal", "plain"):
            rules = load_gostop("matgo", {"cards.sake_cup": way})
            one_way = len(rules.sake_ways(CUP_OPEN)) < 2
            for players in (2, 3):
                seats = Seats(tuple(i18n._(n) for n in NAMES[players]), 0)
                for captures, winner in hands(players, players * 7 + len(way)):
                    holder = next(p for p, c in enumerate(captures) if c & SAKE)
                    for cup in ((CUP_OPEN,) if one_way or way == "best" else (CUP_OPEN, CUP_ANIMAL, CUP_PLAIN)):
                        h = SimpleNamespace(captures=captures, cup=cup, go_calls=(0,) * players,
                                            shakes=(0,) * players)
                        scores = loser_scores(rules, captures, winner, h.go_calls, 0, cup)
                        said = cup_words(rules, h, winner, scores, seats)  # type: ignore[arg-type]
                        assert said
                        chose = seats.line(holder, "You chose that way.", "{name} chose that way.")
                        rule_said = [i18n._(m) for m in (
                            "These rules count it only that way.",
                            "At the hand's end, a cup not chosen counts the way that scores most for the winner.",
                            "At the hand's end, a cup not chosen counts the way that costs a loser least.")]
                        case = (way, players, cup, holder, winner, said)
                        if cup != CUP_OPEN:
                            assert said.endswith(chose), case
                            looked["chosen"] += 1
                        else:
                            assert chose not in said, case
                            assert any(said.endswith(r) for r in rule_said), case
                            looked["one way" if one_way else "rule"] += 1
                        assert not any(v in said for v in AGENT_VERBS.get(lang, ())), case
        assert all(n >= 20 for n in looked.values()), looked
    finally:
        i18n.set_language("en")
