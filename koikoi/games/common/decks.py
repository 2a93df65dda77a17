"""A deck as a value: its id, its name, its art's folder and its cards'
tags, read from a TOML file in ``koikoi/games/decks/`` (the standard deck
is one such file).

Every deck is the same 48 cards: each keeps its canonical id, month and
kind, so the engine keeps its card indices and bit masks (:mod:`.cards`)
whatever deck is played. What a deck adds is tags: named sets of its
cards (``poetry-ribbon``, ``star``), which a rule set's yaku name and never
define. A deck file is checked whole, and a mistake raises
:class:`DeckError` (a :class:`~.rulefiles.RulesError`) naming the file,
the key and what is wrong.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from .cards import BY_ID, CARD_IDS, Kind
from .errors import MISSING, RulesError

STANDARD = "standard"
DECK_IDS = (STANDARD, "themed")  # the decks shipped in koikoi/games/decks/, the standard one first
KINDS = {k.label: k for k in Kind}
NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")  # a deck's id, its art folder, a tag: a short plain name
DECK_KEYS = ("name", "description", "art", "cards", "tags", "words")
WORDS_KEYS = ("months", "gostop_months", "cards", "gostop_cards")
# what a deck's words may name: a card by its id, or the cards named alike by their id's first two words
# ("pine-plain": a month's plain cards)
NAMED = frozenset(CARD_IDS) | frozenset("-".join(c.split("-")[:2]) for c in CARD_IDS)
CARD_KEYS = ("id", "kind")


class DeckError(RulesError):
    """A deck that cannot be used: the message names the file, the key and what is wrong."""


@dataclass(frozen=True)
class DeckWords:
    """A deck's words, in English (the game's catalogs translate them):
    its months' names within a sentence ("pine", a theme's characters) and
    its cards' ("Pine crane"), by card id or by an id's first two words
    ("pine-plain"), each also in Go-Stop's words where they differ. What a
    deck does not name is said as the standard deck says it."""

    months: tuple[str, ...] = ()  # twelve, or none
    gostop_months: tuple[str, ...] = ()
    cards: Mapping[str, str] = field(default_factory=dict)
    gostop_cards: Mapping[str, str] = field(default_factory=dict)
    name: str = ""  # in a catalog of a language (a player's deck's): the deck's own name in it


@dataclass(frozen=True)
class Deck:
    """One deck: ``tags`` maps each tag to the mask of its cards (the
    engine's indices, as :mod:`.cards` numbers them)."""

    id: str
    name: str
    description: str
    art: str  # the folder of its card images (the standard deck's are assets/cards)
    tags: Mapping[str, int]
    words: DeckWords = DeckWords()
    # a player's own deck's words per language ("fr": its names in French, its ``name`` the deck's), from its
    # folder's catalogs (ui/own_decks.py); what a language lacks is said in English, as the deck's file has it
    catalogs: Mapping[str, DeckWords] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash(self.id)


def deck_from_text(deck_id: str, text: str, source: str) -> Deck:
    """A deck from its file's text, every key checked; ``source`` names the
    file in the messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DeckError(source, "", MISSING, f"not valid TOML ({exc})") from None
    return deck_from_data(deck_id, data, source)


def deck_from_data(deck_id: str, data: Mapping[str, Any], source: str) -> Deck:
    if not NAME.fullmatch(deck_id):
        raise DeckError(source, "", MISSING, f"{deck_id!r} is not a deck's name (small letters, digits, - and _)")
    for key, value in data.items():
        if key not in DECK_KEYS:
            raise DeckError(source, key, value, "unknown key; a deck has " + ", ".join(DECK_KEYS))
    for key in ("name", "art", "cards"):
        if key not in data:
            raise DeckError(source, key, MISSING, "missing")
    for key in ("name", "description", "art"):
        if key in data and (not isinstance(data[key], str) or not data[key].strip()):
            raise DeckError(source, key, data[key], "must be text")
    if not NAME.fullmatch(data["art"]):
        raise DeckError(source, "art", data["art"], "must be a folder's plain name (small letters, digits, - and _)")
    _check_cards(source, data["cards"])
    tags = _tags(source, data.get("tags", {}))
    words = _words(source, data.get("words", {}))
    return Deck(deck_id, data["name"], data.get("description", ""), data["art"], tags, words)


def words_from_text(text: str, source: str) -> DeckWords:
    """A catalog of a player's deck in one language: its ``words`` table's
    keys at the top of a TOML file (``months``, ``[cards]``...) and ``name``,
    the deck's name in that language; every key checked as the deck's
    file's."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DeckError(source, "", MISSING, f"not valid TOML ({exc})") from None
    name = data.pop("name", "")
    if not isinstance(name, str):
        raise DeckError(source, "name", name, "must be text")
    return dataclasses.replace(_words(source, data, ("name", *WORDS_KEYS)), name=name.strip())


def _words(source: str, table: Any, keys: tuple[str, ...] = WORDS_KEYS) -> DeckWords:
    """The deck's ``words`` table, every key checked."""
    if not isinstance(table, dict):
        raise DeckError(source, "words", table, "must be a table: months = [...], [words.cards]")
    for key, value in table.items():
        if key not in WORDS_KEYS:
            raise DeckError(source, f"words.{key}", value, "unknown key; a deck's words are " + ", ".join(keys))
    months: dict[str, tuple[str, ...]] = {}
    for key in ("months", "gostop_months"):
        given = table.get(key, [])
        if not isinstance(given, list) or len(given) not in (0, 12) \
                or not all(isinstance(m, str) and m.strip() for m in given):
            raise DeckError(source, f"words.{key}", given, "must name the twelve months, in their order")
        months[key] = tuple(given)
    cards: dict[str, dict[str, str]] = {}
    for key in ("cards", "gostop_cards"):
        given = table.get(key, {})
        if not isinstance(given, dict):
            raise DeckError(source, f"words.{key}", given, "must be a table: card id = its name")
        for name, said in given.items():
            if name not in NAMED:
                raise DeckError(source, f"words.{key}.{name}", said,
                                "unknown card: a card id, or an id's first two words (pine-plain)")
            if not isinstance(said, str) or not said.strip():
                raise DeckError(source, f"words.{key}.{name}", said, "must be text")
        cards[key] = dict(given)
    return DeckWords(months["months"], months["gostop_months"], cards["cards"], cards["gostop_cards"])


def _check_cards(source: str, cards: Any) -> None:
    """The deck's 48 cards, each named once with the kind the engine gives it."""
    if not isinstance(cards, list):
        raise DeckError(source, "cards", cards, "must be a list of cards ({ id = ..., kind = ... })")
    seen: set[str] = set()
    for n, entry in enumerate(cards):
        key = f"cards[{n}]"
        if not isinstance(entry, dict):
            raise DeckError(source, key, entry, "must be a table: { id = ..., kind = ... }")
        for k, v in entry.items():
            if k not in CARD_KEYS:
                raise DeckError(source, f"{key}.{k}", v, "unknown key; a card has " + ", ".join(CARD_KEYS))
        for k in CARD_KEYS:
            if k not in entry:
                raise DeckError(source, f"{key}.{k}", MISSING, "missing")
        card_id, kind = entry["id"], entry["kind"]
        if not isinstance(card_id, str) or card_id not in BY_ID:
            raise DeckError(source, f"{key}.id", card_id, "unknown card id")
        if card_id in seen:
            raise DeckError(source, f"{key}.id", card_id, "duplicated id: the card is given twice")
        seen.add(card_id)
        if not isinstance(kind, str) or kind not in KINDS:
            raise DeckError(source, f"{key}.kind", kind, "unknown kind; kinds: " + ", ".join(KINDS))
        if KINDS[kind] is not BY_ID[card_id].kind:
            raise DeckError(source, f"{key}.kind", kind,
                            f"{card_id} is a {BY_ID[card_id].kind.label} in every deck (a card keeps its kind)")
    missing = [c for c in CARD_IDS if c not in seen]
    if missing:
        raise DeckError(source, "cards", MISSING, f"missing card {missing[0]!r}"
                        + (f" and {len(missing) - 1} more" if len(missing) > 1 else ""))


def _tags(source: str, table: Any) -> dict[str, int]:
    if not isinstance(table, dict):
        raise DeckError(source, "tags", table, "must be a table: tag = [card ids]")
    tags: dict[str, int] = {}
    for tag, card_ids in table.items():
        key = f"tags.{tag}"
        if tag in KINDS or tag in BY_ID:
            raise DeckError(source, key, card_ids, "a tag may not reuse a kind or card name")
        if not NAME.fullmatch(tag):
            raise DeckError(source, key, card_ids, "a tag's name is small letters, digits, - and _")
        if not isinstance(card_ids, list) or not card_ids:
            raise DeckError(source, key, card_ids, "must be a list of card ids")
        mask = 0
        for card_id in card_ids:
            if not isinstance(card_id, str) or card_id not in BY_ID:
                raise DeckError(source, key, card_id, "unknown card id")
            bit = 1 << BY_ID[card_id].index
            if mask & bit:
                raise DeckError(source, key, card_id, "duplicated id: the card is given twice")
            mask |= bit
        tags[tag] = mask
    return tags


_OWN: dict[str, Deck] = {}  # the player's own decks that loaded whole (ui/own_decks.py), by id


def set_own_decks(decks: list[Deck]) -> None:
    """The player's own decks, checked whole by the window (their files and
    images): a rule set may name one of them as it names a shipped deck."""
    _OWN.clear()
    _OWN.update((d.id, d) for d in decks if d.id not in DECK_IDS)


def own_decks() -> tuple[Deck, ...]:
    """The player's own decks offered, by id."""
    return tuple(_OWN[k] for k in sorted(_OWN))


def find_deck(deck_id: str) -> Deck:
    """A shipped deck, or one of the player's own; an unknown id is refused naming it."""
    if deck_id in _OWN:
        return _OWN[deck_id]
    if deck_id not in DECK_IDS:
        raise DeckError(f"deck {deck_id!r}", "", MISSING, "unknown deck; decks: " + ", ".join((*DECK_IDS, *_OWN)))
    return load_deck(deck_id)


def deck_gone(data: Mapping[str, Any], played: Deck) -> str:
    """The player's own deck a kept match's rules name (their ``deck``)
    though it is played with another (:func:`is_gone`): "" where the deck
    named is the one played."""
    named = data.get("deck", STANDARD)
    return named if isinstance(named, str) and named != played.id else ""


def is_gone(deck_id: object) -> bool:
    """Whether ``deck_id`` may name a player's own deck that is not there
    now (removed, or failing to load): a deck's name, neither shipped nor
    among the player's decks offered."""
    return isinstance(deck_id, str) and bool(NAME.fullmatch(deck_id)) and deck_id not in DECK_IDS \
        and deck_id not in _OWN


@lru_cache(maxsize=None)
def load_deck(deck_id: str) -> Deck:
    """A shipped deck by its id, read once; an unknown id is refused naming it."""
    if deck_id not in DECK_IDS:
        raise DeckError(f"deck {deck_id!r}", "", MISSING, "unknown deck; decks: " + ", ".join(DECK_IDS))
    source = f"decks/{deck_id}.toml"
    text = (resources.files("koikoi.games") / "decks" / f"{deck_id}.toml").read_text(encoding="utf-8")
    return deck_from_text(deck_id, text, source)


@lru_cache(maxsize=1)
def known_tags() -> frozenset[str]:
    """Every tag some shipped deck defines: a rule set may name any of them
    (its yaku cannot be made with a deck that lacks it), and no other."""
    every: set[str] = set()
    for deck_id in DECK_IDS:
        every |= set(load_deck(deck_id).tags)
    return frozenset(every)
