"""No line of one lone word in the middle of a paragraph where it had room
for the next: pt26 read the French koi-koi question at 150% text as
"Yame avant vous, il / marque / double (×4 dès 7 pts)." -- the last line's
parenthesis had borrowed "double" from the line before, which kept only
"marque". A last line borrows its neighbour only where the line before
keeps two words or more; the five catalogs' sentences, wrapped at widths
from a narrow column to a dialog's, never leave a lone word on a line that
had room for the next one."""

from __future__ import annotations

import pygame
import pytest

from koikoi.resources import asset
from koikoi.ui.assets import FONT_FILES, FONT_SCALE
from koikoi.ui.textfit import wrap

from .test_linebreak import LANGS, SEPARATOR, allowed, break_offsets, opened, sentences

WIDTHS = [130, 175, 220, 290, 360, 460, 560]


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return pygame.font.Font(str(asset("fonts", FONT_FILES[False])), round(20 * FONT_SCALE))


def lone_lines(text: str, lang: str, font, width: int) -> list[str]:  # noqa: ANN001
    """Each line between two others that holds one word (or Japanese phrase) alone and had room for the next."""
    lines = wrap(text, font, width)
    cuts = allowed(text, lang)[0]
    starts = [0, *break_offsets(text, lines), len(text)]
    found = []
    for i in range(1, len(lines) - 1):
        start, end = starts[i], starts[i + 1]
        if any(start < c < end for c in cuts):
            continue  # two words or more
        nxt = min([c for c in cuts if c > end], default=len(text))
        if opened(text, end, nxt) or text[end:nxt].startswith(SEPARATOR):
            continue  # a short Japanese parenthesis goes down whole, a path breaks after its separators
        if font.size(text[start:nxt].strip())[0] <= width:
            found.append(f"{lang} at {width} px: line {i + 1} {lines[i]!r} alone, though "
                         f"{text[end:nxt].strip()!r} fits beside it: {lines}")
    return found


def test_the_french_koikoi_question_keeps_no_lone_word(font):
    text = "Koi-koi : si l’ordinateur dit Yame avant vous, il marque double (×4 dès 7 pts)."
    found = [p for width in range(120, 600, 3) for p in lone_lines(text, "fr", font, width)]
    assert not found, "\n".join(found[:10])


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_keeps_a_lone_word_that_had_room_for_the_next(font, lang):
    found = [p for text in sentences(lang) for width in WIDTHS for p in lone_lines(text, lang, font, width)]
    assert not found, f"{len(found)} lines:\n" + "\n".join(found[:20])
