"""The table against its engine while it plays (issue 39), where the
audits of ``test_table_truth`` look at a table at rest.

A box counts the cards it shows, never one still on its way to it: a card
taken stays 0.4 s in view where it was played or turned up before it
leaves, and the labels had already counted it ("Ribbons 3" over two
ribbons). And whenever the table waits for a seat, its panel marks that
seat's turn and shows the engine's scores, dealer, calls and round.

Demo tables of Koi-Koi, matgo and Go-Stop for three are played at the
default speed, a frame of 1/60 s at a time, with the computer answering at
once."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.games.common.cards import Kind
from koikoi.storage import settings as S
from koikoi.ui.gostop_words import pi_count
from koikoi.ui.table.model import Where

from .agreement import panel_problems
from .conftest import make_app
from .test_pace import DT, AtOnce, gostop3, koikoi, matgo
from .test_table_truth import capture_labels
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LOOKS = 12  # frames read, a game, each with a card on its way to a box


def shown_counts(table, p: int) -> dict[Kind, int]:  # noqa: ANN001
    """What ``p``'s boxes show, card by card: the captured cards (anyone's:
    one stolen stands in its box until it leaves) seen whole with their
    centre in the box of their kind, come to rest or sliding over in it to
    make room, not on their way to it (Go-Stop's plains by value; a card set
    apart counts for no kind)."""
    g = table.geometry
    out = {}
    for kind in Kind:
        box = g.group_rect(p, kind)
        cards = [c for seat in table.model.captured for c in seat
                 if g.kind_of(c) == kind and not g.apart(c) and table.sprites[c].visible
                 and table.sprites[c].alpha >= 1 and box.collidepoint(table.sprites[c].x, table.sprites[c].y)]
        if kind is Kind.PLAIN and not hasattr(table, "match"):
            out[kind] = pi_count(table.rules, sum(1 << c for c in cards), table.model.cup_plain)
        else:
            out[kind] = len(cards)
    return out


def label_number(drawn: list[tuple[str, pygame.Rect]], box: pygame.Rect) -> int:
    """The count a box's label says of the cards in it (no number: none):
    the number after its name, or alone after the kind's mark, before what
    a card elsewhere or set apart adds ("Brights  0 + 1", "Lum. 0+1",
    "Plains (Pi)  5 · ×2 card")."""
    inside = [t for t, r in drawn if box.contains(r)]
    said = [re.search(r"(?:^|\s)(\d+)(?: ?\+ ?\d+| ×2| · ×2 card)?$", " ".join(t.split())) for t in inside]
    numbers = [int(m.group(1)) for m in said if m]
    assert len(numbers) <= 1, f"two counts over one box: {inside}"
    return numbers[0] if numbers else 0


def frames(make, seconds: float):
    """A demo table at the default speed, the computer answering at once: the
    table after each frame of 1/60 s (a hand's summary closed at once)."""
    app = make_app(S.Settings())  # the default speed
    app.ctx.worker = AtOnce()
    try:
        play = make(app)
        app.push(play)
        for _ in range(round(seconds / DT)):
            if app.top is not play:  # a hand's summary
                app.top.next()
            app.step(DT)
            yield play
    finally:
        pygame.quit()


@pytest.mark.parametrize("make", [koikoi, matgo, gostop3], ids=["koikoi", "matgo", "gostop3"])
def test_a_box_counts_only_the_cards_come_to_rest_in_it(make):
    looked = 0
    for play in frames(make, 400):
        flying = [c for seat in play.model.captured for c in seat if play.sprites[c].travelling]
        if not flying or play.time % 0.25 > DT:  # a look now and then while cards fly
            continue
        drawn = inked_texts(play, capture_labels(play))
        for p in range(len(play.model.captured)):
            want = shown_counts(play, p)
            for kind in Kind:
                said = label_number(drawn, play.geometry.group_rect(p, kind))
                assert said == want[kind], (
                    f"seat {p}'s {kind.name} label says {said} over {want[kind]} standing in the box "
                    f"(cards on their way: {flying}, where: {[play.model.where(c) is Where.CAPTURED for c in flying]})")
        looked += 1
        if looked >= LOOKS:
            break
    assert looked >= LOOKS, f"only {looked} frames with a card on its way to a box"


@pytest.mark.parametrize("make", [koikoi, matgo, gostop3], ids=["koikoi", "matgo", "gostop3"])
def test_whenever_the_table_waits_for_a_seat_its_panel_says_whose_turn_and_the_engine_s_figures(make):
    """Whenever the table is still and a seat is to act in the engine, the
    panel marks that seat's turn, and its scores, dealer, calls and round
    are the engine's (tests/ui/agreement.py)."""
    still = 0
    for play in frames(make, 300):
        seat = play.seat_to_move()
        if not play.idle or seat is None or play.hand_ended() or play.summary_pending:
            continue
        assert play.turn_shown == seat, f"the panel marks seat {play.turn_shown}'s turn; seat {seat} is to act"
        assert panel_problems(play) == []
        still += 1
        if still >= 40:
            break
    assert still >= 40, f"the table was still with a seat to act only {still} times"
