"""Go-Stop as the shared code plays it: :data:`GOSTOP`, the game's engine
functions behind :class:`koikoi.games.interface.Game`."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ..common.rulefiles import GOSTOP_PRESET_NAMES, with_added_options
from ..interface import Game, Outcome, RoundFacts, Start
from . import deck
from . import game as G
from .actions import Action
from .observation import Sight, observe, resample
from .rules import ADDED_OPTIONS, SECTIONS, GoStopRules, compile_gostop, load_gostop
from .saving import dump_game, load_game
from .scoring import cup_counts_as_plain, yaku_cards
from .state import NO_CARD, NO_ONE, HandState, Phase


class GoStop:
    """Go-Stop's game: two or three players, hands to a game."""

    @property
    def name(self) -> str:
        return "gostop"

    @property
    def presets(self) -> tuple[str, ...]:
        return GOSTOP_PRESET_NAMES

    @property
    def sections(self) -> Mapping[str, type]:
        return SECTIONS

    def player_counts(self, rules: GoStopRules) -> tuple[int, ...]:
        return tuple(range(2, rules.match.most_players + 1))  # matgo: two; the others two or three

    def load_rules(self, name_or_path: str, overrides: Mapping[str, Any] | None = None) -> GoStopRules:
        return load_gostop(name_or_path, overrides)

    def new(self, rules: GoStopRules, seed: int, players: int | None = None) -> tuple[G.GameState, list[object]]:
        return G.new_game(rules, seed, players)

    def legal_actions(self, state: G.GameState) -> list[Action]:
        return G.legal_actions(state)

    def apply(self, state: G.GameState, action: Action) -> tuple[G.GameState, list[object]]:
        return G.apply(state, action)

    def to_move(self, state: G.GameState) -> int | None:
        if state.over or state.hand.phase in (Phase.OVER, Phase.FLIP):
            return None  # the next deal, or the deck's flip: the table's, as in Koi-Koi
        return state.hand.player

    def observe(self, state: G.GameState, seat: int) -> Sight:
        return observe(state.hand, seat, state.plays)

    def resample(self, seen: Sight, rng: random.Random) -> HandState:
        return resample(seen, rng)

    def over(self, state: G.GameState) -> bool:
        return state.over

    def winner(self, state: G.GameState) -> int | None:
        return state.winner

    def scores(self, state: G.GameState) -> tuple[int, ...]:
        return state.scores

    def outcomes(self, state: G.GameState) -> tuple[Outcome, ...]:
        # the points a hand was worth to its winner: what every loser paid
        return tuple(Outcome(None if r.winner == NO_ONE else r.winner, sum(r.payments), r.reason) for r in state.history)

    def start(self, state: G.GameState) -> Start:
        return Start(state.rules.data, state.seed, state.players)

    def begin(self, start: Start) -> tuple[G.GameState, list[object]]:
        rules = compile_gostop(with_added_options(start.rules, ADDED_OPTIONS), "the record's rules")
        return G.new_game(rules, start.seed, start.players)

    def round_facts(self, state: G.GameState) -> RoundFacts | None:
        hand = state.hand
        if hand.phase is not Phase.OVER or not state.history:
            return None
        result = state.history[-1]
        winner = None if result.winner == NO_ONE else result.winner
        yaku: tuple[tuple[str, tuple[str, ...]], ...] = ()
        if winner is not None and result.reason == "stop":
            captured = hand.captures[winner]
            as_plain = cup_counts_as_plain(state.rules, captured, hand.cup)
            yaku = tuple((yid, tuple(deck.ids(cards))) for yid, cards in yaku_cards(state.rules, captured, as_plain))
        return RoundFacts(winner, sum(result.payments), result.reason, yaku, tuple(hand.go_calls))

    def action_text(self, action: Action) -> str:
        return action.kind if action.card == NO_CARD else f"{action.kind} {deck.IDS[action.card]}"

    def dump(self, state: G.GameState) -> dict[str, Any]:
        return dump_game(state)

    def load(self, data: Any) -> G.GameState:
        return load_game(data)


GOSTOP: Game[GoStopRules, G.GameState, Action, Sight] = GoStop()
