"""French elides "de" and "que" before a name beginning with a vowel: the
computers at a table of three are "Ordi 1" and "Ordi 2" in French, so a
line says "Au tour d’Ordi 1", "ce qu’Ordi 2 a pris", never "de Ordi 1"
(a playtester's reading: a French player sees a mistake). Other languages
keep their prepositions as written (Portuguese "de Ana"), and a name that
begins with a consonant leaves "de" whole.

Every French message that names a seat by a field is filled with each
computer's name as the game fills it (``seat_words.seats_in_sentence``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.i18n import _
from koikoi.i18n.articles import elided
from koikoi.ui.seat_words import seats_in_sentence

CATALOG = Path(i18n.__file__).parent / "catalogs" / "fr.po"
SEAT_FIELDS = ("name", "owner", "payer")
UNELIDED = re.compile(r"(?<![\w’'])(de|que) [AEIOUaeiou]", re.IGNORECASE)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_elision_is_french_and_before_a_vowel_only():
    assert elided("Au tour de {name}", "name", "Ordi 1", "fr") == "Au tour d’{name}"
    assert elided("Ce que {name} a pris. De {name}", "name", "Ordi 2", "fr") == "Ce qu’{name} a pris. D’{name}"
    assert elided("Au tour de {name}", "name", "Bob", "fr") == "Au tour de {name}"
    assert elided("La carte de {name}", "name", "l’ordinateur", "fr") == "La carte de {name}"
    assert elided("Vez de {name}", "name", "Ana", "pt_BR") == "Vez de {name}"
    # a word that only ends as "de" does is not the preposition
    assert elided("Garde {name}", "name", "Ordi 1", "fr") == "Garde {name}"


def test_every_french_line_naming_a_computer_elides_before_it():
    i18n.set_language("fr")
    with open(CATALOG, "rb") as f:
        cat = read_po(f, locale="fr")
    names = [_("CPU 1"), _("CPU 2")]
    assert all(n[:1] in "AEIOU" for n in names), names  # the case this test is about
    checked, wrong = 0, []
    for m in cat:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        if not m.id or not any("{" + f + "}" in i for f in SEAT_FIELDS for i in ids):
            continue
        for s in m.string if isinstance(m.string, tuple) else (m.string,):
            fields = [f for f in SEAT_FIELDS if "{" + f + "}" in s]
            if not s or not fields:
                continue
            for name in names:
                other = {k: 3 for k in re.findall(r"\{(\w+)\}", s) if k not in fields}
                text = seats_in_sentence(s, {f: name for f in fields}, **other)
                checked += 1
                if UNELIDED.search(text):
                    wrong.append(text)
    assert checked > 100, checked
    assert not wrong, wrong[:10]

