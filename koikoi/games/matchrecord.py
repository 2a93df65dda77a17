"""A match kept whole: what it began from, every action, and what each round
gave; played again through the engine, checked, and written as JSON to
share.

The engine is deterministic: a game's :class:`~.interface.Start` (rules,
seed, players) and its actions give every state again exactly, so a record
is small and a replay is the match itself. Both games are kept alike,
through the game interface (:data:`GAMES` by name).

A record's JSON (:func:`to_data`, :func:`from_data`) is plain data with a
format name, a version and a SHA-256 check of its content; loading checks
every field, the check, and that the actions replay to the rounds and
scores written down, and raises :class:`RecordError` naming what is wrong.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from .common.decks import deck_gone
from .common.levels import LEVELS
from .common.rulefiles import RulesError
from .common.seats import HUMAN
from .gostop.api import GOSTOP
from .interface import Game, RoundFacts, Start
from .koikoi.api import KOIKOI

FORMAT = "koikoi-match-record"
VERSION = 1
GAMES: dict[str, Game[Any, Any, Any, Any]] = {KOIKOI.name: KOIKOI, GOSTOP.name: GOSTOP}
OUTCOMES = ("won", "lost", "drawn", "abandoned", "uncounted", "playing")  # as the person (seat 0) saw it; see leaving
FINISHED = ("won", "lost", "drawn")


class RecordError(ValueError):
    """A record that cannot be used: the message says where and what."""


@dataclass(frozen=True)
class MatchRecord:
    """One match (or game of Go-Stop) the person played against the computer."""

    game: str  # a key of GAMES
    level: str  # the computer's level
    start: Start
    actions: tuple[str, ...] = ()  # each in the game's action_text
    rounds: tuple[RoundFacts, ...] = ()  # each finished round or hand, in order
    outcome: str = "playing"
    scores: tuple[int, ...] = ()  # the scores at the end (or as last recorded)
    started: str = ""  # ISO 8601 local time, with its offset
    ended: str | None = None

    @property
    def engine(self) -> Game[Any, Any, Any, Any]:
        return GAMES[self.game]


def outcome_of(game: Game[Any, Any, Any, Any], state: object) -> str:
    """"won", "lost" or "drawn" for the person, of a finished game; "playing" before."""
    if not game.over(state):
        return "playing"
    winner = game.winner(state)
    return "drawn" if winner is None else "won" if winner == HUMAN else "lost"


# --- playing a record again ---------------------------------------------------------------

@dataclass
class Replay:
    """A record played again: the state before each action (and after the
    last), each action as the engine's object, each action's events, and
    where each round begins, for a replay to step through, back and forth."""

    record: MatchRecord
    states: list[Any] = field(default_factory=list)  # states[i]: before actions[i]; states[-1] the last
    actions: list[Any] = field(default_factory=list)
    events: list[list[object]] = field(default_factory=list)  # events[0]: the first deal's; events[i+1]: actions[i]'s
    round_starts: list[int] = field(default_factory=list)  # the index of the state where each round is dealt
    facts: list[RoundFacts] = field(default_factory=list)  # each finished round, as the replay gives it
    # the player's own deck, gone since, whose yaku led the match where the standard deck's do not: the
    # replay stops at the first action the standard deck's rules do not allow ("": it goes to the end)
    stopped: str = ""


def replay(record: MatchRecord, check: bool = True, stop_where_gone: bool = False) -> Replay:
    """Every state of the record's match, from its start through its
    actions; raises :class:`RecordError` at an action that is not legal
    where it was recorded, or (``check``) a round, a result or scores
    otherwise than recorded. A match played with a player's own deck gone
    since is played with the standard deck, unchecked; its yaku may differ
    (a koi-koi asked where the standard deck makes none): with
    ``stop_where_gone``, it stops at the first action that does not fit,
    naming the deck in :attr:`Replay.stopped`, rather than raise."""
    game = record.engine
    try:
        state, events = game.begin(record.start)
    except (RulesError, ValueError) as exc:
        raise RecordError(f"the match cannot begin again: {exc}") from None
    out = Replay(record, [state], [], [events], [0])
    rules = getattr(state, "rules", None)
    gone = deck_gone(rules.data, rules.deck) if rules is not None else ""
    if gone:
        check = False  # a player's deck gone since, the standard played: its yaku may be scored otherwise
    if game.outcomes(state):  # a round over at its very deal (four of a month dealt...)
        out.facts.append(_facts_of(game, state, 1))
    for n, text in enumerate(record.actions):
        legal = {game.action_text(a): a for a in game.legal_actions(state)}
        action = legal.get(text)
        if action is None:
            if gone and stop_where_gone:
                out.stopped = gone
                break
            raise RecordError(f"action {n + 1} ({text!r}) is not one the rules allow there")
        between = game.round_facts(state) is not None  # this action deals the next round
        state, events = game.apply(state, action)
        out.actions.append(action)
        out.states.append(state)
        out.events.append(events)
        if between:
            out.round_starts.append(n + 1)
        played = len(game.outcomes(state))
        if played > len(out.facts):
            out.facts.append(_facts_of(game, state, played))
    if check:
        for n, facts in enumerate(out.facts, 1):
            _check_round(record, n, facts)
        _check_end(record, out, state)
    return out


def _facts_of(game: Game[Any, Any, Any, Any], state: object, n: int) -> RoundFacts:
    facts = game.round_facts(state)
    if facts is None:  # pragma: no cover - an engine that forgets the round it has just ended
        raise RecordError(f"round {n} ended without its facts")
    return facts


def _check_end(record: MatchRecord, out: Replay, state: object) -> None:
    game = record.engine
    if len(out.facts) != len(record.rounds):
        raise RecordError(f"{len(record.rounds)} rounds are recorded, the actions finish {len(out.facts)}")
    if record.outcome in FINISHED:
        if outcome_of(game, state) != record.outcome:
            raise RecordError(f"recorded as {record.outcome}, the replay is {outcome_of(game, state)}")
        if tuple(game.scores(state)) != tuple(record.scores):
            raise RecordError(f"recorded scores {list(record.scores)}, the replay gives {list(game.scores(state))}")
    elif game.over(state):
        raise RecordError(f"recorded as {record.outcome}, but the match is over")


def _check_round(record: MatchRecord, n: int, facts: RoundFacts) -> None:
    if n > len(record.rounds):
        raise RecordError(f"round {n} ends in the replay but is not recorded")
    kept = record.rounds[n - 1]
    if kept != facts:
        raise RecordError(f"round {n}: recorded {_said(kept)}; the replay gives {_said(facts)}")


def _said(f: RoundFacts) -> str:
    who = "nobody" if f.winner is None else f"seat {f.winner}"
    return f"{f.reason}, {who}, {f.points} points, yaku {[y for y, _ in f.yaku]}, calls {list(f.calls)}"


# --- JSON ------------------------------------------------------------------------------------

def facts_data(f: RoundFacts) -> dict[str, Any]:
    return {"winner": f.winner, "points": f.points, "reason": f.reason,
            "yaku": [[y, list(cards)] for y, cards in f.yaku], "calls": list(f.calls)}


def body(record: MatchRecord) -> dict[str, Any]:
    """The record as JSON data, without format, version or check."""
    return {
        "game": record.game, "level": record.level, "players": record.start.players, "seed": record.start.seed,
        "rules": dict(record.start.rules), "started": record.started, "ended": record.ended,
        "outcome": record.outcome, "scores": list(record.scores),
        "rounds": [facts_data(f) for f in record.rounds], "actions": list(record.actions),
    }


def digest(content: Mapping[str, Any]) -> str:
    """SHA-256 of the content's canonical JSON: the record's check."""
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def to_data(record: MatchRecord) -> dict[str, Any]:
    content = body(record)
    return {"format": FORMAT, "version": VERSION, "check": digest(content), **content}


def to_json(record: MatchRecord) -> str:
    return json.dumps(to_data(record), ensure_ascii=False, indent=1) + "\n"


def from_data(data: Any, verify: bool = True) -> MatchRecord:
    """A record from :func:`to_data`'s JSON data, every field checked, its
    check compared and (``verify``) its match replayed against what it says;
    raises :class:`RecordError`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f'it is not a match record (no "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise RecordError(f"it is match-record version {data.get('version')!r}; this game reads version {VERSION}")
    content = {k: v for k, v in data.items() if k not in ("format", "version", "check")}
    if data.get("check") != digest(content):
        raise RecordError("its check does not match its content: it was changed after it was written")
    record = parse_body(content)
    if verify:
        replay(record)
    return record


def parse_body(content: Mapping[str, Any]) -> MatchRecord:
    """A record from :func:`body`'s data, every field checked (not replayed)."""
    expected = {"game", "level", "players", "seed", "rules", "started", "ended", "outcome", "scores", "rounds",
                "actions"}
    if set(content) != expected:
        odd = sorted(set(content) ^ expected)
        raise RecordError(f"unexpected or missing fields: {', '.join(odd)}")
    game = _choice(content, "game", tuple(GAMES))
    players = _whole(content["players"], "players", 2, 3)
    if game == "koikoi" and players != 2:
        raise RecordError("players: Koi-Koi is played by two")
    rules = content["rules"]
    if not isinstance(rules, dict):
        raise RecordError("rules: must be an object")
    scores = _wholes(content["scores"], "scores", -(10**9), 10**9)
    if scores and len(scores) != players:
        raise RecordError(f"scores: must hold one score per player ({players})")
    actions = content["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) and len(a) < 40 for a in actions):
        raise RecordError("actions: must be a list of actions in words")
    rounds = content["rounds"]
    if not isinstance(rounds, list):
        raise RecordError("rounds: must be a list")
    for name in ("started", "ended"):
        if not (isinstance(content[name], str) or (name == "ended" and content[name] is None)):
            raise RecordError(f"{name}: must be a date")
    return MatchRecord(
        game=game, level=_choice(content, "level", LEVELS), start=Start(rules, _whole(content["seed"], "seed",
                                                                                        -(2**63), 2**63), players),
        actions=tuple(actions), rounds=tuple(_facts(r, f"rounds[{i}]", players) for i, r in enumerate(rounds)),
        outcome=_choice(content, "outcome", OUTCOMES), scores=tuple(scores), started=content["started"],
        ended=content["ended"])


def _facts(r: Any, where: str, players: int) -> RoundFacts:
    if not isinstance(r, dict) or set(r) != {"winner", "points", "reason", "yaku", "calls"}:
        raise RecordError(f"{where}: must hold winner, points, reason, yaku and calls")
    winner = None if r["winner"] is None else _whole(r["winner"], f"{where}.winner", 0, players - 1)
    yaku = r["yaku"]
    if not isinstance(yaku, list) or not all(
            isinstance(y, list) and len(y) == 2 and isinstance(y[0], str) and isinstance(y[1], list)
            and all(isinstance(c, str) for c in y[1]) for y in yaku):
        raise RecordError(f"{where}.yaku: must be a list of [yaku, [cards]]")
    if not isinstance(r["reason"], str):
        raise RecordError(f"{where}.reason: must be text")
    calls = _wholes(r["calls"], f"{where}.calls", 0, 99)
    if len(calls) != players:
        raise RecordError(f"{where}.calls: must hold one count per player ({players})")
    return RoundFacts(winner, _whole(r["points"], f"{where}.points", 0, 10**9), r["reason"],
                      tuple((y, tuple(cards)) for y, cards in yaku), tuple(calls))


def _whole(v: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise RecordError(f"{where}: must be a whole number from {lo} to {hi}, not {json.dumps(v)[:40]}")
    return v


def _wholes(v: Any, where: str, lo: int, hi: int) -> list[int]:
    if not isinstance(v, list):
        raise RecordError(f"{where}: must be a list of whole numbers")
    return [_whole(x, f"{where}[{i}]", lo, hi) for i, x in enumerate(v)]


def _choice(content: Mapping[str, Any], key: str, allowed: Sequence[str]) -> str:
    v = content[key]
    if v not in allowed:
        raise RecordError(f"{key}: {json.dumps(v)[:40]} is not one of {', '.join(allowed)}")
    return str(v)
