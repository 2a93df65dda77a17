"""The player's settings: opponent level, rules, match length, sound, window.

Saved per user as readable JSON under platformdirs (``settings.json`` in
:func:`config_dir`). Loading never fails and never loses what the player
had: a file that cannot be read is moved aside and the defaults are used; a
file with some bad values keeps every good one, and a copy of it is kept
aside. Either way :class:`Loaded` carries sentences to show the player.
Saving is atomic (a temporary file in the same folder, then ``os.replace``),
so a crash mid-save leaves the old file whole.

No pygame here: the UI reads a :class:`Settings` and hands back a new one.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import logging
import math
import os
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import platformdirs

from . import files
from .ai.agents import LEVELS
from .engine.rules import PRESET_NAMES, SCHEMA, Rules, RulesError, load_preset

APP_NAME = "Koi-Koi"
DIR_NAME = "koikoi"  # platformdirs appname: folder names stay lower-case and spaceless
FILE_NAME = "settings.json"
VERSION = 1  # the settings file format this code writes and reads
MAX_FILE_BYTES = 1 << 20  # a real settings file is under 2 KB; more is not ours
# The window's size: the smallest at which the table stays readable (no text
# under 12 px), and a bound larger than any screen, which keeps a hand-edited
# size from reaching the video driver. (width, height) in pixels.
MIN_WINDOW = (960, 540)
MAX_WINDOW = (16384, 16384)
DEFAULT_WINDOW = (1280, 720)

log = logging.getLogger(__name__)


class SettingsError(ValueError):
    """A setting with a value it may not have; names the key, the value and what is allowed."""

    def __init__(self, key: str, value: object, problem: str) -> None:
        super().__init__(f"{key} = {_show(value)}: {problem}")
        self.key, self.value, self.problem = key, value, problem


# --- rule options: an immutable, hashable mapping of dotted overrides ------


def _freeze(value: Any) -> Any:
    """A JSON value with its lists as tuples and objects as RuleOptions, so it cannot change."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, Mapping):
        return RuleOptions(value)
    return value


def _thaw(value: Any) -> Any:
    """Back to plain lists and dicts: what the rules engine and JSON expect."""
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    if isinstance(value, RuleOptions):
        return {k: _thaw(v) for k, v in value.items()}
    return value


def _json_problem(value: Any) -> str | None:
    """Why a value cannot be stored as JSON, or None when it can."""
    if value is None or isinstance(value, (bool, int, str)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else "must be a finite number"
    if isinstance(value, (list, tuple)):
        return next((p for p in map(_json_problem, value) if p), None)
    if isinstance(value, Mapping):
        if not all(isinstance(k, str) for k in value):
            return "must have text keys"
        return next((p for p in map(_json_problem, value.values()) if p), None)
    return f"must be a JSON value, not {type(value).__name__}"


class RuleOptions(Mapping[str, Any]):
    """Dotted rule overrides (``{"play.koikoi_limit": 0}``), frozen and hashable.

    Keys are kept sorted: a whole-table override (``"yaku.goko"``) then comes
    before its own keys (``"yaku.goko.points"``), so the rules built from it
    do not depend on the order the options were given or read back in.
    """

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Any] | None = None) -> None:
        items = items or {}
        self._items = {k: _freeze(items[k]) for k in sorted(items, key=str)}

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
        return {k: _thaw(v) for k, v in self._items.items()}


# --- checks shared by Settings and load ------------------------------------


class _Refused(Exception):
    """A check's verdict on one value: the message says what is allowed."""


def _choice(values: tuple[str, ...], what: str) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if not isinstance(v, str) or v not in values:
            raise _Refused(f"must be one of the {what}: " + ", ".join(values))
        return v
    return check


def _whole(lo: int, hi: int) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise _Refused(f"must be a whole number from {lo} to {hi}")
        return v
    return check


def _number(lo: float, hi: float) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi:
            raise _Refused(f"must be a number from {lo:g} to {hi:g}")
        return float(v)
    return check


def _flag(v: Any) -> Any:
    if not isinstance(v, bool):
        raise _Refused("must be true or false")
    return v


def _window(v: Any) -> Any:
    """Two whole numbers, width and height. A size no window can have (none,
    negative, beyond any screen) is refused, so it is named and replaced; one
    merely under the minimum (saved before the minimum existed) is raised to it."""
    if (
        not isinstance(v, (list, tuple)) or len(v) != 2
        or any(isinstance(n, bool) or not isinstance(n, int) for n in v)
    ):
        raise _Refused("must be two whole numbers, width and height")
    if not all(1 <= n <= hi for n, hi in zip(v, MAX_WINDOW)):
        raise _Refused(f"is not a window size (from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
                       f"to {MAX_WINDOW[0]}x{MAX_WINDOW[1]})")
    return tuple(max(n, lo) for n, lo in zip(v, MIN_WINDOW))


def _options_shape(v: Any) -> Any:
    """The rule options as a mapping of dotted keys; each is checked against the rules later."""
    if not isinstance(v, Mapping):
        raise _Refused('must be an object of rule options, like {"play.koikoi_limit": 0}')
    for key, value in v.items():
        problem = _option_key_problem(key) or _json_problem(value)
        if problem:
            raise SettingsError(f"rule_options.{key}", value, problem)
    return RuleOptions(v)


RULE_TABLES = (*SCHEMA, "yaku")


def _option_key_problem(key: Any) -> str | None:
    if not isinstance(key, str):
        return "a rule option's name must be text"
    if key == "match.rounds":
        return "the match length is its own setting, match_rounds"
    if key.split(".")[0] not in RULE_TABLES or "." not in key:
        return "unknown rule option; options look like 'play.koikoi_limit' or 'yaku.goko.points'"
    return None


CHECKS: dict[str, Callable[[Any], Any]] = {
    "level": _choice(LEVELS, "levels"),
    "preset": _choice(PRESET_NAMES, "rule presets"),
    "rule_options": _options_shape,
    "match_rounds": _whole(0, 12),
    "animation_speed": _number(0.25, 4.0),
    "sfx_volume": _number(0.0, 1.0),
    "music_volume": _number(0.0, 1.0),
    "muted": _flag,
    "fullscreen": _flag,
    "window_size": _window,
    "card_indices": _flag,
}


@functools.lru_cache(maxsize=64)
def _options_problem(preset: str, options: RuleOptions, rounds: int) -> RulesError | None:
    """Whether the options compile on the preset; cached so a slider drag stays cheap."""
    try:
        load_preset(preset, _overrides(options.plain(), rounds))
    except RulesError as exc:
        return exc
    return None


def _overrides(options: dict[str, Any], rounds: int) -> dict[str, Any]:
    """The player's options plus the match length, when they chose one."""
    return {**options, "match.rounds": rounds} if rounds else options


def _rules_problem(option: str, exc: RulesError) -> str:
    """The engine's complaint, said about the player's option."""
    if exc.key in ("", option):
        return exc.problem
    return f"{exc.key}: {exc.problem}"


# --- the settings ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose. Frozen: change one with :meth:`replace`.

    Every value is checked when a Settings is made; a bad one raises
    :class:`SettingsError` naming it. ``window_size`` is clamped to at least
    960 x 540 instead of refused, since it comes from the window itself.
    """

    level: str = "normal"
    preset: str = "nintendo"
    rule_options: Mapping[str, object] = field(default_factory=RuleOptions)
    match_rounds: int = 0  # 0: as long as the preset says (12 rounds, 8, or first to 50)
    animation_speed: float = 1.0
    sfx_volume: float = 0.8
    music_volume: float = 0.5
    muted: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = DEFAULT_WINDOW
    card_indices: bool = True

    def __post_init__(self) -> None:
        for name, check in CHECKS.items():
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, check(value))
            except _Refused as exc:
                raise SettingsError(name, value, str(exc)) from None
        options = cast(RuleOptions, self.rule_options)  # _options_shape made it one
        if options and _options_problem(self.preset, options, self.match_rounds) is not None:
            _, refused = _accept_options(self.preset, options, self.match_rounds)
            key, value, problem = refused[0]
            raise SettingsError(f"rule_options.{key}", value, problem)

    def rules(self) -> Rules:
        """The rule set to play: the preset, the player's options and the match length."""
        options = self.rule_options
        plain = options.plain() if isinstance(options, RuleOptions) else dict(options)
        return load_preset(self.preset, _overrides(plain, self.match_rounds))

    def replace(self, **changes: Any) -> Settings:
        """A copy with some settings changed, checked like a new one."""
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The file's content: plain JSON values, with the format version."""
        data: dict[str, Any] = {"version": VERSION}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, RuleOptions):
                value = value.plain()
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data


FIELDS = tuple(f.name for f in dataclasses.fields(Settings))
DEFAULTS = Settings()


# --- where the file lives --------------------------------------------------


def config_dir() -> Path:
    """The player's settings folder (e.g. ``~/.config/koikoi`` on Linux)."""
    return platformdirs.user_config_path(DIR_NAME, appauthor=False)


def log_dir() -> Path:
    """The player's log folder, for the UI's log file."""
    return platformdirs.user_log_path(DIR_NAME, appauthor=False)


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / FILE_NAME


# --- loading ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Loaded:
    """What :func:`load` found: the settings to use, and what to tell the player."""

    settings: Settings
    problems: tuple[str, ...]  # sentences for the player; empty when all was fine
    set_aside: Path | None  # where a corrupt file was moved, or a copy of a flawed one kept


class _Unreadable(Exception):
    """The file as a whole cannot be used; the message says why, for the player."""


def _stamp() -> str:
    """Local time for the names of files kept aside. Tests replace it to force clashes."""
    return time.strftime("%Y%m%d-%H%M%S")


def _aside_name(path: Path, tag: str) -> Path:
    """``settings.json.<tag>-YYYYMMDD-HHMMSS``, with ``-2``, ``-3``... if that is taken."""
    return files.aside_name(path, tag, _stamp())


def _move_aside(path: Path, tag: str) -> Path:
    """Move the file (or whatever is there) to a fresh name beside it. Raises OSError."""
    return files.move_aside(path, tag, _stamp())


def _copy_aside(path: Path, data: bytes, tag: str) -> Path:
    """Keep the bytes that were read beside the file, under a fresh name. Raises OSError."""
    target = _aside_name(path, tag)
    with open(target, "xb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    return target


def _same_copy(path: Path, data: bytes) -> Path | None:
    """A copy of these very bytes already kept aside, so each start does not add another."""
    try:
        for other in sorted(path.parent.glob(f"{path.name}.*-*")):
            if other.is_file() and other.stat().st_size == len(data) and other.read_bytes() == data:
                return other
    except OSError:
        pass
    return None


def _read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything too large to be a settings file."""
    with open(path, "rb") as f:
        data = f.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _Unreadable(f"it is larger than {MAX_FILE_BYTES // 1024} KB, far too large for a settings file")
    return data


def _parse(path: Path) -> tuple[bytes, dict[str, Any]]:
    """The raw bytes and the JSON object in them; raises _Unreadable or FileNotFoundError."""
    try:
        data = _read_bytes(path)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise _Unreadable("it is a folder, not a file") from None
    except PermissionError:
        if path.is_dir():  # how Windows reports a folder
            raise _Unreadable("it is a folder, not a file") from None
        raise _Unreadable("permission denied") from None
    except OSError as exc:
        raise _Unreadable(exc.strerror or str(exc)) from None
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError as exc:
        raise _Unreadable(f"it is not UTF-8 text: bad byte at position {exc.start}") from None
    try:
        content = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Unreadable(f"it is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise _Unreadable("it is not valid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. a number of more digits than Python will convert
        raise _Unreadable(f"it is not valid JSON: {exc}") from None
    if not isinstance(content, dict):
        raise _Unreadable(f"it holds a JSON {_json_kind(content)}, not an object of settings")
    return data, content


def _json_kind(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return "true, false or null"
    return {list: "list", str: "string", int: "number", float: "number"}.get(type(value), "value")


def _show(value: Any, limit: int = 60) -> str:
    """A value as the player would see it in the file, cut short if long."""
    try:
        shown = json.dumps(_thaw(value) if isinstance(value, (RuleOptions, tuple)) else value,
                           ensure_ascii=False)
    except (TypeError, ValueError):  # not JSON, or an int too long to print
        shown = f"a {type(value).__name__}"
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def load(path: Path | None = None) -> Loaded:
    """The saved settings, or the defaults; never raises for a bad file.

    - no file: the defaults, nothing to say;
    - a file that cannot be used at all: moved aside, the defaults, one sentence;
    - some bad values: every good one kept, one sentence per bad one, and a
      copy of the file as it was kept aside;
    - written by a newer version: what this version knows is used, a copy
      kept aside.
    """
    path = settings_path() if path is None else Path(path)
    try:
        data, content = _parse(path)
    except FileNotFoundError:
        return Loaded(DEFAULTS, (), None)
    except _Unreadable as why:
        try:
            moved = _move_aside(path, "bad")
        except OSError as exc:
            stuck = (
                f"The settings file {path} could not be read ({why}), and it could not be moved "
                f"aside ({exc.strerror or exc}). The default settings are used; saving settings "
                "will try again to move it aside first, and replace it if that fails too."
            )
            return Loaded(DEFAULTS, (stuck,), None)
        told = (
            f"The settings file {path} could not be read ({why}). It was moved to {moved}, "
            "and the default settings are used."
        )
        return Loaded(DEFAULTS, (told,), moved)

    settings, problems, newer = _read_fields(path, content)
    if not problems:
        return Loaded(settings, (), None)
    try:
        aside = _same_copy(path, data) or _copy_aside(path, data, "newer" if newer else "bad")
    except OSError as exc:
        aside = None
        problems.append(
            f"A copy of {path} as it was could not be kept ({exc.strerror or exc}); "
            "the file stays as it is until the settings are next saved."
        )
    else:
        problems.append(f"A copy of the file as it was is kept at {aside}.")
    return Loaded(settings, tuple(problems), aside)


def _read_fields(path: Path, content: dict[str, Any]) -> tuple[Settings, list[str], int]:
    """Settings from a JSON object, field by field: good ones kept, bad ones defaulted.

    Returns the settings, the problem sentences and the file's version if it
    is newer than this code (else 0).
    """
    problems: list[str] = []
    version = content.get("version", VERSION)
    newer = 0
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        problems.append(
            f"In {path}, \"version\" is {_show(version)} but must be a whole number from 1; "
            f"it is read as version {VERSION}."
        )
    elif version > VERSION:
        newer = version
        problems.append(
            f"{path} was written by a newer version of Koi-Koi (settings version {version}; "
            f"this version reads version {VERSION}): the settings this version knows are used."
        )

    good: dict[str, Any] = {}
    for key, value in content.items():
        if key == "version":
            continue
        if key == "rule_options" and isinstance(value, Mapping):
            good[key] = _option_shapes(path, value, problems)
            continue
        if key not in CHECKS:
            if not newer:  # a newer version's own settings are expected, not wrong
                problems.append(
                    f"In {path}, \"{key}\" (= {_show(value)}) is not a Koi-Koi setting; it is ignored."
                )
            continue
        try:
            good[key] = CHECKS[key](value)
        except _Refused as exc:
            problems.append(_field_sentence(path, key, value, exc))

    options = good.pop("rule_options", None)
    if options:
        preset = good.get("preset", DEFAULTS.preset)
        rounds = good.get("match_rounds", DEFAULTS.match_rounds)
        kept, option_problems = _accept_options(preset, options, rounds)
        good["rule_options"] = kept
        problems.extend(
            f"In {path}, the rule option \"{key}\" = {_show(value)} does not work with the "
            f"\"{preset}\" rules ({problem}); it is left out."
            for key, value, problem in option_problems
        )
    return Settings(**good), problems, newer


def _option_shapes(path: Path, options: Mapping[str, Any], problems: list[str]) -> RuleOptions:
    """The rule options whose names and values can be rule options at all; a sentence for each other."""
    kept = {}
    for key, value in options.items():
        problem = _option_key_problem(key) or _json_problem(value)
        if problem:
            problems.append(
                f"In {path}, the rule option \"{key}\" = {_show(value)} is not allowed: {problem}; "
                "it is left out."
            )
        else:
            kept[key] = value
    return RuleOptions(kept)


def _field_sentence(path: Path, key: str, value: Any, exc: _Refused) -> str:
    default = getattr(DEFAULTS, key)
    return (
        f"In {path}, \"{key}\" is {_show(value)} but {exc}; the default ({_show(default)}) is used."
    )


def _accept_options(
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
        exc = _options_problem(preset, trial, rounds)
        if exc is None:
            kept[key] = value
        else:
            refused.append((key, value, _rules_problem(key, exc)))
    return RuleOptions(kept), refused


# --- saving ----------------------------------------------------------------


def dumps(settings: Settings) -> str:
    """The file's text: sorted keys, two-space indents, a final newline, so diffs stay small."""
    return json.dumps(settings.to_json(), sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically, creating the folder; raises OSError if it cannot.

    A file already there that cannot be read as settings (one :func:`load`
    could not move aside) is moved aside first, so saving does not destroy
    it; if it cannot be moved even now, saving goes ahead and replaces it,
    since settings that can never be saved are worse than losing a file the
    game could not read anyway.
    """
    path = settings_path() if path is None else Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        _parse(path)
    except FileNotFoundError:
        pass
    except _Unreadable as why:
        try:
            aside = _move_aside(path, "bad")
            log.warning("settings file %s could not be read (%s); moved to %s", path, why, aside)
        except OSError as exc:
            log.warning("settings file %s could not be read (%s) nor moved aside (%s); replacing it",
                        path, why, exc)
    files.write_atomic(path, dumps(settings))


def reset(path: Path | None = None) -> Path | None:
    """Move the settings file aside (``settings.json.reset-...``) so the defaults apply.

    Returns where it went, or None when there was no file. Never deletes;
    raises OSError if the file cannot be moved.
    """
    path = settings_path() if path is None else Path(path)
    if not os.path.lexists(path):
        return None
    return _move_aside(path, "reset")


__all__ = [
    "APP_NAME", "DEFAULTS", "FIELDS", "VERSION", "Loaded", "RuleOptions", "Settings", "SettingsError",
    "config_dir", "dumps", "load", "log_dir", "reset", "save", "settings_path",
]
