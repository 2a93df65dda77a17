"""What the game says: names of reasons, multipliers and deal checks."""

from __future__ import annotations

from ..engine.cards import CARD_IDS
from ..engine.match import MatchState
from ..engine.round import RoundResult

REDEAL = {
    "field-four": "Four cards of one month on the field",
    "field-three": "Three cards of one month on the field",
    "field-pairs": "Four pairs on the field",
    "teshi": "Teshi: four of a month in a dealt hand",
    "kuttsuki": "Kuttsuki: four pairs in a dealt hand",
}

MULTIPLIERS = {
    "seven-plus": "7 points or more",
    "opponent-koikoi": "the opponent called koi-koi",
    "own-koikoi": "own koi-koi",
    "nth-koikoi": "koi-koi calls",
    "koikoi-bonus": "koi-koi calls",
    "opponent-seven-plus": "the opponent has 7 or more",
    "field-brights": "brights on the field at the deal",
}

BONUSES = {
    "koikoi-bonus": "koi-koi bonus",
    "forfeit-koikoi": "the opponent's failed koi-koi",
}


# The second word of a card id, as said aloud (the rest read as they are).
CARD_WORDS = {
    "poetry": "poetry ribbon", "red": "red ribbon", "blue": "blue ribbon", "rainman": "rain man",
    "sake": "sake cup", "plain": "plain card", "lightning": "lightning card",
}


def card_words(card: int) -> str:
    """A card as the player would say it: "Pine crane", "Maple blue ribbon", "Willow rain man"."""
    month, what = CARD_IDS[card].split("-")[:2]
    return f"{month.capitalize()} {CARD_WORDS.get(what, what)}"


def round_of(m: MatchState) -> str:
    """Where a match stands: "Round 4 of 12", or "Round 4" when it is played to a target."""
    rounds = m.rules.match["rounds"]
    return f"Round {m.round.round_no} of {rounds}" if rounds else f"Round {m.round.round_no}"


def reason_text(result: RoundResult, names: tuple[str, str]) -> str:
    """Why the round ended, in a sentence."""
    w = names[result.winner] if result.winner is not None else ""
    r = result.reason
    s = "" if w == "You" else "s"
    if r == "stop":
        return f"{w} stopped and score{s}."
    if r == "last-caller":
        return f"The hands ran out; {w} called koi-koi last and score{s}."
    if r == "oya-ken":
        return f"The hands ran out; {w}, the dealer, take{s} the dealer's points (oya-ken)."
    if r == "exhausted":
        return "The hands ran out and nobody stopped: no points this round."
    if r in ("teshi", "kuttsuki"):
        return f"{w} {'were' if w == 'You' else 'was'} dealt " + ("four cards of one month (Teshi)." if r == "teshi" else "four pairs (Kuttsuki).")
    if r == "field-four":
        return f"Four of a month on the field: {w}, the dealer, win{s}."
    if r.startswith("void-"):
        what = REDEAL.get(r[5:], r[5:])
        return f"{what}: the round is void."
    return r


def ordinal_month(month: int) -> str:
    names = ("", "January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")
    return names[month]
