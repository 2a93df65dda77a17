"""The window's title names the game being played, in the player's language
(issue 39, pt13: it said "Koi-Koi" through a whole game of Go-Stop): on the
title, the game chosen; at a table, the table's game; in every language."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, new_table, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
# each game's name as each language's players read it (the catalogs' own words, not read back from them)
NAMES = {"en": ("Koi-Koi", "Go-Stop"), "ko": ("코이코이", "고스톱")}


def caption() -> str:
    return pygame.display.get_caption()[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("chosen", ["koikoi", "gostop"])
def test_the_window_s_title_names_the_game_played(lang, chosen):
    app = make_app(S.Settings(animation_speed=4.0, game=chosen))
    i18n.set_language(lang)
    try:
        koikoi, gostop = NAMES[lang]
        app.push(TitleScene(app.ctx))
        run(app, 2)
        assert caption() == (gostop if chosen == "gostop" else koikoi)
        for game, name in (("gostop", gostop), ("koikoi", koikoi)):  # a table of either game, whatever was chosen
            new_table(app, game)
            run(app, 2)
            assert caption() == name, (game, caption())
            app.pop()
            run(app, 2)
        assert caption() == (gostop if chosen == "gostop" else koikoi)
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()
