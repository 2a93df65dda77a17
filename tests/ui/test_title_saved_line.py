"""The title's line about the saved match is worded alike in both games
(pt14: Koi-Koi's read "Round 1 of 3 · You 0, CPU 0", Go-Stop's "Hand 2 of
3 · You: 11 — CPU: 0"): audited over seeded saves of each game, in every
language, against the engine's scores: where it stands, each seat's name
and points as one form gives them, the level and the rules."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.i18n import _, pgettext
from koikoi.storage import savegame
from koikoi.ui.boxes import level_name
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.scenes.title import TitleScene

from .conftest import run
from .test_seat_lines import LANGUAGES
from .test_title_round_continued import saves


@pytest.mark.parametrize("game_name", ["koikoi", "gostop"])
def test_the_saved_match_is_said_in_one_form_in_both_games(app, game_name):
    app.ctx.change_settings(app.ctx.settings.replace(game=game_name), save=False)
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 1)
    states = [state for state, _over, _n in saves(game_name, 3)][::5]
    try:
        for lang in LANGUAGES:
            i18n.set_language(lang)
            for state in states:
                scene.waiting[game_name] = savegame.Saved(state, "normal")
                line = scene.saved_summary()
                parts = line.split("  ·  ")
                assert len(parts) == 3, line
                names = seat_names(2)
                said = [_("{name}: {points}").format(name=n, points=p).replace(" ", "\u00a0")
                        for n, p in zip(names, state.scores)]
                assert parts[1] == pgettext("list", "{list}, {item}").format(list=said[0], item=said[1]), (lang, line)
                assert parts[2] == _("{where}  ·  {scores}  ·  {level}, {rules}").split("  ·  ")[2].format(
                    level=level_name("normal"), rules=pgettext("preset", state.rules.title)), (lang, line)
                assert str(state.rules.match.rounds) in parts[0] or not state.rules.match.rounds, (lang, line)
    finally:
        i18n.set_language("en")
