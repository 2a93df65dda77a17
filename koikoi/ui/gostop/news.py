"""What a Go-Stop banner says under its shout: a sentence naming the seat
from the player's side ("CPU 1 made a ppuk: the three Plum cards stay
piled on the field", "CPU took the ppuk pile you made"), never a seat's
name alone on a line; and the banner of another seat's move, which stays
until it can be read (:data:`~koikoi.ui.table.banner.READ_S`) with the
table waiting for it, so that the moves of two computers, passing one
after the other, are each read."""

from __future__ import annotations

from ...games.common.cards import indices
from ...games.gostop import deck
from ...games.gostop.turn import month
from ...i18n import N_, _, ngettext, pgettext
from ..gostop_words import SHOUTS
from ..seat_words import Seats, in_sentence
from ..movelog import cards_words
from ..table.banner import READ_S
from ..words import GostopWords, flower
from .view import GostopParts

# The sentence under a shout the capture of a turn makes (the ppuk pile's, which names its maker, is apart).
TAKES = {
    # TRANSLATORS: Go-Stop: under the banner "Jjok!": the card turned up took the card its player had just laid
    "jjok": (N_("Your flip took the card you had just played."), N_("{name}'s flip took the card it had just played.")),
    # TRANSLATORS: Go-Stop: under the banner "Ttadak!": the card played and the card turned up took the field's pair
    "ttadak": (N_("You took all four cards of a month in one turn."),
               N_("{name} took all four cards of a month in one turn.")),
    # TRANSLATORS: Go-Stop: under the banner "Sseul!": the turn took every card on the field
    "sseul": (N_("You cleared the field."), N_("{name} cleared the field.")),
    # TRANSLATORS: Go-Stop: under the banner "Last card: no ppuk": the player's last turn took the three cards
    "last-card": (N_("You took all three cards."), N_("{name} took all three cards.")),
}


def seats(t: GostopParts) -> Seats:
    return Seats(tuple(t.short), t.person)


def tell(t: GostopParts, p: int, text: str, sub: str, seconds: float, wait: float, big: bool = False) -> float:
    """A banner about ``p``'s move: the person's own shows ``seconds`` (at
    speed 1), the table going on after ``wait``; another seat's stays
    :data:`READ_S` at least, whatever the speed, and the table waits for
    it. Returns the wait, in seconds of real time."""
    if p == t.person:
        t.say(text, sub, seconds, big=big)
        return t.secs(wait)
    t.say(text, sub, seconds, big=big, at_least=READ_S)
    return max(READ_S, t.secs(wait))


def ppuk_made(t: GostopParts, p: int, mo: int) -> str:
    """A ppuk: who made it, and what stays on the field (the move log's words)."""
    return seats(t).line(p, N_("You made a ppuk: the three {month} cards stay piled on the field."),
                         N_("{name} made a ppuk: the three {month} cards stay piled on the field."),
                         month=flower(mo, "gostop"))


def pile_taken(t: GostopParts, taker: int, maker: int | None, cards: int = 0) -> str:
    """A ppuk pile taken by the fourth card of its month: by whom, and whose
    pile it was; one's own pile taken back, with what it gave (``cards``:
    the cards taken; under rules where it steals no plain, as the Brazilian
    preset's, the cards are all it gives, and a bare "took back" said nothing
    of them)."""
    if maker is None:  # a pair piled at the deal, or a pile made before the game was taken up
        # TRANSLATORS: Go-Stop: under the banner "The pile is taken!": a pile of three on the field taken with
        # the fourth card of its month
        return seats(t).line(taker, N_("You took the pile with the fourth card of its month."),
                             N_("{name} took the pile with the fourth card of its month."))
    if maker == taker:
        if cards:
            # TRANSLATORS: Go-Stop: a player took back the ppuk pile they made, with the fourth card of its month;
            # {cards} what it gave ("the Pine crane, the Pine poetry ribbon and the two pine plain cards")
            return seats(t).line(taker, N_("You took back your own ppuk pile: {cards}."),
                                 N_("{name} took back its own ppuk pile: {cards}."),
                                 cards=cards_words(indices(cards), GostopWords(t.rules.doubles_mask)))
        return seats(t).line(taker, N_("You took back your own ppuk pile."), N_("{name} took back its own ppuk pile."))
    if maker == t.person:
        return in_sentence(_("{name} took the ppuk pile you made."), t.short[taker])
    return seats(t).line(taker, N_("You took the ppuk pile {maker} made."), N_("{name} took the ppuk pile {maker} made."),
                         maker=t.short[maker])


def taken_said(t: GostopParts, p: int, how: str, cards: int, maker: int | None) -> str:
    """The sentence under the shout a capture makes (``how``: "jjok", "ppuk-pile"...)."""
    if how == "ppuk-pile":
        return pile_taken(t, p, maker, cards)
    mine, theirs = TAKES[how]
    return seats(t).line(p, mine, theirs)


def pile_maker(t: GostopParts, cards: int) -> int | None:
    """Who made the ppuk pile ``cards`` take, as the table knew it before their action."""
    first = next((c for c in range(deck.FIRST_BONUS) if cards >> c & 1), None)
    return None if first is None else t.pile_makers.get(month(first))


def with_shout(how: str, said: str) -> str:
    """A shout and its sentence as one line ("Jjok! CPU 2's flip took the card it had just played.")."""
    return with_sentence(_(SHOUTS[how]), said)


def with_sentence(first: str, second: str) -> str:
    """Two sentences, translated, as one line."""
    return pgettext("two sentences", "{first} {second}").format(first=first, second=second)


def bombed_said(t: GostopParts, p: int, cards: int) -> str:
    """A bomb: who, with which month (the move log's words)."""
    mo = month(next(c for c in range(deck.FIRST_BONUS) if cards >> c & 1))
    return seats(t).line(p, N_("You bombed with the {month} cards and took all four."),
                         N_("{name} bombed with the {month} cards and took all four."), month=flower(mo, "gostop"))


def go_news(seats: Seats, calls: tuple[int, ...], told: tuple[int, ...]) -> str:
    """The Go calls made since the person's last turn, each seat's with its
    count this hand ("CPU 1 called Go (2 Go this hand)."), for the status
    line of the person's turn: the banner alone, gone in a second or two,
    was missed (cold playtest pt15). "" where there is none."""
    said = []
    for p, (n, before) in enumerate(zip(calls, told)):
        if n > before:
            go = ngettext("{n} Go", "{n} Go", n).format(n=n)
            # TRANSLATORS: Go-Stop: the status line on the player's turn after a player called Go; {go} how many
            # Go they have called this hand ("2 Go")
            said.append(seats.line(p, N_("You called Go ({go} this hand)."),
                                   N_("{name} called Go ({go} this hand)."), go=go))
    return " ".join(said)
