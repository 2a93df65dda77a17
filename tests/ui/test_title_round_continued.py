"""The title's line about the saved match says the round (Go-Stop: the
hand) the match goes on with: a match left on a round's summary goes on
with the next round, where the title said "Round 1 of 12" and the table,
continued, dealt round 2. Audited over seeded matches of both games,
saved mid-round and at each round's end: the title's number is the one
the engine deals the person's next decision in; the question on giving
the saved match up says the same number."""

from __future__ import annotations

import random
import re

import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.title_words import abandon_warning, gostop_abandon_warning

from .conftest import run

PRESETS = {"koikoi": "nintendo", "gostop": "matgo"}


def saves(game_name: str, seed: int):  # noqa: ANN201
    """A seeded match played at random, as it stands mid-round and at each
    round's end; with the round the person goes on in, had it been saved
    there (a round over: the next one, which continuing deals)."""
    game = MR.GAMES[game_name]
    state, _ = game.new(game.load_rules(PRESETS[game_name]), seed, 2)
    rng = random.Random(seed)
    for step in range(2000):
        if game.over(state):
            return
        over = round_over(game_name, state)
        if over or step % 9 == 4:
            after = game.apply(state, game.legal_actions(state)[0])[0] if over else state  # the next round dealt
            yield state, over, round_no(game_name, after)
        state = game.apply(state, rng.choice(list(game.legal_actions(state))))[0]


def round_over(game_name: str, state) -> bool:  # noqa: ANN001
    return state.round.over if game_name == "koikoi" else state.hand.phase.name == "OVER"


def round_no(game_name: str, state) -> int:  # noqa: ANN001
    return state.round.round_no if game_name == "koikoi" else state.hand_no


@pytest.mark.parametrize("game_name", ["koikoi", "gostop"])
def test_the_title_says_the_round_the_saved_match_goes_on_with(app, game_name):
    app.ctx.change_settings(app.ctx.settings.replace(game=game_name), save=False)
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 1)
    word = "Round" if game_name == "koikoi" else "Hand"
    ends = 0
    for seed in (3, 8):
        for state, over, goes_on in saves(game_name, seed):
            saved = savegame.Saved(state, "normal")
            scene.waiting[game_name] = saved
            line = scene.saved_summary()
            said = int(re.search(rf"{word} (\d+)", line).group(1))
            assert said == goes_on, (seed, over, line, goes_on)
            warning = (abandon_warning if game_name == "koikoi" else gostop_abandon_warning)(saved)
            assert f"{word.lower()} {goes_on} " in warning, warning
            ends += over
    assert ends >= 4, ends  # the round ends the audit is for were met
