"""Every card in a Go-Stop capture box shows its corner (the month and
kind) and its marks (issue 39: with many plains the two-row plains box hid
one card wholly, and the circles that say a double plain lay under the
lower row, as did a bonus plain's own circles).

Audited over seeded hands whose captures are stacked with plains (every
plain, double plain, the sake cup counted as a plain, and the bonus cards
not in a hand or on the field, in one seat's captures), at two and three
players, at both window sizes: each card of a box, drawn in the table's
order, keeps its corner in view; a card that counts more than one plain
and a bonus plain keep their circles in view too (enough of a bonus plain's
to count them)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from koikoi.games.common.cards import SAKE_CUP, Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import CUP_PLAIN, load_gostop
from koikoi.storage import settings as S
from koikoi.ui.layout import THREE_PLAYERS
from koikoi.ui.plain_marks import plain_marks, plains_shown

from .conftest import app_at
from .test_table_truth import at_rest

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 100, "en"), (S.DEFAULT_WINDOW, 100, "en"), (S.MIN_WINDOW, 150, "en"),
         (S.DEFAULT_WINDOW, 150, "en")]
MOST = {2: 26, 3: 17}  # the most cards stacked in a plains box (at three, 18 no longer fit a CPU's box at 960x540)
CORNER = 0.3  # the share of a card's width and height at its top left that shows its month and kind
SEEN = 0.97  # the share of a corner or a mark that must lie uncovered


def stacked(rules, players: int, seed: int, steps: int, p: int):  # noqa: ANN001, ANN201
    """A game ``steps`` random moves into its first hand, with every double
    plain and bonus card not in a hand or on the field moved to ``p``'s
    captures, and plains up to :data:`MOST` in the box."""
    rng = random.Random(seed)
    g, _ = G.new_game(rules, seed, players)
    for _ in range(steps):
        g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
    h = g.hand.copy()
    free = sum(1 << c for c in h.deck) | sum(h.captures)
    want = (deck.PI | deck.BONUS_DOUBLE | (1 << SAKE_CUP)) & free
    marked = (deck.BONUS_MASK | rules.doubles_mask | (1 << SAKE_CUP)) & want
    plains = [c for c in range(deck.FIRST_BONUS) if (1 << c) & want & ~marked]
    room = MOST[players] - (h.captures[p] & (deck.PI | deck.BONUS_MASK | (1 << SAKE_CUP))).bit_count()
    want = marked | sum(1 << c for c in plains[:max(0, room - marked.bit_count())])
    h.captures = tuple((c | want) if q == p else (c & ~want) for q, c in enumerate(h.captures))
    h.deck = tuple(c for c in h.deck if not (1 << c) & want)
    h.cup = CUP_PLAIN
    return dataclasses.replace(g, hand=h)


def marks_rect(card: int, r: pygame.Rect, marks: dict[int, int]) -> pygame.Rect | None:
    """Where a card's circles lie: a marked card's in its lower left corner
    (:func:`~koikoi.ui.plain_marks.draw_plain_count`), a bonus plain's down its middle."""
    w, h = r.size
    if card in deck.BONUS_PI:  # the left of its column of circles, enough to count them
        return pygame.Rect(r.x + round(w * 0.3), r.y + round(h * 0.25), round(w * 0.1), round(h * 0.5))
    n = marks.get(card, 0)
    if n < 2:
        return None
    rad = max(4, round(w * 0.12))
    line = max(2, rad // 3)
    tall = n * (2 * rad + line + 1) + 2 * line
    side = rad + line + 1  # to the circles' middle: enough to count them
    return pygame.Rect(r.x + round(w * 0.05), r.bottom - round(w * 0.05) - tall, side, tall)


def seen(part: pygame.Rect, over: list[pygame.Rect]) -> float:
    """The share of ``part`` no rectangle of ``over`` covers."""
    if part.w <= 0 or part.h <= 0:
        return 0.0
    covered = pygame.Mask(part.size)
    for o in over:
        cut = o.clip(part)
        if cut.w and cut.h:
            covered.draw(pygame.Mask(cut.size, fill=True), (cut.x - part.x, cut.y - part.y))
    return 1 - covered.count() / (part.w * part.h)


def box_problems(table) -> list[str]:  # noqa: ANN001
    g, sprites = table.geometry, table.sprites
    marks = plain_marks(table.rules, table.model.cup_plain)  # the cards marked with the plains they count
    found = []
    for p in range(table.players):
        for kind in Kind:
            cards = sorted((c for c in table.model.captured[p] if g.kind_of(c) == kind), key=lambda c: sprites[c].z)
            for i, c in enumerate(cards):
                r = sprites[c].rect()
                over = [sprites[d].rect() for d in cards[i + 1:]]
                said = f"{table.players} players, seat {p}, {kind.name} box of {len(cards)}: {deck.IDS[c]}"
                corner = pygame.Rect(r.x, r.y, max(1, round(r.w * CORNER)), max(1, round(r.h * CORNER)))
                if seen(corner, over) < SEEN:
                    found.append(f"{said}: its corner {seen(corner, over):.0%} in view ({r} under {[tuple(o) for o in over if o.colliderect(corner)]})")
                at = marks_rect(c, r, marks)
                if at is not None and seen(at, over) < SEEN:
                    found.append(f"{said}: its circles {seen(at, over):.0%} in view "
                                 f"({plains_shown(c, marks)} plains)")
                if not g.group_rect(p, kind).inflate(2, 2).contains(r):
                    found.append(f"{said}: {r} past its box {g.group_rect(p, kind)}")
    return found


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%")
def test_every_card_in_a_box_shows_its_corner_and_its_circles(case):
    found, boxes = [], 0
    with app_at(*case) as app:
        for players in (2, 3):
            rules = load_gostop("gostop-brazilian", {"match.most_players": players})
            table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
            table.timeline.clear()
            app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
            try:
                for seed in range(3):
                    for p in range(players):
                        for steps in (2, 10, 16):
                            table.game = stacked(rules, players, seed, steps, p)
                            table.scores_shown = table.game.scores
                            table.sync()
                            at_rest(table)
                            found += box_problems(table)
                            boxes += 1
            finally:
                app.ctx.layout.use(None)
    assert boxes
    assert not found, "\n".join(list(dict.fromkeys(found))[:14])
