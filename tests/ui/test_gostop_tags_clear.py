"""The tags beside a bonus card set apart in a capture box stay under the
box's heading and off every card (issue 39, pt26: Go-Stop for three,
Japanese, 960x540 at 150% text; the ×2 card's tag "取った人が勝てば×2・カス
ではない" in three lines covered the "カス 1・×2札" heading). Over seeded
games of both table sizes with the bonus bright or the doubling card taken,
both windows, three text sizes and five languages: no tag overlaps any
capture box's heading, a captured card, or a field card (the "×2" badge
drawn on the doubling card's own foot, where its box holds no words, is a
mark on that card)."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.api import GOSTOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

@functools.cache
def with_a_bonus_taken(players: int) -> tuple[G.GameState, ...]:
    """Games of random plays, the person to play, a bonus card set apart in a seat's captures (the doubling
    card in one, the bright in another, where the seeds give them)."""
    rules = load_gostop("gostop-brazilian")
    found: dict[int, list[G.GameState]] = {deck.BONUS_BRIGHT: [], deck.BONUS_DOUBLE: []}
    for seed in range(600):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 2:
            h = g.hand
            taken = [b for b in found if any(c & b for c in h.captures) and len(found[b]) < 2]
            if GOSTOP.to_move(g) == 0 and h.phase is Phase.PLAY and h.hands[0] and taken:
                found[taken[0]].append(g)
                break
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        if all(len(v) == 2 for v in found.values()):
            break
    assert all(found.values()), "no bonus card taken"
    return tuple(g for v in found.values() for g in v)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_no_tag_covers_a_heading_or_a_card(size, text_size):
    found, seen = [], 0
    for lang in i18n.LANGUAGES:
        with app_at(size, text_size, lang) as app:
            for players in (2, 3):
                for g in with_a_bonus_taken(players):
                    table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
                    app.clear_to(table)
                    run(app, 600, until=lambda table=table: not table.timeline)
                    run(app, 30)
                    where = f"{size} {text_size} {lang} {players} players"
                    geo = table.geometry
                    cards = [table.sprites[c].rect() for p in range(players) for c in table.model.captured[p]]
                    cards += [table.sprites[c].rect() for c in table.model.field_cards() if c >= 0]
                    for card, box, _lines in table.canvas.apart_tags(table.canvas.apart_cards()):
                        seen += 1
                        if table.sprites[card].rect().inflate(4, 4).contains(box):
                            continue  # "×2" on the doubling card's own foot, where no room beside it holds words
                        headings = [pygame.Rect(r.x, r.y, r.w, geo.label_height()) for r in
                                    (geo.group_rect(p, k) for p in range(players) for k in Kind)]
                        over = [r for r in headings if box.colliderect(r)]
                        if over:
                            found.append(f"{where}: the tag {box} of card {card} covers a box's heading {over}")
                        hit = [r for r in cards if box.colliderect(r)]
                        if hit:
                            found.append(f"{where}: the tag {box} of card {card} covers cards {hit}")
    assert seen, "no tag drawn"
    assert not found, "\n".join(found[:12])
