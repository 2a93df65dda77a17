"""The Go or Stop question says how a Stop's win is made (issue 39, pt16:
"Stop: you win 28 points" stood beside a panel saying "You — 7 points",
the ×2 for shaking and the ×2 for pi-bak shown only on the summary). Its
short form, which a narrow room shows, is now a sum ("Stop: 7 ×2 shake ×2
pi-bak = 28 points."; at a table of three, the win and then what each
other seat pays and what made it, "Stop: you win 28 points. CPU 1 pays 14
(×2 shake). CPU 2 pays 14 (×2 shake).": pt26 could not tell from "6 + 5 =
11 (×2 few plains, +2 no bright)" which loser paid which part): audited over seeded games of two and three players against what
the engine pays when the seat stops there, and against the bonuses and
multipliers its scoring applies."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import STOP
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_words import short_risks

NAMES = {"Go": "go", "shake": "shake", "bomb": "shake", "no bright": "no-bright", "few plains": "few-plains",
         "card": "double-joker", "pi-bak": "pi-bak", "gwang-bak": "gwang-bak", "meong-bak": "meong-bak",
         "go-bak": "go-bak"}


def questions(preset: str, players: int, seeds: int = 200):  # noqa: ANN201
    """Every Go or Stop the person is asked in seeded games played at random (the first three hands)."""
    rules = load_gostop(preset)
    for seed in range(seeds):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 3:
            if g.hand.phase is Phase.GO_STOP and g.hand.player == HUMAN:
                yield g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))


@pytest.mark.parametrize("preset, players", [("matgo", 2), ("gostop-brazilian", 2), ("matgo", 3),
                                             ("gostop-brazilian", 3)])
def test_the_stop_sum_is_what_the_engine_pays_and_names_what_it_applies(preset, players):
    asked = 0
    for g in questions(preset, players):
        sight = observe(g.hand, HUMAN)
        said = short_risks(sight, ("You", "CPU 1", "CPU 2")[:players], g.plays)[0].replace("\u00a0", " ")
        stopped, _ = G.apply(g, STOP)
        paid = sum(stopped.history[-1].payments)
        scores = loser_scores(g.rules, sight.captures, HUMAN, sight.go_calls, sight.shakes[HUMAN], sight.cup)
        applied = Counter(x.id for _q, sc in scores for x in sc.lines if x.kind != "yaku")
        asked += 1
        if players == 3:  # the win, then what each other seat pays, in seat order, and what made their score
            m = re.fullmatch(r"Stop: you win (\d+) points?\.((?: CPU \d pays \d+(?: for both \(go-bak\))?(?: \(.+?\))?\.| CPU \d pays "
                             r"nothing: CPU \d pays for them \(go-bak\)\.)+)", said)
            assert m and int(m[1]) == paid, (said, paid)
            owed = stopped.history[-1].payments
            figures = [int(n) if n else 0 for n in re.findall(r"CPU \d pays (?:(\d+)|nothing)", m[2])]
            assert figures == [owed[1], owed[2]], (said, owed)
            named = [re.fullmatch(r"[×+]\d+ (.+)", item)[1] for why in re.findall(r"\(([^()]*[×+][^()]*)\)", m[2])
                     for item in re.split(r", | and ", why)]
            assert {NAMES[w] for w in named} == set(applied), (said, applied)
            continue
        won = re.fullmatch(r"Stop: you win (\d+) points?\.", said)
        if won:  # the win alone only where nothing is added or multiplied
            assert not applied and int(won[1]) == paid, said
            continue
        m = re.fullmatch(r"Stop: (.+) = (\d+) points?\.", said)
        assert m, said
        assert int(m[2]) == paid, (said, paid)
        named = Counter(NAMES[w] for w in re.findall(r"[×+]\d+ ([a-z][a-z -]*[a-z]|Go)", m[1]))
        assert named == applied, (said, applied)
        # the sum itself comes to the win: each amount as it reads, left to right within its brackets
        expr = re.sub(r" ([a-z][a-z -]*[a-z]|Go)", "", m[1]).replace("×", "*").replace(" ", "")
        assert re.fullmatch(r"[\d()+*]+", expr), expr
        assert eval(expr) == paid, (said, expr)  # noqa: S307  # digits, brackets, + and * only
    assert asked >= 5, asked
