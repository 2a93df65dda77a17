"""The title offers the match's length in both games (pt14: Koi-Koi's
title had Match length, Go-Stop's had only its Players row, its length in
Settings alone): in either game, a Match length choice on the title offers
what Settings offers, worded alike, and each length chosen there is the
length of the match the rules then play; Go-Stop keeps its Players row."""

from __future__ import annotations

import pytest

from koikoi.ui.config import gostop_rules_for, rules_for
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
SETTINGS_ROW = {"koikoi": "match_rounds", "gostop": "gostop_length"}


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_the_title_offers_the_match_length_settings_offers_and_the_rules_play_it(app, game):
    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
    scene = TitleScene(app.ctx)
    app.push(scene)
    run(app, 2)
    length = scene.rounds
    assert length in scene.widgets and length.enabled and length.visible
    assert (scene.players in scene.widgets) == (game == "gostop")  # Go-Stop's players kept beside it
    settings = SettingsScene(app.ctx, game=game)
    app.push(settings)
    run(app, 2)
    row = settings.option_widgets[SETTINGS_ROW[game]]
    assert length.values == row.values and [length.fmt(v) for v in length.values] == [row.fmt(v) for v in row.values]
    app.pop()
    run(app, 1)
    for _ in length.values:
        scene.rounds.step(1)  # as a click on its arrow
        run(app, 1)
        chosen = scene.rounds.value
        if game == "gostop":
            m = gostop_rules_for(app.ctx.settings).match
            base = gostop_rules_for(app.ctx.settings.replace(gostop_hands=0, gostop_target=0)).match
            want = chosen if chosen != (0, 0) else (base.rounds, base.target)
            assert (m.rounds, m.target) == want, (chosen, m)
        else:
            rounds = rules_for(app.ctx.settings).match.rounds
            assert rounds == (chosen or rules_for(app.ctx.settings.replace(match_rounds=0)).match.rounds)
