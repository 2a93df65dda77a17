"""Every line that names a rule set names the deck it is played with
(issue 40): fr-club with the standard deck chosen in Settings said
"French club, themed deck" on the title's choice of rules, the saved
match's line and How to play. Audited over every preset and every deck
setting, in every language, against the engine's rules: the title's
choice, the saved match's line, How to play's heading and the guided
match's first lesson all say the deck the rules are played with, and no
other deck; a preset played with the standard deck it asks for names none.
"""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.koikoi.game import new_match
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.i18n import pgettext
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.deck_titles import deck_phrase, rules_title_played
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, run

DECKS = ("standard", "themed")


def deck_named(text: str) -> list[str]:
    """The decks ``text`` names, in the language spoken."""
    return [d for d in DECKS if deck_phrase(d) in text]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_title_of_a_rule_set_names_the_deck_played_and_no_other(lang):
    with app_at((1280, 720), 100, lang) as app:
        for preset in PRESET_NAMES:
            asked = load_preset(preset).deck.id
            for setting in ("", *DECKS):
                app.ctx.change_settings(app.ctx.settings.replace(game="koikoi", preset=preset, deck=setting),
                                        save=False)
                rules = app.ctx.settings.rules()
                played = rules.deck.id
                where = f"{lang} {preset} deck={setting!r} (played: {played})"
                named = [] if played == asked == "standard" else [played]
                alone = pgettext("preset", rules.title)
                # the title's choice of rules, for the next match
                scene = TitleScene(app.ctx)
                app.push(scene)
                run(app, 1)
                picked = scene.preset.fmt(preset)
                # the saved match's line: a match of these rules
                state, _ = new_match(rules, 7)
                scene.waiting["koikoi"] = savegame.Saved(state, "normal")
                saved = scene.saved_summary()
                app.pop(scene)
                for line in (picked, saved, rules_title_played(rules)):
                    assert deck_named(line) == named, f"{where}: {line!r}"
                    assert alone in line, f"{where}: {line!r}"
                assert picked == rules_title_played(rules), where
                if not named:
                    assert picked == alone, where


def test_fr_club_with_the_standard_deck_says_so_in_english():
    club = S.Settings(preset="fr-club", deck="standard").rules()
    assert rules_title_played(club) == "French club, standard deck"
    assert rules_title_played(load_preset("fr-club")) == "French club, themed deck"
    assert rules_title_played(S.Settings(preset="nintendo", deck="themed").rules()).endswith(", themed deck")
    assert rules_title_played(load_preset("nintendo")) == pgettext("preset", load_preset("nintendo").title)
