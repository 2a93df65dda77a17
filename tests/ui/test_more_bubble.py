"""The bubble Y opens beside the information panel (the yaku a panel only
counts, "+2 more") as a new player reads it (pt23, Korean Go-Stop with
the keyboard): it says whose yaku it lists, from the player's side (at a
table of three, three panels count theirs); it covers neither the status
line (the turn's prompt) nor the hand; it closes on the next action (any
key but Y, Esc without opening the pause menu, a click, a card played);
and each yaku stays on one line with its cards held ("Hongdan 1/3", not
"Hongdan / 1/3"). Over random states of both games, of two and three
players, at both window sizes and 100/150% text."""

from __future__ import annotations

import itertools

import pygame
import pytest

from koikoi.ui.layout import seat_zone
from koikoi.ui.table.status_line import status_band
from koikoi.ui.table.tip import tip_lines

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [(960, 540), (1280, 720)]


def key(table, k: int) -> None:  # noqa: ANN001
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def seat_of(table, what) -> int:  # noqa: ANN001
    """The seat a "+N more" count is of: Go-Stop's panel lists the opponents first, then the player."""
    if hasattr(table, "match"):
        return what[0]
    return (*table.geometry.seated(table.opponents), 0)[what[0]]


def whose(table, seat: int) -> str:  # noqa: ANN001
    """How the bubble's English starts for ``seat``'s yaku."""
    if seat == table.person:
        return "Your "
    if len(table.short) == 2:
        return "The CPU's "
    return f"{table.short[seat]}'s "


def bubble_checked(table) -> list[str]:  # noqa: ANN001
    found = []
    lay, a = table.ctx.layout, table.ctx.assets
    table.canvas.refresh()
    spots = table.pointer.more_spots()
    for n, (_at, what) in enumerate(spots):
        key(table, pygame.K_y)
        table.canvas.refresh()
        said, tip = table.pointer.yaku_said(), table.canvas.decals["tip"]
        seat = seat_of(table, table.pointer.spot)
        if table.pointer.spot != what or tip.surface is None:
            found.append(f"Y {n + 1} times did not show count {n + 1}")
            continue
        if not said.startswith(whose(table, seat)):
            found.append(f"seat {seat}'s yaku said as {said!r}")
        lines = tip_lines(said, lay, a)
        for y in what[1]:
            if font_fits(a, lay, y.label()) and not any(y.label() in line for line in lines):
                found.append(f"{y.label()!r} broken over two lines: {lines}")
        window = pygame.Rect((0, 0), lay.window)
        status = table.canvas.decals["status"]
        covered = {"the status line": status_band(lay), "the hand": lay.rect(seat_zone("hand", table.person))}
        if status.surface is not None:
            covered["the status line's box"] = status.rect
        for name, r in covered.items():
            if tip.rect.colliderect(r):
                found.append(f"the bubble {tip.rect} covers {name} {r}")
        if not window.contains(tip.rect):
            found.append(f"the bubble {tip.rect} is cut by the window")
    return found


def font_fits(a, lay, words: str) -> bool:  # noqa: ANN001
    px = lay.px
    return a.font(px(16)).size(words)[0] <= min(px(360), lay.rect("info").left - px(24)) - px(20)


def closes(table, action) -> bool:  # noqa: ANN001
    """Y, then ``action``: the bubble is gone at the next frame."""
    shut(table)
    key(table, pygame.K_y)
    table.canvas.refresh()
    assert table.canvas.decals["tip"].surface is not None
    action()
    table.canvas.refresh()
    return not table.pointer.yaku_said() and table.canvas.decals["tip"].surface is None


def shut(table) -> None:  # noqa: ANN001
    """No bubble up, whatever showed one."""
    table.pointer.spot = table.pointer.spot_at = None
    table.pointer.keyed = False


def every(app):  # noqa: ANN001, ANN201
    return itertools.chain(koikoi_tables(app, states=40), gostop_tables(app, 2), gostop_tables(app, 3))


@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
@pytest.mark.parametrize("text", [100, 150])
def test_the_bubble_says_whose_and_hides_nothing(size, text):
    found, seen = [], 0
    with app_at(size, text, "en") as app:
        for table in every(app):
            table.canvas.refresh()
            if table.pointer.more_spots():
                seen += 1
                found += bubble_checked(table)
                shut(table)
    assert seen, "no state where a panel counted yaku it had no room for"
    assert not found, "\n".join(found[:12])


def test_the_bubble_says_whose_in_korean():
    """Korean, as pt23 played: each seat's bubble says its own words (the player's, CPU 1's, CPU 2's), each
    yaku on one line with its cards held ("홍단 1/3")."""
    found, said = [], {}
    with app_at((960, 540), 150, "ko") as app:
        for table in gostop_tables(app, 3):
            table.canvas.refresh()
            for _at, what in table.pointer.more_spots():
                key(table, pygame.K_y)
                seat = seat_of(table, table.pointer.spot)
                words = table.pointer.yaku_said()
                name = table.short[seat]
                if (seat == table.person) == (name in words):
                    found.append(f"seat {seat} ({name}): {words!r}")
                lines = tip_lines(words, app.ctx.layout, app.ctx.assets)
                found += [f"{y.label()!r} broken: {lines}" for y in what[1]
                          if font_fits(app.ctx.assets, app.ctx.layout, y.label())
                          and not any(y.label() in line for line in lines)]
                said.setdefault(seat, words)
            shut(table)
    assert not found, "\n".join(found[:10])
    assert len(said) > 1, said


def test_the_bubble_closes_on_the_next_action():
    found = []
    with app_at((960, 540), 150, "en") as app:
        for table in every(app):
            table.canvas.refresh()
            if not table.pointer.more_spots():
                continue
            paused = []
            table.open_pause = lambda paused=paused: paused.append(True)
            if not closes(table, lambda t=table: key(t, pygame.K_ESCAPE)):
                found.append("Esc left the bubble up")
            if paused:
                found.append("Esc that closed the bubble opened the pause menu too")
            for k in (pygame.K_LEFT, pygame.K_h, pygame.K_TAB):
                if not closes(table, lambda t=table, k=k: key(t, k)):
                    found.append(f"{pygame.key.name(k)} left the bubble up")
            if not closes(table, table.pointer.turn_passed):
                found.append("a card played left the bubble up")
            far = (5, table.ctx.layout.window[1] // 2)
            click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=far, button=1)
            if not closes(table, lambda t=table, e=click: t.pointer.heard(e)):
                found.append("a click left the bubble up")
            shut(table)
            key(table, pygame.K_y)
            table.pointer.cards_settled()  # cards coming to rest under a mouse that did not move
            if not table.pointer.yaku_said():
                found.append("the bubble closed as cards came to rest, no action taken")
            shut(table)
            if len(found) > 10:
                break
    assert not found, "\n".join(found[:10])

