"""The bonus bright's words say what the engine does with it under the
rules in force (issue 39, pt20/pt21): its tag "+1 si perdant" / "+1 負け時
のみ" was unexplained on the table, and pointing at it said "spares them
gwang-bak" under the Brazilian rules, which have no gwang-bak (they charge a
loser with no bright the no-bright bonus, which the card spares). For every
language and each way the rules may charge a loser with no bright: the
engine scores a hand with and without the loser's bonus bright, and the
pointing text of the card and of its box names each line the card spares,
in the summary's words, and no other."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.common.cards import mask_of
from koikoi.games.gostop import deck
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.scoring import loser_scores
from koikoi.ui.gostop.pointer import card_said
from koikoi.ui.gostop_bright_words import bright_box_said

WINNER = mask_of(["pine-crane", "cherry-curtain", "pampas-moon"])  # Samgwang: the winner scored with brights


def spared_by_engine(rules) -> list[str]:  # noqa: ANN001
    """The lines of a loser's score their bonus bright keeps off it, in the summary's words."""
    def lines(loser: int) -> set:
        return {ln for ln in dict(loser_scores(rules, (loser, WINNER), 1, (0, 0), 0))[0].lines if ln.kind != "yaku"}

    said = []
    for ln in lines(0) - lines(deck.BONUS_BRIGHT):
        assert ln.id in ("no-bright", "gwang-bak"), ln
        said.append(i18n._("the no-bright bonus +{n}").format(n=ln.points) if ln.id == "no-bright"
                    else i18n._("gwang-bak ×{n}").format(n=ln.factor))
    return said


def every_spared_words() -> list[str]:
    return [i18n._("gwang-bak ×{n}").format(n=2), *(i18n._("the no-bright bonus +{n}").format(n=n) for n in range(1, 6))]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("gwang_bak, no_bright", [(True, 0), (False, 2), (True, 3), (False, 0)])
def test_pointing_at_the_bonus_bright_says_what_the_engine_spares_a_loser(lang, gwang_bak, no_bright):
    rules = load_gostop("gostop-brazilian", {"scoring.gwang_bak": gwang_bak, "scoring.no_bright_bonus": no_bright})
    i18n.set_language(lang)
    try:
        spared = spared_by_engine(rules)
        assert bool(spared) == bool(gwang_bak or no_bright)
        bright = deck.BONUS_BRIGHT.bit_length() - 1
        for said in (bright_box_said(1, rules), card_said(bright, rules)):
            assert all(words in said for words in spared), (said, spared)
            assert not [w for w in every_spared_words() if w in said and w not in spared], (said, spared)
        tag = i18n.pgettext("gostop", "+1 bright if its taker loses")
        assert tag.startswith("+1") and tag != "+1"
    finally:
        i18n.set_language("en")
