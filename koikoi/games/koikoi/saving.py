"""Save a match to JSON and load it back exactly.

The file is plain JSON (never pickle: loading a file runs no code), with a
format name and a version. Loading checks every field; a broken or tampered
file raises :class:`SaveError` naming the field and what is wrong with it.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar

from ..common.cards import ALL_MASK, BY_ID, CARD_IDS, ids
from ..common.decks import DECK_IDS, STANDARD
from ..common.rulefiles import RulesError, with_added_options
from ..common.saving import SaveError, jsonable, parse_json
from .game import HandPlay, MatchState
from .rules import ADDED_OPTIONS, Rules, compile_kept
from .scoring import Score, YakuScore, table
from .turn import Phase, RoundResult, RoundState

FORMAT = "koikoi-match"
VERSION = 1


# --- writing --------------------------------------------------------------


def _score_json(sc: Score | None) -> dict[str, Any] | None:
    return None if sc is None else sc.as_json()


def _result_json(r: RoundResult | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"winner": r.winner, "points": r.points, "reason": r.reason, "score": _score_json(r.score)}


def _round_json(s: RoundState) -> dict[str, Any]:
    return {
        "round_no": s.round_no,
        "dealer": s.dealer,
        "phase": s.phase.label,
        "player": s.player,
        "hands": [ids(h) for h in s.hands],
        "field": ids(s.field),
        "deck": [CARD_IDS[c] for c in s.deck],
        "deck_pos": s.deck_pos,
        "captures": [ids(c) for c in s.captures],
        "pending": CARD_IDS[s.pending] if s.pending >= 0 else None,
        "pending_any": s.pending_any,
        "koikoi_calls": list(s.koikoi_calls),
        "last_caller": s.last_caller,
        "yaku": [list(p) for p in s.yaku],
        "evaluated": [ids(e) for e in s.evaluated],
        "field_brights": s.field_brights,
        "november_played": s.november_played,
        "gaji": list(s.gaji),
        "removed": ids(s.removed),
        "scores": list(s.scores),
        "result": _result_json(s.result),
    }


def dump_match(m: MatchState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": m.rules.data,
        "seed": m.seed,
        "scores": list(m.scores),
        "history": [_result_json(r) for r in m.history],
        "over": m.over,
        "winner": m.winner,
        "birthdays": list(m.birthdays) if m.birthdays else None,
        "first_dealer": m.first_dealer,
        "round": _round_json(m.round),
        "plays": [{"player": p.player, "card": CARD_IDS[p.card], "field": ids(p.field)} for p in m.plays],
    }


def to_json(m: MatchState) -> str:
    return json.dumps(dump_match(m), indent=1)

T = TypeVar("T")


# --- reading, with a check of every field ---------------------------------


class _Reader:
    def __init__(self, rules_yaku: int = 0) -> None:
        self.yaku_count = rules_yaku
        # the rules name a player's own deck, which may have been gone when the match was saved, or be gone now
        # (the standard deck played: compile_kept): each player's yaku as last evaluated are counted again
        self.recount = False

    @staticmethod
    def fail(path: str, value: Any, problem: str) -> SaveError:
        shown = json.dumps(value)[:60] if jsonable(value) else repr(value)[:60]
        return SaveError(f"save file: {path} = {shown}: {problem}")

    def field(self, obj: Any, key: str, path: str) -> Any:
        if not isinstance(obj, dict):
            raise self.fail(path, obj, "must be an object")
        if key not in obj:
            raise SaveError(f"save file: {path}.{key} is missing")
        return obj[key]

    def whole(self, obj: Any, key: str, path: str, lo: int, hi: int) -> int:
        v = self.field(obj, key, path)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise self.fail(f"{path}.{key}", v, f"must be a whole number from {lo} to {hi}")
        return v

    def flag(self, obj: Any, key: str, path: str) -> bool:
        v = self.field(obj, key, path)
        if not isinstance(v, bool):
            raise self.fail(f"{path}.{key}", v, "must be true or false")
        return v

    def player(self, obj: Any, key: str, path: str) -> int:
        v = self.field(obj, key, path)
        if v not in (0, 1) or isinstance(v, bool):
            raise self.fail(f"{path}.{key}", v, "must be player 0 or 1")
        return int(v)

    def player_or_none(self, obj: Any, key: str, path: str) -> int | None:
        if self.field(obj, key, path) is None:
            return None
        try:
            return self.player(obj, key, path)
        except SaveError:
            raise self.fail(f"{path}.{key}", obj[key], "must be player 0 or 1 or null") from None

    def card(self, v: Any, path: str) -> int:
        if not isinstance(v, str) or v not in BY_ID:
            raise self.fail(path, v, "unknown card id")
        return BY_ID[v].index

    def card_list(self, v: Any, path: str) -> list[int]:
        if not isinstance(v, list):
            raise self.fail(path, v, "must be a list of card ids")
        out = [self.card(x, f"{path}[{i}]") for i, x in enumerate(v)]
        if len(set(out)) != len(out):
            raise self.fail(path, v, "lists a card twice")
        return out

    def mask(self, obj: Any, key: str, path: str) -> int:
        mask = 0
        for c in self.card_list(self.field(obj, key, path), f"{path}.{key}"):
            mask |= 1 << c
        return mask

    def pair(self, obj: Any, key: str, path: str, item: Callable[[Any, str], T]) -> tuple[T, T]:
        v = self.field(obj, key, path)
        if not isinstance(v, list) or len(v) != 2:
            raise self.fail(f"{path}.{key}", v, "must be a list of two")
        return item(v[0], f"{path}.{key}[0]"), item(v[1], f"{path}.{key}[1]")

    def small_int(self, v: Any, path: str, lo: int = -10**9, hi: int = 10**9) -> int:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise self.fail(path, v, f"must be a whole number from {lo} to {hi}")
        return v

    def points(self, v: Any, path: str) -> tuple[int, ...]:
        if self.recount and isinstance(v, list) and len(v) != self.yaku_count:
            return ()  # counted for another deck's yaku: counted again from what was evaluated (_load_round)
        if not isinstance(v, list) or len(v) != self.yaku_count:
            raise self.fail(path, v, f"must be a list of {self.yaku_count} yaku points")
        return tuple(self.small_int(x, f"{path}[{i}]", 0, 10**6) for i, x in enumerate(v))

    def score(self, v: Any, path: str, rules: Rules) -> Score | None:
        if v is None:
            return None
        yaku = []
        raw = self.field(v, "yaku", path)
        if not isinstance(raw, list):
            raise self.fail(f"{path}.yaku", raw, "must be a list")
        for i, y in enumerate(raw):
            p = f"{path}.yaku[{i}]"
            yid = self.field(y, "id", p)
            try:
                name = rules.yaku_by_id(yid).name
            except (KeyError, TypeError):
                if yid not in rules.unmakeable:  # made with a deck gone since (compile_kept): kept as scored
                    raise self.fail(f"{p}.id", yid, "unknown yaku id") from None
                name = str(rules.data["yaku"][yid].get("name", yid))
            cards = 0
            for c in self.card_list(self.field(y, "cards", p), f"{p}.cards"):
                cards |= 1 << c
            yaku.append(YakuScore(yid, name, self.whole(y, "points", p, 0, 10**6), cards))
        mults = self._pairs(v, "multipliers", path, "factor")
        bonuses = self._pairs(v, "bonuses", path, "points")
        return Score(
            tuple(yaku), self.whole(v, "base", path, 0, 10**6), mults, bonuses,
            self.whole(v, "total", path, 0, 10**9),
        )

    def _pairs(self, v: Any, key: str, path: str, number: str) -> tuple[tuple[str, int], ...]:
        raw = self.field(v, key, path)
        if not isinstance(raw, list):
            raise self.fail(f"{path}.{key}", raw, "must be a list")
        out = []
        for i, item in enumerate(raw):
            p = f"{path}.{key}[{i}]"
            name = self.field(item, "id", p)
            if not isinstance(name, str):
                raise self.fail(f"{p}.id", name, "must be text")
            out.append((name, self.whole(item, number, p, 0, 10**6)))
        return tuple(out)

    def finished(self, v: Any, path: str, rules: Rules) -> RoundResult:
        """A round of the history: its result is never null."""
        result = self.result(v, path, rules)
        if result is None:
            raise self.fail(path, v, "must be a round's result")
        return result

    def result(self, v: Any, path: str, rules: Rules) -> RoundResult | None:
        if v is None:
            return None
        reason = self.field(v, "reason", path)
        if not isinstance(reason, str):
            raise self.fail(f"{path}.reason", reason, "must be text")
        return RoundResult(
            self.player_or_none(v, "winner", path),
            self.whole(v, "points", path, 0, 10**9),
            reason,
            self.score(self.field(v, "score", path), f"{path}.score", rules),
        )


PHASES = {p.label: p for p in Phase}


def load_match(data: Any) -> MatchState:
    """A match from the JSON data of :func:`dump_match`, checked field by field."""
    rd = _Reader()
    if not isinstance(data, dict):
        raise SaveError("save file: not a Koi-Koi save (the top level is not an object)")
    if data.get("format") != FORMAT:
        raise rd.fail("format", data.get("format"), f"not a Koi-Koi save (expected {FORMAT!r})")
    version = data.get("version")
    if version != VERSION:
        raise rd.fail("version", version, f"this game reads version {VERSION}")
    raw_rules = rd.field(data, "rules", "")
    if not isinstance(raw_rules, dict):
        raise rd.fail("rules", raw_rules, "must be an object")
    try:
        rules = compile_kept(with_added_options(raw_rules, ADDED_OPTIONS), "save file rules")
    except RulesError as exc:
        raise SaveError(str(exc)) from None
    rd.yaku_count = len(rules.yaku)
    rd.recount = rules.data.get("deck", STANDARD) not in DECK_IDS
    seed = rd.small_int(rd.field(data, "seed", ""), "seed", -(2**63), 2**63)
    scores = rd.pair(data, "scores", "", rd.small_int)
    raw_history = rd.field(data, "history", "")
    if not isinstance(raw_history, list):
        raise rd.fail("history", raw_history, "must be a list")
    history = tuple(rd.finished(r, f"history[{i}]", rules) for i, r in enumerate(raw_history))
    if any(r is None for r in history):
        raise rd.fail("history", raw_history, "a round result is missing")
    birthdays_raw = rd.field(data, "birthdays", "")
    birthdays = None
    if birthdays_raw is not None:
        birthdays = rd.pair(data, "birthdays", "", lambda v, p: rd.small_int(v, p, 1, 12))
    rnd = _load_round(rd, rd.field(data, "round", ""), rules)
    raw_plays = data.get("plays", [])  # saves written before the record have none
    if not isinstance(raw_plays, list):
        raise rd.fail("plays", raw_plays, "must be a list")
    plays = []
    for i, p in enumerate(raw_plays):
        path = f"plays[{i}]"
        player = rd.player(p, "player", path)
        card = rd.card(rd.field(p, "card", path), f"{path}.card")
        plays.append(HandPlay(player, card, rd.mask(p, "field", path)))
    over = rd.flag(data, "over", "")
    winner = rd.player_or_none(data, "winner", "")
    if over and not rnd.over:
        raise rd.fail("over", True, "the match is over but its round is not")
    return MatchState(
        rules=rules,
        seed=seed,
        round=rnd,
        scores=scores,
        history=history,
        over=over,
        winner=winner,
        birthdays=birthdays,
        first_dealer=rd.player(data, "first_dealer", ""),
        plays=tuple(plays),
    )


def _load_round(rd: _Reader, r: Any, rules: Rules) -> RoundState:
    path = "round"
    s = object.__new__(RoundState)
    s.rules = rules
    s.table = table(rules)
    s.round_no = rd.whole(r, "round_no", path, 1, 10**6)
    s.month = (s.round_no - 1) % 12 + 1
    s.dealer = rd.player(r, "dealer", path)
    phase = rd.field(r, "phase", path)
    if not isinstance(phase, str) or phase not in PHASES:
        raise rd.fail(f"{path}.phase", phase, "unknown phase; one of " + ", ".join(PHASES))
    s.phase = PHASES[phase]
    s.player = rd.player(r, "player", path)
    s.hands = rd.pair(r, "hands", path, lambda v, p: _mask(rd, v, p))
    s.field = rd.mask(r, "field", path)
    s.deck = tuple(rd.card_list(rd.field(r, "deck", path), f"{path}.deck"))
    s.deck_pos = rd.whole(r, "deck_pos", path, 0, len(s.deck))
    s.captures = rd.pair(r, "captures", path, lambda v, p: _mask(rd, v, p))
    pending = rd.field(r, "pending", path)
    s.pending = -1 if pending is None else rd.card(pending, f"{path}.pending")
    s.pending_any = rd.flag(r, "pending_any", path)
    s.koikoi_calls = rd.pair(r, "koikoi_calls", path, lambda v, p: rd.small_int(v, p, 0, 100))
    s.last_caller = rd.whole(r, "last_caller", path, -1, 1)
    s.yaku = rd.pair(r, "yaku", path, rd.points)
    s.evaluated = rd.pair(r, "evaluated", path, lambda v, p: _mask(rd, v, p))
    if () in s.yaku:  # each player's yaku as last evaluated, counted with the deck played now (Reader.points)
        s.yaku = (s.table.points(s.evaluated[0], s.month, s.koikoi_calls[0] > 0),
                  s.table.points(s.evaluated[1], s.month, s.koikoi_calls[1] > 0))
    s.field_brights = rd.whole(r, "field_brights", path, 0, 5)
    s.november_played = rd.flag(r, "november_played", path)
    s.gaji = rd.pair(r, "gaji", path, lambda v, p: rd.small_int(v, p, 0, 12))
    s.removed = rd.mask(r, "removed", path)
    s.scores = rd.pair(r, "scores", path, rd.small_int)
    s.result = rd.result(rd.field(r, "result", path), f"{path}.result", rules)
    _check_round(rd, s)
    return s


def _mask(rd: _Reader, v: Any, path: str) -> int:
    mask = 0
    for c in rd.card_list(v, path):
        mask |= 1 << c
    return mask


def _check_round(rd: _Reader, s: RoundState) -> None:
    """Cross-field checks: every card in one place, the phase consistent."""
    seen = 0
    places = [
        ("hands[0]", s.hands[0]), ("hands[1]", s.hands[1]), ("field", s.field),
        ("captures[0]", s.captures[0]), ("captures[1]", s.captures[1]), ("removed", s.removed),
        ("deck (unflipped)", s.deck_mask),
    ]
    if s.pending >= 0:
        places.append(("pending", 1 << s.pending))
    flipped = 0
    for c in s.deck[: s.deck_pos]:
        flipped |= 1 << c
    for name, mask in places:
        if seen & mask:
            raise rd.fail(f"round.{name}", ids(seen & mask), "cards also found elsewhere")
        seen |= mask
    if seen != ALL_MASK:
        raise rd.fail("round", ids(ALL_MASK & ~seen), "these cards are nowhere")
    if flipped & (s.hands[0] | s.hands[1]):
        raise rd.fail("round.deck", ids(flipped & (s.hands[0] | s.hands[1])), "flipped cards back in a hand")
    choosing = s.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP)
    if choosing != (s.pending >= 0):
        raise rd.fail("round.pending", CARD_IDS[s.pending] if s.pending >= 0 else None,
                      f"does not fit phase {s.phase.label}")
    if (s.phase is Phase.OVER) != (s.result is not None):
        raise rd.fail("round.result", None, f"does not fit phase {s.phase.label}")
    for p in (0, 1):
        if s.evaluated[p] & ~s.captures[p]:
            raise rd.fail(f"round.evaluated[{p}]", ids(s.evaluated[p] & ~s.captures[p]), "cards not captured")


def from_json(text: str | bytes) -> MatchState:
    return load_match(parse_json(text))
