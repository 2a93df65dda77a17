"""The Go or Stop question says how a Stop's win is made (issue 39, pt16:
"Stop: you win 28 points" stood beside a panel saying "You — 7 points",
the ×2 for shaking and the ×2 for pi-bak shown only on the summary). Its
short form, which a narrow room shows, is now a sum ("Stop: 7 ×2 shake ×2
pi-bak = 28 points."; at a table of three, the win and then what each
other seat pays and what made it, "Stop: you win 28 points. CPU 1 pays 14
(×2 shake). CPU 2 pays 14 (×2 shake).": pt26 could not tell from "6 + 5 =
11 (×2 few plains, +2 no bright)" which loser paid which part): audited over seeded games of two and three players against what
the engine pays when the seat stops there, and against the bonuses and
multipliers its scoring applies; after drawn hands (matgo's nagari doubles the next hand), with the stakes the
game carries ("Stop: 7 ×2 nagari = 14 points.": the question said 7 where the summary then paid 14)."""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import STOP
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.games.gostop.state import Phase
from koikoi.ui.gostop_words import risks, short_risks

NAMES = {"Go": "go", "shake": "shake", "bomb": "shake", "no bright": "no-bright", "few plains": "few-plains",
         "card": "double-joker", "pi-bak": "pi-bak", "gwang-bak": "gwang-bak", "meong-bak": "meong-bak",
         "go-bak": "go-bak", "nagari": "nagari"}


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


@pytest.mark.parametrize("drawn", [0, 2], ids=["no-nagari", "two-nagari"])
@pytest.mark.parametrize("preset, players", [("matgo", 2), ("gostop-brazilian", 2), ("matgo", 3),
                                             ("gostop-brazilian", 3)])
def test_the_stop_sum_is_what_the_engine_pays_and_names_what_it_applies(preset, players, drawn):
    asked = 0
    for g in questions(preset, players):
        g = replace(g, stakes=g.stakes * 2 ** drawn)  # as two drawn hands before this one leave it (the rules'
        sight = observe(g.hand, HUMAN)  # nagari_doubles, matgo's; the stakes stay 1 where it is off)
        said = short_risks(sight, ("You", "CPU 1", "CPU 2")[:players], g.plays, g.stakes)[0].replace("\u00a0", " ")
        stopped, events = G.apply(g, STOP)
        paid = next(e.points for e in events if isinstance(e, G.HandScored))  # what the summary then pays
        scores = loser_scores(g.rules, sight.captures, HUMAN, sight.go_calls, sight.shakes[HUMAN], sight.cup)
        applied = Counter(x.id for _q, sc in scores for x in sc.lines if x.kind != "yaku")
        if g.stakes > 1:
            applied["nagari"] = 1
        asked += 1
        if players == 3:  # the win, then what each other seat pays, in seat order, and what made their score
            m = re.fullmatch(r"Stop: you win (\d+) points?\.((?: CPU \d pays \d+(?: for both \(go-bak\))?(?: \(.+?\))?\.| CPU \d pays "
                             r"nothing: CPU \d pays for them \(go-bak\)\.)+)", said)
            assert m and int(m[1]) == paid, (said, paid)
            owed = [p * g.stakes for p in stopped.history[-1].payments]
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


@pytest.mark.parametrize("drawn", [0, 1, 2], ids=["no-nagari", "one-nagari", "two-nagari"])
@pytest.mark.parametrize("preset, players", [("matgo", 2), ("matgo", 3)])
def test_the_long_form_wins_what_the_engine_pays(preset, players, drawn):
    """The question's long form (a wide room) says the same win as the engine pays, and why it is more after
    drawn hands."""
    asked = 0
    for g in questions(preset, players, seeds=60):
        g = replace(g, stakes=g.stakes * 2 ** drawn)
        said = risks(observe(g.hand, HUMAN), ("You", "CPU 1", "CPU 2")[:players], g.plays, g.stakes)[0]
        _stopped, events = G.apply(g, STOP)
        paid = next(e.points for e in events if isinstance(e, G.HandScored))
        won = re.search(r"Stop now and you win (\d+) points?\b", said.replace("\u00a0", " "))
        assert won and int(won[1]) == paid, (said, paid)
        assert (f"worth ×{g.stakes}" in said) == (g.stakes > 1 and players == 2), said
        asked += 1
    assert asked >= 5, asked
