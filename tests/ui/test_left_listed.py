"""A match left before the player played in it is listed as the question
before leaving it promised (issue 39, a newcomer's cold run: the question
said "it will not count in your record", and the past matches listed it as
"Left unplayed" 0–0, cut to "Quittée s…" in French at 150% text).

Through the title's own path (a saved match at its deal, New match, the
question's New match), in every language at 960x540 and 150% text: the
row's result says the match is not counted, as the English reads, and
every cell of the list is drawn whole."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.i18n import LANGUAGES
from koikoi.storage import settings as S
from koikoi.ui.history_view import outcome_name
from koikoi.ui.scenes.matches import MatchesScene

from .conftest import click, make_app, run
from .test_cut_text import cuts_seen
from .test_leaving_title import CASES, asked_new_match, saved_game

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("game_name, preset, players", CASES)
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_match_left_unplayed_is_listed_as_not_counted_and_whole(game_name, preset, players, lang):
    saved_game(game_name, preset, players, False)
    app = make_app(S.Settings(animation_speed=4.0, game=game_name, gostop_preset="matgo", text_size=150),
                   size=(960, 540))
    try:
        _title, question = asked_new_match(app)
        assert question.text.endswith("will not count in your record.")
        click(question.buttons[0].rect.center)  # New match
        run(app, 3)
        i18n.set_language(lang)
        scene = app.ctx.screens.matches(game_name)
        assert isinstance(scene, MatchesScene)
        app.push(scene)
        run(app, 3)
        left = [k for k in range(scene.shown) if scene.rows[k].outcome == "uncounted"]
        assert len(left) == 1
        said = scene.cells(left[0])[3][0]
        assert said == outcome_name("uncounted")
        i18n.set_language("en")
        assert "not counted" in outcome_name("uncounted")  # what the question promised, in its words
        i18n.set_language(lang)
        with cuts_seen() as cut:
            scene.draw_full(app.screen)
        assert not cut, cut
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
