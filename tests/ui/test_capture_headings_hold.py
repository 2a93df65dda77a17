"""A capture box's heading keeps the text size chosen wherever one of its
forms fits whole at it: the translator's shorter name ("Pl." for
"Plains") or the shorter way of saying the sake cup ("+ 1 (cup)", "+ 1")
before any shrinking. At 150% text the heading "Plains 1 + 1 (sake cup)"
was drawn shrunk to the small size though "Plains 1 + 1 (cup)" fitted at
the size chosen (cold playtest pt10). Over both window sizes, every text
size, every language, each seat's boxes at Koi-Koi's table and at a
Go-Stop table of three: a heading is drawn smaller only where no form of
it fits whole at the size chosen."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.games.koikoi import game as M
from koikoi.i18n import _
from koikoi.ui.koikoi.cup import cup_labels
from koikoi.ui.table import panel

from .conftest import app_at, run
from .test_decision_clear import at_go_or_stop
from .test_scenes import RULES, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_a_heading_shrinks_only_where_no_form_fits(size, text_size, monkeypatch):
    shrunk: list[str] = []
    real = panel.fit_text

    def seen(assets, text, size_, smallest, room, *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        if assets.font(size_).size(text)[0] > room:  # drawn smaller than its size
            shrunk.append(text)
        return real(assets, text, size_, smallest, room, *rest, **kw)

    monkeypatch.setattr(panel, "fit_text", seen)

    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            a, lay = app.ctx.assets, app.ctx.layout
            m, _ev = M.new_match(RULES, 1)
            tables = [table_with(app, m)]
            g = at_go_or_stop(3)
            tables.append(app.ctx.screens.gostop_table(g.rules, None, resume=g))
            app.clear_to(tables[-1])
            run(app, 2)
            for table in tables:
                for p in range(len(table.geometry.model.captured)):
                    for kind in Kind:
                        box = table.geometry.group_rect(p, kind)
                        room = panel.label_room(a, lay, kind, box)
                        name = _(panel.KIND_NAMES[kind])
                        shorter = (panel.short_kind_name(kind),)
                        for n, plus in ((0, 0), (3, 0), (12, 0), (1, 1), (10, 2)):
                            labels = cup_labels() if plus else (_("{kind}  {n}"),)
                            shrunk.clear()
                            panel.kind_label(pygame.Surface(box.size, pygame.SRCALPHA), a, lay, kind, name, n,
                                             box.move(-box.x, -box.y), plus, labels if plus else None, shorter)
                            if shrunk:  # drawn smaller than chosen: no form fitted whole at the size chosen
                                # (the bare "+ 1", last, gives way to a form that names the cup drawn smaller)
                                said = labels[:-1] if len(labels) > 1 else labels
                                forms = [lb.format(kind=e, n=n, cup=plus, bonus=plus) if n or plus else e
                                         for lb in said for e in (name, *shorter)]
                                fits = [f for f in forms if a.font(lay.px(17)).size(f)[0] <= room]
                                assert not fits, f"{size} {text_size} {lang} seat {p} {kind}: shrunk, though {fits} fit"
