"""What the bonus bright spared a loser, in words (issue 39: the bright
that counts only for a hand's loser was not shown on their pay, and a loser
who paid less than the other read no reason for it). The engine says it:
the loser's score is counted again without their bonus bright, and each line
that only that count carries (the no-bright bonus, gwang-bak) is what the
card spared them. No pygame here."""

from __future__ import annotations

from ..games.gostop import deck
from ..games.gostop.scoring import Line, loser_scores
from ..games.gostop.state import HandState
from ..i18n import N_, _
from .seat_words import Seats
from .words import listing


def spared_lines(h: HandState, winner: int, loser: int) -> list[Line]:
    """The lines of ``loser``'s score that their bonus bright kept off it (none: they hold none, or it spared
    nothing)."""
    if not h.captures[loser] & deck.BONUS_BRIGHT:
        return []
    without = list(h.captures)
    without[loser] &= ~deck.BONUS_BRIGHT
    held = dict(loser_scores(h.rules, h.captures, winner, h.go_calls, h.shakes[winner], h.cup))
    bare = dict(loser_scores(h.rules, tuple(without), winner, h.go_calls, h.shakes[winner], h.cup))
    return [ln for ln in bare[loser].lines if ln.kind != "yaku" and ln not in held[loser].lines]


def spared_said(h: HandState, winner: int, loser: int, seats: Seats) -> str:
    """The loser's bonus bright and what it spared them, in a line of the summary's pay ("" where nothing)."""
    spared = []
    for ln in spared_lines(h, winner, loser):
        if ln.id == "no-bright":
            spared.append(_("the no-bright bonus +{n}").format(n=ln.points))
        elif ln.id == "gwang-bak":
            # TRANSLATORS: Go-Stop: what a loser's bonus bright spared them: the gwang-bak penalty and its factor
            spared.append(_("gwang-bak ×{n}").format(n=ln.factor))
    if not spared:
        return ""
    # TRANSLATORS: Go-Stop, the hand's summary: a loser held the bonus bright, which counts as a bright for a
    # loser only; {spared} what it kept off their pay ("the no-bright bonus +2", "gwang-bak ×2")
    return seats.line(loser, N_("Your Bonus bright counts as a bright: it spared you {spared}"),
                      N_("{name}'s Bonus bright counts as a bright: it spared it {spared}"), spared=listing(spared))
