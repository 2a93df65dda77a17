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
         _("{name} called koi-koi: it plays on for more. Make a yaku and stop first to punish it!").format(
             name="CPU"), True),
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


@pytest.mark.parametrize("players", [2, 3])
def test_each_seat_s_go_is_said_across_the_table_naming_it(app, players):
    """No banner said who called Go: it read "Go!" over "CPU · 7 points".
    Each seat's Go, the person's and every computer's, is said in a
    sentence naming the seat from the player's side, with its Go count
    in the words the game uses for it ("CPU 1 called Go with 9 points (2
    Go)."), whole inside the window; another seat's stays to be read."""
    import dataclasses

    from koikoi.games.gostop.rules import load_gostop
    from koikoi.games.gostop.state import Called
    from koikoi.i18n import language, ngettext
    from koikoi.ui.gostop.steps import called
    from koikoi.ui.layout import THREE_PLAYERS
    from koikoi.ui.seat_words import in_sentence
    from koikoi.ui.table.banner import READ_S

    rules = load_gostop("matgo", {"match.most_players": players})
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
    app.push(table)
    app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
    lay, a = app.ctx.layout, app.ctx.assets
    window = pygame.Rect((0, 0), lay.window)
    try:
        for seat in range(players):
            for n in (1, 2):
                h = table.game.hand.copy()
                h.go_calls = tuple(n if q == seat else 0 for q in range(players))
                table.game = dataclasses.replace(table.game, hand=h)
                wait = called(table, Called(seat, True, 9))
                said = table.banner.text + " " + table.banner.sub
                others = [table.short[q] for q in range(players) if q != seat]
                if seat == table.person:
                    assert not any(name in said for name in others), said
                else:
                    named = in_sentence("{name}", table.short[seat])  # "CPU 1"; the lone computer as a sentence says it
                    assert named in said and wait >= READ_S and table.banner.left >= READ_S, said
                    assert not any(name in said for name in others if table.short[seat] not in name), said
                assert ngettext("{n} Go", "{n} Go", n).format(n=n) in said, said
                if language() == "en":
                    who = "You" if seat == table.person else table.short[seat]
                    assert f"{who} called Go with 9 yaku points ({n} Go)." == table.banner.sub, said
                table.banner.age = 1.0  # settled, once popped in
                table.banner.forget()
                drawn = inked_texts(table, lambda screen: screen.blit(*table.banner.render(lay, a, 1.0)))
                assert all(window.contains(r) for _t, r in drawn), drawn
                assert "".join(t for t, _r in drawn).replace(" ", "") == said.replace(" ", ""), drawn
    finally:
        app.ctx.layout.use(None)


def test_a_quick_click_does_not_end_a_banner_before_it_is_seen(app):
    """A newcomer clicking at once on a card saw no banner for the CPU's Go:
    the click that followed the call ended it in the same frame. A banner
    stands SEEN_S before a click or a key ends it; after that a click ends it."""
    from koikoi.ui.table.banner import SEEN_S

    table = table_at_rest(app)
    table.say(_("Go!"), "CPU called Go with 9 points (1 Go).", 30, big=True)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert table.banner.up, "a click at once ended the banner unseen"
    table.banner.update(SEEN_S)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert not table.banner.up, "a click after the banner was seen does not end it"
