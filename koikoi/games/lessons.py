"""The guided first match: a scripted match that teaches a game one idea at
a time, for either game, through the game interface.

A guided match is a :class:`Script`: a rule preset (made short by the
game's :attr:`Teacher.overrides`), a seed and every action of the match
in words, the person's and the opponent's alike. The engine being
deterministic, the seed deals the same cards every time and the actions
play the same match: the person is shown each of their actions and may
play only that one, the opponent plays its own, so every lesson is sure to
come up where the script says.

Where the lessons come is not written down: each game's
:class:`Teacher` (``koikoi/games/<game>/lessons.py``) reads its topics
off the actions and their events, and :func:`course` places a
:class:`Cue` at each topic's first showing, after a welcome. A script is found offline by
``tools/find_lessons.py`` (a search over seeds and plays, in the game's
own terms) and shipped as JSON beside the presets; the tests play every
shipped script again and check that it teaches every topic.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Iterable, Mapping, Protocol

from .common.levels import LEVELS
from .common.rulefiles import RulesError, parent_of
from .common.seats import HUMAN
from .common.teaching import BEFORE, Played
from .interface import Game, Start
from .matchrecord import GAMES, MatchRecord, RecordError, Replay, replay

FORMAT = "koikoi-lesson-script"
VERSION = 1
WELCOME = "welcome"  # the first lesson of every guided match: what the game is about


class ScriptError(ValueError):
    """A script that cannot teach: the message names the script and what is wrong."""


class Teacher(Protocol):
    """What one game teaches, and how it sees each topic in its own play."""

    @property
    def game(self) -> Game[Any, Any, Any, Any]: ...

    @property
    def topics(self) -> tuple[str, ...]:
        """Every topic of the guided match, in the order they are listed
        (the order they come in is the script's)."""
        ...

    @property
    def overrides(self) -> Mapping[str, Any]:
        """Dotted rule options that make a preset's match a guided one (its length)."""
        ...

    @property
    def taught(self) -> tuple[str, ...]:
        """The presets with a guided match, the first taught when the one chosen has none."""
        ...

    def shown(self, played: Played, n: int, seat: int) -> Iterable[tuple[str, str]]:
        """The topics that action ``n`` of ``played`` shows the player of
        ``seat`` (from ``played.states[n]`` to ``states[n + 1]``, with
        ``events[n + 1]``; the actions after it may be looked at), each with
        ``BEFORE`` (taught as they are about to do it) or ``AFTER``
        (taught once it has been shown)."""
        ...


@dataclass(frozen=True)
class Script:
    game: str  # a key of matchrecord.GAMES
    preset: str  # the rule preset taught
    seed: int
    actions: tuple[str, ...]  # every action of the match, in the game's action_text
    players: int = 2


@dataclass(frozen=True)
class Cue:
    """A lesson: ``topic``, shown when ``at`` actions of the script have been played."""

    at: int
    topic: str


@dataclass
class Course:
    """A script played through: its states, actions and events, and its lessons in order."""

    script: Script
    played: Replay
    cues: tuple[Cue, ...]

    @property
    def actions(self) -> list[Any]:
        return self.played.actions

    def state_at(self, n: int) -> Any:
        """The state after the script's first ``n`` actions."""
        return self.played.states[n]

    def expected(self, n: int) -> Any | None:
        """The script's action after its first ``n`` (None: the match is over)."""
        return self.actions[n] if n < len(self.actions) else None

    def lesson_at(self, n: int) -> int:
        """The number of the last lesson shown by the time ``n`` actions are played (-1: none yet)."""
        return max((i for i, c in enumerate(self.cues) if c.at <= n), default=-1)


def rules_of(teacher: Teacher, preset: str) -> Any:
    """The preset's rules as a guided match plays them."""
    return teacher.game.load_rules(preset, teacher.overrides)


def start_of(teacher: Teacher, script: Script) -> Start:
    try:
        rules = rules_of(teacher, script.preset)
    except RulesError as exc:
        raise ScriptError(f"{script.game} lessons for {script.preset}: {exc}") from None
    return Start(rules.data, script.seed, script.players)


def course(teacher: Teacher, script: Script) -> Course:
    """The script played through and its lessons placed: each topic at its
    first showing. Raises :class:`ScriptError` for an action the rules do
    not allow where it is written, or a topic the script never shows."""
    where = f"{script.game} lessons for {script.preset}"
    record = MatchRecord(script.game, LEVELS[0], start_of(teacher, script), script.actions)
    try:
        played = replay(record, check=False)
    except RecordError as exc:
        raise ScriptError(f"{where}: {exc}") from None
    first: dict[str, int] = {}
    for n in range(len(played.actions)):
        for topic, when in teacher.shown(played, n, HUMAN):
            first.setdefault(topic, n if when == BEFORE else n + 1)
    missing = [t for t in teacher.topics if t not in first]
    if missing:
        raise ScriptError(f"{where}: the script never shows {', '.join(missing)}")
    order = {t: i for i, t in enumerate(teacher.topics)}
    cues = sorted((Cue(at, t) for t, at in first.items() if t in order), key=lambda c: (c.at, order[c.topic]))
    return Course(script, played, (Cue(0, WELCOME), *cues))


# --- the shipped scripts --------------------------------------------------------------------------

def script_name(game: str, preset: str) -> str:
    return f"{game}-{preset}.json"


def to_json(script: Script) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION, "game": script.game, "preset": script.preset,
                       "players": script.players, "seed": script.seed, "actions": list(script.actions)},
                      indent=1) + "\n"


def from_data(data: Any, where: str) -> Script:
    """A script from its JSON data, every field checked; raises :class:`ScriptError` naming ``where``."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ScriptError(f"{where}: not a lesson script of version {VERSION}")
    game, preset, seed, players, actions = (data.get(k) for k in ("game", "preset", "seed", "players", "actions"))
    if game not in GAMES:
        raise ScriptError(f"{where}: game {game!r} is not one of {', '.join(GAMES)}")
    if not isinstance(preset, str) or preset not in GAMES[game].presets:
        raise ScriptError(f"{where}: preset {preset!r} is not one of {game}'s")
    if isinstance(seed, bool) or not isinstance(seed, int) or players not in (2, 3):
        raise ScriptError(f"{where}: seed must be a whole number and players 2 or 3")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ScriptError(f"{where}: actions must be a list of actions in words")
    return Script(game, preset, seed, tuple(actions), players)


def teaching(teacher: Teacher, game: str, preset: str) -> Script | None:
    """The script that teaches ``preset``: its own; else that of the preset it extends (fr-club, fr-variant's
    rules with the themed deck, is taught by fr-variant's: pt18 was offered a twelfth lesson of eleven, then
    told in English that there were none); else the first taught's. None: no script at all."""
    seen: list[str] = []
    at: str | None = preset
    while at is not None and at not in seen:
        seen.append(at)
        script = shipped(game, at)
        if script is not None:
            return script
        try:
            at = parent_of(at)
        except RulesError:
            at = None
    return shipped(game, teacher.taught[0])


def shipped(game: str, preset: str) -> Script | None:
    """The script shipped for ``preset`` of ``game``, or None when there is none."""
    name = script_name(game, preset)
    path = resources.files("koikoi.games").joinpath("lessons", name)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ScriptError(f"lessons/{name}: cannot be read ({exc})") from None
    return from_data(data, f"lessons/{name}")
