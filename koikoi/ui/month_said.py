"""What the round's month is for, said when the panel's "Pine month" is
pointed at: which month it is and what it changes under the rules in force
(a yaku of the month's cards, as the rules score it; or nothing). From the
rules, never by hand (cold playtest pt14: the label said nothing). No pygame here."""

from __future__ import annotations

from ..games.koikoi.rules import Rules
from ..i18n import _, ngettext, pgettext
from .assets import MONTH_NAMES
from .rule_words import points


def month_words(rules: Rules, month: int) -> str:
    """"This round's month is Pine: ... Under these rules, Tsukifuda scores 5 points for 4 of its cards.", or
    that it changes nothing."""
    name = _(MONTH_NAMES[month])
    # TRANSLATORS: pointing at the panel's "Pine month": {month} is the round's month by its flower ("Pine")
    # ({first}: round 1's, "Pine")
    what = _("This round's month is {month}: round 1 takes {first}, each round after it the next month.").format(
        month=name, first=_(MONTH_NAMES[1]))
    counted = [y for y in rules.yaku if y.current_month]
    if not counted:
        # TRANSLATORS: pointing at the panel's round month, under rules where no yaku counts the month's cards
        then = _("It changes nothing under these rules: no yaku counts the month's cards.")
    else:
        said = []
        for y in counted:
            # TRANSLATORS: pointing at the panel's round month: {yaku} is a yaku of the month's cards (Tsukifuda),
            # {points} what it scores ("5 points"), {n} how many of the month's cards make it
            said.append(ngettext("Under these rules, {yaku} scores {points} for {n} of the month's cards.",
                                 "Under these rules, {yaku} scores {points} for {n} of the month's cards.",
                                 y.min).format(yaku=pgettext("yaku", y.name), points=points(y.points), n=y.min))
        then = " ".join(said)
    return pgettext("two sentences", "{first} {second}").format(first=what, second=then)


def month_rule(rules: Rules) -> str:
    """How to play's sentence on the round's month: what it is, and what it changes under these rules."""
    counted = [y for y in rules.yaku if y.current_month]
    if not counted:
        # TRANSLATORS: How to play, under rules where no yaku counts the round's month
        return _("Each round has a month, named in the panel: {first} in round 1, then the next month each round. "
                 "It changes nothing under these rules.").format(first=_(MONTH_NAMES[1]))
    y = counted[0]
    # TRANSLATORS: How to play: {yaku} is a yaku of the round's month's cards (Tsukifuda), {points} what it scores
    # ("5 points"), {n} how many of that month's cards make it
    return ngettext("Each round has a month, named in the panel: {first} in round 1, then the next month each round. "
                    "{yaku} scores {points} for {n} of that month's cards.",
                    "Each round has a month, named in the panel: {first} in round 1, then the next month each round. "
                    "{yaku} scores {points} for {n} of that month's cards.", y.min).format(
        yaku=pgettext("yaku", y.name), points=points(y.points), n=y.min, first=_(MONTH_NAMES[1]))
