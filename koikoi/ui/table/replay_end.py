"""The replay's last line: how the match it plays again ended (who won,
the scores), or why it stops before its end (left part way; a player's
deck gone since, whose yaku the standard deck does not make)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...games.interface import Game
from ...games.matchrecord import Replay
from ...i18n import _, pgettext
from ..seat_words import in_sentence


def end_words(engine: Game[Any, Any, Any, Any], replay: Replay, short: Sequence[str], person: int | None) -> str:
    """The replay's line once its last move is played: the match over, who won and the scores, as the
    engine's last state has them; or, for a match left part way, that it stops there, and the score then."""
    state = replay.states[-1]
    scores = engine.scores(state)
    # TRANSLATORS: one player's score in the replay's last line ("CPU: 39")
    each = "  ·  ".join(pgettext("replay", "{name}: {points}").format(name=n, points=v)
                        for n, v in zip(short, scores))
    if replay.stopped:
        # TRANSLATORS: the replay's last line for a match played with a deck the player added, gone since:
        # played again with the standard deck, whose yaku differ, the recorded moves stop fitting; {name}
        # the deck's folder name, {scores} as below
        return _("The replay stops here: with your deck “{name}” gone, the moves kept no longer fit the "
                 "standard deck. {scores}").format(name=replay.stopped, scores=each)
    if not engine.over(state):
        # TRANSLATORS: the replay's line at the end of a match that was left before its end; {scores}: each
        # player's score then ("You: 0  ·  CPU: 39")
        return _("The match was left here, before its end. {scores}").format(scores=each)
    winner = engine.winner(state)
    if winner is None:
        # TRANSLATORS: the replay's line once the last move of a drawn match is played; {scores} as above
        return _("The match is over, drawn. {scores}").format(scores=each)
    if winner == person:
        # TRANSLATORS: the replay's line once the last move of a match the player won is played
        return _("The match is over: you won. {scores}").format(scores=each)
    # TRANSLATORS: the replay's line once the last move of a match another seat won is played
    return in_sentence(_("The match is over: {name} won. {scores}"), short[winner], scores=each)
