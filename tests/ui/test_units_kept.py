"""A unit is kept on one line wherever a line can hold it, in every
message of every catalog and at every width: a short parenthesis, a
seat's name and its number, a rule set's name, a label and the figure
after its colon. Cold playtesters read Korean "5 × 2 (CPU의 / 코이코이)", French
"Club français, jeu / à thème" in the title's rules panel, Go or Stop?'s
"Go 1: / +1 point" and the replay's last-move line's "CPU / 2"."""

from __future__ import annotations

import gettext
import re
from functools import lru_cache
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from koikoi.games.matchrecord import GAMES
from koikoi.resources import asset
from koikoi.ui.assets import FONT_FILES, FONT_SCALE
from koikoi.ui.breaks import is_japanese, japanese_glue, uax14
from koikoi.ui.textfit import wrap

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
WIDTHS = [70, 100, 140, 200, 280, 400]
SEAT = "CPU 2"  # a seat's name at a table of three
PARENTHESIS = re.compile(r"[(（][^()（）{}]{1,24}[)）]")
# a label (three words at most, 16 characters, not Japanese, which breaks between phrases) and its figure
LABEL_FIGURE = re.compile(r"(?:^|(?<=[·.!?] ))([^\s·.!?:{}()][^·.!?:{}()]{0,15}?: *[-+×]?\d+)")


def messages(lang: str) -> list[str]:
    """Every message of ``lang`` (each plural form), as said."""
    with open(CATALOGS / ("koikoi.pot" if lang == "en" else f"{lang}.po"), "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if m.id:
            said = m.id if lang == "en" else m.string
            out += [" ".join(s.split()) for s in (said if isinstance(said, (tuple, list)) else [said]) if s]
    return out


@lru_cache(maxsize=8)
def preset_names(lang: str) -> list[str]:
    titles = [game.load_rules(name).title for game in GAMES.values() for name in game.presets]
    if lang != "en":
        with open(CATALOGS / f"{lang}.mo", "rb") as f:
            catalog = gettext.GNUTranslations(f)
        titles = [catalog.pgettext("preset", t) for t in titles]
    return [t for t in titles if " " in t]


def texts_and_units(lang: str) -> list[tuple[str, list[str]]]:
    """(a text, the units in it) for each message of ``lang``: its fields
    filled with a seat's name, a number, or (a field that names rules) each
    rule set's name; the units are the short parentheses, the seat's name,
    the rule set's name and each short label with its figure."""
    out = []
    for message in messages(lang):
        fields = re.findall(r"\{(\w*)[^{}]*\}", message)
        fills = [{f: SEAT if f in ("name", "who", "winner", "loser") else "12" for f in fields}]
        if any(f in ("rules", "preset", "title") for f in fields):
            fills = [{f: name if f in ("rules", "preset", "title") else "12" for f in fields}
                     for name in preset_names(lang)]
        for fill in fills:
            try:
                text = message.format(**fill)
            except (KeyError, IndexError, ValueError):
                continue
            units = [m.group() for m in PARENTHESIS.finditer(text)  # Japanese breaks between its phrases
                     if len(m.group().split()) <= 4 and not any(map(is_japanese, text))]
            units += [m.group(1) for m in LABEL_FIGURE.finditer(text)
                      if len(m.group(1).split(":")[0].split()) <= 3 and not any(map(is_japanese, m.group(1)))]
            units += [u for u in [SEAT, *preset_names(lang)] if " " in u and u in text]
            if units:
                out.append((text, units))
    return out


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return pygame.font.Font(str(asset("fonts", FONT_FILES[False])), round(20 * FONT_SCALE))


def with_attached(text: str, unit: str) -> str:
    """``unit`` with what no line may part from it: the letters written on
    either side of it with no space ("없습니다(12)."), and in Japanese the
    text up to where a line may break ("CPU 2は、")."""
    at = text.find(unit)
    start, end = at, at + len(unit)
    if any(is_japanese(ch) for ch in text):  # up to where UAX #14 and Japanese's own rules let a line break
        can = uax14(text) - japanese_glue(text)
        while end < len(text) and end not in can:
            end += 1
        while start > 0 and start not in can:
            start -= 1
    else:
        while end < len(text) and not text[end].isspace():
            end += 1
        while start > 0 and not text[start - 1].isspace():
            start -= 1
    while re.match(r" [·|;:!?»]", text[end:end + 2]):  # a separator, French marks after a space, «…»
        end += 2
        while end < len(text) and not text[end].isspace():
            end += 1
    while text[max(0, start - 2):start] == "« ":  # and what is written before it ("(« CPU 2 »")
        start -= 2
        while start > 0 and not text[start - 1].isspace():
            start -= 1
    return text[start:end]


def room_needed(text: str, unit: str, units: list[str], font: pygame.font.Font) -> int:
    """How wide a line must be to hold ``unit``: with what is attached to
    it, and within the widest unit that holds it ("(two-player Go-Stop)"
    in "Matgo (two-player Go-Stop)")."""
    return max(font.size(with_attached(text, u))[0] for u in units if unit in u)


def split_units(text: str, units: list[str], font: pygame.font.Font) -> list[str]:
    """Each unit a line could hold, with what is attached to it, found split over lines."""
    found = []
    for width in WIDTHS:
        lines = [line.strip() for line in wrap(text, font, width)]
        for unit in units:
            if room_needed(text, unit, units, font) <= width and not any(unit in line for line in lines):
                found.append(f"{unit!r} at {width}: {lines}")
    return found


def test_the_playtesters_lines_keep_their_units(font):
    said = {"5 × 2 (CPU의 코이코이)": "(CPU의 코이코이)", "Règles : Club français, jeu à thème": "Club français, jeu à thème",
            "Go 1: +1 point if you win (1 for each Go); from the third Go, the total doubles too.": "Go 1: +1",
            "Last move: CPU 2 took the Pine crane with the Pine plain.": "CPU 2",
            "지금 승부를 내면 7 × 2 (7점 이상) = 14점": "7 × 2"}
    found = [f for text, unit in said.items() for f in split_units(text, [unit], font)]
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_no_line_breaks_inside_a_unit_a_line_can_hold(font, lang):
    found = [f for text, units in texts_and_units(lang) for f in split_units(text, units, font)]
    assert not found, f"{len(found)}: {found[:12]}"
