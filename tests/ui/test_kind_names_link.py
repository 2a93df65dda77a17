"""One name per kind, or a link between the names (issue 39): pt20 played
French Go-Stop for three at 960x540 and read the capture boxes "Simp.",
"Anim." beside the yaku lines "Pi", "Yeol", with nothing telling that the
"Pi" line counted the "Simp." box; pt21 read the Japanese boxes "ピ" while
the summary's sentences said "カス".

For every language, both games (Go-Stop for two and for three) and both
window sizes: each yaku line that counts one kind names it by a word the
box's label drawn or its pointing text (the status line over the label)
says; and the summary's sentences about a kind (pi-bak's plains,
meong-bak's animals, gwang-bak's brights) say the kind by the word the box
or its pointing text says."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import KIND_MASK, SAKE_CUP, Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import Line
from koikoi.i18n import _, pgettext
from koikoi.ui.assets import KIND_NAMES
from koikoi.ui.gostop_words import Scorers, line_name
from koikoi.ui.seat_words import Seats
from koikoi.ui.table import panel

from .conftest import app_at
from .test_table_truth import gostop_tables, koikoi_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

# each language's word for each kind, as its sentences say it (docs/i18n.md's terms), by its stem
WORDS = {"en": {Kind.BRIGHT: "bright", Kind.ANIMAL: "animal", Kind.RIBBON: "ribbon", Kind.PLAIN: "plain"},
         "fr": {Kind.BRIGHT: "lumi", Kind.ANIMAL: "anima", Kind.RIBBON: "ruban", Kind.PLAIN: "simple"},
         "pt_BR": {Kind.BRIGHT: "luz", Kind.ANIMAL: "anima", Kind.RIBBON: "fita", Kind.PLAIN: "comu"},
         "ko": {Kind.BRIGHT: "광", Kind.ANIMAL: "열끗", Kind.RIBBON: "띠", Kind.PLAIN: "피"},
         "ja": {Kind.BRIGHT: "光札", Kind.ANIMAL: "タネ", Kind.RIBBON: "短冊", Kind.PLAIN: "カス"}}
GOSTOP_MASKS = {Kind.BRIGHT: deck.GWANG | deck.BONUS_BRIGHT, Kind.ANIMAL: deck.YEOL, Kind.RIBBON: deck.TTI,
                Kind.PLAIN: deck.PI}


def one_kind_yaku(yaku, masks) -> dict[Kind, list[str]]:  # noqa: ANN001
    """The yaku of the rules that count one kind: no card of their own, a pool all of that kind (the sake
    cup aside, which some rules count with the plains), by kind."""
    out: dict[Kind, list[str]] = {kind: [] for kind in Kind}
    for y in yaku:
        pool = y.pool & ~(1 << SAKE_CUP)
        kind = next((k for k in Kind if pool and not pool & ~masks[k]), None)
        if kind is not None and not y.cards and y.name not in out[kind]:
            out[kind].append(y.name)
    return out


def box_pointed(table, p: int, kind: Kind) -> str:  # noqa: ANN001
    """The status line's words with the mouse resting on seat ``p``'s ``kind`` box's label."""
    box = table.geometry.group_rect(p, kind)
    table.pointer.mouse = (box.x + table.ctx.layout.px(8), box.y + table.ctx.layout.px(4))
    assert table.pointer.label_under() == (p, kind)
    return table.pointer.label_words()


def drawn_names(table, kind: Kind) -> list[str]:  # noqa: ANN001
    """The names a box of ``kind`` may be labelled with at this table: Go-Stop's one naming for all seats
    (whole, or short where the whole lacks the room), Koi-Koi's whole name or its short form."""
    if hasattr(table, "match"):
        return [table.canvas.box_names()[kind], _(KIND_NAMES[kind]), panel.short_kind_name(kind)]
    return [table.canvas.box_names()[kind]]


def kind_problems(table, lang: str, yaku, masks, sentences: dict[Kind, str]) -> list[str]:  # noqa: ANN001
    found = []
    for kind, names in one_kind_yaku(yaku, masks).items():
        said = [box_pointed(table, p, kind) for p in range(len(table.model.captured))]
        box = " ".join([*drawn_names(table, kind), *said]).casefold()
        for name in names:
            shown = pgettext("yaku", name)
            if shown.casefold() not in box:
                found.append(f"the yaku line {shown!r} counts the {kind.name} box, named {box!r} (no {shown!r})")
        if kind in sentences:
            word = WORDS[lang][kind]
            if word not in sentences[kind].casefold():
                found.append(f"the sentence {sentences[kind]!r} does not say the {kind.name} kind as {word!r}")
            if word not in box:
                found.append(f"the sentence {sentences[kind]!r} names the {kind.name} as {word!r}; "
                             f"the box says {box!r}")
    return found


def summary_sentences(rules) -> dict[Kind, str]:  # noqa: ANN001
    who = Scorers(Seats((_("You"), _("CPU")), 0), 1, 0)
    return {Kind.PLAIN: line_name(Line("penalty", "pi-bak", factor=2, count=4), rules, who),
            Kind.ANIMAL: line_name(Line("penalty", "meong-bak", factor=2, count=7), rules, who),
            Kind.BRIGHT: line_name(Line("penalty", "gwang-bak", factor=2), rules, who)}


@pytest.mark.parametrize("size, text_size", [((960, 540), 125), ((1280, 720), 100)])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_each_yaku_line_of_one_kind_and_each_sentence_name_the_kind_as_its_box_does(lang, size, text_size):
    with app_at(size, text_size, lang) as app:
        found = []
        table = next(koikoi_tables(app, states=1))
        found += [f"Koi-Koi: {f}" for f in kind_problems(table, lang, table.match.rules.yaku, KIND_MASK, {})]
        for players, preset in ((2, "matgo"), (3, "gostop-brazilian")):
            tables = gostop_tables(app, players, preset=preset)
            table = next(tables)
            rules = load_gostop(preset)
            found += [f"Go-Stop of {players}: {f}" for f in
                      kind_problems(table, lang, rules.yaku_variants[0], GOSTOP_MASKS, summary_sentences(rules))]
            tables.close()
        pygame.event.clear()
    assert not found, "\n".join(found)
