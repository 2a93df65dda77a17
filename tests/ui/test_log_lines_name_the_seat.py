"""Every line of the Moves about a seat's move names that seat, in every
language (issue 39: the Korean chongtong line, "총통! 모란 카드 4장을 모두
받아 …", named no one, while every other line did). Random games of both
games (Go-Stop at two and three), and every chongtong met over seeded
deals, each written in the five languages: a line whose move is a seat's
says "you" in the language for the person, and the computer's name for a
computer."""

from __future__ import annotations

import random
import re

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.koikoi.movelog import KoikoiMoveLog

YOU = {  # the person, as each language's lines name them
    "en": r"\b[Yy]our?\b", "fr": r"\b([Vv]ous|[Vv]otre|[Vv]os)\b", "pt_BR": r"\b([Vv]ocê|[Ss]eu|[Ss]ua|[Ss]eus|[Ss]uas)\b",
    "ko": r"(\b나:|나의|내가|내 |^나는|^나도)", "ja": r"あなた",
}
LONE_CPU = {"fr": "ordinateur"}  # the one computer, where a language says it so ("l’ordinateur")
NAMES = ("You", "CPU 1", "CPU 2")


def gostop_logs(players: int, games: int = 3):  # noqa: ANN201
    rules = load_gostop("matgo", {"match.most_players": players})
    names = (NAMES[0], "CPU") if players == 2 else NAMES[:players]
    for seed in range(games):
        g, events = G.new_game(rules, seed, players)
        now = [g]
        log = GostopMoveLog(lambda n=names: n, 0, lambda now=now: now[0])  # type: ignore[misc]
        log.add(events)
        rng = random.Random(seed)
        while not g.over:
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            now[0] = g
            log.add(events)
        yield log, names
    seen = 0
    for seed in range(3000):  # the chongtong: a hand won at the deal
        g, events = G.new_game(rules, seed, players)
        if g.hand.phase is H.Phase.OVER and g.hand.result is not None and g.hand.result.reason == "chongtong":
            log = GostopMoveLog(lambda n=names: n, 0, lambda g=g: g)  # type: ignore[misc]
            log.add(events)
            seen += 1
            yield log, names
            if seen >= 4:
                break
    assert seen, "a chongtong was met"


def koikoi_logs(games: int = 2):  # noqa: ANN201
    rules = load_preset("nintendo")
    for seed in range(games):
        m, events = M.new_match(rules, seed)
        now = [m]
        log = KoikoiMoveLog(rules, lambda: ("You", "CPU"), 0, lambda now=now: now[0])  # type: ignore[misc]
        log.add(events)
        rng = random.Random(seed)
        while not m.over:
            m, events = M.apply(m, rng.choice(M.legal_actions(m)))
            now[0] = m
            log.add(events)
        yield log, ("You", "CPU")


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_each_line_about_a_seat_names_it(lang):
    logs = [*koikoi_logs(), *gostop_logs(2), *gostop_logs(3)]
    wrong = set()
    i18n.set_language(lang)
    try:
        for log, names in logs:
            for move in log.moves:
                if move.player is None:
                    continue
                text = move.text
                named = (re.search(YOU[lang], text) if move.player == 0
                         else names[move.player] in text or LONE_CPU.get(lang, "CPU") in text)
                if not named:
                    wrong.add(f"seat {move.player}: {text}")
    finally:
        i18n.set_language("en")
    assert not wrong, "\n".join(sorted(wrong)[:20])
