"""Each capture box counts what the rules count for its kind, the cards a
table points at lie whole, and a table of three reads in one seat order
(issue 39: a newcomer's cold playtest read "Plains 2" beside "Kasu 3/10").

Audited over random states of every Koi-Koi preset and Go-Stop's tables,
at the smallest window at 150% text in French and the default one in
Korean."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.common.cards import SAKE_CUP
from koikoi.games.common.rulefiles import PRESET_NAMES
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.gostop import deck
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.layout import CARD_RATIO, THREE_PLAYERS, seat_zone

from .agreement import capture_box_problems
from .conftest import app_at
from .test_table_truth import at_rest, capture_labels, gostop_tables, info_panel
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(S.MIN_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 150, "ko")]
# every shipped Koi-Koi preset, and the two ways of counting the cup none of them ships
RULES = [(name, {}) for name in PRESET_NAMES] + [
    ("nintendo", {"scoring.sake_cup": "plain"}), ("nintendo", {"scoring.sake_plains": 2}),
    ("nintendo", {"scoring.sake_cup": "animal"})]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def cup_tables(app, preset: str, overrides: dict, states: int = 3, seed: int = 11):  # noqa: ANN001
    """A Koi-Koi table at rest in random mid-round states where a player has taken the sake cup."""
    rules = load_preset(preset, overrides)
    table = TableScene(app.ctx, rules, 1, "easy")
    table.timeline.clear()
    rng = random.Random(seed)
    m, _ = M.new_match(rules, seed)
    seen = 0
    for _step in range(20000):
        if seen >= states:
            break
        if m.over:  # a short match: another
            seed += 1
            m, _ = M.new_match(rules, seed)
        m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        rnd = m.round
        if not rnd.over and any(c >> SAKE_CUP & 1 for c in rnd.captures) and rng.random() < 0.5:
            table.match = m
            table.sync()
            at_rest(table)
            seen += 1
            yield table
    assert seen == states, f"{preset} {overrides}: the cup was taken in only {seen} states"


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r[0] + "".join(f"-{v}" for v in r[1].values()))
def test_each_box_counts_the_sake_cup_as_the_rules_count_it(app, rules):
    """Nintendo's cup is an animal and a plain: Kasu read 3/10 beside
    "Plains 2", the cup lying with the animals. The plains' label adds it
    ("Plains 2 + 1"); where the cup counts only as a plain it lies with them."""
    for table in cup_tables(app, *rules):
        wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
        assert not wrong, f"{rules}:\n" + "\n".join(wrong)


def test_a_table_of_three_names_the_computer_players_in_the_order_their_boxes_lie(app):
    """CPU 2's boxes lay on the left, CPU 1's on the right, while the scores
    listed CPU 1 first and the yaku lines CPU 2 first: the scores and the
    yaku lines name the opponents as their boxes lie, left to right; and
    that order is CPU 1 then CPU 2, as the banners and the summary name
    them (the panel listed CPU 2 first, as its boxes lay)."""
    seen = 0
    for table in gostop_tables(app, 3, preset="gostop-brazilian"):
        lay = table.ctx.layout
        boxes = sorted(table.opponents, key=lambda p: lay.rect(seat_zone("captures", p)).x)
        drawn = inked_texts(table, lambda screen, t=table: screen.blit(*info_panel(t)[:2]))
        rows = sorted((r.y, p) for p in table.opponents for t, r in drawn if t == table.names[p])
        status = table.canvas.turn_words()  # "CPU 1's turn": a line of its own, above the yaku lines
        heads = sorted((r.y, p) for p in table.opponents for t, r in drawn
                       if table.short[p] in t and t not in (table.names[p], status) and r.y > rows[-1][0])
        assert [p for _y, p in rows] == boxes == [1, 2], (rows, boxes)
        assert [p for _y, p in heads] == boxes, (heads, boxes)
        seen += 1
        if seen == 3:
            break


def test_the_bonus_bright_is_counted_in_words_and_its_tag_leaves_it_whole(app):
    """At a table of three the tag "loser only" lay across the small bonus
    bright and its box read "Brights" with no count: the box reads
    "Brights 0 + 1" (capture_box_problems) and the tag lies beside the card,
    inside its box."""
    seen = 0
    for seed in (5, 6, 7, 8):
        for table in gostop_tables(app, 3, seed=seed, preset="gostop-brazilian"):
            apart = table.canvas.apart_cards()
            if len(apart) != 1:
                continue
            _card, x, y, h, box = apart[0]
            w = round(h * CARD_RATIO)
            card = pygame.Rect(0, 0, w, h)
            card.center = (x, y)
            _surf, tag = table.canvas.render_apart(apart)
            edge = table.ctx.layout.px(3) if (1 << _card) & deck.BONUS_DOUBLE else 0  # over its edge, where full
            assert not tag.w or pygame.Rect(box).inflate(2 * edge, 2 * edge).contains(tag), \
                f"the tag at {tag} leaves its box {box}"
            if not (1 << _card) & deck.BONUS_DOUBLE:  # the ×2 card's badge may lie on its own card: test_badge_on_own_card
                assert not tag.colliderect(card), f"the tag at {tag} covers the bonus bright at {card}"
            wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
            assert not wrong, "\n".join(wrong)
            seen += 1
    assert seen, "no bonus bright was taken in these states"


def test_a_stolen_plain_outlined_in_red_lies_whole_on_top_of_its_box(app):
    """"The plain taken by the computer is outlined in red", said the status
    line, while the card lay under the next one taken, a sliver showing: a
    card the table points at lies last in its box, no card over it."""
    from koikoi.games.common.cards import indices
    from koikoi.games.gostop import game as G
    from koikoi.games.gostop import state as H
    from koikoi.games.gostop.rules import load_gostop
    from koikoi.ui.gostop.steps import outline
    from koikoi.ui.table.stage import STOLEN

    seen = 0
    for players in (2, 3):
        rules = load_gostop("matgo" if players == 2 else "gostop-brazilian", {"match.most_players": players})
        table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
        table.timeline.clear()
        app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
        try:
            rng = random.Random(3)
            g, events = G.new_game(rules, 3, players)
            for _step in range(3000):
                if seen >= 4 * players or g.over:
                    break
                g, events = G.apply(g, rng.choice(G.legal_actions(g)))
                steals = [ev for ev in events if isinstance(ev, H.Stole) and ev.cards]
                if not steals or g.hand.phase is GostopPhase.OVER:
                    continue
                table.game = g
                table.scores_shown = g.scores
                table.stage.clear_trace()
                for ev in events:
                    outline(table.stage, ev)  # as a hand told again: the last move's outlines, the steals in red
                table.sync()
                at_rest(table)
                sprites = {s.card: s for s in table.sprites if s.visible}
                for c in (c for ev in steals for c in indices(ev.cards)):
                    s = sprites[c]
                    assert s.mark == STOLEN
                    r = s.rect()
                    over = [o.card for o in sprites.values() if o.z > s.z and o.rect().colliderect(r)]
                    assert not over, f"the stolen plain {c} at {r} lies under {over}"
                    seen += 1
        finally:
            app.ctx.layout.use(None)
    assert seen, "no plain was stolen"


def test_the_doubling_bonus_card_lies_apart_in_the_plains_box_and_says_why(app):
    """"Plains 1" over two cards: the card that doubles its taker's win lay
    among the plains, counted as none. It lies apart, the box's label reads
    "Plains (Pi)  1 · ×2 card" (capture_box_problems: every card among the
    counted adds to the count) and a tag beside it says why, inside its box."""


    double = deck.INDEX["bonus-double"]
    seen = 0
    for seed in (5, 6, 7, 8, 9, 10):
        for table in gostop_tables(app, 3, seed=seed, preset="gostop-brazilian"):
            if not any(double in table.model.captured[p] for p in range(table.players)):
                continue
            wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
            assert not wrong, "\n".join(wrong)
            apart = [a for a in table.canvas.apart_cards() if a[0] == double]
            _surf, tag = table.canvas.render_apart(tuple(apart))
            # in its box, or over its edge where two rows of cards fill it (test_badge_on_own_card: over no card)
            edge = table.ctx.layout.px(3)
            assert not tag.w or pygame.Rect(apart[0][4]).inflate(2 * edge, 2 * edge).contains(tag), "the tag leaves its box"
            seen += 1
    assert seen, "no doubling card was taken in these states"
