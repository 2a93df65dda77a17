"""Koi-Koi's question koi-koi? stands clear of the CPU's hand (how many
cards it holds is part of the risk): at 1280x720 and 125% text it stood
over the CPU's hand though the table had room below it, and (cold playtest
pt10) at 960x540 from 125% and 1280x720 at 150%, where its answers side by
side did not fit beside it; they now go one above the other there. Only
where no room clear of it holds the box whole (at 960x540, a long French
question) does it stand over the CPU's face-down hand. It never
covers the field, the player's hand, the captures or the panel
(tests/ui/test_decision_clear.py)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.ui.scenes import koikoi_prompt as P
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import app_at, run
from .test_decision_clear import STATES, at_koikoi, fits_clear
from .test_scenes import table_with
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def prompts(app):  # noqa: ANN001, ANN201
    """``(seed, table, prompt)``: the koi-koi question asked at a table set to each of the seeded states, still."""
    for seed in STATES:
        table = table_with(app, at_koikoi(seed))
        app.clear_to(table)
        run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
        prompt = app.top
        assert isinstance(prompt, KoiKoiScene)
        run(app, 2)
        yield seed, table, prompt


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_koikoi_question_leaves_the_cpus_hand_in_sight_where_it_can(size, text_size):
    assert any(at_koikoi(seed).round.hands[1] for seed in STATES)  # a CPU's hand to leave in sight
    clear = 0
    for lang in ("en", "fr", "ko"):
        with app_at(size, text_size, lang) as app:
            for seed, table, prompt in prompts(app):
                where = f"{size} {text_size} {lang} seed {seed}"
                over = [c for c in table.model.hands[1] if prompt.box.colliderect(table.sprites[c].rect())]
                if over:
                    assert not fits_clear(table, prompt), f"{where}: over the CPU's cards {over} with room beside"
                elif table.model.hands[1]:
                    clear += 1
    if (size, text_size) in (((960, 540), 100), ((1280, 720), 100), ((1280, 720), 125)):
        assert clear, "room enough: the CPU's hand left in sight somewhere"


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_each_yaku_row_stays_in_the_box(size, text_size, monkeypatch):
    """A yaku's name, points and cards stay in the prompt's box, the cards under the name where a narrow
    room leaves them no place beside it (before, at 960x540 and 150% in French, the points and cards ran
    past the box's edge over the side panel)."""
    for lang in ("en", "fr", "ja"):
        with app_at(size, text_size, lang) as app:
            for seed, _table, prompt in prompts(app):
                rows: list[pygame.Rect] = []
                real = P.card_row

                def kept(surface, assets, cards, x, y, h, max_w, rows=rows, real=real):  # noqa: ANN001, ANN202
                    right = real(surface, assets, cards, x, y, h, max_w)
                    rows.append(pygame.Rect(x, y, right - x, h))
                    return right

                monkeypatch.setattr(P, "card_row", kept)
                drawn = record_texts(prompt, monkeypatch, prompt.draw_content)
                monkeypatch.setattr(P, "card_row", real)
                where = f"{size} {text_size} {lang} seed {seed}"
                assert len(rows) == len(prompt.yaku), where
                for r in rows:
                    assert prompt.box.contains(r), f"{where}: a yaku's cards at {r} past the box {prompt.box}"
                for text, _size, _bold, at, _clip, surface in drawn:
                    if surface.get_size() == size:  # on the window
                        assert prompt.box.contains(at), f"{where}: {text!r} at {at} past the box {prompt.box}"
