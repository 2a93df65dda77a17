"""Actions print and parse by card id."""

from __future__ import annotations

import pytest

from koikoi.games.koikoi import actions as A
from koikoi.games.koikoi.actions import Action, IllegalActionError


@pytest.mark.parametrize("action", [A.PLAY[0], A.TAKE[47], A.FLIP, A.KOIKOI, A.STOP, A.LAY, A.SWAP, A.KEEP, A.NEXT])
def test_str_and_parse_round_trip(action):
    assert Action.parse(str(action)) == action


def test_play_reads_as_words():
    assert str(A.PLAY[0]) == "play pine-crane"


@pytest.mark.parametrize("text", ["", "dance", "play", "play nope", "flip pine-crane"])
def test_bad_action_text(text):
    with pytest.raises(ValueError):
        Action.parse(text)


def test_illegal_action_error_names_action_and_phase():
    err = IllegalActionError(A.FLIP, "play", "why")
    assert str(err) == "illegal action 'flip' in phase play: why"
    assert isinstance(err, ValueError)
