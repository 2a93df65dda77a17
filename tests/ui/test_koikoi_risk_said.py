"""The koi-koi question says every multiplier the CPU's stopping first would
get (pt12: under Nintendo's rules it said "it scores double", and the CPU's
10 points became 40, doubled again for 7 points or more). Checked against
the engine's own score for each Koi-Koi preset: a CPU that stops with many
points after the player's koi-koi."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from koikoi.games.koikoi.api import KOIKOI
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.scoring import score
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

EVERY_CARD = (1 << 48) - 1


@pytest.mark.parametrize("short", [False, True], ids=["whole", "short"])
@pytest.mark.parametrize("preset", KOIKOI.presets)
def test_the_koikoi_question_names_each_multiplier_the_cpu_would_get(preset, short):
    rules = load_preset(preset)
    said = KoiKoiScene.play_on_words(SimpleNamespace(table=SimpleNamespace(rules=rules), short=short))  # type: ignore[arg-type]
    got = dict(score(rules, EVERY_CARD, opponent_koikoi_calls=1).multipliers)
    assert ("double" in said) == ("opponent-koikoi" in got), f"{preset}: {said!r} against {got}"
    if "opponent-koikoi" in got and "seven-plus" in got:
        threshold = rules.scoring.seven_plus_threshold
        again = f"×4 from {threshold} points" if short else f"double again at {threshold} points or more"
        assert again in said, f"{preset}: {said!r} against {got}"
    if "opponent-koikoi" not in got:
        assert "you get nothing" in said, said
