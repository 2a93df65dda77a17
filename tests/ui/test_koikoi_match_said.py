"""The koi-koi question says what each answer means for the match where
one decides it (cold playtest pt14: in round 3 of 3, at 0-21, it offered
"Stop: +5" with no word that stopping then ended the match 5-21, a loss).
Over seeded matches of every preset, at each koi-koi question of the
player's, the words name the match's outcome whenever stopping (or a
koi-koi on the round's last card) ends it, with the engine's final scores;
and the question at the table shows them, in every room."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import KOIKOI, STOP
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.koikoi_match_said import koikoi_match_words, stop_match_words
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import app_at, run
from .test_scenes import table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

OUTCOME = {"win": "you win", "lose": "you lose", "draw": "in a draw"}


def questions(preset: str, seeds: range = range(12)):
    """Each koi-koi question put to the player in random matches of ``preset``."""
    rules = load_preset(preset)
    for seed in seeds:
        m, _ = M.new_match(rules, seed)
        rng = random.Random(seed)
        while not m.over:
            if m.round.phase is Phase.KOIKOI and m.round.player == HUMAN:
                yield m
            m, _ = M.apply(m, rng.choice(M.legal_actions(m)))


def engine_end(m, action):
    ended, _ = M.apply(m, action)
    if not ended.over:
        return None
    word = "draw" if ended.winner is None else "win" if ended.winner == HUMAN else "lose"
    return word, ended.scores[HUMAN], ended.scores[1 - HUMAN], ended.history[-1]


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_answer_that_ends_the_match_says_how(preset):
    i18n.set_language("en")
    asked = ended = 0
    for m in questions(preset):
        asked += 1
        said = stop_match_words(m)
        end = engine_end(m, STOP)
        if end is None:
            assert not said, f"{preset} round {m.round_no}: the match goes on, yet {said!r}"
        else:
            ended += 1
            word, mine, theirs, result = end
            n = result.points if result.winner == HUMAN else 0
            assert f"{OUTCOME[word]}" in said and f"{mine}–{theirs}" in said, (preset, said, end)
            assert f"take {n} point" in said, (preset, said, n)
            short = stop_match_words(m, short=True)
            assert f"{OUTCOME[word]}" in short and f"{mine}–{theirs}" in short, (preset, short, end)
        if KOIKOI in M.legal_actions(m):
            end = engine_end(m, KOIKOI)
            k = koikoi_match_words(m)
            if end is not None:
                assert f"{end[1]}–{end[2]}" in k and (OUTCOME[end[0]] in k), (preset, k, end)
            elif k:
                assert m.rules.match.rounds and m.round_no >= m.rules.match.rounds, k
    assert asked, preset
    if load_preset(preset).match.rounds:
        assert ended, f"{preset}: no question met where stopping ends the match"


def last_round_question(preset: str = "nintendo"):
    for m in questions(preset, range(40)):
        if engine_end(m, STOP) is not None and m.round.hands[HUMAN]:
            return m
    raise AssertionError("no question where stopping ends the match")


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_question_at_the_table_says_it(size, text_size):
    m = last_round_question()
    for lang in ("en", "fr", "ko"):
        with app_at(size, text_size, lang) as app:
            table = table_with(app, m)
            run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
            prompt = app.top
            assert isinstance(prompt, KoiKoiScene)
            run(app, 2)
            shown = " ".join(text for text, *_rest in prompt.lines_at)
            words = stop_match_words(table.match, prompt.short)  # a narrow room says it in its short form
            assert words and words.replace(" ", "") in shown.replace(" ", ""), (size, text_size, lang, shown)
            # said at the text size chosen: in a narrow room, in the last call's place (pt14's koi-koi limit line)
            assert prompt.k == 1.0, (size, text_size, lang, prompt.k)
