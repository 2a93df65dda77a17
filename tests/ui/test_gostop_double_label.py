"""The plains' box of a seat holding the ×2 card (the bonus card that
doubles its taker's win, and is no plain) read "Plains (Pi)  5  ×2" ("피 5
×2" in Korean): as if five plains counted double. Now the label names the
card apart, as the panel's legend does ("Plains (Pi)  5 · ×2 card"), and
its count is the plains the engine counts (the card not among them), as
the panel's Pi line counts them.

Audited over seeded states of the rules that deal the card, at a table of
two and of three, at 1280x720 and 960x540, in English and Korean: each
plains label drawn for a seat holding the card says the engine's plains
count, and a ×2 in it is the named card, never a bare "×2" after the count."""

from __future__ import annotations

import random
import re

import pytest

from koikoi import i18n
from koikoi.games.common.cards import Kind
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import SAKE, cup_counts_as_plain
from koikoi.games.gostop.state import Phase
from koikoi.ui.table import panel

from .conftest import app_at, run


def holding_states(players: int, wanted: int):  # noqa: ANN201
    """Seeded games played at random until a seat holds the ×2 card, at the person's turn (the table waits)."""
    rules = load_gostop("gostop-brazilian", {"match.most_players": players})
    found = []
    for seed in range(400):
        g, _events = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        held = lambda g: (g.hand.phase is Phase.PLAY and g.hand.player == 0  # noqa: E731
                          and any(c & deck.BONUS_DOUBLE for c in g.hand.captures))
        while not g.over and g.hand_no < 2 and g.hand.phase is not Phase.OVER and not held(g):
            g, _events = G.apply(g, rng.choice(G.legal_actions(g)))
        if held(g):
            found.append(g)
            if len(found) == wanted:
                return found
    raise AssertionError("too few states with the ×2 card taken")


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [2, 3])
def test_the_plains_label_by_the_x2_card_names_it_and_counts_the_engine_s_plains(players, size, lang,
                                                                                  monkeypatch):
    drawn: list[tuple[int, str]] = []
    real = panel.kind_label

    def spy(surf, assets, layout, kind, name, n, box, *rest, **kw):  # noqa: ANN001, ANN202
        words = real(surf, assets, layout, kind, name, n, box, *rest, **kw)
        if kind is Kind.PLAIN:
            drawn.append((n, words))
        return words

    monkeypatch.setattr(panel, "kind_label", spy)
    named = 0
    with app_at(size, 100, lang) as app:
        card = i18n.pgettext("gostop", "{kind}  {n} · ×2 card").split("{n}")[1].strip()
        for g in holding_states(players, 3):
            table = app.ctx.screens.gostop_table(g.rules, None, resume=g)
            app.clear_to(table)
            run(app, 30)
            assert table.game is g or table.game.hand.captures == g.hand.captures  # nothing moved: the person's turn
            holder = next(p for p in range(players) if g.hand.captures[p] & deck.BONUS_DOUBLE)
            drawn.clear()
            table.canvas.pile_labels(holder, tuple(table.canvas.landed(holder)))
            captured = g.hand.captures[holder]
            plains = deck.pi_count(captured, deck.pi_weights(g.rules.doubles_mask,
                                                            cup_counts_as_plain(g.rules, captured, g.hand.cup),
                                                            SAKE))
            ((n, words),) = drawn
            assert n == plains, (words, n, plains)
            assert not re.search(r"\d\s*×2$", words), words  # no bare "5 ×2"
            if "×2" in words:
                assert words.endswith(card), (words, card)
                named += 1
    assert named, "the ×2 never fit its box's label"

