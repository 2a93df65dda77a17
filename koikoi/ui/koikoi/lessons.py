"""What Koi-Koi's guided first match says (see :mod:`koikoi.ui.table.guide`):
each lesson in a few sentences, with the cards it speaks of, and the
person's next move pointed at. The topics are those of
:mod:`koikoi.games.koikoi.lessons`, which finds where they come."""

from __future__ import annotations

from collections.abc import Sequence

from ...games.common.seats import HUMAN
from ...games.common.cards import KIND_OF, MONTH_MASK, MONTH_OF, Kind, indices
from ...games.koikoi.actions import Act, Action
from ...games.koikoi.game import MatchState
from ...games.koikoi.scoring import YakuScore, found_yaku
from ...games.koikoi.state import Captured, Flipped, Played
from ...games.koikoi.turn import targets
from ...games.lessons import WELCOME, Course
from ...i18n import _, ngettext, pgettext
from ..choice_weighed import koikoi_choice_said
from ..flip_said import flips_told
from ..movelog import cards_words, the_card
from ..rule_words import points, yaku_description
from ..rules_explained import MULTIPLIERS, multiplier
from ..deck_titles import rules_title_played
from ..scenes.lesson import Lesson, every_kind
from ..seat_words import Seats, in_sentence
from ..words import breakdown, card_words, listing, ordinal_month


def pictured(yaku: Sequence[YakuScore]) -> tuple[int, ...]:
    """The cards of the ``yaku`` a lesson speaks of, every one and each once:
    its picture agrees with the yaku it names (all ten plains of a Kasu)."""
    return tuple(dict.fromkeys(c for y in yaku for c in indices(y.cards)))


def taken_by(course: Course, n: int) -> tuple[int, ...]:
    """The field cards the person's move ``n`` of the script takes."""
    played = course.actions[n].card
    for e in course.played.events[n + 1]:
        if isinstance(e, Captured):
            return tuple(c for c in indices(e.cards) if c != played)
    return ()


def said_of_the_cpu(option: str, threshold: int) -> str:
    """A multiplying option in a sentence, as the lesson says it to the person: the other side named, the CPU (How
    to play's sentence says "your opponent", Korean 상대, which pt20 read in a lesson about the CPU's koi-koi)."""
    n = threshold
    if option == "opponent_seven_plus":
        # TRANSLATORS: the guided match's lesson on multipliers: a rule that doubles the person's score
        return ngettext("If the CPU's yaku are worth {n} point or more when you stop, your score doubles.",
                        "If the CPU's yaku are worth {n} points or more when you stop, your score doubles.",
                        n).format(n=n)
    if option == "opponent_koikoi":
        # TRANSLATORS: the guided match's lesson on multipliers: a rule that doubles the person's score
        return _("If the CPU has called koi-koi, your score doubles.")
    return multiplier(option, threshold)


# the lessons on the score (a yaku made, the choice to stop or play on, a round's points): they keep the panel's
# score and yaku lines in view rather than the field
ON_THE_SCORE = ("yaku", "koikoi", "risk", "stop", "multipliers")


class KoikoiLessons:
    def lesson(self, topic: str, course: Course, n: int, short: Sequence[str]) -> Lesson:
        about = "game" if topic == WELCOME else "score" if topic in ON_THE_SCORE else "field"
        lesson = self.said(topic, course, n, short)
        flips = flips_told(course, topic, (Played, Flipped, Captured), "koikoi")
        if flips:  # the card turned up for the person did what the lesson speaks of: said after its own words,
            # whose first sentence goes with its cards on its first page (said first, at 150% text the first page
            # grew too tall to stand clear of the score panel and the Menu button)
            lesson = lesson._replace(text=f"{lesson.text} {flips}")
        # a lesson on the score speaks of the score panel: its box never covers it
        return lesson._replace(about=about, zones=("info",) if about == "score" else ())

    def said(self, topic: str, course: Course, n: int, short: Sequence[str]) -> Lesson:
        state: MatchState = course.state_at(n)
        rules = state.rules
        rnd = state.round
        action: Action | None = course.expected(n)
        cpu = short[1]
        if topic == WELCOME:
            return Lesson(
                # TRANSLATORS: the guided match's first lesson
                _("Welcome to Koi-Koi"),
                _("Each month of the year has four cards of its flower, like these four of the pine. Play a card "
                  "of the same month as one on the field to take both, and gather the cards you take into scoring "
                  "sets, the yaku. This match shows you one thing at a time: read, then play the card that lights "
                  "up. It plays by the {rules} rules; leave it whenever you like, and it starts again at the "
                  "lesson you left.").format(rules=rules_title_played(rules)),
                tuple(indices(MONTH_MASK[1])))
        if topic == "match" and action is not None:
            took = taken_by(course, n)
            return Lesson(
                # TRANSLATORS: a lesson of the guided match
                _("Matching a month"),
                # TRANSLATORS: {card} the hand card to play, {taken} the field card(s) it takes, {month} their
                # month ("December")
                _("Your {card} matches {taken} on the field: both are cards of {month}, and cards of the same "
                  "month match. Play it, and you take both. Your captures go to your side of the table, on the "
                  "right.").format(
                    card=card_words(action.card),
                    month=ordinal_month(MONTH_OF[action.card]), taken=cards_words(took)),
                (action.card, *took))
        if topic == "flip":
            return Lesson(
                _("The flip"),
                _("After each card you play, the top card of the deck is turned over for you. If a card of its "
                  "month lies on the field, you take both; if none does, it stays on the field."))
        if topic == "choice" and action is not None:
            pending = rnd.pending
            both = tuple(indices(rnd.field & MONTH_MASK[MONTH_OF[pending]]))
            turned = n > 0 and course.actions[n - 1].kind is Act.FLIP
            # the card that matches two may be the one turned up from the deck for the person: said so
            said = (_("The card you turned up from the deck, the {card}, matches two cards on the field. You choose "
                      "which one to take; the other stays. Take the one your yaku need: this time, {target}.")
                    if turned else
                    _("The {card} matches two cards on the field. You choose which one to take; the other stays. "
                      "Take the one your yaku need: this time, {target}."))
            return Lesson(
                _("A choice between two"),
                said.format(card=card_words(pending), target=the_card(action.card)),
                (pending, *both))
        if topic == "lay" and action is not None:
            return Lesson(
                _("Laying a card down"),
                # TRANSLATORS: a lesson of the guided match, given only when no card in the hand matches the field
                _("None of your cards is of a month on the field, so whichever you play is laid on the field, and "
                  "either player may take it later with a card of its month. Lay down what you need least: this "
                  "time, your {card}.").format(
                    card=card_words(action.card)),
                (action.card,))
        if topic == "kinds":
            mine = tuple(indices(state.round.captures[0]))
            # one of each kind: the player's own where there is one, else one of the field's or the hand's
            shown = every_kind([next(c for c in mine if KIND_OF[c] is k) for k in Kind
                                if any(KIND_OF[c] is k for c in mine)],
                               (*indices(rnd.field), *indices(rnd.hands[HUMAN])))
            return Lesson(
                _("Four kinds of card"),
                _("Every card is of one of four kinds, shown by its corner mark: brights (a gold sun), animals (a "
                  "teal diamond), ribbons (a red tag) and plains (a grey disc). Your captures are sorted by kind. "
                  "Each yaku asks for cards of one kind, or for a few cards by name."),
                shown)
        if topic == "yaku":
            made = found_yaku(rules, rnd.captures[0], rnd.month, rnd.koikoi_calls[0] > 0)
            described = {y.id: y.description for y in rules.yaku}
            first, *more = made
            # TRANSLATORS: {description} is the yaku's description; {points} "5 points"
            said = _("{description} It is worth {points}.").format(
                description=yaku_description(described.get(first.id, "")), points=points(first.points))
            if more:
                # TRANSLATORS: a lesson of the guided match, after the first yaku's words: the same cards make
                # other yaku too ({yaku}: "Tane"), shown with it
                said += " " + _("Your cards make {yaku} as well.").format(
                    yaku=listing([pgettext("yaku", y.name) for y in more]))
            return Lesson(
                # TRANSLATORS: a lesson of the guided match; {yaku} is the yaku's name
                _("Your first yaku: {yaku}").format(yaku=pgettext("yaku", first.name)),
                said, pictured(made))
        if topic == "koikoi":
            total = rnd.score_if_stopped(0).total
            return Lesson(
                _("Stop, or koi-koi?"),
                ngettext("Now you choose. Stop: the round ends and you score {n} point. Koi-koi: play on for more "
                         "yaku; but if the CPU makes a yaku before you make another, it can stop and you score "
                         "nothing. This time, choose koi-koi to see the risk at work: the lesson asks it to show you, "
                         "not because it is the better call here.",
                         "Now you choose. Stop: the round ends and you score {n} points. Koi-koi: play on for more "
                         "yaku; but if the CPU makes a yaku before you make another, it can stop and you score "
                         "nothing. This time, choose koi-koi to see the risk at work: the lesson asks it to show you, "
                         "not because it is the better call here.", total).format(n=total,
                                                                                                      cpu=cpu))
        if topic == "risk":
            result = rnd.result
            won = result.points if result is not None else 0
            doubled = bool(result and result.score and any(m == "opponent-koikoi" for m, _f in result.score.multipliers))
            made = result.score.yaku if result is not None and result.score is not None else ()
            # TRANSLATORS: a lesson of the guided match; {yaku} names the computer's yaku ("Kasu", "Tane and Kasu")
            said = ngettext("The CPU made {yaku} after your koi-koi and stopped: it wins the round, {n} point, and "
                            "your yaku score nothing.",
                            "The CPU made {yaku} after your koi-koi and stopped: it wins the round, {n} points, and "
                            "your yaku score nothing.", won).format(
                cpu=cpu, n=won, yaku=listing([pgettext("yaku", y.name) for y in made]))
            if doubled:
                said += " " + _("Your koi-koi doubled its points, too.")
            said += " " + _("Call koi-koi when another yaku is near for you, and far for the CPU.")
            return Lesson(_("The risk of koi-koi"), said, pictured(made))
        if topic == "stop":
            made = found_yaku(rules, rnd.captures[0], rnd.month, rnd.koikoi_calls[0] > 0)
            if rnd.koikoi_calls[1]:
                said = _("You have {yaku}, and the CPU has called koi-koi. Stop now and the round is yours, before "
                         "it makes another yaku. Choose Stop.")
            else:
                said = _("You have {yaku}. This time, take the points: choose Stop.")
            return Lesson(_("Taking the points"), said.format(
                yaku=listing([pgettext("yaku", y.name) for y in made]), cpu=cpu),
                pictured(made))
        if topic == "multipliers":
            return self.multipliers(state, short)
        raise KeyError(topic)

    @staticmethod
    def multipliers(state: MatchState, short: Sequence[str]) -> Lesson:
        result = state.round.result
        s = state.rules.scoring
        said = []
        if result is not None and result.score is not None:
            score = result.score
            if score.multipliers or score.bonuses:
                winner = result.winner if result.winner is not None else HUMAN
                # TRANSLATORS: {sum} is the round's sum, as "5 × 2 (CPU called koi-koi) = 10"
                said.append(_("Your round: {sum}.").format(sum=breakdown(
                    score, winner, Seats(tuple(short), HUMAN), s.seven_plus_threshold)))
            else:
                said.append(ngettext("Your round: {n} point.", "Your round: {n} points.", score.total).format(
                    n=score.total))
        applied = [option for option in MULTIPLIERS if getattr(s, option)]
        if applied:
            # TRANSLATORS: the lesson on multipliers, before a sentence for each way the rules raise a score
            said.append(_("These rules can raise a score."))
            said += [said_of_the_cpu(option, s.seven_plus_threshold) for option in applied]
        else:
            said.append(_("These rules multiply nothing: you score what your yaku are worth."))
        return Lesson(_("Multipliers"), " ".join(said))

    def pointing(self, state: MatchState, action: Action) -> tuple[tuple[int, ...], str]:
        rnd = state.round
        if action.kind is Act.PLAY:
            took = tuple(indices(targets(rnd, action.card)))
            card = card_words(action.card)
            if not took:
                # TRANSLATORS: the guided match's status line: the move to make; {card} a card's name
                return (action.card,), _("Play the {card}: it is laid on the field.").format(card=card)
            if len(took) == 2:
                return (action.card, *took), _("Play the {card}, then choose which to take.").format(card=card)
            return (action.card, *took), _("Play the {card} to take {cards}.").format(
                card=card, cards=cards_words(took))
        if action.kind is Act.TAKE:
            return (action.card,), self.choice_said(state, action.card)
        return (), {
            Act.KOIKOI: _("Choose Koi-Koi."), Act.STOP: _("Choose Stop."),
            Act.SWAP: _("Swap hands."), Act.KEEP: _("Keep your hand."),
            Act.LAY: _("Lay the card on the field."),
        }.get(action.kind, "")

    @staticmethod
    def choice_said(state: MatchState, target: int) -> str:
        """The status line of a choice between two field cards: which to take and why, weighed as the engine
        weighs it (:mod:`..choice_weighed`, as Go-Stop's guided game says it; issue 39, pt21); a choice among
        more (the Gaji joker's) names the card alone."""
        why = koikoi_choice_said(state.round, state.round.player, target)
        return why if why is not None else _("Take the {card}.").format(card=card_words(target))

    def ending(self, state: MatchState, short: Sequence[str]) -> Lesson:
        """The last words: who won the match and by what score, then what it taught."""
        mine, theirs = state.scores
        cpu = in_sentence("{name}", short[1])  # "L’ordinateur" in French
        heart = _("That is the heart of Koi-Koi: match months, make yaku, then stop or call koi-koi. The computer "
                  "plays its own game from now on. How to play, on the title, keeps the rules and every yaku.")
        if state.winner == HUMAN:
            # TRANSLATORS: the guided match's last words: the person won; {mine} and {theirs} are match points
            title = _("You won the match, {mine} to {theirs}!")
            said = _("Well played.")
        elif state.winner is None:
            # TRANSLATORS: the guided match's last words: neither side won the match
            title = _("A draw, {mine} to {theirs}")
            said = _("Neither of you came out ahead.")
        else:
            # TRANSLATORS: the guided match's last words: the computer won; {cpu} its name
            title = _("{cpu} won the match, {theirs} to {mine}")
            said = _("A first match is for learning, and you have seen every part of the game.")
        return Lesson(title.format(mine=mine, theirs=theirs, cpu=cpu), f"{said} {heart}")


LESSONS = KoikoiLessons()
