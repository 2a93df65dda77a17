"""A line saying a yaku is out of reach because the player took a card names
the player as the taker in every language (pt17, Korean: "국화 청단 띠를
가져와서 CPU는 이제 … 만들 수 없습니다" read as if the CPU had taken it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

CATALOGS = Path(__file__).resolve().parents[1] / "koikoi" / "i18n" / "catalogs"
YOU = {"fr": "vous", "pt_BR": "você", "ko": "내가", "ja": "あなたが"}


@pytest.mark.parametrize("lang", sorted(YOU))
def test_the_player_is_named_where_they_took_the_card(lang):
    with open(CATALOGS / f"{lang}.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    checked = 0
    for message in catalog:
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        if not msgid or "out of reach: you took" not in msgid:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for said in strings:
            assert YOU[lang] in said.lower(), (msgid, said)
        checked += 1
    assert checked >= 2
