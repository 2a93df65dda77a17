"""The themed deck (preset fr-club) names each thing one way, and a
newcomer can tell which card a name stands for, in every language.

A playtest read April's character "Fuji" beside May's "mont Fuji" postcard,
August's character "Tsukimi" beside the yaku Tsukimi-zake, and "la coupe de
saké de Kiku", which says nothing of the chrysanthemum card it stands for:

- no name is used for two things across the deck's words and the yaku
  names: a character's name is no word of another month's card, of a yaku's
  name, nor of another character's;
- a card named by its character says, in a sentence, the month's flower it
  stands for ("Kiku sake cup (chrysanthemum)", as the standard deck's
  "Chrysanthemum sake cup" says it), and pointed at, says it once."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, MONTH_OF
from koikoi.games.common.decks import load_deck
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import pgettext
from koikoi.ui.deck_words import month_flower, month_words, use_deck
from koikoi.ui.words import card_name, card_words

from .test_deck_words import JAPANESE_FLOWERS

LANGUAGES = ("en", "fr", "pt_BR", "ko", "ja")
THEMED = load_deck("themed")


@pytest.fixture(autouse=True)
def _standard_deck_after():
    use_deck(THEMED)
    yield
    use_deck(None)
    i18n.set_language("en")


def yaku_names() -> set[str]:
    names = {y.name for p in PRESET_NAMES for v in load_preset(p).yaku_variants for y in v}
    names |= {y.name for p in GOSTOP_PRESET_NAMES for v in load_gostop(p).yaku_variants for y in v}
    return {pgettext("yaku", n) for n in names}


def cjk(text: str) -> bool:
    return re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text) is not None


def has(name: str, text: str) -> bool:
    """Whether ``name`` is said in ``text``: as a word of it in a language of spaces, within it in Japanese
    (a short yaku name within a character's, タン in ボタン, is no second meaning: only the reverse is asked)."""
    if cjk(name):
        return name in text
    return re.search(rf"(?<![\w’'-]){re.escape(name)}(?![\w-])", text, re.IGNORECASE) is not None or \
        re.search(rf"(?<![\w’']){re.escape(name)}(?=-)", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_name_of_the_themed_deck_means_two_things(lang):
    i18n.set_language(lang)
    characters = {m: month_words(m) for m in range(1, 13)}
    assert len(set(characters.values())) == 12, characters
    cards = {c: card_words(c, with_month=False) for c in range(len(CARD_IDS))}
    wrong = []
    for month, who in characters.items():
        # another month's card that says this character's name ("la carte postale du mont Fuji", May's, beside
        # April's Fuji)
        wrong += [(who, CARD_IDS[c], said) for c, said in cards.items() if MONTH_OF[c] != month and has(who, said)]
        # a yaku's name ("Tsukimi-zake" beside August's Tsukimi)
        wrong += [(who, "yaku", y) for y in yaku_names() if has(who, y) or (has(y, who) and not cjk(y))]
        # another character's
        wrong += [(who, "character", other) for m, other in characters.items() if m != month and has(who, other)]
    assert not wrong, (lang, wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_themed_card_in_a_sentence_says_the_flower_it_stands_for(lang):
    i18n.set_language(lang)
    for c in range(len(CARD_IDS)):
        flower = month_flower(MONTH_OF[c])
        # Japanese says the flower by its kanji, or by its name in kana, the character's (キク is 菊)
        flowers = JAPANESE_FLOWERS[MONTH_OF[c] - 1] if lang == "ja" else (flower,)
        said = card_words(c)
        assert any(f.casefold() in said.casefold() for f in flowers), (lang, CARD_IDS[c], said, flower)
        pointed = card_name(c)  # the name, then its month or its flower, once
        assert sum(pointed.casefold().count(f.casefold()) for f in flowers) <= 1, (lang, CARD_IDS[c], pointed)
    # the standard deck's names are as they were: they say their month already
    use_deck(None)
    assert card_words(CARD_IDS.index("chrysanthemum-sake")) == pgettext("card", "Chrysanthemum sake cup")
