"""Words a cold reader stumbled on (issue 39, pt16):

- "Capture uma carta iluminada": a lit card to choose was called
  "iluminada", which a Portuguese player reads as the Brights (Luzes);
  French said "illuminée" beside its "Lumières", Japanese "光っている札"
  beside its 光札. Each now says the card is highlighted, in a word apart
  from its brights' name.
- "Você virou o curinga de três comuns do maço, um curinga": a bonus card
  turned up was called a bonus card twice, its name saying so already.
  Checked in every language against the line the move log writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from koikoi import i18n
from koikoi.games.gostop import deck
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.movelog import Opened

CATALOGS = Path(__file__).resolve().parent.parent / "koikoi" / "i18n" / "catalogs"

# each language's word for the brights, which a highlighted card must not be called by
BRIGHT_WORDS = {"fr": ("lumi", "illumin"), "pt_BR": ("luz", "ilumin"), "ja": ("光",), "ko": ("광",)}
BONUS_WORDS = {"en": "bonus", "fr": "bonus", "pt_BR": "curinga", "ko": "보너스", "ja": "ボーナス"}


@pytest.mark.parametrize("lang", sorted(BRIGHT_WORDS))
def test_a_highlighted_card_is_not_called_by_the_brights_word(lang):
    catalog = read_po((CATALOGS / f"{lang}.po").open("rb"))
    wrong = [str(m.string) for m in catalog if isinstance(m.id, str) and "glowing card" in m.id
             and any(w in str(m.string).lower() for w in BRIGHT_WORDS[lang])]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", sorted(BONUS_WORDS))
def test_a_bonus_card_turned_up_is_called_a_bonus_card_once(lang):
    log = GostopMoveLog(lambda: ("You", "CPU"), 0, lambda: None)  # type: ignore[arg-type, return-value]
    i18n.set_language(lang)
    try:
        for mine in (True, False):
            for bonus in range(deck.FIRST_BONUS, deck.FIRST_BONUS + 5):
                from koikoi.ui.movelog import cards_words

                text = log.play_text(Opened("flipped", bonus, "bonus-again"), mine).format(
                    card=cards_words((bonus,), "gostop"), name="CPU")
                assert text.lower().count(BONUS_WORDS[lang]) == 1, text
    finally:
        i18n.set_language("en")
