"""A Go-Stop seat's badges (Dealer, Go, Shake, Bomb) never run over its
score on the information panel: at 960x540 and 150% text, in French (the
longest words), they shrink beside the name, or take a row of their own
under it. (Before: "Secousse" lay over the first figure of "149".)"""

from __future__ import annotations

import dataclasses

import pytest

from koikoi.ui.gostop import info_panel as C
from koikoi.ui.progress import Progress
from koikoi.ui.table import panel

from .conftest import app_at

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("lang", ["en", "fr", "ko"])
@pytest.mark.parametrize("size, pct", [((960, 540), 150), ((960, 540), 100), ((1280, 720), 150)])
def test_a_seats_badges_lie_clear_of_its_score(monkeypatch, lang, size, pct):
    with app_at(size, pct, lang) as app:
        lay, a = app.ctx.layout, app.ctx.assets
        seat = C.Seat("CPU (Normal)", 149, True, 3, 2, 1, False, "CPU's yaku", (Progress("samgwang", "Samgwang", 3, 3, 3),))
        info = C.GostopInfo("Hand 12 of 12", "points won", "", (seat, dataclasses.replace(seat, name="You",
                                                                                             score=102)),
                            "", "Go or Stop from 7 yaku points", lang)
        lines, badges = [], []
        line_of, badge_of = panel.player_line, panel.badge

        def line(*args, **kw):  # noqa: ANN002, ANN003, ANN202
            got = line_of(*args, **kw)
            lines.append(got[0])
            return got

        def badge(surf, assets, layout, text, x, centre_y, *rest):  # noqa: ANN001, ANN002, ANN202
            right = badge_of(surf, assets, layout, text, x, centre_y, *rest)
            badges.append((len(lines) - 1, right, centre_y))
            return right

        monkeypatch.setattr(panel, "player_line", line)
        monkeypatch.setattr(panel, "badge", badge)
        r = lay.rect("info")
        for k in (1.0, 0.8):
            lines.clear()
            badges.clear()
            C.paint_info(info, r, lay, a, k)
            assert len(badges) == 8
            for n, right, centre in badges:
                row = lines[n]
                score_w = a.font(panel.scaled(lay, k)(30), True).size(str(info.seats[n].score))[0]
                if row.top <= centre <= row.bottom:  # beside the name: clear of the score
                    assert right <= row.right - lay.px(8) - score_w, (lang, size, pct, k, right)
                else:  # a row of its own, under the seat's line, inside the panel
                    assert centre > row.bottom and right <= r.w, (lang, size, pct, k)
