"""What the koi-koi question's answers mean for the match, where one of
them decides it (the last round; a score that reaches the match's target;
a koi-koi on the round's last card that ends the round): worked out by
playing the answer on a copy of the match with the engine's own rules
(:func:`~koikoi.games.koikoi.game.apply`), never by hand. No pygame here."""

from __future__ import annotations

from ..games.common.seats import HUMAN
from ..games.koikoi.actions import KOIKOI, STOP, Action
from ..games.koikoi.game import MatchState, apply, legal_actions
from ..i18n import _, ngettext, pgettext


def after(match: MatchState, action: Action) -> MatchState | None:
    """The match once the player answers ``action``, where that answer ends
    it (None where the match goes on, or the answer is not allowed)."""
    if match.round.player != HUMAN or action not in legal_actions(match):
        return None
    ended, _events = apply(match, action)
    return ended if ended.over else None


def outcome(ended: MatchState) -> tuple[str, int, int]:
    """"win", "lose" or "draw", and the player's and the CPU's final scores, as the engine booked them."""
    mine, theirs = ended.scores[HUMAN], ended.scores[1 - HUMAN]
    word = "draw" if ended.winner is None else "win" if ended.winner == HUMAN else "lose"
    return word, mine, theirs


def stop_match_words(match: MatchState, short: bool = False) -> str:
    """"Stop: you take 5 points and the match ends: you lose 5–21.", where stopping now ends the match
    ("" where the match goes on); ``short``: the short form, for a narrow room at the table (the points are
    on the Stop button there)."""
    ended = after(match, STOP)
    if ended is None:
        return ""
    result = ended.history[-1]
    n = result.points if result.winner == HUMAN else 0
    word, mine, theirs = outcome(ended)
    if short:
        if word == "win":
            # TRANSLATORS: short form of "Stop: you take {n} points and the match ends: you win {mine}–{theirs}.",
            # for a narrow room at the table
            return pgettext("short", "Stopping ends the match: you win {mine}–{theirs}.").format(mine=mine,
                                                                                              theirs=theirs)
        if word == "lose":
            # TRANSLATORS: short form of "Stop: you take {n} points and the match ends: you lose {mine}–{theirs}.",
            # for a narrow room at the table
            return pgettext("short", "Stopping ends the match: you lose {mine}–{theirs}.").format(mine=mine,
                                                                                               theirs=theirs)
        # TRANSLATORS: short form of "Stop: you take {n} points and the match ends in a draw, {mine}–{theirs}.",
        # for a narrow room at the table
        return pgettext("short", "Stopping ends the match in a draw, {mine}–{theirs}.").format(mine=mine,
                                                                                             theirs=theirs)
    if word == "win":
        # TRANSLATORS: the koi-koi question, where stopping ends the match; {mine} and {theirs} are the final
        # scores, the player's first (as "26–21")
        return ngettext("Stop: you take {n} point and the match ends: you win {mine}–{theirs}.",
                        "Stop: you take {n} points and the match ends: you win {mine}–{theirs}.", n).format(
            n=n, mine=mine, theirs=theirs)
    if word == "lose":
        # TRANSLATORS: the koi-koi question, where stopping ends the match in a loss; {mine} and {theirs} are
        # the final scores, the player's first (as "5–21")
        return ngettext("Stop: you take {n} point and the match ends: you lose {mine}–{theirs}.",
                        "Stop: you take {n} points and the match ends: you lose {mine}–{theirs}.", n).format(
            n=n, mine=mine, theirs=theirs)
    # TRANSLATORS: the koi-koi question, where stopping ends the match in a draw; {mine} and {theirs} are the
    # final scores, the player's first (as "21–21")
    return ngettext("Stop: you take {n} point and the match ends in a draw, {mine}–{theirs}.",
                    "Stop: you take {n} points and the match ends in a draw, {mine}–{theirs}.", n).format(
        n=n, mine=mine, theirs=theirs)


def koikoi_match_words(match: MatchState, short: bool = False) -> str:
    """What koi-koi means for the match: where it ends the round and the match at once (the round's last
    card), how; in the match's last round, where stopping would end it, that this round still decides it
    (not in the short forms of a narrow room: the Stop line says the match ends); "" otherwise."""
    ended = after(match, KOIKOI)
    if ended is not None:
        word, mine, theirs = outcome(ended)
        if word == "win":
            # TRANSLATORS: the koi-koi question, on the round's last card: koi-koi ends the round and the
            # match; {mine} and {theirs} are the final scores, the player's first
            return _("Koi-koi ends the match here: you win {mine}–{theirs}.").format(mine=mine, theirs=theirs)
        if word == "lose":
            return _("Koi-koi ends the match here: you lose {mine}–{theirs}.").format(mine=mine, theirs=theirs)
        return _("Koi-koi ends the match here in a draw, {mine}–{theirs}.").format(mine=mine, theirs=theirs)
    rounds = match.rules.match.rounds
    if not short and rounds and match.round_no >= rounds and after(match, STOP) is not None:
        # TRANSLATORS: the koi-koi question in the match's last round
        return _("This is the match's last round.")  # (it said the match ends with it too: one thing twice, pt16)
    return ""
