"""The move log's mechanism, for both games: the moves of a round (or a
hand) in words, built from the engine's events as the table receives them,
so it holds only what every player saw.

What both games share is here: a move (one line of the log, with the cards
it moved), the cards a sentence names, a sentence whose subject is the
person at the screen or another player, and a play or a flip whose outcome
is still to come when it is written down. Each game words its own events:
Koi-Koi's :class:`~koikoi.ui.koikoi.movelog.KoikoiMoveLog`, Go-Stop's
:class:`~koikoi.ui.gostop.movelog.GostopMoveLog`. No pygame here: the logs
are tested on their own.
"""

from __future__ import annotations

import copy as _copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from ..games.common.cards import CARD_IDS, KIND_OF, MONTH_OF, Kind
from ..i18n import npgettext, pgettext
from .seat_words import Seats, in_sentence
from .words import card_words, flower, listing

Names = Callable[[], tuple[str, ...]]


@dataclass
class Move:
    """One line of the log. ``player`` is None for what the table does
    (the deal, a refill, the end). Its words are looked up when it is
    shown (``text``), so the log reads in the language spoken then."""

    player: int | None
    words: Callable[[], str]
    cards: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        return self.words()


def the_card(card: int, game: str = "koikoi") -> str:
    """A card with its article, as a list of cards names it: "the Pine crane"."""
    # TRANSLATORS: a card named in a sentence; {card} is its name ("Pine crane"). Give it the article your
    # language needs there, or none: the move log lists cards this way ("the Pine crane and the Pine plain card").
    return pgettext("card", "the {card}").format(card=card_words(card, game))


def like_cards(card: int, n: int, game: str = "koikoi") -> str:
    """``n`` (2 or more) cards named alike, the plain cards of a month, said once: "the two paulownia plain cards"."""
    count = {
        # TRANSLATORS: how many like cards a sentence names ("the two paulownia plain cards"), in the form
        # your language gives the number beside "cards"
        2: pgettext("cards", "two"), 3: pgettext("cards", "three"), 4: pgettext("cards", "four"),
    }.get(n, str(n))
    fl = flower(MONTH_OF[card], game)
    if game == "gostop":
        # TRANSLATORS: Go-Stop: like plain cards of a month named at once ("the two paulownia plain cards"), as
        # a Go-Stop player says them; {count} is "two", {flower} the month's flower
        return npgettext("gostop card", "the {count} {flower} plain card", "the {count} {flower} plain cards",
                         n).format(count=count, flower=fl)
    # TRANSLATORS: like plain cards of a month named at once ("the two paulownia plain cards"); {count} is "two",
    # {flower} the month's flower
    return npgettext("card", "the {count} {flower} plain card", "the {count} {flower} plain cards",
                     n).format(count=count, flower=fl)


def cards_words(cards: Iterable[int], game: str = "koikoi") -> str:
    """"the Pine crane", "the Pine crane and the Pine plain card"; cards
    named alike (the plain cards of a month) said once, counted: "the
    Pine crane and the two pine plain cards"."""
    groups: dict[str, list[int]] = {}
    for c in cards:
        groups.setdefault(card_words(c, game), []).append(c)
    said = []
    for like in groups.values():
        alike = len(like) > 1 and like[0] < len(CARD_IDS) and KIND_OF[like[0]] is Kind.PLAIN
        said += [like_cards(like[0], len(like), game)] if alike else [the_card(c, game) for c in like]
    return listing(said)


@dataclass(frozen=True)
class Later:
    """Words formatted into a sentence when it is shown (so in the language spoken then)."""

    words: Callable[[], str]

    def __str__(self) -> str:
        return self.words()


def named_cards(cards: tuple[int, ...], game: str = "koikoi") -> Later:
    """Cards to name in a sentence, named when it is formatted."""
    return Later(lambda: cards_words(cards, game))


@dataclass
class Opened:
    """A play or a flip whose outcome may still be to come, and then its outcome."""

    verb: str  # "played" or "flipped"
    card: int
    ending: str = ""  # "" (not known yet), "stayed" (on the field), "took", or one of a game's own
    taken: tuple[int, ...] = ()


LogT = TypeVar("LogT", bound="MoveLog")


class MoveLog(ABC):
    """The moves of the round (or hand) in play; a new deal starts it
    afresh. ``names`` gives the players' names in the language spoken
    ("You", "CPU"), asked each time a move is shown; ``person`` is the seat
    the person at the screen plays (None: the demo)."""

    card_game = "koikoi"  # whose words name the cards (:func:`~koikoi.ui.words.card_words`)

    def __init__(self, names: Names, person: int | None) -> None:
        self.names = names
        self.person = person
        self.moves: list[Move] = []
        self.opened: list[tuple[Move, Opened]] = []  # the plays and flips whose outcome may still change

    def add(self, events: Iterable[object]) -> None:
        for ev in events:
            self.add_event(ev)

    @abstractmethod
    def add_event(self, ev: object) -> None:
        """One of the engine's events, in words (most events make one move)."""

    @abstractmethod
    def title(self) -> str:
        """The log's heading, in the language spoken: "Moves  ·  round 2"."""

    @abstractmethod
    def empty(self) -> str:
        """What the log says before its first move."""

    @abstractmethod
    def resumed(self) -> None:
        """A saved game taken up mid-round: its earlier moves were not seen here."""

    def kept(self: LogT) -> LogT:
        """A copy of the log as it stands, which the next round's moves leave as it is."""
        copy = _copy.copy(self)
        copy.moves, copy.opened = list(self.moves), list(self.opened)
        return copy

    def restart(self) -> None:
        """A new round (or hand): the moves of the last one go."""
        self.moves.clear()
        self.opened.clear()

    def say(self, player: int | None, words: Callable[[], str], cards: tuple[int, ...] = ()) -> Move:
        move = Move(player, words, cards)
        self.moves.append(move)
        return move

    def by(self, player: int, mine: str, theirs: str, computer: str = "", **fields: object) -> Callable[[], str]:
        """A sentence whose subject is ``player``, looked up when shown:
        ``mine`` ("You ...") when it is the person at the screen,
        ``computer`` (if given) when it is the lone computer, else ``theirs``
        with the player's ``{name}``. Each is marked with ``N_`` where it is
        written."""
        return lambda: Seats(self.names(), self.person).line(player, mine, theirs, computer, **fields)

    def open(self, player: int, verb: str, card: int) -> Opened:
        """A play or a flip of ``card``, written down before its outcome is known."""
        opened = Opened(verb, card)
        mine = player == self.person

        def said() -> str:
            return in_sentence(self.play_text(opened, mine), self.names()[player],
                                                       card=cards_words((card,), self.card_game),
                                                       cards=cards_words(opened.taken, self.card_game))

        self.opened.append((self.say(player, said, (card,)), opened))
        return opened

    def close(self, card: int, ending: str, taken: tuple[int, ...] = ()) -> bool:
        """End the open play or flip of ``card`` with what became of it (the
        cards it took shown beside it); False when none of ``card`` is open."""
        for i, (move, opened) in enumerate(self.opened):
            if opened.card == card:
                del self.opened[i]
                opened.ending, opened.taken = ending, taken
                move.cards = (card, *taken)
                return True
        return False

    @abstractmethod
    def play_text(self, opened: Opened, mine: bool) -> str:
        """A play or a flip in words, with what became of its card once
        that is known; ``{name}``, ``{card}`` and ``{cards}`` (what it took)
        to be filled."""
