"""What one Go-Stop player may see: the one door to a hand's hidden cards.

A :class:`Sight` holds the player's own hand, the field with its piles and
the bonus cards on them, every player's captures, what was called, shaken
and shown, and how many cards each other hand and the deck hold, but not
which. Go-Stop's computer players get a Sight and nothing else;
:func:`resample` deals the unseen cards into one world that agrees with it,
for a search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..common.cards import indices
from .actions import Action
from .deal import lay_out
from .rules import CUP_OPEN, GoStopRules
from .state import HandPlay, HandState, Phase, in_play
from .turn import legal_actions


@dataclass(frozen=True, slots=True)
class Sight:
    rules: GoStopRules
    player: int  # who is looking
    players: int
    to_move: int
    phase: Phase
    legal: tuple[Action, ...]  # the looker's legal actions (empty when it is not theirs to act)
    dealer: int
    hand: int
    hand_sizes: tuple[int, ...]
    field: int
    held: tuple[int, ...]
    bonus_on: tuple[int, ...]
    captures: tuple[int, ...]
    deck_size: int
    go_calls: tuple[int, ...]
    go_scores: tuple[int, ...]
    last_scores: tuple[int, ...]
    shakes: tuple[int, ...]
    flips_left: tuple[int, ...]
    shown: tuple[int, ...]  # per player: cards a shake showed, still in their hand
    ppuks: tuple[int, ...]  # per player: the ppuk they made this hand
    played: int
    match: int
    flipped: int
    cup: int = CUP_OPEN  # how the sake cup counts, once its holder chose (all see the choice)
    plays: tuple[HandPlay, ...] = ()  # this hand's plays from the hands, as the table saw them (the game keeps them)

    @property
    def unseen(self) -> int:
        """The cards this player cannot place: the other hands and the deck, but for what a shake showed."""
        seen = self.hand | self.field
        for mask in self.captures + self.shown:
            seen |= mask
        return in_play(self.rules) & ~seen


def observe(s: HandState, player: int, plays: tuple[HandPlay, ...] = ()) -> Sight:
    """What ``player`` sees of ``s``; ``plays``, the game's record of the
    hand's plays (:attr:`~.game.GameState.plays`), a hand alone has none."""
    mine = s.player == player and s.phase is not Phase.OVER
    return Sight(
        rules=s.rules, player=player, players=s.players, to_move=s.player, phase=s.phase,
        legal=tuple(legal_actions(s)) if mine else (), dealer=s.dealer, hand=s.hands[player],
        hand_sizes=tuple(h.bit_count() for h in s.hands), field=s.field, held=s.held, bonus_on=s.bonus_on,
        captures=s.captures, deck_size=len(s.deck), go_calls=s.go_calls, go_scores=s.go_scores,
        last_scores=s.last_scores, shakes=s.shakes, flips_left=s.flips_left, shown=s.shown, ppuks=s.ppuks,
        played=s.played, match=s.match, flipped=s.flipped, cup=s.cup, plays=plays,
    )


def resample(sight: Sight, rng: random.Random, avoid: tuple[int, ...] = ()) -> HandState:
    """One world that agrees with everything ``sight`` shows: the unseen
    cards dealt at random to the other hands (beside what a shake showed of
    them) and the deck.

    ``avoid``, if given, holds for each seat cards not to deal to it (what
    a player's plays argue they do not hold); a seat is dealt from the
    others only while enough of them are left, else from all."""
    unseen = list(indices(sight.unseen))
    rng.shuffle(unseen)
    hands = []
    for p, size in enumerate(sight.hand_sizes):
        hand = sight.hand if p == sight.player else sight.shown[p]  # what a shake showed stays where it was
        banned = avoid[p] if avoid and p != sight.player else 0
        if banned:
            allowed = [c for c in unseen if not banned >> c & 1]
            if len(allowed) >= size - hand.bit_count():
                for c in allowed[len(allowed) - (size - hand.bit_count()):]:
                    hand |= 1 << c
                unseen = [c for c in unseen if not hand >> c & 1]
        while hand.bit_count() < size:
            hand |= 1 << unseen.pop()
        hands.append(hand)
    s = lay_out(sight.rules, hands=tuple(hands), field=sight.field, deck_order=unseen,
                captures=sight.captures, dealer=sight.dealer, player=sight.to_move)
    return replace(
        s, phase=sight.phase, held=sight.held, bonus_on=sight.bonus_on, go_calls=sight.go_calls,
        go_scores=sight.go_scores, last_scores=sight.last_scores, shakes=sight.shakes, flips_left=sight.flips_left,
        shown=sight.shown, ppuks=sight.ppuks, played=sight.played, match=sight.match, flipped=sight.flipped, cup=sight.cup,
    )
