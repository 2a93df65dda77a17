"""A card pointed at (the status line's name for it) says what a player
needs of it, in words, in every language: its name, its month, its kind.
No bare number trails it (issue 39: a new player read "Plain card, plum
(February), 1" and could not tell what the 1 was; the old point value
scores nothing in Koi-Koi or Go-Stop). Its name is the one every lesson,
log line and banner says (issue 39: the lessons said "Wisteria cuckoo",
pointing "Cuckoo, wisteria (April), animal")."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, KIND_OF, MONTH_OF, SAKE_CUP
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.assets import MONTH_NAMES
from koikoi.ui.movelog import cards_words, like_cards
from koikoi.ui.gostop.pointer import card_said
from koikoi.ui.words import NAMES_ITS_KIND, card_name, card_words, kind_words, ordinal_month

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
        assert card_words(card)[1:] in said
        if card == SAKE_CUP:
            assert kind_words(KIND_OF[card]) in said


def test_the_names_read_as_the_status_line_says_them():
    assert card_name(0) == "Pine crane (January), bright"
    assert card_name(1) == "Pine poetry ribbon (January)"


def begins_the_line(name: str) -> str:
    return name[:1].upper() + name[1:]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", ["nintendo", "brazilian"])
def test_a_card_pointed_at_is_named_as_the_lessons_and_the_log_name_it(speaking, lang, preset):
    """Every card, in every language, under rules that count the sake cup
    either way: pointing at it says first, whole, the name the lessons, the
    hints, the banners and the move log give it (``card_words``, in "the
    {card}" and in a list of cards), and then the month once at most: a
    language whose names carry the month (French "le coucou d’avril") does
    not say it again."""
    i18n.set_language(lang)
    rules = load_preset(preset)
    found = []
    for card in range(48):
        name, said = card_words(card), card_name(card, rules)
        month = ordinal_month(MONTH_OF[card]).casefold()
        if not said.startswith(begins_the_line(name)):
            found.append(f"{said!r} does not begin with the card's name {name!r}")
        if name not in cards_words((card,)):
            found.append(f"the move log names {CARD_IDS[card]} {cards_words((card,))!r}, not {name!r}")
        if said.casefold().count(month) != 1:
            found.append(f"{said!r} names the month {month!r} {said.casefold().count(month)} times")
        if CARD_IDS[card].split("-")[1] not in NAMES_ITS_KIND and kind_words(KIND_OF[card]) not in said:
            found.append(f"{said!r} does not say its kind")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_go_stop_points_at_a_card_by_its_name_too(speaking, lang):
    i18n.set_language(lang)
    for card in range(48):
        assert card_said(card) == begins_the_line(card_words(card, "gostop"))


def doubled(name: str) -> list[str]:
    """The words of ``name`` said twice in a row, or a kind's word after a
    word that ends with it (Korean "벚꽃 꽃", the cherry's plain, when 꽃 was
    the plain's kind word: it is also the cherry blossom's end)."""
    kinds = {w for k in set(KIND_OF) for w in re.findall(r"\w+", kind_words(k).casefold())}
    said = re.findall(r"\w+", name.casefold())
    return [f"{a} {b}" for a, b in zip(said, said[1:]) if a == b or (b in kinds and a.endswith(b))]


@pytest.mark.parametrize("lang", LANGS)
def test_no_card_name_says_a_word_twice(speaking, lang):
    """Every Koi-Koi card as a sentence names it, the plains of a month
    named together, and the month the panel and the deal name: none says a
    word twice over (the cold playtest read "벚꽃 꽃 카드")."""
    i18n.set_language(lang)
    names = [cards_words((c,)) for c in range(len(CARD_IDS))]
    names += [like_cards(c, n) for c in range(len(CARD_IDS)) if KIND_OF[c].name == "PLAIN" for n in (2, 3)]
    names += [i18n._("{month} month").format(month=i18n._(MONTH_NAMES[m])) for m in range(1, 13)]
    found = [(n, doubled(n)) for n in names if doubled(n)]
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_pointed_at_says_no_word_twice(speaking, lang):
    """Every card pointed at, in every language: its kind's word once at
    most, and no other word twice (Japanese said "柳のカス（雷）（11月・カス）",
    カス in the name and again as the kind). The sake cup's note on how the
    rules count it, which names kinds, is not part of its name."""
    i18n.set_language(lang)
    found = []
    for card in range(48):
        said = card_name(card).casefold()
        kind = kind_words(KIND_OF[card]).casefold()
        if said.count(kind) > 1:
            found.append(f"{said!r} says {kind!r} {said.count(kind)} times")
        words = [w for w in re.findall(r"\w+", said) if len(w) > 3]  # not "de", "la", "da", "of"
        twice = sorted({w for w in words if words.count(w) > 1})
        if twice:
            found.append(f"{said!r} says {twice} twice")
    assert not found, "\n".join(found)
