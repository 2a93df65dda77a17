"""The koi-koi question's heading stands whole in every room the table
gives it (issue 39: at 960x540 and 100% English it read "You made a…"
beside the Hint button, in the narrow room clear of the CPU's hand). Where
it is too wide for the middle of the box beside the Hint, it starts at the
box's left edge and takes all the room the Hint leaves. Audited over the
seeded deals at both window sizes, three text sizes and five languages: the
heading drawn whole (never cut), never smaller than the question's own
sentences (centred, smaller than its size, where the middle beside the
Hint holds it so; else from the left edge), at its size on a row of its own; inside the box, clear of the Hint by the title gap, and the
Hint above the question's first line."""

from __future__ import annotations

import pygame
import pytest

from koikoi.i18n import _
from koikoi.ui.prompt_hint import TITLE_GAP
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import app_at
from .test_koikoi_prompt_room import prompts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def heading_problems(prompt: KoiKoiScene) -> list[str]:
    a, px = prompt.ctx.assets, prompt.ctx.layout.px
    image, where = prompt.heading()
    problems = []
    title = _("You improved a yaku!") if prompt.table.yaku_improved else _("You made a yaku!")
    whole = a.text(title, prompt.title_size, (0, 0, 0), bold=True)
    sizes = [size for size in range(prompt.title_size, 0, -1)
             if a.text(title, size, (0, 0, 0), bold=True).get_size() == image.get_size()]
    if not sizes:
        problems.append(f"the heading {title!r} cut: drawn {image.get_size()}, whole {whole.get_size()}")
    elif sizes[0] < min((size for _t, size, _c, _y in prompt.lines_at), default=0):
        problems.append(f"the heading {title!r} drawn at {sizes[0]}, smaller than the question's sentences")
    if prompt.hint_button not in prompt.buttons or prompt.stacked:  # the heading alone on its row
        if sizes and sizes[0] < prompt.title_size and whole.get_width() <= prompt.box.w - px(40):
            problems.append(f"the heading {title!r} drawn at {sizes[0]}, though its row holds it whole at its size")
    if not prompt.box.contains(where):
        problems.append(f"the heading {where} leaves the box {prompt.box}")
    if prompt.hint_button in prompt.buttons:
        hint = prompt.hint_button.rect
        if not prompt.box.contains(hint):
            problems.append(f"the Hint {hint} leaves the box {prompt.box}")
        if where.colliderect(hint):
            problems.append(f"the heading {where} under the Hint {hint}")
        elif min(where.bottom, hint.bottom) > max(where.top, hint.top):  # on the heading's row: a gap between
            gap = max(hint.x - where.right, where.x - hint.right)
            if gap < px(TITLE_GAP) - 1:
                problems.append(f"the heading {where} {gap}px from the Hint {hint}")
        first = min((y for _t, _s, _c, y in prompt.lines_at), default=None)
        if first is not None and hint.bottom > prompt.box.y + first and not prompt.stacked:
            problems.append(f"the Hint {hint} over the question's first line (at {prompt.box.y + first})")
    return problems


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_koikoi_question_s_heading_stands_whole(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        problems = []
        for seed, _table, prompt in prompts(app):
            assert pygame.Rect((0, 0), size).contains(prompt.box)
            problems += [f"seed {seed}: {p}" for p in heading_problems(prompt)]
        assert not problems, problems
