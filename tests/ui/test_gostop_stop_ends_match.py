"""Go-Stop's Go or Stop question says when a Stop ends the match (the
match's last hand, or a score reaching its target), with the engine's
final scores: as Koi-Koi's question did not (cold playtest pt14), it said
only what the Stop won in the hand. Audited over random games of each
preset at tables of two and three, and in the question the table asks."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import STOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.games.koikoi.rules import GOSTOP_PRESET_NAMES
from koikoi.ui.gostop_match_said import stop_ends_match

from .conftest import app_at
from .test_gostop_go_stop_question import question

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def questions(preset: str, players: int, seeds: range = range(8)):
    rules = load_gostop(preset)
    for seed in seeds:
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over:
            if g.hand.phase is Phase.GO_STOP and g.hand.player == HUMAN:
                yield g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))


@pytest.mark.parametrize("preset, players", [(p, n) for p in GOSTOP_PRESET_NAMES
                                             for n in (2, 3) if n <= load_gostop(p).match.most_players])
def test_a_stop_that_ends_the_match_says_how(preset, players):
    i18n.set_language("en")
    asked = ended = 0
    for g in questions(preset, players):
        asked += 1
        said = stop_ends_match(g)
        after, _ = G.apply(g, STOP)
        if not after.over:
            assert not said, (preset, g.hand_no, said)
            continue
        ended += 1
        mine = after.scores[HUMAN]
        best = max(s for p, s in enumerate(after.scores) if p != HUMAN)
        word = "a draw" if after.winner is None else "you win" if after.winner == HUMAN else "you lose"
        assert word in said and str(mine) in said, (preset, said, after.scores)
        if after.winner is not None:
            assert f"{mine} to {best}" in said, (preset, said, after.scores)
    assert asked and ended, (preset, players, asked, ended)


def test_the_question_says_it():
    g = next(g for g in questions("matgo", 2, range(40)) if G.apply(g, STOP)[0].over)
    with app_at((1280, 720), 100, "en") as app:
        said = question(app, g).text
    assert stop_ends_match(g) and stop_ends_match(g) in said, said
