"""Settings' button that puts the rule options back says, in every
language, that it resets the rules (and not every setting), and the line
under the options quotes it as it reads: a cold playtester (pt25) read
Korean "규칙 기본값" (rule defaults) beside Japanese "初期値に戻す" (restore
defaults) and could not tell whether they did the same thing; French said
"Valeurs par défaut", English "Preset values"."""

from __future__ import annotations

import pytest

from koikoi import i18n

# each language's word for the rules, as its Settings heading "Rules and their options" says it
RULES = {"en": "rules", "fr": "règles", "pt_BR": "regras", "ko": "규칙", "ja": "ルール"}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", list(RULES))
def test_the_reset_button_names_the_rules_and_the_note_quotes_it(lang):
    i18n.set_language(lang)
    label = i18n._("Reset rules")
    assert RULES[lang] in label.casefold(), label
    assert RULES[lang] in i18n._("Rules and their options").casefold()
    for n in (1, 2):
        note = i18n.ngettext("{n} rule option differs from the preset; the Reset rules button puts it back.",
                             "{n} rule options differ from the preset; the Reset rules button puts them back.",
                             n).format(n=n)
        assert label in note, (note, label)
