"""Rule files: where the presets are, reading TOML, ``extends``, player
overrides, and the checking of each option table against its dataclass.
Koi-Koi's rule sets (:mod:`..koikoi.rules`) and Go-Stop's
(:mod:`..gostop.rules`) are files of this one kind, told apart by their
``game`` key; each game compiles its own tables and yaku.
"""

from __future__ import annotations

import copy
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Mapping

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from .cards import BY_ID, Kind
from .decks import STANDARD, Deck, DeckError, find_deck, known_tags, load_deck
from .errors import MISSING as MISSING  # re-exported: the games import them from here
from .errors import RulesError as RulesError
from .options import TEXT, Spec, specs

EMPTY = "the file is empty: it holds no rules"  # a rule file with nothing in it (RulesError.problem)

TOP_LEVEL: dict[str, Spec] = {"name": TEXT, "title": TEXT, "description": TEXT, "extends": TEXT, "deck": TEXT}
# What a rule file that defines tags is told: only a deck does (koikoi/games/decks/).
TAGS_ARE_THE_DECKS = "a rule file names tags and never defines them: a deck does (koikoi/games/decks/)"


PRESET_NAMES = ("nintendo", "fr-classic", "fr-variant", "korean", "brazilian", "koikoi-japan", "fr-club")
# Koi-Koi presets shipped and loaded by name (--rules, koikoi-sim) that the
# window does not offer (none now: fr-club's themed deck is drawn since the
# window draws the deck its rules ask for).
PRESETS_NOT_OFFERED: tuple[str, ...] = ()
DEFAULT_PRESET = "nintendo"
# Go-Stop's presets (:mod:`koikoi.games.gostop.rules`): files of the same
# kind, read the same way, with ``game = "gostop"`` and their own tables.
GOSTOP_PRESET_NAMES = ("matgo", "gostop-brazilian")
GAMES = ("koikoi", "gostop")


def _preset_text(name: str) -> tuple[str, str]:
    if name not in PRESET_NAMES + PRESETS_NOT_OFFERED + GOSTOP_PRESET_NAMES:
        raise RulesError(
            f"preset {name!r}", "", MISSING,
            "unknown preset; known presets: " + ", ".join(PRESET_NAMES + PRESETS_NOT_OFFERED) + " (Koi-Koi); "
            + ", ".join(GOSTOP_PRESET_NAMES) + " (Go-Stop)",
        )
    res = resources.files("koikoi.games") / "presets" / f"{name}.toml"
    return f"presets/{name}.toml", res.read_text(encoding="utf-8")


def parent_of(name: str) -> str | None:
    """The shipped preset that preset ``name`` extends, or None (fr-club: fr-variant)."""
    source, text = _preset_text(name)
    parent = _parse(source, text).get("extends")
    return parent if isinstance(parent, str) else None


def _parse(source: str, text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(source, "", MISSING, f"not valid TOML ({exc})") from None


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _resolve(source: str, raw: dict[str, Any], seen: tuple[str, ...]) -> dict[str, Any]:
    parent = raw.get("extends")
    if parent is None:
        return raw
    if not isinstance(parent, str):
        raise RulesError(source, "extends", parent, "must be a preset name")
    if parent in seen:
        raise RulesError(source, "extends", parent, "presets extend each other in a loop")
    psource, ptext = _preset_text(parent)
    base = _resolve(psource, _parse(psource, ptext), seen + (parent,))
    merged = _merge(base, {k: v for k, v in raw.items() if k != "extends"})
    return merged


@lru_cache(maxsize=None)
def _preset_tables(name: str) -> tuple[dict[str, Any], str]:
    """A shipped preset's tables merged with what it extends, read once (the
    files never change while the game runs; Settings asks for them at each
    change of language): callers get a copy."""
    source, text = _preset_text(name)
    return _resolve(source, _parse(source, text), (name,)), source


def preset_data(name: str, overrides: Mapping[str, Any] | None = None) -> tuple[dict[str, Any], str]:
    """A shipped preset's tables, merged with what it extends and with
    optional player overrides (dotted keys), not yet checked; and where they
    came from, for the messages."""
    tables, source = _preset_tables(name)
    data = copy.deepcopy(tables)
    if overrides:
        data = apply_overrides(data, overrides)
        source = f"{source} + overrides"
    return data, source


def file_data(path: str | Path, overrides: Mapping[str, Any] | None = None) -> tuple[dict[str, Any], str]:
    """The same for a TOML rule file of the player's (it may extend a preset)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesError(str(path), "", MISSING, f"cannot be read ({exc})") from None
    raw = _parse(str(path), text)
    if not raw:  # nothing, or comments only: say so, not the first table it lacks
        raise RulesError(str(path), "", MISSING, EMPTY)
    data = _resolve(str(path), raw, ())
    if overrides:
        data = apply_overrides(data, overrides)
    return data, str(path)


def rule_data(name_or_path: str | Path, overrides: Mapping[str, Any] | None = None) -> tuple[dict[str, Any], str]:
    """A preset's or a rule file's tables and source (:func:`preset_data`, :func:`file_data`)."""
    if names_a_file(name_or_path):
        return file_data(name_or_path, overrides)
    return preset_data(str(name_or_path), overrides)


def game_of(data: Mapping[str, Any], source: str) -> str:
    """Which game a rule set is for: ``koikoi`` unless it says ``game = "gostop"``."""
    game: str = data.get("game", "koikoi")
    if game not in GAMES:
        raise RulesError(source, "game", game, "must be one of: " + ", ".join(GAMES))
    return game


def names_a_file(name_or_path: str | Path) -> bool:
    """Whether ``--rules`` names a rule file (a ``.toml`` path, or any file
    that exists) rather than a preset."""
    text = str(name_or_path)
    return text.endswith(".toml") or (text not in PRESET_NAMES + PRESETS_NOT_OFFERED + GOSTOP_PRESET_NAMES and Path(text).is_file())


def apply_overrides(data: Mapping[str, Any], overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Set dotted keys (``"play.koikoi_limit"``, ``"yaku.goko.points"``)."""
    out = copy.deepcopy(dict(data))
    for dotted, value in overrides.items():
        parts = dotted.split(".")
        node = out
        for part in parts[:-1]:
            child = node.setdefault(part, {})
            if not isinstance(child, dict):
                raise RulesError("overrides", dotted, value, f"{part!r} is not a table")
            node = child
        node[parts[-1]] = value
    return out


def compile_tables(data: Mapping[str, Any], source: str, game: str, sections: Mapping[str, type],
                   free_tables: tuple[str, ...] = ("yaku",)) -> dict[str, Any]:
    """Check a rule set's keys and make each option table its dataclass:
    the top-level words, every table of ``sections`` whole (each option
    present and allowed), ``free_tables`` left to the caller. The one
    checker of both games' rule files."""
    if game_of(data, source) != game:
        other = "Go-Stop" if data.get("game") == "gostop" else "Koi-Koi"
        raise RulesError(source, "game", data.get("game", "koikoi"), f"a {other} rule set, not for this game")
    for key, value in data.items():
        if key == "game":
            continue
        if key in sections or key in free_tables:
            if not isinstance(value, dict):
                raise RulesError(source, key, value, "must be a table")
        elif key in TOP_LEVEL:
            problem = TOP_LEVEL[key].problem(value)
            if problem:
                raise RulesError(source, key, value, problem)
        elif key == "tags":
            raise RulesError(source, key, value, TAGS_ARE_THE_DECKS)
        else:
            raise RulesError(source, key, value, "unknown key")
    tables: dict[str, Any] = {}
    for table, cls in sections.items():
        options = specs(cls)
        given = data.get(table, {})
        for key, value in given.items():
            if key not in options:
                raise RulesError(source, f"{table}.{key}", value, "unknown key")
            problem = options[key].problem(value)
            if problem:
                raise RulesError(source, f"{table}.{key}", value, problem)
        missing = [k for k in options if k not in given]
        if missing:
            raise RulesError(source, f"{table}.{missing[0]}", MISSING, "missing")
        tables[table] = cls(**{k: options[k].value(v) for k, v in given.items()})
    return tables


def check_entry(source: str, base: str, spec: object, keys: Mapping[str, Spec], lists: tuple[str, ...],
                required: tuple[str, ...]) -> None:
    """One entry of a free table (a yaku): a table whose keys are ``keys``
    (each value allowed by its spec) or ``lists``, with ``required`` given."""
    if not isinstance(spec, dict):
        raise RulesError(source, base, spec, "must be a table")
    for key, value in spec.items():
        if key in keys:
            problem = keys[key].problem(value)
            if problem:
                raise RulesError(source, f"{base}.{key}", value, problem)
        elif key not in lists:
            raise RulesError(source, f"{base}.{key}", value, "unknown key")
    for key in required:
        if key not in spec:
            raise RulesError(source, f"{base}.{key}", MISSING, "missing")


def with_added_options(data: Mapping[str, Any], options: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """``data`` with any option it predates (of ``options``, a game's
    options added after saves were first written) set to its old behaviour."""
    out = dict(data)
    for table, added in options.items():
        given = out.get(table)
        if isinstance(given, dict) and any(k not in given for k in added):
            out[table] = {**added, **given}
    if "tags" in out and "deck" not in out and _standard_tags(out["tags"]):
        del out["tags"]  # saved when rule files defined tags: the standard deck now defines these
    return out


def _standard_tags(table: Any) -> bool:
    """Whether a saved rule set's ``tags`` table (Go-Stop's presets defined
    hongdan, cheongdan and chodan before decks did) is one the standard
    deck defines, each tag with the same cards: only such a table is dropped
    from an old save or record, any other then refused naming it."""
    standard = load_deck(STANDARD).tags
    if not isinstance(table, dict):
        return False
    for tag, card_ids in table.items():
        if not (isinstance(card_ids, list) and all(isinstance(c, str) and c in BY_ID for c in card_ids)):
            return False
        if standard.get(tag) != sum(1 << BY_ID[c].index for c in set(card_ids)):
            return False
    return True


# --- the yaku's cards: kinds, tags and card ids, as masks of the deck ---------

KIND_NAMES = frozenset(k.label for k in Kind)


def deck_of(source: str, data: Mapping[str, Any], given: Deck | None = None) -> Deck:
    """The deck a rule set is played with: its ``deck`` key, or the standard
    deck where it has none (every rule file, save and record of before
    decks); an unknown deck is refused naming it. A deck ``given`` as a
    value (one no file ships: a tool's candidate tags) is played as it is:
    its rule set's data then do not name it, so a save would not."""
    if given is not None:
        return given
    deck_id = data.get("deck", STANDARD)
    try:
        return find_deck(deck_id) if isinstance(deck_id, str) else find_deck(repr(deck_id))
    except DeckError as exc:
        raise RulesError(source, "deck", deck_id, exc.problem) from None


def lacking_tags(spec: Mapping[str, Any], tags: Mapping[str, int]) -> list[str]:
    """The tags a yaku entry's ``cards`` or ``pool`` names that the deck
    (its ``tags``) lacks, though another deck has them: the yaku cannot be
    made with this deck (it is left out, never made by an empty set of
    cards). Call after :func:`yaku_masks` has checked every name."""
    named = [*spec.get("cards", []), *spec.get("pool", [])]
    return [t for t in named if isinstance(t, str) and t not in tags and t in known_tags()]


def selector_mask(
    source: str, key: str, items: Any, tags: Mapping[str, int], kinds: Mapping[str, int],
) -> int:
    if not isinstance(items, list):
        raise RulesError(source, key, items, "must be a list of kinds, tags or card ids")
    mask = 0
    for item in items:
        if not isinstance(item, str):
            raise RulesError(source, key, item, "must be a kind, tag or card id")
        if item in kinds:
            mask |= kinds[item]
        elif item in tags:
            mask |= tags[item]
        elif item in BY_ID:
            mask |= 1 << BY_ID[item].index
        elif item not in known_tags():  # a tag of another deck: no card of this one (lacking_tags)
            raise RulesError(source, key, item, "unknown card id, kind or tag: no deck defines this tag")
    return mask


def yaku_masks(source: str, base: str, spec: Mapping[str, Any], tags: Mapping[str, int],
               kinds: Mapping[str, int]) -> tuple[int, int]:
    """A yaku entry's ``cards``, and its ``pool`` without its ``except``."""
    cards = selector_mask(source, f"{base}.cards", spec.get("cards", []), tags, kinds)
    pool = selector_mask(source, f"{base}.pool", spec.get("pool", []), tags, kinds)
    pool &= ~selector_mask(source, f"{base}.except", spec.get("except", []), tags, kinds)
    return cards, pool


@dataclass(frozen=True, eq=False)
class RuleSet:
    """What every game's compiled rule set has: its name, title and
    description, the data it was compiled from, its deck and the yaku that
    deck cannot make. Two rule sets are equal
    when their data and their deck are (a rule set's tables are made from
    them alone: the data name the deck, but a deck given as a value, or the
    standard one for a player's deck gone since, is played though they do not)."""

    name: str
    title: str
    description: str
    data: Mapping[str, Any]  # its "deck" names the deck played; none: the standard deck
    deck: Deck  # the deck played: its tags made the yaku's masks
    unmakeable: tuple[str, ...]  # the yaku ids left out: each names a tag this deck lacks (lacking_tags)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, RuleSet) and self.data == other.data \
            and self.deck == other.deck

    def __hash__(self) -> int:
        return hash(self.name)
