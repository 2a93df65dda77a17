"""Two like cards (the plain cards of a month) are said once, counted ("the two maple plain cards"), in every line
that names the cards a move takes, in five languages: the hints of both games, the guided matches' pointing, the
yaku lines' cards. Issue 39: "the Maple plain card and the Maple plain card". The builders went through
``listing([the_card(...)])``, which names each card; :func:`koikoi.ui.movelog.cards_words` groups like cards."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from koikoi import i18n
from koikoi.games.common.cards import KIND_OF, MONTH_OF, Kind
from koikoi.games.gostop.actions import Action as GostopAction
from koikoi.games.koikoi.actions import Act
from koikoi.ui.gostop.hint import GostopHint
from koikoi.ui.koikoi.hint import Hint
from koikoi.ui.movelog import the_card
from koikoi.ui.yaku_said import cards_said

LANGS = ("en", "fr", "pt_BR", "ko", "ja")
UI = Path(__file__).resolve().parents[2] / "koikoi" / "ui"


def month_with_two_plains() -> list[tuple[int, int, int, int]]:
    """Each month with two cards that are not plain and two plain cards: (one of the first, the other, a plain,
    a plain): the first played onto the three others, as the month's fourth."""
    out = []
    for m in range(1, 13):
        cards = [c for c in range(48) if MONTH_OF[c] == m]
        plains = [c for c in cards if KIND_OF[c] is Kind.PLAIN]
        other = [c for c in cards if KIND_OF[c] is not Kind.PLAIN]
        if len(plains) >= 2 and len(other) >= 2:
            out.append((other[0], other[1], plains[0], plains[1]))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_two_like_cards_are_said_once_counted(lang):
    i18n.set_language(lang)
    try:
        found = []
        for played, other, a, b in month_with_two_plains():
            lines = {
                "Koi-Koi's hint": Hint.words(Act.PLAY, played, [other, a, b], 0)(),
                "Go-Stop's hint": GostopHint.words(GostopAction("play", played), [other, a, b], "")(),
                "a yaku's cards (Koi-Koi)": cards_said((1 << a) | (1 << b), "koikoi"),
                "a yaku's cards (Go-Stop)": cards_said((1 << a) | (1 << b), "gostop"),
            }
            for where, line in lines.items():
                for game in ("koikoi", "gostop"):
                    name = the_card(a, game)
                    if line.count(name) > 1:
                        found.append(f"{where}: {line!r} names {name!r} twice")
        assert not found, "\n".join(found)
    finally:
        i18n.set_language("en")


def test_no_builder_lists_cards_one_by_one():
    """Every line that names the cards a move takes goes through cards_words (like cards said once): none lists
    the_card of each (the guided matches' pointing and lessons, the status line over a hand card, the hints)."""
    one_by_one = re.compile(r"listing\(\[(the_card|card_words)\(")
    found = [f"{p.relative_to(UI)}:{n}" for p in UI.rglob("*.py")
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if one_by_one.search(line)]
    assert not found, found
