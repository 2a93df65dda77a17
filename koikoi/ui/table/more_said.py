"""The words of the bubble beside the information panel that names the
yaku a panel only counts ("+2 more", where it has no room to list them),
shown by Y or under the mouse. At a table of three, three panels count
theirs: the bubble says whose they are, from the player's side ("Your
other yaku in progress: ...", "CPU 1's other yaku in progress: ...";
pt23 read a list naming no one). Each game says them in its own words
(French: Koi-Koi's "yaku", Go-Stop's "combinaisons"). No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import _, pgettext
from ..seat_words import Seats
from ..words import listing


def koikoi_more(names: Sequence[str], person: int | None, seat: int, labels: Sequence[str]) -> str:
    """Koi-Koi: the yaku in progress of ``seat`` the panel counts after its
    lines and does not list (``labels``, each with its cards held: "Tane 2/5")."""
    return Seats(tuple(names), person).said(
        seat,
        # TRANSLATORS: the bubble over "+2 more" after the player's yaku lines (Y, or the mouse on it): the yaku in
        # progress not listed for want of room, each with its cards held ("Tanzaku 1/5 and Kasu 6/10")
        _("Your other yaku in progress: {yaku}"),
        # TRANSLATORS: as "Your other yaku in progress: {yaku}", for a computer player: {name} is its name
        _("{name}'s other yaku in progress: {yaku}"),
        # TRANSLATORS: as "Your other yaku in progress: {yaku}", for the one computer of a table of two
        _("The CPU's other yaku in progress: {yaku}"),
        yaku=listing(list(labels)))


def gostop_more(names: Sequence[str], person: int | None, seat: int, labels: Sequence[str], also: bool) -> str:
    """Go-Stop: the yaku begun of ``seat`` the panel counts and does not
    list (``labels``: "Hongdan 1/3"); ``also``: after yaku begun of that
    seat the panel lists ("other yaku")."""
    said = Seats(tuple(names), person)
    yaku = listing(list(labels))
    if also:
        return said.said(
            seat,
            # TRANSLATORS: Go-Stop: the bubble over "+2 more" after the player's yaku lines (Y, or the mouse on
            # it): the yaku begun not listed for want of room, each with its cards held ("Tti 2/5 and Pi 7/10"),
            # in Go-Stop's words
            pgettext("gostop", "Your other yaku in progress: {yaku}"),
            # TRANSLATORS: Go-Stop: as "Your other yaku in progress: {yaku}", for a computer player ({name})
            pgettext("gostop", "{name}'s other yaku in progress: {yaku}"),
            # TRANSLATORS: Go-Stop: as "Your other yaku in progress: {yaku}", for the one computer of a table of two
            pgettext("gostop", "The CPU's other yaku in progress: {yaku}"),
            yaku=yaku)
    return said.said(
        seat,
        # TRANSLATORS: Go-Stop: the bubble over "3 in progress" after the player's yaku heading, where there was no
        # room to list them: the yaku begun, each with its cards held ("Tti 2/5 and Pi 7/10")
        pgettext("gostop", "Your yaku in progress: {yaku}"),
        # TRANSLATORS: Go-Stop: as "Your yaku in progress: {yaku}", for a computer player ({name}: "CPU 1")
        pgettext("gostop", "{name}'s yaku in progress: {yaku}"),
        # TRANSLATORS: Go-Stop: as "Your yaku in progress: {yaku}", for the one computer of a table of two
        pgettext("gostop", "The CPU's yaku in progress: {yaku}"),
        yaku=yaku)


def none_more(gostop: bool) -> str:
    """Y where the panel counts no yaku it could not list: said so in the bubble, where Y would name them
    (pt25: Y did nothing to be seen). Each game in its own words."""
    if gostop:
        # TRANSLATORS: Go-Stop: the bubble Y opens beside the panel when it lists every yaku begun (no "+2 more"
        # to name), in Go-Stop's words
        return pgettext("gostop", "No other yaku in progress: the panel lists them all.")
    # TRANSLATORS: the bubble Y opens beside the panel when it lists every yaku in progress (no "+2 more" to name)
    return _("No other yaku in progress: the panel lists them all.")
