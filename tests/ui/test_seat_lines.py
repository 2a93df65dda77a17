"""Every line about a seat names it, from the player's side, in every
language: the move logs of both games (Koi-Koi, Go-Stop for two and for
three) over seeded games that reach every kind of event the engines have,
and every reason, multiplier, bonus and penalty line of the round and hand
summaries, found in the engines' code. Seats carry placeholder names, so
that a line naming the wrong seat, or none, shows; the person's seat is
said to them ("You..."), never in the third person."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import random
import re
import typing
from collections.abc import Iterator

import pytest

from koikoi import i18n
from koikoi.games.gostop import game as G
from koikoi.games.gostop import scoring as gostop_scoring
from koikoi.games.gostop import state as H
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import Line
from koikoi.games.gostop.state import NO_ONE, HandPlay
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import scoring as koikoi_scoring
from koikoi.games.koikoi import state as R
from koikoi.games.koikoi import turn as koikoi_turn
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.state import RoundResult
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.gostop_words import Scorers, line_name
from koikoi.ui.koikoi.movelog import KoikoiMoveLog
from koikoi.ui.movelog import Move, MoveLog
from koikoi.ui.scenes.gostop_summary import ending_words, nagari_words
from koikoi.ui.seat_words import Seats, koikoi_score_line
from koikoi.ui.words import reason_text

NAMES = ("Zed", "Quux", "Mox")  # placeholder display names: a line names its seat by one of these
LANGUAGES = ("en", "fr", "pt_BR", "ko", "ja")
# Words that speak of a seat in the third person, where its name belongs ("the opponent called koi-koi").
THIRD_PERSON = {"en": ("opponent", "the player"), "fr": ("adversaire", "le joueur"),
                "pt_BR": ("adversário", "o jogador"), "ko": ("상대",), "ja": ("相手",)}

# Events the move log leaves unsaid, and why; any other event of the engines must be said.
UNSAID = {
    M.DealerDrawn: "the table shows the draw for the first dealer, before the first round's log",
    M.MatchOver: "the match's end screen says it",
    H.Declared: "four of a month kept to play on: no one saw them (a chongtong claimed is said with the hand's end)",
    H.HandOver: "said with the HandScored that follows it, with the points",
    G.GameOver: "the last hand's summary says it",
}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def seat_of(ev: object) -> int | None:
    """The seat an event is about (None: the table's own doing)."""
    if isinstance(ev, R.RoundOver):
        return ev.result.winner
    if isinstance(ev, G.HandScored):
        return None if ev.winner == NO_ONE else ev.winner
    if isinstance(ev, (R.Dealt, H.Dealt)):
        return ev.dealer
    player = getattr(ev, "player", None)
    return player if isinstance(player, int) else None


def said_by(log: MoveLog, events: list[object], add: typing.Callable[[], None]) -> list[Move]:
    """The moves an action's events wrote or changed (each worded again when its text is asked)."""
    before = [(id(m), m.text) for m in log.moves]
    add()
    return [m for m in log.moves if (id(m), m.text) not in before]


def logged(logs: list[MoveLog], events: list[object]) -> list[tuple[list[object], list[Move]]]:
    return [(events, said_by(log, events, lambda log=log: log.add(events))) for log in logs]  # type: ignore[misc]


def koikoi_games() -> Iterator[tuple[int | None, list[object], list[Move]]]:
    """Seeded matches of Koi-Koi under every preset, played by random legal
    moves (one with the rare options on: Gaji, a refilled field, four of a
    month set aside), each said by a log for the person at seat 0 and one
    for the demo (no person): (person, an action's events, what they said)."""
    rare = {"play.gaji": True, "play.refill_empty_field": True, "deal.field_four": "remove"}
    for preset, overrides, seeds in (("nintendo", None, (0,)), ("fr-classic", None, (0,)), ("korean", None, (0,)),
                                     ("brazilian", None, (0,)), ("koikoi-japan", None, (0,)),
                                     ("fr-variant", None, (0,)), ("nintendo", rare, range(4))):
        rules = load_preset(preset, overrides)
        for seed in seeds:
            m, events = M.new_match(rules, seed)
            now = [m]
            logs = [KoikoiMoveLog(rules, lambda: NAMES[:2], person, lambda now=now: now[0])  # type: ignore[misc]
                    for person in (None, 0)]
            rnd = random.Random(seed)
            while True:
                for person, (evs, said) in zip((None, 0), logged(logs, events)):
                    yield person, evs, said
                if not M.legal_actions(m):
                    break
                m, events = M.apply(m, rnd.choice(M.legal_actions(m)))
                now[0] = m
            # what the table does that random play seldom reaches: a field emptied and refilled, four of a month
            # dealt to the field and set aside
            for person, (evs, said) in zip((None, 0), logged(logs, [R.FieldRefilled(5), R.QuartetRemoved(0xF)])):
                yield person, evs, said


def gostop_games() -> Iterator[tuple[int | None, list[object], list[Move]]]:
    """Seeded games of Go-Stop, for two and for three, played by random legal moves, as :func:`koikoi_games`."""
    for preset in ("matgo", "gostop-brazilian"):
        for players in (2, 3):
            rules = load_gostop(preset, {"match.most_players": 3}) if players == 3 else load_gostop(preset)
            for seed in range(3):
                g, events = G.new_game(rules, seed, players)
                now = [g]
                logs = [GostopMoveLog(lambda n=players: NAMES[:n], person, lambda now=now: now[0])  # type: ignore[misc]
                        for person in (None, 0)]
                rnd = random.Random(seed)
                for _ in range(3000):
                    for person, (evs, said) in zip((None, 0), logged(logs, events)):
                        yield person, evs, said
                    if not G.legal_actions(g):
                        break
                    g, events = G.apply(g, rnd.choice(G.legal_actions(g)))
                    now[0] = g


def event_types(module: object, *more: type) -> set[type]:
    return set(typing.get_args(module.Event)) | set(more)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_every_event_of_the_engines_names_its_seat_in_every_language(game):
    """Each event the engine has is reached by the seeded games; each one a
    seat made is said in a line naming that seat, in every language; said
    to the person, it never names them, nor speaks of them in the third person."""
    if game == "koikoi":
        kinds = event_types(R, M.DealerDrawn, M.MatchOver)
        plays = koikoi_games
    else:
        kinds = event_types(H, G.HandScored, G.GameOver)
        plays = gostop_games
    seen: set[type] = set()
    said_in: list[tuple[int | None, list[object], list[Move]]] = list(plays())
    for lang in LANGUAGES:
        i18n.set_language(lang)
        for person, events, said in said_in:
            lines = [m.text for m in said]  # the moves as shown, in this language
            for ev in events:
                seen.add(type(ev))
                if type(ev) in UNSAID or isinstance(ev, R.YakuMade):
                    continue  # (a yaku made is said once it rises above what the log last said of it)
                assert said, (lang, ev, "said nothing")
                seat = seat_of(ev)
                if seat is None:
                    continue
                about = [t for t in lines if NAMES[seat] in t] if seat != person else lines
                assert about, (lang, ev, lines)
                for t in lines:
                    if seat == person:
                        assert NAMES[seat] not in t, (lang, ev, t)
                    for word in THIRD_PERSON[lang]:
                        assert word not in t.lower(), (lang, ev, t)
    missing = {k.__name__ for k in kinds - seen - set(UNSAID)}
    assert not missing, f"no seeded game reached {missing}: give the test a rule set or seed that does"


# How each language names the person at the screen in a line about them: English, French, Portuguese and
# Japanese say "you" in the sentence; Korean, which drops a known subject, puts "나: " before the line as it puts
# the computer's name ("CPU: ..."), or says 내가 in it, so that a reader tells whose move it was at a glance.
PERSON_SAID = {"en": r"\b[Yy]ou", "fr": r"\b[Vv](ous|otre|os)\b", "pt_BR": r"\b[Vv]ocê|\b[Ss](eus?|uas?)\b", "ko": r"^나: |내가 ",
               "ja": "あなた"}


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_every_line_of_the_person_s_moves_names_them_in_every_language(game):
    """Each move of the log that is the person's (a Korean line had no
    subject: "매화 피 카드를 내서 매화 열끗 카드를 먹었습니다." beside the
    computer's "CPU: ...") names them as the language names them."""
    said_in = [said for person, _e, said in (koikoi_games if game == "koikoi" else gostop_games)() if person == 0]
    for lang, person in PERSON_SAID.items():
        i18n.set_language(lang)
        unnamed = sorted({m.text for said in said_in for m in said if m.player == 0 and not re.search(person, m.text)})
        assert not unnamed, (lang, len(unnamed), unnamed[:10])


# --- the summaries' lines, found in the engines' code ------------------------------------------------------

def koikoi_reasons() -> set[str]:
    """Every reason the Koi-Koi engine ends a round with: the last argument
    but one of each ``finish(...)`` call in its deal and turn, f-strings
    expanded over the loop or the function that gives their field."""
    found: set[str] = set()
    for module in (importlib.import_module("koikoi.games.koikoi.deal"), koikoi_turn):
        tree = ast.parse(inspect.getsource(module))
        barred = {n.value.value for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and "barred" in f.name
                  for n in ast.walk(f) if isinstance(n, ast.Return) and isinstance(n.value, ast.Constant)
                  and n.value.value}
        loops = {t.id: [e.elts[0].value for e in loop.iter.elts]
                 for loop in ast.walk(tree) if isinstance(loop, ast.For) and isinstance(loop.iter, ast.Tuple)
                 and isinstance(loop.target, ast.Tuple) for t in loop.target.elts[:1] if isinstance(t, ast.Name)}
        loops["why"] = sorted(barred)
        for call in ast.walk(tree):
            if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "finish"):
                continue
            arg = call.args[4]
            for node in ([arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]):
                if isinstance(node, ast.Constant):
                    found.add(node.value)
                elif isinstance(node, ast.JoinedStr):
                    prefix = node.values[0].value  # type: ignore[attr-defined]
                    field = node.values[1].value.id  # type: ignore[attr-defined]
                    found.update(prefix + v for v in loops[field])
    return found


def ids_appended(module: object, pattern: str) -> set[tuple[str, str]]:
    return set(re.findall(pattern, inspect.getsource(module)))  # type: ignore[arg-type]


# Which seat each line is about: the winner's, the loser's, or none (the score itself). An id the engine
# gains must be added here, and its words say whose it is.
KOIKOI_SEATS = {"seven-plus": None, "field-brights": None, "own-koikoi": "winner", "nth-koikoi": "winner",
                "koikoi-bonus": "winner", "opponent-koikoi": "loser", "opponent-seven-plus": "loser",
                "forfeit-koikoi": "loser"}
GOSTOP_SEATS = {"go": "winner", "shake": "winner", "double-joker": "winner", "meong-bak": "winner",
                "no-bright": "loser", "few-plains": "loser", "pi-bak": "loser", "gwang-bak": "loser",
                "go-bak": "loser"}


def check(line: str, seat: int | None, person: int | None, players: int, lang: str, what: object) -> None:
    """``line`` names ``seat`` (the person's, said to them) and no other seat."""
    assert line and line != what, (lang, what, line)
    for q in range(players):
        if q == seat and q != person:
            assert NAMES[q] in line, (lang, what, line)
        else:
            assert NAMES[q] not in line, (lang, what, line)
    for word in THIRD_PERSON[lang]:
        assert word not in line.lower(), (lang, what, line)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_of_the_koikoi_summary_names_its_seat(lang):
    reasons = koikoi_reasons()
    assert {"stop", "stop-limit", "stop-last-card", "void-teshi"} <= reasons, reasons
    lines = ids_appended(koikoi_scoring, r'(multipliers|bonuses)\.append\(\("([a-z-]+)"')
    assert lines and {key for _kind, key in lines} <= set(KOIKOI_SEATS), lines
    i18n.set_language(lang)
    for person in (None, 0, 1):
        for winner in (0, 1):
            seats = Seats(NAMES[:2], person)
            for reason in sorted(reasons):
                who = None if reason.startswith("void-") or reason == "exhausted" else winner
                for improved in (False, True):
                    said = reason_text(RoundResult(who, 6, reason), NAMES[:2], person, improved)
                    check(said, who, person, 2, lang, reason)
            for kinds, key in sorted(lines):
                kind = kinds[:-1] if kinds == "bonuses" else "multiplier"
                seat = {"winner": winner, "loser": 1 - winner, None: None}[KOIKOI_SEATS[key]]
                check(koikoi_score_line(kind, key, 2, winner, seats, 7), seat, person, 2, lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3])
def test_every_line_of_the_gostop_summary_names_its_seat(lang, players):
    lines = ids_appended(gostop_scoring, r'Line\("(\w+)", "([a-z-]+)"')
    assert lines and {key for _kind, key in lines} <= set(GOSTOP_SEATS), lines
    rules = load_gostop("matgo")
    i18n.set_language(lang)
    for person in (None, 0, 1):
        seats = Seats(NAMES[:players], person)
        for winner in range(players):
            for loser in (q for q in range(players) if q != winner):
                for plays in (None, (HandPlay(winner, 0, 0, "shake"),), (HandPlay(winner, 0, 0, "bomb"),)):
                    who = Scorers(seats, winner, loser, plays)
                    for kind, key in sorted(lines):
                        seat = winner if GOSTOP_SEATS[key] == "winner" else loser
                        check(line_name(Line(kind, key, 2, 2, count=3), rules, who), seat, person, players, lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_drawn_hand_says_each_seat_s_score_and_the_threshold(lang):
    i18n.set_language(lang)
    for players in (2, 3):
        rules = load_gostop("matgo", {"match.most_players": 3}) if players == 3 else load_gostop("matgo")
        g, _ = G.new_game(rules, 0, players)
        for person in (None, 0):
            said = nagari_words(g, Seats(NAMES[:players], person))
            for q in range(players):
                assert (NAMES[q] in said) == (q != person), (lang, said)
            threshold = rules.go.threshold_three if players == 3 else rules.go.threshold
            assert str(threshold) in said, said


def gostop_reasons() -> set[str]:
    """Every reason the Go-Stop engine ends a hand with: the second argument
    of each ``Result(...)`` made in its deal and turn, and the third of each
    ``won_outright(...)``."""
    found: set[str] = set()
    for name in ("deal", "turn"):
        tree = ast.parse(inspect.getsource(importlib.import_module(f"koikoi.games.gostop.{name}")))
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
                at = {"Result": 1, "won_outright": 2}.get(call.func.id)
                if at is not None and isinstance(call.args[at], ast.Constant):
                    found.add(call.args[at].value)
    return found


def hand_ended(g: G.GameState, result: H.Result, go: int = 0, last_turn: bool = False) -> G.GameState:
    """``g`` with its hand ended by ``result``: the winner having called Go
    ``go`` times; ``last_turn``: with no card left to play, nor flip owed."""
    h = g.hand.copy()
    h.result, h.phase = result, H.Phase.OVER
    if result.winner != NO_ONE:
        h.go_calls = tuple(go if q == result.winner else 0 for q in range(g.players))
        if last_turn:
            h.hands = tuple(0 if q == result.winner else m for q, m in enumerate(h.hands))
            h.flips_left = (0,) * g.players
    return dataclasses.replace(g, hand=h)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3])
def test_every_way_a_go_stop_hand_ends_is_said_from_the_player_s_side(lang, players):
    """The Go-Stop summary said nothing of how the hand ended (Koi-Koi's
    says "CPU stopped and scored"): each ending the engine has, said of its
    winner, each way in words of its own: Stop called (and after how many
    Go), the threshold reached on a last turn, four of a month dealt, a
    third ppuk, no one winning (nagari)."""
    reasons = gostop_reasons()
    assert reasons == {"stop", "chongtong", "three-ppuk", "nagari"}, f"a new ending to word: {reasons}"
    rules = load_gostop("matgo", {"match.most_players": 3}) if players == 3 else load_gostop("matgo")
    g, _ = G.new_game(rules, 0, players)
    i18n.set_language(lang)
    for person in (None, 0, 1):
        seats = Seats(NAMES[:players], person)
        for winner in range(players):
            pays = tuple(0 if q == winner else 7 for q in range(players))
            ways = {"stop": hand_ended(g, H.Result(winner, "stop", 7, pays)),
                    "stop after Go": hand_ended(g, H.Result(winner, "stop", 7, pays), go=2),
                    "stop on the last turn": hand_ended(g, H.Result(winner, "stop", 7, pays), last_turn=True),
                    "chongtong": hand_ended(g, H.Result(winner, "chongtong", 10, pays)),
                    "three-ppuk": hand_ended(g, H.Result(winner, "three-ppuk", 7, pays))}
            said = {way: ending_words(state, seats) for way, state in ways.items()}
            for way, line in said.items():
                check(line, winner, person, players, lang, way)
            assert len(set(said.values())) == len(said), (lang, said)
            assert "2" in said["stop after Go"], (lang, said)
        drawn = ending_words(hand_ended(g, H.Result(NO_ONE, "nagari", 0, (0,) * players)), seats)
        assert drawn == nagari_words(g, seats), (lang, drawn)



def test_a_steal_names_who_took_and_from_whom():
    """A Go-Stop steal's line names both seats, the taker as the one who
    took, in every language, for the person and for the demo (pt25 read
    Japanese "ポクを取った！CPUに紅葉のカスを取られました。": the shout
    "(I) took the ppuk!" and a passive that left the person unnamed, as if
    the person had taken the pile)."""
    steals = [(person, ev, said) for person, events, said in gostop_games() for ev in events
              if isinstance(ev, H.Stole)]
    assert steals
    found = set()
    for lang in LANGUAGES:
        i18n.set_language(lang)
        # the person robbed: Korean says 나에게서 ("from me")
        robbed = PERSON_SAID[lang] + ("|나에게서" if lang == "ko" else "")
        for person, ev, said in steals:
            lines = [m.text for m in said if ev.player == m.player]
            for seat, you in ((ev.player, PERSON_SAID[lang]), (ev.victim, robbed)):
                named = you if seat == person else re.escape(NAMES[seat])
                if not any(re.search(named, t) for t in lines):
                    found.add(f"{lang} {ev.why}: no {NAMES[seat] if seat != person else 'you'} in {lines}")
    assert not found, "\n".join(sorted(found)[:10])
