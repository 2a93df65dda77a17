"""The first start's offer (Learn Koi-Koi / Learn Go-Stop / Not now)
stands over the title, its language picker under it: a player who reads
no English started a lesson in English. The offer has the language on it
now: its button says the language spoken, in that language's own words,
and each press asks the same question again in the next language, every
language in turn, with the settings saying it (so the lesson after speaks
it too); the title beneath speaks it."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import make_app, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def test_the_first_starts_offer_changes_the_language_through_every_one():
    app = make_app()
    try:
        app.push(TitleScene(app.ctx))
        app.push(app.ctx.screens.offer_guide())
        run(app, 2)
        met = []
        for _ in i18n.LANGUAGES:
            offer = app.top
            assert isinstance(offer, ChoiceScene)
            code = i18n.language()
            met.append(code)
            assert offer.title == i18n._("New to the flower cards?")  # asked in the language spoken
            named = [label for label, _fn in offer.answers if i18n.LANGUAGES[code] in label]
            assert named, (code, [label for label, _fn in offer.answers])
            assert offer.answers[-1][0] == i18n._("Not now")  # Esc still leaves it
            button = next(b for b in offer.buttons if b.label == named[0])
            button.press()
            run(app, 2)
            assert app.ctx.settings.language == i18n.language() != code
            assert isinstance(app.stack[-2], TitleScene)
        assert sorted(met) == sorted(i18n.LANGUAGES) and i18n.language() == met[0]
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        import pygame
        pygame.quit()
