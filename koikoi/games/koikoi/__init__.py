"""The pure Koi-Koi rules engine: standard library only, no pygame.

The usual entry points::

    rules = load_preset("nintendo")
    match, events = new_match(rules, seed=1)
    while not match.over:
        action = ...  # one of legal_actions(match)
        match, events = apply(match, action)

``observe(match, player)`` is what one player may see.
"""

from ..common.cards import CARD_IDS, DECK, Card, Kind, UnknownCardError, card, ids, parse_cards
from .actions import Act, Action, IllegalActionError
from .game import MatchState, apply, legal_actions, new_match
from .observation import Observation, observe
from .rules import DEFAULT_PRESET, PRESET_NAMES, Rules, RulesError, load_file, load_preset
from ..common.saving import SaveError
from .saving import from_json, to_json
from .scoring import Score, score
from .turn import Phase, RoundResult, RoundState, deal

__all__ = [
    "Act", "Action", "CARD_IDS", "Card", "DECK", "DEFAULT_PRESET", "IllegalActionError", "Kind",
    "MatchState", "Observation", "PRESET_NAMES", "Phase", "RoundResult", "RoundState", "Rules",
    "RulesError", "SaveError", "Score", "UnknownCardError", "apply", "card", "deal", "from_json",
    "ids", "legal_actions", "load_file", "load_preset", "new_match", "observe", "parse_cards",
    "score", "to_json",
]
