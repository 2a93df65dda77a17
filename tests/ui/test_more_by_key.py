"""The yaku the information panel only counts ("+2 more", where it has no
room to list them) are named from the keyboard as well as under the mouse
(issue 39: with the keyboard alone, what the count hid could not be seen).
Y names the first count's yaku beside the panel, Y again the next count's,
then none; the pause menu's list of keys names Y in both games. Over random
states of both games at the smallest window and the largest text, wherever
the panel counts some: each key press shows the tip, whole, naming every
yaku counted, and pointing the mouse at the count says the same."""

from __future__ import annotations

import itertools

import pygame
import pytest

from koikoi.i18n import _
from koikoi.storage import settings as S
from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS, SHORTCUT_GROUPS

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def press(table, k: int) -> None:  # noqa: ANN001
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def tip_checked(table) -> list[str]:  # noqa: ANN001
    """Y through every count of the panel: each tip drawn, naming the yaku counted; then none."""
    found = []
    table.canvas.refresh()
    counts = table.pointer.more_spots()
    for at, (seat, rest) in counts:
        press(table, pygame.K_y)
        said = table.pointer.yaku_said()
        table.canvas.refresh()
        tip = table.canvas.decals.get("tip")
        if tip is None or tip.surface is None:
            found.append(f"Y on seat {seat}'s count drew no tip")
        unnamed = [y.label() for y in rest if y.label() not in said]
        if unnamed:
            found.append(f"Y on seat {seat}'s count said {said!r}, not {unnamed}")
        table.pointer.point_at(at.center)  # the mouse on the same count says the same
        if table.pointer.yaku_said() != said:
            found.append(f"the mouse on seat {seat}'s count says {table.pointer.yaku_said()!r}, Y {said!r}")
    press(table, pygame.K_y)
    if counts and table.pointer.yaku_said():
        found.append("Y past the last count still shows a tip")
    return found


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR"])
def test_y_names_what_the_panel_counts(lang):
    found, crowded = [], 0
    with app_at(S.MIN_WINDOW, 150, lang) as app:
        tables = itertools.chain(koikoi_tables(app, states=60), gostop_tables(app, 2), gostop_tables(app, 3))
        for table in tables:
            table.canvas.refresh()
            if table.pointer.more_spots():
                crowded += 1
                found += tip_checked(table)
    assert crowded, "no state where the panel counted yaku it had no room for"
    assert not found, "\n".join(found[:10])


def test_the_pause_menu_names_y_at_both_tables():
    for groups in (SHORTCUT_GROUPS, GOSTOP_SHORTCUT_GROUPS):
        keys = [k for k, _what in groups[0][1]]
        assert "Y" in keys, keys
    assert _("name the yaku in progress behind the panel's “+N more”")


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_y_says_so_where_the_panel_counts_none(lang):
    """pt25: Y with no "+N more" on the panel did nothing to be seen. Over random states of both games at a
    window where the panel lists every yaku: Y opens the bubble beside the panel, whole, saying in the game's
    words that no other yaku is in progress; Y again closes it, as any other key does."""
    from koikoi.i18n import pgettext

    found, calm = [], 0
    with app_at((1600, 1000), 100, lang) as app:
        tables = itertools.chain(koikoi_tables(app, states=20), gostop_tables(app, 2))
        for table in tables:
            table.canvas.refresh()
            if table.pointer.more_spots():
                continue
            calm += 1
            gostop = hasattr(table, "game")
            words = (pgettext("gostop", "No other yaku in progress: the panel lists them all.") if gostop
                     else _("No other yaku in progress: the panel lists them all."))
            said = getattr(table.pointer, "tip_said", table.pointer.yaku_said)  # the bubble's words
            press(table, pygame.K_y)
            table.canvas.refresh()
            tip = table.canvas.decals.get("tip")
            if tip is None or tip.surface is None or said() != words:
                found.append(f"Y drew {said()!r}, not {words!r}")
            elif not pygame.Rect((0, 0), app.ctx.layout.window).contains(tip.rect):
                found.append(f"Y's bubble at {tip.rect}, past the window")
            press(table, pygame.K_y)
            table.canvas.refresh()
            if said():
                found.append("Y again left the bubble open")
            press(table, pygame.K_y)
            table.pointer.heard(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0))
            if said():
                found.append("another key left the bubble open")
            table.pointer.close_more()
    assert calm, "no state where the panel listed every yaku"
    assert not found, "\n".join(found[:10])
