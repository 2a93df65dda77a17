"""Rule sets as data: TOML presets, validated on load, with player overrides.

A preset is a TOML file in ``presets/``. It may ``extends`` another preset and
override any key, a yaku's entry included. Every value is checked against
its section's dataclass (:data:`SECTIONS`: ``rules.play.koikoi_limit``);
an unknown key, a bad value or an unknown card id raises
:class:`RulesError` naming the file, the key and the value.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ..common.cards import KIND_MASK, SAKE_CUP, Kind
from ..common.decks import STANDARD, Deck, is_gone, load_deck
from ..common.options import FLAG, TEXT, Choice, Spec, Whole, option, specs
from ..common.rulefiles import (
    DEFAULT_PRESET, GAMES, GOSTOP_PRESET_NAMES, MISSING, PRESET_NAMES, RuleSet, RulesError, apply_overrides, check_entry,
    compile_tables, deck_of, file_data, game_of, lacking_tags, names_a_file, preset_data, rule_data, yaku_masks,
)


# --- the schema: every option of every table, with its allowed values -------


@dataclass(frozen=True, slots=True)
class DealOptions:
    packet: int = option(Whole(1, 8))
    first_dealer: str = option(Choice(("draw", "random", "birthday")))
    swap_hands: bool = option(FLAG)
    teshi: str = option(Choice(("win", "redeal", "void", "off")))
    kuttsuki: str = option(Choice(("win", "redeal", "void", "off")))
    instant_win_points: int = option(Whole(0, 100))
    field_four: str = option(Choice(("redeal", "void", "remove", "dealer_wins")))
    field_four_points: int = option(Whole(0, 100))
    field_three: str = option(Choice(("redeal", "pile")))
    field_pairs: str = option(Choice(("redeal", "void", "off")))


@dataclass(frozen=True, slots=True)
class PlayOptions:
    lay_matching: bool = option(FLAG)
    must_capture: bool = option(FLAG)
    refill_empty_field: bool = option(FLAG)
    gaji: bool = option(FLAG)
    koikoi_limit: int = option(Whole(0, 16))
    koikoi_limit_scope: str = option(Choice(("each", "round")))
    last_turn_koikoi: bool = option(FLAG)
    special_yaku_can_stop: bool = option(FLAG)


@dataclass(frozen=True, slots=True)
class ScoringOptions:
    viewing_yaku: str = option(Choice(("on", "one", "with_other", "off")))
    rain_spoils: bool = option(FLAG)
    sake_cup: str = option(Choice(("both", "animal", "plain", "either")))
    sake_plains: int = option(Whole(1, 2))
    cumulative: bool = option(FLAG)
    seven_plus_threshold: int = option(Whole(1, 100))
    seven_plus: bool = option(FLAG)
    opponent_koikoi: bool = option(FLAG)
    own_koikoi: bool = option(FLAG)
    opponent_seven_plus: bool = option(FLAG)
    nth_koikoi: bool = option(FLAG)
    koikoi_bonus: bool = option(FLAG)
    field_brights: bool = option(FLAG)
    forfeit_failed_koikoi: bool = option(FLAG)


@dataclass(frozen=True, slots=True)
class EndOptions:
    exhausted: str = option(Choice(("void", "last_caller", "caller_unless_last_player")))
    oya_ken: int = option(Whole(0, 100))
    dealer_rotation: str = option(Choice(("winner", "alternate")))
    no_winner_dealer: str = option(Choice(("stays", "passes")))


@dataclass(frozen=True, slots=True)
class MatchOptions:
    rounds: int = option(Whole(0, 120))
    target: int = option(Whole(0, 10000))
    starting_points: int = option(Whole(0, 10000))
    transfer: bool = option(FLAG)


# Each table of a rule file, and the dataclass its options make.
SECTIONS: dict[str, type] = {
    "deal": DealOptions, "play": PlayOptions, "scoring": ScoringOptions, "end": EndOptions, "match": MatchOptions,
}
# Each table's options and their allowed values, in order (for the settings and the words).
SCHEMA: dict[str, dict[str, Spec]] = {table: specs(cls) for table, cls in SECTIONS.items()}

# Options added after saves were first written, with the value that keeps a
# rule set as it played before: a saved match's rules may lack them.
ADDED_OPTIONS: dict[str, dict[str, Any]] = {
    "play": {"koikoi_limit_scope": "each"},
}


YAKU_KEYS: dict[str, Spec] = {
    "name": TEXT,
    "description": TEXT,
    "enabled": FLAG,
    "points": Whole(0, 1000),
    "points_after_koikoi": Whole(0, 1000),
    "extra": Whole(0, 100),
    "min": Whole(0, 48),
    "group": TEXT,
    "special": FLAG,
    "viewing": FLAG,
    "current_month": FLAG,
}
YAKU_LIST_KEYS = ("cards", "pool", "except", "replaces")
YAKU_REQUIRED = ("name", "points")

@dataclass(frozen=True, slots=True)
class YakuRule:
    """One yaku, compiled to masks.

    It is made when the captures hold all of ``cards`` and at least ``min``
    cards of ``pool``; it scores ``points`` plus ``extra`` per pool card
    beyond ``min``.
    """

    index: int
    id: str
    name: str
    cards: int
    pool: int
    min: int
    points: int
    points_after_koikoi: int
    extra: int
    group: str
    replaces: tuple[str, ...]
    special: bool
    viewing: bool
    current_month: bool
    description: str = ""
    twice: int = 0  # a card counted twice in the pool (the sake cup as two plains)


@dataclass(frozen=True, eq=False)
class Rules(RuleSet):
    """A validated rule set: the options by table, and the yaku compiled."""

    yaku: tuple[YakuRule, ...]
    yaku_variants: tuple[tuple[YakuRule, ...], ...]
    deal: DealOptions
    play: PlayOptions
    scoring: ScoringOptions
    end: EndOptions
    match: MatchOptions

    def yaku_by_id(self, yaku_id: str) -> YakuRule:
        for y in self.yaku:
            if y.id == yaku_id:
                return y
        raise KeyError(yaku_id)


def load_preset(name: str = DEFAULT_PRESET, overrides: Mapping[str, Any] | None = None) -> Rules:
    """A shipped Koi-Koi preset, with optional player overrides (dotted keys)."""
    return compile_rules(*preset_data(name, overrides))


def load_file(path: str | Path, overrides: Mapping[str, Any] | None = None) -> Rules:
    """A Koi-Koi rule set from a TOML file of the player's (it may extend a preset)."""
    return compile_rules(*file_data(path, overrides))


def load_rules(name_or_path: str | Path, overrides: Mapping[str, Any] | None = None) -> Rules:
    """A preset by name, or a rule file by path: the one reading of
    ``--rules``, for both commands. An unknown preset is refused with the
    presets listed; a file that cannot be read, with the reason."""
    return compile_rules(*rule_data(name_or_path, overrides))


def played_with(rules: Rules, deck_id: str) -> Rules:
    """``rules`` played with another deck (the player's choice in Settings):
    its data name the deck, so a save and a record keep it; the standard
    deck is named by no key, as in every rule set played with it. The yaku
    the deck cannot make are left out (``unmakeable``). An unknown deck is
    refused naming it."""
    if deck_id == rules.deck.id:
        return rules
    data = {k: v for k, v in rules.data.items() if k != "deck"}
    if deck_id != STANDARD:
        data["deck"] = deck_id
    return compile_rules(data, f"rules {rules.name!r} with deck {deck_id!r}")


def compile_kept(data: Mapping[str, Any], source: str) -> Rules:
    """The rules a kept match names (a save, a record, a match file): as
    :func:`compile_rules`, but where they name a player's own deck that is
    gone since (removed, or failing to load), played with the standard
    deck: their data still name it (saved again, the match keeps it), and
    :func:`~..common.decks.deck_gone` tells the window to say so."""
    if is_gone(data.get("deck")):
        return compile_rules(data, source, deck=load_deck(STANDARD))
    return compile_rules(data, source)


def compile_rules(data: Mapping[str, Any], source: str = "rules", deck: Deck | None = None) -> Rules:
    """Validate a whole rule set (already merged) and compile its yaku, for
    the deck its data name (or ``deck``, a value: :func:`deck_of`)."""
    data = copy.deepcopy(dict(data))
    tables = compile_tables(data, source, "koikoi", SECTIONS)
    m = tables["match"]
    if not (m.rounds or m.target or m.starting_points):
        raise RulesError(
            source, "match", MISSING,
            "a match needs an end: set rounds, target or starting_points",
        )
    deck = deck_of(source, data, deck)
    unmakeable: list[str] = []
    variants = tuple(
        _compile_yaku(source, data.get("yaku", {}), deck.tags, kinds, tables["scoring"].sake_plains == 2, unmakeable)
        for kinds in _kind_variants(tables["scoring"].sake_cup)
    )
    return Rules(
        name=str(data.get("name", "custom")),
        title=str(data.get("title", data.get("name", "Custom rules"))),
        description=str(data.get("description", "")),
        data=data,
        deck=deck,
        unmakeable=tuple(dict.fromkeys(unmakeable)),
        yaku=variants[0],
        yaku_variants=variants,
        **tables,
    )


def _compile_yaku(
    source: str, table: Mapping[str, Any], tags: Mapping[str, int], kinds: Mapping[str, int],
    sake_twice: bool = False, unmakeable: list[str] | None = None,
) -> tuple[YakuRule, ...]:
    """The enabled yaku compiled; one on a tag the deck lacks is left out
    (its id added to ``unmakeable``), as if disabled."""
    entries = []
    for yaku_id, spec in table.items():
        base = f"yaku.{yaku_id}"
        check_entry(source, base, spec, YAKU_KEYS, YAKU_LIST_KEYS, YAKU_REQUIRED)
        if not spec.get("enabled", True):
            continue
        cards, pool = yaku_masks(source, base, spec, tags, kinds)
        if lacking_tags(spec, tags):
            if unmakeable is not None:
                unmakeable.append(yaku_id)
            continue
        current_month = spec.get("current_month", False)
        minimum = spec.get("min", cards.bit_count() if not pool else 0)
        if pool and minimum == 0:
            raise RulesError(source, f"{base}.min", minimum, "a yaku with a pool needs min >= 1")
        if not (cards or pool or current_month):
            raise RulesError(source, base, MISSING, "needs cards, a pool or current_month")
        if current_month and (cards or pool):
            raise RulesError(source, f"{base}.current_month", True, "cannot be combined with cards or pool")
        if current_month and minimum == 0:
            raise RulesError(source, f"{base}.min", minimum, "a current_month yaku needs min >= 1")
        if not pool and not current_month:
            pool = cards  # "+extra" then counts nothing beyond the set
        replaces = spec.get("replaces", [])
        if not isinstance(replaces, list) or not all(isinstance(r, str) for r in replaces):
            raise RulesError(source, f"{base}.replaces", replaces, "must be a list of yaku ids")
        twice = 0
        if sake_twice and "plain" in spec.get("pool", []) and pool & (1 << SAKE_CUP):
            twice = 1 << SAKE_CUP  # the sake cup counts as two plains here
        entries.append((yaku_id, spec, cards, pool, minimum, tuple(replaces), current_month, twice))
    known = {e[0] for e in entries}
    every = set(table)
    compiled = []
    for index, (yaku_id, spec, cards, pool, minimum, replaces, current_month, twice) in enumerate(entries):
        for other in replaces:
            if other not in every:
                raise RulesError(source, f"yaku.{yaku_id}.replaces", other, "unknown yaku id")
        compiled.append(YakuRule(
            index=index,
            id=yaku_id,
            name=spec["name"],
            cards=cards,
            pool=pool,
            min=minimum,
            points=spec["points"],
            points_after_koikoi=spec.get("points_after_koikoi", spec["points"]),
            extra=spec.get("extra", 0),
            group=spec.get("group", ""),
            replaces=tuple(r for r in replaces if r in known),
            special=spec.get("special", False),
            viewing=spec.get("viewing", False),
            current_month=current_month,
            description=spec.get("description", ""),
            twice=twice,
        ))
    if not compiled:
        raise RulesError(source, "yaku", MISSING, "no yaku is enabled")
    return tuple(compiled)


def _kind_variants(sake_cup: str) -> tuple[dict[str, int], ...]:
    """The kind masks for each way the sake cup may count.

    Pools that name the kinds ``animal`` or ``plain`` are built from these,
    so the ``sake_cup`` option changes only what those two kinds contain;
    with ``either``, a score takes the better of the two ways.
    """
    kinds = {k.label: KIND_MASK[k] for k in Kind}
    sake = 1 << SAKE_CUP
    as_animal = dict(kinds, animal=kinds["animal"] | sake, plain=kinds["plain"] & ~sake)
    as_plain = dict(kinds, animal=kinds["animal"] & ~sake, plain=kinds["plain"] | sake)
    both = dict(kinds, animal=kinds["animal"] | sake, plain=kinds["plain"] | sake)
    return {
        "both": (both,), "animal": (as_animal,), "plain": (as_plain,), "either": (as_animal, as_plain),
    }[sake_cup]


__all__ = [
    "DEFAULT_PRESET", "GAMES", "GOSTOP_PRESET_NAMES", "PRESET_NAMES", "SCHEMA", "SECTIONS",
    "DealOptions", "EndOptions", "MatchOptions", "PlayOptions", "Rules", "RulesError", "ScoringOptions", "YakuRule",
    "apply_overrides", "compile_rules", "compile_tables", "file_data", "game_of", "load_file", "load_preset",
    "load_rules", "names_a_file", "preset_data", "rule_data",
]
