"""Glue between the user's settings and the game: the rule set to play."""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any, cast

from ..games.common.options import CardIds, Choice, Flag, Spec, Whole
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES, RuleSet, RulesError, game_of, names_a_file, rule_data
from ..games.gostop.rules import GoStopRules
from ..games.koikoi.rules import Rules
from ..storage import rule_options as RO
from .gostop_rule_words import BONUS_SETS, DOUBLE_SETS
from .gostop_rule_words import GAME_OPTIONS as GOSTOP_OPTIONS
from .rule_words import GAME_OPTIONS

from ..games.common.levels import LEVELS  # noqa: F401 (the scenes read it here)


def rules_for(settings: Any, rules_arg: str | None = None) -> Rules:
    """The Koi-Koi rule set to play (:func:`chosen_rules`)."""
    return cast(Rules, chosen_rules(RO.KOIKOI, settings, rules_arg))


def chosen_rules(kept: RO.KeptRules, settings: Any, rules_arg: str | None = None) -> RuleSet:
    """A game's rule set to play: the settings' preset with the player's
    options and match length; or the command line's ``--rules``: a rule file
    as it is written (:func:`~koikoi.games.common.rulefiles.names_a_file`
    tells a file from a preset), another preset with the match length alone.
    Rules that cannot be made are logged, and the preset's own played."""
    game, preset = kept.game, getattr(settings, kept.preset)
    try:
        if rules_arg and names_a_file(rules_arg):
            return game.load_rules(rules_arg)
        if rules_arg and rules_arg != preset:
            return settings.replace(**{kept.preset: rules_arg, kept.options: {}}).rules_of(kept)
        return settings.rules_of(kept)
    except (RulesError, ValueError) as exc:
        logging.getLogger(__name__).warning("%s; playing the preset's own rules", exc)
        try:
            return game.load_rules(rules_arg if rules_arg in game.presets else preset)
        except RulesError:
            return game.load_rules(game.presets[0])


@lru_cache(maxsize=8)
def asks_gostop(rules_arg: str | None) -> bool:
    """Whether the command line's ``--rules`` names Go-Stop's rules: one of
    its presets, or a rule file that says ``game = "gostop"`` (read once)."""
    if not rules_arg:
        return False
    if rules_arg in GOSTOP_PRESET_NAMES:
        return True
    if not names_a_file(rules_arg):
        return False
    try:
        data, source = rule_data(rules_arg)
        return game_of(data, source) == "gostop"
    except RulesError:
        return False


def game_played(settings: Any, rules_arg: str | None = None) -> str:
    """The game to play: Go-Stop ("gostop") when the settings choose it or
    the command line's ``--rules`` names its rules, else Koi-Koi ("koikoi")."""
    return "gostop" if settings.game == "gostop" or asks_gostop(rules_arg) else "koikoi"


def gostop_rules_for(settings: Any, rules_arg: str | None = None) -> GoStopRules:
    """The Go-Stop rules to play (:func:`chosen_rules`): ``--rules`` counts
    only where it names Go-Stop's rules (a preset or a rule file)."""
    return cast(GoStopRules, chosen_rules(RO.GOSTOP, settings, rules_arg if asks_gostop(rules_arg) else None))


ROUNDS = (0, 3, 6, 12)
# Go-Stop's game lengths offered, (hands, target): as the rules say, so many hands, or to a score
GOSTOP_LENGTHS = ((0, 0), (3, 0), (6, 0), (12, 0), (0, 50), (0, 100))


def rounds_label(v: object) -> str:
    """A match length as the player reads it: "As the rules say", "6 rounds"."""
    return GAME_OPTIONS["match_rounds"].name(v)


def match_lengths(game: str, settings: Any) -> tuple[list[object], object]:
    """The match lengths offered in ``game`` (Koi-Koi: rounds; Go-Stop:
    (hands, target)), the one chosen always among them, and that one: the
    title's Match length and the Settings' alike."""
    if game == "gostop":
        length = (settings.gostop_hands, settings.gostop_target)
        return (list(GOSTOP_LENGTHS) if length in GOSTOP_LENGTHS else [*GOSTOP_LENGTHS, length]), length
    return list(ROUNDS), settings.match_rounds if settings.match_rounds in ROUNDS else 0


def length_changes(game: str, value: Any) -> dict[str, object]:
    """The settings a match length chosen in ``game`` changes."""
    return {"gostop_hands": value[0], "gostop_target": value[1]} if game == "gostop" else {"match_rounds": value}


def length_label(game: str) -> Any:
    """How ``game``'s match lengths read ("6 rounds"; Go-Stop: "12 hands", "To 50 points")."""
    return GOSTOP_OPTIONS["gostop_length"].name if game == "gostop" else rounds_label


# Whole-number options whose range is too wide to step through, with the
# values worth offering (the current value is always offered too).
PICKED_VALUES: dict[str, tuple[int, ...]] = {
    "match.target": (0, 30, 50, 100, 200, 500),
    "match.starting_points": (0, 10, 20, 30, 50, 100),
    "play.three_ppuk": (0, 3, 5, 7, 10, 15, 20),  # Go-Stop: what a third ppuk wins, if anything
}


# The sets of cards offered for a card-set option, as their words name them
# (the current set is always offered too).
PICKED_SETS: dict[str, tuple[tuple[str, ...], ...]] = {
    "cards.bonus": tuple(BONUS_SETS), "cards.double_plains": tuple(DOUBLE_SETS),
}


def option_values(spec: Spec, current: Any, dotted: str = "") -> list[Any]:
    """The values a rule option may take, as the engine's spec declares them."""
    if isinstance(spec, (Choice, Flag)):
        return list(spec.values)
    if isinstance(spec, CardIds):
        offered = list(PICKED_SETS.get(dotted, ()))
        return offered if tuple(current) in offered else [*offered, tuple(current)]
    if dotted in PICKED_VALUES:
        return sorted(set(PICKED_VALUES[dotted]) | {current})
    if isinstance(spec, Whole):
        lo, hi = spec.lo, spec.hi
        if hi - lo <= 16:
            return list(range(lo, hi + 1))
        picks = {lo, hi, current} | {v for v in (1, 2, 3, 5, 6, 7, 10, 12, 20, 30, 50, 100) if lo <= v <= hi}
        return sorted(picks)
    return [current]


def yaku_points_values(current: int) -> list[int]:
    """Points a yaku may be set to: every small score, a few large ones."""
    return sorted(set(range(1, 16)) | {20, 25, 30, 40, 50, current})
