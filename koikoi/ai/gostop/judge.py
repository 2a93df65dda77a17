"""A good player's judgement of one Go-Stop move, from what that player
sees: the guided game's script asks the person only for moves it passes
(``tools/find_lessons.py`` plays by it, ``tests/games/test_lessons.py``
checks the shipped script against it; docs/guided.md says why these rules).

A move passes when a player who knows the cards' worth would make it:

- a bonus card is played whenever it can be (it is free, and a card is
  drawn for it), and a bomb is always good;
- never throw a card away (play one onto no card of its month) while a
  card in hand could take something;
- of the captures, take the one that wins the most worth (the cards won,
  the played one with them and a plain stolen for a ppuk pile, compared
  best first: a bright 20, an animal 10, a ribbon 5, a double plain 2, a
  plain 1), or the one the normal level's yaku-aware heuristic rates
  highest;
- with nothing to take, throw away the card of least worth, or the
  heuristic's;
- of two field cards, take the one that scores more now (issue 39: the
  guided game asked for the Willow rain man, a bright that scored nothing
  there, over the lightning double plain that brought 11 plains and 2
  points); where they score alike, the one worth more, or the heuristic's;
- count the sake cup the way that scores more now; claim four of a month
  dealt (the sure win).

Go or Stop is the lesson's to ask, and it says why: it always passes.
"""

from __future__ import annotations

from ...games.common.cards import MONTH_MASK, indices
from ...games.gostop import deck
from ...games.gostop.actions import CLAIM, CUP_CHOICE, Action
from ...games.gostop.observation import Sight
from ...games.gostop.state import Phase
from ...games.gostop.turn import hand_score_of, month
from .agents import GostopNormalAgent, card_value
from .montecarlo import cup_choice

TIE = 1e-9
HAND_PLAYS = ("play", "shake", "bomb")


def worth(cards: int, doubles: int, pile: bool = False) -> tuple[int, ...]:
    """What ``cards`` are worth, best first: (20, 2) for a bright and a double
    plain; taking a ppuk ``pile`` adds the plain taken from the opponent."""
    return tuple(sorted([card_value(c, doubles) for c in indices(cards)] + [1] * pile, reverse=True))


def wins(sight: Sight, a: Action) -> int:
    """The cards a play from the hand wins at best, the played ones with them
    (0: it takes nothing; a bonus card is not a capture)."""
    if a.kind not in HAND_PLAYS or (1 << a.card) & deck.BONUS_MASK:
        return 0
    mo = month(a.card)
    on = sight.field & MONTH_MASK[mo]
    if not on:
        return 0
    doubles = sight.rules.doubles_mask
    played = sight.hand & MONTH_MASK[mo] if a.kind == "bomb" else 1 << a.card
    if on.bit_count() == 2:
        return max((played | 1 << c for c in indices(on)), key=lambda m: worth(m, doubles))
    return played | on | sight.bonus_on[mo]


def is_pile(sight: Sight, a: Action) -> bool:
    """Whether playing ``a`` takes a ppuk pile (three cards of its month on the field)."""
    return a.kind in HAND_PLAYS and not (1 << a.card) & deck.BONUS_MASK \
        and (sight.field & MONTH_MASK[month(a.card)]).bit_count() == 3


def faults(sight: Sight) -> dict[Action, str | None]:
    """Each legal move, with why a good player would not make it here, in a
    developer's words (None: they might)."""
    legal = sight.legal
    kinds = {a.kind for a in legal}
    if CLAIM in legal:
        return {a: None if a == CLAIM else "plays on instead of claiming four of a month" for a in legal}
    if set(CUP_CHOICE) & set(legal):
        scores_more = cup_choice(sight.rules, sight.captures[sight.player])
        return {a: None if a == scores_more else "counts the sake cup the way that scores less" for a in legal}
    if not kinds & {*HAND_PLAYS, "choose"}:
        return dict.fromkeys(legal)  # Go or Stop: the lesson asks it, and says why; the flip
    doubles = sight.rules.doubles_mask
    rates = GostopNormalAgent().ratings(sight)
    top = max(rates)
    best = {a for a, r in zip(legal, rates) if r >= top - TIE}
    if "choose" in kinds:
        scores = {a: scores_now(sight, a.card) for a in legal}
        top_score = max(scores.values())
        if min(scores.values()) < top_score:
            ahead = next(a for a in legal if scores[a] == top_score)
            return {a: None if scores[a] == top_score else
                    f"takes {deck.IDS[a.card]}, which scores {scores[a]} now, while {deck.IDS[ahead.card]} "
                    f"scores {top_score}" for a in legal}
        most = max(card_value(a.card, doubles) for a in legal)
        return {a: None if a in best or card_value(a.card, doubles) == most else
                f"takes {deck.IDS[a.card]} while a card worth more could be taken" for a in legal}
    won = {a: wins(sight, a) for a in legal}
    richest = max((a for a in legal if won[a]), key=lambda a: worth(won[a], doubles, is_pile(sight, a)),
                  default=None)
    thrown = [a for a in legal if not won[a] and not (1 << a.card) & deck.BONUS_MASK]
    least = min((card_value(a.card, doubles) for a in thrown), default=0)
    out: dict[Action, str | None] = {}
    for a in legal:
        if a.kind == "bomb" or (1 << a.card) & deck.BONUS_MASK:
            out[a] = None
        elif not won[a] and richest is not None:
            out[a] = (f"throws {deck.IDS[a.card]} away while {richest.kind} {deck.IDS[richest.card]} takes "
                      f"{_names(won[richest])}")
        elif a in best:
            out[a] = None
        elif not won[a]:
            out[a] = None if card_value(a.card, doubles) == least else \
                f"throws {deck.IDS[a.card]} away, worth more than another it could throw"
        elif richest is not None and worth(won[a], doubles, is_pile(sight, a)) < \
                worth(won[richest], doubles, is_pile(sight, richest)):
            out[a] = (f"takes {_names(won[a])} while {richest.kind} {deck.IDS[richest.card]} takes "
                      f"{_names(won[richest])}, worth more")
        else:
            out[a] = None
    return out


def scores_now(sight: Sight, card: int) -> int:
    """The player's points once the choice of field ``card`` is taken, with the card that meets it and what
    their turn has taken so far (the played card and its match, while the card turned up chooses)."""
    return hand_score_of(sight.rules, captures_with(sight, card), sight.cup)


def captures_with(sight: Sight, card: int) -> int:
    """The player's captures once the choice of field ``card`` is taken (as :func:`scores_now` counts them)."""
    taking = 1 << card
    if sight.phase is Phase.CHOOSE_FLIP:
        taking |= 1 << sight.flipped
        if sight.played >= 0 and sight.match:
            taking |= 1 << sight.played | sight.match
    elif sight.played >= 0:
        taking |= 1 << sight.played
    return sight.captures[sight.player] | taking


def fault(sight: Sight, a: Action) -> str | None:
    """Why a good player would not make ``a`` here (None: they might)."""
    return faults(sight).get(a, "not a legal move")


def good_moves(sight: Sight) -> list[Action]:
    """The legal moves a good player might make here."""
    return [a for a, why in faults(sight).items() if why is None]


def _names(cards: int) -> str:
    return " and ".join(deck.IDS[c] for c in indices(cards))
