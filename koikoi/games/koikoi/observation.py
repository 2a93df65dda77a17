"""What one player may see: the only door to hidden information.

An :class:`Observation` holds the player's own hand, the field, both
players' captures and everything announced at the table, but neither the
opponent's hand nor the deck order: only how many cards each holds. Agents
receive an Observation and nothing else.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..common.cards import ALL_MASK, indices
from .actions import Action
from .game import HandPlay, MatchState, legal_actions
from .rules import Rules
from .state import Phase, RoundResult, RoundState, blank
from .turn import legal_actions as round_legal


@dataclass(frozen=True, slots=True)
class Observation:
    rules: Rules
    player: int  # who is observing
    to_move: int | None  # who acts now (None: a table action or nothing)
    turn: int  # whose turn it is (the flip belongs to this player's turn)
    phase: Phase
    legal: tuple[Action, ...]  # the observer's legal actions (empty if not theirs to act)
    round_no: int
    month: int
    dealer: int
    hand: int
    field: int
    captures: tuple[int, int]
    opponent_hand_size: int
    deck_size: int
    pending: int  # the played or flipped card awaiting a choice (face up), or -1
    pending_any: bool
    koikoi_calls: tuple[int, int]
    last_caller: int
    yaku: tuple[tuple[int, ...], tuple[int, ...]]
    field_brights: int
    november_played: bool
    gaji: tuple[int, int]
    removed: int
    scores: tuple[int, int]  # match scores before this round
    history: tuple[RoundResult, ...]
    result: RoundResult | None
    plays: tuple[HandPlay, ...] = ()  # this round's hand plays, as the table saw them

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def unseen(self) -> int:
        """Cards this player cannot see: the opponent's hand and the deck."""
        seen = self.hand | self.field | self.captures[0] | self.captures[1] | self.removed
        if self.pending >= 0:
            seen |= 1 << self.pending
        return ALL_MASK & ~seen


def observe(state: MatchState | RoundState, player: int) -> Observation:
    """The table as ``player`` sees it, from a match or a bare round."""
    if isinstance(state, MatchState):
        rnd = state.round
        legal = legal_actions(state) if state.to_move == player else ()
        history = state.history
        plays = state.plays
        to_move = state.to_move
    else:
        rnd = state
        to_move = None if rnd.phase in (Phase.OVER, Phase.FLIP) else rnd.player
        legal = round_legal(rnd) if to_move == player else ()
        history = ()
        plays = ()
    return Observation(
        rules=rnd.rules,
        player=player,
        to_move=to_move,
        turn=rnd.player,
        phase=rnd.phase,
        legal=legal,
        round_no=rnd.round_no,
        month=rnd.month,
        dealer=rnd.dealer,
        hand=rnd.hands[player],
        field=rnd.field,
        captures=rnd.captures,
        opponent_hand_size=rnd.hands[1 - player].bit_count(),
        deck_size=rnd.deck_left,
        pending=rnd.pending,
        pending_any=rnd.pending_any,
        koikoi_calls=rnd.koikoi_calls,
        last_caller=rnd.last_caller,
        yaku=rnd.yaku,
        field_brights=rnd.field_brights,
        november_played=rnd.november_played,
        gaji=rnd.gaji,
        removed=rnd.removed,
        scores=rnd.scores,
        history=history,
        result=rnd.result,
        plays=plays,
    )


def resample(obs: Observation, rng: random.Random, hand: int | None = None) -> RoundState:
    """A full round consistent with what ``obs`` shows: the unseen cards are
    dealt at random between the opponent's hand and the deck.

    This is how a searching agent imagines the hidden cards; it sees nothing
    the observation does not hold. A searcher that has imagined the
    opponent's ``hand`` itself (a mask of unseen cards, from what their
    plays suggest) gives it; the deck's order stays uniformly random.
    """
    unseen = list(indices(obs.unseen))
    size = obs.opponent_hand_size
    if hand is None:
        rng.shuffle(unseen)
        opponent = 0
        for c in unseen[:size]:
            opponent |= 1 << c
        deck = unseen[size:]
    else:
        if hand & ~obs.unseen or hand.bit_count() != size:
            raise ValueError(f"an imagined opponent hand must be {size} of the unseen cards")
        opponent = hand
        deck = [c for c in unseen if not hand >> c & 1]
        rng.shuffle(deck)
    s = blank(obs.rules, obs.round_no, obs.dealer, obs.scores)
    hands = [0, 0]
    hands[obs.player] = obs.hand
    hands[1 - obs.player] = opponent
    s.hands = (hands[0], hands[1])
    s.field = obs.field
    s.deck = tuple(deck)
    s.captures = obs.captures
    s.phase = obs.phase
    s.player = obs.turn
    s.pending = obs.pending
    s.pending_any = obs.pending_any
    s.koikoi_calls = obs.koikoi_calls
    s.last_caller = obs.last_caller
    s.yaku = obs.yaku
    s.evaluated = (-1, -1)  # unknown: the next turn's end checks the yaku afresh
    s.field_brights = obs.field_brights
    s.november_played = obs.november_played
    s.gaji = obs.gaji
    s.removed = obs.removed
    s.result = obs.result
    return s
