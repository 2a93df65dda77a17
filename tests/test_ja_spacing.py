"""Japanese puts no space after 。、！？: a half-width one there ("…ます。 次に")
reads as a slip. No Japanese translation has one, and the words the guided
match puts together from several (a lesson's sentences, a question and the
move it wants) have none either."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi.ui.scenes.lesson import closed_up

CATALOG = Path(__file__).resolve().parents[1] / "koikoi" / "i18n" / "catalogs" / "ja.po"
SPACED = re.compile(r"[。、！？] ")


def test_no_japanese_translation_has_a_space_after_a_stop_or_comma():
    found = []
    with CATALOG.open("rb") as f:
        catalog = read_po(f)
    for message in catalog:
        said = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        found += [f"{message.id!r}: {text!r}" for text in said if text and SPACED.search(text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("joined, said", [
    ("ます。 次に", "ます。次に"), ("はい、 いいえ", "はい、いいえ"), ("ですか？  はい！ ", "ですか？はい！"),
    ("Stop. Then go", "Stop. Then go"),
])
def test_sentences_put_together_close_up_after_a_full_width_stop(joined, said):
    assert closed_up(joined) == said
