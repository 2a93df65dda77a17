"""Changing the language keeps the game from drawing no longer than it
must, and shows it is at work: a French or Japanese chosen in Settings at
960x540 with 150% text took 0.8 to 1.7 s with nothing moving (Settings
read every rule file again and wrapped every option's every meaning anew
at each change; most of the time went in asking uniseg where each Latin
word may break). (``tools/language_time.py`` measures it.)

- once each language has been met, a change of language in Settings
  wraps no text anew and reads no rule file;
- the quick answer for plain Latin words agrees with uniseg's, over every
  text of every catalog and many made-up ones;
- while the screens are laid out again the pointer is the busy cursor, and
  the one it was after."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest
from uniseg.linebreak import line_break_boundaries

from koikoi import i18n
from koikoi.games.common import rulefiles
from koikoi.ui import breaks, textfit
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
ORDER = ("fr", "ja", "ko", "pt_BR", "en")


def settings_open(app):  # noqa: ANN001, ANN201
    app.push(app.ctx.screens.title())
    app.push(app.ctx.screens.settings())
    run(app, 3)


def test_a_language_met_before_wraps_nothing_anew_nor_reads_the_rules(monkeypatch):
    with app_at(MIN_WINDOW, 150, "en") as app:
        settings_open(app)
        for code in ORDER:  # each met once
            app.apply_settings(app.ctx.settings.replace(language=code), save=False)
            app.step(1 / 60)
        counted = {"wrapped": 0, "rules read": 0}

        def counting(name, real):  # noqa: ANN001, ANN202
            def call(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
                counted[name] += 1
                return real(*args, **kwargs)
            return call

        monkeypatch.setattr(textfit, "_paragraph", counting("wrapped", textfit._paragraph))
        monkeypatch.setattr(rulefiles, "_parse", counting("rules read", rulefiles._parse))
        for code in ORDER:
            app.apply_settings(app.ctx.settings.replace(language=code), save=False)
            app.step(1 / 60)
        assert counted == {"wrapped": 0, "rules read": 0}


def test_plain_latin_words_break_where_uniseg_says():
    texts = []
    for po in Path(i18n.__file__).parent.joinpath("catalogs").glob("*.po"):
        texts += re.findall(r'"(.*)"', po.read_text(encoding="utf-8"))
    chunks = {m.group() for t in texts for m in re.finditer(r"\S+(?: +\S+)* *", t)}
    rnd = random.Random(7)
    letters = [*"aZé9ß0bł", "'", "\u2019", *".,;:!?", " ", " ", "(", "-"]
    chunks |= {"".join(rnd.choice(letters) for _ in range(rnd.randint(1, 12))) for _ in range(30000)}
    plain = [c for c in chunks if breaks._PLAIN.fullmatch(c)]
    assert len(plain) > 5000
    wrong = [c for c in plain if breaks._uax14_of(c) != tuple(line_break_boundaries(c))]
    assert not wrong, wrong[:10]


def test_the_pointer_is_busy_while_the_screens_are_laid_out_again(monkeypatch):
    with app_at(MIN_WINDOW, 100, "en") as app:
        settings_open(app)
        cursors: list[object] = []
        monkeypatch.setattr(pygame.mouse, "get_cursor", lambda: "before")
        monkeypatch.setattr(pygame.mouse, "set_cursor", lambda c: cursors.append(c))
        seen: list[object] = []
        top = app.top
        real = top.resize
        monkeypatch.setattr(top, "resize", lambda: (seen.append(cursors[-1] if cursors else None), real()))
        app.apply_settings(app.ctx.settings.replace(language="fr"), save=False)
        assert seen == [pygame.SYSTEM_CURSOR_WAIT]
        assert cursors[-1] == "before"
