"""Lines about a seat, said from the player's side: the one place that
turns "seat 1 called koi-koi" into "You called koi-koi" or "CPU called
koi-koi", for both games' move logs, summaries, banners and lessons.

A seat is named by its display name (the person "You", the computer "CPU",
at a table of three "CPU 1" and "CPU 2"; a friend's name over the network,
later). Where the subject changes the grammar, the person has a message of
its own ("You called koi-koi") and every other seat one with ``{name}``
("{name} called koi-koi"): never a name put into a sentence written for
another subject, never a third person ("the opponent") where a seat is meant.
The lone computer of a two-seat table ("CPU") is a common noun inside a
sentence ("if the CPU stops first", "Pi-bak: the CPU took only 4 plains"):
a sentence that names a seat mid-way has a message of its own for it too,
while a name that stands alone ("CPU 1", a friend's) fits ``{name}``; a
language that says a computer with an article says "CPU 1" with it too
(Brazilian Portuguese "a CPU 1", "Vez da CPU 1": :func:`sentence_name`).
No pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import N_, _, articles, korean, language, ngettext, pgettext


@dataclass(frozen=True)
class Seats:
    """The seats' display names, in seat order, in the language spoken, and
    the seat the person at the screen plays (None: no one, as in the demo,
    where every seat is spoken of by its name)."""

    names: tuple[str, ...]
    person: int | None

    def line(self, seat: int, mine: str, theirs: str, computer: str = "", **fields: object) -> str:
        """A sentence about ``seat``: ``mine`` (the English of the person's
        message, marked with ``N_`` where written) when it is the person's,
        ``computer`` (if given) when it is the lone computer's, else
        ``theirs`` with the seat's ``{name}``; translated here."""
        if seat == self.person:
            return korean.fill(_(mine), **fields)
        if computer and lone_computer(self.names[seat]):
            return korean.fill(_(computer), **fields)
        return in_sentence(_(theirs), self.names[seat], **fields)

    def said(self, seat: int, mine: str, theirs: str, computer: str = "", **fields: object) -> str:
        """As :meth:`line`, with the messages translated already (as a
        sentence that counts is, by ``ngettext``)."""
        if seat == self.person:
            return korean.fill(mine, **fields)
        if computer and lone_computer(self.names[seat]):
            return korean.fill(computer, **fields)
        return in_sentence(theirs, self.names[seat], **fields)


def in_sentence(message: str, name: str, **fields: object) -> str:
    """``message`` (translated) with the seat's ``{name}``: a computer's as a
    sentence calls it in the language (French says "l’ordinateur a joué…",
    not "CPU a joué…"; Brazilian Portuguese "a CPU 1 jogou", "Vez da CPU 1";
    English keeps "CPU"), its first letter a capital where it starts a
    sentence (the line's first, or one after a shout: "Bombe ! L’ordinateur
    vous a pris…"). Other seats keep their display names (a friend's);
    Korean particles fit them ("CPU 1이")."""
    return seats_in_sentence(message, {"name": name}, **fields)


def seats_in_sentence(message: str, seats: dict[str, str], **fields: object) -> str:
    """As :func:`in_sentence`, for a message naming several seats, each
    ``seats`` field by its display name ("{payer} pays for you")."""
    called: dict[str, str] = {}
    for field, name in seats.items():
        message, filled = articles.joined(message, field, sentence_name(name))
        message = articles.elided(message, field, filled[field], language())
        called.update(filled)
    text = korean.fill(message, **called, **fields)
    for field, name in seats.items():
        said = called[field]
        if said == name:
            continue
        found = re.search(r"(?<![\w’'])" + re.escape(said), text)
        if found is None:
            continue
        before = text[:found.start()].strip()
        if not before or before.endswith(SENTENCE_ENDS):
            # it starts the sentence, or one after a shout ("Bomb! The CPU took...")
            text = text[:found.start()] + said[:1].upper() + said[1:] + text[found.end():]
    return text


def sentence_name(name: str) -> str:
    """How a sentence calls the seat of display name ``name``: the computer's
    in the language's words ("a CPU", "a CPU 1" in Brazilian Portuguese;
    "l’ordinateur" in French), any other as it is."""
    if lone_computer(name):
        # TRANSLATORS: the one computer at a table of two, named inside a sentence ("{name} played the Pine crane",
        # "took the Pine crane from {name}"); its display name is "CPU". French: "l’ordinateur" (a capital is put
        # where it starts a sentence); Brazilian Portuguese: "a CPU"
        return pgettext("computer in a sentence", "CPU")
    if name == _("CPU 1"):
        # TRANSLATORS: the first of two computers at a table of three, named inside a sentence ("{name} played
        # the Pine crane", "{name}'s turn"), its display name "CPU 1"; as "CPU" in a sentence: Brazilian
        # Portuguese "a CPU 1" (said "Vez da CPU 1", "A CPU 1 jogou"); French keeps its name "Ordi 1"
        return pgettext("computer in a sentence", "CPU 1")
    if name == _("CPU 2"):
        # TRANSLATORS: the second computer at a table of three, as "CPU 1" in a sentence (Brazilian
        # Portuguese "a CPU 2")
        return pgettext("computer in a sentence", "CPU 2")
    return name


SENTENCE_ENDS = (".", "!", "?", "\u3002", "\uff01", "\uff1f")  # and the full-width ones of Japanese


def mid_sentence(text: str) -> str:
    """``text``, said by :func:`in_sentence` as a sentence of its own, set
    inside a longer line (after a list's comma, in brackets): a computer's
    name in a sentence without the capital it took at the start ("…, a CPU
    sacudiu ×2", not "…, A CPU sacudiu ×2")."""
    for name in (_("CPU"), _("CPU 1"), _("CPU 2")):
        called = sentence_name(name)
        capital = called[:1].upper() + called[1:]
        if capital != called and text.startswith(capital):
            return called + text[len(capital):]
    return text


def lone_computer(name: str) -> bool:
    """Whether ``name`` is the display name of the one computer at a table
    of two ("CPU"), which a sentence calls "the CPU" in a message of its own."""
    return name == _("CPU")


def named(name: str, computer: str, other: str, **fields: object) -> str:
    """A sentence about a seat other than the person's, by its display
    ``name``: ``computer`` (translated) for the lone computer, else ``other``
    (translated) with ``{name}``."""
    if lone_computer(name):
        return korean.fill(computer, **fields)
    return in_sentence(other, name, **fields)


def seats_of(names: Sequence[str], person: int | None) -> Seats:
    return Seats(tuple(names), person)


# --- Koi-Koi's score: each multiplier and bonus, with the seat it is about ------------------------------------

def koikoi_score_line(kind: str, key: str, value: int, winner: int, seats: Seats, threshold: int = 7) -> str:
    """A multiplier's (``kind`` "multiplier") or a bonus's ("bonus") line
    of a Koi-Koi score, by its id, said of the seat it is about: the
    winner's own koi-koi calls, the loser's ("CPU called koi-koi"), the
    points that doubled it. ``value`` is its factor or its points;
    ``threshold`` the rules' points for "7 or more"."""
    loser = 1 - winner
    if key == "seven-plus":
        # TRANSLATORS: a multiplier of a Koi-Koi score: the yaku made {n} points or more (the rules' threshold)
        return ngettext("{n} point or more", "{n} points or more", threshold).format(n=threshold)
    if key == "field-brights":
        # TRANSLATORS: a multiplier of a Koi-Koi score: brights lay on the field when the cards were dealt
        return _("Brights on the field at the deal")
    if key in ("own-koikoi", "opponent-koikoi"):
        # TRANSLATORS: a multiplier of a Koi-Koi score: this player had called koi-koi in the round
        return seats.line(winner if key == "own-koikoi" else loser, N_("You called koi-koi"),
                          N_("{name} called koi-koi"))
    if key in ("nth-koikoi", "koikoi-bonus"):
        if kind == "bonus":
            calls = value  # a point for each call
        else:
            # nth: ×(calls + 1); the bonus from the fourth call on: ×(calls - 2)
            calls = value - 1 if key == "nth-koikoi" else value + 2
        # TRANSLATORS: a multiplier or bonus of a Koi-Koi score, for the winner's koi-koi calls; {n} how many
        return seats.said(winner, ngettext("You called koi-koi once", "You called koi-koi {n} times", calls),
                          ngettext("{name} called koi-koi once", "{name} called koi-koi {n} times", calls), n=calls)
    if key == "opponent-seven-plus":
        # TRANSLATORS: a multiplier of a Koi-Koi score: the loser too had yaku worth {n} points or more
        return seats.said(
            loser, ngettext("You had {n} point or more too", "You had {n} points or more too", threshold),
            ngettext("{name} had {n} point or more too", "{name} had {n} points or more too", threshold), n=threshold)
    if key == "forfeit-koikoi":
        # TRANSLATORS: a bonus of a Koi-Koi score: the loser had called koi-koi, and its yaku's points go to
        # the winner
        return seats.line(loser, N_("You called koi-koi and lost your yaku"),
                          N_("{name} called koi-koi and lost its yaku"))
    return key

