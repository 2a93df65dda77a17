"""The koi-koi question says what stopping scores by the Stop button
(issue 39, pt15): it had two forms, a wide room's (Stop and Koi-Koi side by
side, the Hint beside the heading) and a narrow room's (one above the
other), and in one of them "Stop now and score N points" stood between
the two buttons, as near Koi-Koi as Stop. Now one form, narrower as its
room is: the line just over Stop, or the sum on Stop itself ("Stop: +5").

At the table, at 960x540 and 1280x720, 100% and 150% text, in five
languages, for each seeded question: every line saying what stopping
scores is whole in the box and nearer the Stop button than the Koi-Koi
button; where there is no such line, the Stop button says the points."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n

from .conftest import app_at
from .test_koikoi_prompt_room import prompts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two boxes are (0 where they meet)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_what_stopping_scores_stands_by_the_stop_button(size, text_size):
    bad = []
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            for seed, _table, prompt in prompts(app):
                where = f"{size} {text_size}% {lang} seed {seed}"
                box, said = prompt.box, len(prompt.said_lines)
                lines = list(zip(prompt.said_lines, prompt.line_rects()[len(prompt.lines_at) - said:])) if said else []
                for t, r in lines:
                    stop, koikoi = gap(r, prompt.stop_button.rect), gap(r, prompt.koikoi_button.rect)
                    if not box.contains(r):
                        bad.append(f"{where}: {t!r} at {r} not whole in the box {box}")
                    if not stop < koikoi:
                        bad.append(f"{where}: {t!r} {stop:.0f} px from Stop, {koikoi:.0f} from Koi-Koi")
                if not lines:
                    assert str(prompt.score.total) in prompt.stop_button.label, where
    assert not bad, "\n".join(bad[:12])
