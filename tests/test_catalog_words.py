"""Words each catalog says the same way everywhere, read from the catalogs
themselves (every msgstr, every plural form), so a new message that says
them otherwise fails here (docs/i18n.md).

- French names the computer "Ordi" on its tag and "l’ordinateur" in a
  sentence, never "CPU" (each language's one word for it:
  tests/ui/test_computer_one_word.py).
- French and Portuguese write a common noun in lower case inside a
  sentence's parentheses ("(points du chongtong)" read "(Points du
  chongtong)"): a capital after "(" is allowed only for a yaku's name (the
  catalog's own, context ``yaku``) or a name on :data:`PROPER`.
- A card's July flower is the bush clover (hagi) in English, never a bare
  "clover" (the trefoil is another plant)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = ROOT / "koikoi" / "i18n" / "catalogs"

# The names a French or Portuguese sentence may put after "(" with a capital, besides the yaku's (docs/i18n.md):
# the deal's own romanised terms, the game's name, the Korean names of Go-Stop's kinds, a key and a screen's name.
PROPER = frozenset({
    "Teshi", "Kuttsuki", "Oya-ken", "Go-Stop", "Gwang", "Yeol", "Tti", "Pi", "F11",
    "Réglages", "Configurações",  # the Settings screen, named where a sentence sends the player to it
})


def messages(lang: str) -> list[tuple[str | None, str, str]]:
    """(context, English, translation) for every form of every message of ``lang``'s catalog (``koikoi``: the template)."""
    with open(CATALOGS / ("koikoi.pot" if lang == "koikoi" else f"{lang}.po"), "rb") as f:
        catalog = read_po(f, locale=None if lang == "koikoi" else lang)
    found = []
    for m in catalog:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else m.id[0]
        for said in (m.string if isinstance(m.string, tuple) else (m.string,)):
            found.append((m.context, english, said))
    return found


def test_french_names_the_computer_ordinateur_and_its_tag_ordi():
    said = {(context, english): text for context, english, text in messages("fr")}
    assert said[(None, "CPU")] == "Ordi"
    assert said[("computer in a sentence", "CPU")] == "l’ordinateur"
    assert said[(None, "CPU 1")] == "Ordi 1" and said[(None, "CPU 2")] == "Ordi 2"


@pytest.mark.parametrize("lang", ["fr", "pt_BR"])
def test_no_common_noun_has_a_capital_inside_parentheses(lang):
    every = messages(lang)
    names = {said.split()[0] for context, _english, said in every if context == "yaku" and said} | PROPER
    found = []
    for _context, english, said in every:
        for m in re.finditer(r"\(\s*([A-ZÀ-ÖØ-Þ][\w’'-]*)", said):
            word = m.group(1)
            if word not in names:
                found.append(f"{word!r} in {said!r} ({english!r})")
    assert not found, f"{lang}: capitals inside parentheses:\n" + "\n".join(found)


def test_english_says_bush_clover_for_july():
    found = [f"{context}: {english!r}" for context, english, _said in messages("koikoi")
             if re.search(r"(?<!bush )\bclover\b", english, re.IGNORECASE)]
    assert not found, "July's flower is the bush clover:\n" + "\n".join(found)


# "no pair" in each language's words, as a cold reader had Portuguese say it
NO_PAIR = {"fr": ("sans paire", "sans partenaire"), "pt_BR": ("sem par",), "ko": ("짝이 없",), "ja": ("合う札がなく",)}


@pytest.mark.parametrize("lang", sorted(NO_PAIR))
def test_a_go_stop_card_that_stayed_on_the_field_is_not_said_to_have_had_no_pair(lang):
    """In Go-Stop a card played onto its month stays there too when the
    flip brings a third (a ppuk): its line says it took nothing, never that
    it met no card (pt15: "sem par" just before "you made a ppuk")."""
    catalog = read_po((CATALOGS / f"{lang}.po").open("rb"))
    wrong = [str(m.string) for m in catalog if m.context == "gostop" and isinstance(m.id, str)
             and m.id.endswith("which stayed on the field.") and any(w in str(m.string) for w in NO_PAIR[lang])]
    assert not wrong, "\n".join(wrong)


FIELD_ELSEWISE = re.compile(r"\b(terrain|tapis|plateau)\b|\b(sur|dans) la table\b", re.I)


def test_french_says_the_field_one_way():
    """The field is "la rivière" in every French message that names it, the
    word of the user's French rule document (docs/i18n.md's terms): no
    message says it "le terrain", "le tapis", "le plateau" or "la table"
    (issue 39 asked for one word for it; the catalog already had one).
    "À la table" (the pause menu's heading of the table's keys) and "de
    votre côté de la table" (where captures lie) are the whole table, not
    the field."""
    with open(CATALOGS / "fr.po", "rb") as f:
        cat = read_po(f)
    said = named = 0
    for m in cat:
        if not m.id:
            continue
        english = " ".join(m.id) if isinstance(m.id, (tuple, list)) else m.id
        french = " ".join(m.string) if isinstance(m.string, (tuple, list)) else m.string
        assert not FIELD_ELSEWISE.search(french), (english, french)
        if re.search(r"\bon the field\b|\bin the field\b|\bto the field\b", english):
            named += 1
            said += "rivière" in french
    assert named > 20 and said == named, (said, named)
