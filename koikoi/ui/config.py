"""Glue between the user's settings and the game: the rule set to play."""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from ..games.common.options import Choice, Flag, Spec, Whole
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES, game_of, rule_data
from ..games.gostop.rules import GoStopRules, load_gostop
from ..games.koikoi.rules import PRESET_NAMES, Rules, RulesError, load_file, load_preset, names_a_file
from .rule_words import GAME_OPTIONS

from ..games.common.levels import LEVELS  # noqa: F401 (the scenes read it here)


def rules_for(settings: Any, rules_arg: str | None = None) -> Rules:
    """The rule set to play: the settings' preset, options and match length,
    or the command line's ``--rules`` (a preset's name, or a rule file:
    :func:`~koikoi.games.koikoi.rules.names_a_file` tells which)."""
    log = logging.getLogger(__name__)
    try:
        if rules_arg and names_a_file(rules_arg):
            return load_file(rules_arg)
        if rules_arg and rules_arg != settings.preset:
            return settings.replace(preset=rules_arg, rule_options={}).rules()
        return settings.rules()
    except (RulesError, ValueError) as exc:
        log.warning("%s; playing the preset's own rules", exc)
        try:
            return load_preset(rules_arg if rules_arg in PRESET_NAMES else settings.preset)
        except RulesError:
            return load_preset("nintendo")


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
    """The Go-Stop rules to play: the command line's ``--rules`` where it
    names Go-Stop's (a preset or a rule file), else the settings' preset."""
    if rules_arg is not None and asks_gostop(rules_arg):
        try:
            return load_gostop(rules_arg)
        except RulesError as exc:
            logging.getLogger(__name__).warning("%s; playing the preset's own rules", exc)
    return load_gostop(settings.gostop_preset)


ROUNDS = (0, 3, 6, 12)


def rounds_label(v: object) -> str:
    """A match length as the player reads it: "As the rules say", "6 rounds"."""
    return GAME_OPTIONS["match_rounds"].name(v)


def plain_options(settings: Any) -> dict[str, Any]:
    opts = settings.rule_options
    return opts.plain() if hasattr(opts, "plain") else dict(opts)


# Whole-number options whose range is too wide to step through, with the
# values worth offering (the current value is always offered too).
PICKED_VALUES: dict[str, tuple[int, ...]] = {
    "match.target": (0, 30, 50, 100, 200, 500),
    "match.starting_points": (0, 10, 20, 30, 50, 100),
}


def option_values(spec: Spec, current: Any, dotted: str = "") -> list[Any]:
    """The values a rule option may take, as the engine's spec declares them."""
    if isinstance(spec, (Choice, Flag)):
        return list(spec.values)
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
