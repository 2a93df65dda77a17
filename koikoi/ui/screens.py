"""Every screen of the game, made on request: the one module that knows
them all. A scene that leads to another asks ``ctx.screens`` for it
(``self.push(self.ctx.screens.pause(self))``) instead of importing it, so
scenes never import each other and no import runs in a circle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..games.common.levels import known_level
from ..games.matchrecord import MatchRecord
from ..games.matchrecord import replay as replay_record
from ..games.gostop.game import GameState as GostopGameState
from ..games.gostop.rules import GoStopRules
from ..games.koikoi.game import MatchState
from ..games.koikoi.rules import Rules
from ..games.guides import TEACHERS
from ..games.lessons import Course, ScriptError, course, teaching
from ..i18n import LANGUAGES, _, language
from ..storage import savegame
from .config import game_played, gostop_rules_for, rules_for
from .gostop.replay import GostopReplayScene
from .gostop.table import GostopTableScene
from .history_view import Chosen
from .movelog import MoveLog
from .prompt_hint import PromptHint
from .scene import Context, Scene, TableView
from .scenes.dialog import ChoiceScene, confirm
from .scenes.gostop_match_end import GostopEndView, GostopMatchEndScene
from .scenes.gostop_summary import GostopSummaryScene, GostopView
from .scenes.how_to_play import RulesScene
from .scenes.koikoi_prompt import KoiKoiScene
from .scenes.match_end import MatchEndScene
from .scenes.matches import MatchesScene
from .scenes.moves import MovesScene
from .scenes.pause import GostopPauseScene, PauseScene
from .scenes.settings_menu import SettingsScene
from .scenes.statistics import StatisticsScene
from .scenes.summary import SummaryScene
from .scenes.title import TitleScene
from .gostop.guided import GuidedGostop
from .koikoi.guided import GuidedTable
from .koikoi.replay import KoikoiReplayScene
from .koikoi.table import TableScene
from .scenes.lesson import Lesson


class Screens:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def title(self) -> Scene:
        return TitleScene(self.ctx)

    def table(self, rules: Rules, seed: int | None = None, level: str = "normal", *, demo: bool = False,
              resume: MatchState | None = None, attract: bool = False) -> TableScene:
        """A match at the table: a new one, or ``resume`` continued; ``attract``:
        the title's demo, which any click leaves."""
        table = TableScene(self.ctx, rules, seed, level, demo=demo, resume=resume)
        table.attract = attract
        return table

    def demo(self, seed: int | None = None, level: str | None = None, attract: bool = False) -> Scene:
        """The computer playing both seats (every seat of Go-Stop) at the game
        the settings choose, or that ``--rules`` names, under those rules."""
        s, rules_arg = self.ctx.settings, self.ctx.options.rules
        level = known_level(level or s.level)
        if game_played(s, rules_arg) == "gostop":
            gostop = gostop_rules_for(s, rules_arg)
            return self.gostop_table(gostop, seed, level, demo=True, attract=attract,
                                     players=min(s.gostop_players, gostop.match.most_players))
        return self.table(rules_for(s, rules_arg), seed, level, demo=True, attract=attract)

    def gostop_table(self, rules: GoStopRules, seed: int | None = None, level: str = "easy", *,
                     demo: bool = False, attract: bool = False, players: int | None = None,
                     resume: GostopGameState | None = None) -> GostopTableScene:
        """A game of Go-Stop at the table, of ``players`` (the rules' number if
        None), or the saved game ``resume``; ``attract``: the title's demo."""
        table = GostopTableScene(self.ctx, rules, seed, level, demo=demo, players=players, resume=resume)
        table.attract = attract
        return table

    def gostop_summary(self, table: GostopView, review: bool = False) -> Scene:
        return GostopSummaryScene(self.ctx, table, review)

    def gostop_match_end(self, table: GostopEndView) -> Scene:
        return GostopMatchEndScene(self.ctx, table)

    def koikoi(self, table: TableView, within: Callable[[], Sequence[pygame.Rect]] | None = None) -> Scene:
        return KoiKoiScene(self.ctx, table, within)

    def summary(self, table: TableView) -> Scene:
        return SummaryScene(self.ctx, table)

    def match_end(self, table: TableView) -> Scene:
        return MatchEndScene(self.ctx, table)

    def pause(self, table: TableView) -> Scene:
        return PauseScene(self.ctx, table)

    def gostop_pause(self, table: GostopView) -> Scene:
        return GostopPauseScene(self.ctx, table)

    def moves(self, log: MoveLog, names: Sequence[str]) -> Scene:
        return MovesScene(self.ctx, log, names)

    def settings(self, in_game: bool = False, game: str | None = None) -> Scene:
        """Settings, showing the rules of ``game`` (by default, of the game the title starts)."""
        return SettingsScene(self.ctx, in_game=in_game, game=game)

    def how_to_play(self, rules: Rules | GoStopRules, guided: bool = False, players: int = 2) -> Scene:
        """How to play under ``rules`` at a table of ``players``; ``guided``: it offers the guided match too
        (from the title)."""
        return RulesScene(self.ctx, rules, self.guided if guided else None, self.lessons() if guided else 0,
                          players)

    def choice(self, title: str, text: str, answers: Sequence[tuple[str, Callable[[], None]]],
               escape: bool = True, letters: Sequence[int | None] = (), hint: PromptHint | None = None,
               within: Callable[[], Sequence[pygame.Rect]] | None = None, floor: float = 0.0) -> Scene:
        return ChoiceScene(self.ctx, title, text, answers, escape, letters, within=within, hint=hint, floor=floor)

    def statistics(self, game: str, chosen: Chosen | None = None) -> Scene:
        """The player's statistics for ``game`` ("koikoi", "gostop"), under
        the filters ``chosen`` (by default those the player last chose this
        session, else every match of the game)."""
        return StatisticsScene(self.ctx, game, chosen or self.ctx.history_chosen)

    def matches(self, game: str, chosen: Chosen | None = None) -> Scene:
        """The list of past matches of ``game``, the latest first, under the filters ``chosen`` (by default
        those last chosen this session)."""
        return MatchesScene(self.ctx, game, chosen or self.ctx.history_chosen)

    def replay(self, record: MatchRecord, title: str = "", at: int = 0) -> Scene:
        """A kept match played again at its game's table, every move, every
        hand face up, from state ``at`` (0: its first deal); ``title``:
        where it came from, said at the top of the table. Raises
        :class:`~koikoi.games.matchrecord.RecordError` for a record that
        does not replay (an action the rules do not allow where it was
        written, rounds or scores other than recorded): the caller says so
        and stays where it is."""
        played = replay_record(record, stop_where_gone=True)  # a deck gone since: as far as its moves fit
        if record.game == "gostop":
            return GostopReplayScene(self.ctx, played, at, title)
        return KoikoiReplayScene(self.ctx, played, at, title)

    def course(self) -> tuple[str, Course]:
        """The game the title starts and its guided match, under the preset
        chosen (or the one it extends, or the first taught: :func:`~koikoi.games.lessons.teaching`); raises
        ScriptError for a script that cannot teach."""
        s = self.ctx.settings
        game = game_played(s, self.ctx.options.rules)
        teacher = TEACHERS[game]
        preset = s.gostop_preset if game == "gostop" else s.preset
        script = teaching(teacher, game, preset)
        if script is None:
            raise ScriptError(f"{game} has no lessons for {preset}")
        return game, course(teacher, script)

    def lessons(self) -> int:
        """How many lessons the guided match of the game the title starts has (0: it cannot teach)."""
        try:
            return len(self.course()[1].cues)
        except ScriptError:
            return 0

    def guided(self) -> None:
        """The guided first match of the game the title starts, under the
        preset chosen, taken up at the lesson after those done (from its
        start once every one is done), in place of every screen. A script
        that cannot teach is said on the title."""
        s = self.ctx.settings
        try:
            game, taught = self.course()
        except ScriptError as exc:
            # TRANSLATORS: the guided match cannot start; {problem} says why (in English: a fault of the game's files)
            self.ctx.notices.append(_("The guided match cannot start: {problem}.").format(problem=exc))
            self.go(self.title())
            return
        lesson = getattr(s, f"guided_{game}")
        table = GuidedGostop if game == "gostop" else GuidedTable
        self.go(table(self.ctx, taught, lesson if 0 <= lesson < len(taught.cues) else 0))

    def first_start(self) -> bool:
        """Nothing played yet and the guided match never offered (the caller
        knows no settings were saved yet): the title offers it, once."""
        s, options = self.ctx.settings, self.ctx.options
        if s.guide_offered or options.demo or options.rules or self.ctx.history.count() > 0:
            return False
        return not any(slot.path().exists() for slot in savegame.SLOTS.values())

    def offer_guide(self) -> Scene:
        """At the first start: the guided match of either game (it is asked over the title's choice of game,
        so it names both: a newcomer who came for Go-Stop learns Go-Stop), or straight to the title."""
        def learn(game: str) -> Callable[[], None]:
            def start() -> None:
                self.ctx.change_settings(self.ctx.settings.replace(game=game))  # the title shows it after
                self.guided()
            return start
        def next_language() -> None:  # the question asked again in the next language (it covers the title's picker)
            codes = list(LANGUAGES)
            now = language()
            code = codes[(codes.index(now) + 1) % len(codes)] if now in codes else codes[0]
            self.ctx.change_settings(self.ctx.settings.speaking(code))
            if self.ctx.app is not None:
                self.ctx.app.push(self.offer_guide())
        def words() -> tuple[str, str, list[str]]:  # the question in the language spoken: title, text, answers
            # TRANSLATORS: asked at the first start, over the title: a guided match of either game, or the title
            return (_("New to the flower cards?"),
                    _("A guided match teaches Koi-Koi or Go-Stop as you play it, one idea at a time. "
                      "How to play offers it again whenever you like."),
                    # TRANSLATORS: the first start's answers: the guided match of Koi-Koi, of Go-Stop, the
                    # language the game speaks ({language}: its name in its own words, "Français"; each press
                    # goes on to the next language), or the title (nothing now)
                    [_("Learn Koi-Koi"), _("Learn Go-Stop"),
                     _("Language: {language} ▶").format(language=LANGUAGES.get(language(), language())), _("Not now")])
        title, text, labels = words()
        # asked again in the next language at a press, its buttons where they stood (pt22: the language's button
        # moved under the resting mouse): sized for every language's words, one screen to the settle guard
        offer = ChoiceScene(self.ctx, title, text, list(zip(labels, [learn("koikoi"), learn("gostop"), next_language,
                                                                     lambda: None])), alike=words)
        offer.settle_as = "offer_guide"
        return offer

    def guided_end(self, last: Lesson) -> Scene:
        """The guided match's last words: a first match now, or back to the title."""
        def play() -> None:
            title = TitleScene(self.ctx)
            self.go(title)
            title.new_match()  # asks first if a match is waiting
        # TRANSLATORS: the guided match is over: the answers, a first match against the computer, or the title
        return ChoiceScene(self.ctx, last.title, last.text, [(_("Play a match"), play),
                                                             (_("Back to the title"), lambda: self.go(self.title()))])

    def go(self, scene: Scene) -> None:
        """``scene`` in place of every screen."""
        if self.ctx.app is not None:
            self.ctx.app.clear_to(scene)

    def confirm(self, title: str, text: str, yes: str, on_yes: Callable[[], None], no: str | None = None,
                safe: bool = False) -> Scene:
        return confirm(self.ctx, title, text, yes, on_yes, no, safe)
