"""Each language names the computer with one word: its translation of
"CPU" (the seat's label), in a sentence too where the language has no word
of its own for a sentence (docs/i18n.md's terms). A Japanese player read
"コンピュータの勝ち" on the statistics beside "CPU" on the table, and asked
whether they were two opponents; a French tester read "CPU" on the tag
beside "l’ordinateur" in the sentences under it and found the mix
unnatural (French now says "Ordi" on the tag), and Portuguese said "a CPU"
in the move log but "o computador" in the hints."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

CATALOGS = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs"
OTHER_NAMES = {"ja": ("コンピュータ", "コンピューター", "ＣＰＵ"), "ko": ("컴퓨터",), "pt_BR": ("computador", "Computador"),
               "fr": ("CPU",)}
LABEL = {"fr": "Ordi"}  # the seat's label, where it is not "CPU" (French sentences say "l’ordinateur")


@pytest.mark.parametrize("lang", sorted(OTHER_NAMES))
def test_no_message_calls_the_computer_otherwise(lang):
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    said = [form for m in catalog if m.id
            for form in (m.string if isinstance(m.string, (tuple, list)) else [m.string])]
    assert catalog.get("CPU").string == LABEL.get(lang, "CPU")
    found = [text for text in said if any(word in text for word in OTHER_NAMES[lang])]
    assert not found, "\n".join(found)
