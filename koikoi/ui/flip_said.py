"""A guided match's lesson says when the card turned up from the deck for
the person did what it speaks of (issue 39, pt15: "Vous avez Sanko" came
right after the person's own flip took the last card of it, with no word
of the flip, and the player thought they had missed a move). Both games'
lessons (``koikoi/ui/<game>/lessons.py``) say it after their own words; the other seats'
flips are told by the table, in the move log's words (``Guided.told_first``).
No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.common.cards import indices
from ..games.common.seats import HUMAN
from ..games.lessons import Course
from ..i18n import _, pgettext
from .movelog import cards_words, the_card

Events = tuple[type[Any], type[Any], type[Any]]  # a game's Played, Flipped and Captured events


def since_last(course: Course, topic: str) -> int:
    """Where the lesson before the one on ``topic`` was shown (its actions are told by that one)."""
    i = next(k for k, cue in enumerate(course.cues) if cue.topic == topic)
    return course.cues[i - 1].at if i else 0


def own_flips(course: Course, topic: str, events: Events) -> list[tuple[int, tuple[int, ...]]]:
    """The cards turned up for the person in the turn they have just played, since the lesson before the one
    on ``topic``, that took cards of the field, each with the cards it took (a card turned up alone, as
    Go-Stop's bonus card, took none), in the order turned up. ``events``: the game's Played, Flipped and
    Captured events."""
    played, flipped, captured = events
    at = next(cue.at for cue in course.cues if cue.topic == topic)
    turned: list[int] = []
    taken: list[int] = []
    for k in range(at - 1, since_last(course, topic) - 1, -1):
        happened: Sequence[Any] = course.played.events[k + 1]  # the game's events, by the types given
        if any(getattr(e, "player", HUMAN) != HUMAN for e in happened):
            break  # another seat's move: the person's turn began after it
        turned = [e.card for e in happened if isinstance(e, flipped)] + turned
        taken += [e.cards for e in happened if isinstance(e, captured)]
        if any(isinstance(e, played) for e in happened):
            break  # the card played from the hand: the start of the person's turn
    out = []
    for card in turned:
        took = tuple(c for mask in taken if mask >> card & 1 for c in indices(mask) if c != card)
        if took:
            out.append((card, took))
    return out


def flip_took(card: int, took: tuple[int, ...], game: str) -> str:
    """That the card turned up from the deck for the person took ``took``, in a sentence."""
    named = the_card(card, game)
    cards = cards_words(took, game)
    if game == "gostop":
        # TRANSLATORS: Go-Stop's guided game: a lesson's first words when the card turned up from the deck for the
        # player has just taken cards (what the lesson then speaks of); {card} "the Pine bright", {cards} what it
        # took ("the Pine plain card")
        return pgettext("gostop", "The card you turned up from the deck, {card}, took {cards}.").format(
            card=named, cards=cards)
    # TRANSLATORS: the guided match: a lesson's first words when the card turned up from the deck for the player has
    # just taken cards (what the lesson then speaks of: a yaku it made); {card} "the Pampas moon", {cards} what it
    # took ("the Pampas plain card")
    return _("The card you turned up from the deck, {card}, took {cards}.").format(card=named, cards=cards)


def flips_told(course: Course, topic: str, events: Events, game: str) -> str:
    """What the cards turned up for the person took, in the turn the lesson on ``topic`` follows ("" for none)."""
    return " ".join(flip_took(card, took, game) for card, took in own_flips(course, topic, events))
