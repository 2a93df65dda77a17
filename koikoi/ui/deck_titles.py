"""A rule set's title as it is played: with the deck it is played with.

A preset's title names no deck ("French club"); the line that shows a rule
set names the deck played wherever that is not the standard deck, or is not
the deck the rules ask for (fr-club asks for the themed deck: played with
the standard deck chosen in Settings, its title says "French club, standard
deck", never "themed deck"). Rules played with the standard deck they ask
for (every other preset, as shipped) keep their title alone. A rule file of
the player's asks for the deck it names, and is played with it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from ..games.common.decks import STANDARD, DeckError, deck_gone, find_deck
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES, RuleSet, RulesError, preset_data
from ..games.koikoi.rules import Rules
from ..i18n import _, pgettext
from .deck_words import deck_name


def deck_phrase(deck_id: str) -> str:
    """A deck named within a rule set's title ("themed deck"); a player's
    own deck by its name; one gone, by its id."""
    if deck_id == STANDARD:
        # TRANSLATORS: the deck a match is played with, named after a rule set's title ("French club, standard
        # deck"): the traditional cards
        return pgettext("deck in a title", "standard deck")
    if deck_id == "themed":
        # TRANSLATORS: the deck a match is played with, named after a rule set's title ("French club, themed
        # deck"): seed 002's deck of a music world
        return pgettext("deck in a title", "themed deck")
    try:
        name = deck_name(find_deck(deck_id))
    except DeckError:
        name = deck_id
    # TRANSLATORS: a player's own deck named after a rule set's title ("French club, deck “Tarot”"); {name} is
    # the name its file gives it
    return pgettext("deck in a title", "deck “{name}”").format(name=name)


def asked_deck(name: str, played: str, koikoi: bool = True) -> str:
    """The deck a rule set asks for: a Koi-Koi preset's own (its file's
    ``deck``); other rules (a rule file, Go-Stop's) ask for the deck they
    are played with."""
    if not koikoi or name not in PRESET_NAMES:
        return played
    try:
        deck = preset_data(name)[0].get("deck", STANDARD)
    except RulesError:
        return played
    return deck if isinstance(deck, str) else played


def title_with_deck(title: str, played: str, asked: str) -> str:
    """A rule set's title (English, as its file writes it) in the language
    spoken, the deck ``played`` named after it unless it and the deck
    ``asked`` for are both the standard one."""
    said = pgettext("preset", title) if title else ""
    if played == STANDARD and asked == STANDARD:
        return said
    # TRANSLATORS: a rule set's title with the deck it is played with: {rules} its title ("French club"), {deck}
    # the deck ("themed deck", "standard deck")
    return pgettext("deck in a title", "{rules}, {deck}").format(rules=said, deck=deck_phrase(played))


def rules_proper(data: Mapping[str, Any]) -> dict[str, Any]:
    """A rule set's data without what the title chooses apart from the rules: the deck (named in the title
    where it is not the standard one), the match's length and the table's size."""
    kept = {k: v for k, v in data.items() if k != "deck"}
    if isinstance(kept.get("match"), Mapping):
        kept["match"] = {k: v for k, v in kept["match"].items() if k not in ("rounds", "target", "players")}
    return kept


@lru_cache(maxsize=16)
def _preset_proper(name: str) -> dict[str, Any] | None:
    try:
        return rules_proper(preset_data(name)[0])
    except RulesError:
        return None


def house_rules(rules: RuleSet) -> bool:
    """Whether a preset's rules were changed from the preset's own (an option set in Settings): a rule file's, or
    a preset's as shipped with the match length, table size and deck chosen, are not."""
    if rules.name not in PRESET_NAMES and rules.name not in GOSTOP_PRESET_NAMES:
        return False
    own = _preset_proper(rules.name)
    return own is not None and rules_proper(rules.data) != own


def house_title(title: str) -> str:
    """A preset's title (in the language spoken) marked as changed by the player (pt26 changed Go-Stop's
    threshold in Settings and the title still said "Brazilian Go-Stop")."""
    # TRANSLATORS: a rule set's title once the player changed any of its options in Settings: {rules} its title
    # ("Brazilian Go-Stop"); say "house rules" as players of the game in your language say it
    return pgettext("preset", "{rules} (house rules)").format(rules=title)


def rules_title_played(rules: RuleSet) -> str:
    """A compiled rule set's title, naming the deck it is played with (:func:`title_with_deck`), marked where its
    options were changed from the preset's (:func:`house_title`)."""
    said = title_with_deck(rules.title, rules.deck.id, asked_deck(rules.name, rules.deck.id, isinstance(rules, Rules)))
    return house_title(said) if house_rules(rules) else said


def preset_title_played(name: str, title: str, deck_setting: str) -> str:
    """A preset's title on the title's choice of rules (``title``, English;
    none: its ``name``), a Koi-Koi preset's naming the deck it would be
    played with: the one chosen in Settings (``deck_setting``; "" the
    preset's own). Go-Stop's, or a rule file's, reads as written."""
    if not title or name not in PRESET_NAMES:
        return pgettext("preset", title) if title else name
    asked = asked_deck(name, STANDARD)
    played = deck_setting or asked
    try:
        find_deck(played)
    except DeckError:  # a player's deck gone: the standard deck is played (Settings.rules_of)
        played = STANDARD
    return title_with_deck(title, played, asked)


def replay_deck_gone(rules: RuleSet) -> str:
    """The replay's sentence for a match played with a player's own deck that
    is gone since: it is played again with the standard deck (""
    for any other)."""
    gone = deck_gone(rules.data, rules.deck)
    # TRANSLATORS: over a replayed match played with a deck the player added, whose folder is gone; {name} is
    # that deck's folder name
    return _("Your deck “{name}” is gone: the match is played again with the standard deck.").format(
        name=gone) if gone else ""
