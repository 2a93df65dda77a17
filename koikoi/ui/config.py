"""Glue between the user's settings and the game: the rule set to play."""

from __future__ import annotations

import logging
from typing import Any

from ..engine.rules import PRESET_NAMES, Rules, RulesError, load_file, load_preset

LEVELS = ("easy", "normal", "hard")


def rules_for(settings: Any, rules_arg: str | None = None) -> Rules:
    """The rule set to play: the settings' preset, options and match length,
    or the command line's ``--rules`` (a preset name or a ``.toml`` file)."""
    log = logging.getLogger(__name__)
    try:
        if rules_arg and rules_arg not in PRESET_NAMES:
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


ROUNDS = (0, 3, 6, 12)


def rounds_label(v: object) -> str:
    return "As the rules say" if not v else f"{v} rounds"


def plain_options(settings: Any) -> dict[str, Any]:
    opts = settings.rule_options
    return opts.plain() if hasattr(opts, "plain") else dict(opts)


def option_values(check: Any, current: Any) -> list[Any]:
    """The values a rule option may take, as the engine's schema check declares them."""
    values = getattr(check, "values", None)
    if values is not None:
        return list(values)
    bounds = getattr(check, "bounds", None)
    if bounds is not None:
        lo, hi = bounds
        if hi - lo <= 16:
            return list(range(lo, hi + 1))
        picks = {lo, hi, current} | {v for v in (1, 2, 3, 5, 6, 7, 10, 12, 20, 30, 50, 100) if lo <= v <= hi}
        return sorted(picks)
    return [current]
