"""Seed 002's themed deck's art: a face for each card id and a back, loadable,
within what nanosvg draws, reproduced by its generator, and its tagged cards
the ones the measurement chose."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pygame
import pytest

from koikoi.games.common.cards import BY_ID, CARD_IDS, mask_of
from koikoi.games.common.decks import load_deck

ROOT = Path(__file__).resolve().parents[2]
THEMED = ROOT / "assets" / "decks" / "themed" / "cards"
TOOLS = ROOT / "tools"
NAMES = [*CARD_IDS, "back"]
SVG_NS = "{http://www.w3.org/2000/svg}"
# what nanosvg does not draw (tests/assets/test_cards.py checks the standard deck the same way)
FORBIDDEN_TAGS = {"text", "tspan", "clipPath", "filter", "mask", "linearGradient", "radialGradient",
                  "pattern", "image", "use", "foreignObject"}
FORBIDDEN_ATTRS = {"clip-path", "filter", "mask"}


def tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(TOOLS))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(TOOLS))
    return module


def test_the_themed_deck_has_the_standard_decks_file_names_and_no_other():
    assert sorted(p.stem for p in THEMED.glob("*.svg")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_themed_card_loads_at_90_px_within_what_nanosvg_draws(name):
    path = THEMED / f"{name}.svg"
    root = ET.parse(path).getroot()
    assert root.get("viewBox") == "0 0 320 530"
    for node in root.iter():
        assert node.tag.removeprefix(SVG_NS) not in FORBIDDEN_TAGS, f"{name}: <{node.tag}>"
        assert not FORBIDDEN_ATTRS & set(node.attrib), f"{name}: {node.attrib}"
    surface = pygame.image.load_sized_svg(str(path), (90, 149))
    assert surface.get_at((45, 75)).a == 255 and surface.get_at((0, 0)).a == 0
    colours = np.unique(pygame.surfarray.array3d(surface).reshape(-1, 3), axis=0)
    assert len(colours) > 20  # a drawn picture, not a flat fill


def test_every_themed_card_is_drawn_differently_from_each_other_and_from_the_standard_one():
    texts = {name: (THEMED / f"{name}.svg").read_text(encoding="utf-8") for name in NAMES}
    assert len(set(texts.values())) == len(texts)
    standard = ROOT / "assets" / "cards"
    same = [n for n in NAMES if texts[n] == (standard / f"{n}.svg").read_text(encoding="utf-8")]
    assert not same


def test_committed_themed_svgs_match_the_generator(tmp_path):
    subprocess.run([sys.executable, str(TOOLS / "make_themed_cards.py"), "--out", str(tmp_path)], check=True,
                   capture_output=True, timeout=120)
    for name in NAMES:
        assert (tmp_path / f"{name}.svg").read_bytes() == (THEMED / f"{name}.svg").read_bytes(), name


def test_the_drawn_tags_are_the_measured_choice_and_make_sense():
    drawn = tool("make_themed_cards").TAGS
    rates = tool("themed_yaku_rates")
    chosen = rates.CANDIDATES[rates.CHOSEN]
    assert {tag: list(cards) for tag, cards in drawn.items()} == chosen
    star = drawn["star"]
    assert len(star) == 4 and len({BY_ID[c].month for c in star}) == 1
    assert len(drawn["micro"]) == 1 and drawn["micro"][0] in star
    assert len(drawn["castle"]) == 1 and len(drawn["instrument"]) == 5 and len(drawn["panorama"]) == 3
    # the deck's file, which fr-club plays, holds the same cards: the choice's one place in the game
    themed = load_deck("themed").tags
    assert {tag: themed[tag] for tag in drawn} == {tag: mask_of(cards) for tag, cards in drawn.items()}


def test_the_rates_tool_adds_the_four_themed_yaku_to_fr_variant_and_counts_them():
    rates = tool("themed_yaku_rates")
    tags = rates.CANDIDATES[rates.CHOSEN]
    rules = rates.themed_rules(tags)
    plain = rates.themed_rules(None)
    assert [y.id for y in rules.yaku if y.id not in {p.id for p in plain.yaku}] == [
        "sekai-no-suta", "screaming-cats", "nihon-isshu", "ongaku-no-joou"]
    sets = rates.masks(tags)
    for yaku_id, _name, need, points in rates.THEMED_YAKU:
        y = rules.yaku_by_id(yaku_id)
        assert y.points == points and y.cards == sets[yaku_id]
        assert sets[yaku_id].bit_count() == sum(len(tags[t]) for t in need)
    found = rates.measure(rules, sets, "random", 1, 7, ("tane",))
    assert set(found) == {*sets, "tane"}
    assert all(0 <= r <= 1 and m in (0, 1) for r, m in found.values())
