"""Leaving a match before its end: whether it counts in the record.

The rule, for both games and for any table that keeps a record (against
the computer now, against a friend over the network later): **a match
left before the person has played in it (no action of their seat yet)
does not count; once they have played, leaving it counts as a loss**, so
that leaving never improves a record. Why, in ``docs/history.md``.

"Played" is an action taken when it was that seat's turn
(:meth:`~.interface.Game.to_move`); the table's own actions (a flip, the
next deal) and the opponents' are not the seat's. A round over at its
very deal is no play of anyone's.

No pygame here.
"""

from __future__ import annotations

from typing import Any, Iterable

from .common.seats import HUMAN
from .interface import Game, Start

COUNTED = "abandoned"  # a match left after the person played: counted as lost
UNCOUNTED = "uncounted"  # a match left before: not in the record nor the statistics


def played_in(game: Game[Any, Any, Any, Any], start: Start, actions: Iterable[str], seat: int = HUMAN) -> bool:
    """Whether ``seat`` took one of ``actions`` (the game's action words,
    from its start). Stops at the seat's first action; an action that is
    not legal where it stands ends the walk (what came before decides)."""
    state, _ = game.begin(start)
    for text in actions:
        if game.to_move(state) == seat:
            return True
        legal = {game.action_text(a): a for a in game.legal_actions(state)}
        if text not in legal:
            return False
        state, _ = game.apply(state, legal[text])
    return False


def played_in_state(game: Game[Any, Any, Any, Any], state: object) -> bool:
    """For a game known only by where it stands (a save without its
    actions): played unless it stands exactly where it was dealt. Beyond
    the deal its actions are unknown, so it is taken as played (it counts,
    as every match left did before this rule)."""
    dealt, _ = game.begin(game.start(state))
    return bool(game.dump(dealt) != game.dump(state))


def counts_when_left(played: bool) -> bool:
    """Whether a match left now counts (as a loss) in the record."""
    return played


def outcome_when_left(played: bool) -> str:
    """The outcome a history keeps for a match left: :data:`COUNTED` or :data:`UNCOUNTED`."""
    return COUNTED if counts_when_left(played) else UNCOUNTED
