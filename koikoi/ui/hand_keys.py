"""How to play's words on the keys at the table: the number keys play the
hand's cards as the table's pointer takes them (1 to 9, then 0 for a tenth
card: :data:`~koikoi.ui.table.pointer.NUMBER_KEYS`), said for the hand the
rules deal (issue 39: a Go-Stop hand of ten was said to be played by 1-8)."""

from __future__ import annotations

from ..i18n import _, ngettext
from .rules_explained import Section

KEYED = 10  # the hand's cards the number keys reach: 1 to 9, then 0


def hand_keys(cards: int) -> Section:
    """The section on playing from the keyboard, for a hand of ``cards``."""
    if cards < KEYED:
        # TRANSLATORS: How to play, the keys at the table: {n} the cards in a hand (8: "the keys 1 to 8")
        numbers = ngettext("The number keys 1 to {n} play the cards of your hand, counted from the left.",
                           "The number keys 1 to {n} play the cards of your hand, counted from the left.",
                           cards).format(n=cards)
    else:
        # TRANSLATORS: How to play, the keys at the table, for a hand of ten cards or more: 1 to 9, then 0
        numbers = _("The number keys 1 to 9 play the first nine cards of your hand, counted from the left, "
                    "and 0 the tenth.")
    # TRANSLATORS: How to play, the keys at the table; ← → are the arrow keys, Enter and Esc keys
    rest = _("← and → hold up the cards of your hand in turn, as the mouse does, and Enter plays the one held up. "
             "Esc pauses the game; its menu lists every key.")
    # TRANSLATORS: How to play: the heading of the section on playing with the keyboard alone
    return Section(_("Playing from the keyboard"), (numbers, rest))
