"""Settings' rule sets say Go-Stop's deal from the rules' own numbers (issue 39, pt13: Brazilian Go-Stop's
description said "8 cards each, 10 on the field" at a table of three, which deals 7 each and 6). For every
Go-Stop rule set, in every language, the numbers its line says of the deal are its hand and field sizes at each
table it is played at, in order; and its description (as written in the rule file) says no deal of its own."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.games.gostop.api import GOSTOP
from koikoi.i18n import pgettext
from koikoi.ui.rule_words import GAME_OPTIONS
from koikoi.ui.settings_fit import preset_words

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_each_go_stop_rule_set_says_its_deal_at_each_table(lang):
    i18n.set_language(lang)
    try:
        words = preset_words(GOSTOP, GAME_OPTIONS["preset"])
        for name in GOSTOP.presets:
            rules = GOSTOP.load_rules(name)
            d = rules.deal
            meaning = words.meaning(name)
            own = pgettext("preset", rules.description)
            assert own in meaning, (lang, name, meaning)
            deal = [d.hand, d.field] + ([d.hand_three, d.field_three] if rules.match.most_players >= 3 else [])
            # (the tables' sizes, "2人", "3人" in Japanese, are no deal's: a hand holds 5 or more, a field 4 or more)
            said = [n for n in numbers(meaning.replace(own, "", 1)) if n not in (2, 3)]
            assert said == deal, (lang, name, meaning)
            # the rule file's own words name no deal: a number they say beyond its English words' (the Go
            # threshold) is no hand or field size ("2倍": doubled)
            extra = set(numbers(own)) - set(numbers(rules.description))
            assert not extra & {d.hand, d.field, d.hand_three, d.field_three}, (lang, name, own)
            assert not re.search(r"cards each|on the field", rules.description), (name, rules.description)
    finally:
        i18n.set_language("en")
