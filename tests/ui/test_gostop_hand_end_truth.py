"""A Go-Stop hand's end, as the table and its summary show it, against the
engine's score (issue 39). A loser holding the open sake cup counts it the
way that costs them least (a double plain may make 9 plains, no pi-bak),
yet the table showed the cup among the loser's animals and "Plains (Pi) 7",
and the summary never said why no pi-bak came. At a table of three the
summary said "The hand's points, after multipliers 32" beside "You pay 16",
"CPU 1 pays 16": a total no line tied to what each paid.

Over seeded hands of every Go-Stop preset, at tables of two and three,
each hand won at a Stop: the cup lies in the box where the engine's score
counted it, for the winner or the loser who holds it, every capture box
counting as the engine does (tests/ui/agreement.py); the summary says in a
line how the holder's cup counted, with the plains the score counted for
them; at a table of three each loser's payment is the engine's, and the
number in large type is named as the sum of those payments, and is it."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.cards import SAKE_CUP, Kind
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import CUP_ANIMAL, CUP_PLAIN, load_gostop
from koikoi.games.gostop.scoring import SAKE, loser_scores, payments
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.layout import THREE_PLAYERS
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene, last_stakes

from .agreement import capture_box_problems, engine_cup_counted
from .conftest import app_at
from .test_table_truth import at_rest, capture_labels
from .texts import inked_texts, record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def hands_won_at_stop(preset: str, players: int, seeds: range, holders: int):
    """Games of random moves, each hand that ends at a Stop: (rules, the
    game at that hand's end); the first ``holders`` where the winner holds
    the sake cup, and as many where a loser does (those where it counted as
    a double plain for the loser first, so that both ways are looked at)."""
    rules = load_gostop(preset, {"match.most_players": players})
    by_winner, by_loser = [], []
    for seed in seeds:
        rng = random.Random(seed)
        g, _ = G.new_game(rules, seed, players)
        while not g.over:
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
            h = g.hand
            if h.phase is not Phase.OVER or h.result is None or h.result.reason != "stop":
                continue
            holder = next((q for q in range(players) if h.captures[q] & SAKE), None)
            if holder == h.result.winner:
                by_winner.append(g)
            elif holder is not None:
                by_loser.append(g)
            elif players == 3 and len(by_winner) < holders:  # the payments of hands without the cup too
                by_winner.append(g)
    by_loser.sort(key=lambda g: not engine_cup_counted(rules, g.hand, g.hand.result.winner))
    return rules, by_winner[:holders] + by_loser[:holders]


def table_at(app, rules, g, players: int):  # noqa: ANN001, ANN201
    table = app.ctx.screens.gostop_table(rules, 1, "easy", players=players)
    table.timeline.clear()
    table.game = g
    table.scores_shown = g.scores
    table.sync()
    at_rest(table)
    return table


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", GOSTOP_PRESET_NAMES)
def test_the_hands_end_shows_and_says_the_engines_score(preset, players, monkeypatch):
    if players > load_gostop(preset).match.most_players:
        pytest.skip(f"{preset} is played by two")
    looked = loser_plain = 0
    rules, games = hands_won_at_stop(preset, players, range(40), holders=5)
    assert games, "hands won at a Stop"
    with app_at(S.DEFAULT_WINDOW, 100, "en") as app:
        app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
        try:
            for g in games:
                h = g.hand
                w = h.result.winner
                table = table_at(app, rules, g, players)
                where = f"{preset}, {players} players, hand {g.hand_no}"
                # the capture boxes: the cup where the score counted it, every box's count the engine's
                plain = engine_cup_counted(rules, h, w)
                if plain is not None:
                    assert (table.geometry.kind_of(SAKE_CUP) is Kind.PLAIN) == plain, where
                    wrong = capture_box_problems(table, inked_texts(table, capture_labels(table)))
                    assert not wrong, f"{where}: {wrong}"
                # the summary's lines
                summary = GostopSummaryScene(app.ctx, table)
                summary.place()
                lines: list[str] = []
                real = GostopSummaryScene.draw_line

                def draw_line(self, surface, box, words, value, y, lines=lines, real=real):  # noqa: ANN001, ANN202
                    if surface is not None:
                        lines.append(words)
                    return real(self, surface, box, words, value, y)

                monkeypatch.setattr(GostopSummaryScene, "draw_line", draw_line)
                texts = [t for t, *_rest in record_texts(summary, monkeypatch, summary.draw_content)]
                monkeypatch.setattr(GostopSummaryScene, "draw_line", real)
                if plain is not None:
                    holder = next(q for q in range(players) if h.captures[q] & SAKE)
                    n = deck.pi_count(h.captures[holder], deck.pi_weights(rules.doubles_mask, plain, SAKE))
                    said = [x for x in lines if "sake cup counted as" in x]
                    way = "a double plain" if plain else "an animal"
                    assert len(said) == 1 and way in said[0], f"{where}: {lines}"
                    if plain or ", no " in said[0]:  # the plains the score counted for the holder
                        assert f" {n} plain" in said[0], f"{where}: {said[0]}, the score counts {n} plains"
                    if holder != w:  # a charge said spared is one the other way would have brought, and only then
                        other = CUP_ANIMAL if plain else CUP_PLAIN
                        ids = {x.id for x in dict(loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w],
                                                               h.cup))[holder].lines}
                        if_other = {x.id for x in dict(loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w],
                                                                    other))[holder].lines}
                        spared = [c for c in ("pi-bak", "few-plains") if c in if_other - ids]
                        named = {"pi-bak": "no pi-bak", "few-plains": "no few-plains"}
                        assert (named[spared[0]] in said[0]) if spared else ", no " not in said[0], \
                            f"{where}: {said[0]}; the other way would have brought {spared}"
                    looked += 1
                    loser_plain += plain and holder != w
                if players == 3:
                    stakes = last_stakes(g)
                    owed = payments(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup)
                    assert owed == h.result.payments, where
                    for q in range(players):
                        if q == w:
                            continue
                        figure = f"{owed[q] * stakes}"
                        mine = [x for x in lines if x.startswith(("You pay" if q == 0 else f"CPU {q} pays"))]
                        assert len(mine) == 1 and (f" {figure} " in mine[0] + " " or "nothing" in mine[0]), \
                            f"{where}: {lines}, the engine's payment {figure}"
                    assert "What both losers pay, added up" in texts, f"{where}: {texts}"
                    assert str(sum(owed) * stakes) in texts, f"{where}: {texts}, the sum {sum(owed) * stakes}"
        finally:
            app.ctx.layout.use(None)
            i18n.set_language("en")
    assert looked >= 4 and loser_plain >= 1, (looked, loser_plain)
