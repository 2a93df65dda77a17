"""Words newcomers tripped over in their cold playtests, by language:

- A Korean player knows the cards as 광, 열끗, 띠, 피: where a kind is
  first named (How to play's cards, the first lesson, a card's name
  pointed at in a capture box) Korean Koi-Koi says those words, as Go-Stop
  does (test_korean_hwatu_words holds them everywhere).
- The round's month was "판의 월", which no player says: 이번 판의 달.
- Brazilian Portuguese calls Go-Stop's scoring sets combinações (as its
  rule document does), never "combos" beside them.
- A label is a label, a question a question: no translation ends a
  label with "?:" ("Bomba? Sacudir?:")."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.common.cards import KIND_OF, Kind
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.rules_explained import basics
from koikoi.ui.words import card_name

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
GOSTOP_WORD = {Kind.BRIGHT: "광", Kind.ANIMAL: "열끗", Kind.RIBBON: "띠", Kind.PLAIN: "피"}


def said(lang: str) -> list[str]:
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    return [form for m in catalog if m.id for form in (m.string if isinstance(m.string, (tuple, list)) else [m.string])]


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def test_korean_how_to_play_names_each_kind_with_its_go_stop_word(korean):
    cards = " ".join(basics().sentences)
    assert all(word in cards for word in GOSTOP_WORD.values()), cards
    lesson = i18n._("Every card is of one of four kinds, shown by its corner mark: brights (a gold sun), animals (a "
                    "teal diamond), ribbons (a red tag) and plains (a grey disc). Your captures are sorted by kind. "
                    "Each yaku asks for cards of one kind, or for a few cards by name.")  # the first lesson's words
    assert all(word in lesson for word in GOSTOP_WORD.values()), lesson


def test_a_korean_card_pointed_at_says_its_kind_with_its_go_stop_word(korean):
    rules = load_preset("nintendo")
    for card, kind in enumerate(KIND_OF):
        name = card_name(card, rules)
        if kind in (Kind.BRIGHT, Kind.ANIMAL):  # the others' names say their kind by their subject
            assert GOSTOP_WORD[kind] in name, name


def test_korean_says_the_round_s_month_in_words_a_player_knows():
    assert not [text for text in said("ko") if "판의 월" in text]
    i18n.set_language("ko")
    try:
        assert i18n._("{month} month").format(month="소나무").startswith("이번 판의 달")
    finally:
        i18n.set_language("en")


def test_portuguese_calls_the_scoring_sets_combinacoes():
    assert not [text for text in said("pt_BR") if "combo" in text.casefold()]


@pytest.mark.parametrize("lang", ["fr", "pt_BR", "ko", "ja"])
def test_no_label_ends_in_a_question_mark_and_a_colon(lang):
    assert not [text for text in said(lang) if "?:" in text.replace(" ", "") or "？：" in text]
