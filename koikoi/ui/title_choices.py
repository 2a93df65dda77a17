"""The title's choices: the game (Koi-Koi or Go-Stop), the opponent, the
rules, the match's length and Go-Stop's players; and the language's picker.
:class:`TitleChoices` is the half of :class:`~.scenes.title.TitleScene`
that makes them where the scene lays them and applies what the player
chooses (each change lays the whole title out again: :meth:`chosen`)."""

from __future__ import annotations

from collections.abc import Callable

from .. import i18n
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES
from ..games.koikoi.rules import PRESET_NAMES, load_preset
from ..i18n import LANGUAGES, _
from ..storage.settings import GAMES
from .boxes import level_name
from .config import LEVELS, game_played, gostop_rules_for, length_changes, length_label, match_lengths, rules_for
from .deck_titles import house_rules, house_title, preset_title_played
from .gostop_rule_words import players_label
from .scene import Context
from .title_layout import labels_width
from .title_words import game_name
from .widgets import Choice, Picker


class TitleChoices:
    """The title's five choices and its language, made and answered."""

    # the scene's (:class:`~.scenes.title.TitleScene`)
    ctx: Context
    titles: dict[str, str]  # each preset's title in English, by its name (a rule file's too)
    place: Callable[[], None]
    invalidate: Callable[[], None]
    game: Choice
    level: Choice
    preset: Choice
    rounds: Choice
    players: Choice
    language: Picker

    @property
    def game_played(self) -> str:
        """The game New match starts: the one chosen, or the one ``--rules`` names."""
        return game_played(self.ctx.settings, self.ctx.options.rules)

    def preset_title(self, name: object) -> str:
        """A preset by its name, as its title reads in the language spoken, with the deck it would be played with;
        the preset played, marked where its options were changed in Settings (:func:`~.deck_titles.house_title`)."""
        said = preset_title_played(str(name), self.titles.get(str(name), ""), self.ctx.settings.deck)
        gostop = self.game_played == "gostop"
        s = self.ctx.settings
        if str(name) == (s.gostop_preset if gostop else s.preset) and (s.gostop_rule_options if gostop else
                                                                       s.rule_options):
            if house_rules(gostop_rules_for(s) if gostop else rules_for(s)):
                return house_title(said)
        return said

    def presets_offered(self, game: str) -> list[str]:
        """The rule sets the Rules choice offers in ``game``: ``--rules``'s alone, or the game's presets."""
        asked = self.ctx.options.rules
        return [asked] if asked else list(GOSTOP_PRESET_NAMES) if game == "gostop" else list(PRESET_NAMES)

    def make_choices(self, x: int, y: int, w: int, h: int, pitch: int) -> list[Choice]:
        """The five choices, one under the other from ``(x, y)``, ``pitch`` apart, their values' boxes lined up;
        the choices shown (Go-Stop's players in Go-Stop only), top down."""
        s, gostop = self.ctx.settings, self.game_played == "gostop"
        asked = self.ctx.options.rules  # this run's --rules: the game and the rules are fixed for the run
        # TRANSLATORS: the title's choice of game: Koi-Koi, or Go-Stop (its Korean cousin)
        self.game = Choice((x, y, w, h), _("Game"), list(GAMES), self.game_played, self.set_game, fmt=game_name)
        self.game.enabled = not asked
        y += pitch
        # TRANSLATORS: the title's choices: the computer's level, the rule set, how many rounds a match lasts
        levels = list(LEVELS)
        level = s.level if s.level in levels else levels[0]
        self.level = Choice((x, y, w, h), _("Opponent"), levels, level, self.set_level, fmt=level_name)
        preset = s.gostop_preset if gostop else s.preset
        if asked:
            if asked not in self.titles:  # a rule file: its own title
                self.titles[asked] = (gostop_rules_for(s, asked) if gostop else rules_for(s, asked)).title
            preset = asked
        self.preset = Choice((x, y + pitch, w, h), _("Rules"), self.presets_offered(self.game_played), preset,
                             self.set_preset, fmt=self.preset_title)
        self.preset.enabled = not asked
        # the match's length in either game, as Settings offers it (pt14: Go-Stop's was in Settings only)
        self.rounds = Choice((x, y + 2 * pitch, w, h), _("Match length"), *match_lengths(self.game_played, s),
                             self.set_rounds, fmt=length_label(self.game_played))
        self.rounds.enabled = gostop or bool(load_preset(s.preset).match.rounds)
        # TRANSLATORS: the title's choice for Go-Stop: against one computer player or two
        self.players = Choice((x, y + 3 * pitch, w, h), _("Players"), [2, 3], s.gostop_players, self.set_players,
                              fmt=players_label)
        self.offer_players()
        # the values (a rule set's title: "Matgo (two-player Go-Stop)") take the room the labels leave, at least
        # half, their boxes lined up (the box is as wide as the longest title needs: title_frame.box_width)
        choices = [self.game, self.level, self.preset, self.rounds, self.players]
        label_w = min(labels_width(self.ctx.assets, [c.label for c in choices], h), w // 2)  # clear of the arrows
        for c in choices:
            c.label_w = label_w
        return choices if gostop else choices[:-1]

    def make_language(self) -> None:
        """The language, top left (top right is the big title's in a small window), each named in itself."""
        px = self.ctx.layout.px
        ph = px(34)
        pw = max(px(150), Picker.width_for(self.ctx.assets, ph, list(LANGUAGES.values())))
        self.language = Picker((px(14), px(12), pw, ph), list(LANGUAGES), self.language_shown(),
                               self.set_language, fmt=lambda v: LANGUAGES.get(str(v), str(v)))

    def language_shown(self) -> str:
        """The language the picker shows: the one spoken; or, when the
        player's choice could not be spoken (its catalog unreadable: a notice
        says so), that choice, so the next step moves on from it."""
        s, spoken = self.ctx.settings, i18n.language()
        chosen = getattr(s, "language", "")
        if chosen in LANGUAGES and chosen != spoken and not self.ctx.options.lang:
            return chosen
        return spoken

    # --- what the player chooses ------------------------------------------------------------------
    def chosen(self) -> None:
        """A choice changed: the title laid out and painted again from the settings now chosen (the line on
        what ends the match, the box's height, the buttons' words), not only the choice's own box."""
        self.place()
        self.invalidate()

    def set_level(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(level=v))
        self.chosen()

    def set_game(self, v: object) -> None:
        """Koi-Koi or Go-Stop: the choices below change with it."""
        self.ctx.change_settings(self.ctx.settings.replace(game=v))
        self.chosen()

    def set_preset(self, v: object) -> None:
        """The rules: each button says its rules once the saved match's are not the same; a preset's options are
        its own, so the new one starts from its own (all laid out again: :meth:`chosen`)."""
        if self.ctx.settings.game == "gostop":
            self.ctx.change_settings(self.ctx.settings.replace(gostop_preset=v, gostop_rule_options={}))
        else:
            self.ctx.change_settings(self.ctx.settings.replace(preset=v, rule_options={}))
        self.chosen()

    def set_rounds(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(**length_changes(self.game_played, v)))
        self.chosen()

    def offer_players(self) -> None:
        """A table of three where the rules New match plays are played by
        three (matgo is the game of two, unless the player's options say
        otherwise): the choice shows the table New match will deal."""
        most = gostop_rules_for(self.ctx.settings, self.ctx.options.rules).match.most_players
        self.players.enabled = most > 2
        self.players.value = min(self.ctx.settings.gostop_players, most)

    def set_players(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(gostop_players=v))
        self.chosen()

    def set_language(self, v: object) -> None:
        """Speak ``v`` from now on: the app switches the catalogs and lays
        every scene out again (this one too, so the whole title is repainted)."""
        self.ctx.change_settings(self.ctx.settings.speaking(str(v)))

