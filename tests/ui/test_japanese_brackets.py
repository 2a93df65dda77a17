"""Japanese writes its brackets full-width (（）「」) throughout: pt21 read
a Japanese Go-Stop summary line of three players, what a loser pays and
why, with half-width brackets round Japanese words ("CPU 1は10点を払う
(ピバク ×2)") beside the full-width ones of the other lines. Every Japanese
catalog message, and every line the summary draws, holds no half-width
bracket beside Japanese text (a sum of figures, "(7 +1) ×2", is no text)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import koikoi

from .conftest import app_at, run
from .test_button_room import first_summary
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

JAPANESE = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
# a half-width bracket that holds Japanese, or stands against it
HALF = re.compile(rf"\([^()]*[{JAPANESE}][^()]*\)|[{JAPANESE}]\s*[()]|[()]\s*[{JAPANESE}]")


def half_width(text: str) -> list[str]:
    return [m.group(0) for m in HALF.finditer(text)]


def test_no_japanese_catalog_message_has_a_half_width_bracket_beside_japanese_text():
    with open(Path(koikoi.__file__).parent / "i18n" / "catalogs" / "ja.po", "rb") as f:
        cat = read_po(f)
    found = [(m.id, s) for m in cat if m.id for s in (m.string if isinstance(m.string, tuple) else (m.string,))
             if s and half_width(s)]
    assert not found, found


def test_the_pattern_sees_the_lines_pt21_read():
    assert half_width("CPU 1は10点を払う  (ピバク ×2)")
    assert not half_width("CPU 1は10点を払う（ピバク ×2）")
    assert not half_width("ピ 7 ×2 = (7 +1) ×2")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_japanese_summary_of_three_draws_no_half_width_bracket(size, monkeypatch):
    from koikoi.ui.scenes import gostop_summary

    # every loser's payment has a reason after it, as a loser spared by their bonus bright has
    monkeypatch.setattr(gostop_summary, "spared_said", lambda h, w, q, seats: "ボーナス光札でグァンバクを免れた")
    with app_at(size, 125, "ja") as a:
        summary = first_summary(a, "gostop", "gostop-brazilian", 3)
        run(a, 2)
        texts = [t for t, *_rest in record_texts(summary, monkeypatch, summary.draw_content)]
    assert any("グァンバク" in t for t in texts), texts  # the payment lines with their reasons were drawn
    assert not [t for t in texts if half_width(t)], texts
