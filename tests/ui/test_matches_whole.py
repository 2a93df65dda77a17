"""The list of past matches says each match's points under seats that are
its own, and every cell whole (issue 39, fifth playtest: at 150% text in
Portuguese the result "Em andamento" was cut to "Em anda…"; a Matgo row of
two sat under the heading "You–CPU 1–CPU 2" of a table of three).

Audited over pages of Go-Stop matches of two and of three mixed at random
(finished, and one still being played) and of Koi-Koi, at both windows, at
150% text, in every language: each cell and heading is drawn whole, and a
row's points are in the column's one format, a number per seat its heading
names (issue 39, pt11: "You 0 · CPU 34" and "0–0–0" under one heading), a
dash for a seat a match of two did not have."""

from __future__ import annotations

import random

import pytest

from koikoi.ui.scenes.matches import MatchesScene

from ..test_history import play_into
from .conftest import app_at, run
from .test_cut_text import cuts_seen

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_each_row_s_points_are_under_its_own_seats_and_every_cell_is_whole(size, lang):
    rng = random.Random(f"{size}{lang}")
    with app_at(size, 150, lang) as a:
        for seed in range(6):  # two and three at the table, at random; the last still being played
            players = rng.choice((2, 3))
            play_into(a.ctx.history, "gostop", "matgo" if players == 2 else "gostop-brazilian", players, seed=seed,
                      stop_after=6 if seed == 5 else None)
        play_into(a.ctx.history, "koikoi", "nintendo", 2, seed=7)
        for game in ("gostop", "koikoi"):
            scene = a.ctx.screens.matches(game)
            assert isinstance(scene, MatchesScene)
            a.push(scene)
            run(a, 3)
            assert scene.shown
            with cuts_seen() as cut:
                scene.draw_full(a.screen)
            assert not cut, f"{game}: {cut}"
            heading = scene.headings()[4]
            named = len(heading.split("–"))
            for k in range(scene.shown):
                scores, said = scene.rows[k].scores, scene.cells(k)[4][0]
                fields = said.split("–")  # one format for the column: a field a seat of its heading
                assert len(fields) == named and fields[:len(scores)] == [str(p) for p in scores] \
                    and all(f == "—" for f in fields[len(scores):]), \
                    f"{game}: {said!r}, a match of {len(scores)}, under {heading!r}"
            a.pop(scene)
