"""What Settings lists of a game's rules: each game's words, and the rule
options shown: every option the rules in force read, at the table a new
match deals, and none other (an option of the other table's size, or one
that only tunes another that is off, is not shown: every value on the page
is one in play). No pygame here."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..games.common.options import Spec, specs, used_at
from ..games.common.rulefiles import RuleSet
from ..games.gostop.rules import GoStopRules, idle_options
from ..i18n import N_
from ..storage import rule_options as RO
from .gostop_rule_words import GAME_OPTIONS as GOSTOP_GAME_OPTIONS
from .gostop_rule_words import RULE_OPTIONS as GOSTOP_RULE_OPTIONS
from .rule_words import GAME_OPTIONS, RULE_OPTIONS, OptionWords

# Each game's rules as the settings keep them, its options' words, and the words of its left column.
GAMES: dict[str, tuple[RO.KeptRules, Mapping[str, OptionWords], Mapping[str, OptionWords]]] = {
    "koikoi": (RO.KOIKOI, RULE_OPTIONS, GAME_OPTIONS),
    "gostop": (RO.GOSTOP, GOSTOP_RULE_OPTIONS, {**GAME_OPTIONS, **GOSTOP_GAME_OPTIONS}),
}
# TRANSLATORS: Settings' footer before any option is pointed at or reached with the keys (Tab, ↑ ↓), whose
# description shows there too
NO_DESCRIPTION = N_("Point at an option, or reach it with Tab or ↑ ↓, to read what it does.")
# TRANSLATORS: Settings opened from a match: the first line of the rules' list
IN_GAME = N_("Rule changes apply from the next match: this match keeps the rules it began with.")


def idle_of(rules: RuleSet, players: int) -> frozenset[str]:
    """The options ``rules`` never read at the table a new match deals
    (``players`` asked, no more than the rules are played by)."""
    if not isinstance(rules, GoStopRules):  # Koi-Koi reads every option it has
        return frozenset()
    return idle_options(rules, min(players, rules.match.most_players))


def options_shown(kept: RO.KeptRules, rules: RuleSet, idle: frozenset[str]) -> Iterator[tuple[str, str, Spec, Any]]:
    """Each rule option Settings lists, in the order the rules declare
    them: (table, dotted name, spec, value in force); less those the left
    column sets and those ``idle``."""
    own = {o.option for o in kept.own}
    counts = kept.game.player_counts(rules)
    for table, declared in kept.game.sections.items():
        for key, check in specs(declared).items():
            dotted = f"{table}.{key}"
            if dotted not in own and used_at(declared, key, counts) and dotted not in idle:
                yield table, dotted, check, RO.freeze(rules.data[table][key])  # a list of cards as a tuple
