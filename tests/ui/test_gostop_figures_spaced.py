"""The Go or Stop question says its figures as words (issue 39): a
playtester at 1280x720 read "+1" and "×2" glued to the sentences around
them ("point+1"). Every form of the question (long and short, each rule
set, tables of two and three, each Go about to be called) says a "+n" or
"×n" after a space (or a no-break space, an opening mark, a colon), in
every language that puts spaces between its words; Japanese writes its
figures against its words ("勝てば+1点"), as it writes everything."""

from __future__ import annotations

import random
import re

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_words import risks, short_risks

GLUED = re.compile(r"[^\s\u00a0(\[«\"“/]([+×]\d)")  # a figure written against the word before it


def questions() -> list[tuple[str, object, tuple[str, ...]]]:
    """(the rule set, what the asked seat sees, the seats' names) at each Go or Stop of a few seeded games."""
    out = []
    for preset in ("matgo", "gostop-brazilian"):
        rules = load_gostop(preset)
        for players in (2, 3):
            names = ("You", "CPU") if players == 2 else ("You", "CPU 1", "CPU 2")
            for seed in range(12):
                try:
                    g, _ = G.new_game(rules, seed, players)
                except ValueError:  # a rule set for two only
                    break
                rng = random.Random(seed)
                while not g.over and g.hand_no < 2:
                    if g.hand.phase is Phase.GO_STOP:
                        out.append((preset, observe(g.hand, g.hand.player), names))
                    g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    return out


@pytest.fixture(scope="module")
def asked():
    return questions()


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko"])
def test_the_go_or_stop_question_says_its_figures_as_words(asked, lang):
    assert len(asked) >= 20 and {p for p, _s, _n in asked} == {"matgo", "gostop-brazilian"}
    i18n.set_language(lang)
    try:
        found = {t for _p, sight, names in asked for t in (*risks(sight, names), *short_risks(sight, names))
                 if GLUED.search(t)}
    finally:
        i18n.set_language("en")
    assert not found, sorted(found)[:5]
