"""How to play says the match the title starts (issue 39, a newcomer's cold
run): Koi-Koi's page said "12 rounds" (its preset's own description) with a
match of 3 rounds chosen; Go-Stop's said "8 cards each, 10 on the field"
with a table of three chosen. For each game, each rule set, each length and
each table the title offers, in every language, the line under the page's
heading names the numbers of the rules New match then deals: the cards in
each hand and on the field (Go-Stop, at the table chosen), the rounds or
hands and the score to reach."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.i18n import LANGUAGES
from koikoi.storage import settings as S
from koikoi.ui.config import GOSTOP_LENGTHS, ROUNDS, gostop_rules_for, rules_for
from koikoi.ui.match_words import match_end
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = ([("gostop", {"gostop_preset": p, "gostop_hands": n, "gostop_target": t, "gostop_players": k})
          for p in GOSTOP_PRESET_NAMES for n, t in GOSTOP_LENGTHS for k in (2, 3)]
         + [("koikoi", {"preset": p, "match_rounds": n}) for p in PRESET_NAMES for n in ROUNDS])


def intro(scene: RulesScene) -> str:
    """The words between the page's heading and its first section's: the rules in a line."""
    assert scene.page is not None
    items = [i for i in scene.page.items if i.text]
    heads = [k for k, i in enumerate(items) if i.bold]
    return " ".join(i.text for i in items[heads[0] + 1:heads[1]])


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_how_to_play_names_the_match_the_title_starts(lang):
    app = make_app(S.Settings(animation_speed=4.0))
    i18n.set_language(lang)
    try:
        for game, fields in CASES:
            settings = S.Settings(animation_speed=4.0, game=game, **fields)
            app.ctx.change_settings(settings.replace(language=lang))
            title = TitleScene(app.ctx)
            app.push(title)
            run(app, 1)
            title.how_to_play()
            run(app, 1)
            scene = app.top
            assert isinstance(scene, RulesScene)
            rules = (gostop_rules_for if game == "gostop" else rules_for)(app.ctx.settings)
            m = rules.match
            end = [int(n) for n in re.findall(r"\d+", match_end(rules))]  # "1局で決まる": a single deal, in Japanese
            if lang == "en":
                assert end == [n for n in (m.rounds, m.target) if n]  # the length and score the match is played to
            want = end
            if game == "gostop":
                d = rules.deal
                three = app.ctx.settings.gostop_players == 3 and m.most_players > 2
                want = [3 if three else 2, d.hand_three if three else d.hand, d.field_three if three else d.field,
                        *want]
            said = intro(scene)
            assert [int(n) for n in re.findall(r"\d+", said)] == want, (lang, game, fields, said)
            app.pop()
            app.pop()
            run(app, 1)
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()
