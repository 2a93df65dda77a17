"""A capture box's count and the cards standing in it agree at every frame
(issue 39: the CPU's box read "Animals 1" over two animals, and 2 a moment
later; "Plains (Pi) 2" over some nine plains). The labels counted only the
cards whose sprites were still, and a box's cards all slide over to make
room as a card lands in it (or leaves it, stolen): while they slid the
count fell to the one or two that had not moved.

Demo tables of Koi-Koi, matgo and Go-Stop for three are played at the
default speed and with reduced motion, a frame of 1/60 s at a time, the
computer answering at once. At every frame the count each box's label is
drawn with is held against the cards seen standing in the box (whole, not
fading in, their centre inside it), whoever the engine says holds them;
now and then the label is read as drawn. Koi-Koi's yaku lines count the
same cards ("Tanzaku 4/5" read over three ribbons, a fourth on its way),
and so do Go-Stop's, each line and each heading's points (pt11: "Hongdan
2/3" while the CPU's ribbon was still on the field, "Pi 2/10" over an
empty Plains box, "Your yaku — 3 points" by eleven plains)."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.games.common.cards import Kind
from koikoi.storage import settings as S
from koikoi.ui.gostop_words import pi_count
from koikoi.ui.progress import progress

from .conftest import make_app
from .test_pace import DT, AtOnce, gostop3, koikoi, matgo
from .test_table_in_play import shown_counts as standing
from .test_table_truth import capture_labels
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SECONDS = 120  # of play, each table


def label_number(drawn: list[tuple[str, pygame.Rect]], box: pygame.Rect) -> int:
    """The count a box's label says of the cards in it (no number: none): the
    number after its name, or alone after the kind's mark, before what a
    card elsewhere adds ("Plains  2 + 1 (sake cup)", "Lum. 0+1", "3 ×2")."""
    inside = [t for t, r in drawn if box.contains(r)]
    said = [re.search(r"(?:^|\s)(\d+)(?: ?\+ ?\d+(?: ?\(.+\))?| ×2| · ×2 card)?$", " ".join(t.split())) for t in inside]
    numbers = [int(m.group(1)) for m in said if m]
    assert len(numbers) <= 1, f"two counts over one box: {inside}"
    return numbers[0] if numbers else 0


def counted(table, p: int) -> dict[Kind, int]:  # noqa: ANN001
    """The count each of ``p``'s box labels is drawn with (the canvas's cards come to rest)."""
    g = table.geometry
    pile = [c for c in table.canvas.landed(p) if not g.apart(c)]
    out = {}
    for kind in Kind:
        cards = [c for c in pile if g.kind_of(c) == kind]
        if kind is Kind.PLAIN and not hasattr(table, "match"):
            out[kind] = pi_count(table.rules, sum(1 << c for c in cards), table.model.cup_plain)
        else:
            out[kind] = len(cards)
    return out


def gostop_lines_ahead(play) -> list[str]:  # noqa: ANN001
    """Where a Go-Stop panel's yaku lines or headings count other cards than
    those standing in each seat's boxes (whoever the engine says holds them)."""
    from koikoi.games.gostop.turn import hand_score_of
    from koikoi.ui.gostop.canvas import yaku_heading
    from koikoi.ui.gostop_progress import gostop_listed

    h = play.game.hand
    held = [sum(1 << c for c in play.canvas.landed(p)) for p in range(play.players)]
    found = []
    for seat, p in zip(play.canvas.info().seats, (*play.canvas.seated(), 0)):
        theirs = sum(held[q] for q in range(play.players) if q != p)
        made, more = gostop_listed(play.rules, held[p], theirs, h.cup, None)
        want = [y.label() for y in (*made, *more)]
        lines = [y.label() for y in (*seat.progress, *seat.more)]
        if lines != want:
            found.append(f"{play.time:.2f} s: seat {p}'s lines {lines}, the cards in its boxes make {want}")
        heading = yaku_heading(hand_score_of(play.rules, held[p], h.cup), None if p == play.person else play.short[p])
        if seat.heading != heading:
            found.append(f"{play.time:.2f} s: seat {p}'s heading {seat.heading!r}, its boxes make {heading!r}")
    return found


def hidden_under(play, piled: dict[tuple[int, ...], int], found: list[str]) -> dict[tuple[int, ...], int]:  # noqa: ANN001
    """The captured cards standing still at one place this frame, with for how many frames they have; a card
    hidden under another in a box for 3 frames or more is a fault (r14: Go-Stop's second card taken into a box
    in one turn landed on the first, which stayed under it until the turn's end, up to half a second)."""
    spots: dict[tuple[int, int], list[int]] = {}
    for seat in play.model.captured:
        for c in seat:
            s = play.sprites[c]
            if s.visible and s.alpha >= 1 and not s.travelling:
                spots.setdefault((round(s.x), round(s.y)), []).append(c)
    now = {tuple(sorted(cards)): piled.get(tuple(sorted(cards)), 0) + 1 for cards in spots.values() if len(cards) > 1}
    found.extend(f"{play.time:.2f} s: cards {list(cards)} stand at one place in a box" for cards, n in now.items()
                 if n == 3)
    return now


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced-motion"])
@pytest.mark.parametrize("make", [koikoi, matgo, gostop3], ids=["koikoi", "matgo", "gostop3"])
def test_each_box_counts_the_cards_standing_in_it_at_every_frame(make, reduced):
    app = make_app(S.Settings(reduced_motion=reduced))
    app.ctx.worker = AtOnce()
    found: list[str] = []
    moved = read = 0
    piled: dict[tuple[int, ...], int] = {}  # captured cards standing still at one place: for how many frames
    try:
        play = make(app)
        app.push(play)
        for _frame in range(round(SECONDS / DT)):
            if app.top is not play:  # a hand's summary, closed at once
                app.top.next()
            app.step(DT)
            piled = hidden_under(play, piled, found)
            sliding = any(play.sprites[c].travelling for seat in play.model.captured for c in seat)
            for p in range(len(play.model.captured)):
                want, said = standing(play, p), counted(play, p)
                if said != want:
                    found.append(f"{play.time:.2f} s: seat {p}'s boxes count {said}, show {want}")
            if hasattr(play, "match"):  # the yaku lines count the same cards as the boxes
                rnd = play.match.round
                held = [sum(1 << c for c in play.model.captured[p] if play.sprites[c].visible
                            and play.sprites[c].alpha >= 1 and play.geometry.group_rect(
                                p, play.geometry.kind_of(c)).collidepoint(play.sprites[c].x, play.sprites[c].y))
                        for p in (0, 1)]
                for p, (_head, lines) in enumerate(play.canvas.info().yaku):
                    want_lines = progress(play.rules, held[p], held[1 - p], rnd.month, limit=99)
                    ahead = [y.label() for y in lines if y.have > next(
                        (x.have for x in want_lines if x.yaku_id == y.yaku_id), 0)]
                    if ahead:
                        found.append(f"{play.time:.2f} s: seat {p}'s lines {ahead} count cards not in the boxes")
            else:
                found += gostop_lines_ahead(play)
            moved += sliding
            if sliding and read < 20 and round(play.time / DT) % 23 == 0:  # the labels read as drawn
                drawn = inked_texts(play, capture_labels(play))
                for p in range(len(play.model.captured)):
                    want = standing(play, p)
                    for kind in Kind:
                        number = label_number(drawn, play.geometry.group_rect(p, kind))
                        if number != want[kind]:
                            found.append(f"{play.time:.2f} s: seat {p}'s {kind.name} label says {number}, "
                                         f"{want[kind]} stand in the box")
                read += 1
    finally:
        pygame.quit()
    assert moved > 100 and read >= 10, (moved, read)
    assert not found, f"{len(found)} frames disagree:\n" + "\n".join(found[:12])
