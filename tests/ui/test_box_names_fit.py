"""A capture box's name fits its box at a table of three, at every window
and text size: a French player read "Lumi… 0 + 1" (the name cut by an
ellipsis). Where the whole name does not fit, the Korean name the yaku lines
say ("Gwang") stands for it, its spaces closed up where need be ("Gwang 0+1"); where that does not fit, the
bonus bright's "+ 1" gives way to the name ("Gwang 0", its card's tag saying the +1); past that the count stands
alone after the kind's mark. No name is ever cut, nor the count."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.games.common.cards import Kind
from koikoi.i18n import pgettext
from koikoi.ui.gostop_words import kind_name, kind_short
from koikoi.ui.table import panel

from .conftest import app_at
from .test_table_truth import gostop_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_box_name_at_a_table_of_three_is_whole_or_korean_never_cut(size, text_size, lang, monkeypatch):
    said: list[str] = []
    shown = panel.fit_text

    def kept(assets, words, *rest, **named):  # noqa: ANN001, ANN202
        said.append(words)
        return shown(assets, words, *rest, **named)

    monkeypatch.setattr(panel, "fit_text", kept)
    with app_at(size, text_size, lang) as app:
        tables = gostop_tables(app, 3)  # kept: the three players' layout is used while it lasts
        table = next(tables)
        lay, assets = app.ctx.layout, app.ctx.assets
        scratch = pygame.Surface((2000, 1200), pygame.SRCALPHA)
        for p in range(3):
            for kind, n, plus in ((Kind.BRIGHT, 0, 1), (Kind.BRIGHT, 3, 1), (Kind.BRIGHT, 3, 0), (Kind.ANIMAL, 9, 0),
                                  (Kind.RIBBON, 10, 0), (Kind.PLAIN, 24, 0)):  # the bonus bright lies apart
                box = table.geometry.group_rect(p, kind)
                said.clear()
                drawn = panel.kind_label(scratch, assets, lay, kind, kind_name(kind), n, box, plus,
                                         pgettext("gostop", "{kind}  {n} + {bonus}") if plus else None,
                                         (kind_short(kind),))
                # a form whole at the size chosen is drawn as it is; else fit_text is given the words, to shrink
                assert drawn == (said[-1] if said else drawn) and "…" not in drawn, (p, kind.name, drawn, said)
                if not said:
                    assert assets.font(lay.px(17)).size(drawn)[0] <= panel.label_room(assets, lay, kind, box), drawn
                # the bonus bright's "+ 1" after the count; or, where no room holds it beside a name, the name and the
                # count that counts (the card's own tag says its +1: pt19 read a bare "0+1")
                with_plus = re.search(rf"(^|\s){n}\s?\+\s?{plus}$", drawn) if plus else None
                named_count = re.fullmatch(rf"({re.escape(kind_name(kind))}|{re.escape(kind_short(kind))}) {n}", drawn)
                assert with_plus or (plus and named_count) or (not plus and re.search(rf"(^|\s){n}$", drawn)), \
                    (p, kind.name, drawn)
        tables.close()
