"""What the statistics and the list of past matches share: their filters
(the game, the computer's level, the rule set and the period) as a row of
pickers over the history, and the words a past match is said in (its date,
its result, its scores, the yaku by name).

The filters' values are kept as the history reads them (a level id, a rule
set's id, an ISO date for the period's start); their words are looked up
when drawn, so a change of language shows them in the new one.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Callable

import pygame

from ..games.common.levels import LEVELS
from ..i18n import N_, _, ngettext, pgettext
from ..storage.history import History
from ..storage.history_stats import PARTS, Filters, Stats, counted, statistics
from .assets import GOLD_LIGHT, TEXT, TEXT_DIM
from .boxes import level_name
from .scene import Context
from .widgets import Picker, ReadableButton

GAMES = ("koikoi", "gostop")
PERIODS = ("all", "week", "month", "year")
PERIOD_NAMES = {
    # TRANSLATORS: a filter of the statistics and of the past matches: which matches are counted
    "all": N_("All time"),
    # TRANSLATORS: a filter of the statistics and of the past matches: the matches of the last 7 days
    "week": N_("Last 7 days"),
    # TRANSLATORS: a filter of the statistics and of the past matches: the matches of the last 30 days
    "month": N_("Last 30 days"),
    # TRANSLATORS: a filter of the statistics and of the past matches: the matches since January 1st
    "year": N_("This year"),
}
OUTCOME_COLOURS = {"won": GOLD_LIGHT, "lost": (240, 150, 130), "drawn": TEXT, "abandoned": (200, 150, 140),
                   "uncounted": TEXT_DIM, "playing": (150, 205, 255)}
ERROR = (255, 150, 120)  # a sentence saying what went wrong
LEVEL_COLOURS = {"easy": (120, 205, 130), "normal": (120, 175, 245), "hard": (245, 120, 100)}


def game_name(game: str) -> str:
    """A game's name in the language spoken."""
    return {"koikoi": _("Koi-Koi"), "gostop": _("Go-Stop")}.get(game, game)


def since(period: str, today: date | None = None) -> str | None:
    """The first day a period counts, as an ISO date (None: all time)."""
    today = today or date.today()
    if period == "week":
        return (today - timedelta(days=6)).isoformat()
    if period == "month":
        return (today - timedelta(days=29)).isoformat()
    if period == "year":
        return date(today.year, 1, 1).isoformat()
    return None


def day(stamp: str | None) -> str:
    """A history's date (ISO, "2026-12-05..."), as the language writes one: "2026-12-05", "05/12/2026"."""
    if not stamp or len(stamp) < 10 or not stamp[:4].isdigit():
        return stamp or ""
    year, month, date = stamp[:4], stamp[5:7], stamp[8:10]
    # TRANSLATORS: a date as your language writes it, with {year} (2026), {month} (12) and {day} (05), each
    # with its leading zero; e.g. "{day}/{month}/{year}" or "{year}. {month}. {day}."
    return pgettext("date", "{year}-{month}-{day}").format(year=year, month=month, day=date)


def when(stamp: str | None) -> str:
    """A history's time stamp as the list shows it: "2026-12-05 14:32" (the date in the language's way)."""
    if not stamp:
        return ""
    return f"{day(stamp)} {stamp[11:16]}".strip()


def axis_marks(stamps: list[str]) -> list[tuple[int, str]]:
    """Words under a plot of matches in order (``stamps``: each one's time
    stamp, "2026-12-05T14:32", oldest first): (index, words) at the first,
    middle and last match, each distinct and true. Across days, each day is
    said once (two matches of a day gave one date twice); all on one day,
    the first says its day and time, the others their time ("14:32")."""
    n = len(stamps)
    one_day = n > 0 and stamps[0][:10] == stamps[-1][:10]
    marks: list[tuple[int, str]] = []
    for k in sorted({0, n // 2, n - 1} if n else set()):
        if not one_day:
            words = day(stamps[k])
        else:
            words = when(stamps[k]) if not marks else stamps[k][11:16]
        if words and all(words != said for _k, said in marks):
            marks.append((k, words))
    return marks


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals, with the language's decimal mark ("8.2", "8,2")."""
    # TRANSLATORS: the decimal mark of your language: "." (8.2) or "," (8,2)
    return f"{value:.{places}f}".replace(".", pgettext("decimal mark", "."))


def scores_text(scores: tuple[int, ...]) -> str:
    """The scores, the player's first: "37–14" (or "12–5–3" at a table of three)."""
    return "–".join(str(s) for s in scores)


def outcome_name(outcome: str) -> str:
    """A past match's result, as the player saw it, in the list of matches."""
    names = {
        # TRANSLATORS: a past match's result in the list of matches, as the player saw it
        "won": pgettext("outcome", "Won"),
        # TRANSLATORS: a past match's result in the list of matches, as the player saw it
        "lost": pgettext("outcome", "Lost"),
        # TRANSLATORS: a past match's result in the list of matches: nobody won
        "drawn": pgettext("outcome", "Drawn"),
        # TRANSLATORS: a past match's result: a new match was begun over it (it counts as lost)
        "abandoned": pgettext("outcome", "Abandoned"),
        # TRANSLATORS: a past match's result: left for a new one before the player had played in it, so it
        # does not count in their record (what the question before leaving it said: "it will not count")
        "uncounted": pgettext("outcome", "Left, not counted"),
        # TRANSLATORS: a past match's result: it is still being played
        "playing": pgettext("outcome", "Playing"),
    }
    return names.get(outcome, outcome)


def yaku_title(names: dict[str, str], yaku_id: str) -> str:
    """A yaku by its name in the language spoken (its id when no rule set names it)."""
    return pgettext("yaku", names[yaku_id]) if yaku_id in names else yaku_id


def rules_title(title: str) -> str:
    """A rule set's title in the language spoken (a preset's; the player's own reads as written)."""
    return pgettext("preset", title) if title else ""


def former_titles() -> tuple[str, ...]:
    """Titles the presets had once, which the history keeps with its past
    matches (:func:`rules_title` says them): kept in the catalogs."""
    # TRANSLATORS: preset fr-club's title before its deck was named apart, as past matches in the history keep it
    return (pgettext("preset", "French club, themed deck"),)


@dataclass(frozen=True)
class Chosen:
    """The filters chosen: what the history is asked for."""

    game: str
    level: str | None = None
    ruleset: int | None = None
    period: str = "all"

    def filters(self, today: date | None = None) -> Filters:
        return Filters(self.game, self.level, self.ruleset, since(self.period, today))


class FilterBar:
    """The filters as four pickers in a row: the game, the level, the rule
    set (those the history holds for the game) and the period. A change
    calls ``on_change`` with the new choice, and the context keeps it for
    the session (the screens open on it again); a change of game forgets
    the rule set, which belongs to the other game."""

    SHARES = (0.19, 0.22, 0.35, 0.24)  # of the row's width: game, level, rules, period

    def __init__(self, ctx: Context, chosen: Chosen, on_change: Callable[[Chosen], None]) -> None:
        self.ctx = ctx
        self.chosen = chosen
        self.on_change = on_change
        self.pickers: list[Picker] = []

    @property
    def history(self) -> History:
        return self.ctx.history

    def place(self, rect: pygame.Rect) -> list[Picker]:
        """The pickers across ``rect``; the list of them (for the scene's widgets)."""
        gap = self.ctx.layout.px(12)
        room = rect.w - gap * (len(self.SHARES) - 1)
        widths = [int(room * s) for s in self.SHARES]
        x = rect.x
        rulesets = dict(self.history.rulesets(self.chosen.game))
        if self.chosen.ruleset not in rulesets:
            self.chosen = replace(self.chosen, ruleset=None)
        made = [
            Picker((0, 0, 1, 1), list(GAMES), self.chosen.game, lambda v: self.change(game=v, ruleset=None),
                   lambda v: game_name(str(v))),
            Picker((0, 0, 1, 1), [None, *LEVELS], self.chosen.level, lambda v: self.change(level=v), self.level_words),
            Picker((0, 0, 1, 1), [None, *rulesets], self.chosen.ruleset, lambda v: self.change(ruleset=v),
                   lambda v: self.rules_words(v, rulesets)),
            Picker((0, 0, 1, 1), list(PERIODS), self.chosen.period, lambda v: self.change(period=v),
                   lambda v: _(PERIOD_NAMES[str(v)])),
        ]
        for picker, w in zip(made, widths):
            picker.rect = pygame.Rect(x, rect.y, w, rect.h)
            x += w + gap
        self.pickers = made
        return made

    @staticmethod
    def level_words(level: object) -> str:
        if level is None:
            # TRANSLATORS: a filter: the matches against every level of the computer
            return _("All levels")
        # TRANSLATORS: a filter: the matches against one level; {level} is "Easy", "Normal" or "Hard"
        return _("Level: {level}").format(level=level_name(level))

    @staticmethod
    def rules_words(ruleset: object, titles: dict[int, str]) -> str:
        if ruleset is None:
            # TRANSLATORS: a filter: the matches played under any rule set
            return _("All rules")
        return rules_title(titles.get(ruleset, "")) if isinstance(ruleset, int) else str(ruleset)

    def change(self, **what: object) -> None:
        self.chosen = replace(self.chosen, **what)  # type: ignore[arg-type]  # the pickers give their own values
        self.ctx.history_chosen = self.chosen  # the screens open on it again this session
        self.on_change(self.chosen)


def back_button(ctx: Context, rect: pygame.Rect, on_click: Callable[[], None], label: str = "") -> ReadableButton:
    """The button that leaves the screen (Esc)."""
    # TRANSLATORS: the button that leaves the statistics or the list of past matches
    return ReadableButton(rect, label or _("Back"), on_click, key=pygame.K_ESCAPE,
                          # TRANSLATORS: the Escape key, as its keycap reads
                          key_label=pgettext("key", "Esc"), click_sound=lambda: ctx.audio.play("click"))


COUNTER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")  # counts the statistics' slower parts


class Counting:
    """The statistics for some filters: the matches counted at once (what
    the screen opens with), then the rounds and the yaku, a part at a time,
    on the statistics' own thread, which SQLite's reads leave the frames
    to (it lets go of the GIL as it reads; the connection is serialised)."""

    def __init__(self, history: History, filters: Filters) -> None:
        self.history, self.filters = history, filters
        self.stats = statistics(history, filters, parts=("matches",))
        self.pending = [part for part in PARTS if part != "matches"]
        self.future: Future[Stats] | None = None

    def poll(self) -> bool:
        """Start the next part, or take it once counted: True when the figures have grown."""
        if not self.pending:
            return False
        if self.future is None:
            self.future = COUNTER.submit(counted, self.stats, self.history, self.filters, self.pending[0])
            return False
        if not self.future.done():
            return False
        self.stats, self.future = self.future.result(), None
        self.pending.pop(0)
        return True

    def count_more(self) -> None:
        """The next part, counted now (its count on the thread waited for, if begun)."""
        if self.future is not None:
            self.future.result()
            self.poll()
        elif self.pending:
            self.stats = counted(self.stats, self.history, self.filters, self.pending.pop(0))


@dataclass
class Block:
    """A part of the page: where it lies on the page, what paints it, and
    its painting once made (None until it first comes into view)."""

    rect: pygame.Rect
    paint: Callable[[pygame.Surface], None]
    image: pygame.Surface | None = None


def yaku_words(game: str) -> tuple[str, str, str, str]:
    """The statistics' words for the yaku made: heading, note, while counting, none yet. Go-Stop's
    are their own entries: some languages name its yaku otherwise (Korean 족보)."""
    if game == "gostop":
        # TRANSLATORS: Go-Stop's statistics: the heading of its yaku, the line under it, while they are counted,
        # and when none was made (Korean: 족보)
        return (pgettext("gostop", "Yaku made"), pgettext("gostop", "The hands won with each yaku, by you and by "
                "the computer, and the cards of the latest."), pgettext("gostop", "Counting the yaku…"),
                pgettext("gostop", "No yaku made yet."))
    # TRANSLATORS: the statistics: the heading of the yaku made, the line under it, while they are counted,
    # and when none was made
    return (_("Yaku made"), _("The rounds won with each yaku, by you and by the computer, and the cards of the "
            "latest."), _("Counting the yaku…"), _("No yaku made yet."))

def round_bars(game: str, s: Stats) -> list[tuple[str, int, str]]:
    """The bars of the rounds (hands) counted, each with whose they are
    ("won": the person's, "lost": the computer's, "drawn": no one's): every
    label names its seat, as the lines under them do (pt14)."""
    gostop, three = game == "gostop", s.players > 2
    if not gostop:
        # TRANSLATORS: rounds of Koi-Koi the player won after the computer called koi-koi: whose call it was
        # said, as the other bars say who won
        after, lost = _("You won after the computer's koi-koi"), _("The computer won")
    elif three:
        # TRANSLATORS: Go-Stop counted over tables of three: hands the player won after either computer player
        # called Go ("a CPU": one of the two); and hands either of them won
        after, lost = _("You won after a CPU's Go"), _("A CPU won")
    else:
        # TRANSLATORS: Go-Stop at two: hands the player won after the one computer player called Go; and the
        # hands it won ("the CPU": there is only one)
        after, lost = _("You won after the CPU's Go"), _("The CPU won")
    return [
        # TRANSLATORS: the statistics: rounds (Go-Stop: hands) the player won by stopping (not by a rule)
        (_("You won by stopping"), s.won_by_stopping, "won"),
        (after, s.won_after_their_call, "won"),
        # TRANSLATORS: rounds the player won by a rule, not by stopping (a hand dealt, the cards running out...)
        (_("You won otherwise"), s.won_otherwise, "won"),
        (lost, s.rounds_lost, "lost"),
        # TRANSLATORS: rounds (hands) that ended with no winner
        (_("No winner"), s.rounds_drawn, "drawn"),
    ]


def their_calls_words(game: str, s: Stats) -> tuple[str, str]:
    """The line under the bars on the computer's calls (to format with n,
    paid, rate), and the one when it never called: at a Go-Stop table of
    two, "the CPU", the one there is; "a CPU" only where three were counted."""
    if game != "gostop":
        # TRANSLATORS: {n} rounds the computer called koi-koi in; {paid} how many of those it won; {rate} a
        # percentage (as the player's line says theirs)
        return (ngettext("The computer called koi-koi in {n} round and won {paid} of them ({rate}).",
                         "The computer called koi-koi in {n} rounds and won {paid} of them ({rate}).", s.their_calls),
                _("The computer has never called koi-koi."))
    if s.players > 2:
        # TRANSLATORS: Go-Stop at tables of three: {n} hands in which a computer player called Go ("a CPU": either
        # one); {paid} how many of those it won; {rate} a percentage
        return (ngettext("A CPU called Go in {n} hand and won {paid} of them ({rate}).",
                         "A CPU called Go in {n} hands and won {paid} of them ({rate}).", s.their_calls),
                _("No CPU has ever called Go."))
    # TRANSLATORS: Go-Stop at two: {n} hands in which the computer player called Go ("the CPU": the only one);
    # {paid} how many of those it won; {rate} a percentage
    return (ngettext("The CPU called Go in {n} hand and won {paid} of them ({rate}).",
                     "The CPU called Go in {n} hands and won {paid} of them ({rate}).", s.their_calls),
            _("The CPU has never called Go."))


def their_points_words(game: str, s: Stats) -> str:
    """The points the computer won, to format with points: "the CPU" at a Go-Stop table of two."""
    if game != "gostop":
        # TRANSLATORS: the points the computer scored in the rounds it won
        return _("The computer's points: {points}")
    if s.players > 2:
        # TRANSLATORS: Go-Stop at tables of three: the points the computer players scored in the hands they won
        # ("a CPU": either one)
        return _("Points won by a CPU: {points}")
    # TRANSLATORS: Go-Stop at two: the points the one computer player scored in the hands it won
    return _("Points won by the CPU: {points}")


def otherwise_words(game: str) -> str:
    """The ways a round is won otherwise than by stopping (the bar "Won
    otherwise"): each game's, as its engine ends a round."""
    if game == "gostop":
        # TRANSLATORS: Go-Stop: the ways of winning a hand the bar "You won otherwise" counts
        return _("You won otherwise: with four of a month dealt (chongtong), or with three ppuk in a hand.")
    # TRANSLATORS: Koi-Koi: the ways of winning a round the bar "You won otherwise" counts
    return _("You won otherwise: by a hand dealt (Teshi, Kuttsuki) or four of a month on the field, by a yaku made "
             "with no koi-koi call left or on the last card, or as the hands ran out (the last to call koi-koi, "
             "the dealer's oya-ken).")


def none_won(game: str) -> str:
    """What stands for the points chart and the best rounds before any was won: in each game's word."""
    # TRANSLATORS: the statistics before the player won any hand of Go-Stop (round of Koi-Koi)
    return _("No hand won yet.") if game == "gostop" else _("No round won yet.")


def points_words(game: str, won: int) -> tuple[str, str, tuple[str, str]]:
    """The statistics' points chart: its heading, its summary (to format with
    n, points -- counted, :func:`points_counted` -- and average) and its axes' words (under the bars, above
    them)."""
    if game == "gostop":
        # TRANSLATORS: Go-Stop: {n} hands won, {points} their points in all, counted ("0 points", "1 point",
        # "12 points": French says "0 point"), {average} the points a hand
        said = ngettext("{n} hand won, {points} in all, {average} a hand",
                        "{n} hands won, {points} in all, {average} a hand", won)
        # TRANSLATORS: the heading of the statistics' histogram, and its axes: under its bars, what each bar
        # stands for; above them, what they count
        return _("Points of the hands you won"), said, (_("Points scored in the hand"), _("Hands won"))
    # TRANSLATORS: Koi-Koi: {n} rounds won, {points} their points in all, counted ("0 points", "1 point"),
    # {average} the points a round
    said = ngettext("{n} round won, {points} in all, {average} a round",
                    "{n} rounds won, {points} in all, {average} a round", won)
    # TRANSLATORS: the histogram's axes: under its bars, what each bar stands for; above, what it counts
    return _("Points of the rounds you won"), said, (_("Points scored in the round"), _("Rounds won"))
