"""The bonus card that doubles its taker's win has one name in each
language, said the same by the panel, the pointing text, the move log and
lessons (the card's name), the summary and the short sum (issue 39: English
called it "×2 card" on the panel, "Bonus doubler" in the log and summary,
"Bonus card" when pointed at, "doubler" in the sum). The name is the
panel's, the words its label writes after the plains' count."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import Line
from koikoi.i18n import pgettext
from koikoi.ui.gostop.canvas import double_legend
from koikoi.ui.gostop.pointer import card_said
from koikoi.ui.gostop_stop_sum import NBSP, line_short
from koikoi.ui.gostop_words import Scorers, line_name
from koikoi.ui.seat_words import Seats
from koikoi.ui.words import card_words


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_x2_card_has_one_name_on_every_screen(lang):
    i18n.set_language(lang)
    try:
        label = pgettext("gostop", "{kind}  {n} · ×2 card").format(kind="", n="")
        name = label.replace("·", "").replace("・", "").strip()  # the panel's name for it ("×2 card")
        card = deck.INDEX["bonus-double"]
        rules = load_gostop("gostop-brazilian")
        line = Line("multiplier", "double-joker", factor=2)
        names = ("You", "CPU 1", "CPU 2")
        said = {
            "the card's name (move log, lessons)": card_words(card, "gostop"),
            "pointing at it": card_said(card),
            "the panel's legend": double_legend(names, 0, 1),
            "the summary": line_name(line, rules, Scorers(Seats(names, 0), 1, 2)),
            "the short sum": line_short(line, None, 1).replace(NBSP, " "),
        }
        for where, words in said.items():
            assert name.lower() in words.lower(), (lang, where, name, words)
    finally:
        i18n.set_language("en")
