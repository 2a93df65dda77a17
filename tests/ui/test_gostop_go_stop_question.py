"""The Go or Stop question, as the table asks it (issue 39, pt10/pt11):

- its text joined what a Stop wins and what a Go risks as a generic "two
  sentences" pair, which no translator could order for this question
  alone; now it is one message with named fields, "{stop} {go}", ordered
  as each language reads best (checked with a catalog that reverses it);
- its heading shrank in Japanese at 960x540 ("ゴーか、ストップか？"):
  now a short form ("ゴー？ストップ？", as Korean's "고? 스톱?"), drawn
  whole at its full size at both window sizes and text sizes. (English,
  French and Brazilian Portuguese still shrink a step at 960x540 and 150%
  text, where the Hint button leaves the heading little room: the dialog's
  layout, not its words.)"""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.ui.scenes import dialog
from koikoi.ui.scenes.dialog import ChoiceScene

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def go_stop_state() -> G.GameState:
    """A seeded game played at random up to the person's Go or Stop."""
    rules = load_gostop("matgo")
    for seed in range(200):
        g, _ = G.new_game(rules, seed, 2)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 3:
            if g.hand.phase is Phase.GO_STOP and g.hand.player == HUMAN:
                return g
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    raise AssertionError("no Go or Stop asked")


def question(app, g: G.GameState) -> ChoiceScene:  # noqa: ANN001
    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
    app.clear_to(table)
    run(app, 20, until=lambda: isinstance(app.top, ChoiceScene))
    assert isinstance(app.top, ChoiceScene), app.top
    return app.top


def test_the_question_s_two_sentences_are_one_message_a_translator_may_order(monkeypatch):
    from koikoi.ui.gostop import table as T

    reverse = lambda ctx, text: "{go} {stop}" if (ctx, text) == ("go or stop", "{stop} {go}") else text  # noqa: E731
    monkeypatch.setattr(T, "pgettext", lambda ctx, text: reverse(ctx, i18n.pgettext(ctx, text)))
    with app_at((1280, 720), 100, "en") as app:
        said = question(app, go_stop_state()).text
    assert said.startswith("Go on for more") and said.index("Go on") < said.index("Stop now"), said


@pytest.mark.parametrize("size, text_size", [((960, 540), 150), ((960, 540), 100), ((1280, 720), 150),
                                             ((1280, 720), 100)])
def test_the_japanese_heading_keeps_its_size(size, text_size, monkeypatch):
    lang = "ja"
    fitted: list[tuple[str, int, int]] = []
    real = dialog.fit_text

    def spy(assets, text, size, smallest, room, *rest, **kw):  # noqa: ANN001, ANN202
        fitted.append((text, size, room))
        return real(assets, text, size, smallest, room, *rest, **kw)

    monkeypatch.setattr(dialog, "fit_text", spy)
    g = go_stop_state()
    with app_at(size, text_size, lang) as app:
        asked = question(app, g)
        fitted.clear()
        asked.heading()
        ((title, full, room),) = [f for f in fitted if f[0] == asked.title]
        assert title == i18n._("Go or Stop?")
        width = app.ctx.assets.font(full, True).size(title)[0]
        assert width <= room, (lang, title, width, room)
    pygame.quit()
