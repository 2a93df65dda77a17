"""A label before its colon ("Last move:", "마지막 수:", "Dernier coup :")
stays on one line with the colon, in every catalog, at every width: a
Korean player read "마지막 / 수: …" on the replay's last-move line, two
words that belong together split over two lines."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from koikoi.resources import asset
from koikoi.ui.assets import FONT_FILES, FONT_SCALE
from koikoi.ui.textfit import wrap

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
WIDTHS = [60, 90, 130, 220, 360]
# a short label (three words at most) before a colon, at the start of a text or after "·" or a sentence's end
LABEL = re.compile(r"(?:^|(?<=[·.!?。])\s+)([^\s·.!?:：。{}][^·.!?:：。{}]*?)\s?[:：]")


def labelled(lang: str) -> list[tuple[str, str]]:
    """(the label, the text) of every message of ``lang`` that has one, its fields filled."""
    with open(CATALOGS / ("koikoi.pot" if lang == "en" else f"{lang}.po"), "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        text = m.id if lang == "en" else m.string
        text = text[0] if isinstance(text, (tuple, list)) else text
        text = re.sub(r"\{[^{}]*\}", "CPU 2", " ".join(text.split()))
        for found in LABEL.finditer(text):
            label = found.group(0).strip()
            if len(found.group(1).split()) <= 3 and len(found.group(1)) <= 16 and "/" not in label:
                out.append((label, text))
    return out


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return pygame.font.Font(str(asset("fonts", FONT_FILES[False])), round(20 * FONT_SCALE))


def test_the_korean_last_move_line_keeps_its_label_whole(font):
    said = "마지막 수: 더미에서 오동 피 카드를 뒤집었습니다."
    for width in [w for w in WIDTHS if font.size("마지막 수:")[0] <= w]:
        assert not any(line.rstrip().endswith("마지막") for line in wrap(said, font, width)), width


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko"])  # Japanese: between phrases (BudouX)
def test_no_line_breaks_inside_a_label_before_its_colon(font, lang):
    found = []
    for label, text in labelled(lang):
        for width in [w for w in WIDTHS if font.size(label)[0] <= w]:  # a label wider than a line must break
            lines = [line.strip() for line in wrap(text, font, width)]
            if label not in lines and not any(label in line for line in lines):
                found.append(f"{lang} at {width}: {label!r} split in {lines}")
    assert not found, found[:10]
