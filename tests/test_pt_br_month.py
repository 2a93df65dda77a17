"""Brazilian Portuguese says a month of cards "mês", as the game does elsewhere (the months' names, "o mês da
rodada"); "naipe" (a suit of playing cards) crept into some lines ("quatro cartas de um naipe" on the
statistics, issue 39, pt13). No translated line of the pt_BR catalog says "naipe"."""

from __future__ import annotations

import re
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[1] / "koikoi" / "i18n" / "catalogs" / "pt_BR.po"


def test_no_pt_br_line_calls_a_month_a_suit():
    text = CATALOG.read_text(encoding="utf-8")
    said = [m.group(0) for m in re.finditer(r'(?m)^msgstr(?:\[\d\])? (?:"[^"\n]*"\n)+', text)]
    assert said
    suits = [s for s in said if re.search(r"naipe", s, re.IGNORECASE)]
    assert not suits, suits[:5]
