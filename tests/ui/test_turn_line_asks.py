"""The panel's turn line says what the engine waits for the player to do
(issue 39: "À vous de jouer", Your turn, stood there while the flip waited
for the player to choose between two field cards). Random matches of
Koi-Koi and Go-Stop are played until the player is asked each thing the
engine can ask (a card from the hand, a field card to take after the
play or the flip, Koi-Koi or stop, Go or Stop); the table is taken up at
that state and, once it rests, its turn line is audited against the
engine's phase, in every language."""

from __future__ import annotations

import dataclasses
import random

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.koikoi import game as M
from koikoi.games.common.cards import indices
from koikoi.games.gostop.alike import alike as gostop_alike
from koikoi.games.koikoi.alike import alike
from koikoi.games.koikoi.turn import Phase as KPhase, pending_targets
from koikoi.ui.koikoi.table import TableScene

from .conftest import run
from .test_gostop_hand_end_truth import table_at
from .test_table import RULES

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

PLAYING, CHOOSING, CALLING = "Your turn", "Your choice: a card to take", "Your call"
CHOICES = (KPhase.CHOOSE_HAND, KPhase.CHOOSE_FLIP)
KOIKOI_ASKS = {KPhase.PLAY: PLAYING, KPhase.CHOOSE_HAND: CHOOSING, KPhase.CHOOSE_FLIP: CHOOSING,
               KPhase.KOIKOI: CALLING}
GOSTOP_ASKS = {GPhase.PLAY: PLAYING, GPhase.CHOOSE_HAND: CHOOSING, GPhase.CHOOSE_FLIP: CHOOSING,
               GPhase.GO_STOP: CALLING}


def koikoi_states() -> dict[KPhase, M.MatchState]:
    """A state of a random match of Koi-Koi at each phase that asks the player (seat 0) something."""
    found: dict[KPhase, M.MatchState] = {}
    for seed in range(40):
        rng = random.Random(seed)
        m, _ = M.new_match(RULES, seed)
        while not m.over and len(found) < len(KOIKOI_ASKS):
            choice = indices(pending_targets(m.round)) if m.round.phase in CHOICES else []
            if m.to_move == 0 and m.round.phase in KOIKOI_ASKS and not (choice and alike(RULES, choice)):
                found.setdefault(m.round.phase, m)  # (a choice of two alike is no choice: the table takes one)
            m, _ = M.apply(m, rng.choice(M.legal_actions(m)))
        if len(found) == len(KOIKOI_ASKS):
            break
    return found


def gostop_states(rules) -> dict[GPhase, object]:  # noqa: ANN001
    """As :func:`koikoi_states`, in a game of Go-Stop of two."""
    found: dict[GPhase, object] = {}
    for seed in range(40):
        rng = random.Random(seed)
        g, _ = G.new_game(rules, seed, 2)
        while not g.over and len(found) < len(GOSTOP_ASKS):
            h = g.hand
            choice = [a.card for a in G.legal_actions(g) if a.kind == "choose"]
            if h.player == 0 and h.phase in GOSTOP_ASKS and not (choice and gostop_alike(rules, choice)):
                found.setdefault(h.phase, g)
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        if len(found) == len(GOSTOP_ASKS):
            break
    return found


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_turn_line_says_what_the_player_is_asked(app, lang):
    states = koikoi_states()
    assert set(states) == set(KOIKOI_ASKS)
    rules = load_gostop("matgo", {"match.most_players": 2})
    gostates = gostop_states(rules)
    assert set(gostates) == set(GOSTOP_ASKS)
    i18n.set_language(lang)
    try:
        bad = []
        for phase, m in states.items():
            play = TableScene(app.ctx, RULES, None, "easy", resume=dataclasses.replace(m, scores=(0, 0)))
            app.push(play)
            run(app, 400, until=lambda t=play: t.idle and not t.banner.left and t.human_turn())
            assert play.human_turn(), phase
            said = play.canvas.turn_words()
            if said != i18n._(KOIKOI_ASKS[phase]):
                bad.append(f"koikoi {phase.name}: {said!r}")
            app.pop(play)
        for phase, g in gostates.items():
            table = table_at(app, rules, g, 2)
            app.push(table)
            run(app, 400, until=lambda t=table: t.human_turn())
            assert table.human_turn(), phase
            said = table.canvas.turn_words()
            if said != i18n._(GOSTOP_ASKS[phase]):
                bad.append(f"gostop {phase.name}: {said!r}")
            app.pop(table)
        assert not bad, bad
    finally:
        i18n.set_language("en")
