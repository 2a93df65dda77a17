"""Lines break where each language breaks them: the sentences of the five
catalogs wrapped at several widths, each break compared with the places
the line breaking libraries allow (Unicode's UAX #14 by uniseg; Japanese
phrases by BudouX; Korean words whole, at their spaces), a file path
broken only after a separator, a hyphenated word (koi-koi, go-bak) kept
whole, a short label kept with its colon ("Last move:"), a number with
the word after it and a sum's sign with its number ("5 points", "+ 1"), no line started
by a separator between a line's parts (" · "), no last line of one lone word or phrase where the line before could
have lent it one more, and no line broken before it is full."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import budoux
import pygame
import pytest
from babel.messages.pofile import read_po
from uniseg.linebreak import line_break_boundaries, line_break_units

from koikoi.resources import asset
from koikoi.ui.assets import FONT_FILES, FONT_SCALE
from koikoi.ui.breaks import (GAME_WORDS, NO_LINE_END, SET_PHRASES, NO_LINE_START, held, in_labels, japanese_glue, numbers_kept,
                              starts_with_separator, uax14)
from koikoi.ui.textfit import wrap

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
LANGS = ["en", "fr", "pt_BR", "ko", "ja"]
WIDTHS = [130, 220, 360, 560]  # pixels, at a 20-pixel font: a narrow column to a dialog's width
PATH = "/home/player/.local/share/koikoi-hanafuda/saved-matches/match.json"  # a path as the game says one
SEPARATOR = "/"
JAPANESE = budoux.load_default_japanese_parser()
# A demonstrative and the noun after it ("この局は"), which BudouX parts and Japanese readers do not ("この / 局は"),
# and the adnominal 同じ with its noun ("同じ / 月を", pt25)
DEMONSTRATIVE = re.compile(r"(?:この|その|あの|(?<!な)どの|同じ)(?=[\u3400-\u9fff\u30a1-\u30fcA-Za-z0-9０-９])")


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return pygame.font.Font(str(asset("fonts", FONT_FILES[False])), round(20 * FONT_SCALE))


@lru_cache
def sentences(lang: str) -> list[str]:
    """The catalog's sentences (the source's in English) of three words or
    more, each field filled: a path where there is one, a number elsewhere."""
    name = "koikoi.pot" if lang == "en" else f"{lang}.po"
    with open(CATALOGS / name, "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id:
            continue
        text = message.id if lang == "en" else message.string
        if isinstance(text, (tuple, list)):  # a message with plurals: its first form
            text = text[0]
        if len(text.split()) < 3 and len(text) < 12:  # a label, not a sentence (Japanese has no spaces)
            continue
        text = re.sub(r"\{(path|folder|aside|moved|file)\}", PATH, text)
        text = re.sub(r"\{[^{}]*\}", "12", text)
        out.append(re.sub(r"(?<=[。！？]) ", "", " ".join(text.split())))  # as the wrap sets it: no space after 。
    return out[:: max(1, len(out) // 100)]  # about 100 of each language, spread through the catalog


def normalised(text: str) -> str:
    return " ".join(text.split())


def break_offsets(text: str, lines: list[str]) -> list[int]:
    """Where in ``text`` each line but the first starts: where the lines were broken."""
    offsets, at = [], 0
    for line in lines[:-1]:
        at = text.index(line, at) + len(line)
        while at < len(text) and text[at] == " ":
            at += 1
        offsets.append(at)
    return offsets


def allowed(text: str, lang: str) -> list[set[int]]:
    """The places a line may break, the preferred first: [phrase ends (in
    Japanese), UAX #14's, after a path's separators]."""
    uax = {p for p in line_break_boundaries(text) if p < len(text)}
    if lang == "ko":  # Korean: between words only
        uax = {p for p in uax if text[p - 1] == " "}
    levels = [uax]
    if lang == "ja":
        ends, at = set(), 0
        for phrase in JAPANESE.parse(text):
            at += len(phrase)
            ends.add(at)
        for word in GAME_WORDS + SET_PHRASES:  # the game's own words, which the model would break ("こい|こい"), and
            # set phrases ("気を|つけ"), kept whole
            for m in re.finditer(word, text):
                ends -= set(range(m.start() + 1, m.end()))
        for m in DEMONSTRATIVE.finditer(text):  # the phrase starts before the demonstrative, not after it
            ends.discard(m.end())
            if m.start() in uax:
                ends.add(m.start())
        for p in list(ends):  # a phrase's end before a colon or a closing mark is after it ("した|：" → "した：|")
            q = p
            while q < len(text) and q not in uax and text[q] in NO_LINE_START:
                q += 1
            if q > p and (q == len(text) or text[q] not in NO_LINE_START and text[q - 1] not in NO_LINE_END):
                ends.add(q)
                uax.add(q)
        uax -= japanese_glue(text)  # a katakana word, a number and its unit: see test_japanese_breaks.py
        levels = [uax]
        levels.insert(0, {p for p in uax if p in ends or text[p - 1] == " "})
    # "koi-|koi", "go-|bak": not at a hyphen between two letters, unless the word is wider than a line
    levels.insert(0, {p for p in levels[0] if not (text[p - 1] == "-" and text[p - 2:p + 1:2].isalpha())})
    # "마지막 수:", "Last move:": a short label is not broken before its colon unless it is wider than a line
    levels[0] -= in_labels(text)
    # "5 points", "5 + 1": a number kept with its word, a sum's sign with its number, unless wider than a line
    levels[0] -= numbers_kept(text)
    # "(CPU의 코이코이)", "CPU 2", "Club français, jeu à thème", "Go 1: +1": a unit kept whole (test_units_kept.py)
    levels[0] -= held(text)
    # "Round 3 of 6 · You 12": a separator between a line's parts ends a line, never starts one (in any language)
    return [{p for p in level if not starts_with_separator(text, p)} for level in levels]


def wider_than(text: str, p: int, cuts: set[int], font, width: int) -> bool:  # noqa: ANN001
    """Whether the unit of ``text`` around ``p`` between two of ``cuts`` is wider than ``width``."""
    before = max([c for c in cuts if c < p], default=0)
    after = min([c for c in cuts if c > p], default=len(text))
    return font.size(text[before:after].strip())[0] > width


def problems(text: str, lang: str, font, width: int) -> list[str]:  # noqa: ANN001
    lines = wrap(text, font, width)
    said = f"{lang} at {width} px: {lines}"
    if normalised("".join(lines)).replace(" ", "") != text.replace(" ", ""):
        return [f"words lost or changed, {said}"]
    found = []
    for line in lines:
        if font.size(line)[0] > width and len(line) > 1:
            found.append(f"{line!r} is wider than {width} px, {said}")
    levels = allowed(text, lang)
    spans = [(m.start(), m.end()) for m in re.finditer(re.escape(PATH), text)]
    for p in break_offsets(text, lines):
        if starts_with_separator(text, p):
            found.append(f"a line starts with the separator at {text[max(0, p - 8):p]!r}|{text[p:p + 8]!r}, {said}")
        in_path = next(((s, e) for s, e in spans if s <= p < e and (p > s or text[s - 1] == " ")), None)
        if in_path:  # after a separator, or before the path where a space stands before it
            s, e = in_path
            seps = {i + 1 for i in range(s, e) if text[i] == SEPARATOR} | {s, e}
            if p not in seps and not wider_than(text, p, seps, font, width):
                found.append(f"the path is broken inside a name at {text[p - 8:p]!r}|{text[p:p + 8]!r}, {said}")
            continue
        # at a preferred place; else at a place the library allows, inside a phrase no line can hold;
        # else anywhere, inside a word no line can hold
        if p in levels[0]:
            continue
        if any(p in level and wider_than(text, p, levels[0], font, width) for level in levels[1:]):
            continue
        if not wider_than(text, p, levels[-1], font, width):
            found.append(f"broken inside a word at {text[max(0, p - 8):p]!r}|{text[p:p + 8]!r}, {said}")
    if len(lines) >= 2 and not spans:
        found += orphan(text, lang, lines, levels[0], font, width, said)
        found += too_early(text, lines, levels[0], font, width, said)
    return found


def too_early(text, lines, cuts, font, width, said) -> list[str]:  # noqa: ANN001
    """A line that had room for the next word or phrase, but for the one
    the line before the last lends it ("Teshi (…): that / player wins…")."""
    found = []
    starts = break_offsets(text, lines)
    for i, start in enumerate(starts):
        nxt = min([c for c in cuts if c > start], default=len(text))
        if font.size(text[([0, *starts][i]):nxt].strip())[0] > width:
            continue
        lent = i == len(starts) - 1 and len([c for c in cuts if c > start]) == 1  # the last line: lent one + its own
        if not lent and not opened(text, start, nxt):
            found.append(f"line {i + 1} {lines[i]!r} had room for {text[start:nxt].strip()!r}, {said}")
    return found


def opened(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` leaves a Japanese parenthesis open: a line that had room for it ended before
    it, so that a short parenthesis goes down whole (pt25 read "マッゴ（二人で / 遊ぶゴーストップ）"), and a last
    line is not lent a piece of one."""
    said = text[start:end]
    return said.count("（") > said.count("）")


def orphan(text, lang, lines, cuts, font, width, said) -> list[str]:  # noqa: ANN001
    """A last line of one word or phrase, where the line before could give it its last one and keep two (one
    where it is the first)."""
    last_starts = break_offsets(text, lines)[-1]
    inside_last = [c for c in cuts if c > last_starts]
    if inside_last:
        return []  # two words or more
    before = break_offsets(text, lines)[-2] if len(lines) > 2 else 0
    inside_before = sorted(c for c in cuts if before < c < last_starts)
    if len(inside_before) < (1 if len(lines) == 2 else 2):
        return []  # the line before has one word only, or two between others: it can give none (and keep no
        # lone word in the middle, test_lone_word_lines.py)
    given = text[inside_before[-1]:].strip()
    if font.size(given)[0] <= width and not opened(text, 0, inside_before[-1]):
        return [f"the last line {lines[-1]!r} stands alone, though {given!r} fits a line, {said}"]
    return []


@pytest.mark.parametrize("lang", LANGS)
def test_lines_break_where_the_language_breaks_them(font, lang):
    found = [problem for text in sentences(lang) for width in WIDTHS for problem in problems(text, lang, font, width)]
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:25])


def test_a_path_breaks_after_its_separators_even_at_the_end_of_a_sentence(font):
    text = f"The saved match in {PATH} could not be read. It was moved to {PATH}.bad-20261206; start a new match."
    for width in range(120, 700, 7):
        lines = wrap(text, font, width)
        for part in PATH.split(SEPARATOR):
            if font.size(part)[0] <= width:
                assert any(part in line for line in lines), (width, part, lines)


@pytest.mark.parametrize("term", ["koi-koi", "go-bak", "pi-bak", "gwang-bak", "Hanami-zake", "Ame-shiko"])
def test_a_hyphenated_word_is_not_broken_at_its_hyphen(font, term):
    text = f"The player who calls {term} again and again wins the {term} round, says the {term} rule."
    for width in range(font.size(term)[0] + 2, 600, 3):
        lines = wrap(text, font, width)
        assert not any(line.endswith(term.split("-")[0] + "-") for line in lines), (width, lines)
        assert " ".join(lines) == text


def test_units_of_the_library_are_what_this_test_compares_with():
    """The libraries answer as this test expects (a new version that did not would make it pass for nothing)."""
    assert list(line_break_units("to be read")) == ["to ", "be ", "read"]
    assert JAPANESE.parse("あなたの番です。") == ["あなたの", "番です。"]


def test_an_empty_text_has_no_line_and_a_first_line_may_be_narrower(font):
    assert wrap("", font, 200) == [] and wrap("   ", font, 200, first=50) == []
    lines = wrap("Last move: you turned up the Plum poetry ribbon and took the Plum warbler.", font, 400, first=120)
    assert font.size(lines[0])[0] <= 120 and all(font.size(line)[0] <= 400 for line in lines[1:])
    assert " ".join(lines) == "Last move: you turned up the Plum poetry ribbon and took the Plum warbler."


@pytest.mark.parametrize("lang", LANGS)
def test_uniseg_asked_a_word_at_a_time_answers_as_asked_the_whole_text(lang):
    """breaks.uax14 asks uniseg word by word, to keep its answers: the same as for the whole text."""
    for i, text in enumerate(sentences(lang)):
        for t in (text, f"« {text} » : ({text}) — {text}!") if i % 5 == 0 else (text,):  # marks around words too
            assert uax14(t) == {p for p in line_break_boundaries(t) if p < len(t)}, t


@pytest.mark.parametrize("lang", LANGS)
def test_a_separator_between_the_parts_of_a_line_never_starts_one(font, lang):
    """The title's saved-match line at 150% text began a line with "·"
    ("Rodada 3 de 6 / · Você 12"): a spaced separator stays at the end of
    the line before. Every catalog sentence with one, at every width."""
    name = "koikoi.pot" if lang == "en" else f"{lang}.po"
    with open(CATALOGS / name, "rb") as f:
        catalog = read_po(f)
    texts = []
    for message in catalog:
        text = message.id if lang == "en" else message.string
        text = text[0] if isinstance(text, (tuple, list)) else text
        if text and " · " in text:
            texts.append(" ".join(re.sub(r"\{[^{}]*\}", "12", text).split()))
    texts.append("Round 3 of 6 · You 12 · CPU 8 · Koi-Koi, Nintendo rules")
    for text in texts:
        for width in range(WIDTHS[0], 700, 9):  # from a narrow column: narrower, a word alone is cut
            lines = wrap(text, font, width)
            assert not [line for line in lines[1:] if line.startswith("·")], (width, lines)
