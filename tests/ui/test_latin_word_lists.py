"""Brazilian Portuguese and French say each thing of the game in one word,
in both games, as docs/i18n.md's word lists say (a cold playtest read
Portuguese Go-Stop's "comuns" and "luz" in its lines and "Pi" and "Gwang"
on its capture boxes, two words for each kind of card; French boxes said
"Gwang" beside "lumière" in every line), as test_korean_word_list holds
Korean's:

- every form of every entry of the language's catalog is read: none says a
  word the list replaced (a kind's Korean or Japanese name used as a word
  for the kind, outside a lower-case gloss in brackets, "luzes (gwang)";
  the computer with the wrong article...);
- every yaku of every rule set has the name the list gives it (translated,
  or kept romanised as the seeds write it): a new yaku fails here until
  its name is chosen;
- Go-Stop's capture boxes, read through the game's own lookups, name the
  kinds with the words of Koi-Koi's boxes, their long and short forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.i18n import _
from koikoi.ui.gostop_words import kind_name, kind_short
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.table.panel import short_kind_name

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"


def korean_kind(word: str) -> str:
    """A Korean kind's name used as a word (the box's "Gwang"), but not inside a longer word (the yaku
    "Ogwang", the penalty "gwang-bak"), nor as a lower-case gloss in brackets ("luzes (gwang)")."""
    return rf"(?<![-\w(’']){word[0].upper()}{word[1:]}(?![-\w])|(?<![-\w(’']){word}(?![-\w)])"


# thing: (the word the list chose, what a message never says for it), for each language
NOT_SAID: dict[str, dict[str, tuple[str, str]]] = {
    "pt_BR": {
        "a bright (both games)": ("luz", korean_kind("gwang")),
        "an animal, and its yaku (both games)": ("animal; the yaku Animais", korean_kind("yeol") + r"|\bTane\b"),
        "a ribbon, and its yaku (both games)": ("fita; the yaku Fitas", korean_kind("tti") + r"|\bTanzaku\b"),
        "a plain, and its yaku (both games)": ("comum; the yaku Comuns", korean_kind("pi") + r"|\bKasu\b"),
        "the computer": ("a CPU (da CPU, à CPU)", r"\b[Cc]omputador\b|\b([Oo]|[Dd]o|[Aa]o|[Pp]elo|[Nn]o) CPU\b"),
        "the field": ("a mesa", r"\b(campo|tabuleiro)\b"),
        "points": ("tentos", r"\bpontos\b"),
    },
    "fr": {
        "a bright (both games)": ("lumière", korean_kind("gwang")),
        "a plain (both games)": ("carte simple", r"\b(ordinaire|plaine)s?\b"),
        "the computer": ("l’ordinateur; Ordi", r"\b([Ll]e|[Dd]u|[Aa]u) CPU\b"),
        "the field": ("la rivière", r"\b(champ|terrain|tapis)\b"),
    },
}

# Every yaku's name, by its English: those listed are translated, every other is kept as the seeds write it.
TRANSLATED = {
    "pt_BR": {"Tane": "Animais", "Tanzaku": "Fitas", "Kasu": "Comuns", "Four Brights": "Quatro Luzes",
              # Go-Stop's counting yaku say their kinds as Koi-Koi's do
              "Yeol": "Animais", "Tti": "Fitas", "Pi": "Comuns"},
    "fr": {"Four Brights": "Shiko", "Tanzaku": "Tan", "Nihon'isshū": "Nihon’isshū"},
}
LANGUAGES = sorted(NOT_SAID)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def entries(lang: str) -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(context, English, a form, the files it is shown from) for every form of every entry."""
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else m.id[0]
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        out += [(m.context or "", english, form, tuple(p for p, _line in m.locations)) for form in forms]
    return out


@pytest.mark.parametrize(("lang", "thing"), [(lang, thing) for lang in LANGUAGES for thing in sorted(NOT_SAID[lang])])
def test_each_thing_is_said_in_the_word_list_s_word(lang, thing):
    word, pattern = NOT_SAID[lang][thing][0], re.compile(NOT_SAID[lang][thing][1])
    found = [f"[{ctx}] {english!r} => {text!r}" for ctx, english, text, _where in entries(lang)
             if pattern.search(text)]
    assert not found, f"{lang}: {thing} is {word}:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_yaku_has_the_name_the_word_list_gives_it(lang):
    names = {english: text for ctx, english, text, where in entries(lang)
             if ctx == "yaku" and not english.endswith(".") and any(p.endswith(".toml") for p in where)}
    assert len(names) >= 25, sorted(names)  # the presets' yaku were found, Koi-Koi's and Go-Stop's
    wrong = {english: (text, TRANSLATED[lang].get(english, english)) for english, text in names.items()
             if text != TRANSLATED[lang].get(english, english)}
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_go_stop_s_boxes_name_the_kinds_as_koi_koi_s_boxes_do(lang):
    """A Go-Stop box's name is the Koi-Koi box's ("Comuns", "Simples (Pi)":
    the yaku's name may follow in brackets where it is another word), its
    short form Koi-Koi's short form ("Com.", "Simp.")."""
    i18n.set_language(lang)
    for kind in Kind:
        koikoi = _(KIND_NAMES[kind])
        assert kind_name(kind) == koikoi or kind_name(kind).startswith(koikoi + " ("), (lang, kind, kind_name(kind))
        assert kind_short(kind) == short_kind_name(kind), (lang, kind, kind_short(kind))
