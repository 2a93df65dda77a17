"""How to play's words on the keys at the table: the number keys play the
hand's cards as the table's pointer takes them (1 to 9, then 0 for a tenth
card: :data:`~koikoi.ui.table.pointer.NUMBER_KEYS`), said for the hand the
rules deal (issue 39: a Go-Stop hand of ten was said to be played by 1-8)."""

from __future__ import annotations

from ..games.gostop.rules import GoStopRules
from ..games.koikoi.rules import Rules
from ..i18n import N_, _, ngettext
from .rules_explained import Section

KEYED = 10  # the hand's cards the number keys reach: 1 to 9, then 0
# TRANSLATORS: the pause menu's list of keys: what the number keys do at the table
PLAY_BY_NUMBER = N_("play a hand card, counted from the left")


def dealt(rules: Rules | GoStopRules, players: int = 2) -> int:
    """The cards a hand holds as dealt (Koi-Koi's hands are of eight; Go-Stop's as its rules deal for
    ``players``: the most a hand holds, a bonus card laid from it being replaced from the stock)."""
    if isinstance(rules, GoStopRules):
        return rules.deal.hand_three if players == 3 else rules.deal.hand
    return 8


def number_keys(cards: int) -> tuple[str, str]:
    """The pause list's line on the number keys, for a hand of ``cards``:
    the keys that play one ("1-7" where seven are dealt, "1-9, 0" for ten),
    and where a hand holds more than the keys reach, that the arrows reach
    the others (pt: "1-9, 0" was said at a table of three, whose hands
    hold seven, and a hand of twelve had no key for its last two)."""
    if cards < KEYED:
        return f"1-{cards}", PLAY_BY_NUMBER
    if cards == KEYED:
        return "1-9, 0", PLAY_BY_NUMBER
    # TRANSLATORS: the pause menu's list of keys, for a hand of more than ten cards: the number keys 1 to 9 and
    # 0 play the first ten, counted from the left; the arrow keys ← → hold up any card of the hand (Enter plays it)
    return "1-9, 0", N_("play one of the first ten hand cards, counted from the left; ← → reach the others")


def hand_keys(cards: int) -> Section:
    """The section on playing from the keyboard, for a hand of ``cards``."""
    if cards < KEYED:
        # TRANSLATORS: How to play, the keys at the table: {n} the cards in a hand (8: "the keys 1 to 8")
        numbers = ngettext("The number keys 1 to {n} play the cards of your hand, counted from the left.",
                           "The number keys 1 to {n} play the cards of your hand, counted from the left.",
                           cards).format(n=cards)
    elif cards == KEYED:
        # TRANSLATORS: How to play, the keys at the table, for a hand of ten cards: 1 to 9, then 0
        numbers = _("The number keys 1 to 9 play the first nine cards of your hand, counted from the left, "
                    "and 0 the tenth.")
    else:
        # TRANSLATORS: How to play, the keys at the table, for a hand of more than ten cards: 1 to 9, then 0;
        # ← → are the arrow keys
        numbers = _("The number keys 1 to 9 play the first nine cards of your hand, counted from the left, "
                    "and 0 the tenth; ← and → reach the cards after it.")
    # TRANSLATORS: How to play, the keys at the table; ← → are the arrow keys, Enter and Esc keys
    rest = _("← and → hold up the cards of your hand in turn, as the mouse does, and Enter plays the one held up. "
             "Esc pauses the game; its menu lists every key.")
    # TRANSLATORS: How to play: the heading of the section on playing with the keyboard alone
    return Section(_("Playing from the keyboard"), (numbers, rest))
