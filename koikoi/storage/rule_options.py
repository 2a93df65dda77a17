"""The player's rule options: dotted overrides of the preset they chose
(``{"play.koikoi_limit": 0, "yaku.goko.points": 15}``), kept as a frozen,
hashable mapping, and checked by the rules engine itself, so the settings
can never hold a rule the engine would refuse. No pygame here."""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterator, Mapping
from typing import Any

from ..games.koikoi.rules import SCHEMA, RulesError, load_preset
from ..i18n import _

RULE_TABLES = (*SCHEMA, "yaku")


class BadOption(ValueError):
    """A rule option that cannot be one: (key, value, problem)."""

    def __init__(self, key: str, value: object, problem: str) -> None:
        super().__init__(f"{key}: {problem}")
        self.key, self.value, self.problem = key, value, problem


def freeze(value: Any) -> Any:
    """A JSON value with its lists as tuples and objects as RuleOptions, so it cannot change."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, Mapping):
        return RuleOptions(value)
    return value


def thaw(value: Any) -> Any:
    """Back to plain lists and dicts: what the rules engine and JSON expect."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    if isinstance(value, RuleOptions):
        return {k: thaw(v) for k, v in value.items()}
    return value


def json_problem(value: Any) -> str | None:
    """Why a value cannot be stored as JSON, or None when it can."""
    if value is None or isinstance(value, (bool, int, str)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else _("must be a finite number")
    if isinstance(value, (list, tuple)):
        return next((p for p in map(json_problem, value) if p), None)
    if isinstance(value, Mapping):
        if not all(isinstance(k, str) for k in value):
            return _("must have text keys")
        return next((p for p in map(json_problem, value.values()) if p), None)
    return _("must be a JSON value, not {kind}").format(kind=type(value).__name__)


class RuleOptions(Mapping[str, Any]):
    """Dotted rule overrides (``{"play.koikoi_limit": 0}``), frozen and hashable.

    Keys are kept sorted: a whole-table override (``"yaku.goko"``) then comes
    before its own keys (``"yaku.goko.points"``), so the rules built from it
    do not depend on the order the options were given or read back in.
    """

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Any] | None = None) -> None:
        items = items or {}
        self._items = {k: freeze(items[k]) for k in sorted(items, key=str)}

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def _canonical(self) -> str:
        return json.dumps(self.plain(), sort_keys=True)

    def __eq__(self, other: object) -> bool:
        # By JSON text, not Python equality: true and 1 are different rule values.
        if not isinstance(other, Mapping):
            return NotImplemented
        try:
            theirs = other if isinstance(other, RuleOptions) else RuleOptions(other)
            return self._canonical() == theirs._canonical()
        except (TypeError, ValueError):
            return False

    def __hash__(self) -> int:
        return hash(self._canonical())

    def __repr__(self) -> str:
        return f"RuleOptions({self.plain()!r})"

    def plain(self) -> dict[str, Any]:
        """A plain dict of plain JSON values: for the rules engine and the file."""
        return {k: thaw(v) for k, v in self._items.items()}


def shaped(v: Any) -> RuleOptions:
    """The rule options as a mapping of dotted keys; each is checked against the rules later."""
    if not isinstance(v, Mapping):
        raise BadOption("rule_options", v, 'must be an object of rule options, like {"play.koikoi_limit": 0}')
    for key, value in v.items():
        problem = key_problem(key) or json_problem(value)
        if problem:
            raise BadOption(f"rule_options.{key}", value, problem)
    return RuleOptions(v)


def key_problem(key: Any) -> str | None:
    """Why ``key`` cannot name a rule option, or None when it can."""
    if not isinstance(key, str):
        return "a rule option's name must be text"
    if key == "match.rounds":
        return "the match length is its own setting, match_rounds"
    if key.split(".")[0] not in RULE_TABLES or "." not in key:
        return "unknown rule option; options look like 'play.koikoi_limit' or 'yaku.goko.points'"
    return None


@functools.lru_cache(maxsize=64)
def compile_problem(preset: str, options: RuleOptions, rounds: int) -> RulesError | None:
    """Whether the options compile on the preset; cached so a slider drag stays cheap."""
    try:
        load_preset(preset, with_rounds(options.plain(), rounds))
    except RulesError as exc:
        return exc
    return None


def with_rounds(options: dict[str, Any], rounds: int) -> dict[str, Any]:
    """The player's options plus the match length, when they chose one."""
    return {**options, "match.rounds": rounds} if rounds else options


def said_of(option: str, exc: RulesError) -> str:
    """The engine's complaint, said about the player's option."""
    if exc.key in ("", option):
        return exc.problem
    return f"{exc.key}: {exc.problem}"


def sort_out(options: Mapping[str, Any]) -> tuple[RuleOptions, list[tuple[str, Any, str]]]:
    """The options whose names and values can be rule options at all, and
    (key, value, problem) for each other."""
    kept, refused = {}, []
    for key, value in options.items():
        problem = key_problem(key) or json_problem(value)
        if problem:
            refused.append((key, value, problem))
        else:
            kept[key] = value
    return RuleOptions(kept), refused


def accept(
    preset: str, options: RuleOptions, rounds: int,
) -> tuple[RuleOptions, list[tuple[str, Any, str]]]:
    """Keep each option that still compiles with those kept before it, in key order.

    This reports an option that is bad alone and one that clashes with an
    earlier one alike, and keeps all the rest.
    """
    kept: dict[str, Any] = {}
    refused: list[tuple[str, Any, str]] = []
    for key, value in options.items():
        trial = RuleOptions({**kept, key: value})
        exc = compile_problem(preset, trial, rounds)
        if exc is None:
            kept[key] = value
        else:
            refused.append((key, value, said_of(key, exc)))
    return RuleOptions(kept), refused


