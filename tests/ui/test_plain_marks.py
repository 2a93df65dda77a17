"""Go-Stop's plains add up on the cards: a box (or a summary) says the
plains by value ("Plains (Pi) 16" beside 11 cards), and the bonus plains
show their two or three circles, but the double plains (willow's
lightning, paulownia's plain, the sake cup counted as a plain) carried
no mark, so the count could not be checked against the cards. Each card
the rules count more than one plain is drawn with as many circles.

Audit over seeded games (two players, matgo; three, with the five bonus
cards): in each seat's plains box, the circles shown (a marked card's, a
bonus plain's) and one for each other card add up to the plains the engine
counts; each mark is drawn on the card's face; a Koi-Koi table after a
Go-Stop one marks nothing."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.cards import Kind, indices
from koikoi.games.gostop import deck
from koikoi.ui.gostop_words import pi_count
from koikoi.ui.layout import card_pixels
from koikoi.ui.plain_marks import plains_shown

from .test_table_truth import gostop_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def plains_box(table, p: int) -> list[int]:
    g = table.geometry
    return [c for c in indices(table.game.hand.captures[p]) if g.kind_of(c) is Kind.PLAIN and not g.apart(c)]


@pytest.mark.parametrize("players,preset,seed", [(2, "matgo", 5), (2, "matgo", 11), (3, "gostop-brazilian", 6)])
def test_the_circles_on_the_plains_add_up_to_the_plains_counted(app, players, preset, seed):
    marked_seen = 0
    for table in gostop_tables(app, players, seed=seed, preset=preset):
        table.canvas.draw_full(pygame.display.get_surface())  # the table drawn, as the player sees it
        a = table.ctx.assets
        h = table.game.hand
        for p in range(h.players):
            cards = plains_box(table, p)
            said = pi_count(table.rules, sum(1 << c for c in cards), table.model.cup_plain)
            shown = sum(plains_shown(c, a.plain_marks) for c in cards)
            assert shown == said, (f"seat {p}: the cards show {shown} plains, the box says {said} "
                                   f"({[deck.IDS[c] for c in cards]})")
            size = card_pixels(80)
            for c in cards:
                if c in a.plain_marks:
                    marked_seen += 1
                    drawn = a.card(c, size)
                    bare = a._cards[a._key(c, size)]
                    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(bare, "RGBA"), \
                        f"{deck.IDS[c]} counts {a.plain_marks[c]} plains and shows no mark"
        cup_plain = table.model.cup_plain
        assert (deck.INDEX["chrysanthemum-sake"] in a.plain_marks) == cup_plain, "the cup is marked while it counts as plains"
    assert marked_seen, "a double plain was seen in a box"


def test_koikoi_s_cards_carry_no_plains_marks(app):
    for table in gostop_tables(app, 2):
        table.canvas.draw_full(pygame.display.get_surface())
        assert app.ctx.assets.plain_marks
        break
    table.exit()
    assert app.ctx.assets.plain_marks == {}
