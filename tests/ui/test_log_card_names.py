"""One card, one name in the move log of both games (issue 39, pt20: one
game's log named a card by its Koi-Koi name, the other by its Go-Stop name,
as Korean says them: "소나무 학" and "솔광"). Every card of the standard
deck, alone and with its like cards, in five languages, as each game's log
names it; a plain that Go-Stop's rules count two keeps its double plain's
name (pt16), the one difference."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import CARD_IDS, MONTH_OF
from koikoi.games.gostop import game as G
from koikoi.games.gostop.rules import load_gostop
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.koikoi.movelog import KoikoiMoveLog
from koikoi.ui.movelog import cards_words


def gostop_log(rules) -> GostopMoveLog:  # noqa: ANN001
    g = G.new_game(rules, 1, 2)[0]
    return GostopMoveLog(lambda: ("You", "CPU"), 0, lambda: g)


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_log_names_each_card_alike_in_both_games(lang):
    i18n.set_language(lang)
    try:
        koikoi = KoikoiMoveLog.card_game
        plain = gostop_log(load_gostop("matgo", {"cards.double_plains": []})).card_game  # no double plains
        matgo = gostop_log(load_gostop("matgo")).card_game
        doubles = matgo.doubles  # type: ignore[attr-defined]
        assert doubles, "matgo counts no double plain: no test of its name"
        for card in range(len(CARD_IDS)):
            said = cards_words((card,), koikoi)
            assert cards_words((card,), plain) == said, CARD_IDS[card]
            if doubles >> card & 1:
                assert cards_words((card,), matgo) != said, f"{CARD_IDS[card]} is not named as a double plain"
            else:
                assert cards_words((card,), matgo) == said, CARD_IDS[card]
            like = tuple(c for c in range(len(CARD_IDS)) if MONTH_OF[c] == MONTH_OF[card]
                         and CARD_IDS[c].split("-")[:2] == CARD_IDS[card].split("-")[:2])
            if len(like) > 1:  # the plain cards of a month, counted: "the two pine plain cards"
                assert cards_words(like, plain) == cards_words(like, koikoi), CARD_IDS[card]
    finally:
        i18n.set_language("en")
