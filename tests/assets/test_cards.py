"""The card art, contact sheet and icons: present, loadable, within what nanosvg draws."""

from __future__ import annotations

import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pygame
import pytest

from koikoi.games.common.cards import CARD_IDS
from koikoi.games.gostop.deck import BONUS_IDS

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
ICONS = ROOT / "assets" / "icons"
TOOLS = ROOT / "tools"
ALL_SVGS = [*CARD_IDS, *BONUS_IDS, "back"]  # Go-Stop's bonus cards too
SVG_NS = "{http://www.w3.org/2000/svg}"
FORBIDDEN_TAGS = {"text", "tspan", "clipPath", "filter", "mask", "linearGradient", "radialGradient",
                  "pattern", "image", "use", "foreignObject"}
FORBIDDEN_ATTRS = {"clip-path", "filter", "mask"}


def size_for(width: int) -> tuple[int, int]:
    return width, round(width * 530 / 320)


def load(name: str, width: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(CARDS / f"{name}.svg"), size_for(width))


def distinct_colours(surface: pygame.Surface) -> int:
    rgb = pygame.surfarray.array3d(surface).reshape(-1, 3)
    return len(np.unique(rgb, axis=0))


def test_there_are_48_card_ids():
    assert len(CARD_IDS) == 48 and len(set(CARD_IDS)) == 48


@pytest.mark.parametrize("name", ALL_SVGS)
def test_svg_exists(name):
    assert (CARDS / f"{name}.svg").is_file()


@pytest.mark.parametrize("width", [90, 400])
@pytest.mark.parametrize("name", ALL_SVGS)
def test_svg_loads_at_size_and_is_not_blank(name, width):
    surface = load(name, width)
    assert surface.get_size() == size_for(width)
    w, h = surface.get_size()
    # the card is opaque in its middle and transparent beyond its rounded corners
    assert surface.get_at((w // 2, h // 2)).a == 255
    assert surface.get_at((0, 0)).a == 0 and surface.get_at((w - 1, h - 1)).a == 0
    # a drawn picture, not a flat fill: many distinct colours
    assert distinct_colours(surface) > (20 if width == 90 else 60)


@pytest.mark.parametrize("name", ALL_SVGS)
def test_svg_uses_only_constructs_nanosvg_draws(name):
    root = ET.parse(CARDS / f"{name}.svg").getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 320 530"
    for node in root.iter():
        tag = node.tag.removeprefix(SVG_NS)
        assert tag not in FORBIDDEN_TAGS, f"{name}: <{tag}>"
        assert not FORBIDDEN_ATTRS & set(node.attrib), f"{name}: {node.attrib}"
        assert "url(" not in " ".join(node.attrib.values()), f"{name}: paint server reference"


def test_every_card_is_drawn_differently():
    texts = {name: (CARDS / f"{name}.svg").read_text(encoding="utf-8") for name in ALL_SVGS}
    assert len(set(texts.values())) == len(texts)


def thumbnail(name: str) -> np.ndarray:
    small = pygame.transform.smoothscale(load(name, 90), (9, 15))
    return pygame.surfarray.array3d(small).astype(float)


def test_back_is_distinct_from_every_face():
    back = thumbnail("back")
    for name in (*CARD_IDS, *BONUS_IDS):
        diff = np.abs(thumbnail(name) - back).mean()
        assert diff > 25, f"back looks too much like {name} (mean diff {diff:.1f})"


def test_committed_svgs_match_the_generator(tmp_path):
    subprocess.run([sys.executable, str(TOOLS / "make_cards.py"), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    for name in ALL_SVGS:
        assert (tmp_path / f"{name}.svg").read_bytes() == (CARDS / f"{name}.svg").read_bytes(), name


@pytest.mark.parametrize("width", [90, 200])
def test_contact_sheet_script_writes_a_png(tmp_path, width):
    out = tmp_path / "sheet.png"
    subprocess.run([sys.executable, str(TOOLS / "contact_sheet.py"), "--width", str(width), "--out", str(out)],
                   check=True, capture_output=True)
    sheet = pygame.image.load(str(out))
    w, h = size_for(width)
    # six month rows of cards, two month groups of four plus the back across
    assert sheet.get_height() >= 6 * h and sheet.get_width() >= 9 * w


def test_icon_png_loads():
    icon = pygame.image.load(str(ICONS / "icon.png"))
    assert icon.get_size() == (256, 256)
    assert distinct_colours(icon) > 100
    big = pygame.image.load(str(ICONS / "icon-512.png"))
    assert big.get_size() == (512, 512)


def test_icon_ico_holds_several_sizes():
    data = (ICONS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = set()
    for i in range(count):
        w, h = struct.unpack_from("<BB", data, 6 + 16 * i)
        length, offset = struct.unpack_from("<II", data, 6 + 16 * i + 8)
        assert offset + length <= len(data)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes


def test_icon_icns_is_a_valid_container_of_pngs():
    data = (ICONS / "icon.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, kinds = 8, set()
    while pos < len(data):
        kind = data[pos:pos + 4]
        length = struct.unpack_from(">I", data, pos + 4)[0]
        assert length > 8 and pos + length <= len(data)
        assert data[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n", kind
        kinds.add(kind)
        pos += length
    assert pos == len(data)
    assert {b"ic07", b"ic08", b"ic09"} <= kinds
