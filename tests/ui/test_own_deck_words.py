"""A player's own deck speaks the player's language (issue 40): its folder
may hold a catalog a language, ``words/<code>.toml``, in the format of a
deck's ``[words]`` (months, cards, their Go-Stop forms) with the deck's
``name``; where a language has none, or a catalog lacks a name, the deck's
English (its file's) is said, as the shipped decks fall back to English.
The catalogs are untrusted as the deck's file is: measured before they are
read, every key checked, every name short and on one line; a bad one is
named in the title's notice and the deck is not offered."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common import decks
from koikoi.games.common.cards import BY_ID
from koikoi.storage import settings as S
from koikoi.ui import own_decks
from koikoi.ui.deck_choice import deck_words
from koikoi.ui.deck_titles import rules_title_played
from koikoi.ui.deck_words import card_subject, month_words, use_deck

from .test_own_decks import make_deck

MONTHS_EN = ["Rock " + m for m in ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                                   "Dec")]
MONTHS_FR = ["Rock " + m for m in ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.",
                                   "oct.", "nov.", "déc.")]


pytestmark = pytest.mark.usefixtures("own_decks_forgotten")  # (the data folder: conftest's)


def rock_deck(fr: str | None = None):  # noqa: ANN201
    """A player's deck named in English in its file (its months "Rock Jan"..., its crane "Rock crane"), with a
    French catalog (``fr``, its text) and no other."""
    place = make_deck(own_decks.folder(), "rock-night")
    file = place / "deck.toml"
    text = file.read_text(encoding="utf-8")
    start = text.index("months = [")
    end = text.index("]", start) + 1
    text = text[:start] + "months = [" + ", ".join(f'"{m}"' for m in MONTHS_EN) + "]" + text[end:]
    text = text.replace('pine-crane = "Pine crane"', 'pine-crane = "Rock crane"', 1)
    file.write_text(text, encoding="utf-8")
    if fr is not None:
        (place / "words").mkdir()
        (place / "words" / "fr.toml").write_text(fr, encoding="utf-8")
    return place


FRENCH = ('name = "Nuit rock"\nmonths = [' + ", ".join(f'"{m}"' for m in MONTHS_FR) + ']\n\n[cards]\n'
          'pine-crane = "Grue du rock"\n')


def test_a_deck_with_a_french_catalog_speaks_french_and_english_where_korean_is_missing():
    rock_deck(FRENCH)
    assert own_decks.load_own_decks() == []
    deck = decks.find_deck("rock-night")
    assert set(deck.catalogs) == {"fr"}
    use_deck(deck)
    crane, warbler = BY_ID["pine-crane"].index, BY_ID["plum-warbler"].index
    i18n.set_language("fr")
    assert deck_words().name("rock-night") == "Nuit rock"
    assert month_words(1) == "Rock janv." and month_words(12) == "Rock déc."
    assert card_subject(crane, with_month=False) == "Grue du rock"
    assert card_subject(warbler, with_month=False) == i18n.pgettext("card", "Plum warbler")  # as the standard's
    assert "Nuit rock" in rules_title_played(S.Settings(preset="nintendo", deck="rock-night").rules())
    for lang in ("en", "ko"):  # no catalog: the deck's file, in English
        i18n.set_language(lang)
        assert deck_words().name("rock-night") == "Rock night", lang
        assert month_words(1) == "Rock Jan" and month_words(12) == "Rock Dec", lang
        assert card_subject(crane, with_month=False) == "Rock crane", lang
    i18n.set_language("ko")  # a name the deck does not give: the standard deck's, in Korean
    assert card_subject(warbler, with_month=False) == i18n.pgettext("card", "Plum warbler") != "Plum warbler"


@pytest.mark.parametrize("fr,problem", [
    ('name = "' + "N" * 49 + '"\n', "a name is too long or on several lines"),
    ('months = ["a", "b"]\n', "must name the twelve months"),
    ('colours = ["red"]\n', "unknown key"),
    ('[cards]\npine-cranes = "Grue"\n', "unknown card"),
    ('[cards]\npine-crane = "Grue\\nsur deux lignes"\n', "a name is too long or on several lines"),
    ("name = [", "not valid TOML"),
    ("# " + "x" * (65 * 1024), "the file is too large"),
], ids=["long-name", "months", "unknown-key", "unknown-card", "two-lines", "toml", "too-large"])
def test_a_bad_catalog_is_named_and_the_deck_not_offered(fr, problem):
    rock_deck(fr)
    notices = own_decks.load_own_decks()
    assert len(notices) == 1 and "rock-night" in notices[0] and "fr.toml" in notices[0], notices
    assert problem in notices[0], notices[0]
    assert "rock-night" not in [d.id for d in decks.own_decks()]
