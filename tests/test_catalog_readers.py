"""What a native reader of French, Brazilian Portuguese and Japanese found
in the sentences written since the catalogs began (r11's cold reading),
held over each whole catalog so a new message does not bring it back:

- French lays a card *in* the field, "dans la rivière", as the catalog's
  hundred other lines do: "sur la rivière" reads as on a river's surface.
- French *says* Go ("dire Go", as every Go-Stop line does): "annoncer" is
  for koi-koi, Koi-Koi's call.
- French names the round's month by the panel's words ("Mois : Pin"),
  never "le mois Pin", a flower written as if it were a month's name.
- Brazilian Portuguese: "naipe" replaced by "mês" left "cada mês é um
  mês" (each month is a month); and a relative "que" after "do maço"
  tells of the deck, not the card turned up.
- Japanese says Go-Stop's stop ストップ in every line, never 止める beside it, and names the
  ppuk pile ポク, never ポクの山 (山 is the deck)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.month_said import month_rule, month_words

CATALOGS = Path(__file__).resolve().parent.parent / "koikoi" / "i18n" / "catalogs"


def said(lang: str) -> list[tuple[str | None, str, str]]:
    """(context, English, translation) for every form of every message of ``lang``'s catalog."""
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    found = []
    for m in catalog:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else m.id[-1]
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            found.append((m.context, english, text))
    return found


def test_french_lays_cards_in_the_river_never_on_it():
    every = said("fr")
    assert sum("dans la rivière" in text for _c, _e, text in every) > 50  # the catalog's own way
    on = [text for _c, _e, text in every if re.search(r"\bsur la rivière\b", text)]
    assert not on, on


def test_french_says_go_and_announces_koi_koi():
    every = said("fr")
    assert sum(bool(re.search(r"\bdi(t|re|rait|sent)\b Go\b", text)) for _c, _e, text in every) > 10
    announced = [text for _c, _e, text in every if re.search(r"\bannonc\w*( le| un)? Go\b", text)]
    assert not announced, announced


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("preset", ["nintendo", "fr-variant"])
@pytest.mark.parametrize("month", [1, 7, 12])
def test_french_names_the_round_s_month_as_the_panel_does(french, preset, month):
    """The panel says "Mois : Pin"; pointing at it said "Cette manche est celle du mois Pin" (a flower
    after "mois", capitalised mid-sentence). Every month, under rules with and without a month yaku."""
    rules = load_preset(preset)
    for text in (month_words(rules, month), month_rule(rules)):
        assert not re.search(r"\bmois [A-ZÉ]", text), text
        assert "{" not in text, text
    flower = i18n._(["Pine", "Plum", "Cherry", "Wisteria", "Iris", "Peony", "Bush clover", "Pampas",
                     "Chrysanthemum", "Maple", "Willow", "Paulownia"][month - 1])
    assert month_words(rules, month).startswith(f"Mois de cette manche : {flower} ("), month_words(rules, month)


def test_portuguese_months_are_not_said_to_be_months():
    tautology = [text for _c, _e, text in said("pt_BR") if re.search(r"\bmês é um mês\b", text)]
    assert not tautology, tautology


def test_portuguese_turned_up_card_is_what_the_relative_tells_of():
    """ "Você virou {card} do maço, que caiu sobre..." made the deck fall on the field's cards: the card turned
    up stands just before its "que", as the catalog's other lines put it ("Você virou do maço {card}, que...")."""
    deck_fell = [text for _c, _e, text in said("pt_BR") if re.search(r"do maço, que\b", text)]
    assert not deck_fell, deck_fell


def test_japanese_says_stop_sutoppu_in_go_stop():
    every = said("ja")
    stops = [(english, text) for _c, english, text in every
             if re.search(r"\bstops? first\b", english) and re.search(r"\bGo\b|go-bak", english)]
    assert len(stops) >= 8  # Go-Stop's Go question, its short forms and its lessons; Koi-Koi's say 勝負
    otherwise = [(english, text) for english, text in stops if "ストップ" not in text or "止め" in text]
    assert not otherwise, otherwise


def test_japanese_names_the_ppuk_pile_ppuk_never_a_yama():
    """山 is the deck (山札): "ポクの山" read as a second deck. The catalog's other lines name the pile itself
    ポク ("自分のポクを取り返しました"), as Korean says 뻑 and never 뻑 더미."""
    every = said("ja")
    yama = [text for _c, _e, text in every if "ポクの山" in text]
    assert not yama, yama
    piles = [text for _c, english, text in every if re.search(r"\bppuk pile|\bstays on (the pile|a ppuk)", english)]
    assert len(piles) >= 8 and all("ポク" in text for text in piles), piles


def test_french_names_a_bonus_card_first_seen_once():
    """A French bonus card's name says it is one ("la carte bonus qui vaut deux cartes simples"): the lesson
    that shows it said "Une carte bonus, qui n’est d’aucun mois, est en jeu : la carte bonus qui vaut deux
    cartes simples." Its sentence leaves "bonus" to the name."""
    every = said("fr")
    names = [text for context, english, text in every if context == "card" and english.startswith("Bonus")]
    assert len(names) >= 4 and all("bonus" in text for text in names), names
    lessons = [text for _c, english, text in every if english.startswith("The {card} belongs to no month")]
    assert len(lessons) == 2
    twice = [text for text in lessons if "bonus" in re.sub(r"\{[^{}]*\}", "", text)]
    assert not twice, twice
