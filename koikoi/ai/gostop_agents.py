"""Go-Stop's computer players, and games between them with no table.

Like Koi-Koi's, each sees only a :class:`~koikoi.engine.gostop.sight.Sight`
and decides from it alone, with its own seeded random numbers. So far:
``random`` and ``easy``, a beginner who knows which cards are worth most
and goes on a hunch.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine.cards import MONTH_MASK
from ..engine.gostop import deck
from ..engine.gostop.game import NEXT, GameState, apply, new_game
from ..engine.gostop.hand import Phase
from ..engine.gostop.ruleset import GoStopRules
from ..engine.gostop.sight import Sight, observe
from ..engine.gostop.turn import GO, STOP, Action, hand_score_of, month
from .agents import UnknownAgentError

VALUE = {deck.GWANG: 20, deck.YEOL: 10, deck.TTI: 5}  # what a beginner thinks each kind is worth


def card_value(card: int, doubles: int) -> int:
    bit = 1 << card
    for kind, value in VALUE.items():
        if bit & kind:
            return value
    if bit & deck.BONUS_PI_MASK:
        return deck.BONUS_PI[card]
    return 2 if bit & doubles else 1


def cards_value(mask: int, doubles: int) -> int:
    return sum(card_value(c, doubles) for c in deck.indices(mask))


class GostopRandomAgent:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, sight: Sight) -> Action:
        return self.rng.choice(sight.legal)


class GostopEasyAgent:
    """A beginner: it takes the most valuable cards it can (a bright before
    an animal before a ribbon before a plain), lays down its least valuable
    card when it can take nothing, always bombs and shakes when it can, and
    goes on while its score is small and it still holds a few cards."""

    name = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, sight: Sight) -> Action:
        legal = sight.legal
        if len(legal) == 1:
            return legal[0]
        if GO in legal:
            score = hand_score_of(sight.rules, sight.captures[sight.player])
            return GO if sight.hand.bit_count() >= 3 and score < 10 else STOP
        doubles = sight.rules.doubles_mask
        if legal[0].kind == "choose":
            return max(legal, key=lambda a: (card_value(a.card, doubles), -a.card))
        bombs = [a for a in legal if a.kind == "bomb"]
        if bombs:
            return bombs[0]

        def gain(a: Action) -> tuple[int, int, int]:
            if (1 << a.card) & deck.BONUS_MASK:
                return (100, 0, -a.card)  # a bonus card is a free card: lay it first
            on = sight.field & MONTH_MASK[month(a.card)]
            taken = on if on.bit_count() != 2 else max(
                (1 << c for c in deck.indices(on)), key=lambda b: cards_value(b, doubles))
            worth = cards_value(taken | (1 << a.card), doubles) if taken else -card_value(a.card, doubles)
            return (worth, a.kind == "shake", -a.card)

        return max(legal, key=gain)


GOSTOP_LEVELS = ("easy",)  # the levels a player may choose for Go-Stop, so far
GOSTOP_AGENTS: dict[str, Callable[[int | None], object]] = {"easy": GostopEasyAgent, "random": GostopRandomAgent}


def make_gostop_agent(name: str, seed: int | None = None):
    """A Go-Stop computer player by name."""
    try:
        return GOSTOP_AGENTS[name](seed)
    except KeyError:
        raise UnknownAgentError(f"unknown Go-Stop agent {name!r}; known: {', '.join(GOSTOP_AGENTS)}") from None


def play_game(rules: GoStopRules, agents: Sequence[object], seed: int, players: int | None = None) -> GameState:
    """A whole game between ``agents`` (one per seat), each seeing only its Sight."""
    g, _ = new_game(rules, seed, players or len(agents))
    while not g.over:
        if g.hand.phase is Phase.OVER:
            g, _ = apply(g, NEXT)
            continue
        g, _ = apply(g, agents[g.hand.player].act(observe(g.hand, g.hand.player)))  # type: ignore[attr-defined]
    return g


__all__ = ["GOSTOP_AGENTS", "GOSTOP_LEVELS", "GostopEasyAgent", "GostopRandomAgent", "make_gostop_agent", "play_game"]
