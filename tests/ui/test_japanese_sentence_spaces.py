"""Japanese sets no space after its full-width full stop: pt21 read the
Go-Stop nagari's words as "役2点。 CPU 1の×2札は…。 次の局…。 引き続き…",
sentences joined by the space a Latin language puts between them. Every
text the game wraps (dialogs, summaries, lessons, status lines) is drawn
without a space after 。！？; a Latin full stop keeps its space."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.resources import asset
from koikoi.ui.scenes.gostop_summary import ending_words
from koikoi.ui.seat_words import Seats
from koikoi.ui.textfit import wrap


@pytest.fixture
def font():
    pygame.font.init()
    return pygame.font.Font(str(asset("fonts", "KoiKoiSans-Regular.otf")), 20)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_no_space_is_drawn_after_a_full_width_sentence_end(font):
    for width in (2000, 400, 160):
        lines = wrap("役2点。 CPU 1の×2札は数えません！ 次の局は？ いつもどおり。", font, width)
        assert "".join(lines) == "役2点。CPU 1の×2札は数えません！次の局は？いつもどおり。", (width, lines)
    assert wrap("Two points. The next hand.", font, 2000) == ["Two points. The next hand."]


def test_the_nagari_words_read_as_japanese_at_every_width(font):
    i18n.set_language("ja")
    said = []
    for seed in range(60):
        rules = load_gostop("gostop-brazilian", {"match.rounds": 3, "match.target": 0})
        g, _events = G.new_game(rules, seed, 3)
        rng = random.Random(seed)
        while not g.over and not (g.hand.phase is Phase.OVER and g.hand.result is not None):
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        if g.hand.result is not None and g.hand.result.reason == "nagari":
            said.append(ending_words(g, Seats((i18n._("You"), i18n._("CPU 1"), i18n._("CPU 2")), 0)))
    assert said and any("。 " in s for s in said), said[:2]  # the words are joined as sentences
    for text in said:
        for width in (900, 500, 300):
            lines = wrap(text, font, width)
            assert not any("。 " in line or line.startswith(" ") for line in lines), lines
