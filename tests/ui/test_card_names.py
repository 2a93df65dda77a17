"""A card's full name (the status line's, on pointing at a card) says what
a player needs of it, in words, in every language: what it shows, its
month, its kind. No bare number trails it (issue 39: a new player read
"Plain card, plum (February), 1" and could not tell what the 1 was; the
old point value scores nothing in Koi-Koi or Go-Stop)."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, KIND_OF, MONTH_OF, SAKE_CUP
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.words import card_name, card_subject, kind_words, ordinal_month

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_s_name_has_no_unexplained_number(speaking, lang):
    i18n.set_language(lang)
    rules = load_preset("nintendo")
    for card in range(48):
        said = card_name(card, rules)
        # the month may be written with its number (Japanese 1月, Korean 1월): the rest has none
        rest = said.replace(ordinal_month(MONTH_OF[card]), "")
        assert not re.search(r"\d", rest), f"{lang}: {said!r}"
        assert card_subject(CARD_IDS[card].split("-")[1]) in said
        if card == SAKE_CUP:
            assert kind_words(KIND_OF[card]) in said


def test_the_names_read_as_the_status_line_says_them():
    assert card_name(0) == "Crane, pine (January), bright"
    assert card_name(1) == "Poetry ribbon, pine (January)"
