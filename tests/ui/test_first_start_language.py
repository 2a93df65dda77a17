"""The first start's offer (Learn Koi-Koi / Learn Go-Stop / Not now)
stands over the title, its language picker under it: a player who reads
no English started a lesson in English. The offer has the language on it
now: its button says the language spoken, in that language's own words,
and each press asks the same question again in the next language, every
language in turn, with the settings saying it (so the lesson after speaks
it too); the title beneath speaks it."""

from __future__ import annotations

import pygame
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


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 125, 150])
def test_the_answers_are_drawn_at_the_text_size_chosen_in_every_language(text, size):
    """pt25: at 960x540 and 150% text the four answers, in one row as wide as Brazilian Portuguese's needed, were drawn
    at 10 where the question's text is at 16 (French 12, English 15). In every language the answers' words are at
    least the size of the question's text, whole in their buttons, and the buttons stand where they stood."""
    from koikoi.storage import settings as S

    app = make_app(S.Settings(animation_speed=4.0, text_size=text, window_size=size), size=size)
    try:
        app.push(TitleScene(app.ctx))
        app.push(app.ctx.screens.offer_guide())
        run(app, 2)
        small, places = [], set()
        for _ in i18n.LANGUAGES:
            offer = app.top
            assert isinstance(offer, ChoiceScene)
            places.add(tuple(tuple(b.rect) for b in offer.buttons))
            for b in offer.buttons:
                words, drawn, _keys = b.fitting(app.ctx.assets)
                if drawn < offer.size or words != b.label:
                    small.append(f"{i18n.language()}: {b.label!r} drawn {words!r} at {drawn} (the text at {offer.size})")
                assert offer.box.contains(b.rect) and pygame.Rect((0, 0), size).contains(offer.box)
            offer.buttons[2].press()  # the next language
            run(app, 2)
        assert not small, small
        assert len(places) == 1, places  # the answers kept their places
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()
