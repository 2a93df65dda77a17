"""The panel's yaku lines put the nearest yaku first and never leave one off
for a farther one (issue 39: holding the deer and the boar, "Your yaku" read
"Kasu 6/10  Sanko 1/3  Aotan 1/3  Tan 1/5", with no "Inoshikacho 2/3"). The
yaku in progress there is no room for are counted ("+2 more") and named
when the count is pointed at.

Audited over random rounds of every preset, the panel asked for its lines
at every turn (as the table does, so that what it listed before weighs as
it would in play), and painted at each window and text size: against every
yaku still in reach as the rules read the captures."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.rulefiles import PRESET_NAMES
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import ngettext
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.progress import progress

from .conftest import app_at
from .test_table_truth import at_rest, panel_checked

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100, "en"), (S.MIN_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 125, "ja"),
         (S.DEFAULT_WINDOW, 150, "ko")]


def missing(y) -> tuple[int, int]:  # noqa: ANN001
    """How far a yaku is from done, as a newcomer reads the panel: the cards missing, then the fewer points."""
    return y.need - y.have, -y.points


def panel_problems(table, drawn, painted: bool) -> list[str]:  # noqa: ANN001
    rnd, rules = table.match.round, table.rules
    info = table.canvas.info()
    where = table.ctx.layout.rect("info")
    inside = [t for t, r in drawn if where.contains(r)]
    found = []
    for p, (_heading, shown) in enumerate(info.yaku):
        reach = [y for y in progress(rules, rnd.captures[p], rnd.captures[1 - p], rnd.month, limit=99)
                 if not y.made]
        going = [y for y in shown if not y.made]
        listed = {y.yaku_id for y in going}
        left = [y for y in reach if y.yaku_id not in listed]
        said = f"round {table.match.round_no}, seat {p}: lists {[y.label() for y in shown]}"
        if [missing(y) for y in going] != sorted(missing(y) for y in going):
            found.append(f"{said}, not nearest first")
        for y in left:
            farther = [x.label() for x in going if missing(x) > missing(y)]
            if farther:
                found.append(f"{said}: {y.label()} left off for the farther {farther}")
        more = getattr(info, "more", ())
        rest = list(more[p]) if p < len(more) else []
        if {y.yaku_id for y in rest} != {y.yaku_id for y in left}:
            found.append(f"{said}, counts as more {[y.label() for y in rest]}, leaves off {[y.label() for y in left]}")
        if painted and left:
            found += more_said(table, p, left, inside, said)
    return found


def more_said(table, line: int, rest: list, inside: list[str], said: str) -> list[str]:  # noqa: ANN001
    """The panel's "+N more" for its ``line``-th seat, counting ``rest``:
    drawn whole in the panel, and pointing at it names each yaku it counts."""
    found = []
    words = ngettext("+{n} more", "+{n} more", len(rest)).format(n=len(rest))
    if words not in inside:
        found.append(f"{said}: {words!r} not drawn whole in the panel ({inside})")
    spot = next((what for _at, what in table.canvas.spots
                 if isinstance(what, tuple) and what[0] == line and isinstance(what[1], tuple)), None)
    table.pointer.spot = spot
    told = table.pointer.yaku_said() if spot is not None else ""
    unnamed = [y.label() for y in rest if y.label() not in told]
    if unnamed:
        found.append(f"{said}: pointing at the count names {told!r}, not {unnamed}")
    table.pointer.spot = None
    return found


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_the_nearest_yaku_are_listed_and_the_rest_counted(case):
    found, crowded = [], 0
    with app_at(*case) as app:
        for n, preset in enumerate(PRESET_NAMES):
            rules = load_preset(preset)
            table = TableScene(app.ctx, rules, 1, "easy")
            table.timeline.clear()
            rng = random.Random(n)
            m, _ = M.new_match(rules, 20 + n)
            for step in range(260):
                if m.over:
                    break
                m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
                if m.round.over:
                    continue
                table.match = m
                table.sync()
                at_rest(table)  # the cards in their boxes, as the panel counts them
                table.canvas.info()  # the panel asks at every turn, as in play
                painted = not step % 9
                found += panel_checked(table, panel_problems, painted)
                if painted:
                    crowded += any(getattr(table.canvas.info(), "more", ()))
    assert not found, "\n".join(found[:12])
    assert crowded, "no state with more yaku in progress than the panel's room"
