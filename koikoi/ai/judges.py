"""A good player's judgement of a move, for either game (each game's
``judge`` module says its rules), and a guided match's script judged by it:
every move the script asks of the person must be one a good player would
make, or one its lesson asks for and says why (koi-koi, Go or Stop)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..games.common.seats import HUMAN
from ..games.lessons import Course
from ..games.matchrecord import GAMES
from .gostop import judge as gostop_judge
from .koikoi import judge as koikoi_judge


class Judge(NamedTuple):
    fault: Callable[[Any, Any], str | None]  # (what the player sees, a move): why not, or None
    good_moves: Callable[[Any], list[Any]]  # what the player sees: the moves a good player might make


JUDGES = {
    "koikoi": Judge(koikoi_judge.fault, koikoi_judge.good_moves),
    "gostop": Judge(gostop_judge.fault, gostop_judge.good_moves),
}


def misplays(course: Course) -> list[str]:
    """Each move the script asks of the person that a good player would not
    make, as "action 50 ('play plum-poetry'): why" (counted from 1, as a
    script's other errors are)."""
    game = GAMES[course.script.game]
    judge = JUDGES[course.script.game]
    out = []
    for n, action in enumerate(course.actions):
        state = course.state_at(n)
        if game.to_move(state) == HUMAN:
            why = judge.fault(game.observe(state, HUMAN), action)
            if why is not None:
                out.append(f"action {n + 1} ({game.action_text(action)!r}): {why}")
    return out
