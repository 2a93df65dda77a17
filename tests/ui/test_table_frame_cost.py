"""What the table works out at every frame, it works out once (issue 40:
the suite's slowest tests step tables frame by frame, and so does every
player's window). The capture boxes' count of the cards standing in them
laid each box out again for every card captured (some two million box
layouts in a two-minute table of three); Go-Stop's panel scored each seat's
captures again at every frame though they change a few times a turn.
Both answer as before: the cards a box counts are those a card-by-card
reading sees, and the panel's lines follow the language spoken."""

from __future__ import annotations

import itertools

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import CUP_OPEN, load_gostop
from koikoi.ui import gostop_progress

from .test_table_truth import every_table

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def card_by_card(table, p: int) -> tuple[int, ...]:  # noqa: ANN001
    """The captured cards standing in ``p``'s boxes, each held against its kind's box."""
    g, sprites = table.geometry, table.sprites
    return tuple(c for seat in table.model.captured for c in seat
                 if sprites[c].visible and sprites[c].alpha >= 1
                 and g.group_rect(p, g.kind_of(c)).collidepoint(sprites[c].x, sprites[c].y))


def test_the_boxes_count_lays_each_box_out_once_whatever_the_cards(app, monkeypatch):
    seen = 0
    for table in itertools.islice(every_table(app), 0, None, 3):
        g = type(table.geometry)
        for p in range(len(table.model.captured)):
            want = card_by_card(table, p)
            laid = []
            with monkeypatch.context() as m:
                m.setattr(g, "group_rect",
                          lambda self, q, kind, _was=g.group_rect, _laid=laid: _laid.append(kind) or _was(self, q, kind))
                got = table.canvas.landed(p)
            assert got == want, (type(table).__name__, p)
            assert len(laid) <= len(Kind), f"{len(laid)} box layouts for {len(want)} cards standing"
            seen += len(want) > len(Kind)
    assert seen, "no seat with more cards than boxes"


def test_go_stop_lines_are_worked_out_once_for_the_same_captures(monkeypatch):
    rules = load_gostop("matgo")  # a rule set of its own: nothing remembered for it yet
    mine = sum(1 << deck.INDEX[c] for c in ("wisteria-red", "iris-red", "pine-crane"))
    theirs = 1 << deck.INDEX["clover-red"]
    scored = []
    was = gostop_progress.yaku_made
    monkeypatch.setattr(gostop_progress, "yaku_made", lambda *a: scored.append(a) or was(*a))
    first, more = gostop_progress.gostop_listed(rules, mine, theirs, CUP_OPEN, 1)
    said = [y.label() for y in (*first, *more)]
    first.clear()
    more.append(first)  # a caller's lists are its own
    again = gostop_progress.gostop_listed(rules, mine, theirs, CUP_OPEN, 1)
    assert len(scored) == 1
    assert [y.label() for y in (*again[0], *again[1])] == said and again[0] and again[1]
    i18n.set_language("ko")
    try:
        told = gostop_progress.gostop_listed(rules, mine, theirs, CUP_OPEN, 1)
        assert [y.label() for y in (*told[0], *told[1])] != said  # the words of the language spoken
    finally:
        i18n.set_language("en")
    assert len(scored) == 1


def test_go_stop_s_panel_is_fitted_once_for_the_same_words_room_and_text_size(app, monkeypatch):
    """The panel is fitted by trial paintings (some thirty); the same words in
    the same room at the same text size are fitted once, and fitted anew in
    another language or at another text size."""
    from koikoi.ui.gostop import info_panel as P

    tried = []
    was = P.paint_info
    monkeypatch.setattr(P, "paint_info", lambda *a, **k: tried.append(a[4]) or was(*a, **k))
    seen = 0
    for table in itertools.islice(every_table(app), 0, None, 4):
        if hasattr(table, "match"):
            continue  # Koi-Koi's panel is not fitted
        lay, a = table.ctx.layout, table.ctx.assets
        info, r = table.canvas.info(), lay.rect("info")
        first = P.fitting(info, r, lay, a)
        tried.clear()
        assert P.fitting(info, r, lay, a) == first and table.canvas.fitted() == first[0]
        assert tried == [], f"{len(tried)} trial paintings for words already fitted"
        for lang, scale in (("fr", 1.0), ("en", 1.5)):
            i18n.set_language(lang)
            a.set_text_scale(scale)
            try:
                got = P.fitting(info, r, lay, a)
                assert tried, "fitted as in another language or text size"
                tried.clear()
                assert got == P.fitting(info, r, lay, a) and not tried
            finally:
                i18n.set_language("en")
                a.set_text_scale(1.0)
        seen += 1
    assert seen >= 2


def test_koikoi_lines_are_worked_out_once_for_the_same_captures(monkeypatch):
    from koikoi.games.common.cards import BY_ID
    from koikoi.games.koikoi.rules import load_preset
    from koikoi.ui import progress

    rules = load_preset()  # a rule set of its own: nothing remembered for it yet
    mine = sum(BY_ID[c].bit for c in ("pine-poetry", "plum-poetry", "pine-crane"))
    theirs = BY_ID["clover-red"].bit
    scored = []
    was = progress.found_yaku
    monkeypatch.setattr(progress, "found_yaku", lambda *a: scored.append(a) or was(*a))
    first, more = progress.listed(rules, mine, theirs, 3, 1)
    said = [y.label() for y in (*first, *more)]
    first.clear()
    more.append(first)  # a caller's lists are its own
    again = progress.listed(rules, mine, theirs, 3, 1)
    assert len(scored) == 1
    assert [y.label() for y in (*again[0], *again[1])] == said and again[0] and again[1]
    i18n.set_language("ja")
    try:
        told = progress.listed(rules, mine, theirs, 3, 1)
        assert [y.label() for y in (*told[0], *told[1])] != said  # the words of the language spoken
    finally:
        i18n.set_language("en")
    assert len(scored) == 1


def test_koikoi_s_panel_is_fitted_once_for_the_same_words_room_and_text_size(app, monkeypatch):
    """Koi-Koi's panel too is fitted by trial paintings; the same words in the
    same room at the same text size and language are painted once, at the
    size the first fitting found (the same panel, the same spots), and
    fitted anew in another language or at another text size."""
    from koikoi.ui.table import panel as P

    painted = []
    was = P.paint_info
    monkeypatch.setattr(P, "paint_info", lambda *a, **k: painted.append(a[4:]) or was(*a, **k))
    seen = searched = 0
    for table in itertools.islice(every_table(app), 0, None, 2):
        if not hasattr(table, "match"):
            continue  # Go-Stop's: test_go_stop_s_panel_is_fitted_once_for_the_same_words_room_and_text_size
        lay, a = table.ctx.layout, table.ctx.assets
        info = table.canvas.info()
        for lang, scale in (("en", 1.0), ("fr", 1.0), ("en", 1.5)):
            i18n.set_language(lang)
            a.set_text_scale(scale)
            try:
                vars(P).get("_sizes", {}).clear()  # what the table itself fitted, forgotten
                painted.clear()
                surf, r, spots = P.render_info(info, lay, a)
                fitted = len(painted)
                searched += fitted > 1
                painted.clear()
                again, r2, spots2 = P.render_info(info, lay, a)
                assert len(painted) == 1, f"{len(painted)} paintings for words already fitted"
                assert (r2, spots2) == (r, spots)
                assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(surf, "RGBA")
            finally:
                i18n.set_language("en")
                a.set_text_scale(1.0)
        seen += 1
    assert seen >= 2 and searched, "no panel needed more than one painting to fit: nothing remembered to test"


def test_the_cards_standing_in_the_boxes_are_worked_out_once_a_frame(app, monkeypatch):
    """Each seat's boxes' labels and the panel's lines count the cards standing
    in its boxes: a frame works them out once a seat (it did twice, the
    labels' and the panel's), and they are the cards a card-by-card reading
    sees."""
    from koikoi.ui.table import canvas as table_canvas

    seen = 0
    for table in itertools.islice(every_table(app), 0, None, 3):
        players = len(table.model.captured)
        laid = []

        class Kinds:  # the boxes' kinds, counting each time a seat's boxes are laid out to read its cards
            def __iter__(self, _laid=laid):  # noqa: ANN204
                _laid.append(1)
                return iter(Kind)

        counted = []
        was = type(table.canvas).refresh
        with monkeypatch.context() as m:
            m.setattr(table_canvas, "Kind", Kinds())
            m.setattr(type(table.canvas), "refresh",
                      lambda self, _was=was, _counted=counted, _n=players:
                      _was(self) or _counted.append([self.landed(p) for p in range(_n)]))
            table.draw(app.screen)
        assert counted == [[card_by_card(table, p) for p in range(players)]]
        assert len(laid) <= players, f"{len(laid)} readings of the cards standing in {players} seats' boxes"
        seen += 1
    assert seen >= 2
