"""What Go-Stop's bonus bright does under the rules in force, in words: it
scores nothing for its taker, and, if they lose the hand, it counts as their
bright, which spares them what the rules charge a loser with no bright
(gwang-bak, the no-bright bonus), read from the rules as the engine scores
them (:func:`~koikoi.games.gostop.scoring.loser_scores`). The Brazilian
rules have no gwang-bak but a no-bright bonus: the card's words said
"spares a loser gwang-bak" there (issue 39, pt20). No pygame here."""

from __future__ import annotations

from ..games.gostop.rules import GoStopRules
from ..i18n import _, pgettext
from .words import listing

GWANG_BAK_FACTOR = 2  # the engine's gwang-bak doubles (scoring._score)


def spared_by_rules(rules: GoStopRules | None) -> list[str]:
    """What a loser's bonus bright spares them under ``rules``, each as the
    summary names it ("the no-bright bonus +2", "gwang-bak ×2"); None: the
    usual rules (gwang-bak alone)."""
    if rules is None:
        return [_("gwang-bak ×{n}").format(n=GWANG_BAK_FACTOR)]
    s, spared = rules.scoring, []
    if s.no_bright_bonus:
        spared.append(_("the no-bright bonus +{n}").format(n=s.no_bright_bonus))
    if s.gwang_bak:
        spared.append(_("gwang-bak ×{n}").format(n=GWANG_BAK_FACTOR))
    return spared


def bright_card_said(rules: GoStopRules | None) -> str:
    """The bonus bright named in the status line, with what it is worth under ``rules``, short."""
    spared = spared_by_rules(rules)
    if not spared:
        # TRANSLATORS: the bonus bright (the joker bright) named where it lies, under rules that charge a loser
        # nothing for having no bright: it changes no score; a status line: as short as this
        return _("Bonus bright: scores nothing, for anyone, under these rules")
    # TRANSLATORS: the bonus bright (the joker bright), named where it lies, plainly: it scores nothing for its
    # taker and, for a player who loses the hand holding it, counts as a bright, which spares them {spared}
    # (the summary's words: "gwang-bak ×2", "the no-bright bonus +2"); a status line: as short as this
    return _("Bonus bright: scores nothing; spares a loser {spared}").format(spared=listing(spared))


def bright_box_said(plus: int, rules: GoStopRules | None) -> str:
    """What the bonus bright in a capture box means, in a sentence: over its box's label ("Brights  0 + 1")
    and over the card with its tag ("+1 bright if its taker loses")."""
    spared = spared_by_rules(rules)
    if not spared:
        # TRANSLATORS: Go-Stop: the status line over the brights' box label "Brights  0 + 1" and over the bonus
        # bright captured, under rules that charge a loser nothing for having no bright
        return pgettext("gostop", "+{n}: the bonus bright. It scores nothing for its taker, and under these rules "
                                  "a loser's brights change no score").format(n=plus)
    # TRANSLATORS: Go-Stop: the status line over the brights' box label "Brights  0 + 1" and over the bonus
    # bright captured: the + is the bonus bright (the joker bright), which is no bright in its taker's yaku
    # and counts as one only if they lose, sparing them {spared} (the summary's words: "gwang-bak ×2", "the
    # no-bright bonus +2")
    return pgettext("gostop", "+{n}: the bonus bright. It scores nothing for its taker; if they lose the hand, "
                              "it counts as their bright and spares them {spared}").format(n=plus,
                                                                                          spared=listing(spared))


__all__ = ["bright_box_said", "bright_card_said", "spared_by_rules"]
