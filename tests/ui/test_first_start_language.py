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


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 150])
@pytest.mark.parametrize("corner", ["top left", "bottom right"])
def test_every_language_by_clicks_on_a_resting_mouse(corner, text, size):
    """pt22: on the first start the language's button changed its width with each language's name (and the box its
    height with the text's lines), so the resting mouse's next click missed it or hit another answer. Every answer
    keeps its place through every language; quick clicks at one spot, near the button's edge, go round them all."""
    from koikoi.storage import settings as S

    from .conftest import click

    app = make_app(S.Settings(animation_speed=4.0, text_size=text, window_size=size), size=size)
    try:
        app.push(TitleScene(app.ctx))
        app.push(app.ctx.screens.offer_guide())
        run(app, 2)
        first = [tuple(b.rect) for b in app.top.buttons]
        button = app.top.buttons[2]
        assert i18n.LANGUAGES["en"] in button.label
        r = button.rect
        pos = (r.x + 3, r.y + 3) if corner == "top left" else (r.right - 4, r.bottom - 4)
        import pygame

        pygame.mouse.set_pos(pos)
        met = [i18n.language()]
        for _ in i18n.LANGUAGES:
            click(pos)
            run(app, 2)  # a fifteenth of a second: the quickest of players
            offer = app.top
            assert isinstance(offer, ChoiceScene), "the click hit another answer"
            assert [tuple(b.rect) for b in offer.buttons] == first, (i18n.language(), "an answer moved")
            met.append(i18n.language())
        assert met[:-1] == list(i18n.LANGUAGES) and met[-1] == met[0], met
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        import pygame
        pygame.quit()
