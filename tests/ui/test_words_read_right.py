"""Words a newcomer's cold playtest read as wrong (issue 39), each read in
the language it was seen in: Portuguese zero ("0 tentos", where the plural
rule gives "0 tento"), a status line that begins with a capital, no capital
mid-sentence for the deck or a bonus card, Koi-Koi's counting yaku called
as their boxes are; one colon a name in Japanese; and "match", never
"game", for Go-Stop's match in English."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, Kind
from koikoi.i18n import pgettext
from koikoi.ui import rule_words
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.gostop import pointer
from koikoi.ui.gostop_words import points

CATALOGS = i18n.__path__[0] + "/catalogs"


@pytest.fixture
def pt_br():
    i18n.set_language("pt_BR")
    yield
    i18n.set_language("en")


def test_zero_points_read_as_many_in_portuguese_and_one_point_as_one(pt_br):
    assert points(0) == "0 tentos" and rule_words.points(0) == "0 tentos"
    assert points(1) == "1 tento" and points(7) == "7 tentos"


def test_each_card_begins_the_status_line_with_a_capital(pt_br):
    for card in range(len(CARD_IDS)):
        said = pointer.card_said(card)
        assert said[:1] == said[:1].upper(), said


def test_portuguese_writes_the_deck_and_a_bonus_card_in_lower_case_within_a_sentence():
    with open(f"{CATALOGS}/pt_BR.po", encoding="utf-8") as f:
        catalog = read_po(f, locale="pt_BR")
    wrong = []
    for message in catalog:
        for text in (message.string if isinstance(message.string, tuple) else (message.string,)):
            for found in re.finditer(r"Maço|Curinga", text or ""):
                before = text[:found.start()]
                if before.strip() and not re.search(r"[.!?]\s*$", before):
                    wrong.append(text)
    assert not wrong, wrong


def test_portuguese_koi_koi_calls_its_counting_yaku_as_its_boxes(pt_br):
    assert [pgettext("yaku", y) for y in ("Tane", "Tanzaku", "Kasu")] == \
        [i18n._(KIND_NAMES[k]) for k in (Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN)]


def test_japanese_puts_one_colon_after_each_name_in_the_match_line():
    i18n.set_language("ja")
    try:
        each = [i18n._("{name}: {points}").format(name=n, points=p) for n, p in (("あなた", 0), ("CPU 1", 14))]
        line = i18n._("Match: {scores}").format(scores="  —  ".join(each))
        head = line.split("あなた")[0]
        assert "：" not in head and ":" not in head, line
    finally:
        i18n.set_language("en")


def test_english_go_stop_calls_its_match_a_match():
    with open(f"{CATALOGS}/koikoi.pot", encoding="utf-8") as f:
        template = read_po(f)
    go_stop = ("koikoi/ui/gostop", "koikoi/ui/scenes/gostop_summary", "koikoi/ui/title_words", "koikoi/ui/unsaved")
    wrong = [m.id for m in template if any(path.startswith(go_stop) for path, _line in m.locations)
             and re.search(r"\b(wins|ends|lasts|drawn)\b.*\bgame\b|\bgame (ends|lasts|is drawn)|"
                           r"\bGame: |game of Go-Stop|Back to the game", str(m.id))]
    assert not wrong, wrong
