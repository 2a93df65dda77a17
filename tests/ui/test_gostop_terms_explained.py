"""Every term the Go-Stop move log or summary names under a rule set is
explained in How to play for that rule set (pt24: under the Brazilian-based
rules the log said "jjok!", and How to play said nothing of it, since there
it takes no plain: it explained only the moves that steal).

Over random games of each Go-Stop preset (two seats, and three where the
preset deals for three), the terms the engine's events and scores bring
(the flips' jjok and ttadak, ppuk, sseul, shake, bomb, the hands ended by
chongtong, a third ppuk or nagari, and the penalties) are each named in
that preset's How to play, in every language (each term as the language's
own shout for it, where the table shouts it)."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.games.gostop import game as G
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.ui.gostop_explained import explain_gostop
from koikoi.ui.gostop_words import SHOUTS

# A term, and how the log names it: by the table's shout (translated, without its "!"), else by its own message.
SHOUTED = {"jjok": "jjok", "ttadak": "ttadak", "sseul": "sseul", "ppuk": "ppuk", "own-ppuk": "ppuk",
           "ppuk-pile": "ppuk", "three-ppuk": "ppuk", "bomb": "bomb"}
NAMED = {"pi-bak": "Pi-bak", "gwang-bak": "Gwang-bak", "meong-bak": "Meong-bak", "go-bak": "Go-bak"}


def terms_met(preset: str, players: int, seeds: int = 30) -> set[str]:
    rules = load_gostop(preset, {"match.most_players": players} if players > 2 else None)
    met: set[str] = set()
    for seed in range(seeds):
        g, _ = G.new_game(rules, seed, players)
        rng = random.Random(seed)
        while not g.over:
            g, events = G.apply(g, rng.choice(G.legal_actions(g)))
            for e in events:
                if isinstance(e, H.Captured) and e.how in SHOUTED:
                    met.add(e.how)
                elif isinstance(e, H.Ppuk):
                    met.add("ppuk")
                elif isinstance(e, H.Stole):
                    met.add(e.why)
                elif isinstance(e, H.HandOver) and e.result.reason in ("three-ppuk",):
                    met.add(e.result.reason)
            result = g.history[-1] if g.history else None
            if result is not None and result.reason == "stop" and any(isinstance(e, G.HandScored) for e in events):
                h, w = g.hand, result.winner
                for _q, score in loser_scores(rules, h.captures, w, h.go_calls, h.shakes[w], h.cup):
                    met |= {ln.id for ln in score.lines if ln.id in NAMED}
    return met


def term_word(term: str) -> str:
    if term in SHOUTED:
        return i18n._(SHOUTS[SHOUTED[term]]).rstrip("!！ ").strip()
    return i18n._(NAMED[term])


CASES = [(preset, players) for preset in GOSTOP_PRESET_NAMES for players in (2, 3)
         if players <= load_gostop(preset).match.most_players]


@pytest.mark.parametrize("preset, players", CASES)
def test_every_term_the_log_names_is_explained(preset, players):
    met = terms_met(preset, players)
    assert {"jjok", "ppuk"} <= met, met
    for lang in ("en", "fr", "pt_BR", "ko", "ja"):
        i18n.set_language(lang)
        try:
            rules = load_gostop(preset, {"match.most_players": players} if players > 2 else None)
            text = " ".join(s for section in explain_gostop(rules) for s in (section.title, *section.sentences))
            missing = [t for t in sorted(met) if term_word(t).casefold() not in text.casefold()]
            assert not missing, (lang, preset, players, [term_word(t) for t in missing])
        finally:
            i18n.set_language("en")
