"""Whole matches between agents, with no table to show them: for
``koikoi-sim play``, the arena and the tools that measure the agents."""

from __future__ import annotations

from typing import Sequence

from ..games.koikoi.game import MatchState, apply, legal_actions, new_match
from ..games.koikoi.observation import observe
from ..games.koikoi.rules import Rules
from .koikoi.agents import Agent


def play_match(rules: Rules, agents: Sequence[Agent], seed: int) -> MatchState:
    """Play a match from its seed to the end; table actions are automatic."""
    match, _ = new_match(rules, seed)
    while not match.over:
        player = match.to_move
        if player is None:
            action = legal_actions(match)[0]  # flip the deck, or deal the next round
        else:
            action = agents[player].act(observe(match, player))
        match, _ = apply(match, action)
    return match
