"""The table comes from the Tiled map: moving a zone in the map moves the cards."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.koikoi.rules import load_preset
from koikoi.resources import asset
from koikoi.ui.layout import THREE_PLAYERS, Layout, LayoutError, seat_zone
from koikoi.ui.koikoi.table import TableScene

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


def test_a_table_of_three_redraws_some_zones_and_keeps_the_rest():
    lay = Layout(None, (1280, 720))
    two = {name: lay.rect(name) for name in lay.zones}
    lay.use(THREE_PLAYERS)
    window = pygame.Rect(0, 0, 1280, 720)
    seats = [lay.rect(seat_zone(what, p)) for p in range(3) for what in ("hand", "captures")]
    assert all(window.contains(r) for r in seats)
    assert all(not r.colliderect(o) for i, r in enumerate(seats) for o in seats[i + 1:])
    assert lay.rect("deck") == two["deck"] and lay.rect("menu_button") == two["menu_button"]
    assert lay.rect("opponent_hand") != two["opponent_hand"]
    lay.use(None)
    assert {name: lay.rect(name) for name in lay.zones} == two
    assert not lay.has("second_opponent_hand")


def without_group(text: str) -> str:
    start = text.index(f' <objectgroup id="3" name="{THREE_PLAYERS}"')
    return text[:start] + text[text.index(" </objectgroup>", start) + len(" </objectgroup>\n"):]


def test_a_group_of_three_without_a_seat_zone_is_refused_by_name(tmp_path):
    text = asset("layout", "table.tmx").read_text()
    cut = text.index('name="second_opponent_captures"')
    bad = tmp_path / "three.tmx"
    bad.write_text(text[:cut] + 'name="spare"' + text[cut + len('name="second_opponent_captures"'):])
    with pytest.raises(LayoutError, match="second_opponent_captures"):
        Layout(bad)


def test_a_map_drawn_before_tables_of_three_borrows_the_shipped_ones(tmp_path):
    """A player's own map with no group for three: the shipped group is
    used, stretched to that map's design size."""
    text = without_group(asset("layout", "table.tmx").read_text())
    old = tmp_path / "old.tmx"
    old.write_text(text.replace('width="80" height="45"', 'width="160" height="90"', 1))
    lay = Layout(old, (2560, 1440))
    assert lay.design == (2560, 1440)
    lay.use(THREE_PLAYERS)
    shipped = Layout(None, (2560, 1440))
    shipped.use(THREE_PLAYERS)
    assert lay.scale == 1 and shipped.scale == 2  # the same window, maps of two design sizes
    for name in ("second_opponent_hand", "opponent_captures", "info"):  # the same place in the window
        r, want = lay.rect(name), shipped.rect(name)
        assert max(abs(a - b) for a, b in zip(r, want)) <= 1, (name, r, want)


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
