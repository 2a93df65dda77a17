"""The move log never says a card that matched "stayed on the field" as
if it had taken nothing (issue 39, pt16: "The CPU played the pine poetry
ribbon, which stayed on the field, taking nothing", then the crane turned
up "taking nothing", then "The CPU made a ppuk"). The play and the flip
that make a ppuk now say so: "played {card} onto {cards}", "turned up
{card}, which fell on {cards}: ppuk!". Audited over every play and flip of
seeded games at tables of two and three against the engine's events."""

from __future__ import annotations

import random

import pytest

from koikoi.games.common.cards import MONTH_MASK
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.turn import month
from koikoi.ui.gostop.movelog import GostopMoveLog

NAMES = ("You", "CPU 1", "CPU 2")


@pytest.mark.parametrize("preset, players", [("matgo", 2), ("matgo", 3), ("gostop-brazilian", 3)])
def test_a_card_that_matched_is_never_said_to_have_stayed_alone(preset, players):
    rules = load_gostop(preset, {"match.most_players": players})
    ppuks = stayed = 0
    for seed in range(40):
        g, events = G.new_game(rules, seed, players)
        now = [g]
        log = GostopMoveLog(lambda: NAMES[:players], 0, lambda now=now: now[0])  # type: ignore[misc]
        log.add(events)
        endings: dict[int, tuple[str, tuple[int, ...]]] = {}
        real_close = log.close

        def close(card, ending, taken=(), real_close=real_close, endings=endings):  # noqa: ANN001, ANN202
            endings[card] = (ending, tuple(taken))
            return real_close(card, ending, taken)

        log.close = close  # type: ignore[method-assign]
        rng = random.Random(seed)
        for _ in range(500):
            actions = G.legal_actions(g)
            if not actions or g.over:
                break
            before = g.hand
            g, events = G.apply(g, rng.choice(actions))
            now[0] = g
            if any(isinstance(ev, H.Dealt) for ev in events):
                endings.clear()
            n0 = len(log.moves)
            log.add(events)
            months_laid = {month(before.played)} if before.played not in (H.NO_CARD,) and before.played < deck.FIRST_BONUS else set()
            for ev in events:
                if isinstance(ev, (H.Played, H.Flipped)) and ev.card < deck.FIRST_BONUS:
                    mo = month(ev.card)
                    matched = bool(before.field & MONTH_MASK[mo] & ~(1 << ev.card)) or (
                        isinstance(ev, H.Flipped) and mo in months_laid)
                    if isinstance(ev, H.Played):
                        months_laid.add(mo)
                    ending = endings.get(ev.card, ("",))[0]
                    if ending == "stayed":
                        assert not matched, (seed, ev, [m.text for m in log.moves[-4:]])
                        stayed += 1
            for ev in events:
                if isinstance(ev, H.Ppuk):
                    played = [e.card for e in events if isinstance(e, H.Played) and month(e.card) == ev.month]
                    played += [before.played] if before.played != H.NO_CARD and month(before.played) == ev.month else []
                    play_line = next(m.text for m in reversed(log.moves) if m.cards[:1] == (played[0],) and " played " in m.text)
                    said = [m.text for m in log.moves[n0:]]
                    assert "onto" in play_line and "stayed" not in play_line, play_line
                    assert any("fell on" in s and "ppuk!" in s for s in said), said
                    assert not any("stayed on the field" in s and m.cards and month(m.cards[0]) == ev.month
                                   for s, m in zip(said, log.moves[n0:])), said
                    ppuks += 1
    assert ppuks and stayed, (ppuks, stayed)
