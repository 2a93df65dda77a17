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
from dataclasses import dataclass
from pathlib import Path

import pygame

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
    props: dict


def load_zones(path: Path | None = None) -> tuple[tuple[int, int], dict[str, Zone]]:
    """Read the map: (design size, zones by name)."""
    import pytmx  # only the XML reader; no tile images are loaded

    path = Path(path) if path is not None else asset("layout", "table.tmx")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds for a bad file
        raise LayoutError(f"{path}: cannot be read as a Tiled map ({exc})") from None
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    zones: dict[str, Zone] = {}
    for obj in tmx.objects:
        if not obj.name:
            continue
        props = dict(obj.properties)
        zones[obj.name] = Zone(
            obj.name, (float(obj.x), float(obj.y), float(obj.width), float(obj.height)),
            float(props.get("card_h", 0) or 0), props,
        )
    missing = [n for n in REQUIRED if n not in zones]
    if missing:
        raise LayoutError(f"{path}: no zone named {', '.join(missing)}")
    return size, zones


class Layout:
    """Zones in window pixels for the current window size."""

    def __init__(self, path: Path | None = None, window: tuple[int, int] = (1280, 720)) -> None:
        self.path = path
        self.design, self.zones = load_zones(path)
        self.resize(window)

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

    def prop(self, name: str, key: str, default: object = None) -> object:
        return self.zones[name].props.get(key, default)


def safe_layout(path: Path | None, window: tuple[int, int]) -> Layout:
    """The map at ``path``, or the shipped one if that cannot be used."""
    try:
        return Layout(path, window)
    except LayoutError as exc:
        if path is None:
            raise
        logging.getLogger(__name__).warning("%s; using the built-in table", exc)
        return Layout(None, window)
