"""The player's rule options: dotted overrides of the preset they chose
(``{"play.koikoi_limit": 0, "yaku.goko.points": 15}``), kept as a frozen,
hashable mapping, and checked by the rules engine itself, so the settings
can never hold a rule the engine would refuse. Both games' options go
through this one code, each game described by a :class:`KeptRules`
(:data:`KOIKOI`, :data:`GOSTOP`) over the interface the games share. No
pygame here."""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..games.common.rulefiles import RulesError
from ..games.gostop.api import GOSTOP as GOSTOP_GAME
from ..games.interface import Game
from ..games.koikoi.api import KOIKOI as KOIKOI_GAME
from ..i18n import _


class OwnSetting(NamedTuple):
    """A rule option the settings hold in a setting of its own (the match
    length, the table's size), never among the rule options."""

    option: str  # the dotted rule option: "match.rounds"
    setting: str  # the setting that holds it: "match_rounds"
    what: str  # what it is, for a message: "the match length"
    length: bool  # part of the match length, set over the preset when the player chose one


@dataclass(frozen=True)
class KeptRules:
    """Where the settings keep one game's rules: the game, the setting naming
    its preset, the setting holding the player's options, and the options
    held in settings of their own."""

    game: Game[Any, Any, Any, Any]
    preset: str  # the setting naming the preset: "preset"
    options: str  # the setting holding the dotted overrides: "rule_options"
    own: tuple[OwnSetting, ...]
    examples: tuple[str, str]  # an option and a yaku's, for a message: "play.koikoi_limit", "yaku.goko.points"

    @property
    def example(self) -> str:
        """An object of rule options, as the file holds them: '{"play.koikoi_limit": 0}'."""
        return json.dumps({self.examples[0]: 0})

    @property
    def tables(self) -> tuple[str, ...]:
        """The tables an option may change: the game's option tables and its yaku."""
        return (*self.game.sections, "yaku")

    def length(self, setting: Callable[[str], Any]) -> RuleOptions:
        """The options the match length sets, from ``setting`` (a setting's
        value by its name): none when each of its settings is 0 (the rules'
        own length), else all of them."""
        chosen = {own.option: setting(own.setting) for own in self.own if own.length}
        return RuleOptions(chosen if any(chosen.values()) else {})


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


KOIKOI = KeptRules(KOIKOI_GAME, "preset", "rule_options",
                   (OwnSetting("match.rounds", "match_rounds", "the match length", True),),
                   ("play.koikoi_limit", "yaku.goko.points"))
GOSTOP = KeptRules(GOSTOP_GAME, "gostop_preset", "gostop_rule_options", (
    OwnSetting("match.rounds", "gostop_hands", "the game's length", True),
    OwnSetting("match.target", "gostop_target", "the game's length", True),
    OwnSetting("match.players", "gostop_players", "the table's size", False),
), ("play.ppuk_steal", "yaku.pi.points"))
KEPT = (KOIKOI, GOSTOP)


def shaped(kept: KeptRules, v: Any) -> RuleOptions:
    """The rule options as a mapping of dotted keys; each is checked against the rules later."""
    if not isinstance(v, Mapping):
        raise BadOption(kept.options, v, f"must be an object of rule options, like {kept.example}")
    for key, value in v.items():
        problem = key_problem(kept, key) or json_problem(value)
        if problem:
            raise BadOption(f"{kept.options}.{key}", value, problem)
    return RuleOptions(v)


def key_problem(kept: KeptRules, key: Any) -> str | None:
    """Why ``key`` cannot name one of the game's rule options, or None when it can."""
    if not isinstance(key, str):
        return "a rule option's name must be text"
    for own in kept.own:
        if key == own.option:
            return f"{own.what} is its own setting, {own.setting}"
    if key.split(".")[0] not in kept.tables or "." not in key:
        option, yaku = kept.examples
        return f"unknown rule option; options look like '{option}' or '{yaku}'"
    return None


@functools.lru_cache(maxsize=64)
def compile_problem(kept: KeptRules, preset: str, options: RuleOptions, length: RuleOptions) -> RulesError | None:
    """Whether the options compile on the preset with the match length;
    cached so a slider drag stays cheap."""
    try:
        kept.game.load_rules(preset, {**options.plain(), **length.plain()})
    except RulesError as exc:
        return exc
    return None


def said_of(option: str, exc: RulesError) -> str:
    """The engine's complaint, said about the player's option."""
    if exc.key in ("", option):
        return exc.problem
    return f"{exc.key}: {exc.problem}"


def sort_out(kept: KeptRules, options: Mapping[str, Any]) -> tuple[RuleOptions, list[tuple[str, Any, str]]]:
    """The options whose names and values can be the game's rule options at
    all, and (key, value, problem) for each other."""
    good, refused = {}, []
    for key, value in options.items():
        problem = key_problem(kept, key) or json_problem(value)
        if problem:
            refused.append((key, value, problem))
        else:
            good[key] = value
    return RuleOptions(good), refused


def accept(
    kept: KeptRules, preset: str, options: RuleOptions, length: RuleOptions,
) -> tuple[RuleOptions, list[tuple[str, Any, str]]]:
    """Keep each option that still compiles with those kept before it, in key order.

    This reports an option that is bad alone and one that clashes with an
    earlier one alike, and keeps all the rest.
    """
    good: dict[str, Any] = {}
    refused: list[tuple[str, Any, str]] = []
    for key, value in options.items():
        exc = compile_problem(kept, preset, RuleOptions({**good, key: value}), length)
        if exc is None:
            good[key] = value
        else:
            refused.append((key, value, said_of(key, exc)))
    return RuleOptions(good), refused
