"""What the game says: names of reasons, multipliers and deal checks."""

from __future__ import annotations

from ..engine.cards import CARD_IDS, KIND_OF, MONTH_OF, SAKE_CUP, Kind
from ..engine.match import MatchState
from ..engine.round import RoundResult
from ..engine.rules import Rules
from ..engine.scoring import Score

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


# What each card shows, by the second word of its id.
CARD_SUBJECTS = {
    "crane": "Crane", "poetry": "Poetry ribbon", "plain": "Plain card", "warbler": "Bush warbler",
    "curtain": "Curtain", "cuckoo": "Cuckoo", "red": "Red ribbon", "bridge": "Bridge", "butterflies": "Butterflies",
    "blue": "Blue ribbon", "boar": "Boar", "moon": "Full moon", "geese": "Geese", "sake": "Sake cup",
    "deer": "Deer", "rainman": "Rain man", "swallow": "Swallow", "lightning": "Lightning", "phoenix": "Phoenix",
}
FLOWERS = (
    "", "pine", "plum", "cherry", "wisteria", "iris", "peony",
    "bush clover", "pampas", "chrysanthemum", "maple", "willow", "paulownia",
)
KIND_WORDS = {Kind.BRIGHT: ("bright", 20), Kind.ANIMAL: ("animal", 10), Kind.RIBBON: ("ribbon", 5),
              Kind.PLAIN: ("plain", 1)}


def card_name(card: int, rules: Rules | None = None) -> str:
    """A card named in full, for the status line: "Crane, pine (January),
    bright, 20". The sake cup says how the rules also count it."""
    subject = CARD_SUBJECTS[CARD_IDS[card].split("-")[1]]
    month = MONTH_OF[card]
    kind, value = KIND_WORDS[KIND_OF[card]]
    where = f"{FLOWERS[month]} ({ordinal_month(month)})"
    # the kind is said unless the name already says it ("Red ribbon", "Plain card")
    said = f"{subject}, {where}, {value}" if kind in subject.lower() else f"{subject}, {where}, {kind}, {value}"
    if card == SAKE_CUP and rules is not None:
        said += SAKE_CUP_COUNTS.get(rules.scoring.sake_cup, "")
    return said


SAKE_CUP_COUNTS = {
    "both": "; it also counts as a plain",
    "plain": "; these rules count it as a plain only",
    "either": "; it counts as an animal or a plain, whichever scores more",
}


def card_words(card: int) -> str:
    """A card as the player would say it: "Pine crane", "Maple blue ribbon", "Willow rain man"."""
    month, what = CARD_IDS[card].split("-")[:2]
    return f"{month.capitalize()} {CARD_WORDS.get(what, what)}"


def round_of(m: MatchState) -> str:
    """Where a match stands: "Round 4 of 12", or "Round 4" when it is played to a target."""
    rounds = m.rules.match.rounds
    return f"Round {m.round.round_no} of {rounds}" if rounds else f"Round {m.round.round_no}"


def reason_text(result: RoundResult, names: tuple[str, str]) -> str:
    """Why the round ended, in a sentence (past tense, so it reads the same
    in the summary, at the table and in the move log)."""
    w = names[result.winner] if result.winner is not None else ""
    r = result.reason
    if r == "stop":
        return f"{w} stopped and scored."
    if r == "stop-limit":
        return f"{w} made a new yaku with no koi-koi call left, so the rules ended the round there and it scored."
    if r == "stop-last-card":
        return f"{w} made a yaku on the last card, where koi-koi cannot be called, so the round ended there and it scored."
    if r == "last-caller":
        return f"The hands ran out; {w} had called koi-koi last and scored."
    if r == "oya-ken":
        return f"The hands ran out; {w}, the dealer, took the dealer's points (oya-ken)."
    if r == "exhausted":
        return "The hands ran out and nobody stopped: no points this round."
    if r == "teshi":
        return f"{w} got four cards of one month in the deal (Teshi) and won the round."
    if r == "kuttsuki":
        return f"{w} got four pairs in the deal (Kuttsuki) and won the round."
    if r == "field-four":
        return f"Four of a month lay on the field: {w}, the dealer, won the round."
    if r.startswith("void-"):
        what = REDEAL.get(r[5:], r[5:])
        return f"{what}: the round is void."
    return r


def ordinal_month(month: int) -> str:
    names = ("", "January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")
    return names[month]


def breakdown(score: Score) -> str:
    """"5 + 1 = 6, ×2 for 7 points or more = 12" in words."""
    parts = [str(score.base)]
    total = score.base
    for bid, pts in score.bonuses:
        if bid == "koikoi-bonus":
            parts.append(f"+ {pts} ({BONUSES[bid]})")
            total += pts
    for mid, f in score.multipliers:
        parts.append(f"× {f} ({MULTIPLIERS.get(mid, mid)})")
    for bid, pts in score.bonuses:
        if bid != "koikoi-bonus":
            parts.append(f"+ {pts} ({BONUSES.get(bid, bid)})")
    return " ".join(parts) + f" = {score.total}"
