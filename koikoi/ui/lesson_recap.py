"""What another seat has just done, told by the lesson that opens after it
in a guided match, for either game (issue 39, pt18: the lessons began
"방금 전: CPU: …", a log's lines with a lone "CPU:" at a line's end).

A recap is sentences said from the person's side ("The CPU just played
the Maple plain card, which stayed on the field. Then it turned up the
Willow swallow and took the Willow rain man."), each about the seat by
:func:`~koikoi.ui.seat_words.named` (the lone computer in a message of its
own, another seat by its ``{name}``), read off the engine's events of the
seat's actions: never the move log's lines, which Korean writes as a log
("CPU: …"). What a recap leaves out (a round ended otherwise than by a
stop, a bomb, a shake) the table and the summary say. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.common.cards import indices
from ..games.gostop import state as G
from ..games.koikoi import state as K
from ..games.lessons import Course
from ..games.matchrecord import GAMES
from ..i18n import N_, _, ngettext, pgettext
from .movelog import cards_words
from .seat_words import named
from .words import GostopWords, listing

# each sentence: the lone computer's message, then another seat's (with its {name})
PLAYED_STAYED = (N_("The CPU just played {card}, which stayed on the field."),
                 N_("{name} just played {card}, which stayed on the field."))
TURNED_STAYED = (N_("Then it turned up {card}, which stayed on the field."),
                 N_("Then {name} turned up {card}, which stayed on the field."))
SWAPPED = (N_("The CPU just swapped hands."), N_("{name} just swapped hands."))
KEPT = (N_("The CPU just kept the hand it was dealt."), N_("{name} just kept the hand it was dealt."))
KOIKOI = (N_("Then the CPU called koi-koi, to play on."), N_("Then {name} called koi-koi, to play on."))
STOPPED = (N_("Then the CPU stopped, and scored."), N_("Then {name} stopped, and scored."))
STOLE = (N_("The CPU also took {cards} from you."), N_("{name} also took {cards} from you."))


def took(game: str, turned: bool) -> tuple[str, str]:
    """The sentence of a card played (or turned up, ``turned``) that took cards, in the game's own verb."""
    if game == "gostop":
        if turned:
            # TRANSLATORS: Go-Stop's guided game: what the CPU has just done, told before a lesson; {card} the card
            # turned up from the deck, {cards} what it took
            return (pgettext("gostop", "Then it turned up {card} and took {cards}."),
                    pgettext("gostop", "Then {name} turned up {card} and took {cards}."))
        # TRANSLATORS: Go-Stop's guided game: what the CPU has just done, told before a lesson
        return (pgettext("gostop", "The CPU just played {card} and took {cards}."),
                pgettext("gostop", "{name} just played {card} and took {cards}."))
    if turned:
        # TRANSLATORS: the guided match: what the CPU has just done, told before a lesson; {card} the card turned
        # up from the deck, {cards} what it took
        return _("Then it turned up {card} and took {cards}."), _("Then {name} turned up {card} and took {cards}.")
    # TRANSLATORS: the guided match: what the CPU has just done, told before a lesson
    return _("The CPU just played {card} and took {cards}."), _("{name} just played {card} and took {cards}.")


def told(course: Course, person: int, at: int, since: int, short: Sequence[str]) -> str:
    """What the other seats did in the script's actions from ``since`` to ``at`` (back to the person's last), in
    sentences: each seat's actions in a row, told by :func:`recap`; "" when none moved."""
    engine = GAMES[course.script.game]
    runs: list[tuple[int, list[object]]] = []
    k = at - 1
    while k >= since:
        mover = engine.to_move(course.state_at(k))
        if mover is None:  # the table's step (a card turned up, a deal): the seat its events are about
            seats = {p for e in course.played.events[k + 1] if isinstance(p := getattr(e, "player", None), int)}
            mover = seats.pop() if len(seats) == 1 else None
        if mover is None or mover == person:
            break
        if runs and runs[0][0] == mover:
            runs[0][1][:0] = course.played.events[k + 1]
        else:
            runs.insert(0, (mover, list(course.played.events[k + 1])))
        k -= 1
    rules = getattr(course.state_at(at), "rules", None)
    return " ".join(recap(events, seat, short[seat], course.script.game, rules) for seat, events in runs).strip()


def said(pair: tuple[str, str], name: str, **fields: object) -> str:
    """A sentence about the seat named ``name``, from its English pair (marked with ``N_``)."""
    return named(name, _(pair[0]), _(pair[1]), **fields)


def recap(events: Sequence[object], seat: int, name: str, game: str, rules: Any = None) -> str:
    """What ``seat`` (named ``name``) did in ``events``, the engine's events of its actions since the person's
    last, in sentences; "" when nothing there is told. ``rules``: the rules in force (Koi-Koi's, whose yaku are
    named; Go-Stop's, whose double plains are)."""
    words = GostopWords(rules.doubles_mask) if game == "gostop" and rules is not None else game
    out: list[str] = []
    for i, ev in enumerate(events):
        if getattr(ev, "player", seat) != seat:
            continue
        if isinstance(ev, (K.Played, K.Flipped, G.Played, G.Flipped)):
            turned = isinstance(ev, (K.Flipped, G.Flipped))
            # what became of it: the first event after it that lays it on the field or takes it
            end = next((c for c in events[i + 1:] if (isinstance(c, K.Laid) and c.card == ev.card) or
                        (isinstance(c, (K.Captured, G.Captured)) and c.player == seat and c.cards >> ev.card & 1)),
                       None)
            taken = end.cards if isinstance(end, (K.Captured, G.Captured)) else 0
            rest = tuple(c for c in indices(taken) if c != ev.card)
            fields = {"card": cards_words((ev.card,), words)}
            if rest:
                out.append(named(name, *took(game, turned), cards=cards_words(rest, words), **fields))
            else:
                out.append(said(TURNED_STAYED if turned else PLAYED_STAYED, name, **fields))
        elif isinstance(ev, K.Swapped):
            out.append(said(SWAPPED if ev.swapped else KEPT, name))
        elif isinstance(ev, K.YakuMade) and rules is not None:
            out.append(yaku_now(ev, name, rules))
        elif isinstance(ev, K.KoiKoiCalled):
            out.append(said(KOIKOI, name))
        elif isinstance(ev, K.RoundOver) and ev.result.winner == seat and ev.result.reason == "stop":
            out.append(said(STOPPED, name))
        elif isinstance(ev, G.Stole) and ev.victim != seat:
            out.append(said(STOLE, name, cards=cards_words(tuple(indices(ev.cards)), words)))
        elif isinstance(ev, G.Called):
            if ev.go:
                # TRANSLATORS: Go-Stop's guided game: what the CPU has just done, told before a lesson
                out.append(named(name, _("Then the CPU called Go."), _("Then {name} called Go.")))
            else:
                out.append(named(name, _("Then the CPU called Stop."), _("Then {name} called Stop.")))
    return " ".join(s for s in out if s)


def yaku_now(ev: K.YakuMade, name: str, rules: Any) -> str:
    """The yaku a seat has made (or raised) with the move just told, with their points."""
    scored = [ngettext("{yaku} ({n} point)", "{yaku} ({n} points)", n).format(yaku=pgettext("yaku", y.name), n=n)
              for y, n in zip(rules.yaku, ev.points) if n]
    if not scored:
        return ""
    # TRANSLATORS: the guided match: the yaku the CPU has after the move just told ("Kasu (1 point)")
    return named(name, _("The CPU now has {yaku}."), _("{name} now has {yaku}."), yaku=listing(scored))
