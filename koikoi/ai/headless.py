"""Whole matches between agents, with no table to show them: for
``koikoi-sim play``, the arena and the tools that measure the agents. Both
games are played by :func:`koikoi.games.interface.play`."""

from __future__ import annotations

from typing import Sequence

from ..games.gostop.api import GOSTOP
from ..games.gostop.game import GameState
from ..games.gostop.rules import GoStopRules
from ..games.interface import play
from ..games.koikoi.api import KOIKOI
from ..games.koikoi.game import MatchState
from ..games.koikoi.rules import Rules
from .gostop.agents import GostopAgent
from .koikoi.agents import Agent


def play_match(rules: Rules, agents: Sequence[Agent], seed: int) -> MatchState:
    """A Koi-Koi match from its seed to the end; table actions are automatic."""
    return play(KOIKOI, rules, agents, seed)


def play_game(rules: GoStopRules, agents: Sequence[GostopAgent], seed: int, players: int | None = None) -> GameState:
    """A whole game of Go-Stop between ``agents`` (one per seat), each seeing only its Sight."""
    if players is not None and players != len(agents):
        raise ValueError(f"{len(agents)} agents for {players} seats")
    return play(GOSTOP, rules, agents, seed)
