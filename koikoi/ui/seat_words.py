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
while a name that stands alone ("CPU 1", a friend's) fits ``{name}``.
No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import N_, _, korean, ngettext, pgettext


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
    """``message`` (translated) with the seat's ``{name}``: the lone
    computer's as a sentence calls it in the language (French says
    "l’ordinateur a joué…", not "CPU a joué…"; English keeps "CPU"), its
    first letter a capital where it starts a sentence (the line's first, or
one after a shout: "Bombe ! L’ordinateur vous a pris…"). Other seats keep
    their display names ("CPU 1", a friend's); Korean particles fit them ("CPU 1이")."""
    if not lone_computer(name):
        return korean.fill(message, name=name, **fields)
    # TRANSLATORS: the one computer at a table of two, named inside a sentence ("{name} played the Pine crane",
    # "took the Pine crane from {name}"); its display name is "CPU". French: "l’ordinateur" (a capital is put
    # where it starts a sentence); Brazilian Portuguese: "a CPU"
    called = pgettext("computer in a sentence", "CPU")
    text = korean.fill(message, name=called, **fields)
    at = text.find(called)
    before = text[:at].strip()
    if at < 0 or (before and not before.endswith(SENTENCE_ENDS)):
        return text
    # it starts the sentence, or one after a shout ("Bomb! The CPU took...")
    return text[:at] + called[:1].upper() + called[1:] + text[at + len(called):]


SENTENCE_ENDS = (".", "!", "?", "\u3002", "\uff01", "\uff1f")  # and the full-width ones of Japanese


def mid_sentence(text: str) -> str:
    """``text``, said by :func:`in_sentence` as a sentence of its own, set
    inside a longer line (after a list's comma, in brackets): the lone
    computer's name in a sentence without the capital it took at the start
    ("…, a CPU sacudiu ×2", not "…, A CPU sacudiu ×2")."""
    called = pgettext("computer in a sentence", "CPU")
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

