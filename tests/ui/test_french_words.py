"""The words of the cold playtest (issue 39): French typography and
agreement over the whole French catalog, the lone computer named in a
French sentence as its players say it, yaku names romanised alike, and
How to play without card values no rule counts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import N_
from koikoi.ui.rules_explained import explain
from koikoi.ui.seat_words import Seats

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"


def catalog(lang: str):  # noqa: ANN201
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        return [m for m in read_po(f) if m.id]


def strings(message) -> list[str]:  # noqa: ANN001
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def test_french_uses_the_curly_apostrophe_everywhere():
    """The catalog's own choice (hundreds of ’ against a handful of '): every French message the same."""
    found = [s for m in catalog("fr") for s in strings(m) if "'" in s]
    assert not found, found


def test_no_french_verb_or_pronoun_agrees_with_a_card_s_name():
    """A card's name is singular or plural ("les papillons de juin"): no verb or past participle that
    follows it may agree with it ("{card}, qui reste", "{card} porte", "l’a prise")."""
    card = r"\{(card|taken)\}"
    agreeing = re.compile(card + r"(, qui \w+| (porte|reste|compte|vaut|est)\b)|\{card\} et l’a(vez)? pris")
    found = [s for m in catalog("fr") for s in strings(m)
             if agreeing.search(s) and "{cards}" not in m.id and "counts as two" not in str(m.id)]
    assert not found, found


@pytest.mark.parametrize("lang", ["fr", "pt_BR"])
def test_a_yaku_name_keeps_its_hyphen_in_latin_scripts(lang):
    found = [(m.id, m.string) for m in catalog(lang) if m.context == "yaku" and "-" in m.id
             and m.string.replace("-", " ").casefold() == m.id.replace("-", " ").casefold() and m.string != m.id]
    assert not found, found


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_the_lone_computer_is_l_ordinateur_in_a_french_sentence(french):
    # the seats' display names as the table gives them: French tags say "Ordi", "Ordi 1", "Ordi 2"
    two, three = Seats(("Vous", i18n._("CPU")), 0), Seats(("Vous", i18n._("CPU 1"), i18n._("CPU 2")), 0)
    said = two.line(1, N_("You called koi-koi"), N_("{name} called koi-koi"))
    assert said.startswith("L’ordinateur ") and "CPU" not in said and "Ordi " not in said, said
    assert three.line(2, N_("You called koi-koi"), N_("{name} called koi-koi")).startswith("Ordi 2 ")


def test_the_lone_computer_keeps_its_name_in_english():
    assert Seats(("You", "CPU"), 0).line(1, N_("You called koi-koi"), N_("{name} called koi-koi")) \
        == "CPU called koi-koi"


def test_how_to_play_gives_cards_no_points_no_rule_counts():
    said = [line for section in explain(load_preset("nintendo")) for line in section.sentences]
    assert not [line for line in said if re.search(r"\((20|10|5|1)\)", line)]


def test_a_computer_s_last_move_is_named_by_its_seat_at_a_table_of_three(french):
    """ "dernier coup d’un ordinateur" did not say which computer: at a table of three the line names it."""
    from types import SimpleNamespace

    from koikoi.ui.table.pointer import CardPointer
    from koikoi.ui.table.stage import TRACE

    class Pointing(CardPointer):  # the words only: no card is played
        def playing(self) -> bool:
            return False

        def meets(self, card: int) -> list[int]:
            return []

        def choosing(self) -> bool:
            return False

        def choice_order(self) -> list[int]:
            return []

        def key_card(self, n: int) -> None:
            pass

    stage = SimpleNamespace(traced={5, 9}, traced_by={5: 2, 9: 1})
    table = SimpleNamespace(names=("Vous", "CPU 1", "CPU 2"), short=("Vous", "CPU 1", "CPU 2"), stage=stage,
                            sprites={5: SimpleNamespace(mark=TRACE), 9: SimpleNamespace(mark=TRACE)})
    pointer = Pointing(table)  # type: ignore[arg-type]
    assert pointer.traced_words(5, "Carte").endswith("dernier coup de CPU 2"), pointer.traced_words(5, "Carte")
    assert pointer.traced_words(9, "Carte").endswith("dernier coup de CPU 1")


def test_french_has_one_word_for_the_plain_cards():
    """The capture box says "Simples", the sentences "cartes simples" (the seed's "10 cartes simples"): no
    French message names the plain cards otherwise ("plaines", "ordinaires", "communes"), and every message
    about plains that names them says "simple"; Pi and Kasu stay the yaku's romanised names."""
    other = re.compile(r"\b(plaines?|ordinaires?|communes?)\b", re.I)
    said_otherwise = [s for m in catalog("fr") for s in strings(m) if other.search(s)]
    assert not said_otherwise, said_otherwise
    plains = re.compile(r"\bplains?\b(?! red| bonus)", re.I)  # "plain red ribbons" are ribbons; bonus cards
    unnamed = [(m.id, s) for m in catalog("fr") for s in strings(m)
               if plains.search(m.id if isinstance(m.id, str) else m.id[0]) and "{" not in s[:1]
               and "simple" not in s.casefold() and "Simpl." not in s]
    assert not unnamed, unnamed[:10]


def test_a_french_zero_or_one_point_is_said_in_the_singular():
    """French says 0 and 1 in the singular: a count's singular form (which
    ngettext gives for both) and each zero form say "0 point de
    combinaison", never "0 point de combinaisons" (the cold playtest)."""
    singular = [m.string[0] for m in catalog("fr") if m.id and isinstance(m.id, tuple)]
    singular += [s for m in catalog("fr") if m.id and "zero" in (m.context or "") for s in strings(m)]
    plural_after = [s for s in singular if re.search(r"\b0 point d(e |’)\w+s\b", s.replace("{n}", "0"))]
    assert not plural_after, plural_after
