"""A Korean particle after a seat's name takes the form the name ends with:
"CPU 1이" (1 is read 일), "CPU가" (씨피유), "준이", "민수가", "Anna가" (애나).
Every Korean entry of the catalog with a seat's field is rendered as the
game renders a line about a seat (``seat_words.in_sentence``) with each
kind of name, and the particle after the name is checked against how that
name is read, told here, not by the function under test."""

from __future__ import annotations

import re
import string

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.i18n import korean
from koikoi.ui.seat_words import in_sentence

from ..test_i18n import tool

# The fields that hold a seat's name in the catalog's sentences.
SEAT_FIELDS = {"name", "cpu", "maker", "victim", "payer", "other", "dealer", "winner", "loser", "taker"}
# Each name, and how it ends when read: 씨피유, 씨피유 일, 씨피유 이, 민수, 준, 애나.
NAMES = {"CPU": "vowel", "CPU 1": "rieul", "CPU 2": "vowel", "민수": "vowel", "준": "consonant", "Anna": "vowel"}
# The particles' forms that do not follow such an ending, written right after the name.
WRONG = {
    "vowel": ("이", "은", "을", "과", "으로", "아"),
    "consonant": ("가", "는", "를", "와", "로", "나", "랑", "야", "라고", "며"),
    "rieul": ("가", "는", "를", "와", "으로", "나", "랑", "야", "라고", "며"),
}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def korean_entries() -> list[tuple[str, str]]:
    """(msgid, each form of its Korean translation) of every entry that has a seat's field."""
    with open(tool.po_path("ko"), encoding="utf-8") as f:
        catalog = read_po(f)
    found = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if fields_of(form) & SEAT_FIELDS:
                found.append((ids[0], form))
    return found


def fields_of(text: str) -> set[str]:
    return {field for _lit, field, _spec, _conv in string.Formatter().parse(text) if field}


def said_after(text: str, name: str) -> list[str]:
    """What follows each place ``name`` stands as a word in ``text`` (not inside a longer word)."""
    return [text[m.end():] for m in re.finditer(re.escape(name), text)
            if m.start() == 0 or not ("\uac00" <= text[m.start() - 1] <= "\ud7a3" or text[m.start() - 1].isalnum())]


def test_every_korean_sentence_with_a_seat_takes_the_particle_its_name_ends_with():
    entries = korean_entries()
    assert len(entries) > 50, "the catalog's sentences about a seat were not found"
    wrong = []
    for msgid, form in entries:
        others = {field: "3" for field in fields_of(form) - SEAT_FIELDS}
        for name, sound in NAMES.items():
            text = in_sentence(form, name, **{f: name for f in fields_of(form) & SEAT_FIELDS - {"name"}}, **others)
            for after in said_after(text, name):
                if after.startswith(tuple(korean.MARKS)) or after.startswith(WRONG[sound]):
                    wrong.append(f"{msgid!r} with {name!r}: {text}")
    assert not wrong, "\n".join(wrong)


def test_a_line_about_a_seat_says_its_particle_in_the_game():
    i18n.set_language("ko")
    took = i18n._("{name} takes it, as the dealer.")
    assert in_sentence(took, "CPU 1") == "선이라서 CPU 1이 가져갑니다."
    assert in_sentence(took, "CPU") == "선이라서 CPU가 가져갑니다."
    assert in_sentence(i18n._("shown when {name} shook"), "준") == "준이 흔들 때 보여 준 패"


@pytest.mark.parametrize("word, sound", [
    ("CPU", "vowel"), ("CPU 1", "rieul"), ("CPU 2", "vowel"), ("CPU 3", "consonant"), ("CPU 6", "consonant"),
    ("CPU 10", "consonant"), ("Player 20", "consonant"), ("민수", "vowel"), ("준", "consonant"), ("길", "rieul"),
    ("민수 (방장)", "consonant"), ("Anna", "vowel"), ("Tom", "consonant"), ("Bill", "rieul"), ("Jack", "consonant"),
    ("Kate", "vowel"), ("Mark", "vowel"), ("Peter", "vowel"), ("Zoé", "vowel"), ("AI", "vowel"), ("BTS", "vowel"),
    ("HAL", "rieul"), ("はな", None), ("★", None), ("", None),
])
def test_a_name_is_read_to_its_last_sound(word, sound):
    assert korean.last_sound(word) == sound


@pytest.mark.parametrize("name, said", [
    ("CPU", "CPU가 Anna를 CPU로"), ("CPU 1", "CPU 1이 Anna를 CPU 1로"), ("준", "준이 Anna를 준으로"),
    ("はな", "はな이(가) Anna를 はな(으)로"),
])
def test_fill_chooses_each_form_and_keeps_the_two_forms_where_the_sound_is_unknown(name, said):
    assert korean.fill("{a}이(가) {b}을(를) {a}(으)로", a=name, b="Anna") == said
