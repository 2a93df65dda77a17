"""The replay's head keeps "move 0 of 42" together (issue 39: it broke as
"move / 0 of 42" across lines): where the replay stands ("Round 3 of 12 ·
move 0 of 42"), wrapped at every width from the least that holds the
move's count to the whole line, in five languages and at the header's
sizes at 100% to 150% text, has the move's words and numbers on one line.
Lines break there only where nothing else would fit."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.i18n import _
from koikoi.resources import asset
from koikoi.ui.assets import FONT_FILES, FONT_SCALE
from koikoi.ui.textfit import wrap


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return {size: pygame.font.Font(str(asset("fonts", FONT_FILES[True])), round(size * FONT_SCALE))
            for size in (14, 17, 20, 24, 30)}


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_replays_move_count_stays_on_one_line(fonts, lang):
    i18n.set_language(lang)
    try:
        bad = []
        template = _("{round} · move {move} of {moves}")
        tail = template.split("{round}", 1)[1].lstrip(" ·・")
        for move, moves in ((0, 42), (14, 38), (7, 9)):
            where = template.format(round=_("Round {n} of {rounds}").format(n=3, rounds=12), move=move, moves=moves)
            kept = tail.format(move=move, moves=moves)
            for size, font in fonts.items():
                for width in range(font.size(kept)[0] + 2, font.size(where)[0] + 2, 3):
                    lines = wrap(where, font, width)
                    if not any(squeezed(kept) in squeezed(line) for line in lines):
                        bad.append(f"{size} px, {width} px wide: {lines}")
        assert not bad, "\n".join(bad[:8])
    finally:
        i18n.set_language("en")
