"""What ends a match, in a sentence for the title (and How to play's summary): so many rounds (Koi-Koi)
or hands (Go-Stop), a score to reach, or both, as the rules to be played
say (with the length the player chose). No pygame here."""

from __future__ import annotations

from ..games.common.rulefiles import RuleSet
from ..games.gostop.rules import GoStopRules
from ..i18n import _, ngettext
from .gostop_rule_words import hands
from .rule_words import points, rounds


def match_end(rules: RuleSet) -> str:
    """"The match lasts 6 rounds; the higher total then wins.", or what a
    target adds: a match to a score may end after its first hand."""
    m = rules.match  # type: ignore[attr-defined]  # both games' rules have a match table
    length = (hands if isinstance(rules, GoStopRules) else rounds)(m.rounds) if m.rounds else ""
    if m.rounds and m.target:
        # TRANSLATORS: the title: what ends a match; {length} "6 hands" (or "6 rounds"), {target} "50 points"
        return _("The match ends after {length}, or once a player has {target}.").format(
            length=length, target=points(m.target))
    if m.target:
        # TRANSLATORS: the title: a match to a score, which a big first hand may end at once; {target} "50 points"
        return _("The first to {target} wins, even in a single deal.").format(
            target=points(m.target))
    # TRANSLATORS: the title: a match of so many rounds or hands ({length}: "12 rounds", "6 hands")
    return _("The match lasts {length}; the higher total wins.").format(length=length)


def summary(rules: RuleSet, players: int = 2) -> str:
    """How to play's rules in a line, made from the rules in force: what ends the match (the length the player
    chose), and for Go-Stop the deal at the table of ``players`` New match deals."""
    end = match_end(rules)
    if not isinstance(rules, GoStopRules):
        return end
    d = rules.deal
    three = players > 2 and rules.match.most_players > 2
    hand, field, n = (d.hand_three, d.field_three, 3) if three else (d.hand, d.field, 2)
    # TRANSLATORS: How to play Go-Stop's rules in a line: the deal at the table chosen ({n} players: 2 or 3),
    # then {end}, what ends the match ("The match lasts 12 hands; the higher total wins.")
    return ngettext("At a table of {n}, each player gets {hand} cards and {field} go face up on the field. {end}",
                    "At a table of {n}, each player gets {hand} cards and {field} go face up on the field. {end}",
                    n).format(n=n, hand=hand, field=field, end=end)
