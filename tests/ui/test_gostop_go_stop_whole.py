"""Go or Stop? is said whole and leaves the hand in sight (issue 39, pt26:
Go-Stop for three in Japanese at 960x540 and 150% text; the question stood
over the player's remaining hand while they decided, and its sum "ストップ：
6 + 5 = 11（カス不足×2、光札なし+2）" did not say which loser paid which
part). Over random Go-Stop states of two and three players that ask it, in
five languages, at 960x540 and 1280x720 and 100/125/150% text: the body
text is drawn at the size chosen; the box covers none of the player's hand
cards; at a table of three the question says, for each loser, what the
engine's settlement charges them if the player stops there (the same words
the hand's summary then shows: :func:`~koikoi.ui.gostop_pays_said.loser_pays`)."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import STOP
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import pays_for_all
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.gostop_pays_said import loser_pays
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
SIZES = [(w, t) for w in (MIN_WINDOW, S.DEFAULT_WINDOW) for t in (100, 125, 150)]


def states() -> list[G.GameState]:
    """Seeded games of two and three players played at random up to the person's Go or Stop: two of each, one
    early with many cards in hand, one later."""
    found: list[G.GameState] = []
    for preset, players in (("matgo", 2), ("gostop-brazilian", 3)):
        rules = load_gostop(preset)
        mine: list[G.GameState] = []
        for seed in range(400):
            g, _ = G.new_game(rules, seed, players)
            rng = random.Random(seed)
            while not g.over and g.hand_no < 3:
                if g.hand.player == HUMAN and g.hand.phase is Phase.GO_STOP:
                    held = g.hand.hands[HUMAN].bit_count()
                    if held and (not mine or held != mine[0].hand.hands[HUMAN].bit_count()):
                        mine.append(g)
                    break
                g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
            if len(mine) == 2:
                break
        assert len(mine) == 2, (preset, players)
        found += mine
    return found


STATES = states()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}%")
def test_go_or_stop_is_said_whole_and_leaves_the_hand_in_sight(size, lang):
    window, text_size = size
    found = []
    with app_at(window, text_size, lang) as app:
        lay = app.ctx.layout
        for n, g in enumerate(STATES):
            table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
            app.clear_to(table)
            run(app, 30, until=lambda: isinstance(app.top, ChoiceScene))
            q = app.top
            assert isinstance(q, ChoiceScene), (n, q)
            name = f"#{n} ({g.players} players)"
            if q.size < lay.px(22):
                found.append(f"{name}: its text at {q.size} for {lay.px(22)} at the text size chosen")
            hand = [table.sprites[c].rect() for c in table.model.hands[HUMAN]]
            assert hand, name
            covered = [r for r in hand if q.box.colliderect(r)]
            if covered:
                found.append(f"{name}: its box {q.box} covers hand cards {covered}")
            if g.players == 3:  # each loser's figure, as the engine settles a Stop now and the summary says it
                stopped, _ = G.apply(g, STOP)
                paid = stopped.history[-1].payments
                payer = pays_for_all(g.rules, HUMAN, g.hand.go_calls)
                for loser in (1, 2):
                    words = loser_pays(table.short, HUMAN, loser, paid[loser], payer)
                    if words not in q.said:
                        found.append(f"{name}: {words!r} not said in {q.said!r}")
    assert not found, f"{window} {text_size}% {lang}:\n" + "\n".join(found)
