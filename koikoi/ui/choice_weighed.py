"""Why one of two field cards is the better take, in both games' words:
what each adds to the yaku in reach, as the panel's yaku lines say it
("Pi 10/10 +1", "Bi-samgwang 1/3"), and the points the person's cards then
score, as the engine scores them (issue 39, pt21: the guided Go-Stop
weighed the plains alone, "2 points against 0", and said nothing of the
rain man being a bright). Said by the guided matches' status line and by
the Hint at a choice between two. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..ai.gostop.judge import captures_with
from ..games.common.cards import MONTH_MASK, indices
from ..games.gostop.observation import Sight
from ..games.gostop.turn import hand_score_of
from ..games.koikoi.state import RoundState
from ..games.koikoi.turn import targets
from ..games.koikoi.scoring import yaku_points
from ..i18n import _
from .gostop_progress import gostop_listed
from .movelog import the_card
from .progress import Progress, listed
from .rule_words import points as koikoi_points
from .words import listing


class Weighed(NamedTuple):
    """Two outcomes of a choice: the points the person's cards score with
    the card taken and with the other, and the yaku lines that differ
    between them (each side's own, as the panel says them)."""

    score: int
    other_score: int
    lines: tuple[Progress, ...]
    other_lines: tuple[Progress, ...]

    @property
    def yaku(self) -> set[str]:
        """The ids of the yaku that make the difference."""
        return {p.yaku_id for p in (*self.lines, *self.other_lines)}


def differing(mine: Sequence[Progress], other: Sequence[Progress], looks_at: Callable[[str], int],
              card: int) -> tuple[Progress, ...]:
    """The lines of ``mine`` that ``other`` lacks or says otherwise: a yaku
    made (it scores), or one whose cards ``looks_at`` says ``card`` is
    among (with the Willow rain man, Pi 9/10 differs from the 10/10 the
    other card makes, but only Bi-samgwang 1/3 is the rain man's), made
    ones first."""
    theirs = {p.yaku_id: p for p in other}
    said = [p for p in mine if theirs.get(p.yaku_id) != p and (p.scores or looks_at(p.yaku_id) >> card & 1)]
    return tuple(sorted(said, key=lambda p: not p.scores))


def weigh(lists: tuple[Sequence[Progress], Sequence[Progress]], scores: tuple[int, int],
          looks_at: Callable[[str], int], cards: tuple[int, int]) -> Weighed:
    a, b = lists
    return Weighed(scores[0], scores[1], differing(a, b, looks_at, cards[0]), differing(b, a, looks_at, cards[1]))


def gostop_weighed(sight: Sight, card: int, other: int) -> Weighed:
    """A Go-Stop choice between field ``card`` and ``other``, seen from the
    seat of ``sight``: its captures with the turn's cards and each, as the
    hard player's judge counts them (:func:`~koikoi.ai.gostop.judge.captures_with`)."""
    rules, cup = sight.rules, sight.cup
    theirs = 0
    for p, mask in enumerate(sight.captures):
        theirs |= mask if p != sight.player else 0
    a, b = captures_with(sight, card), captures_with(sight, other)
    masks = {y.id: y.cards | y.pool for way in rules.yaku_variants for y in way}
    return weigh((gostop_listed(rules, a, theirs, cup, None)[0], gostop_listed(rules, b, theirs, cup, None)[0]),
                 (hand_score_of(rules, a, cup), hand_score_of(rules, b, cup)), masks.__getitem__, (card, other))


def koikoi_weighed(rnd: RoundState, seat: int, card: int, other: int) -> Weighed:
    """A Koi-Koi choice between field ``card`` and ``other`` for the card
    pending in round ``rnd``, for ``seat``: its captures with both taken."""
    rules, month, called = rnd.rules, rnd.month, rnd.koikoi_calls[seat] > 0
    theirs = rnd.captures[1 - seat]
    mine = rnd.captures[seat] | 1 << rnd.pending
    a, b = mine | 1 << card, mine | 1 << other

    def looks_at(yaku_id: str) -> int:
        y = rules.yaku_by_id(yaku_id)
        return MONTH_MASK[month] if y.current_month else y.cards | y.pool

    return weigh((listed(rules, a, theirs, month, None)[0], listed(rules, b, theirs, month, None)[0]),
                 (sum(yaku_points(rules, a, month, called)), sum(yaku_points(rules, b, month, called))),
                 looks_at, (card, other))


SAID = 2  # the lines said of each card, the nearest to scoring first (as the panel ranks them): the status line
# holds two lines


def lines_said(lines: Sequence[Progress]) -> str:
    # TRANSLATORS: a card of a choice between two adds to no yaku the person may still make
    return listing([p.label() for p in lines[:SAID]]) if lines else _("no yaku in reach")


def weighed_said(w: Weighed, target: str, other: str, points: Callable[[int], str]) -> str:
    """One sentence: what taking ``target`` (its name, "the Willow double
    plain") makes, and the points, against ``other``'s."""
    fields = {"target": target, "other": other, "lines": lines_said(w.lines),
              "other_lines": lines_said(w.other_lines), "score": points(w.score),
              "other_score": points(w.other_score)}
    if not w.lines and not w.other_lines and w.score == w.other_score:
        # TRANSLATORS: a choice between two field cards that count alike for the person (two plain cards of a
        # month): {target} the one to take, {score} the score either way ("0 points")
        return _("Take {target}: the other counts just the same, {score} either way.").format(**fields)
    if w.score < w.other_score:
        # the Hint's search looks past this turn and may take the card that scores less now: said so, never as
        # though the lesser score were the better
        # TRANSLATORS: the Hint at a choice between two field cards, where the card it takes scores less now than
        # the other: {target} the card to take, {lines} its yaku lines ("Pi 9/10"), {score} the score with it;
        # {other}, {other_lines}, {other_score} the other card's; the computer's search weighs the turns to come
        return _("Take {target}: {lines}, {score}, though {other} makes {other_lines}, {other_score} now: the "
                 "computer weighs the turns to come.").format(**fields)
    if w.score != w.other_score:
        # TRANSLATORS: a choice between two field cards: {target} the one to take ("the Willow double plain"),
        # {lines} the yaku lines it makes or moves on, as the panel says them ("Pi 10/10 +1"), {score} what
        # the person's cards then score ("2 points"); {other} the other card, {other_lines} its lines
        # ("Bi-samgwang 1/3", or "no yaku in reach"), {other_score} the score with it
        return _("Take {target}: {lines}, {score}; {other}: {other_lines}, {other_score}.").format(**fields)
    # TRANSLATORS: a choice between two field cards that score alike now: {target} the one to take, {lines} the
    # yaku lines it moves on ("Tane 3/5"), {other} the other card, {other_lines} its lines, {score} the score
    # either way ("0 points")
    return _("Take {target}: {lines}; {other}: {other_lines}; {score} either way.").format(**fields)


def koikoi_choice_said(rnd: RoundState, seat: int, target: int) -> str | None:
    """Why ``seat`` takes field card ``target`` with the card pending in round ``rnd`` (:func:`weighed_said`);
    None where the pending card meets more than two (the Gaji joker)."""
    others = [c for c in indices(targets(rnd, rnd.pending)) if c != target]
    if len(others) != 1:
        return None
    weighed = koikoi_weighed(rnd, seat, target, others[0])
    return weighed_said(weighed, the_card(target), the_card(others[0]), koikoi_points)


def hinted(why: str) -> str:
    """The Hint at a choice between two: the sentence that says which to take and why."""
    # TRANSLATORS: the Hint at a choice between two field cards: {why} which to take and why ("Take the Willow
    # double plain: Pi 10/10 +1, 2 points; the Willow rain man: Bi-samgwang 1/3, 0 points.")
    return _("Hint: {why}").format(why=why)
