"""A card's name is said once in what is said of it: pointing at it, and the
guided match's first word on a bonus card. Japanese said "ボーナス札「ボーナス
札（カス2枚）」：どの月の札でもありません。" (pt25), the name's own word again
before the name; English said "The Bonus double plain is a bonus card".

Every card, both games, every deck, five languages: no word of the card's
name stands again in the text outside the name."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import KIND_OF
from koikoi.games.common.decks import load_deck
from koikoi.games.gostop import deck as gostop_deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.deck_words import use_deck
from koikoi.ui.gostop.lessons import bonus_first_seen, card
from koikoi.ui.gostop.pointer import card_said
from koikoi.ui.words import card_name, card_words, kind_words

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")
    use_deck(None)


# a card's kind and the word "card" may stand again: "carte postale …, carte simple", "a bright that counts …"
CARD_NOUNS = {"card", "cards", "carte", "cartes", "carta", "cartas", "카드", "札"}


def kind_nouns() -> set[str]:
    return {w for k in set(KIND_OF) for w in re.findall(r"\w+", kind_words(k).casefold())}


def name_words(name: str) -> list[str]:
    """The words of a card's name that say which card it is: Latin words longer than three letters (not "the",
    "de", "uma"), a Korean word of two syllables or more, a Japanese run between marks ("ボーナス札" of
    "ボーナス札（カス2枚）"); not the word "card" nor a kind's word, which an explanation may say again."""
    found = []
    common = CARD_NOUNS | kind_nouns()
    for w in re.findall(r"\w+", name.casefold()):
        if w in common or any(w in k for k in common if not k.isascii()):
            continue  # also a kind's Japanese word's part: 光 of 光札
        if re.fullmatch(r"[\u3040-\u30ff\u3400-\u9fff々]+", w):
            found.append(w)  # Japanese: a whole run between marks
        elif re.fullmatch(r"[\uac00-\ud7a3]+", w):
            if len(w) >= 2:
                found.append(w)
        elif len(w) > 3 and not w.isdigit():
            found.append(w)
    return found


def said_again(name: str, text: str) -> list[str]:
    """The words of ``name`` that ``text`` says more often than the name itself does."""
    t, n = text.casefold(), name.casefold()
    if n not in t:
        return [f"no name {name!r}"]
    rest = t.replace(n, " ", 1)

    def count(w: str, s: str) -> int:
        if re.fullmatch(r"[\w]+", w, re.ASCII) or re.search(r"[a-zà-ÿ]", w):
            return len(re.findall(rf"(?<!\w){re.escape(w)}(?!\w)", s))
        return s.count(w)  # no spaces between Japanese words

    return [w for w in name_words(name) if count(w, rest) > 0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("deck", ["standard", "themed"])
def test_a_koikoi_card_pointed_at_says_its_name_once(speaking, lang, deck):
    i18n.set_language(lang)
    use_deck(load_deck(deck))
    rules = load_preset("nintendo")
    found = []
    for c in range(48):
        name, said = card_words(c, with_month=False), card_name(c, rules)
        name = name[:1].upper() + name[1:]
        if again := said_again(name, said):
            found.append(f"{said!r} says {again} again")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", ["matgo", "gostop-brazilian"])
def test_a_go_stop_card_pointed_at_or_first_shown_says_its_name_once(speaking, lang, preset):
    """The status line's words for every card of Go-Stop's deck (its bonus cards too), and the guided
    match's sentence on a bonus card first seen."""
    i18n.set_language(lang)
    rules = load_gostop(preset)
    found = []
    for c in range(len(gostop_deck.IDS)):
        said = card_said(c, rules)
        if c < gostop_deck.FIRST_BONUS and (again := said_again(card_words(c, "gostop"), said)):
            found.append(f"{said!r} says {again} again")
        if c >= gostop_deck.FIRST_BONUS:
            first = bonus_first_seen(c, rules)
            if again := said_again(card(c, rules), first):
                found.append(f"{first!r} says {again} again")
    assert not found, "\n".join(found)

