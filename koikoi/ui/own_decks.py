"""The player's own decks: each a folder of the data folder's ``decks/``
(``decks/<name>/deck.toml`` and its card images, ``<art>/<card id>.svg``),
offered in Settings beside the shipped decks. Its words (in English in its
file) may come in other languages too: a catalog a language,
``words/<code>.toml`` (``words/fr.toml``), holding the keys of the deck
file's ``[words]`` and ``name``; what a language lacks is said in English.

Such a folder is untrusted: every file is measured before it is read (the
deck's file at most :data:`MAX_DECK_BYTES`, an image at most
:data:`MAX_IMAGE_BYTES`), an image's size is read from its SVG's own words
before it is drawn (no side over :data:`MAX_SIDE` pixels), and each image
is then drawn once, small, to see that it loads. A deck with any problem
(a missing card image, a deck file that is not a deck, an image too large
or that does not load) is not offered: a notice on the title names the
folder, the file and the problem, and the standard deck is played in its
place. A deck that loads whole is handed to the engine
(:func:`~koikoi.games.common.decks.set_own_decks`) and its art to the
window's cards (:data:`~.assets.OWN_ART`).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pygame

from ..games.common.cards import CARD_IDS
from ..games.common.decks import (
    DECK_IDS, NAME, Deck, DeckError, DeckWords, deck_from_text, set_own_decks, words_from_text,
)
from ..i18n import LANGUAGES, _
from ..storage import paths
from .assets import OWN_ART
from .notices import Notice

DECK_FILE = "deck.toml"
MAX_DECK_BYTES = 64 * 1024  # a deck's file: its 48 cards, tags and words take a few kilobytes
MAX_IMAGE_BYTES = 1024 * 1024  # a card's SVG: the shipped ones take under 100 kB
MAX_SIDE = 2048  # pixels: a card is drawn at most a few hundred pixels high
MAX_DECKS = 20  # folders looked at, in the order of their names
MAX_NAME = 48  # characters of a name in a deck's words (the themed deck's longest takes 28)
WORDS_FOLDER = "words"  # a deck's catalogs, one a language: words/fr.toml
CHECK_SIZE = (24, 40)  # each image is drawn once at this size, to see that it loads
ROOT = re.compile(rb"<svg\b[^>]*>", re.S)
LENGTH = re.compile(r"\s*([0-9]+(?:\.[0-9]+)?)\s*(px)?\s*")


class DeckProblem(ValueError):
    """What is wrong with a player's deck: the file and the problem, in the player's words."""

    def __init__(self, file: Path, problem: str) -> None:
        super().__init__(f"{file}: {problem}")
        self.file, self.problem = file, problem


def folder() -> Path:
    """Where the player's decks are looked for: ``decks/`` in the data folder."""
    return paths.data_dir() / "decks"


def load_own_decks(root: Path | None = None) -> list[Notice]:
    """Read every deck folder under ``root`` (the data folder's ``decks/``),
    offer those that load whole, and say what is wrong with each other one."""
    root = folder() if root is None else root
    decks: list[Deck] = []
    notices: list[Notice] = []
    OWN_ART.clear()
    try:
        found = sorted(p for p in root.iterdir() if p.is_dir())[:MAX_DECKS] if root.is_dir() else []
    except OSError:
        found = []
    for place in found:
        try:
            deck, art = read_deck(place)
        except DeckProblem as exc:
            # TRANSLATORS: a notice on the title; {name} is the folder of a deck the player added, {file} the
            # file at fault and {problem} what is wrong with it
            said = _("Your deck {name} cannot be used: {file}: {problem} The standard deck is played in its place.")
            notices.append(Notice(said.format(name=place.name, file=exc.file.name, problem=exc.problem), str(exc)))
            continue
        OWN_ART[deck.art] = art
        decks.append(deck)
    set_own_decks(decks)
    return notices


def read_deck(place: Path) -> tuple[Deck, Path]:
    """The deck of one folder, every file checked, and the folder of its
    images; :class:`DeckProblem` names the first problem. Its art is named
    ``own-<folder>``, apart from any shipped deck's."""
    if not NAME.fullmatch(place.name):
        # TRANSLATORS: the problem of a deck folder whose name the game cannot use
        raise DeckProblem(place, _("a deck folder's name is small letters, digits, - and _."))
    if place.name in DECK_IDS:
        # TRANSLATORS: the problem of a deck folder named like a deck of the game's own (standard, themed)
        raise DeckProblem(place, _("this name is a deck of the game's own: give the folder another name."))
    file = place / DECK_FILE
    text = read_text(file)
    try:
        deck = deck_from_text(place.name, text, DECK_FILE)
    except DeckError as exc:  # said as the rule files' problems are: the key, the value and what is wrong, in English
        raise DeckProblem(file, str(exc).removeprefix(f"{DECK_FILE}: ") + ".") from None
    art = place / deck.art
    for card_id in CARD_IDS:
        check_image(art / f"{card_id}.svg")
    catalogs = read_catalogs(place)
    check_lengths(file, deck.words)
    return dataclasses.replace(deck, art=f"own-{place.name}", catalogs=catalogs), art


def read_catalogs(place: Path) -> dict[str, DeckWords]:
    """The deck's words in each language its folder has a catalog for
    (``words/fr.toml``: the keys of the deck file's ``[words]``, and
    ``name``), each measured and checked as the deck's file is; a language
    without one is said in English."""
    catalogs: dict[str, DeckWords] = {}
    for code in LANGUAGES:
        file = place / WORDS_FOLDER / f"{code}.toml"
        if code == "en" or not file.is_file():
            continue
        try:
            words = words_from_text(read_text(file), f"{WORDS_FOLDER}/{file.name}")
        except DeckError as exc:
            raise DeckProblem(file, str(exc).removeprefix(f"{WORDS_FOLDER}/{file.name}: ") + ".") from None
        check_lengths(file, words)
        catalogs[code] = words
    return catalogs


def check_lengths(file: Path, words: DeckWords) -> None:
    """Each name in a player's deck's words at most :data:`MAX_NAME` characters, on one line."""
    for said in (words.name, *words.months, *words.gostop_months, *words.cards.values(),
                 *words.gostop_cards.values()):
        if len(said) > MAX_NAME or any(c in said for c in "\n\r\t"):
            # TRANSLATORS: the problem of a name in a player's deck's words that is too long; {most} characters
            raise DeckProblem(file, _("a name is too long or on several lines (“{name}”; at most {most} "
                                      "characters).").format(name=" ".join(said[:MAX_NAME].split()), most=MAX_NAME))


def read_text(file: Path) -> str:
    """A deck's file, measured before it is read."""
    try:
        size = file.stat().st_size
    except OSError:
        # TRANSLATORS: the problem of a deck folder without its deck file ({file}: deck.toml)
        raise DeckProblem(file, _("the file is missing.")) from None
    if size > MAX_DECK_BYTES:
        raise DeckProblem(file, too_large(size, MAX_DECK_BYTES))
    try:
        return file.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        # TRANSLATORS: the problem of a deck's file that is not text
        raise DeckProblem(file, _("the file is not UTF-8 text.")) from None


def too_large(size: int, most: int) -> str:
    # TRANSLATORS: the problem of a file of a player's deck that is too large; sizes in kilobytes
    return _("the file is too large ({size} kB; at most {most} kB).").format(size=-(-size // 1024), most=most // 1024)


def check_image(file: Path) -> None:
    """One card's image: present, small enough, of a size a card can have, and drawn."""
    try:
        size = file.stat().st_size if file.is_file() else -1
    except OSError:
        size = -1
    if size < 0:
        # TRANSLATORS: the problem of a deck that lacks a card's image ({file}: pine-crane.svg)
        raise DeckProblem(file, _("this card's image is missing."))
    if size > MAX_IMAGE_BYTES:
        raise DeckProblem(file, too_large(size, MAX_IMAGE_BYTES))
    with file.open("rb") as f:
        head = f.read(8192)
    w, h = svg_size(head)
    if not (w and h):
        # TRANSLATORS: the problem of a card's image that is no SVG picture with a width and a height
        raise DeckProblem(file, _("this image is not an SVG picture with a width and a height."))
    if w > MAX_SIDE or h > MAX_SIDE:
        # TRANSLATORS: the problem of a card's image too large to draw; sizes in pixels
        raise DeckProblem(file, _("this image is too large ({width} × {height} pixels; at most {most} a side).").format(
            width=round(w), height=round(h), most=MAX_SIDE))
    try:
        pygame.image.load_sized_svg(str(file), CHECK_SIZE)
    except (pygame.error, OSError, ValueError):
        # TRANSLATORS: the problem of a card's image that the game cannot draw
        raise DeckProblem(file, _("this image cannot be drawn.")) from None


def svg_size(head: bytes) -> tuple[float, float]:
    """An SVG's width and height in pixels, from its root element's
    ``width`` and ``height`` (in pixels) or its ``viewBox``; (0, 0) when it
    says neither."""
    root = ROOT.search(head)
    if root is None:
        return 0.0, 0.0
    tag = root.group(0).decode("utf-8", "replace")
    attrs = dict(re.findall(r'([\w:-]+)\s*=\s*["\']([^"\']*)["\']', tag))
    sides = [LENGTH.fullmatch(attrs.get(k, "")) for k in ("width", "height")]
    width, height = sides
    if width is not None and height is not None:
        return float(width.group(1)), float(height.group(1))
    box = attrs.get("viewBox", "").replace(",", " ").split()
    try:
        return (float(box[2]), float(box[3])) if len(box) == 4 else (0.0, 0.0)
    except ValueError:
        return 0.0, 0.0
