"""Go-Stop's panel lists the nearest yaku begun first and never drops one
unsaid (issue 39: its lines stopped at the room, with no "+N more" after
them, as Koi-Koi's has): those there is no room for are counted ("+2 more")
and named when the count is pointed at.

Audited over random hands of two and three players, painted at each window
and text size in five languages: every yaku the engine counts as begun for
a seat is listed, or counted in its "+N more", or is of a family (the
brights) whose nearer one is."""

from __future__ import annotations


import pytest

from koikoi.storage import settings as S

from .agreement import gostop_begun, gostop_rule
from .conftest import app_at
from .test_progress_nearest import missing, more_said
from .test_table_truth import gostop_walk, panel_checked

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100, "en"), (S.MIN_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 100, "ko"),
         (S.DEFAULT_WINDOW, 150, "ja"), (S.MIN_WINDOW, 125, "pt_BR")]


def seat_problems(table, drawn, painted: bool) -> list[str]:  # noqa: ANN001
    h = table.game.hand
    info = table.canvas.fitted()
    where = table.ctx.layout.rect("info")
    inside = [t for t, r in drawn if where.contains(r)]
    found = []
    for i, (seat, p) in enumerate(zip(info.seats, (*table.canvas.seated(), 0))):
        going = [y for y in seat.progress if not y.made]
        rest = list(getattr(seat, "more", ()))  # (none before the panel counted them)
        said = (f"{table.players} players, seat {p}: lists {[y.label() for y in seat.progress]}, "
                f"more {[y.label() for y in rest]}")
        if [missing(y) for y in going] != sorted(missing(y) for y in going):
            found.append(f"{said}: not nearest first")
        if going and rest and min(missing(y) for y in rest) < max(missing(y) for y in going):
            found.append(f"{said}: a nearer yaku left to '+N more'")
        if any(y.made for y in rest):
            found.append(f"{said}: a made yaku left to '+N more'")
        told = {y.yaku_id: y for y in [*seat.progress, *rest]}
        for yid, (have, need) in gostop_begun(table, p).items():
            if yid in told:
                continue
            group = gostop_rule(table.rules, h.captures[p], h.cup, yid).group
            kin = [y for y in told.values() if group != "set"
                   and gostop_rule(table.rules, h.captures[p], h.cup, y.yaku_id).group == group]
            if not any(y.need - y.have <= need - have for y in kin):
                found.append(f"{said}: the engine has {yid} {have}/{need} begun, neither listed nor counted")
        if painted and rest:
            found += more_said(table, i, rest, inside, said)
    return found


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_the_nearest_yaku_begun_are_listed_and_the_rest_counted(case):
    found, crowded = [], 0
    with app_at(*case) as app:
        for players, preset, seed in ((2, "matgo", 4), (3, "gostop-brazilian", 7)):
            for step, table in gostop_walk(app, players, seed, preset, steps=400):
                painted = not step % 7
                found += panel_checked(table, seat_problems, painted)
                if painted:
                    crowded += any(getattr(seat, "more", ()) for seat in table.canvas.fitted().seats)
    assert not found, "\n".join(found[:12])
    assert crowded, "no state with more yaku begun than the panel's room"
