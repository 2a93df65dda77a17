"""How the sake cup counted in a Go-Stop hand's score, said under its
summary: the cup lies in one pile, and counts there as an animal or as a
double plain; a loser holding a cup not yet chosen counts it the way that
costs them least (a double plain may lift them out of pi-bak), which the
table must say, not leave to be guessed from a box's count. No pygame here.
"""

from __future__ import annotations

from ..games.gostop.rules import CUP_ANIMAL, CUP_OPEN, CUP_PLAIN, GoStopRules
from ..games.gostop.scoring import SAKE, HandScore, loser_scores
from ..games.gostop.state import HandState
from ..i18n import N_, _, ngettext
from .gostop_words import pi_count
from .seat_words import Seats


def cup_holder_plain(captures: tuple[int, ...] | list[int], winner: int,
                     scores: list[tuple[int, HandScore]]) -> tuple[int, bool] | None:
    """Who holds the sake cup and whether it counted as a double plain in
    the hand's score (the winner's way against the first loser, whose yaku
    the summary shows; a loser's own way in their score); None: no one's."""
    holder = next((p for p, c in enumerate(captures) if c & SAKE), None)
    if holder is None or not scores:
        return None
    if holder == winner:
        plain = scores[0][1].sake_as_plain
    else:
        plain = next((sc.loser_sake_as_plain for q, sc in scores if q == holder), None)
    return None if plain is None else (holder, plain)


def spared(rules: GoStopRules, h: HandState, winner: int, holder: int, plain: bool) -> str:
    """What the holding loser's way of counting the cup spared them: the
    charge ("pi-bak", "few-plains") their score would have had, had the cup
    counted the other way; "" when none, or the cup is the winner's."""
    if holder == winner or len(rules.sake_ways(CUP_OPEN)) < 2:
        return ""
    other = CUP_ANIMAL if plain else CUP_PLAIN
    theirs = dict(loser_scores(rules, h.captures, winner, h.go_calls, h.shakes[winner], h.cup))[holder]
    if_other = dict(loser_scores(rules, h.captures, winner, h.go_calls, h.shakes[winner], other))[holder]
    had = {x.id for x in theirs.lines}
    return next((c for c in ("pi-bak", "few-plains") if c in {x.id for x in if_other.lines} - had), "")


def cup_words(rules: GoStopRules, h: HandState, winner: int, scores: list[tuple[int, HandScore]],
              seats: Seats) -> str:
    """The line saying how the holder's sake cup counted ("Your sake cup
    counted as a double plain: 9 plains, no pi-bak."), and, where no one
    had chosen, why that way; "" when no one holds it."""
    captures, cup = h.captures, h.cup
    found = cup_holder_plain(captures, winner, scores)
    if found is None:
        return ""
    holder, plain = found
    n = pi_count(rules, captures[holder], plain)
    charge = spared(rules, h, winner, holder, plain)
    if charge == "few-plains":
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as two plains for the loser holding it, who so
        # has {n} plains and escapes the "few plains" multiplier (×{factor}, the Brazilian rules')
        said = seats.said(holder, ngettext("Your sake cup counted as a double plain: {n} plain, no few-plains "
                                           "×{factor}.",
                                           "Your sake cup counted as a double plain: {n} plains, no few-plains "
                                           "×{factor}.", n),
                          ngettext("{name}'s sake cup counted as a double plain: {n} plain, no few-plains ×{factor}.",
                                   "{name}'s sake cup counted as a double plain: {n} plains, no few-plains "
                                   "×{factor}.", n), n=n, factor=rules.scoring.few_plains_factor)
    elif plain and charge:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as two plains for the loser holding it, who so
        # has {n} plains and pays no pi-bak (the penalty for too few plains)
        said = seats.said(holder, ngettext("Your sake cup counted as a double plain: {n} plain, no pi-bak.",
                                           "Your sake cup counted as a double plain: {n} plains, no pi-bak.", n),
                          ngettext("{name}'s sake cup counted as a double plain: {n} plain, no pi-bak.",
                                   "{name}'s sake cup counted as a double plain: {n} plains, no pi-bak.", n), n=n)
    elif plain:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as two plains for its holder, who has {n} plains
        said = seats.said(holder, ngettext("Your sake cup counted as a double plain: {n} plain.",
                                           "Your sake cup counted as a double plain: {n} plains.", n),
                          ngettext("{name}'s sake cup counted as a double plain: {n} plain.",
                                   "{name}'s sake cup counted as a double plain: {n} plains.", n), n=n)
    elif charge:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as an animal for the loser holding it, who has
        # {n} plains and pays no pi-bak (a loser with no plain at all is spared it)
        said = seats.said(holder, ngettext("Your sake cup counted as an animal: {n} plain, no pi-bak.",
                                           "Your sake cup counted as an animal: {n} plains, no pi-bak.", n),
                          ngettext("{name}'s sake cup counted as an animal: {n} plain, no pi-bak.",
                                   "{name}'s sake cup counted as an animal: {n} plains, no pi-bak.", n), n=n)
    else:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as an animal for its holder
        said = seats.said(holder, _("Your sake cup counted as an animal."),
                          _("{name}'s sake cup counted as an animal."))
    if len(rules.sake_ways(CUP_OPEN)) < 2:
        # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: these rules count it one way only
        # (no one chose)
        return said + " " + _("These rules count it only that way.")
    if cup != CUP_OPEN:  # who chose: the sentence before says how it counted, never who counted it
        # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: its holder chose that way during the hand
        return said + " " + seats.line(holder, N_("You chose that way."), N_("{name} chose that way."))
    # (its holder was never asked, or the rules ask no one: the rule is said, not a choice no one was offered)
    if holder == winner:
        # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: the rule for a cup whose way was not
        # chosen (its holder was never asked): the winner counts it the way that scores most
        return said + " " + _("At the hand's end, a cup not chosen counts the way that scores most for the winner.")
    # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: the rule for a cup whose way was not chosen
    # (its holder was never asked): a loser holding it counts it the way that costs them least
    return said + " " + _("At the hand's end, a cup not chosen counts the way that costs a loser least.")
