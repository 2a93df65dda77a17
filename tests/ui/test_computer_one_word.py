"""Each language names the computer with one word: its translation of
"CPU" (the seat's label), in a sentence too where the language has no word
of its own for a sentence (docs/i18n.md's terms). A Japanese player read
"コンピュータの勝ち" on the statistics beside "CPU" on the table, and asked
whether they were two opponents."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
OTHER_NAMES = {"ja": ("コンピュータ", "コンピューター", "ＣＰＵ")}


@pytest.mark.parametrize("lang", sorted(OTHER_NAMES))
def test_no_message_calls_the_computer_otherwise(lang):
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    said = [form for m in catalog if m.id
            for form in (m.string if isinstance(m.string, (tuple, list)) else [m.string])]
    assert catalog.get("CPU").string == "CPU"
    found = [text for text in said if any(word in text for word in OTHER_NAMES[lang])]
    assert not found, "\n".join(found)
