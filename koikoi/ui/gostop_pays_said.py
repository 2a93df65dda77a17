"""What a loser pays the winner at a Go-Stop table of three, in words
("CPU 2 pays 7", "CPU 1 pays 14 for both (go-bak)"): one place for the
hand's summary and for the Go or Stop question, which says the same figures
before the Stop (pt26 read "Stop: 6 + 5 = 11 (few plains ×2, no bright +2)"
and could not tell which loser paid which part). No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import _
from .seat_words import in_sentence, seats_in_sentence


def loser_pays(names: Sequence[str], person: int | None, q: int, paid: int, payer: int | None) -> str:
    """What loser ``q`` pays the winner, in words; ``names``: the seats' short names; ``payer``: the loser who
    pays for both by go-bak, if one does."""
    if payer is not None and q == payer:
        if q == person:
            # TRANSLATORS: Go-Stop of three: the person had called Go and pays the winner for both losers
            return _("You pay {points} for both (go-bak)").format(points=paid)
        # TRANSLATORS: Go-Stop of three: a loser who had called Go pays the winner for both losers
        return in_sentence(_("{name} pays {points} for both (go-bak)"), names[q], points=paid)
    if payer is not None:
        if q == person:
            # TRANSLATORS: Go-Stop of three: the other loser, who had called Go, pays the person's share
            return seats_in_sentence(_("You pay nothing: {payer} pays for you (go-bak)"), {"payer": names[payer]})
        if payer == person:
            # TRANSLATORS: Go-Stop of three: the person, who had called Go, pays this loser's share
            return in_sentence(_("{name} pays nothing: you pay for them (go-bak)"), names[q])
        # TRANSLATORS: Go-Stop of three: the other loser, who had called Go, pays this loser's share
        return seats_in_sentence(_("{name} pays nothing: {payer} pays for them (go-bak)"),
                                 {"name": names[q], "payer": names[payer]})
    if q == person:
        # TRANSLATORS: Go-Stop of three: what the person, a loser, pays the winner ("You pay 7")
        return _("You pay {points}").format(points=paid)
    # TRANSLATORS: Go-Stop of three: what one loser pays the winner ("CPU 2 pays 7")
    return in_sentence(_("{name} pays {points}"), names[q], points=paid)


__all__ = ["loser_pays"]
