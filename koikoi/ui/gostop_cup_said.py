"""How the sake cup counted in a Go-Stop hand's score, said under its
summary: the cup lies in one pile, and counts there as an animal or as a
double plain; a loser holding a cup not yet chosen counts it the way that
costs them least (a double plain may lift them out of pi-bak), which the
table must say, not leave to be guessed from a box's count. No pygame here.
"""

from __future__ import annotations

from ..games.gostop.rules import CUP_OPEN, GoStopRules
from ..games.gostop.scoring import SAKE, HandScore
from ..i18n import _, ngettext
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


def cup_words(rules: GoStopRules, captures: tuple[int, ...] | list[int], winner: int, cup: int,
              scores: list[tuple[int, HandScore]], seats: Seats) -> str:
    """The line saying how the holder's sake cup counted ("Your sake cup
    counted as a double plain: 9 plains, no pi-bak."), and, where no one
    had chosen, why that way; "" when no one holds it."""
    found = cup_holder_plain(captures, winner, scores)
    if found is None:
        return ""
    holder, plain = found
    n = pi_count(rules, captures[holder], plain)
    own = next((sc for q, sc in scores if q == holder), None)  # the holder's score as a loser
    pi_scored = any(rules.yaku_kinds[bool(scores[0][1].sake_as_plain)].get(y.id) == "pi" for y in scores[0][1].yaku)
    spared = own is not None and rules.scoring.pi_bak and pi_scored and all(x.id != "pi-bak" for x in own.lines)
    if plain and spared:
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
    elif spared:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as an animal for the loser holding it, who has
        # {n} plains and pays no pi-bak (the penalty for too few plains)
        said = seats.said(holder, ngettext("Your sake cup counted as an animal: {n} plain, no pi-bak.",
                                           "Your sake cup counted as an animal: {n} plains, no pi-bak.", n),
                          ngettext("{name}'s sake cup counted as an animal: {n} plain, no pi-bak.",
                                   "{name}'s sake cup counted as an animal: {n} plains, no pi-bak.", n), n=n)
    else:
        # TRANSLATORS: Go-Stop hand summary: the sake cup counted as an animal for its holder
        said = seats.said(holder, _("Your sake cup counted as an animal."),
                          _("{name}'s sake cup counted as an animal."))
    if cup != CUP_OPEN or len(rules.sake_ways(cup)) < 2:
        return said  # chosen, or the rules count it one way only
    if holder == winner:
        # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: no one had chosen, so the winner
        # counted it the way that scores most
        return said + " " + _("No one had chosen, so the winner counts it the way that scores most.")
    # TRANSLATORS: Go-Stop hand summary, after how the sake cup counted: no one had chosen, so the loser holding
    # it counted it the way that costs them least
    return said + " " + _("No one had chosen, so a loser counts it the way that costs them least.")
