"""The title's saved match: each game's, read when the title opens; the
line on where it stands; Continue, and New match's question before it is
given up. :class:`SavedMatch` is the half of
:class:`~.scenes.title.TitleScene` that keeps it and starts the matches."""

from __future__ import annotations

import logging
from collections.abc import Callable

from ..games.common.levels import known_level
from ..i18n import _
from ..storage import savegame
from ..storage.history import HistoryError
from .config import gostop_rules_for, rules_for
from .deck_titles import rules_title_played
from .scene import Context, Scene
from .title_words import abandon_warning, continue_words, gostop_abandon_warning, new_words, saved_summary
from .widgets import Choice


class SavedMatch:
    """Each game's saved match, continued or given up for a new one."""

    # the scene's (:class:`~.scenes.title.TitleScene`)
    ctx: Context
    game_played: str
    preset: Choice
    preset_title: Callable[[object], str]
    replace: Callable[[Scene], None]
    push: Callable[[Scene], None]

    def read_saved(self) -> None:
        """Each game's saved match (or none); one that could not be read is said in the notices."""
        self.waiting: dict[str, savegame.Saved | None] = {}
        for game, slot in savegame.SLOTS.items():
            found = slot.load()
            self.waiting[game] = found.saved
            if found.problem:
                self.ctx.notices.append(found.problem)

    @property
    def saved(self) -> savegame.Saved | None:
        """The saved match (or game of Go-Stop) of the game chosen."""
        return self.waiting.get(self.game_played)

    def saved_summary(self) -> str:
        """Where the saved match stands, in a line (one wording for both games)."""
        assert self.saved is not None
        return saved_summary(self.saved, self.game_played)

    def continue_label(self) -> str:
        """Continue match; and, where the rules chosen below are not the saved
        match's, the rules it keeps."""
        assert self.saved is not None
        kept, chosen = self.saved.match.rules.name, self.preset.value if hasattr(self, "preset") else None
        return continue_words(None if chosen is None or chosen == kept else rules_title_played(self.saved.match.rules))

    def new_label(self) -> str:
        """New match; and, where a saved match is played by other rules than
        those chosen, the rules the new one is played by (beside Continue's)."""
        chosen = self.preset.value if hasattr(self, "preset") else None
        differs = self.saved is not None and chosen is not None and chosen != self.saved.match.rules.name
        return new_words(self.preset_title(chosen) if differs else None)

    def continue_match(self) -> None:
        saved = self.saved
        if saved is not None and self.game_played == "gostop":
            self.replace(self.ctx.screens.gostop_table(saved.match.rules, level=saved.level, resume=saved.match))
        elif saved is not None:
            self.replace(self.ctx.screens.table(saved.match.rules, self.ctx.options.seed, saved.level,
                                                resume=saved.match))

    def new_match(self) -> None:
        """A new match; with a saved one waiting, first ask, saying whether
        the match left behind will count as a loss."""
        if self.saved is None:
            self.start_new_match()
            return
        counts = self.ctx.history.counts_if_left(savegame.SLOTS[self.game_played].game, self.saved.match)
        if self.game_played == "gostop":
            # TRANSLATORS: a question, when a saved game of Go-Stop is waiting: start a new one (and lose that); the
            # button that does it is "New match", as on the title
            self.push(self.ctx.screens.confirm(_("Start a new match?"), gostop_abandon_warning(self.saved, counts),
                                               _("New match"), self.start_new_match, _("Keep it"), safe=True))
            return
        # TRANSLATORS: a question, when a saved match is waiting: start a new one (and lose that), or keep it
        self.push(self.ctx.screens.confirm(_("Start a new match?"), abandon_warning(self.saved, counts),
                                           _("New match"), self.start_new_match, _("Keep it"), safe=True))

    def start_new_match(self) -> None:
        s = self.ctx.settings
        if self.game_played == "gostop":
            self.give_up_saved()
            self.start_gostop()
            return
        self.give_up_saved()
        rules = rules_for(s, self.ctx.options.rules)
        self.replace(self.ctx.screens.table(rules, self.ctx.options.seed, self.ctx.options.level or s.level))

    def start_gostop(self) -> None:
        """A new game of Go-Stop (a saved Koi-Koi match waits, untouched):
        the settings' preset, or the one ``--rules`` names."""
        s = self.ctx.settings
        level = self.ctx.options.level or s.level
        rules = gostop_rules_for(s, self.ctx.options.rules)
        self.replace(self.ctx.screens.gostop_table(rules, self.ctx.options.seed,
                                                   known_level(level),
                                                   players=min(s.gostop_players, rules.match.most_players)))

    def give_up_saved(self) -> None:
        """The saved match is left for a new one: it goes into the record as
        lost once the player has played in it (so leaving a match going badly
        cannot keep it out), then it is forgotten. A record that cannot be written does not stop the game."""
        game = self.game_played
        if self.saved is None:
            return
        try:
            self.ctx.history.abandon_saved(savegame.SLOTS[game].game, self.saved.level, self.saved.match)
        except HistoryError as exc:
            logging.getLogger(__name__).warning("the history could not be written: %s", exc)
        savegame.SLOTS[game].discard()
        self.waiting[game] = None
