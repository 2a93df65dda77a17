"""Go-Stop's match result in words, said alike under the last hand's
summary (:mod:`.scenes.gostop_summary`) and at the match's end
(:mod:`.scenes.gostop_match_end`): who won the match, and the player's
record against the level. The scenes never import each other: their
shared words are here."""

from __future__ import annotations

from ..games.gostop.game import GameState
from ..i18n import _, ngettext
from ..storage.record import Tally
from .boxes import level_name
from .seat_words import in_sentence


def match_heading(game: GameState, person: int | None, short: tuple[str, ...]) -> str:
    """"You win the match!", "CPU 1 wins the match" or "The match is drawn"."""
    if game.winner is None:
        # TRANSLATORS: Go-Stop: the match ended level
        return _("The match is drawn")
    if game.winner == person:
        return _("You win the match!")
    return in_sentence(_("{name} wins the match"), short[game.winner])


def record_words(tally: Tally | None, level: str) -> str:
    """The player's Go-Stop record against ``level`` in a line ("" before any)."""
    if tally is None:
        return ""
    if tally.best_round <= 0:  # no hand won yet: no "best hand 0 points"
        # TRANSLATORS: Go-Stop: under the match's result; {level} the opponents' level ("Normal"), {record}
        # "0 won, 2 lost"; the player has won no hand against it yet
        return _("Your record against {level}: {record}  ·  no hand won yet").format(
            level=level_name(level), record=tally.words())
    # TRANSLATORS: Go-Stop: under the match's result; {level} the opponents' level ("Normal"), {record}
    # "4 won, 5 lost", {n} the most points the player won in a hand
    return ngettext("Your record against {level}: {record}  ·  your best hand {n} point",
                    "Your record against {level}: {record}  ·  your best hand {n} points",
                    tally.best_round).format(level=level_name(level), record=tally.words(), n=tally.best_round)
