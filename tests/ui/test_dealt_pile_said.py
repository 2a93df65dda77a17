"""A pair piled on the field at the deal (gostop-brazilian's ``field_pair =
"pile"``) is explained where the player looks: the status line over a hand
card of its month, or over the pile, says that the third card is laid on it
and the fourth takes all four; the move log's line for a card laid on it
says so too (it said "which stayed on the field", and the rule appeared
only in the replay's last-move line). Audited over states of seeded games."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import MONTH_MASK, indices
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.turn import month
from koikoi.ui.gostop.movelog import GostopMoveLog

from .conftest import app_at
from .test_table_truth import gostop_tables

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

NAMES = ("You", "CPU 1", "CPU 2")


def dealt_months(h: H.HandState) -> dict[int, int]:
    """Each month piled at the deal still on the field, with how many of it lie there."""
    return {mo: (h.field & MONTH_MASK[mo]).bit_count() for mo in range(1, 13) if h.held[mo] == H.DEAL}


def test_the_status_line_says_what_a_dealt_pile_does_over_its_cards_and_the_hand_cards_of_its_month():
    seen = {"hand": 0, "field": 0}
    with app_at((1280, 720), 100, "en") as app:
        for seed in range(5, 13):
            for table in gostop_tables(app, 3, seed=seed, preset="gostop-brazilian"):
                h = table.game.hand
                piles = dealt_months(h)
                if not piles:
                    continue
                pointer = table.pointer
                for c in indices(h.field):
                    if c < deck.FIRST_BONUS and month(c) in piles:
                        pointer.pointed = c
                        said = pointer.status()
                        assert "takes all four" in said and "dealt" in said, said
                        if piles[month(c)] == 2:
                            assert "the third" in said, said
                        seen["field"] += 1
                if table.human_turn() and h.phase is H.Phase.PLAY:
                    for c in table.model.hands[0]:
                        if c < deck.FIRST_BONUS and piles.get(month(c)) == 2 and G.legal_actions(table.game) \
                                and any(a.card == c and a.kind == "play" for a in G.legal_actions(table.game)):
                            pointer.pointed = c
                            said = pointer.status()
                            assert "laid on the dealt pair" in said and "takes all four" in said, said
                            assert "choose" not in said, said
                            seen["hand"] += 1
    assert seen["field"] and seen["hand"], seen


def test_the_move_log_says_a_card_laid_on_a_dealt_pair_and_what_the_fourth_does():
    rules = load_gostop("gostop-brazilian", {"match.most_players": 3})
    laid = 0
    for seed in range(12):
        for players in (2, 3):
            g, events = G.new_game(rules, seed, players)
            now = [g]
            log = GostopMoveLog(lambda n=players: NAMES[:n], 0, lambda now=now: now[0])  # type: ignore[misc]
            log.add(events)
            kept = []
            rng = random.Random(seed)
            for _ in range(400):
                actions = G.legal_actions(g)
                if not actions or g.over:
                    break
                before = g.hand
                g, events = G.apply(g, rng.choice(actions))
                now[0] = g
                log.add(events)
                for ev in events:
                    if isinstance(ev, (H.Played, H.Flipped)) and ev.card < deck.FIRST_BONUS:
                        mo = month(ev.card)
                        was = (before.field & MONTH_MASK[mo]).bit_count()
                        if before.held[mo] == H.DEAL and was == 2 and g.hand.held[mo] == H.DEAL \
                                and (g.hand.field >> ev.card) & 1:
                            move = next(m for m in reversed(log.moves) if m.cards[:1] == (ev.card,))
                            kept.append((ev.card, move))  # read once the turn has settled the card
                h = g.hand
                for card, move in list(kept):
                    if card in (h.played, h.flipped):
                        continue  # the turn goes on: the flip may yet take it
                    kept.remove((card, move))
                    if (h.field >> card) & 1 and h.held[month(card)] == H.DEAL:  # it lies on the pile
                        said = move.text
                        assert "laid on the dealt pair" in said and "takes all four" in said, said
                        laid += 1
    assert laid, "no card was laid on a dealt pair in these games"
