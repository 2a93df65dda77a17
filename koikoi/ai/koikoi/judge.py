"""A good player's judgement of one move, from what that player sees: the
guided match's scripts ask the person only for moves it passes
(``tools/find_lessons.py`` plays by it, ``tests/games/test_lessons.py``
checks every shipped script against it; docs/guided.md says why these rules).

A move passes when a player who knows the cards' worth would make it:

- never lay a card down (play one that takes nothing, or lay a matching
  one) while a card in hand could take something;
- of the captures, take the one that wins the most worth (the cards won,
  the played one with them, compared best first: a bright, then an animal,
  a ribbon, a plain), or the one the normal level's yaku-aware heuristic
  rates highest (a ribbon that makes a yaku may beat an animal that makes
  none);
- with nothing to take, lay down the card of least worth, or the one
  the heuristic would (what it may hand the opponent);
- of two field cards, take the one worth more, or the heuristic's;
- a card that makes (or raises) a yaku at once is played before one that
  makes none, however much the other takes (a sure yaku, with the choice of
  stopping, is not left on the field for the opponent to spoil);
- swap or keep a dealt hand as the normal level would.

Koi-koi or stop is the lesson's to ask, and it says why: it always passes.
"""

from __future__ import annotations

from ...games.common.cards import CARD_IDS, KIND_OF, MONTH_MASK_OF_CARD, bits, indices
from ...games.koikoi.actions import Act, Action
from ...games.koikoi.observation import Observation
from ...games.koikoi.scoring import raised, yaku_points
from .heuristics import KIND_VALUE, values
from .normal import NormalAgent, Position, is_joker

TIE = 1e-9


def worth(cards: int) -> tuple[int, ...]:
    """What ``cards`` are worth, best first: (20, 1) for a bright and a plain."""
    return tuple(sorted((KIND_VALUE[KIND_OF[c]] for c in indices(cards)), reverse=True))


def targets(obs: Observation, card: int) -> int:
    """The field cards the hand's ``card`` would take now."""
    return obs.field if is_joker(obs, card) else obs.field & MONTH_MASK_OF_CARD[card]


def wins(obs: Observation, a: Action) -> int:
    """The cards ``a`` wins at best, the played one with them (0: it takes nothing)."""
    if a.kind is Act.PLAY:
        on = targets(obs, a.card)
        if not on:
            return 0
        bit = 1 << a.card
        choice = on.bit_count() == 2 or (is_joker(obs, a.card) and on.bit_count() > 1)
        return max((bit | b for b in bits(on)), key=worth) if choice else bit | on
    if a.kind is Act.TAKE:
        return 1 << a.card | 1 << obs.pending
    return 0


def laid(obs: Observation, a: Action) -> int:
    """The card ``a`` lays on the field taking nothing (-1: none)."""
    if a.kind is Act.PLAY and not targets(obs, a.card):
        return a.card
    if a.kind is Act.LAY:
        return obs.pending
    return -1


def makes_yaku(obs: Observation, a: Action) -> bool:
    """Whether the cards ``a`` takes (any it may choose) make or raise one of its player's yaku at once."""
    mine = obs.captures[obs.player]
    before = yaku_points(obs.rules, mine, obs.month)
    if a.kind is Act.PLAY:
        choices = [1 << a.card | b for b in bits(targets(obs, a.card))]
        if choices and not (len(choices) == 2 or (is_joker(obs, a.card) and len(choices) > 1)):
            choices = [1 << a.card | targets(obs, a.card)]
    else:
        choices = [wins(obs, a)]
    return any(raised(before, yaku_points(obs.rules, mine | c, obs.month)) for c in choices if c)


def faults(obs: Observation) -> dict[Action, str | None]:
    """Each legal move, with why a good player would not make it here, in a
    developer's words (None: they might)."""
    legal = obs.legal
    if not legal or legal[0].kind not in (Act.PLAY, Act.TAKE, Act.SWAP):
        return dict.fromkeys(legal)  # koi-koi or stop: the lesson asks it, and says why; the flip
    if legal[0].kind is Act.SWAP:
        swap = NormalAgent().swap(obs, values(obs.rules))
        return {a: None if (a.kind is Act.SWAP) == swap else "not the normal level's choice" for a in legal}
    best = heuristic_best(obs)
    won = {a: wins(obs, a) for a in legal}
    taking = [a for a in legal if won[a]]
    richest = max(taking, key=lambda a: worth(won[a]), default=None)
    lays = [c for c in (laid(obs, a) for a in legal) if c >= 0]
    least = min((KIND_VALUE[KIND_OF[c]] for c in lays), default=0)
    making = [a for a in taking if makes_yaku(obs, a)]
    out: dict[Action, str | None] = {}
    for a in legal:
        card = laid(obs, a)
        if making and a not in making:
            out[a] = f"makes no yaku while {making[0]} makes one at once"
        elif making:  # of the cards that make a yaku, the one that takes most, or the heuristic's
            top = max(making, key=lambda m: worth(won[m]))
            out[a] = None if a in best or worth(won[a]) == worth(won[top]) else \
                f"takes {_names(won[a])} while {top} takes {_names(won[top])} and makes a yaku too"
        elif richest is not None and card >= 0:
            out[a] = f"lays {CARD_IDS[card]} down while {richest} takes {_names(won[richest])}"
        elif a in best or (card >= 0 and KIND_VALUE[KIND_OF[card]] == least):
            out[a] = None
        elif card >= 0:
            out[a] = f"lays {CARD_IDS[card]} down, worth more than another it could lay"
        elif richest is not None and worth(won[a]) < worth(won[richest]):
            out[a] = f"takes {_names(won[a])} while {richest} takes {_names(won[richest])}, worth more"
        else:
            out[a] = None
    return out


def fault(obs: Observation, a: Action) -> str | None:
    """Why a good player would not make ``a`` here (None: they might)."""
    return faults(obs).get(a, "not a legal move")


def heuristic_best(obs: Observation) -> list[Action]:
    """The moves the normal level's heuristic rates highest (ties: all of them)."""
    agent = NormalAgent()
    position = Position(obs, values(obs.rules))
    rated = [(agent.move_value(obs, position, b), b) for b in obs.legal]
    top = max(v for v, _ in rated)
    return [b for v, b in rated if v >= top - TIE]


def good_moves(obs: Observation) -> list[Action]:
    """The legal moves a good player might make here."""
    return [a for a, why in faults(obs).items() if why is None]


def _names(cards: int) -> str:
    return " and ".join(CARD_IDS[c] for c in indices(cards))
