"""The title's sentences: the saved game in a line, what giving it up
costs (koikoi.games.leaving's rule, in words), the games' names."""

from __future__ import annotations

from functools import reduce

from .. import __version__
from ..i18n import _, ngettext, pgettext
from ..storage import savegame
from .boxes import level_name
from .deck_titles import rules_title_played
from .gostop_words import hand_continued, hand_in_sentence, hand_of, seat_names
from .words import round_continued, round_of


def abandon_warning(saved: savegame.Saved, counts: bool = True) -> str:
    """What giving up the saved match costs, in a sentence for the question:
    a loss, or (``counts`` False: the player has not played in it yet)
    nothing (the rule is koikoi.games.leaving's)."""
    m = saved.match
    rounds, level = m.rules.match.rounds, level_name(saved.level)
    at = round_continued(m)  # the round it goes on with, as the title says it
    if not counts and rounds:
        # TRANSLATORS: {round} is the round the saved match had reached, of {n}; {level} the opponent's ("Normal")
        return ngettext("You have not played in the match you left yet (round {round} of {n}, {level}), so it "
                        "will not count in your record.",
                        "You have not played in the match you left yet (round {round} of {n}, {level}), so it "
                        "will not count in your record.", rounds).format(round=at, n=rounds, level=level)
    if not counts:
        # TRANSLATORS: {round} is the round the saved match had reached; {level} the opponent's ("Normal")
        return _("You have not played in the match you left yet (round {round}, {level}), so it will not count in "
                 "your record.").format(round=at, level=level)
    if rounds:
        # TRANSLATORS: {round} is the round the saved match had reached, of {n}; {level} the opponent's ("Normal")
        return ngettext("The match you left (round {round} of {n}, {level}) will count as a loss in your record.",
                        "The match you left (round {round} of {n}, {level}) will count as a loss in your record.",
                        rounds).format(round=at, n=rounds, level=level)
    # TRANSLATORS: {round} is the round the saved match had reached; {level} the opponent's ("Normal")
    return _("The match you left (round {round}, {level}) will count as a loss in your record.").format(
        round=at, level=level)


def saved_summary(saved: savegame.Saved, game: str) -> str:
    """The saved match in a line, worded alike in both games (pt14: Koi-Koi's
    read "You 0, CPU 0", Go-Stop's "You: 11 — CPU: 0"): the round (Go-Stop:
    the hand) it goes on with, each player's points, the level and the rules."""
    m = saved.match
    where = hand_of(m, hand_continued(m)) if game == "gostop" else round_of(m, round_continued(m))
    names = seat_names(m.players) if game == "gostop" else seat_names(2)
    # each player's name and points held together (no-break spaces) where the line is wrapped
    said = [_("{name}: {points}").format(name=n, points=p).replace(" ", "\u00a0") for n, p in zip(names, m.scores)]
    scores = reduce(lambda a, b: pgettext("list", "{list}, {item}").format(list=a, item=b), said)
    # TRANSLATORS: the saved match in a line, in both games: {where} "Round 3 of 12" (Go-Stop: "Hand 3 of 12"),
    # {scores} "You: 12, CPU: 4", the opponent's level ("Normal") and the rule set's title
    return _("{where}  ·  {scores}  ·  {level}, {rules}").format(
        where=where, scores=scores, level=level_name(saved.level), rules=rules_title_played(m.rules))


def gostop_abandon_warning(saved: savegame.Saved, counts: bool = True) -> str:
    """What giving up the saved game of Go-Stop costs, in a sentence (as :func:`abandon_warning`)."""
    if not counts:
        # TRANSLATORS: {hand} is where the saved game of Go-Stop stands ("hand 1 of 12"); {level} the opponent's
        return _("You have not played in the match of Go-Stop you left yet ({hand}, {level}), so it will not count "
                 "in your record.").format(hand=hand_in_sentence(saved.match, hand_continued(saved.match)), level=level_name(saved.level))
    # TRANSLATORS: {hand} is where the saved game of Go-Stop stands ("hand 3 of 12"); {level} the opponent's
    return _("The match of Go-Stop you left ({hand}, {level}) will count as a loss in your record.").format(
        hand=hand_in_sentence(saved.match, hand_continued(saved.match)), level=level_name(saved.level))


def game_name(game: object) -> str:
    """A game by its id, as the title names it."""
    # TRANSLATORS: the names of the two games on the title's choice; keep them unless your players say otherwise
    return {"koikoi": _("Koi-Koi"), "gostop": _("Go-Stop")}.get(str(game), str(game))


def record_sentence(record: str) -> str:
    """The player's record (koikoi.storage.record.summary) said on the title; "" before any match."""
    # TRANSLATORS: the player's record against each level, as "Easy 3–1  ·  Hard 0–2, 1 drawn"
    return _("Your record   {record}").format(record=record) if record else ""


def version_sentence() -> str:
    # TRANSLATORS: the game's version number, small in a corner of the title
    return _("version {version}").format(version=__version__)


def continue_words(rules: str | None) -> str:
    """The title's Continue button: with ``rules``, the title of the rules
    the saved match keeps, where others are chosen for a new one."""
    if rules is None:
        # TRANSLATORS: the title's button that goes back to the match left unfinished
        return _("Continue match")
    # TRANSLATORS: the title's button that goes back to the match left unfinished, when other rules are
    # chosen for a new match: {rules} is the title of the rules the saved match is played by ("Nintendo
    # standard"; a title may hold brackets of its own: "Matgo (two-player Go-Stop)")
    return _("Continue match · {rules}").format(rules=rules)


def new_words(rules: str | None) -> str:
    """The title's New match button: with ``rules``, the title of the rules
    chosen for it, where a saved match under other rules waits."""
    if rules is None:
        return _("New match")
    # TRANSLATORS: the title's button that starts a new match, when a saved match under other rules waits:
    # {rules} is the title of the rules chosen for the new match ("Koi-Koi for beginners")
    return _("New match · {rules}").format(rules=rules)
