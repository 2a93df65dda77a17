"""Every key a Go-Stop table's question takes is in the pause menu's key
list, on a line about that question. A newcomer found neither the bomb's
keys nor the sake cup's there. The questions are asked as the table asks
them, over seeded games against the engine (Go or Stop, the sake cup,
four of a month dealt, Bomb?, Shake?), and each one's keys (its letters,
Enter for its first answer, Esc for its last where it has a way out) are
looked for in the list."""

from __future__ import annotations

import random

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase
from koikoi.storage import settings as S
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS

from .conftest import make_app

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

QUESTIONS = ("Go or Stop?", "The sake cup", "Four of a month!", "Bomb?", "Shake?")
ASKED_AT = (Phase.GO_STOP, Phase.SAKE_CUP, Phase.CHONGTONG)


def keys_of(question: ChoiceScene) -> set[str]:
    """The keys a question answers to, as the key list writes them."""
    keys = {pygame.key.name(k).upper() for k in question.letters}
    keys.add("Enter")  # its first answer
    if question.escape:
        keys.add("Esc")  # its last
    return keys


def listed_for(name: str) -> set[str]:
    """The keys the Go-Stop pause lists on the lines about the question ``name``."""
    about = name.lower().strip("?!").removeprefix("the ")
    keys: set[str] = set()
    for heading, pairs in GOSTOP_SHORTCUT_GROUPS:
        for written, what in pairs:
            if about in f"{heading} {what}".lower():
                keys |= {k.strip() for k in written.split(",")}
    return keys


def asked(seeds: range) -> dict[str, ChoiceScene]:
    """Each question the table asks the person, as asked, over seeded games played at random."""
    app = make_app(S.Settings(animation_speed=4.0))
    found: dict[str, ChoiceScene] = {}
    try:
        # (four of a month dealt is a question where the rules let its holder choose)
        for rules in (load_gostop("matgo", {"deal.four_in_hand": "chongtong_or_play"}), load_gostop("gostop-brazilian")):
            table = app.ctx.screens.gostop_table(rules, 1, "easy", players=2)
            table.timeline.clear()
            table.warm_list.clear()
            questions: list[ChoiceScene] = []
            table.push = questions.append  # type: ignore[method-assign]  # what the table asks, kept
            for seed in seeds:
                rng = random.Random(seed)
                g, _ = G.new_game(rules, seed, 2)
                while not g.over and len(found) < len(QUESTIONS):
                    h = g.hand
                    legal = G.legal_actions(g)
                    if h.player == HUMAN and h.phase is not Phase.OVER:
                        table.game = g
                        table.prompted = False
                        if h.phase in ASKED_AT:
                            table.offer_human()
                        for kind in ("bomb", "shake"):
                            card = next((a.card for a in legal if a.kind == kind), None)
                            if card is not None and any(a.kind == "play" for a in legal):
                                table.pointer.play(card)
                        for q in questions:
                            found.setdefault(q.title, q)
                        questions.clear()
                    g, _ = G.apply(g, rng.choice(legal))
                if len(found) == len(QUESTIONS):
                    return found
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
    return found


def test_every_key_a_go_stop_question_takes_is_in_the_pause_list():
    found = asked(range(400))
    assert set(found) == set(QUESTIONS), sorted(found)  # each question was asked
    unlisted = {name: sorted(keys_of(q) - listed_for(name)) for name, q in found.items()}
    assert not any(unlisted.values()), unlisted
