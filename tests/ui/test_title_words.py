"""The title's words follow what is chosen: its name and the line under it
are the game chosen's, and Continue match says the rules the saved match
keeps once other rules are chosen for a new one."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.ui.scenes.title import TitleScene

from .conftest import run

PRESETS = {"koikoi": ("nintendo", "Nintendo standard", "preset"), "gostop": ("matgo", "Matgo (two-player Go-Stop)",
                                                                           "gostop_preset")}


@pytest.mark.parametrize("game_name", ["koikoi", "gostop"])
def test_continue_match_names_the_rules_the_saved_match_keeps_once_others_are_chosen(app, game_name):
    name, title, field = PRESETS[game_name]
    game = MR.GAMES[game_name]
    state, _ = game.new(game.load_rules(name), 4, 2)
    savegame.SLOTS[game_name].save(state, "normal")
    app.ctx.change_settings(app.ctx.settings.replace(game=game_name, **{field: name}), save=False)
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 2)
    assert scene.continue_button is not None and scene.continue_button.label == "Continue match"
    scene.preset.step(1)  # other rules for a new match
    run(app, 1)
    assert scene.preset.value != name
    assert scene.continue_button.label == f"Continue match · {title}"
    scene.place()  # laid out again (a resize, back from Settings): the same
    assert scene.continue_button.label == f"Continue match · {title}"
    scene.preset.step(-1)
    assert scene.continue_button.label == "Continue match"


def test_a_rules_title_in_brackets_is_not_put_in_brackets_again(app):
    """"Continue match (Matgo (two-player Go-Stop))" read as nested brackets."""
    game = MR.GAMES["gostop"]
    state, _ = game.new(game.load_rules("matgo"), 4, 2)
    savegame.SLOTS["gostop"].save(state, "normal")
    app.ctx.change_settings(app.ctx.settings.replace(game="gostop", gostop_preset="matgo"), save=False)
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 2)
    scene.preset.step(1)
    run(app, 1)
    label = scene.continue_button.label
    assert "(" in scene.preset_title("matgo") and label.count("(") == label.count(")") <= 1, label


def test_the_titles_name_and_subtitle_are_the_game_chosens(app):
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 2)
    assert scene.heading() == ("Koi-Koi", "Hanafuda, the game of flower cards")
    scene.game.step(1)
    assert scene.game_played == "gostop"
    assert scene.heading() == ("Go-Stop", "Hwatu, the Korean game of flower cards")
    i18n.use("ko")
    try:
        name, sub = scene.heading()
        assert "코이코이" not in name and "하나후다" not in sub
    finally:
        i18n.use("en")
