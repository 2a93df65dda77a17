"""What Go-Stop's guided game says (see :mod:`koikoi.ui.table.guide`): each
lesson in a few sentences, with the cards it speaks of, and the person's
next move pointed at. The topics are those of
:mod:`koikoi.games.gostop.lessons`, which finds where they come."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...games.common.cards import MONTH_MASK, MONTH_OF, indices
from ...games.common.seats import HUMAN
from ...games.gostop import deck
from ...games.gostop.actions import Action
from ...games.gostop.game import GameState
from ...games.gostop.observation import observe
from ...games.gostop.rules import GoStopRules
from ...games.gostop.state import Captured, Flipped, HandState, Phase, Played, Ppuk, Stole
from ...games.gostop.turn import hand_score_of
from ...games.lessons import WELCOME, Course
from ...i18n import _, ngettext, pgettext
from ..assets import month_number
from ..gostop_explained import bonus_card, plains
from ..gostop_words import points
from ..flip_said import flips_told
from ..choice_weighed import gostop_weighed, weighed_said
from ..gostop_go_words import joined
from ..seat_words import in_sentence
from ..movelog import cards_words, the_card
from ..history_view import rules_title
from ..scenes.lesson import Lesson, every_kind
from ..words import GostopWords, card_words, flower, listing, ordinal_month
from .lesson_pay import what_the_cpu_pays

def card(c: int, rules: GoStopRules) -> str:
    """A card as Go-Stop's table names it under ``rules`` (a plain they count two is a double plain: pt19
    read "the Paulownia plain card took the Paulownia plain card")."""
    return card_words(c, said_as(rules))


def said_as(rules: GoStopRules) -> GostopWords:
    """The game whose words name the cards: Go-Stop's, knowing which plains ``rules`` count two."""
    return GostopWords(rules.doubles_mask)


def events_at(course: Course, n: int) -> list[object]:
    """The events of the script's action ``n - 1``: what a lesson given after it speaks of."""
    return course.played.events[n] if n > 0 else []


def go_why(game: GameState) -> str:
    """Why the Go the lesson asks for is a good player's call here, or
    that it is a gamble taken to show it: how far the CPU is from a score
    it may stop with."""
    h = game.hand
    theirs = max(hand_score_of(game.rules, h.captures[p], h.cup) for p in range(game.players) if p != HUMAN)
    least = game.rules.go.threshold
    if theirs * 2 <= least:
        # TRANSLATORS: Go-Stop's guided game, after "This time, choose Go.": why a Go is sound here; {score} the
        # CPU's score ("0 points"), {least} the score it needs to stop ("7 points")
        said = _("A Go is worth its risk here: the CPU has {score}, far from the {least} it needs to stop.")
    else:
        # TRANSLATORS: Go-Stop's guided game, after "This time, choose Go.": the CPU is close to stopping
        said = _("The CPU has {score} of the {least} it needs to stop: a Go is a gamble here, taken to show you "
                 "what it does.")
    return said.format(score=points(theirs), least=points(least))


def ppuk_taken(rules: GoStopRules, players: int = 2) -> str:
    """What taking a ppuk pile steals, as the rules in force say: from the CPU or from the person at a table of two
    (pt20 read "from each opponent" where it meant the CPU), from each opponent at a table of three, and, where it
    differs, when the pile's maker takes it back."""
    n, own = rules.play.ppuk_steal, rules.play.own_ppuk_steal
    if players == 2 and own == n:
        # TRANSLATORS: Go-Stop's guided game of two, the ppuk: {n} the plains stolen ("a plain", "2 plains")
        return _("Whoever takes the pile with the month's fourth card, you or the CPU, takes it all, and {n} from the "
                 "other.").format(n=plains(n))
    if players == 2:
        # TRANSLATORS: Go-Stop's guided game of two, the ppuk: {n} the plains stolen by whoever takes the pile ("a
        # plain"), {own} those stolen when whoever made the ppuk takes it back ("2 plains")
        return _("Whoever takes the pile with the month's fourth card, you or the CPU, takes it all, and {n} from the "
                 "other; {own} if whoever made the ppuk takes it back.").format(n=plains(n), own=plains(own))
    if own == n:
        # TRANSLATORS: Go-Stop's guided game, the ppuk: {n} the plains stolen ("a plain", "2 plains")
        return _("Whoever takes the pile with the month's fourth card takes it all, and {n} from each "
                 "opponent.").format(n=plains(n))
    # TRANSLATORS: Go-Stop's guided game, the ppuk: {n} the plains stolen by whoever takes the pile ("a plain"),
    # {own} those stolen when whoever made the ppuk takes it back ("2 plains")
    return _("Whoever takes the pile with the month's fourth card takes it all, and {n} from each opponent; "
             "{own} if whoever made the ppuk takes it back.").format(n=plains(n), own=plains(own))


def kinds_scored(rules: GoStopRules) -> str:
    """How each kind scores, with the numbers of the rules in force: the
    fewest brights that score and their points, then animals, ribbons and
    plains (one sentence where the three score alike, as the standard has
    it; else How to play is pointed to)."""
    yaku = {y.id: y for y in rules.yaku_variants[False]}
    brights = min((y for y in yaku.values() if y.group == "gwang"), key=lambda y: (y.min, -y.points), default=None)
    sets = [yaku.get(i) for i in ("yeol", "tti", "pi")]
    if brights is None or None in sets or len({(y.points, y.extra) for y in sets if y is not None}) != 1:
        # TRANSLATORS: Go-Stop's guided game, the four kinds, where the rules score them each their own way
        return _("You score by how many of each you take; How to play lists what each set is worth.")
    animals, ribbons, pi = (y for y in sets if y is not None)
    counts = {"animals": animals.min, "ribbons": ribbons.min, "plains": pi.min, "points": points(pi.points),
              "extra": pi.extra, "brights": brights.min, "bright_points": points(brights.points)}
    # as few brights with a card of their own among them (the rain bright: bi-samgwang) may score less: said too,
    # never "3 brights make 3 points" where the rain bright's three make 2 (issue 39, in Korean)
    less = min((y for y in yaku.values() if y.group == "gwang" and y.min == brights.min and y.cards
                and y.points < brights.points), key=lambda y: y.points, default=None)
    if less is not None:
        # TRANSLATORS: Go-Stop's guided game, the four kinds: {brights} the fewest brights that score (3),
        # {bright_points} their points ("3 points"), {less_points} what they make with {card} among them ("2 points",
        # "the Rain bright"); {animals}, {ribbons}, {plains} the fewest of each that score (5, 5, 10), {points} what
        # they make ("1 point"), {extra} what each card beyond adds (1)
        return _("You score by how many of each you take: {brights} brights make {bright_points}, or {less_points} "
                 "with {card} among them; {animals} animals, {ribbons} ribbons or {plains} plains make {points}, and "
                 "each card beyond adds {extra}. How to play lists the sets worth more.").format(
            less_points=points(less.points), card=cards_words(indices(less.cards), said_as(rules)),
            **counts)
    # TRANSLATORS: Go-Stop's guided game, the four kinds: {brights} the fewest brights that score (3), {bright_points}
    # their points ("3 points"); {animals}, {ribbons}, {plains} the fewest of each that score (5, 5, 10), {points}
    # what they make ("1 point"), {extra} what each card beyond adds (1)
    return _("You score by how many of each you take: {brights} brights make {bright_points}; {animals} animals, "
             "{ribbons} ribbons or {plains} plains make {points}, and each card beyond adds {extra}. How to play "
             "lists the sets worth more.").format(**counts)


def plains_counted(rules: GoStopRules) -> str:
    """That some plains count more than one, as the rules in force have it:
    the double plains (marked with circles at their lower left) and the bonus
    cards that count as plains (their circles in their art), with the
    numbers; "" where every plain counts one."""
    said = []
    if rules.doubles_mask:
        # what the player sees on a double plain (plain_marks.draw_plain_count): as many red-and-white circles as
        # it counts, one above the other, at its lower left; never "in a card's corner" (issue 39), where the kind's
        # mark is: a plain's grey disc, with its month's number in it
        # TRANSLATORS: Go-Stop's guided game, the four kinds: {n} the plains a double plain counts (2); the card
        # shows {n} small white circles with a red middle, one above the other, at its lower left (not the corner
        # mark with the month's number, at its upper left)
        said.append(_("Some plains count {n}: such a card shows {n} red-and-white circles, one above the other, at "
                      "its lower left.").format(n=2))
    counts = sorted({deck.BONUS_PI[deck.INDEX[b]] for b in rules.cards.bonus if deck.INDEX[b] in deck.BONUS_PI})
    if counts:
        # TRANSLATORS: Go-Stop's guided game, the four kinds: {counts} the plains a bonus card counts ("2 and 3");
        # a bonus card taken goes with its taker's plains
        said.append(ngettext("A bonus card goes with your plains and counts {counts}, as its circles show.",
                             "The bonus cards go with your plains, each counting as many as its circles show: {counts}.",
                             len(counts)).format(counts=listing([str(n) for n in counts])))
    return " ".join(said)


def bonus_seen(course: Course, topic: str) -> str:
    """What each bonus card is that came into view (on the field, in the person's hand, among anyone's
    captures) since the lesson before the one on ``topic``, and how it came there: said by the first lesson
    after it (Go-Stop's guided match once had the dealer take one at the deal, and said nothing of it till
    lesson 4). "" where none came."""
    i = next(k for k, cue in enumerate(course.cues) if cue.topic == topic)
    since, upto = (course.cues[i - 1].at + 1 if i else 0), course.cues[i].at
    said: list[str] = []
    before = visible_bonus(course.state_at(since - 1).hand) if since else 0
    for k in range(since, upto + 1):
        h = course.state_at(k).hand
        for b in indices(visible_bonus(h) & ~before):
            said.append(bonus_first_seen(b, course.state_at(upto).rules))
            dealt = k == 0 and any(h.captures[p] >> b & 1 for p in range(len(h.captures)))
            said.append(_("A bonus card dealt to the field goes to the dealer.") if dealt else
                        _("A bonus card played from the hand goes to your captures and you draw the deck's top "
                          "card; one turned up from the deck is taken too."))
        before |= visible_bonus(h)
    return " ".join(said)


def bonus_first_seen(b: int, rules: GoStopRules) -> str:
    """What bonus card ``b`` is, said where a lesson first shows it: its name once (pt25 read Japanese
    "ボーナス札「ボーナス札（カス2枚）」", the name's own word said again before it)."""
    if deck.IDS[b].endswith("pi"):  # its name says its worth (pt17: "the bonus card worth two plains,
        # one worth two plains")
        # TRANSLATORS: Go-Stop's guided game: a bonus plain first seen; {card} its name, which says it is a
        # bonus card and its worth ("Bonus double plain"): do not say "bonus card" again
        return _("The {card} belongs to no month.").format(card=card(b, rules))
    # TRANSLATORS: Go-Stop's guided game: a bonus card first seen; {card} its name, which says it is a bonus
    # card ("Bonus ×2 card"), {what} what it does, as How to play names it ("one that doubles its taker's win")
    return _("The {card} belongs to no month: {what}.").format(card=card(b, rules), what=bonus_card(deck.IDS[b]))


def visible_bonus(h: HandState) -> int:
    """The bonus cards the person can see in hand state ``h``: the field's (and those lying on its cards), their
    hand's, anyone's captures."""
    seen = h.field | h.hands[HUMAN]
    for mask in (*h.captures, *h.bonus_on):
        seen |= mask
    return seen & deck.BONUS_MASK


# the lessons on the score (a yaku made, the choice to stop or play on, a round's points): they keep the panel's
# score and yaku lines in view rather than the field
ON_THE_SCORE = ("go", "stop", "penalties")


class GostopLessons:
    """Go-Stop's lessons; ``korean_months`` says whether the table's cards number the months the Korean way
    (Settings' "Korean month numbers": willow 12, paulownia 11), so that a lesson names a card's month as its
    corner shows it (issue 39, pt18: 비, numbered 12 on a Korean deck, was said to be 11월)."""

    def __init__(self, korean_months: Callable[[], bool] = lambda: False) -> None:
        self.korean_months = korean_months

    def month(self, card: int) -> str:
        """The month of ``card`` as the table's cards number it: "December" for the willow, on Korean numbers."""
        return ordinal_month(month_number(card, self.korean_months()))

    def lesson(self, topic: str, course: Course, n: int, short: Sequence[str]) -> Lesson:
        about = "game" if topic == WELCOME else "score" if topic in ON_THE_SCORE else "field"
        # a lesson on the score speaks of the score panel: its box never covers it
        lesson = self.said(topic, course, n, short)
        flips = flips_told(course, topic, (Played, Flipped, Captured), said_as(course.state_at(n).rules))
        if flips:  # the card turned up for the person did what the lesson speaks of: said after its own words,
            # whose first sentence goes with its cards on its first page (said first, at 150% text the first page
            # grew too tall to stand clear of the score panel and the Menu button)
            lesson = lesson._replace(text=f"{lesson.text} {flips}")
        bonus = bonus_seen(course, topic)
        if bonus:
            lesson = lesson._replace(text=f"{lesson.text} {bonus}")
        return lesson._replace(about=about, zones=("info",) if about == "score" else ())

    def said(self, topic: str, course: Course, n: int, short: Sequence[str]) -> Lesson:
        game: GameState = course.state_at(n)
        rules = game.rules
        h = game.hand
        action: Action | None = course.expected(n)
        cpu = short[1]
        if topic == WELCOME:
            return Lesson(
                # TRANSLATORS: Go-Stop's guided game: its first lesson
                _("Welcome to Go-Stop"),
                _("Go-Stop is Korea's game of flower cards. Each month has four cards of its flower, like these four "
                  "of the pine. Play a card onto a field card of its month to take both, and score by what you "
                  "take. This hand shows you one thing at a time: read, then play the card that lights up. It "
                  "plays by the {rules} rules; leave it whenever you like, and it starts again at the lesson "
                  "you left.").format(rules=rules_title(rules.title)),
                tuple(indices(MONTH_MASK[1])))
        if topic == "match" and action is not None:
            meets = tuple(indices(h.field & MONTH_MASK[MONTH_OF[action.card]]))
            return Lesson(
                _("Matching a month"),
                # TRANSLATORS: {card} the hand card to play, {taken} the field card(s) it meets, {month} their
                # month ("December")
                _("Your {card} matches {taken} on the field: both are cards of {month}, and cards of the same "
                  "month match. Play it onto that card; once the deck's card is turned up, you take both.").format(
                    card=card(action.card, rules), month=self.month(action.card),
                    taken=cards_words(meets, said_as(rules))),
                (action.card, *meets))
        if topic == "flip":
            return Lesson(
                _("The flip"),
                _("After each card you play, the top card of the deck is turned up for you. If a card of its month "
                  "lies on the field, you take both; if none does, it stays there."))
        if topic == "kinds":
            mine = h.captures[HUMAN]
            return Lesson(
                _("Four kinds of card"),
                _("Every card is one of four kinds, shown by its corner mark: brights (gwang), animals (yeol), "
                  "ribbons (tti) and plains (pi).") + " " + " ".join(
                    w for w in (kinds_scored(rules), plains_counted(rules)) if w),
                # every card taken (the captures the words count), and one of each kind not taken yet
                every_kind(tuple(indices(mine)), (*indices(h.field), *indices(h.hands[HUMAN]))))
        if topic == "ppuk":
            ppuk = next(e for e in events_at(course, n) if isinstance(e, Ppuk))
            pile = tuple(indices(h.field & MONTH_MASK[ppuk.month]))
            said = (_("Ppuk! You played a card onto its month, and the card turned up was of that month too: all "
                      "three stay on the field, as a pile.") if ppuk.player == HUMAN else
                    _("Ppuk! The CPU played a card onto its month, and the card turned up was of that month too: all "
                      "three stay on the field, as a pile.").format(cpu=cpu))
            said += " " + ppuk_taken(rules, game.players)
            return Lesson(_("The ppuk"), said, pile)
        if topic == "jjok":
            taken = next(e for e in events_at(course, n) if isinstance(e, Captured) and e.how == "jjok")
            return Lesson(
                _("The jjok"),
                _("Jjok! Your card found no match, and the card turned up was of its month: you take both, and "
                  "{n} from the CPU.").format(n=plains(rules.play.jjok_steal)),
                tuple(indices(taken.cards)))
        if topic == "steal":
            stole = next(e for e in events_at(course, n) if isinstance(e, Stole))
            took = cards_words(indices(stole.cards), said_as(rules))
            said = (_("You took {cards} from the CPU.").format(cards=took, cpu=cpu) if stole.player == HUMAN else
                    _("The CPU took {cards} from you.").format(cards=took, cpu=cpu))
            # TRANSLATORS: Go-Stop's guided game, the steals: at a table of two, each seat steals from the other
            said += " " + (_("Taking a ppuk pile, a jjok and a few other moves take plains: you from the CPU, or the "
                             "CPU from you. How to play lists them. Plains count, so every steal matters.")
                           if game.players == 2 else
                           _("Taking a ppuk pile, a jjok and a few other moves take plains from the other players. "
                             "How to play lists them. Plains count, so every steal matters."))
            return Lesson(_("Steals"), said, tuple(indices(stole.cards)))
        if topic == "go":
            score = hand_score_of(rules, h.captures[HUMAN], h.cup)
            return Lesson(
                _("Go or Stop?"),
                _("You have {score}: enough to choose. Stop: the hand ends and the CPU pays you. Go: play on, and "
                  "each Go adds a point; but if the CPU then reaches its own score and stops, you pay double "
                  "(go-bak). This time, choose Go.").format(score=points(score), cpu=cpu) + " " + go_why(game))
        if topic == "stop":
            score = hand_score_of(rules, h.captures[HUMAN], h.cup)
            return Lesson(
                _("Taking the points"),
                _("Your score has risen to {score}. Choose Stop: the hand ends and the CPU pays.").format(
                    score=points(score), cpu=cpu))
        if topic == "penalties":
            return what_the_cpu_pays(game, cpu)
        raise KeyError(topic)

    def pointing(self, state: GameState, action: Action) -> tuple[tuple[int, ...], str]:
        h = state.hand
        if action.kind == "play":
            meets = tuple(indices(h.field & MONTH_MASK[MONTH_OF[action.card]])) if action.card < 48 else ()
            name = card(action.card, state.rules)
            if not meets:
                # TRANSLATORS: Go-Stop's guided game, the status line: the move to make; {card} a card's name
                # (said before the flip: the card turned up may yet take it, so no word of where it ends)
                return (action.card,), _("Play the {card}: it matches nothing on the field, so it is laid there."
                                         ).format(card=name)
            if len(meets) == 2:
                return (action.card, *meets), _("Play the {card}, then choose which to take.").format(card=name)
            return (action.card, *meets), _("Play the {card} onto {cards}.").format(
                card=name, cards=cards_words(meets, said_as(state.rules)))
        if action.kind == "choose":
            return (action.card,), self.choice_said(h, action.card, state.rules)
        return (), {
            # Go-Stop's Stop, as its button says it (Koi-Koi's lesson names Koi-Koi's stop: Yame, 승부, 勝負)
            "go": _("Choose Go."), "stop": pgettext("gostop", "Choose Stop."), "play-on": _("Play on."),
            "cup-animal": _("Count the sake cup as an animal."),
            "cup-plain": _("Count the sake cup as a double plain."),
        }.get(action.kind, "")

    @staticmethod
    def choice_said(h: HandState, target: int, rules: GoStopRules, lead: bool = True) -> str:
        """The status line of a choice between two field cards: why there is one (the card played or turned up
        meets two field cards of its month), and why the card to take is the better one, weighed as the engine
        weighs it (:mod:`..choice_weighed`): what each card adds to the yaku in reach and what the person's
        cards then score (issue 39, pt21: "2 points against 0" weighed the plains alone, and said nothing of
        the rain man being a bright). One builder for both phases, the first sentence alone said apart. Short:
        the line under the field holds two lines. Without the ``lead`` (the Hint's words), the weighing alone."""
        # the other field card of the month: never the card that meets the two (the one played lies on the field)
        other = next(c for c in indices(h.field & MONTH_MASK[MONTH_OF[target]]) if c not in (target, h.played,
                                                                                              h.flipped))
        fields = {"flower": flower(MONTH_OF[target], "gostop")}
        if h.phase is Phase.CHOOSE_FLIP:
            # TRANSLATORS: Go-Stop's guided game, the status line's first sentence at a choice between two:
            # {card} the card turned up from the deck ("Willow swallow"), {flower} the two field cards' flower
            # ("willow"); the sentence that follows says which to take and why
            said = _("The {card} turned up meets two {flower} cards.").format(card=card(h.flipped, rules), **fields)
        else:
            # TRANSLATORS: Go-Stop's guided game, the status line's first sentence at a choice between two:
            # {card} the card played, {flower} the two field cards' flower
            said = _("Your {card} meets two {flower} cards.").format(card=card(h.played, rules), **fields)
        weighed = gostop_weighed(observe(h, HUMAN), target, other)
        why = weighed_said(weighed, the_card(target, said_as(rules)), the_card(other, said_as(rules)), points)
        return joined(said, why) if lead else why

    def ending(self, game: GameState, short: Sequence[str]) -> Lesson:
        """The last words, once the hand's summary has said who won the hand:
        who won the match (of this one hand) and by what score, what the hand
        paid, then what it taught."""
        mine, theirs = game.scores[HUMAN], max(s for p, s in enumerate(game.scores) if p != HUMAN)
        cpu = in_sentence("{name}", short[1])  # "L’ordinateur" in French
        result = game.history[-1] if game.history else None
        paid = sum(result.payments) if result is not None else 0
        heart = _("That is Go-Stop: match months, score by the kinds you take, call Go or Stop, and mind the "
                  "penalties. The computer plays its own game from now on. How to play, on the title, keeps every "
                  "rule.")
        if game.winner == HUMAN:
            # the match's result, in the words of Koi-Koi's guided match
            title = _("You won the match, {mine} to {theirs}!")
            said = ngettext("{cpu} paid you {n} point. Well played.", "{cpu} paid you {n} points. Well played.",
                            paid)
        elif game.winner is None:
            title = _("A draw, {mine} to {theirs}")
            said = _("No one reached a score to stop at, so no one pays.")
        else:
            title = _("{cpu} won the match, {theirs} to {mine}")
            said = ngettext("You paid the CPU {n} point. A first hand is for learning, and you have seen every "
                            "part of the game.",
                            "You paid the CPU {n} points. A first hand is for learning, and you have seen every "
                            "part of the game.", paid)
        return Lesson(title.format(cpu=cpu, mine=mine, theirs=theirs), f"{said.format(cpu=cpu, n=paid)} {heart}")


LESSONS = GostopLessons()
