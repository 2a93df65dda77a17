"""Go-Stop is a Korean game, and Korean cards number the willow (비) 12th
and the paulownia (똥) 11th. A player who chose Korean saw 11 on the rain
card and heard a lesson call 비 November (r12: the lesson now follows the
cards, so it was the cards that had to change). Choosing a language sets
the cards' numbers as its players count: Korean on, any other off; the
player may change them after in Settings. Every place that changes the
language does it through ``Settings.speaking``: the Settings row, the
title's picker, the first start's offer (and the first start itself, from
the system's language)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def test_speaking_a_language_numbers_the_months_as_it_counts(monkeypatch):
    base = S.Settings()
    assert base.korean_months is False
    assert base.speaking("ko").korean_months is True and base.speaking("ko").language == "ko"
    assert base.speaking("ko").speaking("fr").korean_months is False
    # a choice made after stands until the language is chosen again
    kept = base.speaking("ko").replace(korean_months=False)
    assert kept.korean_months is False and kept.language == "ko"
    # "": the system's language
    monkeypatch.setattr(S, "system_language", lambda: "ko")
    assert base.speaking("").korean_months is True
    monkeypatch.setattr(S, "system_language", lambda: "ja")
    assert base.speaking("").korean_months is False


def test_each_place_that_changes_the_language_sets_the_months():
    app = make_app()
    try:
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 2)
        title.set_language("ko")
        run(app, 2)
        assert app.ctx.settings.language == "ko" and app.ctx.settings.korean_months is True
        title.set_language("en")
        run(app, 2)
        assert app.ctx.settings.korean_months is False

        scene = SettingsScene(app.ctx)
        app.push(scene)
        run(app, 2)
        scene.set_language("ko")
        run(app, 2)
        assert i18n.language() == "ko" and app.ctx.settings.korean_months is True
        scene.set_language("ja")
        run(app, 2)
        assert app.ctx.settings.korean_months is False
        app.pop()
        run(app, 2)

        # the first start's offer steps through every language: on in Korean only
        app.push(app.ctx.screens.offer_guide())
        run(app, 2)
        for _ in i18n.LANGUAGES:
            offer = app.top
            assert isinstance(offer, ChoiceScene)
            label = next(label for label, _fn in offer.answers if i18n.LANGUAGES[i18n.language()] in label)
            next(b for b in offer.buttons if b.label == label).press()
            run(app, 2)
            assert app.ctx.settings.korean_months is (i18n.language() == "ko"), i18n.language()
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        import pygame
        pygame.quit()
