"""The koi-koi question on the player's last card says what koi-koi then
means (issue 39), from the engine's own exhausted-hands rule: over seeded
matches of every preset, wherever the player is asked on their last card,
the prompt's line is followed to the round's end (koi-koi called, then
random play) and, where the CPU made no yaku after the call, the round
ends as the line said: nobody scoring, the player scoring the points it
named, or the dealer its oya-ken. On the round's last card the prompt no
longer speaks of playing on, and no line speaks of the player's next
yaku (a last koi-koi call's warning): none can follow. A preset without koi-koi on the last card
never asks there."""

from __future__ import annotations

import random
import re

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import KOIKOI
from koikoi.games.koikoi.api import KOIKOI as GAME
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import Phase, YakuMade
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

ASKED = 12  # questions on the last card looked at, a preset
# Every preset; and, as a player may set them, the dealer's oya-ken with koi-koi on the last card (no preset
# has both), under each exhausted-hands rule
CASES = [(preset, {}) for preset in GAME.presets] + [
    ("nintendo", {"end.oya_ken": 2}),
    ("nintendo", {"end.oya_ken": 1, "end.exhausted": "caller_unless_last_player"}),
    ("koikoi-japan", {"play.last_turn_koikoi": True}),
]


def asked_on_last_card(rules, asked: int = ASKED):  # noqa: ANN001, ANN201
    """Matches of random play, at each koi-koi question to the player on
    their last card: the match there, and the random generator playing on."""
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        m, _ = M.new_match(rules, seed)
        while not m.over and seen < asked:
            r = m.round
            if r.phase is Phase.KOIKOI and r.player == HUMAN and not r.hands[HUMAN]:
                seen += 1
                yield m, rng
            m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        if seen >= asked:
            return


def played_out(m, rng: random.Random):  # noqa: ANN001, ANN201
    """Koi-koi called, the round played on at random: its result, and
    whether the CPU made a yaku after the call."""
    m, _ = M.apply(m, KOIKOI)
    cpu_yaku = False
    while not m.round.over:
        m, events = M.apply(m, rng.choice(M.legal_actions(m)))
        cpu_yaku = cpu_yaku or any(isinstance(e, YakuMade) and e.player != HUMAN for e in events)
    return m.round.result, cpu_yaku


def said_points(words: str, who: str) -> int | None:
    found = re.search(rf"{who} scores? (\d+) points?", words)
    return int(found.group(1)) if found else None


@pytest.mark.parametrize("preset, options", CASES, ids=lambda c: str(c) if isinstance(c, str) else
                         ",".join(f"{k}={v}" for k, v in c.items()) or "as-shipped")
def test_koikoi_on_the_last_card_says_how_the_round_then_ends(app, preset, options):
    rules = load_preset(preset, options)
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    compared = 0
    outcomes = set()
    for m, rng in asked_on_last_card(rules):
        table.match = m
        prompt = KoiKoiScene(app.ctx, table)
        words = prompt.risk_words()
        last_of_round = not m.round.hands[1 - HUMAN]
        assert ("round's last card" in words) == last_of_round, words
        assert ("your last card" in words) == (not last_of_round), words
        if last_of_round:
            assert "play on" not in words, words  # no more play: the question says what the call does
        assert not prompt.last_call_words(table), "no next yaku of the player's to speak of"
        result, cpu_yaku = played_out(m, rng)
        if cpu_yaku:
            continue  # the line speaks of a round where the CPU makes no yaku
        compared += 1
        mine, cpu = said_points(words, "you"), said_points(words, "the CPU")
        if "no score for anyone" in words:
            assert result.winner is None, (words, result)
        elif mine is not None:
            assert (result.winner, result.points) == (HUMAN, mine), (words, result)
        else:
            assert cpu is not None and (result.winner, result.points) == (1 - HUMAN, cpu), (words, result)
        if "dealer" in words:
            assert result.reason == "oya-ken" and result.winner == m.round.dealer, (words, result)
        outcomes.add((result.winner, result.reason))
    if options.get("end.oya_ken"):
        assert any(reason == "oya-ken" for _winner, reason in outcomes), outcomes
    if rules.play.last_turn_koikoi:
        assert compared, "the player was asked on their last card and the round was followed to its end"
    else:
        assert not compared, "no koi-koi on the last card: never asked there"
