"""A game of Go-Stop hand by hand, for its end (pt14: Koi-Koi's match end
lists each round, Go-Stop's summary only the last hand): each hand's
winner, how it was won (the yaku, or the rule that ended it; a drawn hand
said as nagari), its multipliers, bonuses and penalties in the words the
summary said them, the points it won and the score after it. Read from
the game played again from its deal (the match record: its states and
events), or, where that is not known, from the results the game keeps.
No pygame here."""

from __future__ import annotations

from dataclasses import dataclass

from ..games.gostop import game as G
from ..games.gostop.scoring import loser_scores
from ..games.gostop.state import NO_ONE, Result
from ..games.matchrecord import Replay
from ..i18n import N_, _, pgettext
from .gostop_words import Scorers, line_name, line_value
from .seat_words import Seats, mid_sentence
from .words import listing

# How a hand ended when no Stop decided it, in a cell.
ENDINGS = {
    # TRANSLATORS: Go-Stop's match table, how a hand ended: a drawn hand (no one won it)
    "nagari": N_("Nagari (drawn hand)"),
    # TRANSLATORS: Go-Stop's match table, how a hand ended: a player was dealt four cards of a month
    "chongtong": N_("Chongtong (four of a month dealt)"),
    # TRANSLATORS: Go-Stop's match table, how a hand ended: a player's third ppuk of the hand
    "three-ppuk": N_("Third ppuk"),
}


# A penalty (or a bonus about a loser) in a cell: its name alone, the loser named beside it at a table of three
# (the summary's whole sentence, "Gwang-bak: CPU 2 took no bright, and the winner scored with brights", made
# each row several lines tall). The names are Settings' own for the rules.
PENALTIES = {"pi-bak": N_("Pi-bak"), "gwang-bak": N_("Gwang-bak"), "meong-bak": N_("Meong-bak"), "go-bak": N_("Go-bak"),
             "no-bright": N_("No-bright bonus"), "few-plains": N_("Few plains multiply")}


@dataclass(frozen=True)
class HandRow:
    """One hand of the game, as the match table says it."""

    number: int
    winner: int | None  # None: a drawn hand (nagari)
    who: str  # the winner's name, or "no winner"
    how: str  # the yaku made, or the rule that ended the hand
    multipliers: str  # every bonus, multiplier and penalty, with its value ("Shake ×2, Pi-bak: ... ×2"), or ""
    points: int  # what the winner gained: every loser's payment, times the stakes
    scores: tuple[int, ...]  # the game's score after this hand


def hand_rows(replay: Replay | None, game: G.GameState, seats: Seats) -> list[HandRow]:
    """Every hand of ``game``, from its ``replay`` where it is known (and ends where the game is), else from
    the results the game keeps (the multipliers then not known)."""
    if replay is None or not replay.states or replay.states[-1].history != game.history:
        return from_history(game, seats)
    rows: list[HandRow] = []
    for i, events in enumerate(replay.events):
        scored = next((ev for ev in events if isinstance(ev, G.HandScored)), None)
        if scored is not None:
            rows.append(row_of(replay.states[i], scored, len(rows) + 1, seats))
    return rows


def row_of(g: G.GameState, scored: G.HandScored, number: int, seats: Seats) -> HandRow:
    """The row of the hand just over in ``g``, which ``scored`` scored."""
    h = g.hand
    result = g.history[-1]
    w = None if result.winner == NO_ONE else result.winner
    how, parts = ended(result), []
    if w is not None and result.reason == "stop":
        scores = loser_scores(g.rules, h.captures, w, h.go_calls, h.shakes[w], h.cup)
        yaku = [line_name(ln, g.rules, Scorers(seats, w, scores[0][0], g.plays)) for ln in scores[0][1].yaku]
        how = listing(yaku)
        for q, score in scores:
            for ln in score.lines:
                if ln.kind == "yaku":
                    continue
                if ln.id in PENALTIES:
                    what = _(PENALTIES[ln.id])
                    if len(scores) > 1 and ln.id != "meong-bak":  # which loser it is about
                        # TRANSLATORS: Go-Stop's match table, Multipliers column: a penalty and the loser it was on
                        # ("Pi-bak (CPU 2)")
                        # the name held on one line: "Pi-bak (CPU" over "2) ×2" read as two seats
                        name = seats.names[q].replace(" ", "\u00a0")
                        what = pgettext("match table", "{what} ({name})").format(what=what, name=name)
                else:
                    what = line_name(ln, g.rules, Scorers(seats, w, q, g.plays))
                said = what if line_value(ln) in what else value_said(what, line_value(ln))  # said once
                if said not in parts:
                    parts.append(said)
    if w is not None and scored.stakes > 1:
        # TRANSLATORS: Go-Stop's match table, Multipliers column: the hand was worth more after drawn hands
        # before it ({n}: 2, 4...)
        parts.append(_("after nagari ×{n}").format(n=scored.stakes))
    return HandRow(number, w, who(w, seats), how, joined(parts), scored.points, tuple(g.scores))


def from_history(game: G.GameState, seats: Seats) -> list[HandRow]:
    """The hands from the results the game keeps: the winner, how, what each loser paid times the stakes
    (doubled by the drawn hands before, where the rules say so)."""
    rows, running, stakes = [], [0] * game.players, 1
    for i, result in enumerate(game.history):
        w = None if result.winner == NO_ONE else result.winner
        points = 0
        if w is not None:
            points = sum(result.payments) * stakes
            running[w] += points
            stakes = 1
        elif game.rules.end.nagari_doubles:
            stakes *= 2
        rows.append(HandRow(i + 1, w, who(w, seats), ended(result) if result.reason != "stop" else "", "", points,
                            tuple(running)))
    return rows


def who(w: int | None, seats: Seats) -> str:
    # TRANSLATORS: in the match table's Winner column: the round was played, and nobody won it
    return _("no winner") if w is None else seats.names[w]


def ended(result: Result) -> str:
    return _(ENDINGS[result.reason]) if result.reason in ENDINGS else ""


def value_said(what: str, value: str) -> str:
    """A line of the score in a cell, with what it does ("Pi-bak: the CPU took only 4 plains ×2")."""
    # TRANSLATORS: Go-Stop's match table, Multipliers column: a bonus, multiplier or penalty, then its value
    # ("You shook ×2", "You called Go once +1")
    return pgettext("match table", "{what} {value}").format(what=what, value=value)


def joined(items: list[str]) -> str:
    """Items in a cell, with the separator of the language's lists ("a, b, c")."""
    out = items[0] if items else ""
    for item in items[1:]:  # each after the first inside the line, its seat's name not capitalised
        out = pgettext("list", "{list}, {item}").format(list=out, item=mid_sentence(item))
    return out
