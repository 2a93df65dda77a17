"""Every line of the pause menu's shortcuts reads as a sentence in the five
languages (issue 39: Go-Stop's "Enter, Esc  Bomb? Shake?: bomb or shake, or
play just the one card" left a colon dangling after two questions)."""

from __future__ import annotations

import re

import pytest

from koikoi import i18n
from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS, SHORTCUT_GROUPS


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_no_shortcut_line_hangs_a_colon_on_a_question(lang):
    i18n.set_language(lang)
    try:
        for groups in (SHORTCUT_GROUPS, GOSTOP_SHORTCUT_GROUPS):
            for _heading, pairs in groups:
                for _keys, what in pairs:
                    said = i18n._(what)
                    assert not re.search(r"[?？]\s*[:：]", said), (lang, said)
                    assert said.strip() and not said.rstrip().endswith((":", "：")), (lang, said)
    finally:
        i18n.set_language("en")
