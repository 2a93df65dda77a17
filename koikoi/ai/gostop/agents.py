"""Go-Stop's computer players, and games between them with no table.

Like Koi-Koi's, each sees only a :class:`~koikoi.games.gostop.observation.Sight`
and decides from it alone, with its own seeded random numbers: ``easy``,
a beginner who knows which cards are worth most and goes on a hunch;
``normal``, who reads the yaku on both sides and weighs a Go by playing the
hand out; ``hard``, who weighs its Go or Stop and its plays by playing
the hand on as normal would, in many imagined deals (docs/ai.md has their
measurements); and ``random``, for tests.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from math import comb

from ...games.common.cards import MONTH_MASK, indices
from ...games.common.levels import UnknownAgentError
from ...games.gostop import deck
from ...games.gostop.actions import CLAIM, CUP_AS_ANIMAL, GO, PLAY_ON, STOP, Action
from ...games.gostop.observation import Sight, resample
from ...games.gostop.state import HandState
from ...games.interface import Player
from ...games.gostop.turn import hand_score_of, month
from ..race import race
from .montecarlo import LAID_DOWN, RolloutModel, card_worth, cup_choice, normal_go, playout, rollout

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
    return sum(card_value(c, doubles) for c in indices(mask))


class GostopRandomAgent:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, sight: Sight) -> Action:
        return self.rng.choice(sight.legal)


class _Level(ABC):
    """What every level does first: its own seeded dice, and the only legal
    action taken at once; :meth:`choose` decides when there is a choice."""

    name = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, sight: Sight) -> Action:
        legal = sight.legal
        return legal[0] if len(legal) == 1 else self.choose(sight)

    @abstractmethod
    def choose(self, sight: Sight) -> Action:
        """The level's own choice among two or more legal actions."""


class GostopEasyAgent(_Level):
    """A beginner: it takes the most valuable cards it can (a bright before
    an animal before a ribbon before a plain), lays down its least valuable
    card when it can take nothing, always bombs and shakes when it can, and
    goes on while its score is small and it still holds a few cards."""

    name = "easy"

    def choose(self, sight: Sight) -> Action:
        legal = sight.legal
        if CLAIM in legal:  # dealt four of a month: the sure win
            return CLAIM
        if CUP_AS_ANIMAL in legal:
            return cup_choice(sight.rules, sight.captures[sight.player])
        if GO in legal:
            score = hand_score_of(sight.rules, sight.captures[sight.player], sight.cup)
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
                (1 << c for c in indices(on)), key=lambda b: cards_value(b, doubles))
            worth = cards_value(taken | (1 << a.card), doubles) if taken else -card_value(a.card, doubles)
            return (worth, a.kind == "shake", -a.card)

        return max(legal, key=gain)


NORMAL_GO_WORLDS = 300  # normal's Go or Stop: at most (the race stops early when one side is clearly better)
HARD_BUDGET_MS = 1000  # hard's thinking time for a decision, at most (a safety cap: the worlds decide)
HARD_WORLDS = 60  # ... and its worlds for a play: the same search on any machine
HARD_GO_FACTOR = 10  # Go or Stop, a rarer and larger choice, gets this many times the worlds
HARD_CANDIDATES = 3  # the plays searched: normal's best rated
HARD_TRUST = 1.0  # points a hand: the search overrules normal's heuristic choice only when ahead by more
HARD_SLIP = 0.05  # the share of hard's worlds that ignore what the plays argue (a player may lay down at will)
DENIAL = 1.3  # a point kept from the opponent is worth more than one of mine (0.4 to 2.5 tried against easy)
STEAL_WORTH = 1.0  # a plain taken from each opponent
SHAKE_WORTH = 1.5  # a shake doubles what winning pays; it shows three cards

def chance_held(sight: Sight, month_mask: int, seat: int) -> float:
    """The chance the hand at ``seat`` holds a card of this month, by its
    size and the cards unseen."""
    unseen = sight.unseen
    size, hand = unseen.bit_count(), sight.hand_sizes[seat] - sight.shown[seat].bit_count()
    if sight.shown[seat] & month_mask:
        return 1.0
    k = (unseen & month_mask).bit_count()
    if not k or hand <= 0 or size == 0:
        return 0.0
    return 1.0 - comb(size - k, hand) / comb(size, hand)


class GostopNormalAgent(_Level):
    """Yaku-aware heuristics, and a Go that weighs its risk.

    A play is valued by what it takes, worth more as it nears a yaku of
    mine (:class:`~.montecarlo.CardWorth`), and by what it keeps
    from the opponent, worth more as it nears one of theirs; a card laid
    down costs what the opponent may take with it. It bombs, and shakes a
    three it will play. Go or Stop is judged by playing the rest of the
    hand out both ways over a few hundred imagined deals of the unseen
    cards, scored by what the hand pays (the Monte Carlo machinery of
    :mod:`.montecarlo`, shared with hard)."""

    name = "normal"

    def choose(self, sight: Sight) -> Action:
        if GO in sight.legal:
            return self.play_on_or_stop(sight, (GO, STOP))
        if CLAIM in sight.legal:  # dealt four of a month: the sure win, or the hand played on?
            return self.play_on_or_stop(sight, (PLAY_ON, CLAIM))
        return self.heuristic_choice(sight)

    def play_on_or_stop(self, sight: Sight, choice: tuple[Action, Action]) -> Action:
        """Playing on or stopping (a Go or Stop, a chongtong), both played
        out over up to :data:`NORMAL_GO_WORLDS` imagined worlds; the sure
        thing, second, on a tie."""
        means, _ = race(sight, choice, self.rng, NORMAL_GO_WORLDS, play_out=playout,
                        context=card_worth(sight.rules).base, imagine=resample)
        return choice[0] if means[0] > means[1] else choice[1]

    def heuristic_choice(self, sight: Sight) -> Action:
        """The play these heuristics rate best (any phase but Go or Stop)."""
        legal = sight.legal
        if CUP_AS_ANIMAL in legal:  # the sake cup: the way that scores more now
            return cup_choice(sight.rules, sight.captures[sight.player])
        rates = self.ratings(sight)
        return legal[max(range(len(legal)), key=lambda i: (rates[i], -i))]

    def ratings(self, sight: Sight) -> list[float]:
        """What these heuristics think of each legal action (any phase but Go or Stop)."""
        legal = sight.legal
        worth = card_worth(sight.rules)
        me = sight.player
        mine = sight.captures[me]
        others = [q for q in range(sight.players) if q != me]

        def value(cards: int) -> float:
            """Taking ``cards``: their worth to me, and what they keep from the others."""
            v = 0.0
            for c in indices(cards):
                v += worth.worth(c, mine) + DENIAL * max(worth.worth(c, sight.captures[q]) for q in others)
            return v

        if legal[0].kind == "choose":
            return [value(1 << a.card) for a in legal]  # the lowest card of equals first, as legal lists them

        def rate(a: Action) -> float:
            bit = 1 << a.card
            if bit & deck.BONUS_MASK:
                return 100.0 + deck.BONUS_PI.get(a.card, 0)  # a free card and a draw: first
            mo = month(a.card)
            on = sight.field & MONTH_MASK[mo]
            if a.kind == "bomb":
                return 50.0 + value(on | sight.hand & MONTH_MASK[mo])
            n = on.bit_count()
            if not n:  # laid down: what the others may take with it
                risk = max(chance_held(sight, MONTH_MASK[mo], q) * worth.worth(a.card, sight.captures[q])
                           for q in others)
                v = -LAID_DOWN * worth.worth(a.card, mine) - DENIAL * risk
            elif n == 2:
                v = value(bit) + max(value(1 << c) for c in indices(on))
            else:
                v = value(bit | on | sight.bonus_on[mo]) + (STEAL_WORTH if n == 3 else 0.0)
            if a.kind == "shake":
                v += SHAKE_WORTH
            return v

        return [rate(a) for a in legal]


def lacking(sight: Sight) -> tuple[int, ...]:
    """For each seat, the cards its plays argue it does not hold.

    A player takes a card when they can (normal always does: a capture
    rates above any card laid down), and lays a bonus card first. So a
    card played (not shaken or bombed: those may be worth more) on no card
    of its month says its player held no card of the months then on the
    field; and any card so played but a bonus card, that they held no
    bonus card. Every card in a hand now
    was in it then, but for a card drawn for a bonus card laid since: so
    only the plays after a player's last bonus card count."""
    out = [0] * sight.players
    for play in sight.plays:
        bit = 1 << play.card
        if bit & deck.BONUS_MASK:
            out[play.player] = 0  # a card drawn since: the plays before no longer speak for the whole hand
            continue
        if play.how != "play":  # a shake or a bomb may be preferred to a capture, or to a bonus card
            continue
        out[play.player] |= deck.BONUS_MASK
        if not play.field & MONTH_MASK[month(play.card)]:
            out[play.player] |= sum(MONTH_MASK[m] for m in range(1, 13) if play.field & MONTH_MASK[m])
    out[sight.player] = 0
    return tuple(out)


class GostopHardAgent(_Level):
    """Monte Carlo search over the unseen cards, by rollouts of normal's
    play: a choice is raced over imagined worlds (:func:`.montecarlo.race`,
    Go-Stop's resampling making them), each candidate played and the hand
    finished with normal's heuristic choice for both players and Go or
    Stop as often as normal calls them (:func:`.montecarlo.rollout`),
    scored by what the hand pays. Go or Stop gets ten times the worlds;
    a play is chosen among normal's three best rated, and normal's own
    choice is kept unless the search leads it by more than a point. The
    worlds deal the opponents only cards their plays do not argue
    against (:func:`lacking`), but for a few (:data:`HARD_SLIP`)."""

    name = "hard"

    def __init__(self, seed: int | None = None, budget_ms: float = HARD_BUDGET_MS, worlds: int = HARD_WORLDS) -> None:
        """``budget_ms`` caps a decision's thinking time, ``worlds`` the worlds imagined for a play."""
        super().__init__(seed)
        self.budget_ms = budget_ms
        self.worlds = worlds
        self.normal = GostopNormalAgent(seed)
        self.last_worlds = 0

    def choose(self, sight: Sight) -> Action:
        legal = sight.legal
        model = RolloutModel(self.normal.heuristic_choice, normal_go)
        deadline = time.perf_counter() + self.budget_ms / 1000
        avoid = lacking(sight)

        def imagine(seen: Sight, rng: random.Random) -> HandState:
            return resample(seen, rng, () if rng.random() < HARD_SLIP else avoid)

        if GO in legal or CLAIM in legal or CUP_AS_ANIMAL in legal:  # play on or stop; how the cup counts
            means, self.last_worlds = race(sight, legal, self.rng, self.worlds * HARD_GO_FACTOR, deadline,
                                           play_out=rollout, context=model, imagine=imagine)
            return legal[max(range(len(legal)), key=lambda i: (means[i], -i))]
        rates = self.normal.ratings(sight)
        ranked = sorted(range(len(legal)), key=lambda i: (-rates[i], i))[:HARD_CANDIDATES]
        if len(ranked) == 1:
            return legal[ranked[0]]
        means, self.last_worlds = race(sight, tuple(legal[i] for i in ranked), self.rng, self.worlds, deadline,
                                       play_out=rollout, context=model, imagine=imagine)
        best = max(range(len(ranked)), key=lambda i: (means[i], -i))
        # The search's lead over normal's own choice (ranked first) must be
        # worth more than its noise: with some tens of worlds, a near tie is the dice.
        return legal[ranked[0] if means[0] >= means[best] - HARD_TRUST else ranked[best]]


# A Go-Stop computer player: it sees one seat's Sight, never the state.
GostopAgent = Player[Sight, Action]


GOSTOP_AGENTS: dict[str, Callable[[int | None], GostopAgent]] = {
    "easy": GostopEasyAgent, "normal": GostopNormalAgent, "hard": GostopHardAgent, "random": GostopRandomAgent,
}


def make_gostop_agent(name: str, seed: int | None = None, budget_ms: float | None = None,
                      worlds: int | None = None) -> GostopAgent:
    """A Go-Stop computer player by name; hard alone takes a thinking time
    (``budget_ms``) and a number of worlds to imagine a play in."""
    try:
        make = GOSTOP_AGENTS[name]
    except KeyError:
        raise UnknownAgentError(f"unknown Go-Stop agent {name!r}; known: {', '.join(GOSTOP_AGENTS)}") from None
    if make is GostopHardAgent:
        return GostopHardAgent(seed, HARD_BUDGET_MS if budget_ms is None else budget_ms,
                               HARD_WORLDS if worlds is None else worlds)
    return make(seed)


__all__ = ["GOSTOP_AGENTS", "GostopAgent", "GostopEasyAgent", "GostopHardAgent", "GostopNormalAgent", "GostopRandomAgent",
           "make_gostop_agent"]
