"""What a Go risks, in the words of the Go or Stop question: what the
player would pay if another stopped before them, as the rules in force say
(go-bak doubling it, or the player paying for both losers, or no go-bak
at all), and the penalties and bonuses their captures would add as they
stand, each with its amount ("pi-bak ×2 if the winner scores plains (you have only 4 plains)", "no-bright
bonus +2"). :func:`go_bak_rule` says which go-bak the sentence promises,
for the test that the engine then charges it. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from ..games.gostop import deck
from ..games.gostop.observation import Sight
from ..games.gostop.scoring import SAKE, cup_counts_as_plain
from ..i18n import _, ngettext, pgettext
from .seat_words import named
from .words import listing

NO_GO_BAK, DOUBLE, FOR_BOTH = "none", "double", "for-both"


def go_bak_rule(sight: Sight) -> str:
    """What the rules do to the player (``sight.player``) if they call Go
    and another then stops: :data:`FOR_BOTH` (at a table of three, a loser
    who called Go pays both losers' scores, when the other loser has not
    called Go), :data:`DOUBLE` (go-bak doubles what they pay) or
    :data:`NO_GO_BAK` (they pay as a loser who never called Go would)."""
    s, me = sight.rules.scoring, sight.player
    others = [q for q in range(sight.players) if q != me]
    if not s.go_bak:
        return NO_GO_BAK
    if len(others) > 1 and s.go_bak_three == "pays_all" and any(not sight.go_calls[q] for q in others):
        return FOR_BOTH
    return DOUBLE


def added_now(sight: Sight) -> list[str]:
    """The penalties and bonuses a Stop by another would charge the player
    as their captures stand (and the others' animals), each with its amount."""
    rules, me = sight.rules, sight.player
    s, mine = rules.scoring, sight.captures[me]
    others = [q for q in range(sight.players) if q != me]
    said = []
    plains = deck.pi_count(mine & (deck.PI | SAKE), deck.pi_weights(
        rules.doubles_mask, bool(mine & SAKE) and cup_counts_as_plain(rules, mine, sight.cup), SAKE))
    bright = bool(mine & (deck.GWANG | deck.BONUS_BRIGHT))
    # pi-bak and gwang-bak charge a loser only where the winner scores that kind (games.gostop.scoring): said so
    # (pt23 read "gwang-bak ×2 (no bright) would count against you" where the CPU held one bright)
    if s.pi_bak and (1 if s.pi_bak_zero_exempt else 0) <= plains <= s.pi_bak_max:
        # TRANSLATORS: Go-Stop: a penalty that would double what the player pays, if the winner scores with plains;
        # {n} the plains the player holds
        said.append(ngettext("pi-bak ×2 if the winner scores plains (you have only {n} plain)",
                             "pi-bak ×2 if the winner scores plains (you have only {n} plains)", plains).format(n=plains))
    if s.gwang_bak and not bright:
        # TRANSLATORS: Go-Stop: a penalty that would double what the player pays, if the winner scores with brights:
        # the player took no bright
        said.append(_("gwang-bak ×2 if the winner scores brights (you have none)"))
    animals = max((sight.captures[q] & deck.YEOL).bit_count() for q in others)
    if s.meong_bak and animals >= s.meong_bak_min:
        # TRANSLATORS: Go-Stop: a penalty that would double what the player pays; {n} the other's animals
        said.append(_("meong-bak ×2 ({n} animals against you)").format(n=animals))
    under = s.few_plains_under_three if sight.players == 3 else s.few_plains_under
    if s.few_plains_factor > 1 and plains < under:
        # TRANSLATORS: Go-Stop (the Brazilian rules): a multiplier for a loser with few plains; {n} theirs
        said.append(ngettext("few plains ×{f} (only {n} plain)", "few plains ×{f} (only {n} plains)",
                             plains).format(f=s.few_plains_factor, n=plains))
    if s.no_bright_bonus and not bright:
        # TRANSLATORS: Go-Stop (the Brazilian rules): points added to what a loser with no bright pays
        said.append(_("the no-bright bonus +{n}").format(n=s.no_bright_bonus))
    return said


def joined(*sentences: str) -> str:
    """Sentences one after the other: a space after a Latin full stop, none after a full-width one (Japanese
    "。このゴー", never "。 このゴー": the space cost a narrow question a line)."""
    said = sentences[0]
    for more in sentences[1:]:
        said += ("" if said.endswith(("。", "！", "？", "）")) and not said.endswith(" ") else " ") + more
    return said


def go_worth(sight: Sight) -> str:
    """What the Go about to be called is worth to the player if they win
    the hand, as the rules in force count the Go calls (a new player was
    asked Go or Stop? without a word of what a Go adds, nor when the ×2
    starts): the standard +1 a Go and the total doubled from the third Go,
    or the seed's +1 for one Go and ×2, ×3... for more."""
    k = sight.go_calls[sight.player] + 1  # the Go this one would be
    if sight.rules.scoring.go_bonus == "standard":
        if k < 3:
            # TRANSLATORS: Go-Stop, the Go or Stop question: what the Go about to be called ({k}: the first or the
            # second) adds to a win under the standard count (1 a Go; the total doubled from the third Go on)
            return ngettext("Go {k}: +{k} point if you win (1 for each Go); from the third Go, the total doubles too.",
                            "Go {k}: +{k} points if you win (1 for each Go); from the third Go, the total doubles "
                            "too.", k).format(k=k)
        # TRANSLATORS: Go-Stop, the Go or Stop question: the Go about to be called is the third or more ({k}: 3,
        # 4...): {k} points added, then the total multiplied by {f} (2, 4, 8...)
        return ngettext("Go {k}: +{k} point, then ×{f}, if you win (1 for each Go, the total doubled from the third).",
                        "Go {k}: +{k} points, then ×{f}, if you win (1 for each Go, the total doubled from the "
                        "third).", k).format(k=k, f=2 ** (k - 2))
    if k == 1:
        # TRANSLATORS: Go-Stop, the Go or Stop question, under rules where one Go adds 1 point and more Go calls
        # multiply instead (two ×2, three ×3...)
        return _("Go 1: +1 point if you win; a second Go makes it ×2 instead, a third ×3.")
    # TRANSLATORS: Go-Stop, the Go or Stop question, under rules where more than one Go multiplies ({k}: 2, 3...)
    return _("Go {k}: ×{k} if you win, in place of the first Go's +1.").format(k=k)


def short_go_worth(sight: Sight) -> str:
    """:func:`go_worth` in few words, for a narrow room at the table (the question's usual room: at 1280x720 and
    125% text too, a player read what a Go risks and not what it adds)."""
    k = sight.go_calls[sight.player] + 1
    if sight.rules.scoring.go_bonus == "standard":
        if k < 3:
            # TRANSLATORS: short form of what the Go about to be called adds ({k}: 1 or 2 points) and when the total
            # starts doubling (the third Go), for a narrow room at the table
            return pgettext("short", "This Go: +{k} if you win; ×2 from the third Go.").format(k=k)
        # TRANSLATORS: short form: the third Go or more adds {k} points, then multiplies the total by {f}
        return pgettext("short", "This Go: +{k}, then ×{f}, if you win.").format(k=k, f=2 ** (k - 2))
    if k == 1:
        # TRANSLATORS: short form, under rules where one Go adds 1 point and a second multiplies by 2 instead
        return pgettext("short", "This Go: +1 if you win; a second Go, ×2.")
    # TRANSLATORS: short form, under rules where more than one Go multiplies the win ({k}: 2, 3...)
    return pgettext("short", "This Go: ×{k} if you win.").format(k=k)


def go_sentence(sight: Sight, names: Sequence[str], short: bool = False) -> str:
    """What a Go risks, as the rules in force say, in a sentence or two,
    then what it is worth (:func:`go_worth`); ``short``: in the short form
    a translator gives it, for a narrow room at the table."""
    if short:
        return short_go_sentence(sight, names)
    me = sight.player
    others = [q for q in range(sight.players) if q != me]
    rule = go_bak_rule(sight)
    if rule == FOR_BOTH:
        # TRANSLATORS: what a Go risks at a table of three where a loser who called Go pays for both losers
        go = _("Go on for more; but if another player stops first, you pay for both players (go-bak).")
    elif len(others) > 1:
        go = (_("Go on for more; but if another player stops first, you pay double (go-bak).") if rule == DOUBLE
              # TRANSLATORS: what a Go risks where the rules have no go-bak: the player pays no more than a
              # loser who never called Go
              else _("Go on for more; if another player stops first, you pay as the others do: these rules "
                     "have no go-bak."))
    elif rule == DOUBLE:
        # TRANSLATORS: what a Go risks at a table of two: the computer (or {name}) stopping first
        go = named(names[others[0]], _("Go on for more; but if the CPU stops first, you pay double (go-bak)."),
                   _("Go on for more; but if {name} stops first, you pay double (go-bak)."))
    else:
        go = named(names[others[0]], _("Go on for more; if the CPU stops first, you pay what it wins: these rules "
                                       "have no go-bak."),
                   _("Go on for more; if {name} stops first, you pay what they win: these rules have no go-bak."))
    go = joined(go, go_worth(sight))
    added = added_now(sight)
    if not added:
        return go
    # TRANSLATORS: after what a Go risks: what else the player would pay as their captures stand ({items}:
    # "pi-bak ×2 (only 4 plains) and the no-bright bonus +2")
    more = ngettext("As your cards stand, {items} would count against you too.",
                    "As your cards stand, {items} would count against you too.", len(added)).format(
                        items=listing(added))
    return joined(go, more)


def short_go_sentence(sight: Sight, names: Sequence[str]) -> str:
    """:func:`go_sentence` in its short forms: the same risk and the same
    penalties, in fewer words (a table of three at 960x540 and 150% text
    drew the long ones smaller than the size chosen)."""
    me = sight.player
    others = [q for q in range(sight.players) if q != me]
    rule = go_bak_rule(sight)
    if rule == FOR_BOTH:
        # TRANSLATORS: short form of "Go on for more; but if another player stops first, you pay for both players
        # (go-bak).", for a narrow room at the table
        go = pgettext("short", "Go: if another stops first, you pay for both (go-bak).")
    elif len(others) > 1:
        # TRANSLATORS: short form of "Go on for more; but if another player stops first, you pay double
        # (go-bak).", for a narrow room at the table
        go = (pgettext("short", "Go: if another stops first, you pay double (go-bak).") if rule == DOUBLE
              # TRANSLATORS: short form of "Go on for more; if another player stops first, you pay as the others
              # do: these rules have no go-bak.", for a narrow room at the table
              else pgettext("short", "Go: if another stops first, you pay as they do (no go-bak)."))
    elif rule == DOUBLE:
        # TRANSLATORS: short forms of "Go on for more; but if the CPU (or {name}) stops first, you pay double
        # (go-bak).", for a narrow room at the table
        go = named(names[others[0]], pgettext("short", "Go: if the CPU stops first, you pay double (go-bak)."),
                   pgettext("short", "Go: if {name} stops first, you pay double (go-bak)."))
    else:
        # TRANSLATORS: short forms of "Go on for more; if the CPU (or {name}) stops first, you pay what it wins:
        # these rules have no go-bak.", for a narrow room at the table
        go = named(names[others[0]], pgettext("short", "Go: if the CPU stops first, you pay what it wins "
                                                       "(no go-bak)."),
                   pgettext("short", "Go: if {name} stops first, you pay what they win (no go-bak)."))
    go = joined(go, short_go_worth(sight))
    added = added_now(sight)
    if not added:
        return go
    # TRANSLATORS: short form of "As your cards stand, {items} would count against you too.", for a narrow room at
    # the table ({items}: "pi-bak ×2 (only 4 plains) and the no-bright bonus +2")
    more = pgettext("short", "Against you too: {items}.").format(items=listing(added))
    return joined(go, more)
