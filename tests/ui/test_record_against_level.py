"""The player's record against a level, at both games' match end, read
in Korean "상대({level}) 전적" (pt23): "the opponent's (Normal) record", as
if the record were the computer's. It is the player's record against that
level: "보통 난이도 상대 전적" (the level names the opponent, as the
Settings say "난이도: 보통"), with no particle after the level's name to
choose. Over each level and both games' lines (no hand won yet, a best
hand), the Korean line says so."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.levels import LEVEL_NAMES
from koikoi.storage.record import Tally
from koikoi.ui.gostop_end_said import record_words


@pytest.fixture
def korean():  # noqa: ANN201
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def koikoi_lines(level: str, tally: Tally) -> list[str]:
    """Koi-Koi's match end's two forms of the line (scenes/match_end.py's messages)."""
    return [i18n._("Against {level}: {record}  ·  no round won yet").format(level=level, record=tally.words()),
            i18n.ngettext("Against {level}: {record}  ·  your best round {n} point",
                          "Against {level}: {record}  ·  your best round {n} points", 7).format(
                level=level, record=tally.words(), n=7)]


@pytest.mark.usefixtures("korean")
def test_the_korean_record_is_the_players_against_the_level():
    for level, english in LEVEL_NAMES.items():
        name = i18n._(english)
        lines = [record_words(Tally(3, 1, 0, 0), level), record_words(Tally(3, 1, 0, 7), level)]
        lines += koikoi_lines(name, Tally(3, 1, 0, 7))
        for line in lines:
            assert line.startswith(f"{name} 난이도 상대 전적: "), line
            assert "상대(" not in line, line
