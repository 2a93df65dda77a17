"""The table layout: named zones read from a Tiled map, scaled to the window.

The map (``assets/layout/table.tmx``) is authored in Tiled at design size
(its width x height in pixels); each rectangle object is a zone named for
what it holds (``player_hand``, ``field``, ``deck``...), with an optional
``card_h`` property, the height of a card there. The game scales the whole
map uniformly to fit the window and centres it, so moving a zone in Tiled
moves it in the game with no code change.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytmx  # type: ignore[import-untyped]  # pytmx ships no type information

from ..resources import asset

CARD_RATIO = 320 / 530  # width / height of a card


def card_pixels(h: float) -> tuple[int, int]:
    """The whole-pixel size (w, h) a card of height ``h`` is drawn at: the
    one rounding every drawer and the render cache share."""
    ph = max(4, round(h))
    return max(3, round(ph * CARD_RATIO)), ph

REQUIRED = (
    "opponent_hand", "player_hand", "field", "deck", "opponent_captures", "player_captures",
    "info", "banner", "menu_button", "hint",
)


class LayoutError(ValueError):
    """A table map that cannot be used; names the file and what is wrong."""


@dataclass(frozen=True)
class Zone:
    name: str
    rect: tuple[float, float, float, float]  # design pixels
    card_h: float
    props: dict[str, object]  # the zone's custom properties in Tiled (``card_h``, the field's ``rows``)


SEATS = ("player", "opponent", "second_opponent")  # whose a hand or captures zone is, by seat
THREE_PLAYERS = "three players"  # the map's group of zones for a Go-Stop table of three
THREE_REQUIRED = ("second_opponent_hand", "second_opponent_captures")


def seat_zone(what: str, seat: int) -> str:
    """The zone of seat ``seat``'s ``what`` ("hand", "captures"): the
    person's, the opponent's, or (at a table of three) the second one's."""
    return f"{SEATS[seat]}_{what}"


def _read(group: Iterable[Any]) -> dict[str, Zone]:
    """The named rectangles of a pytmx object group (pytmx is untyped: its objects are Any)."""
    zones: dict[str, Zone] = {}
    for obj in group:
        if not obj.name:
            continue
        props = dict(obj.properties)
        zones[obj.name] = Zone(
            obj.name, (float(obj.x), float(obj.y), float(obj.width), float(obj.height)),
            float(props.get("card_h", 0) or 0), props,
        )
    return zones


def load_zones(path: Path | None = None) -> tuple[tuple[int, int], dict[str, Zone], dict[str, dict[str, Zone]]]:
    """Read the map: (design size, zones by name, and the other groups'
    zones by group name). The first object group holds the table's zones;
    a later group, such as ``three players``, redraws some of them (and
    adds its own) for another kind of table."""
    path = Path(path) if path is not None else asset("layout", "table.tmx")
    try:
        tmx = pytmx.TiledMap(str(path))  # only the XML is read: no image loader, so no tile images
    except Exception as exc:  # pytmx raises many kinds for a bad file
        raise LayoutError(f"{path}: cannot be read as a Tiled map ({exc})") from None
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    groups = list(tmx.objectgroups)
    zones = _read(groups[0]) if groups else {}
    missing = [n for n in REQUIRED if n not in zones]
    if missing:
        raise LayoutError(f"{path}: no zone named {', '.join(missing)}")
    variants = {g.name: _read(g) for g in groups[1:] if g.name}
    three = variants.get(THREE_PLAYERS)
    if three is not None:
        missing = [n for n in THREE_REQUIRED if n not in three]
        if missing:
            raise LayoutError(f"{path}: the group '{THREE_PLAYERS}' has no zone named {', '.join(missing)}")
    return size, zones, variants


def _rescaled(zones: dict[str, Zone], size: tuple[int, int], design: tuple[int, int]) -> dict[str, Zone]:
    """Zones drawn at design size ``size``, stretched to a map of ``design``."""
    sx, sy = design[0] / size[0], design[1] / size[1]
    return {n: Zone(n, (z.rect[0] * sx, z.rect[1] * sy, z.rect[2] * sx, z.rect[3] * sy), z.card_h * min(sx, sy),
                    z.props) for n, z in zones.items()}


TEXT_ROOM = 96  # design pixels the side column (captures, information panel) gains per 100% of text size over 100%
NEIGHBOUR = 40  # a zone whose right edge comes this close to the side column gives it the room it gains


def roomier(zones: dict[str, Zone], gain: float) -> dict[str, Zone]:
    """The zones with the side column (``info`` and the zones right of
    its left edge) widened leftwards by ``gain`` design pixels, each of its
    zones in proportion, and the zones beside it (the field, the line
    under it, the hand, the banner) narrowed by as much: at a larger text
    size, the panel's lines keep their size where the field gives up a
    little width."""
    if gain <= 0 or "info" not in zones:
        return zones
    left = zones["info"].rect[0]
    column = {n: z for n, z in zones.items() if z.rect[0] >= left - 1}
    right = max(z.rect[0] + z.rect[2] for z in column.values())
    stretch = (right - left + gain) / (right - left)
    out = {}
    for n, z in zones.items():
        x, y, w, h = z.rect
        if n in column:
            x, w = right - (right - x) * stretch, w * stretch
        elif left - NEIGHBOUR < x + w <= left:
            w -= gain
        out[n] = Zone(n, (x, y, w, h), z.card_h, z.props)
    return out


def lowered_field(zones: dict[str, Zone], drop: float) -> dict[str, Zone]:
    """The zones with the field's top moved down ``drop`` design pixels,
    its cards made smaller only as far as its rows then need."""
    if drop <= 0:
        return zones
    z = zones["field"]
    x, y, w, h = z.rect
    rows = max(1, int(z.props.get("rows", 2) or 2))  # type: ignore[call-overload]  # a Tiled property is typed object
    card_h = min(z.card_h, (h - drop - 14 * (rows - 1)) / rows) if z.card_h else 0.0
    return {**zones, "field": Zone("field", (x, y + drop, w, h - drop), card_h, z.props)}


class Layout:
    """Zones in window pixels for the current window size (and text size:
    see :func:`roomier`)."""

    def __init__(self, path: Path | None = None, window: tuple[int, int] = (1280, 720)) -> None:
        self.path = path
        self.design, self.base, self.variants = load_zones(path)
        if path is not None and THREE_PLAYERS not in self.variants:  # a map drawn before tables of three
            size, _, built_in = load_zones(None)
            self.variants[THREE_PLAYERS] = _rescaled(built_in[THREE_PLAYERS], size, self.design)
        self.zones = self.base
        self.variant: str | None = None
        self.text_scale = 1.0
        self.headroom = 0.0  # design pixels the field gives up at its top (a replay's header: see :meth:`make_headroom`)
        self.resize(window)

    def use(self, variant: str | None) -> None:
        """Lay the table out as the map's group ``variant`` redraws it
        (None: the table's own zones)."""
        self.variant = variant
        zones = self.base if variant is None else {**self.base, **self.variants[variant]}
        # a table of three keeps its field's width: its months already lie as close as their cards allow, and
        # its panel's lines are bound by the panel's height more than its width
        gain = 0 if variant == THREE_PLAYERS else TEXT_ROOM * (self.text_scale - 1)
        self.zones = lowered_field(roomier(zones, gain), self.headroom)

    def make_headroom(self, design_px: float) -> None:
        """The field's top moved down ``design_px`` (0: where the map has it),
        for a room of text over it that the map does not give (a replay's header)."""
        if design_px != self.headroom:
            self.headroom = design_px
            self.use(self.variant)

    def set_text_scale(self, scale: float) -> None:
        """The player's text size (1.0, 1.25, 1.5): the side column is widened for it."""
        self.text_scale = scale
        self.use(self.variant)

    def resize(self, window: tuple[int, int]) -> None:
        self.window = (max(1, window[0]), max(1, window[1]))
        dw, dh = self.design
        self.scale = min(self.window[0] / dw, self.window[1] / dh)
        self.offset = ((self.window[0] - dw * self.scale) / 2, (self.window[1] - dh * self.scale) / 2)

    def px(self, v: float) -> int:
        """A design length in window pixels."""
        return max(1, round(v * self.scale))

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self.offset[0] + x * self.scale, self.offset[1] + y * self.scale

    def rect(self, name: str) -> pygame.Rect:
        x, y, w, h = self.zones[name].rect
        ox, oy = self.offset
        s = self.scale
        return pygame.Rect(round(ox + x * s), round(oy + y * s), round(w * s), round(h * s))

    def card_size(self, name: str) -> tuple[int, int]:
        """The card size (w, h) in a zone, in window pixels."""
        zone = self.zones[name]
        h = zone.card_h or zone.rect[3] * 0.9
        return card_pixels(max(8, h * self.scale))

    def has(self, name: str) -> bool:
        return name in self.zones

    def int_prop(self, name: str, key: str, default: int) -> int:
        """A zone's whole-number property (``rows`` of the field), ``default``
        when the map gives none (or 0)."""
        value = self.zones[name].props.get(key)
        return int(value) if isinstance(value, (int, float, str)) and value else default


def safe_layout(path: Path | None, window: tuple[int, int]) -> Layout:
    """The map at ``path``, or the shipped one if that cannot be used."""
    try:
        return Layout(path, window)
    except LayoutError as exc:
        if path is None:
            raise
        logging.getLogger(__name__).warning("%s; using the built-in table", exc)
        return Layout(None, window)
