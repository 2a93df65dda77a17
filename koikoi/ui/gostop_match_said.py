"""What a Stop means for the match in Go-Stop's Go or Stop question, where
it ends it (the match's last hand; a score that reaches its target):
worked out by playing the Stop on a copy of the game with the engine's own
rules (:func:`~koikoi.games.gostop.game.apply`), never by hand. The
question's words only: the dialog's layout is the table's. No pygame here."""

from __future__ import annotations

from ..games.common.seats import HUMAN
from ..games.gostop.actions import STOP
from ..games.gostop.game import GameState, apply, legal_actions
from ..i18n import _, pgettext


def stop_ends_match(game: GameState) -> str:
    """"A Stop now ends the match: you win, 57 to 21." ("" where the match goes on)."""
    if game.hand.player != HUMAN or STOP not in legal_actions(game):
        return ""
    ended, _events = apply(game, STOP)
    if not ended.over:
        return ""
    mine = ended.scores[HUMAN]
    best = max(s for p, s in enumerate(ended.scores) if p != HUMAN)
    if ended.winner is None:
        # TRANSLATORS: Go-Stop's Go or Stop question, where a Stop ends the match level at the top ({mine}: the
        # player's final score)
        return _("A Stop now ends the match in a draw, at {mine}.").format(mine=mine)
    if ended.winner == HUMAN:
        # TRANSLATORS: Go-Stop's Go or Stop question, where a Stop ends the match: {mine} the player's final
        # score, {theirs} the best of the others'
        return _("A Stop now ends the match: you win, {mine} to {theirs}.").format(mine=mine, theirs=best)
    # TRANSLATORS: Go-Stop's Go or Stop question, where a Stop ends the match in a loss: {mine} the player's
    # final score, {theirs} the winner's
    return _("A Stop now ends the match: you lose, {mine} to {theirs}.").format(mine=mine, theirs=best)


def with_match_end(stop: str, game: GameState) -> str:
    """The question's Stop sentence, and after it what a Stop means for the match where it ends it."""
    end = stop_ends_match(game)
    return pgettext("two sentences", "{first} {second}").format(first=stop, second=end) if end else stop
