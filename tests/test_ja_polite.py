"""The game speaks Japanese in the polite form, です/ます, in every sentence:
a cold playtester (pt25) read "3回目のゴーからは合計も2倍になる。" beside the
dialog's です/ます sentences, and "バクに気をつける。" at the end of a lesson
that said everything else politely. A sentence of the catalog (its English a
sentence, not a lower-case fragment such as a key's help, "hold up a hand
card and play it") ends in no plain form: no verb's dictionary or past form
(…る。, …う。, …た！), no plain copula (…だ。), no adjective or stem in い
(…ない。, …支払い。). A noun may end a sentence (体言止め: "役は重複あり。",
"50点先取。"), as the rules' short lines write."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

JA = Path(__file__).resolve().parent.parent / "koikoi" / "i18n" / "catalogs" / "ja.po"
POLITE = ("です", "ます", "ました", "ません", "でした", "ましょう", "ください", "でしょう")
PLAIN_END = "るうくすつぬぶむぐただい"  # the kana a verb, the copula or an adjective ends its plain form in
NOUNS = ("こいこい",)  # a word of the game that ends in one of them
_TRAILING = re.compile(r"(?:（[^（）]*）|\([^()]*\)|[」』 ])$")


def plain_endings(text: str) -> list[str]:
    """The sentences of ``text`` that end in a plain form (a parenthesis or a closing quote after the last word
    not counted: "…を除く）。" ends in the parenthesis' own verb, which is no sentence's)."""
    found = []
    for sentence in re.findall(r"[^。！？!?\n]*[。！？]", text):
        body = sentence[:-1]
        while (shorter := _TRAILING.sub("", body)) != body:
            body = shorter
        if not body or body.endswith(POLITE + NOUNS) or re.search(r"[0-9０-９}]つ$", body):  # "5つ": a count
            continue
        if body[-1] in PLAIN_END:
            found.append(sentence)
    return found


def test_the_plain_form_is_found():
    assert plain_endings("3回目のゴーからは合計も2倍になる。") == ["3回目のゴーからは合計も2倍になる。"]
    assert plain_endings("ポクを取った！") == ["ポクを取った！"]
    assert plain_endings("CPUが先にストップすると2倍払い（ゴバク）。") != []
    assert plain_endings("2倍になります。役は重複あり。バンドの楽器5つ。この局で最後のこいこい。") == []
    assert plain_endings("最後にこいこいした人が役の点を得ます（その人が最後の札を出した場合を除く）。") == []


def test_every_japanese_sentence_is_polite():
    with JA.open("rb") as f:
        catalog = read_po(f, locale="ja")
    found = []
    for message in catalog:
        english = message.id if isinstance(message.id, str) else message.id[0]
        if not english or re.match(r"[a-z]", english):  # a fragment: a key's help, a part of a line
            continue
        for said in (message.string if isinstance(message.string, tuple) else (message.string,)):
            found += [f"{english!r}: {s}" for s in plain_endings(said or "")]
    assert not found, "\n".join(found)
