"""The banner across the table is seen whole, or not at all: it ends when a
dialog opens over the table (it stood frozen behind Go or Stop?, behind a
lesson, behind the nagari result), and at any window size, text size and
language it lies inside the window with every word of it drawn, never cut
("You ta…"), popping in as well as settled."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import _
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.pause import PauseScene

from .conftest import app_at, run
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.fixture(params=[(S.MIN_WINDOW, 150, "fr"), (S.MIN_WINDOW, 150, "ja"), (S.MIN_WINDOW, 100, "en"),
                        (S.DEFAULT_WINDOW, 150, "ko")], ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def table_at_rest(app) -> TableScene:
    table = TableScene(app.ctx, load_preset("nintendo"), 1, "easy")
    app.push(table)
    run(app, 600, until=lambda: table.human_turn() and table.prompted and not table.banner.up)
    return table


def banners() -> list[tuple[str, str, bool]]:
    """Banners as the tables say them, the longest words first: a title,
    the line under it, big or not."""
    return [
        ("You made a yaku and ended the round: it was the last round's deal, so the round stops",  # the longest
         _("{name} plays on for more. Make a yaku and stop first to punish it!").format(name="CPU"), True),
        (_("Four of a month on the field"), _("They are set aside for this round."), False),
        (_("Welcome back"), _("Round {round} of {rounds}").format(round=3, rounds=12), True),
        (_("Four of a month!"), _("The cards are dealt again."), False),
    ]


def test_a_banner_ends_when_a_dialog_opens_over_the_table(app):
    table = table_at_rest(app)
    ask = ChoiceScene(app.ctx, _("Go or Stop?"), "", [(_("Go"), lambda: None), (_("Stop"), lambda: None)])
    for dialog in (PauseScene(app.ctx, table), ask):
        table.say(_("Four of a month!"), _("The cards are dealt again."), 30)
        assert table.banner.up
        app.push(dialog)
        run(app, 2)
        words = {t for t, _r in inked_texts(dialog, dialog.draw_full)}
        assert not table.banner.up and _("Four of a month!") not in words, "the banner stands behind the dialog"
        app.pop(dialog)
        run(app, 2)


def test_a_banner_lies_inside_the_window_every_word_drawn(app):
    table = table_at_rest(app)
    window = pygame.Rect((0, 0), app.ctx.layout.window)
    lay, a = app.ctx.layout, app.ctx.assets
    for title, sub, big in banners():
        table.banner.say(title, sub, 30, big=big)
        for age in (0.0, 0.05, 0.15):  # popping in: a little larger, never past the window's edge
            table.banner.age = age
            surf, where = table.banner.render(lay, a, 1.0)
            assert window.contains(where), f"{title!r} popping in at {where} leaves the {window.size} window"
        table.banner.age = 1.0
        table.banner.forget()
        drawn = inked_texts(table, lambda screen: screen.blit(*table.banner.render(lay, a, 1.0)))
        for text, where in drawn:
            assert window.contains(where), f"{text!r} at {where} leaves the {window.size} window"
        said = "".join(t for t, _r in drawn)
        assert "…" not in said and said.replace(" ", "") == (title + sub).replace(" ", ""), \
            f"{title!r} / {sub!r} drawn as {[t for t, _r in drawn]}"
