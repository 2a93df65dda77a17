"""The table comes from the Tiled map: moving a zone in the map moves the cards."""

from __future__ import annotations

import pygame
import pytest

from koikoi.engine.rules import load_preset
from koikoi.resources import asset
from koikoi.ui.layout import Layout, LayoutError
from koikoi.ui.table.table import TableScene

from .conftest import make_app, run


def moved_map(tmp_path, name: str, x: int, y: int):
    text = asset("layout", "table.tmx").read_text()
    start = text.index(f'name="{name}"')
    end = text.index(">", start)
    tag = text[start:end]
    import re

    new = re.sub(r'x="\d+"', f'x="{x}"', tag, count=1)
    new = re.sub(r'y="\d+"', f'y="{y}"', new, count=1)
    path = tmp_path / "moved.tmx"
    path.write_text(text[:start] + new + text[end:])
    return path


def test_the_shipped_map_has_every_zone_and_scales_to_the_window():
    lay = Layout(None, (1280, 720))
    assert lay.design == (1280, 720)
    hand = lay.rect("player_hand")
    assert pygame.Rect(0, 0, 1280, 720).contains(hand)
    lay.resize((2560, 1440))
    assert lay.rect("player_hand") == pygame.Rect(hand.x * 2, hand.y * 2, hand.w * 2, hand.h * 2)
    # a wider window keeps the proportions and centres the table
    lay.resize((1920, 720))
    assert lay.rect("player_hand").x == hand.x + 320


def test_a_map_without_a_zone_is_refused_by_name(tmp_path):
    text = asset("layout", "table.tmx").read_text().replace('name="deck"', 'name="pile"')
    bad = tmp_path / "bad.tmx"
    bad.write_text(text)
    with pytest.raises(LayoutError, match="deck"):
        Layout(bad)


def hand_centres(app, seed=3):
    play = TableScene(app.ctx, load_preset("nintendo"), seed, "easy")
    app.push(play)
    run(app, 800, until=lambda: play.idle and not any(s.moving for s in play.sprites))
    assert play.idle
    return play, {c: play.sprites[c].rect().center for c in play.model.hands[0]}


def test_moving_a_zone_in_the_map_moves_the_sprites(tmp_path):
    default = make_app()
    try:
        _, before = hand_centres(default)
    finally:
        default.ctx.worker.shutdown()
    path = moved_map(tmp_path, "player_hand", 120, 300)
    moved = make_app(layout_path=path)
    try:
        play, after = hand_centres(moved)
        zone = moved.ctx.layout.rect("player_hand")
        assert zone.y == 300
        assert set(after) == set(before)
        assert all(zone.collidepoint(p) for p in after.values())
        assert all(after[c][1] < before[c][1] - 150 for c in after)  # up by more than 150 px
        # the field and the opponent's hand did not move
        for c in play.model.hands[1]:
            assert moved.ctx.layout.rect("opponent_hand").collidepoint(play.sprites[c].rect().center)
    finally:
        moved.ctx.worker.shutdown()
