"""A player's own ppuk pile taken back says what it gave (issue 39: under
the Brazilian preset, which steals no plain for it, "You took back your own
ppuk pile." said nothing of the four cards it brought, where every other
ppuk event says its cards). Over seeded games of two and three players,
under the Brazilian preset and matgo, in the five languages: each own pile
taken back is said in the move log and under the banner's shout with every
card the engine's capture moved, named as the log names cards."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from koikoi import i18n
from koikoi.games.common.cards import indices
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.turn import month
from koikoi.ui.gostop import news
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.movelog import cards_words
from koikoi.ui.words import GostopWords


def retakes(preset: str, players: int, seeds: int = 80):
    """(rules, the log's new lines, the capture, its taker) for each own ppuk pile taken back."""
    for seed in range(seeds):
        rules = load_gostop(preset)
        g, events = G.new_game(rules, seed, players)
        log = GostopMoveLog(lambda n=players: seat_names(n), 0, lambda: g)  # noqa: B023 - the game as it stands
        log.add(events)
        rng = random.Random(seed)
        while not g.over and g.hand_no < 3:
            before = g.hand
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            first = len(log.moves)
            log.add(events)
            for ev in events:
                if isinstance(ev, H.Captured) and ev.how == "ppuk-pile":
                    mo = month(next(iter(indices(ev.cards & ((1 << 48) - 1)))))
                    if before.held[mo] == ev.player:
                        yield rules, [m.text for m in log.moves[first:]], ev


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("preset, players", [("gostop-brazilian", 3), ("gostop-brazilian", 2), ("matgo", 2)])
def test_an_own_ppuk_pile_taken_back_says_the_cards_it_gave(lang, preset, players):
    i18n.set_language(lang)
    try:
        seen = 0
        for rules, lines, ev in retakes(preset, players):
            seen += 1
            cards = cards_words(indices(ev.cards), GostopWords(rules.doubles_mask))
            assert any(cards in line for line in lines), (lang, cards, lines)
            t = SimpleNamespace(short=seat_names(players), person=0, rules=rules)
            said = news.taken_said(t, ev.player, "ppuk-pile", ev.cards, ev.player)  # type: ignore[arg-type]
            assert cards in said, (lang, cards, said)
        assert seen, "no own ppuk pile taken back in these games"
    finally:
        i18n.set_language("en")
