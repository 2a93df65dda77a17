"""The ``normal`` level: yaku-aware heuristics, and a koi-koi that weighs risk.

Each move is valued by what it does to both players' yaku chances: what a
capture gives me, what it denies the opponent, and what a card laid on the
field may hand them. The koi-koi decision weighs the gain against the risk
by playing the rest of the round out both ways over a few hundred imagined
deals of the unseen cards, scored by the real payoffs. Once someone has
called koi-koi, the round becomes a race to the next yaku, which a static
potential misjudges; then normal plays its cards out the same way, over
fewer deals than hard. Those playouts are :mod:`.montecarlo`'s, shared with
hard.
"""

from __future__ import annotations

import random
from math import comb

from ...games.common.cards import LIGHTNING, MONTH_MASK_OF_CARD, bits
from ...games.koikoi import actions as A
from ...games.koikoi.actions import Act, Action
from ...games.koikoi.observation import Observation
from .heuristics import Values, values
from .montecarlo import race

DENIAL = 0.8  # a point kept from the opponent is worth nearly one of mine
KOIKOI_WORLDS = 600  # at most: the race stops early when one side is clearly better
RACE_WORLDS = 200  # card play after a koi-koi call


def is_joker(obs: Observation, card: int) -> bool:
    """Whether playing ``card`` now is the Gaji joker, which takes any field card."""
    return card == LIGHTNING and obs.rules.play.gaji and not obs.november_played and bool(obs.field)


def chance_opponent_holds(obs: Observation, month_mask: int) -> float:
    """The chance the opponent's hand holds a card of this month."""
    unseen = obs.unseen
    size = unseen.bit_count()
    hand = obs.opponent_hand_size
    k = (unseen & month_mask).bit_count()
    if not k or not hand or size == 0:
        return 0.0
    return 1.0 - comb(size - k, hand) / comb(size, hand)


class Position:
    """The facts a heuristic move evaluation needs, computed once per move."""

    def __init__(self, obs: Observation, v: Values, turns: int | None = None) -> None:
        """``turns``: how many hand plays the player has left, if not the
        cards in ``obs.hand`` (a past position rebuilt from part of a hand)."""
        self.obs = obs
        self.v = v
        me = obs.player
        self.mine = obs.captures[me]
        self.theirs = obs.captures[1 - me]
        self.turns = obs.hand.bit_count() if turns is None else turns
        self.mine_open = obs.unseen | obs.field | obs.hand
        self.theirs_open = obs.unseen | obs.field
        self.mine_now = v.potential(self.mine, self.mine_open, obs.month, self.turns)
        self.theirs_now = v.potential(self.theirs, self.theirs_open, obs.month, obs.opponent_hand_size)

    def capture_value(self, taken: int) -> float:
        obs, v = self.obs, self.v
        gain = v.potential(self.mine | taken, self.mine_open & ~taken, obs.month, self.turns) - self.mine_now
        kept = self.theirs_now - v.potential(
            self.theirs, self.theirs_open & ~taken, obs.month, obs.opponent_hand_size,
        )
        return gain + DENIAL * kept + 0.02 * v.mask_value(taken)

    def lay_value(self, card: int) -> float:
        """Laying a card down: the opponent may take it with a card of its month."""
        obs, v = self.obs, self.v
        month = MONTH_MASK_OF_CARD[card]
        bit = 1 << card
        risk = chance_opponent_holds(obs, month)
        their_gain = v.potential(
            self.theirs | bit, self.theirs_open & ~bit, obs.month, obs.opponent_hand_size,
        ) - self.theirs_now
        # I might take it back myself with a card of its month I hold.
        mine_back = 0.5 if obs.hand & month & ~bit else 0.0
        return -risk * their_gain * (1 - mine_back) - 0.01 * v.importance[card]


class NormalAgent:
    name = "normal"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        v = values(obs.rules)
        if kind is Act.KOIKOI:
            return legal[0] if self.koikoi(obs) else legal[1]
        if kind is Act.SWAP:
            return legal[0] if self.swap(obs, v) else legal[1]
        if any(obs.koikoi_calls) and kind in (Act.PLAY, Act.TAKE):
            return self.play_by_race(obs)
        pos = Position(obs, v)
        best: tuple[float, float, Action] | None = None
        for a in legal:
            value = self.move_value(obs, pos, a)
            key = (value, self.rng.random(), a)
            if best is None or key[:2] > best[:2]:
                best = key
        assert best is not None
        return best[2]

    def move_value(self, obs: Observation, pos: Position, a: Action) -> float:
        if a.kind is Act.PLAY:
            joker = is_joker(obs, a.card)
            targets = obs.field if joker else obs.field & MONTH_MASK_OF_CARD[a.card]
            n = targets.bit_count()
            bit = 1 << a.card
            if n == 0:
                return pos.lay_value(a.card)
            if n == 2 or (joker and n > 1):  # the player will choose one
                return max(pos.capture_value(bit | low) for low in bits(targets))
            return pos.capture_value(bit | targets)
        if a.kind is Act.TAKE:
            return pos.capture_value((1 << obs.pending) | (1 << a.card))
        return pos.lay_value(obs.pending)  # LAY

    def heuristic_choice(self, obs: Observation, v: Values) -> Action:
        """The legal move the heuristics value most (the first of equals),
        without the dice or the searches of :meth:`act`: the opponent's
        reply in hard's playouts."""
        position = Position(obs, v)
        return max(obs.legal, key=lambda a: self.move_value(obs, position, a))

    def koikoi(self, obs: Observation) -> bool:
        """Weigh the gain against the risk by playing the round out both
        ways in a few hundred imagined deals of the unseen cards."""
        if obs.hand.bit_count() == 0:
            return obs.rules.end.exhausted == "last_caller"  # calling costs nothing then
        (go, stop), _ = race(obs, (A.KOIKOI, A.STOP), self.rng, KOIKOI_WORLDS)
        return go > stop

    def play_by_race(self, obs: Observation) -> Action:
        """Card play by playouts, for the race that follows a koi-koi call."""
        means, _ = race(obs, obs.legal, self.rng, RACE_WORLDS)
        return obs.legal[max(range(len(means)), key=lambda i: (means[i], -i))]

    def swap(self, obs: Observation, v: Values) -> bool:
        """Swap a weak hand for the dealer's unknown one."""
        mean = sum(v.importance) / 48
        return v.mask_value(obs.hand) < 8 * mean * 0.8
