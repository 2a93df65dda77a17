"""Each capture box's label says its whole word and its count, at every
window and text size, in five languages, at tables of two and three: at
960x540 and 150% text in Portuguese a table of three read "L… 1+1",
"Anim… 2", "Com… 7", and the bonus bright's tag "+1 s…"; at 1280x720 the
tag read "+1 f…" once its box held another card, "+1" in Japanese.

A label too long for its box is drawn smaller, then with its name's
designed short form ("Anim.  2"), then with its spaces closed ("Lum. 0+1"),
and past that the count stands alone after the kind's mark ("3 ×2"): no
name is cut. The tag is drawn whole (smaller, on more lines) or left out,
the box's label ("Brights 0 + 1") saying it."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.gostop_words import kind_name
from koikoi.ui.gostop_words import kind_short
from koikoi.ui.table import panel

from .agreement import capture_box_problems
from .conftest import app_at
from .test_cut_text import cuts_seen
from .test_table_truth import capture_labels, gostop_tables, koikoi_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in (100, 125, 150)
         for lang in ("en", "fr", "pt_BR", "ko", "ja")]


def tables(app):  # noqa: ANN001, ANN201
    """Koi-Koi, Go-Stop of two and of three (with the bonus bright), in random states of each."""
    yield from koikoi_tables(app, states=6)
    yield from gostop_tables(app, 2)
    yield from gostop_tables(app, 3)
    yield from gostop_tables(app, 3, seed=6, preset="gostop-brazilian")


def names(table) -> set[str]:  # noqa: ANN001
    """Every word a label may call its box by: its whole name ("Animals (Tane)"), the kind's name, or its short
    form."""
    from koikoi.i18n import _

    if hasattr(table, "match"):
        whole = set(table.canvas.box_names().values())
        return whole | {_(KIND_NAMES[k]) for k in Kind} | {panel.short_kind_name(k) for k in Kind}
    return {kind_name(k) for k in Kind} | {kind_short(k) for k in Kind}


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_every_capture_label_says_its_whole_word_and_its_count(case):
    size, pct, lang = case
    with app_at(size, pct, lang) as app:
        seen = 0
        for table in tables(app):
            with cuts_seen() as cut:
                drawn = inked_texts(table, capture_labels(table))
                table.canvas.render_apart(table.canvas.apart_cards()) if hasattr(table.canvas, "apart_cards") else None
            words = names(table)
            tag = pgettext("gostop", "+1 bright if its taker loses")
            ours = [c for c in cut if any(c.startswith(repr(w)[:-1]) for w in words) or c[1:-1].split("' drawn")[0] in tag]
            assert not ours, f"{type(table).__name__}, {len(table.model.captured)} players: {ours}"
            wrong = capture_box_problems(table, drawn)  # each box's count, as the rules count it, whole
            assert not wrong, "\n".join(wrong)
            labels = [t for t, _r in drawn if t and not t.startswith(("CPU", i18n._("CPU")))]  # French "Ordi"
            # a whole name leads the label, or none does: the count alone after the kind's mark ("3 ×2", "0+1")
            unnamed = [t for t in labels if not any(t == w or t.startswith(w + " ") for w in words)
                       and not re.fullmatch(r"\d+( ?\+ ?\d+| ×2)?", t)]
            assert not unnamed, f"labels with no whole name: {unnamed}"
            seen += 1
        assert seen
