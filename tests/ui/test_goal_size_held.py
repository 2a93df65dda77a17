"""Go-Stop's panel says from what score a player may call Go or Stop
("Go or Stop from 7 points", beside or under the turn's line) at the size
the hints keep (test_hint_size_held: the line's small size at the text size
chosen), or not at all where the panel has no room for it so (the Go or
Stop? question and the rules' line say it): pt25, Japanese at 150% text,
read "役7点からゴーかストップ" shrunk to a tiny font beside "あなたの番：取る
札を選ぶ". Over random states of a game of two and of three, in five
languages, at 960x540 and 1280x720 and 100/125/150% text: never smaller,
never cut."""

from __future__ import annotations

import itertools

import pytest

from koikoi.storage import settings as S

from .conftest import app_at
from .test_table_truth import gostop_tables, info_panel
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES
         for lang in ("en", "fr", "pt_BR", "ko", "ja")]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}pct-{c[2]}")
def test_the_go_or_stop_threshold_keeps_its_size(case, monkeypatch):
    size, pct, lang = case
    found, seen = [], 0
    with app_at(size, pct, lang) as app:
        least = app.ctx.layout.px(16)  # the line's small size at the text size chosen (test_hint_size_held)
        tables = itertools.chain(itertools.islice(gostop_tables(app, 2), 4),
                                 itertools.islice(gostop_tables(app, 3, preset="gostop-brazilian"), 3))
        for table in tables:
            goal = table.canvas.info().goal
            painted: list = []  # the panel as shown (not the tries thrown away while it is sized)

            def paint(screen, t=table, painted=painted):  # noqa: ANN001, ANN202
                painted.append(info_panel(t))
                screen.blit(*painted[-1][:2])

            drawn = record_texts(table, monkeypatch, paint)
            for text, asked, _bold, _where, _clip, onto in drawn:
                if onto is not painted[-1][0]:
                    continue
                if text == goal:
                    seen += 1
                    if asked < least:
                        found.append(f"{goal!r} drawn at {asked} px, under {least}")
                elif text.endswith("…") and goal.startswith(text[:-1].rstrip()[:4]):
                    found.append(f"{goal!r} cut: {text!r}")
    if pct == 100:  # at the normal text size the panel has room for it (at 150% it may be left out: see above)
        assert seen, "the threshold never drawn"
    assert not found, "\n".join(found[:8])
