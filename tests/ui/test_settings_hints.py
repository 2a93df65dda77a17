"""Settings: its hints read as the language writes them, and a new text
size lays the list out again with no empty band above it (pt14: "...the
score that wins it; As the rules say keeps the rules' own." had a capital
after a semicolon, two sentences joined; after 150% → 100% an empty band
stood above the "Game" heading)."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.storage.settings import TEXT_SIZES
from koikoi.ui import gostop_rule_words, rule_words
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import make_app, run
from .test_seat_lines import LANGUAGES

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
# a key named after a semicolon ("...fills the screen; F11 switches at any time") begins with its capital
KEY = re.compile(r"(F\d+|Esc|Échap|Enter|Entrée|[A-Z0-9])\b")


def hints() -> list[str]:
    """Every option's description on both games' Settings, and the line under the options, in the language spoken."""
    said = [w.description for words in (rule_words.RULE_OPTIONS, rule_words.GAME_OPTIONS,
                                        gostop_rule_words.RULE_OPTIONS, gostop_rule_words.GAME_OPTIONS)
            for w in words.values()]
    me = SettingsScene.__new__(SettingsScene)
    for n in (1, 2, 5):
        me.ctx = type("C", (), {"settings": type("S", (), {"o": list(range(n))})()})()
        me.kept = type("K", (), {"options": "o"})()
        said += SettingsScene.notes(me)
    return said


def test_no_hint_has_a_capital_after_a_semicolon_in_any_language():
    try:
        for lang in LANGUAGES:
            i18n.set_language(lang)
            bad = [h for h in hints() for m in re.finditer(r";\s*(\w+)", h)
                   if m.group(1)[0].isupper() and not KEY.match(m.group(1))]
            assert not bad, (lang, bad)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_after_a_text_size_change_the_list_starts_where_a_fresh_screen_starts_it(size, game):
    app = make_app(S.Settings(animation_speed=4.0, text_size=TEXT_SIZES[-1]), size=size)
    try:
        scene = SettingsScene(app.ctx, game=game)
        app.push(scene)
        run(app, 2)
        for new in [*reversed(TEXT_SIZES[:-1]), *TEXT_SIZES[1:], TEXT_SIZES[0]]:  # down, up, and down at once
            row = scene.option_widgets["text_size"]
            if row in scene.rows:
                scene.focus_shown(row)
            pygame.mouse.set_pos(row.rect.center)  # (the pointer on the row, as a click leaves it)
            scene.change(text_size=new)
            run(app, 1)
            fresh = SettingsScene(app.ctx, game=game)
            app.push(fresh)
            run(app, 1)
            assert fresh.scroll == 0
            top = fresh.rows[0].rect.y
            app.pop()
            run(app, 1)
            assert scene.rows[0].rect.y == top - scene.scroll, (new, scene.rows[0].rect.y, top, scene.scroll)
            assert scene.bar.max_offset <= max(0, len(scene.rows) * scene.row_h - scene.list_rect.h)
    finally:
        app.ctx.worker.shutdown()
