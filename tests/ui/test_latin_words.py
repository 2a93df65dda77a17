"""The French and Brazilian Portuguese catalogs say each thing in one word,
the one docs/i18n.md's terms table gives, everywhere (a cold reading of
the entries changed in the second round of playtest fixes, issue 39):

- Portuguese scores in tentos ("Cada Go soma um tento"), never pontos;
  the ppuk pile is a pilha, as most lines said it (not a monte); Go-Stop's
  hand, the deal played out, is a rodada, never a mão, which is the
  cards held ("se você perder a rodada"); Stop is asked for (pedir Stop),
  as everywhere else; its quotes are straight ("Como jogar"), as in most
  of its lines.
- French names Go-Stop's hand la manche, as its other lines do, never la
  donne; and no pronoun stands for a card named by a field, which may be
  plural ("les papillons de juin"): "la carte rejoint", not "elle rejoint".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"


def said(lang: str) -> list[tuple[str, str]]:
    """(English, translation) for every form of every entry."""
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        out += [(ids[min(i, len(ids) - 1)], form) for i, form in enumerate(forms)]
    return out


NOT_SAID = {
    "pt_BR": {
        "pontos for a score (tentos)": r"\bpontos?\b",
        "a monte for the ppuk pile (pilha)": r"\bmonte\b(?! Fuji)",
        "a mão for a hand played out (rodada)": r"\b(fim da|perder a|perde a|perdeu a) mão\b|\bdobra uma mão\b",
        "saying Stop (pedir Stop)": r"\b(diz|dir|diss)\w* Stop\b",
        "curly quotes (the catalog quotes with \")": r"[“”]",
    },
    "fr": {
        "la donne for a hand (la manche)": r"\b(la|une|de|en) donne\b",
        "a pronoun for a card named by a field": r"\{card\} : (elle|il|elles|ils)\b",
    },
}


@pytest.mark.parametrize("lang, what", [(lang, what) for lang, rules in NOT_SAID.items() for what in rules])
def test_each_thing_has_its_one_word(lang, what):
    pattern = re.compile(NOT_SAID[lang][what])
    found = [f"{english!r} => {text!r}" for english, text in said(lang) if pattern.search(text)]
    assert not found, f"{lang}: {what}:\n" + "\n".join(found)
