"""Go-Stop's capture boxes are named one way, and as its yaku are (issue 39:
English read a "Plains" box beside the yaku "Pi", "Tti" and "Yeol"; a table
of three's boxes read "Brt.", "Animals", "Rib.", "Pl.", three namings at
once, where the table of two's read "Plains (Pi)").

At two and three players, both window sizes, 100% and 150% text, in the
five languages: the four boxes of every seat use one naming, the whole
names with the Korean one in brackets ("Plains (Pi)") where each fits, else
the Korean names alone ("Pi"), else the short forms; and a box's Korean
name is the one the panel's yaku lines say. Where not even the Korean name fits beside
its count (a computer's brights with the bonus bright, "Gwang 0+1", at a table
of three at 960x540), the count stands after the kind's mark, which names the
kind, as ``panel.kind_label`` says."""

from __future__ import annotations

import re

import pytest

from koikoi.games.common.cards import Kind
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui.gostop_words import kind_name, kind_short
from koikoi.ui.table import panel

from .conftest import app_at
from .test_table_truth import capture_labels, gostop_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LANGS = ["en", "fr", "pt_BR", "ko", "ja"]
YAKU = {Kind.ANIMAL: "Yeol", Kind.RIBBON: "Tti", Kind.PLAIN: "Pi"}  # the yaku each box's cards make


def namings_used(table) -> tuple[set[int], list[str]]:  # noqa: ANN001
    """The namings (0: whole, 1: Korean) that every box's label may be read as, and the labels none names."""
    drawn = inked_texts(table, capture_labels(table))
    common, unnamed = {0, 1}, []
    for p in range(table.players):
        for kind in Kind:
            box = table.geometry.group_rect(p, kind)
            inside = [t for t, r in drawn if box.contains(r) and not t.isdigit()]
            names = [kind_name(kind), kind_short(kind)]
            # the namings whose name begins a label here ("Pi" also begins "Pi" alone, never "Plains")
            levels = {i for i, name in enumerate(names) for t in inside if t == name or t.startswith(name + " ")}
            counts = [t for t in inside if re.fullmatch(r"\d+\+\d+", t)]
            if not levels and counts and all(not panel.label_fits(table.ctx.assets, table.ctx.layout, panel.label_room(
                    table.ctx.assets, table.ctx.layout, kind, box), f"{kind_short(kind)} {t}") for t in counts):
                continue  # not even the Korean name fits beside the count ("Gwang 0+1"): the kind's mark names it
            if not levels:
                unnamed.append(f"seat {p}, {kind.name}: {inside}")
            else:
                common &= levels
    return common, unnamed


# Languages that name the kinds in their own words in every line, Go-Stop's too (French "lumière", Portuguese
# "luz"): a box's short name abbreviates its whole one, as Koi-Koi's boxes do ("Lum.", "Com."), never a Korean
# word beside theirs (a playtest read Portuguese "comuns" in the lines and "Pi" on the box: test_latin_word_lists)
OWN_WORDS = ("fr", "pt_BR")


@pytest.mark.parametrize("lang", LANGS)
def test_a_box_s_korean_name_is_its_yaku_s(lang):
    with app_at(S.DEFAULT_WINDOW, 100, lang):
        if lang in OWN_WORDS:
            for kind in Kind:
                short = kind_short(kind).rstrip(".")
                assert kind_name(kind).startswith(short), (kind.name, kind_name(kind), kind_short(kind))
            return
        for kind, yaku in YAKU.items():
            assert kind_short(kind) == pgettext("yaku", yaku), (kind.name, kind_short(kind))
        for kind in Kind:
            assert kind_short(kind) in kind_name(kind), (kind.name, kind_name(kind), kind_short(kind))


@pytest.mark.parametrize("case", [(size, text, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW)
                                  for text in (100, 150) for lang in LANGS],
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_the_four_boxes_of_every_seat_use_one_naming(case):
    found = []
    with app_at(*case) as app:
        for players, preset in ((2, "matgo"), (3, "gostop-brazilian")):
            tables = gostop_tables(app, players, preset=preset)
            for n, table in enumerate(tables):
                used, unnamed = namings_used(table)
                if not used or unnamed:  # no one naming that reads every box
                    found.append(f"{players} players: namings {sorted(used)}, unnamed {unnamed}")
                if n == 2:
                    tables.close()
                    break
    assert not found, "\n".join(found[:8])
