"""Glue between the user's settings and the game: the rule set to play."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from ..engine.rules import PRESET_NAMES, Rules, RulesError, load_file, load_preset

LEVELS = ("easy", "normal", "hard")


def rules_for(settings: Any, rules_arg: str | None = None) -> Rules:
    """The rule set the settings choose (or the command line's ``--rules``),
    with the player's option overrides and match length."""
    overrides = dict(getattr(settings, "rule_options", {}) or {})
    try:
        if rules_arg and rules_arg not in PRESET_NAMES and Path(rules_arg).suffix == ".toml":
            rules = load_file(rules_arg)
        else:
            preset = rules_arg or getattr(settings, "preset", "nintendo")
            try:
                rules = settings.rules() if rules_arg is None else load_preset(preset, overrides)
            except (RulesError, AttributeError, TypeError, ValueError):
                rules = load_preset(preset, overrides)
    except RulesError as exc:
        logging.getLogger(__name__).warning("%s; playing the default rules", exc)
        rules = load_preset("nintendo")
    want = getattr(settings, "match_rounds", None)
    if want and rules.match["rounds"] and want != rules.match["rounds"]:
        try:
            rules = load_preset(rules.name, {**overrides, "match.rounds": int(want)}) \
                if rules.name in PRESET_NAMES else rules
        except RulesError:
            pass
    return rules


def option_values(check: Any, current: Any) -> list[Any]:
    """The values a rule option may take, read from the engine's schema check."""
    names = getattr(getattr(check, "__code__", None), "co_freevars", ())
    cells = dict(zip(names, (c.cell_contents for c in (check.__closure__ or ())))) if names else {}
    if "values" in cells:
        return list(cells["values"])
    if "lo" in cells and "hi" in cells:
        lo, hi = cells["lo"], cells["hi"]
        if hi - lo <= 16:
            return list(range(lo, hi + 1))
        picks = {lo, hi, current} | {v for v in (1, 2, 3, 5, 6, 7, 10, 12, 20, 30, 50, 100) if lo <= v <= hi}
        return sorted(picks)
    if check(True) is None and check(1) is not None:
        return [False, True]
    return [current]
