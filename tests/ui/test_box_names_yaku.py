"""English Koi-Koi's capture boxes said "Animals", "Ribbons", "Plains"
while the yaku lines beside them said "Tane", "Tanzaku", "Kasu" (pt22): a
new player could not link a box to its line at a glance (pointing at the
box said it; no one points at a box to learn that). The yaku keep their
names (How to play, the lessons and the rule documents call them so), and
the box's whole name says the yaku its cards make, as Go-Stop's English box
"Plains (Pi)" does: "Animals (Tane)  3". French has the same split
("Animaux" beside "Tane") and says it the same way, and Japanese for its
ribbons ("短冊（タン）", the yaku タン); Portuguese and Korean name those yaku
by the kind's own word, and their boxes stay as they were.

In five languages, at 960x540 and 1280x720 and the three text sizes, over
random Koi-Koi states: each box whose kind one yaku counts, under another
name, says that yaku in its drawn label, both seats alike, wherever the
label's whole name fits the box at the text size chosen; and at 1280x720
and 100% it always does. Where it does not fit, the kind alone is drawn
(test_kind_names_link's pointing text links it then)."""

from __future__ import annotations

import pytest

from koikoi.games.common.cards import Kind
from koikoi.i18n import _, pgettext
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.box_said import counting_yaku

from .conftest import app_at
from .test_table_truth import capture_labels, koikoi_tables
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, text, lang) for size in ((1280, 720), (960, 540)) for text in (100, 125, 150)
         for lang in ("en", "fr", "pt_BR", "ko", "ja")]
THREE = {Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN}
SPLIT = {"en": THREE, "fr": THREE, "ja": {Kind.RIBBON}}  # where Tane, Tanzaku, Kasu are other words than the kinds'


@pytest.mark.parametrize("size, text_size, lang", CASES, ids=lambda c: str(c))
def test_a_box_names_the_yaku_its_cards_make(size, text_size, lang):
    named = 0
    with app_at(size, text_size, lang) as app:
        for table in koikoi_tables(app, seed=2, states=4):
            drawn = inked_texts(table, capture_labels(table))
            names = table.canvas.box_names()
            for kind in (Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN):
                yaku = counting_yaku(table.rules.yaku, kind)
                shown = pgettext("yaku", yaku[0])
                word = _(KIND_NAMES[kind])
                split = shown.casefold() != word.casefold()
                assert split == (kind in SPLIT.get(lang, ())), (lang, kind, shown, word)
                for p in (0, 1):
                    box = table.geometry.group_rect(p, kind)
                    label = " ".join(t for t, r in drawn if box.contains(r))
                    if split and names[kind] != word:  # the whole name fits: it is drawn, in both seats
                        assert shown in label, (lang, kind, p, label)
                        named += 1
                    elif not split:
                        assert label.startswith(word) or not label[:1].isalpha(), (lang, kind, p, label)
            if size == (1280, 720) and text_size == 100:
                assert all(names[k] != _(KIND_NAMES[k]) for k in SPLIT.get(lang, ())), names
    if lang in SPLIT and size == (1280, 720) and text_size == 100:
        assert named >= 4 * len(SPLIT[lang]) * 2
