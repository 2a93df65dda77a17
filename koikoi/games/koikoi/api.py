"""Koi-Koi as the shared code plays it: :data:`KOIKOI`, the game's engine
functions behind :class:`koikoi.games.interface.Game`."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ..common.cards import ids
from ..common.rulefiles import with_added_options
from ..interface import Game, Outcome, RoundFacts, Start
from . import game as M
from .actions import Action
from .observation import Observation, observe, resample
from .rules import ADDED_OPTIONS, PRESET_NAMES, SECTIONS, Rules, compile_kept, load_rules
from .saving import dump_match, load_match
from .turn import RoundState


class KoiKoi:
    """Koi-Koi's match: two players, rounds to a match."""

    @property
    def name(self) -> str:
        return "koikoi"

    @property
    def presets(self) -> tuple[str, ...]:
        return PRESET_NAMES

    @property
    def sections(self) -> Mapping[str, type]:
        return SECTIONS

    def player_counts(self, rules: Rules) -> tuple[int, ...]:
        return (2,)

    def load_rules(self, name_or_path: str, overrides: Mapping[str, Any] | None = None) -> Rules:
        return load_rules(name_or_path, overrides)

    def new(self, rules: Rules, seed: int, players: int | None = None) -> tuple[M.MatchState, list[object]]:
        if players not in (None, 2):
            raise ValueError(f"Koi-Koi is played by two, not {players}")
        match, events = M.new_match(rules, seed)
        return match, list(events)

    def legal_actions(self, state: M.MatchState) -> tuple[Action, ...]:
        return M.legal_actions(state)

    def apply(self, state: M.MatchState, action: Action) -> tuple[M.MatchState, list[object]]:
        match, events = M.apply(state, action)
        return match, list(events)

    def to_move(self, state: M.MatchState) -> int | None:
        return state.to_move

    def observe(self, state: M.MatchState, seat: int) -> Observation:
        return observe(state, seat)

    def resample(self, seen: Observation, rng: random.Random) -> RoundState:
        return resample(seen, rng)

    def over(self, state: M.MatchState) -> bool:
        return state.over

    def winner(self, state: M.MatchState) -> int | None:
        return state.winner

    def scores(self, state: M.MatchState) -> tuple[int, ...]:
        return state.scores

    def outcomes(self, state: M.MatchState) -> tuple[Outcome, ...]:
        return tuple(Outcome(r.winner, r.points, r.reason) for r in state.history)

    def start(self, state: M.MatchState) -> Start:
        return Start(state.rules.data, state.seed, 2)

    def begin(self, start: Start) -> tuple[M.MatchState, list[object]]:
        rules = compile_kept(with_added_options(start.rules, ADDED_OPTIONS), "the record's rules")
        return self.new(rules, start.seed, start.players)

    def round_facts(self, state: M.MatchState) -> RoundFacts | None:
        result = state.round.result
        if result is None:
            return None
        yaku = tuple((y.id, tuple(ids(y.cards))) for y in result.score.yaku) if result.score else ()
        return RoundFacts(result.winner, result.points, result.reason, yaku, tuple(state.round.koikoi_calls))

    def action_text(self, action: Action) -> str:
        return str(action)

    def dump(self, state: M.MatchState) -> dict[str, Any]:
        return dump_match(state)

    def load(self, data: Any) -> M.MatchState:
        return load_match(data)


KOIKOI: Game[Rules, M.MatchState, Action, Observation] = KoiKoi()
