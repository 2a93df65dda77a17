"""Go-Stop's panel uses the room it has before it cuts a seat's yaku
(pt11: mid-hand it cut its lists to "+1 more" with free lines below them,
cramped "Your turn" and "Go or Stop from 7 yaku points" onto one line, and
said the cut three ways: "+2 more", "3 in progress", "2개 진행 중"; a seat
could show "3 in progress" and none of its yaku).

Audited over random hands of two and three players, at the smallest and
the default window, at 100% and 150% text: while a seat's "+N more" is
drawn, the panel's lowest line leaves no room for another line under it;
the cut is said one way ("+N more"); and a seat with yaku begun lists its
nearest wherever a line fits (else its "+N more" would stand over room)."""

from __future__ import annotations

import re

import pytest

from koikoi.i18n import ngettext
from koikoi.storage import settings as S

from .conftest import app_at
from .test_table_truth import gostop_walk, info_panel
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100), (S.MIN_WINDOW, 150), (S.DEFAULT_WINDOW, 100), (S.DEFAULT_WINDOW, 150)]
CUT = re.compile(r"^\+\d+ more$")
# the old wording of a cut with nothing listed before it, in English
ELSE = re.compile(r"in progress")


def room_problems(table, drawn) -> list[str]:  # noqa: ANN001
    r = table.ctx.layout.rect("info")
    inside = [(t, at) for t, at in drawn if r.contains(at)]
    headings = [at for t, at in inside if "yaku" in t and "—" in t]
    if not inside or not headings:
        return [f"no yaku heading drawn in the panel: {[t for t, _ in inside]}"]
    line = max(at.h for at in headings)  # a line's letters, ascender to descender
    lowest = max(at.bottom for _t, at in inside)
    cuts = [t for t, _at in inside if CUT.match(t) or ELSE.search(t)]
    said = f"{table.players} players, hand {table.game.hand_no}: {[t for t, _ in inside]}"
    found = []
    if cuts and r.bottom - lowest >= 2 * line:  # a whole line free under the lowest, and more
        found.append(f"{said}: {cuts} cut with {r.bottom - lowest} px free under the lowest line ({line} px a line)")
    found += [f"{said}: the cut said otherwise than '+N more': {t!r}" for t in cuts if not CUT.match(t)]
    return found


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%")
def test_the_panel_lists_yaku_while_it_has_room_and_says_the_cut_one_way(case):
    found, cut = [], 0
    with app_at(*case, "en") as app:
        for players, preset, seed in ((2, "matgo", 4), (3, "gostop-brazilian", 7)):
            for _step, table in gostop_walk(app, players, seed, preset, steps=300, keep=lambda step, _rng: step % 5 == 0):
                drawn = inked_texts(table, lambda screen, t=table: screen.blit(*info_panel(t)[:2]))
                found += room_problems(table, drawn)
                cut += any(CUT.match(t) for t, _at in drawn)
    assert not found, "\n".join(found[:8])
    assert cut or case[1] == 100, "no state where the panel had to cut"  # (the cases it is for were met)
    assert ngettext("+{n} more", "+{n} more", 2).format(n=2) == "+2 more"
