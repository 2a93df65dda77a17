"""The replay lays its hands and the computers' names out as the table
does at the same size: at 960x540 with 150% text a replay of Go-Stop for
three drew "CPU 1 (Normal)" and "CPU 2 (Normal)" on dark labels over the
foot of the computers' face-up hands (its heading stood where the table
names them), so the names hid the cards' lower halves.

Audited over seeded replays of both games, two and three players, at the
smallest and the default window and 100% and 150% text, each shown state
jumped to: no name's ink lies over a card nor over the replay's heading,
and no hand's cards lie closer together than the table lays the same
hand out (the layout without the replay's header)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.layout import seat_zone
from koikoi.ui.table.replay import ReplayTable
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at
from .test_replay_truth import opened, still

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

GAMES = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]
SIZES = [(MIN_WINDOW, 100), (MIN_WINDOW, 150), ((1280, 720), 100), ((1280, 720), 150)]


def name_inks(table: ReplayTable) -> list[pygame.Rect]:
    """Where each computer's name shows: the ink of the owners' decal over each hand's width."""
    decal = table.canvas.decals.get("owners")
    if decal is None or decal.surface is None:
        return []
    lay = table.ctx.layout
    out = []
    for p in range(table.players):
        if p == table.person:
            continue
        hand = lay.rect(seat_zone("hand", p))
        part = pygame.Rect(hand.x - decal.rect.x, 0, hand.w, decal.rect.h).clip(decal.surface.get_rect())
        ink = decal.surface.subsurface(part).get_bounding_rect()
        if ink.w and ink.h:
            out.append(ink.move(decal.rect.x + part.x, decal.rect.y + part.y))
    return out


def steps(table: ReplayTable, p: int) -> list[float]:
    """The distances between the centres of seat ``p``'s hand's cards, left to right, as drawn."""
    xs = sorted(table.sprites[c].rect().centerx for c in table.geometry.hand_order(p))
    return [b - a for a, b in zip(xs, xs[1:])]


def table_steps(table: ReplayTable, p: int) -> list[float]:
    """The same, as the table lays the same hand out (the field where the map has it)."""
    lay = table.ctx.layout
    kept = lay.headroom
    lay.make_headroom(0)
    try:
        xs = sorted(table.geometry.hand_pos(p, c)[0] for c in table.geometry.hand_order(p))
    finally:
        lay.make_headroom(kept)
    return [b - a for a, b in zip(xs, xs[1:])]


@pytest.mark.parametrize("size, text", SIZES, ids=[f"{w}x{h}-{t}" for (w, h), t in SIZES])
@pytest.mark.parametrize("game, preset, players", GAMES, ids=["koikoi", "gostop-2", "gostop-3"])
def test_replay_names_clear_of_cards_and_hands_as_the_table(game, preset, players, size, text):
    with app_at(size, text, "en") as app:
        table = opened(app, game, preset, players, 4, 60)
        summaries: list[int] = []
        still(app, table, summaries)
        wrong, named = [], 0
        for at in range(0, table.moves + 1, 6):
            table.goto(at)
            still(app, table, summaries)
            table.canvas.refresh()
            cards = [table.sprites[c].rect() for c in range(48) if table.sprites[c].visible]
            inks = name_inks(table)
            named += len(inks)
            for ink in inks:
                wrong += [("name over a card", at, ink, r) for r in cards if ink.colliderect(r)]
                if ink.colliderect(table.strip()):
                    wrong.append(("name over the heading", at, ink, table.strip()))
            for p in range(players):
                drawn, laid = steps(table, p), table_steps(table, p)
                if drawn and min(drawn) < min(laid) - 1:
                    wrong.append(("hand tighter than the table's", at, p, min(drawn), min(laid)))
        assert named or players == 2, "the computers were named"
        assert not wrong, wrong[:6]
