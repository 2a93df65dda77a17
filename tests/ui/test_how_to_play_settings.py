"""How to play speaks of a game option's state as Settings has it before the
player changes it (pt16: the Japanese page said "turn on Card corner
numbers in Settings" while they are on at first): each option it names, in
every language and in both games' pages, by its name in Settings and with
its default state, never the other."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import pgettext
from koikoi.storage.settings import Settings
from koikoi.ui.gostop_explained import explain_gostop
from koikoi.ui.rule_words import GAME_OPTIONS
from koikoi.ui.rules_explained import SETTINGS_SAID, explain

from .test_seat_lines import LANGUAGES


def says(words: str, line: str) -> bool:
    """``words`` in ``line`` whole ("activé" not within "désactivé")."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", line) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_says_each_option_as_settings_has_it_at_first(lang):
    i18n.set_language(lang)
    try:
        pages = [explain(load_preset("nintendo")), explain_gostop(load_gostop("matgo"))]
        lines = [line for page in pages for section in page for line in section.sentences]
        on, off = pgettext("option", "on at first"), pgettext("option", "off at first")
        assert on != off
        for key in SETTINGS_SAID:
            name = GAME_OPTIONS[key].label  # as the option's row in Settings reads
            naming = [line for line in lines if name in line]
            assert naming, (lang, key, name)
            default = bool(getattr(Settings(), key))
            for line in naming:
                assert says(on if default else off, line) and not says(off if default else on, line), (lang, line)
        assert len({key for key in GAME_OPTIONS if isinstance(getattr(Settings(), key, None), bool)}
                   & set(SETTINGS_SAID)) == len(SETTINGS_SAID)  # (each an option that is on or off)
    finally:
        i18n.set_language("en")
