"""The player's settings: opponent level, rules, match length, sound, window.

Saved per user as readable JSON (``settings.json`` in the config folder of
:mod:`.paths`). Loading never fails and never loses what the player had: a
file that cannot be read is set aside and the defaults are used; a file
with some bad values keeps every good one, and a copy of it is kept aside.
Either way :class:`Loaded` carries sentences to show the player. Saving is
atomic, so a crash mid-save leaves the old file whole.

Each setting's allowed values are declared in the engine's one small
language of specs (:mod:`koikoi.games.common.options`), as the rule options are.
No pygame here: the UI reads a :class:`Settings` and hands back a new one.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from ..games.common.levels import LEVELS
from ..games.common.options import FLAG, Choice, Number, Spec, Whole
from ..games.common.decks import NAME as DECK_NAME
from ..games.common.decks import STANDARD
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES, RuleSet, RulesError
from ..games.gostop.rules import GoStopRules
from ..games.koikoi.rules import PRESET_NAMES, Rules, played_with
from ..i18n import LANGUAGES, N_, _, system_language
from . import files, paths
from . import rule_options as RO
from .rule_options import RuleOptions

APP_NAME = "Koi-Koi"
FILE_NAME = "settings.json"
VERSION = 1  # the settings file format this code writes and reads
# The window's size: the smallest at which the table stays readable (no text
# under 12 px), and a bound larger than any screen, which keeps a hand-edited
# size from reaching the video driver. (width, height) in pixels.
MIN_WINDOW = (960, 540)
MAX_WINDOW = (16384, 16384)
DEFAULT_WINDOW = (1280, 720)

GAMES = ("koikoi", "gostop")  # the games the title offers

log = logging.getLogger(__name__)


class SettingsError(ValueError):
    """A setting with a value it may not have; names the key, the value and what is allowed."""

    def __init__(self, key: str, value: object, problem: str) -> None:
        super().__init__(f"{key} = {show(value)}: {problem}")
        self.key, self.value, self.problem = key, value, problem


class WindowSize(Spec):
    """Two whole numbers, width and height. A size no window can have (none,
    negative, beyond any screen) is refused, so it is named and replaced; one
    merely under the minimum (saved before the minimum existed) is raised to it."""

    def problem(self, v: Any) -> str | None:
        if (not isinstance(v, (list, tuple)) or len(v) != 2
                or any(isinstance(n, bool) or not isinstance(n, int) for n in v)):
            return _("must be two whole numbers, width and height")
        if not all(1 <= n <= hi for n, hi in zip(v, MAX_WINDOW)):
            return _("is not a window size (from {smallest} to {largest})").format(
                smallest=f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}", largest=f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
        return None

    def value(self, v: Any) -> Any:
        return tuple(max(n, lo) for n, lo in zip(v, MIN_WINDOW))


TEXT_SIZES = (100, 125, 150)  # percent of the text's own size (issue 30)


class TextSize(Spec):
    """One of :data:`TEXT_SIZES`, a whole number of percent."""

    def problem(self, v: Any) -> str | None:
        if isinstance(v, bool) or v not in TEXT_SIZES:
            return _("must be one of: {values}").format(values=", ".join(map(str, TEXT_SIZES)))
        return None

    def value(self, v: Any) -> Any:
        return int(v)  # 150.0 from a hand-edited file is 150


class DeckName(Spec):
    """The deck Koi-Koi is played with: "" (the rule set's own), or a deck's
    id (a shipped deck's, or one of the player's own, which may be gone by
    the next start: the rule set's own deck is then played)."""

    def problem(self, v: Any) -> str | None:
        if not isinstance(v, str) or (v and not DECK_NAME.fullmatch(v)):
            return _("must be a deck's name (small letters, digits, - and _), or empty")
        return None


SPECS: dict[str, Spec] = {
    "level": Choice(LEVELS, "levels"),
    "preset": Choice(PRESET_NAMES, "rule presets"),
    "match_rounds": Whole(0, 12),
    "animation_speed": Number(0.25, 4.0),
    "sfx_volume": Number(0.0, 1.0),
    "music_volume": Number(0.0, 1.0),
    "muted": FLAG,
    "fullscreen": FLAG,
    "window_size": WindowSize(),
    "card_indices": FLAG,
    "reduced_motion": FLAG,
    "text_size": TextSize(),
    "language": Choice(("", *LANGUAGES)),  # "": the system's
    "game": Choice(GAMES, "games"),
    "gostop_preset": Choice(GOSTOP_PRESET_NAMES, "Go-Stop rule presets"),
    "gostop_players": Whole(2, 3),
    "korean_months": FLAG,
    "gostop_hands": Whole(0, 120),
    "gostop_target": Whole(0, 10000),
    "guided_koikoi": Whole(0, 99),
    "guided_gostop": Whole(0, 99),
    "guide_offered": FLAG,
    "deck": DeckName(),
}


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chose. Frozen: change one with :meth:`replace`.

    Every value is checked when a Settings is made; a bad one raises
    :class:`SettingsError` naming it. ``window_size`` is raised to the
    minimum instead of refused, since it comes from the window itself.
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
    reduced_motion: bool = False  # cards fade from place to place instead of sliding and flipping (issue 30)
    text_size: int = 100  # every text at this percent of its size, the layouts kept whole (issue 30)
    language: str = ""  # a code of i18n.LANGUAGES; "": the system's language, English if the game lacks it
    game: str = "koikoi"  # the game the title starts: Koi-Koi or Go-Stop
    gostop_preset: str = "matgo"
    gostop_players: int = 2  # Go-Stop against one computer player, or two
    korean_months: bool = False  # Go-Stop's cards number the months the Korean way (paulownia 11, willow 12)
    gostop_rule_options: Mapping[str, object] = field(default_factory=RuleOptions)  # as rule_options, for Go-Stop
    gostop_hands: int = 0  # with gostop_target 0: as long as the preset says (12 hands, or to 50 points)
    gostop_target: int = 0  # the score that wins a game of Go-Stop (0: none)
    guided_koikoi: int = 0  # how many lessons of the guided first match are done (taken up at the next)
    guided_gostop: int = 0  # ... and Go-Stop's
    guide_offered: bool = False  # the title has offered the guided match once (at the first start)
    deck: str = ""  # the deck Koi-Koi is played with ("": the rule set's own; fr-club's is the themed deck)

    def __post_init__(self) -> None:
        for name, spec in SPECS.items():
            value = getattr(self, name)
            problem = spec.problem(value)
            if problem:
                raise SettingsError(name, value, problem)
            object.__setattr__(self, name, spec.value(value))
        for kept in RO.KEPT:
            self._check_options(kept)

    def _check_options(self, kept: RO.KeptRules) -> None:
        """The game's rule options, frozen, and checked by its engine on its
        preset with the match length; the first refused is named."""
        try:
            options = RO.shaped(kept, getattr(self, kept.options))
        except RO.BadOption as exc:
            raise SettingsError(exc.key, exc.value, exc.problem) from None
        object.__setattr__(self, kept.options, options)
        preset, length = getattr(self, kept.preset), self.length(kept)
        if options and RO.compile_problem(kept, preset, options, length) is not None:
            _, refused = RO.accept(kept, preset, options, length)
            key, value, problem = refused[0]
            raise SettingsError(f"{kept.options}.{key}", value, problem)

    def length(self, kept: RO.KeptRules) -> RuleOptions:
        """The rule options a game's match length sets (none: the preset's own)."""
        return kept.length(functools.partial(getattr, self))

    def rules_of(self, kept: RO.KeptRules) -> RuleSet:
        """A game's rule set to play: its preset, the player's options and the match length."""
        options = cast(RuleOptions, getattr(self, kept.options))
        rules = kept.game.load_rules(getattr(self, kept.preset), {**options.plain(), **self.length(kept).plain()})
        if kept is RO.KOIKOI and self.deck:
            try:  # the deck chosen in Settings; one not found (a player's deck removed or broken): the standard
                return played_with(cast(Rules, rules), self.deck)
            except RulesError as exc:
                log.warning("%s; playing the standard deck", exc)
                return played_with(cast(Rules, rules), STANDARD)
        return rules

    def rules(self) -> Rules:
        """The Koi-Koi rule set to play."""
        return cast(Rules, self.rules_of(RO.KOIKOI))

    def gostop_rules(self) -> GoStopRules:
        """The Go-Stop rule set to play."""
        return cast(GoStopRules, self.rules_of(RO.GOSTOP))

    def replace(self, **changes: Any) -> Settings:
        """A copy with some settings changed, checked like a new one."""
        return dataclasses.replace(self, **changes)

    def speaking(self, code: str, **changes: Any) -> Settings:
        """A copy that speaks ``code`` ("": the system's language), with
        Go-Stop's cards numbered as that language's players count the months:
        Korean players count the willow 12th and the paulownia 11th
        (``korean_months`` on in Korean, off in any other). The player may
        change the numbers after in Settings; choosing a language again sets
        them as it counts."""
        spoken = code or system_language()
        return self.replace(language=code, korean_months=spoken == "ko", **changes)

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


def settings_path() -> Path:
    return paths.config_dir() / FILE_NAME


def show(value: Any, limit: int = 60) -> str:
    """A value as the player would see it in the file, cut short if long."""
    try:
        shown = json.dumps(RO.thaw(value) if isinstance(value, (RuleOptions, tuple)) else value,
                           ensure_ascii=False)
    except (TypeError, ValueError):  # not JSON, or an int too long to print
        shown = f"a {type(value).__name__}"
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


# --- loading ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Loaded:
    """What :func:`load` found: the settings to use, and what to tell the player."""

    settings: Settings
    problems: tuple[str, ...]  # what exactly was wrong, naming the file and the values; empty when all was fine
    set_aside: Path | None  # where a corrupt file was moved, or a copy of a flawed one kept
    said: str = ""  # the same in a sentence for the player, in their words (the problems are its details)


def read(path: Path) -> tuple[bytes, dict[str, Any]]:
    """The file's bytes and the object of settings in it; raises
    FileNotFoundError, or files.Unreadable saying why it cannot be used."""
    data, content = files.read_json_bytes(path, "a settings file")
    if not isinstance(content, dict):
        raise files.Unreadable(_(_NOT_AN_OBJECT[_json_kind(content)]))
    return data, content


def _json_kind(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return "constant"
    return {list: "list", str: "string", int: "number", float: "number"}.get(type(value), "value")


_NOT_AN_OBJECT = {
    "constant": N_("it holds a JSON true, false or null, not an object of settings"),
    "list": N_("it holds a JSON list, not an object of settings"),
    "string": N_("it holds a JSON string, not an object of settings"),
    "number": N_("it holds a JSON number, not an object of settings"),
    "value": N_("it holds a JSON value, not an object of settings"),
}


def load(path: Path | None = None) -> Loaded:
    """The saved settings, or the defaults; never raises for a bad file.

    - no file: the defaults, nothing to say;
    - a file that cannot be used at all: set aside, the defaults, one sentence;
    - some bad values: every good one kept, one sentence per bad one, and a
      copy of the file as it was kept aside;
    - written by a newer version: what this version knows is used, a copy
      kept aside.
    """
    path = settings_path() if path is None else Path(path)
    try:
        data, content = read(path)
    except FileNotFoundError:
        return Loaded(DEFAULTS, (), None)
    except files.Unreadable as why:
        try:
            moved = files.set_aside(path)
        except OSError as exc:
            stuck = _(
                "The settings file {path} could not be read ({why}), and it could not be moved "
                "aside ({error}). The default settings are used; saving settings "
                "will try again to move it aside first, and replace it if that fails too."
            ).format(path=path, why=why, error=exc.strerror or exc)
            return Loaded(DEFAULTS, (stuck,), None, _("Your settings could not be read, so the game started with "
                                                     "the usual ones."))
        told = _(
            "The settings file {path} could not be read ({why}). It was moved to {moved}, "
            "and the default settings are used."
        ).format(path=path, why=why, moved=moved)
        return Loaded(DEFAULTS, (told,), moved, _("Your settings could not be read, so the game started with the "
                                                  "usual ones. Your old file was kept as {name}.").format(
                                                      name=moved.name))

    settings, problems, newer = _read_fields(path, content)
    if not problems:
        return Loaded(settings, (), None)
    try:
        aside = files.keep_copy(path, data, "newer" if newer else "bad")
    except OSError as exc:
        aside = None
        problems.append(_(
            "A copy of {path} as it was could not be kept ({error}); "
            "the file stays as it is until the settings are next saved."
        ).format(path=path, error=exc.strerror or exc))
    else:
        problems.append(_("A copy of the file as it was is kept at {aside}.").format(aside=aside))
    return Loaded(settings, tuple(problems), aside, _said(newer, aside))


def _said(newer: int, aside: Path | None) -> str:
    """Some settings not read (or written by a newer game), in the player's words."""
    if newer and aside is not None:
        return _("Your settings were saved by a newer version of the game; the ones this version knows are used. "
                 "Your file as it was is kept as {name}.").format(name=aside.name)
    if newer:
        return _("Your settings were saved by a newer version of the game; the ones this version knows are used.")
    if aside is not None:
        return _("Some of your settings could not be read, so those are back to the usual ones and the others "
                 "are kept. Your file as it was is kept as {name}.").format(name=aside.name)
    return _("Some of your settings could not be read, so those are back to the usual ones and the others are "
             "kept.")


def peek_language(path: Path | None = None) -> str:
    """The language the settings file names, read before the file is
    loaded, so that what loading it has to say is said in that language;
    "" when there is none to read (no file, a bad file, a bad value)."""
    try:
        _data, content = read(settings_path() if path is None else Path(path))
    except (OSError, ValueError):  # missing, unreadable (files.Unreadable is a ValueError)
        return ""
    value = content.get("language", "")
    return value if isinstance(value, str) and value in LANGUAGES else ""


def _read_fields(path: Path, content: dict[str, Any]) -> tuple[Settings, list[str], int]:
    """Settings from a JSON object, field by field: good ones kept, bad ones defaulted.

    Returns the settings, the problem sentences and the file's version if it
    is newer than this code (else 0).
    """
    problems: list[str] = []
    version = content.get("version", VERSION)
    newer = 0
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        problems.append(_(
            "In {path}, \"version\" is {value} but must be a whole number from 1; "
            "it is read as version {version}."
        ).format(path=path, value=show(version), version=VERSION))
    elif version > VERSION:
        newer = version
        problems.append(_(
            "{path} was written by a newer version of Koi-Koi (settings version {version}; "
            "this version reads version {ours}): the settings this version knows are used."
        ).format(path=path, version=version, ours=VERSION))

    good: dict[str, Any] = {}
    kept_in = {kept.options: kept for kept in RO.KEPT}
    for key, value in content.items():
        if key == "version":
            continue
        if key in kept_in:
            if isinstance(value, Mapping):
                good[key], refused = RO.sort_out(kept_in[key], value)
                problems.extend(
                    _("In {path}, the rule option \"{key}\" = {value} is not allowed: {problem}; it is left out."
                      ).format(path=path, key=f"{key}.{k}", value=show(v), problem=problem)
                    for k, v, problem in refused)
            else:
                problems.append(_field_sentence(path, key, value, _(
                    'must be an object of rule options, like {example}').format(example=kept_in[key].example)))
            continue
        spec = SPECS.get(key)
        if spec is None:
            if not newer:  # a newer version's own settings are expected, not wrong
                problems.append(_("In {path}, \"{key}\" (= {value}) is not a Koi-Koi setting; it is ignored.").format(
                    path=path, key=key, value=show(value)))
            continue
        problem = spec.problem(value)
        if problem:
            problems.append(_field_sentence(path, key, value, problem))
        else:
            good[key] = spec.value(value)

    def setting(name: str) -> Any:
        return good.get(name, getattr(DEFAULTS, name))

    for kept in RO.KEPT:  # each game's options, checked on its preset with its match length
        options = good.pop(kept.options, None)
        if options:
            preset = setting(kept.preset)
            good[kept.options], refused = RO.accept(kept, preset, options, kept.length(setting))
            problems.extend(
                _("In {path}, the rule option \"{key}\" = {value} does not work with the "
                  "\"{preset}\" rules ({problem}); it is left out.").format(
                    path=path, key=f"{kept.options}.{key}", value=show(value), preset=preset, problem=problem)
                for key, value, problem in refused
            )
    return Settings(**good), problems, newer


def _field_sentence(path: Path, key: str, value: Any, problem: str) -> str:
    default = getattr(DEFAULTS, key)
    return _("In {path}, \"{key}\" is {value} but {problem}; the default ({default}) is used.").format(
        path=path, key=key, value=show(value), problem=problem, default=show(default))


# --- saving ----------------------------------------------------------------


def dumps(settings: Settings) -> str:
    """The file's text: sorted keys, two-space indents, a final newline, so diffs stay small."""
    return json.dumps(settings.to_json(), sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically, creating the folder; raises OSError if it cannot.

    A file already there that cannot be read as settings (one :func:`load`
    could not set aside) is set aside first, so saving does not destroy
    it; if it cannot be moved even now, saving goes ahead and replaces it,
    since settings that can never be saved are worse than losing a file the
    game could not read anyway.
    """
    path = settings_path() if path is None else Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        read(path)
    except FileNotFoundError:
        pass
    except files.Unreadable as why:
        try:
            aside = files.set_aside(path)
            log.warning("settings file %s could not be read (%s); moved to %s", path, why, aside)
        except OSError as exc:
            log.warning("settings file %s could not be read (%s) nor moved aside (%s); replacing it",
                        path, why, exc)
    files.write_atomic(path, dumps(settings))


def reset(path: Path | None = None) -> Path | None:
    """Set the settings file aside (``settings.json.reset-...``) so the defaults apply.

    Returns where it went, or None when there was no file. Never deletes;
    raises OSError if the file cannot be moved.
    """
    path = settings_path() if path is None else Path(path)
    if not os.path.lexists(path):
        return None
    return files.set_aside(path, "reset")


__all__ = [
    "APP_NAME", "DEFAULTS", "FIELDS", "VERSION", "Loaded", "RuleOptions", "Settings", "SettingsError",
    "dumps", "load", "reset", "save", "settings_path",
]
