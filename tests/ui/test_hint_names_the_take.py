"""A Hint whose play meets two field cards of its month names the one to
take, the one the Hint's player takes when the choice comes, in both games
and five languages (pt25 read Go-Stop's "…を出して、取る札を選びましょう。":
the card to play, and not which of the two to take). Over seeded matches
played by random legal moves, every play of the person's that leads to a
choice of two: the Hint's words name the card, and the engine, asked the
choice after the play, finds the Hint's player choosing that card."""

from __future__ import annotations

import random

import pytest

from koikoi import i18n
from koikoi.ai.gostop.agents import GostopNormalAgent
from koikoi.ai.koikoi.heuristics import values
from koikoi.ai.koikoi.normal import NormalAgent
from koikoi.games.common.cards import MONTH_MASK, MONTH_OF, indices
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.observation import observe as gostop_observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import DEAL
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.gostop.turn import month
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.observation import observe as koikoi_observe
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.gostop.hint import GostopHint, hint_words
from koikoi.ui.gostop.hint import taken_of as gostop_taken
from koikoi.ui.gostop.lessons import said_as
from koikoi.ui.koikoi.hint import Hint
from koikoi.ui.koikoi.hint import taken_of as koikoi_taken
from koikoi.ui.movelog import the_card
from koikoi.ui.words import card_words

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def gostop_choices():
    """(game, play) for every play of the person's that meets two field cards, over seeded games."""
    for preset in ("matgo", "gostop-brazilian"):
        rules = load_gostop(preset)
        for seed in range(4):
            g, _ = G.new_game(rules, seed)
            rnd = random.Random(seed)
            for _step in range(2000):
                legal = G.legal_actions(g)
                if not legal:
                    break
                if g.hand.player == HUMAN and g.hand.phase is GostopPhase.PLAY:
                    for a in legal:
                        if a.kind == "play" and month(a.card) > 0 and \
                                len([c for c in indices(g.hand.field & MONTH_MASK[month(a.card)])]) == 2:
                            yield g, a
                g, _ = G.apply(g, rnd.choice(legal))


def koikoi_choices():
    for preset in ("nintendo", "fr-classic", "korean"):
        rules = load_preset(preset)
        for seed in range(4):
            m, _ = M.new_match(rules, seed)
            rnd = random.Random(seed)
            while (legal := M.legal_actions(m)):
                if m.to_move == HUMAN and m.round.phase is Phase.PLAY:
                    for a in legal:
                        if a.kind is Act.PLAY and len(list(indices(m.round.field & MONTH_MASK[month_of(a.card)]))) == 2:
                            yield m, a
                m, _ = M.apply(m, rnd.choice(legal))


def month_of(card: int) -> int:
    return MONTH_OF[card]


def test_a_go_stop_hint_names_the_card_its_player_takes_of_two():
    asked = piled = 0
    for g, play in gostop_choices():
        after, _ = G.apply(g, play)
        taken = gostop_taken(g, play)
        if after.hand.phase is not GostopPhase.CHOOSE_HAND:
            assert taken is None  # the deal's pile: laid on, nothing to choose
            if g.hand.held[month(play.card)] == DEAL:  # pt26: "play the swallow to take the two willows", laid on
                piled += 1
                for lang in LANGS:
                    i18n.set_language(lang)
                    said = hint_words(g, play)()
                    meets = [c for c in indices(g.hand.field & MONTH_MASK[month(play.card)])]
                    rest = said.replace(card_words(play.card, "gostop"), "")  # (a plain may name a plain)
                    assert not any(card_words(c, "gostop") in rest for c in meets), (lang, said)
                i18n.set_language("en")
            continue
        asked += 1
        assert GostopNormalAgent().heuristic_choice(gostop_observe(after.hand, HUMAN)).card == taken
        meets = [c for c in indices(g.hand.field & MONTH_MASK[month(play.card)])]
        for lang in LANGS:
            i18n.set_language(lang)
            said = hint_words(g, play)()
            assert said == GostopHint.words(play, meets, "", taken, said_as(g.rules))()
            # named as the choice's own Hint names it (a double plain "(2 plains)": pt25's table said "the
            # Paulownia plain card" before the play and "the Paulownia plain card (2 plains)" at the choice)
            assert the_card(taken, said_as(g.rules)) in said, (lang, said)
        i18n.set_language("en")
    assert asked > 20 and piled, (asked, piled)


def test_a_koikoi_hint_names_the_card_its_player_takes_of_two():
    asked = 0
    for m, play in koikoi_choices():
        after, _ = M.apply(m, play)
        if after.round.phase is not Phase.CHOOSE_HAND:
            continue
        taken = koikoi_taken(m, play)
        asked += 1
        obs = koikoi_observe(after, HUMAN)
        assert NormalAgent().heuristic_choice(obs, values(obs.rules)).card == taken
        targets = [c for c in indices(m.round.field & MONTH_MASK[month_of(play.card)])]
        for lang in LANGS:
            i18n.set_language(lang)
            said = Hint.words(Act.PLAY, play.card, targets, m.round.pending, taken)()
            assert the_card(taken) in said, (lang, said)
        i18n.set_language("en")
    assert asked > 20
