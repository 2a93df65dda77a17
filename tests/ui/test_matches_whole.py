"""The list of past matches says each match's points under a heading true
of every row, and every cell whole (issue 39, fifth playtest: at 150% text
in Portuguese the result "Em andamento" was cut to "Em anda…"; a Matgo row
of two sat under the heading "You–CPU 1–CPU 2" of a table of three, then
showed as "0–42–—", a seat it never had).

Audited over pages of Go-Stop matches of two, of three, and of both mixed
(finished, and one still being played) and of Koi-Koi, at both windows, at
150% text, in every language: each cell and heading is drawn whole; a row's
points are a number for each seat its match had, the player's first, in one
format ("12–5", "12–5–3"; issue 39, pt11: "You 0 · CPU 34" and "0–0–0"
under one heading); a heading that names the seats names as many as every
row under it has, and a page that mixes tables of two and three says the
player's points come first instead."""

from __future__ import annotations

import pytest

from koikoi.i18n import _
from koikoi.storage.history import History
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.scenes.matches import MatchesScene

from ..test_history import play_into
from .conftest import app_at, run
from .test_cut_text import cuts_seen

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

TABLES = {"two": (2, 2, 2), "three": (3, 3, 3), "both": (2, 3, 2, 3)}
_PLAYED: dict[str, History] = {}


def played(tables: str) -> History:
    """The matches of ``tables`` (the last still being played) and one of Koi-Koi, kept move by move as the
    table keeps them, once a process: each case reads a copy (kept on disk, every move was a commit waiting
    on the disk, some 12 s a case of the 30)."""
    if tables not in _PLAYED:
        h = History.in_memory()
        seats = TABLES[tables]
        for seed, players in enumerate(seats):
            play_into(h, "gostop", "matgo" if players == 2 else "gostop-brazilian", players, seed=seed,
                      stop_after=6 if seed == len(seats) - 1 else None)
        play_into(h, "koikoi", "nintendo", 2, seed=7)
        _PLAYED[tables] = h
    return _PLAYED[tables]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("tables", list(TABLES))
def test_each_row_s_points_are_its_own_seats_under_a_heading_true_of_them_and_every_cell_is_whole(
        size, lang, tables):
    with app_at(size, 150, lang) as a:
        played(tables).db.backup(a.ctx.history.db)  # the app's own history holds them, as if played in it
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
            seats = {len(scene.rows[k].scores) for k in range(scene.shown)}
            for k in range(scene.shown):
                scores, said = scene.rows[k].scores, scene.cells(k)[4][0]
                assert said.split("–") == [str(p) for p in scores], \
                    f"{game}: {said!r}, a match of {len(scores)}"  # one format: a number a seat, no more
            if len(seats) == 1:  # the seats named, as many as each row has
                assert heading == "–".join(seat_names(seats.pop())), f"{game}: {heading!r}"
            else:
                assert heading == _("Points, yours first"), f"{game}: {heading!r} over tables of {sorted(seats)}"
            a.pop(scene)
