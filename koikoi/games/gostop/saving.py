"""Save a game of Go-Stop to JSON and load it back exactly.

Plain JSON with a format name and a version, like Koi-Koi's saves
(:mod:`koikoi.games.koikoi.saving`); cards by id. Loading checks every field
and that every card is in exactly one place; a broken or tampered file
raises :class:`~koikoi.games.common.saving.SaveError` naming the field and
what is wrong with it.
"""

from __future__ import annotations

import json
from typing import Any

from ..common.rulefiles import RulesError, with_added_options
from ..common.saving import SaveError, jsonable, parse_json
from . import deck
from .deal import fours
from .game import PLAY_KINDS, GameState
from .rules import ADDED_OPTIONS, CUP_OPEN, compile_gostop
from .scoring import SAKE
from .state import NO_CARD, HandPlay, HandState, Phase, Result, cards_accounted

FORMAT = "gostop-game"
VERSION = 1
PER_PLAYER = ("hands", "captures", "go_calls", "go_scores", "last_scores", "shakes", "flips_left", "shown", "ppuks")
# Per-player fields added after games were first saved: a save that lacks one had them all at this value
# (a hand saved before its ppuk were counted counts none so far)
ADDED_PER_PLAYER = {"ppuks": 0}
REASONS = ("stop", "chongtong", "three-ppuk", "nagari")
CARD_SETS = ("hands", "captures", "shown")
CUP_NAMES = ("open", "animal", "plain")  # how the sake cup counts (rules.CUP_OPEN, CUP_ANIMAL, CUP_PLAIN)


def dump_game(g: GameState) -> dict[str, Any]:
    h = g.hand
    hand: dict[str, Any] = {
        "dealer": h.dealer, "player": h.player, "phase": h.phase.name.lower(),
        "field": deck.ids(h.field), "deck": [deck.IDS[c] for c in h.deck],
        "held": list(h.held), "bonus_on": [deck.ids(b) for b in h.bonus_on],
        "played": deck.IDS[h.played] if h.played != NO_CARD else None, "match": deck.ids(h.match),
        "flipped": deck.IDS[h.flipped] if h.flipped != NO_CARD else None,
        "cup": CUP_NAMES[h.cup], "result": _result(h.result),
    }
    for name in PER_PLAYER:
        values = getattr(h, name)
        hand[name] = [deck.ids(v) for v in values] if name in CARD_SETS else list(values)
    return {
        "format": FORMAT, "version": VERSION, "rules": g.rules.data, "seed": g.seed, "players": g.players,
        "hand_no": g.hand_no, "scores": list(g.scores), "stakes": g.stakes,
        "history": [_result(r) for r in g.history], "over": g.over, "winner": g.winner, "hand": hand,
        "plays": [{"player": x.player, "card": deck.IDS[x.card], "field": deck.ids(x.field), "how": x.how}
                  for x in g.plays],
    }


def _result(r: Result | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"winner": r.winner, "reason": r.reason, "points": r.points, "payments": list(r.payments)}


def to_json(g: GameState) -> str:
    return json.dumps(dump_game(g), ensure_ascii=False, indent=1)


# --- reading ---------------------------------------------------------------------------------

def _fail(path: str, value: Any, problem: str) -> SaveError:
    shown = json.dumps(value)[:60] if jsonable(value) else repr(value)[:60]
    return SaveError(f"save file: {path} = {shown}: {problem}")


def _get(obj: Any, key: str, path: str) -> Any:
    if not isinstance(obj, dict):
        raise _fail(path or "the file", obj, "must be an object")
    if key not in obj:
        raise SaveError(f"save file: {path + '.' if path else ''}{key} is missing")
    return obj[key]


def _int(v: Any, path: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise _fail(path, v, f"must be a whole number from {lo} to {hi}")
    return v


def _ints(v: Any, path: str, n: int, lo: int, hi: int) -> tuple[int, ...]:
    if not isinstance(v, list) or len(v) != n:
        raise _fail(path, v, f"must be a list of {n}")
    return tuple(_int(x, f"{path}[{i}]", lo, hi) for i, x in enumerate(v))


def _card(v: Any, path: str) -> int:
    if not isinstance(v, str) or v not in deck.INDEX:
        raise _fail(path, v, "unknown card id")
    return deck.INDEX[v]


def _cards(v: Any, path: str) -> int:
    if not isinstance(v, list):
        raise _fail(path, v, "must be a list of card ids")
    mask = 0
    for i, x in enumerate(v):
        bit = 1 << _card(x, f"{path}[{i}]")
        if mask & bit:
            raise _fail(path, v, "lists a card twice")
        mask |= bit
    return mask


def _finished(v: Any, path: str, players: int) -> Result:
    """A hand of the history: its result is never null."""
    result = _load_result(v, path, players)
    if result is None:
        raise _fail(path, v, "must be a hand's result")
    return result


def _load_result(v: Any, path: str, players: int) -> Result | None:
    if v is None:
        return None
    reason = _get(v, "reason", path)
    if reason not in REASONS:
        raise _fail(f"{path}.reason", reason, "must be one of: " + ", ".join(REASONS))
    return Result(_int(_get(v, "winner", path), f"{path}.winner", -1, players - 1), reason,
                  _int(_get(v, "points", path), f"{path}.points", 0, 10**9),
                  _ints(_get(v, "payments", path), f"{path}.payments", players, 0, 10**9))


def _load_plays(v: Any, players: int) -> tuple[HandPlay, ...]:
    """The hand's record of plays; a save from before the record was kept has none (an empty record)."""
    if not isinstance(v, list):
        raise _fail("plays", v, "must be a list")
    plays = []
    for i, x in enumerate(v):
        how = _get(x, "how", f"plays[{i}]")
        if how not in PLAY_KINDS:
            raise _fail(f"plays[{i}].how", how, "must be " + ", ".join(PLAY_KINDS))
        plays.append(HandPlay(_int(_get(x, "player", f"plays[{i}]"), f"plays[{i}].player", 0, players - 1),
                              _card(_get(x, "card", f"plays[{i}]"), f"plays[{i}].card"),
                              _cards(_get(x, "field", f"plays[{i}]"), f"plays[{i}].field"), how))
    return tuple(plays)


def load_game(data: Any) -> GameState:
    """A game from the JSON data of :func:`dump_game`, checked field by field."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail("format", data.get("format") if isinstance(data, dict) else data,
                    f"not a Go-Stop save (expected {FORMAT!r})")
    if data.get("version") != VERSION:
        raise _fail("version", data.get("version"), f"this game reads version {VERSION}")
    raw_rules = _get(data, "rules", "")
    if not isinstance(raw_rules, dict):
        raise _fail("rules", raw_rules, "must be an object")
    try:
        rules = compile_gostop(with_added_options(raw_rules, ADDED_OPTIONS), "save file rules")
    except RulesError as exc:
        raise SaveError(str(exc)) from None
    players = _int(_get(data, "players", ""), "players", 2, 3)
    h = _get(data, "hand", "")
    phase_name = _get(h, "phase", "hand")
    phases = {p.name.lower(): p for p in Phase}
    if phase_name not in phases:
        raise _fail("hand.phase", phase_name, "must be one of: " + ", ".join(phases))
    per: dict[str, tuple[int, ...]] = {}
    for name in PER_PLAYER:
        raw = [ADDED_PER_PLAYER[name]] * players if name in ADDED_PER_PLAYER and name not in h else _get(h, name, "hand")
        if not isinstance(raw, list) or len(raw) != players:
            raise _fail(f"hand.{name}", raw, f"must be a list of {players}, one for each player")
        per[name] = (tuple(_cards(x, f"hand.{name}[{i}]") for i, x in enumerate(raw)) if name in CARD_SETS
                     else tuple(_int(x, f"hand.{name}[{i}]", 0, 10**6) for i, x in enumerate(raw)))
    bonus_on = _get(h, "bonus_on", "hand")
    if not isinstance(bonus_on, list) or len(bonus_on) != 13:
        raise _fail("hand.bonus_on", bonus_on, "must be a list of 13 (index 0 unused, then each month)")
    deck_raw = _get(h, "deck", "hand")
    deck_order = [_card(x, f"hand.deck[{i}]") for i, x in enumerate(deck_raw)] if isinstance(deck_raw, list) else None
    if deck_order is None:
        raise _fail("hand.deck", deck_raw, "must be a list of card ids")
    played, flipped = (None if _get(h, k, "hand") is None else _card(_get(h, k, "hand"), f"hand.{k}")
                       for k in ("played", "flipped"))
    cup = h.get("cup", "open")  # a save from before the cup was chosen once: not chosen
    if cup not in CUP_NAMES:
        raise _fail("hand.cup", cup, "must be one of: " + ", ".join(CUP_NAMES))
    s = HandState(
        rules=rules, players=players, dealer=_int(_get(h, "dealer", "hand"), "hand.dealer", 0, players - 1),
        player=_int(_get(h, "player", "hand"), "hand.player", 0, players - 1), phase=phases[phase_name],
        hands=per["hands"], field=_cards(_get(h, "field", "hand"), "hand.field"), deck=tuple(deck_order),
        captures=per["captures"], held=_ints(_get(h, "held", "hand"), "hand.held", 13, -2, players - 1),
        bonus_on=tuple(_cards(x, f"hand.bonus_on[{i}]") for i, x in enumerate(bonus_on)),
        go_calls=per["go_calls"], go_scores=per["go_scores"], last_scores=per["last_scores"],
        shakes=per["shakes"], flips_left=per["flips_left"], shown=per["shown"], ppuks=per["ppuks"],
        played=NO_CARD if played is None else played, match=_cards(_get(h, "match", "hand"), "hand.match"),
        flipped=NO_CARD if flipped is None else flipped, cup=CUP_NAMES.index(cup),
        result=_load_result(_get(h, "result", "hand"), "hand.result", players),
    )
    if not cards_accounted(s):
        raise SaveError("save file: hand: the cards do not add up (each card of the deck must be in exactly one place)")
    if (s.phase is Phase.OVER) != (s.result is not None):
        raise _fail("hand.result", _get(h, "result", "hand"), "a hand has a result exactly when it is over")
    if s.phase is Phase.CHONGTONG and (rules.deal.four_in_hand != "chongtong_or_play"
                                       or not fours(s.hands[s.player])):
        raise _fail("hand.phase", phase_name, "a chongtong choice needs rules that offer it and four of a "
                                              "month in the hand of the player to move")
    if s.phase is Phase.SAKE_CUP and (rules.cards.sake_cup != "chosen" or s.cup != CUP_OPEN
                                      or not s.captures[s.player] & SAKE):
        raise _fail("hand.phase", phase_name, "the sake cup is chosen under rules that ask it, once, by the "
                                              "player to move, who holds it")
    raw_history = _get(data, "history", "")
    if not isinstance(raw_history, list):
        raise _fail("history", raw_history, "must be a list")
    history = tuple(_finished(r, f"history[{i}]", players) for i, r in enumerate(raw_history))
    if any(r is None for r in history):
        raise _fail("history", raw_history, "a hand's result is missing")
    over = _get(data, "over", "")
    if not isinstance(over, bool):
        raise _fail("over", over, "must be true or false")
    winner = _get(data, "winner", "")
    if winner is not None:
        _int(winner, "winner", 0, players - 1)
    return GameState(
        rules=rules, seed=_int(_get(data, "seed", ""), "seed", -(2**63), 2**63), players=players, hand=s,
        hand_no=_int(_get(data, "hand_no", ""), "hand_no", 1, 10**6),
        scores=_ints(_get(data, "scores", ""), "scores", players, 0, 10**12),
        stakes=_int(_get(data, "stakes", ""), "stakes", 1, 2**40), history=history,
        over=over, winner=winner, plays=_load_plays(data.get("plays", []), players),
    )


def from_json(text: str | bytes) -> GameState:
    return load_game(parse_json(text))
