"""The French and Brazilian Portuguese catalogs say each thing in one word,
the one docs/i18n.md's terms table gives, everywhere (a cold reading of
the entries changed in the second round of playtest fixes, issue 39):

- Portuguese scores in tentos ("Cada Go soma um tento"), never pontos;
  the ppuk pile is a pilha, as most lines said it (not a monte); Go-Stop's
  hand, the deal played out, is a rodada, never a mão, which is the
  cards held ("se você perder a rodada"); Stop is asked for (pedir Stop),
  as everywhere else.
- French names Go-Stop's hand la manche, as its other lines do, never la
  donne; and no pronoun stands for a card named by a field, which may be
  plural ("les papillons de juin"): "la carte rejoint", not "elle rejoint".

Each language quotes one way, its own (pt24: Brazilian typography quotes
with curly marks, and the catalog had straight ones): English and
Brazilian Portuguese “…” (‘…’ inside), French « … », Korean “…” (and ‘…’
for a setting's or a button's name, as Korean software writes it),
Japanese 「…」. A straight " is left only around a rule file's own key
("format", "version", "{key}"), written as the file writes it.
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


QUOTES = {"en": "“”‘’", "fr": "«»", "pt_BR": "“”‘’", "ko": "“”‘’", "ja": "「」『』"}
ALL_QUOTES = "“”‘’«»「」『』\""
FILE_KEY = re.compile(r'"(format|level|version|\{key\}|\{preset\}|\{format\})"')  # a rule or save file's own key


def english() -> list[tuple[str, str]]:
    """(English, English) for every form of every message of the template."""
    with open(CATALOGS / "koikoi.pot", "rb") as f:
        catalog = read_po(f)
    return [(i, i) for m in catalog if m.id for i in ([m.id] if isinstance(m.id, str) else m.id)]


@pytest.mark.parametrize("lang", sorted(QUOTES))
def test_each_language_quotes_its_own_way(lang):
    entries = english() if lang == "en" else said(lang)
    wrong = []
    for source, text in entries:
        text = re.sub(r"(?<=\w)’", "", FILE_KEY.sub("", text))  # an apostrophe (d’Ume), or a quote's end: its start
        marks = {c for c in text if c in ALL_QUOTES}  # is enough to tell
        if marks - set(QUOTES[lang]):
            wrong.append(f"{source!r} => {text!r}")
    assert not wrong, f"{lang} quotes with {QUOTES[lang]}:\n" + "\n".join(wrong)
