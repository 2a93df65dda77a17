"""Every question the game asks away from the table (the first start's
offer of a guided match, the guided match's last words, leaving it, a new
match over a saved one, quitting), at both window sizes, three text sizes
and five languages, is sized to its content: its text wrapped at the box's
own width (the box widens for its answers; the text was once wrapped at
560 design px in a box of 800, narrow lines in a wide box), and the box no
taller than its heading, text, buttons and margins (a fixed 56 px gap
once stood under the text, an empty band above the buttons)."""

from __future__ import annotations

import pytest

from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.table.guide import Guided
from koikoi.ui.textfit import wrap
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [(w, t) for w in (MIN_WINDOW, S.DEFAULT_WINDOW) for t in (100, 125, 150)]
LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
MARGIN = 24  # design px: the box's margin under its buttons, and so between its text and its buttons


def questions(app) -> dict[str, ChoiceScene]:
    """Each question asked away from the table, as the game builds it."""
    screens = app.ctx.screens
    asked = {"first start": screens.offer_guide()}
    for game in ("koikoi", "gostop"):  # the guided match's last words, as its table writes them
        app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
        screens.guided()
        table = next(s for s in app.stack if isinstance(s, Guided))
        asked[f"{game} guided end"] = table.end_screen()
        table.leave()
        asked["leave the guided match"] = app.top
    title = screens.title()
    app.clear_to(title)
    title.quit()
    asked["quit"] = app.top
    return asked


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}%")
def test_questions_sized_to_their_content(size, lang):
    window, text_size = size
    found = []
    with app_at(window, text_size, lang) as app:
        px = app.ctx.layout.px
        for name, q in questions(app).items():
            assert isinstance(q, ChoiceScene), name
            q.place()
            a = app.ctx.assets
            font = a.font(q.size)
            # the text wrapped at the box's width, less its margins: no line could take the next line's first word
            if q.lines != wrap(q.text, font, q.box.w - px(60)):
                found.append(f"{name}: its text is wrapped in {len(q.lines)} lines narrower than its box {q.box}")
            if any(font.size(line)[0] > q.box.w - px(40) for line in q.lines):
                found.append(f"{name}: a line of its text runs out of its box {q.box}")
            text_bottom = q.box.y + q.text_top + (len(q.lines) - 1) * q.step + font.get_linesize()
            top = min(b.rect.top for b in q.buttons)
            if top - text_bottom > px(MARGIN) + px(5):  # (the lines' own spacing under the last)
                found.append(f"{name}: {top - text_bottom} px empty between its text and its buttons")
            if q.box.bottom - max(b.rect.bottom for b in q.buttons) > px(MARGIN):
                found.append(f"{name}: {q.box.bottom - max(b.rect.bottom for b in q.buttons)} px under its buttons")
            if top < text_bottom:
                found.append(f"{name}: its buttons stand over its text")
            if not app.ctx.layout.window[0] >= q.box.w or q.box.top < 0 or q.box.bottom > window[1]:
                found.append(f"{name}: its box {q.box} leaves the window")
    assert not found, f"{window} {text_size}% {lang}:\n" + "\n".join(found)
