"""A deck's words: its months' names and its cards' names, in the forms the
game's sentences need (a card alone, pointed at, two or more like cards,
Go-Stop's forms), read from the deck's data and translated through the
game's catalogs, English where a language has none.

The standard deck says every card as it did when its 48 names were
literals in ``ui/words.py``: ``standard_deck_words.json`` holds what that
code said, in the five languages, and the data must say the same. A card's
translation changed on purpose (the Korean reading of 2026-12-07: 꾀꼬리,
흑싸리...) is recorded again by running this file: ``python tests/ui/test_deck_words.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, KIND_OF, MONTH_OF, Kind
from koikoi.games.gostop.deck import IDS
from koikoi.ui.deck_words import month_flower
from koikoi.ui.movelog import cards_words, like_cards, the_card
from koikoi.ui.words import GostopWords, card_name, card_words, flower

SAID = Path(__file__).with_name("standard_deck_words.json")
LANGS = ("en", "fr", "pt_BR", "ko", "ja")


def everything_said() -> dict[str, dict[str, str]]:
    """Every card's words, and every month's, in every language: what the standard deck must keep saying."""
    out: dict[str, dict[str, str]] = {}
    try:
        for lang in LANGS:
            i18n.use(lang)
            said: dict[str, str] = {}
            for month in range(1, 13):
                said[f"flower {month}"] = flower(month)
                said[f"gostop flower {month}"] = flower(month, "gostop")
            for card, card_id in enumerate(IDS):
                said[f"card {card_id}"] = card_words(card)
                said[f"gostop card {card_id}"] = card_words(card, "gostop")
                said[f"the card {card_id}"] = the_card(card)
                if card < len(CARD_IDS):
                    said[f"pointed {card_id}"] = card_name(card)
                    said[f"gostop doubles {card_id}"] = card_words(card, GostopWords(1 << card))
                    if KIND_OF[card] is Kind.PLAIN:
                        for n in (2, 3):
                            said[f"like {n} {card_id}"] = like_cards(card, n)
                            said[f"gostop like {n} {card_id}"] = like_cards(card, n, "gostop")
            said["cards"] = cards_words(range(len(CARD_IDS)))
            said["gostop cards"] = cards_words(range(len(IDS)), "gostop")
            out[lang] = said
    finally:
        i18n.use("en")
    return out


def test_the_standard_deck_says_every_card_as_before():
    before = json.loads(SAID.read_text(encoding="utf-8"))
    now = everything_said()
    for lang in LANGS:
        changed = {k: (before[lang][k], v) for k, v in now[lang].items() if before[lang].get(k) != v}
        assert not changed, f"{lang}: {dict(list(changed.items())[:5])}"
        assert now[lang].keys() == before[lang].keys()


def test_the_themed_deck_names_its_characters_and_cards_in_every_language():
    """fr-club's table names each card as the themed deck's data does, translated in the five languages;
    a card the deck does not name, or a language, falls back (the standard deck's words, English)."""
    from koikoi.games.common.decks import load_deck
    from koikoi.ui.deck_words import use_deck

    themed = load_deck("themed")
    std_said = json.loads(SAID.read_text(encoding="utf-8"))
    try:
        use_deck(themed)
        for lang in LANGS:
            i18n.use(lang)
            for card, card_id in enumerate(CARD_IDS):
                said = card_words(card)
                assert said != std_said[lang][f"card {card_id}"], f"{lang}: {card_id} named as the standard deck's"
                if lang == "en":
                    alike = "-".join(card_id.split("-")[:2])
                    # its name, then the flower of the month it stands for ("Kiku sake cup (chrysanthemum)")
                    named = themed.words.cards.get(card_id, themed.words.cards[alike])
                    assert said == f"{named} ({month_flower(MONTH_OF[card])})"
                else:  # translated: not the English words
                    i18n.use("en")
                    english = card_words(card)
                    i18n.use(lang)
                    assert said != english, f"{lang}: {card_id} is not translated"
                assert card_words(card, "gostop") == said  # no Go-Stop forms: the Koi-Koi ones
            months = [flower(m) for m in range(1, 13)]
            if lang in ("ko", "ja"):  # the characters written in Hangul and kana; Latin scripts keep them
                assert not set(months) & set(themed.words.months), lang
            else:
                assert months == list(themed.words.months), lang
        i18n.use("en")
        for card in range(len(CARD_IDS), len(IDS)):  # Go-Stop's bonus cards: not the deck's, said as ever
            assert card_words(card, "gostop") == std_said["en"][f"gostop card {IDS[card]}"]
        use_deck(None)
        assert card_words(0) == std_said["en"]["card pine-crane"]
    finally:
        use_deck(None)
        i18n.use("en")


def test_a_deck_names_what_it_names_and_the_standard_deck_the_rest():
    from koikoi.games.common.decks import deck_from_text
    from koikoi.ui.deck_words import use_deck

    from importlib import resources

    text = (resources.files("koikoi.games") / "decks" / "standard.toml").read_text(encoding="utf-8")
    base = text.split("\n[words]")[0]  # the standard deck without its words
    deck = deck_from_text("mine", base + '\n[words.cards]\npine-crane = "Sun crane"\n', "mine.toml")
    try:
        use_deck(deck)
        # a card the deck names says its month's flower after it, as a themed deck's
        assert card_words(0) == "Sun crane (pine)" and card_words(1) == "Pine poetry ribbon" and flower(1) == "pine"
        i18n.use("fr")  # a name no catalog translates: said in English
        assert card_words(0) == "Sun crane (pin)" and card_words(1) == "le ruban à poésie de janvier"
    finally:
        use_deck(None)
        i18n.use("en")


def test_a_card_the_deck_names_for_itself_is_pointed_at_with_its_kind():
    """"Osaka castle" does not say it is a plain, as "Pine plain card" does: pointing at it says the kind."""
    from koikoi.games.common.decks import load_deck
    from koikoi.ui.deck_words import use_deck

    castle, plain = CARD_IDS.index("paulownia-plain-3"), CARD_IDS.index("paulownia-plain-1")
    try:
        use_deck(load_deck("themed"))
        assert card_name(castle) == "Osaka castle (December), plain"
        assert card_name(plain) == "Kiri plain card (December)"
        i18n.use("fr")
        assert card_name(castle) == "Le château d’Osaka (Kiri), carte simple"
    finally:
        use_deck(None)
        i18n.use("en")


if __name__ == "__main__":  # records what the code says now (before changing how cards are named, or after a translation changed on purpose)
    SAID.write_text(json.dumps(everything_said(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def test_a_themed_card_pointed_at_names_its_character_once_and_its_month():
    """Pointed at, a themed card says its character once, then its month (or the month's flower, as the panel's
    "Mois : Prunier" says it): pt18 read "La carte simple d'Ume (Ume)" in French, the month nowhere."""
    from koikoi.games.common.decks import load_deck
    from koikoi.ui.deck_words import month_flower, use_deck
    from koikoi.ui.words import ordinal_month

    try:
        use_deck(load_deck("themed"))
        for lang in LANGS:
            i18n.use(lang)
            for card in range(len(CARD_IDS)):
                month = card // 4 + 1
                said = card_name(card).casefold()
                character = flower(month).casefold()
                assert said.count(character) <= 1, (lang, CARD_IDS[card], said)
                assert any(w.casefold() in said for w in (month_flower(month), ordinal_month(month), flower(month))), \
                    (lang, CARD_IDS[card], said)
    finally:
        use_deck(None)
        i18n.use("en")


# the words Japanese says each month's flower with: its kanji and its name in kana, which the themed deck's
# characters bear (キク is 菊)
JAPANESE_FLOWERS = (("松", "マツ"), ("梅", "ウメ"), ("桜", "サクラ"), ("藤", "フジ"), ("菖蒲", "アヤメ"), ("牡丹", "ボタン"),
                    ("萩", "ハギ"), ("芒", "ススキ"), ("菊", "キク"), ("紅葉", "モミジ"), ("柳", "ヤナギ"), ("桐", "キリ"))


def test_a_themed_card_says_its_flower_once_in_every_language():
    """A themed card's name says the flower it stands for once: a helper read キクに青短（菊）, the character
    キク being the chrysanthemum's own name, then 菊 after it. Every card of the themed deck, both games'
    words, five languages: the flower said (by the character's name or after it), and said once."""
    from koikoi.games.common.decks import load_deck
    from koikoi.ui.deck_words import card_subject, use_deck

    try:
        use_deck(load_deck("themed"))
        for lang in LANGS:
            i18n.use(lang)
            for card in range(len(CARD_IDS)):
                month = MONTH_OF[card]
                words = JAPANESE_FLOWERS[month - 1] if lang == "ja" else (month_flower(month),)
                for said in (card_subject(card), card_subject(card, gostop=True), card_words(card)):
                    # a whole word, where words are spaced (Korean 비, the rain's month, is in 제비, the swallow)
                    told = sum(said.casefold().count(w) if lang == "ja" else
                               len(re.findall(rf"(?<!\w){re.escape(w.casefold())}(?!\w)", said.casefold()))
                               for w in words)
                    assert told == 1, (lang, CARD_IDS[card], said, words)
    finally:
        use_deck(None)
        i18n.use("en")
