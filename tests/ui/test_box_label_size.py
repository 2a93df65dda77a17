"""A capture box's label is drawn whole at no less than 0.85 of the text
size chosen, its count true (issue 39: French Koi-Koi's "Simp. 2 + 1 (coupe
de saké)" was drawn at 16 px at 960x540 with 150% text, where the size
chosen is 20, and at 1280x720 with 150% where it is 26). Where no form
fits at that size, a shorter one says the same count: the cup's short name
with the spaces closed up ("Simp. 2+1 (coupe)"), the bare sum ("Simp. 2+1",
the cup explained on pointing), the count alone after the kind's mark.

Every box of each seat at Koi-Koi's table and at Go-Stop's tables of two
and three, with counts small and large, the sake cup's and the bonus
bright's "+", in five languages, both window sizes, three text sizes."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.games.koikoi import game as M
from koikoi.i18n import _, pgettext
from koikoi.ui.gostop_words import kind_name, kind_short
from koikoi.ui.koikoi.cup import cup_labels
from koikoi.ui.table import panel

from .conftest import app_at, run
from .test_decision_clear import at_go_or_stop
from .test_scenes import RULES, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

COUNTS = ((0, 0), (3, 0), (12, 0), (1, 1), (12, 1), (10, 2))  # (the box's count, what the cup or bonus adds)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_a_box_label_is_whole_at_no_less_than_085_of_the_size_chosen(size, text_size):
    wrong: list[str] = []
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            a, lay = app.ctx.assets, app.ctx.layout
            drawn: list[tuple[str, int]] = []
            text = a.text

            def kept(words, at, *rest, drawn=drawn, text=text, **named):  # noqa: ANN001, ANN202
                drawn.append((words, at))
                return text(words, at, *rest, **named)

            a.text = kept  # type: ignore[method-assign]
            chosen = a.font(lay.px(17)).get_height()
            koikoi = table_with(app, M.new_match(RULES, 1)[0])
            tables = [koikoi]
            for players in (2, 3):
                g = at_go_or_stop(players)
                tables.append(app.ctx.screens.gostop_table(g.rules, None, resume=g))
            for table in tables:
                app.clear_to(table)
                run(app, 2)
                ours = table is koikoi
                for p in range(len(table.geometry.model.captured)):
                    for kind in Kind:
                        box = table.geometry.group_rect(p, kind)
                        room = panel.label_room(a, lay, kind, box)
                        for n, plus in COUNTS:
                            if plus and ours and kind is not Kind.PLAIN:
                                continue  # Koi-Koi's cup adds to the plains alone
                            if ours:
                                name, shorter = _(panel.KIND_NAMES[kind]), (panel.short_kind_name(kind),)
                                labels = cup_labels() if plus else None
                            else:
                                name, shorter = kind_name(kind), (kind_short(kind),)
                                labels = pgettext("gostop", "{kind}  {n} + {bonus}") if plus else None
                            drawn.clear()
                            said = panel.kind_label(pygame.Surface(box.size, pygame.SRCALPHA), a, lay, kind, name,
                                                    n, box.move(-box.x, -box.y), plus, labels, shorter)
                            at = next(s for w, s in reversed(drawn) if w == said)
                            height = a.font(at).get_height()
                            where = f"{lang} {type(table).__name__} seat {p} {kind.name} {n}+{plus}: {said!r}"
                            if height < 0.85 * chosen:
                                wrong.append(f"{where} drawn {height} px high, the size chosen {chosen}")
                            if "…" in said or a.font(at).size(said)[0] > room:
                                wrong.append(f"{where} cut or past its room {room}")
                            count = rf"(^|\s){n}\s?\+\s?{plus}(?!\d)" if plus else rf"(^|\s){n}$"
                            named_count = rf"^({re.escape(name)}|{re.escape(shorter[0])}) {n}$"  # the bonus tagged
                            if (n or plus) and not (re.search(count, said) or not ours and plus
                                                    and re.search(named_count, said)):
                                wrong.append(f"{where} does not say the count")
    assert not wrong, "\n".join(wrong[:20])
