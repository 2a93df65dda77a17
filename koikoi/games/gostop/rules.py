"""Go-Stop's rule sets: TOML files like Koi-Koi's, read and checked by the
same code (:func:`koikoi.games.koikoi.rules.compile_tables`), with
``game = "gostop"`` and Go-Stop's own tables.

Every point where the sources disagree (our English reading of the Go-Stop rules (docs/gostop.md)) is
an option; the presets ``matgo`` (the Korean two-player standard) and
``gostop-brazilian`` (the Brazilian rule document as written) set them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Mapping

from ..common.cards import BY_ID, CARD_IDS, KIND_MASK, SAKE_CUP, Kind
from ..common.options import FLAG, TEXT, CardIds, Choice, Whole, option
from ..common.rulefiles import (
    MISSING, RuleSet, RulesError, check_entry, compile_tables, deck_of, lacking_tags, rule_data, yaku_masks,
)
from . import deck

PLAIN_IDS = tuple(c for c in CARD_IDS if (1 << BY_ID[c].index) & KIND_MASK[Kind.PLAIN])


@dataclass(frozen=True, slots=True)
class CardOptions:
    bonus: tuple[str, ...] = option(CardIds(deck.BONUS_IDS))  # the bonus cards in the deck
    double_plains: tuple[str, ...] = option(CardIds(PLAIN_IDS))  # plains that count two
    sake_cup: str = option(Choice(("chosen", "best", "animal", "plain")))  # animal or double plain


@dataclass(frozen=True, slots=True)
class DealOptions:
    hand: int = option(Whole(5, 12))
    field: int = option(Whole(4, 12))
    hand_three: int = option(Whole(5, 10), players=(3,))  # with three players
    field_three: int = option(Whole(4, 10), players=(3,))
    four_in_hand: str = option(Choice(("capture", "chongtong", "chongtong_or_play")))
    chongtong_points: int = option(Whole(0, 100))
    four_on_field: str = option(Choice(("dealer_takes", "redeal")))
    bonus_on_field: str = option(Choice(("dealer_takes", "dealer_takes_and_refill")))
    field_pair: str = option(Choice(("pile", "choice")))


@dataclass(frozen=True, slots=True)
class PlayOptions:
    ppuk_steal: int = option(Whole(0, 3))  # plains taken from each opponent with a ppuk pile
    own_ppuk_steal: int = option(Whole(0, 3))  # ... when the pile was one's own
    jjok_steal: int = option(Whole(0, 3))
    ttadak_steal: int = option(Whole(0, 3))
    sseul_steal: int = option(Whole(0, 3))
    flipped_bonus: str = option(Choice(("seed", "standard", "pile")))  # "pile": as standard, but on a ppuk pile
    shake: bool = option(FLAG)
    bomb: bool = option(FLAG)
    bomb_steal: int = option(Whole(0, 3))
    bomb_flips: int = option(Whole(0, 3))  # turns of flips only after a bomb
    last_card_ppuk: bool = option(FLAG)  # a ppuk on a hand's last card (standard: no, the three are taken)
    steal_two_as_double: bool = option(FLAG)  # a steal of two plains takes one double plain, if the victim has one
    three_ppuk: int = option(Whole(0, 100))  # three ppuk in one hand win it at once for this many points (0: no)
    bomb_two: bool = option(FLAG)  # two of a month in hand, the other two on the field: they must be bombed


@dataclass(frozen=True, slots=True)
class GoOptions:
    threshold: int = option(Whole(1, 50))  # the least score that may Go or Stop
    threshold_three: int = option(Whole(1, 50), players=(3,))
    must_rise: bool = option(FLAG)  # after a Go, the next choice needs more than at that Go


@dataclass(frozen=True, slots=True)
class ScoringOptions:
    go_bonus: str = option(Choice(("standard", "seed")))
    shake_factor: int = option(Whole(1, 4))  # each shake or bomb multiplies by this
    pi_bak: bool = option(FLAG)
    pi_bak_max: int = option(Whole(0, 30))  # the loser has this many plains or fewer
    pi_bak_zero_exempt: bool = option(FLAG)  # ... but not none at all
    gwang_bak: bool = option(FLAG)
    meong_bak: bool = option(FLAG)
    meong_bak_min: int = option(Whole(1, 10))  # the winner's animals
    go_bak: bool = option(FLAG)
    go_bak_three: str = option(Choice(("double", "pays_all")), players=(3,))  # at a table of three: doubled, or pays for both
    no_bright_bonus: int = option(Whole(0, 20))  # seed: +2 when the loser has no bright
    few_plains_factor: int = option(Whole(1, 4))  # seed: x2 when the loser has few plains
    few_plains_under: int = option(Whole(0, 30))
    few_plains_under_three: int = option(Whole(0, 30), players=(3,))
    double_joker_factor: int = option(Whole(1, 4))


@dataclass(frozen=True, slots=True)
class EndOptions:
    nagari_doubles: bool = option(FLAG)  # a drawn hand doubles the next one's score


@dataclass(frozen=True, slots=True)
class MatchOptions:
    players: int = option(Whole(2, 3))  # the table the rule set deals for when none is asked
    most_players: int = option(Whole(2, 3))  # the largest table it is played at (matgo: two, by its name)
    rounds: int = option(Whole(0, 120))
    target: int = option(Whole(0, 10000))


SECTIONS: dict[str, type] = {
    "cards": CardOptions, "deal": DealOptions, "play": PlayOptions, "go": GoOptions,
    "scoring": ScoringOptions, "end": EndOptions, "match": MatchOptions,
}

# Options added after games were first saved, with the value that keeps a
# rule set as it played before: a saved game's rules may lack them.
ADDED_OPTIONS: dict[str, dict[str, Any]] = {
    "scoring": {"go_bak_three": "double"},
    "play": {"last_card_ppuk": True, "steal_two_as_double": False, "three_ppuk": 0, "bomb_two": False},
}

YAKU_KEYS = {
    "name": TEXT, "description": TEXT, "enabled": FLAG, "points": Whole(0, 1000), "extra": Whole(0, 100),
    "min": Whole(0, 60), "counts": Choice(("cards", "pi")), "group": Choice(("gwang", "yeol", "tti", "pi", "set")),
}
YAKU_LISTS = ("cards", "pool", "except", "replaces")
YAKU_REQUIRED = ("name", "points")


@dataclass(frozen=True, slots=True)
class Yaku:
    """One Go-Stop yaku: the captures hold all of ``cards`` and at least
    ``min`` of ``pool`` (counted as cards, or as plains by value); it scores
    ``points`` and ``extra`` for each beyond ``min``."""

    id: str
    name: str
    description: str
    cards: int
    pool: int
    min: int
    points: int
    extra: int
    counts: str
    group: str
    replaces: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class GoStopRules(RuleSet):
    yaku_variants: tuple[tuple[Yaku, ...], tuple[Yaku, ...]]  # the sake cup as an animal, as plains
    cards: CardOptions
    deal: DealOptions
    play: PlayOptions
    go: GoOptions
    scoring: ScoringOptions
    end: EndOptions
    match: MatchOptions

    @cached_property  # read at every turn's scoring: worked out once
    def bonus_mask(self) -> int:
        return sum(1 << deck.INDEX[b] for b in self.cards.bonus)

    @cached_property
    def doubles_mask(self) -> int:
        return sum(1 << deck.INDEX[c] for c in self.cards.double_plains)

    @cached_property
    def yaku_groups(self) -> tuple[tuple["YakuGroup", ...], tuple["YakuGroup", ...]]:
        """Each way of counting the sake cup's yaku, in groups that look at
        cards no other group looks at (:func:`group_yaku`)."""
        sake = 1 << SAKE_CUP
        animal, plain = self.yaku_variants
        return (group_yaku(animal, deck.pi_weights(self.doubles_mask, False, sake)),
                group_yaku(plain, deck.pi_weights(self.doubles_mask, True, sake)))

    @cached_property
    def yaku_rows(self) -> tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]:
        """Each way of counting the sake cup: its yaku as plain tuples, for
        :func:`.scoring.yaku_made`: id, cards, pool, counts plains?, min,
        points, extra, the ids it replaces."""
        def rows(table: tuple[Yaku, ...]) -> tuple[tuple[Any, ...], ...]:
            return tuple((y.id, y.cards, y.pool, y.counts == "pi", y.min, y.points, y.extra, y.replaces) for y in table)

        animal, plain = self.yaku_variants
        return rows(animal), rows(plain)

    @cached_property
    def yaku_kinds(self) -> tuple[dict[str, str], dict[str, str]]:
        """Each way of counting the sake cup: the kind each yaku scores (its ``group``), by id."""
        animal, plain = self.yaku_variants
        return {y.id: y.group for y in animal}, {y.id: y.group for y in plain}

    @cached_property
    def yaku_scorers(self) -> tuple["YakuScorer", "YakuScorer"]:
        """:attr:`yaku_groups`, laid out for :func:`.scoring.yaku_points`."""
        animal, plain = self.yaku_groups
        return scorer_of(animal), scorer_of(plain)

    def sake_ways(self, cup: int = 0) -> tuple[bool, ...]:
        """The ways the sake cup may count, False as an animal, True as
        plains: the one its holder chose (``cup``, :data:`CUP_ANIMAL` or
        :data:`CUP_PLAIN`), else those the rules leave open."""
        if cup:
            return (cup == CUP_PLAIN,)
        return SAKE_WAYS[self.cards.sake_cup]


# ``cards.sake_cup``: "chosen" (the standard) has the holder choose once,
# when the cup first changes whether they may Go or Stop; until then, and
# under "best", each side counts it as suits them when the hand is scored.
SAKE_WAYS = {"chosen": (False, True), "best": (False, True), "animal": (False,), "plain": (True,)}
# How the sake cup counts for the rest of a hand, once chosen: a cup chosen
# as a double plain stays one in whoever's captures, and may be stolen as one
CUP_OPEN, CUP_ANIMAL, CUP_PLAIN = 0, 1, 2


MEMO_SIZE = 1 << 16  # the most keys a group remembers (a few MB), forgotten all at once when full


class GroupPoints(dict[int, int]):
    """A group's points by its key (the captures' cards within its
    footprint, or their plains' value), each worked out the first time it
    is asked for: ``points[key]`` is one lookup once the key is known."""

    def __init__(self, rows: tuple[tuple[int, ...], ...], weights: tuple[int, int, int], by_count: bool) -> None:
        super().__init__()
        self.rows, self.weights, self.by_count = rows, weights, by_count

    def __missing__(self, key: int) -> int:
        if self.by_count:  # the plains' value is all the group reads: any cards worth that many
            points = self.points_of_value(key)
        else:
            points = self.points_of(key)
        if len(self) >= MEMO_SIZE:
            self.clear()
        self[key] = points
        return points

    def points_of(self, captured: int) -> int:
        """The group's points for these captures, yaku by yaku, a yaku another replaces left out."""
        gone = 0
        points = []
        for bit, cards, pool, by_pi, minimum, base, extra, replaces in self.rows:
            if captured & cards != cards:
                continue
            n = deck.pi_count(captured & pool, self.weights) if by_pi else (captured & pool).bit_count()
            if n >= minimum:
                gone |= replaces
                points.append((bit, base + extra * (n - minimum)))
        return sum(p for bit, p in points if not bit & gone)

    def points_of_value(self, value: int) -> int:
        """A plains-only group's points for plains worth ``value`` in all."""
        gone = 0
        points = []
        for bit, _cards, _pool, _by_pi, minimum, base, extra, replaces in self.rows:
            if value >= minimum:
                gone |= replaces
                points.append((bit, base + extra * (value - minimum)))
        return sum(p for bit, p in points if not bit & gone)


@dataclass(frozen=True, eq=False)
class YakuGroup:
    """Yaku that look at the cards of ``footprint`` alone, and none of
    whose cards another group's yaku look at, nor replace: a hand's points
    are the sum of its groups' points, each a function of the captures'
    cards within its footprint. A group has few of those (the brights' are
    five cards), so its points are remembered by them (``points``); a group
    that only counts plains by value is remembered by that count."""

    footprint: int
    rows: tuple[tuple[int, ...], ...]  # per yaku: bit, cards, pool, counts plains?, min, points, extra, replaces
    weights: tuple[int, int, int]  # the plains' weights (:func:`.deck.pi_weights`)
    by_count: bool  # every yaku counts plains of one pool, with no cards required
    points: GroupPoints


@dataclass(frozen=True)
class YakuScorer:
    """A way of counting the sake cup's yaku, laid out for speed: a hand's
    points are ``sum(points[captured & footprint] for footprint, points in
    by_cards)`` plus, for each plains-only group, its points at the value
    of the plains it counts (the three masks of :func:`.deck.pi_weights`,
    within the group's pool)."""

    by_cards: tuple[tuple[int, GroupPoints], ...]
    by_value: tuple[tuple[int, int, int, GroupPoints], ...]


def scorer_of(groups: tuple[YakuGroup, ...]) -> YakuScorer:
    return YakuScorer(
        tuple((g.footprint, g.points) for g in groups if not g.by_count),
        tuple((g.footprint & g.weights[0], g.footprint & g.weights[1], g.footprint & g.weights[2], g.points)
              for g in groups if g.by_count))


def group_yaku(table: tuple[Yaku, ...], weights: tuple[int, int, int]) -> tuple[YakuGroup, ...]:
    """``table`` split into :class:`YakuGroup`: yaku whose cards overlap,
    or of which one replaces the other, are of one group."""
    bits = {y.id: 1 << i for i, y in enumerate(table)}
    groups: list[tuple[int, list[Yaku]]] = []
    for y in table:
        footprint, members = y.cards | y.pool, [y]
        for other in list(groups):
            fp, ys = other
            if fp & footprint or any(o.id in y.replaces or y.id in o.replaces for o in ys):
                groups.remove(other)
                footprint, members = footprint | fp, ys + members
        groups.append((footprint, members))
    out = []
    for footprint, members in groups:
        members.sort(key=table.index)
        rows = tuple(
            (bits[y.id], y.cards, y.pool, int(y.counts == "pi"), y.min, y.points, y.extra,
             sum(bits.get(r, 0) for r in y.replaces))
            for y in members)
        by_count = all(y.counts == "pi" and not y.cards and y.pool == members[0].pool for y in members)
        out.append(YakuGroup(footprint, rows, weights, by_count, GroupPoints(rows, weights, by_count)))
    return tuple(out)


def idle_options(rules: GoStopRules, players: int) -> frozenset[str]:
    """The options (dotted) that these rules, played at a table of
    ``players``, never read: those of the other table's size, and those
    that only tune another that is off (Pi-bak's limits while pi-bak is
    off...). Settings shows none of them, so that every value it shows is
    one in play."""
    s, d, p = rules.scoring, rules.deal, rules.play
    three = players == 3
    idle = {"deal.hand_three", "deal.field_three", "go.threshold_three", "scoring.go_bak_three",
            "scoring.few_plains_under_three"} if not three else {
        "deal.hand", "deal.field", "go.threshold", "scoring.few_plains_under"}
    if not s.pi_bak:
        idle |= {"scoring.pi_bak_max", "scoring.pi_bak_zero_exempt"}
    if not s.meong_bak:
        idle.add("scoring.meong_bak_min")
    if not s.go_bak:
        idle.add("scoring.go_bak_three")
    if s.few_plains_factor == 1:
        idle |= {"scoring.few_plains_under", "scoring.few_plains_under_three"}
    if not rules.cards.bonus:
        idle |= {"play.flipped_bonus", "deal.bonus_on_field"}
    if "bonus-double" not in rules.cards.bonus:
        idle.add("scoring.double_joker_factor")
    if d.four_in_hand == "capture":
        idle.add("deal.chongtong_points")
    if not (p.bomb or p.bomb_two):  # a bomb of two is a bomb: it steals, and flips follow
        idle |= {"play.bomb_steal", "play.bomb_flips"}
    if not (p.shake or p.bomb or p.bomb_two):
        idle.add("scoring.shake_factor")
    return frozenset(idle)


def load_gostop(name_or_path: str | Path, overrides: Mapping[str, Any] | None = None) -> GoStopRules:
    """A Go-Stop preset by name, or a Go-Stop rule file by path."""
    return compile_gostop(*rule_data(name_or_path, overrides))


def compile_gostop(data: Mapping[str, Any], source: str = "rules") -> GoStopRules:
    data = copy.deepcopy(dict(data))
    tables = compile_tables(data, source, "gostop", SECTIONS)
    m = tables["match"]
    if not (m.rounds or m.target):
        raise RulesError(source, "match", MISSING, "a match needs an end: set rounds or target")
    if m.players > m.most_players:
        raise RulesError(source, "match.players", m.players,
                         f"deals for more players than most_players ({m.most_players})")
    played = deck_of(source, data)  # (``deck`` is Go-Stop's bonus cards' module)
    unmakeable: list[str] = []
    variants = (_compile_yaku(source, data.get("yaku", {}), played.tags, False, unmakeable),
                _compile_yaku(source, data.get("yaku", {}), played.tags, True, []))
    return GoStopRules(
        name=str(data.get("name", "custom")),
        title=str(data.get("title", data.get("name", "Custom rules"))),
        description=str(data.get("description", "")),
        data=data,
        deck=played,
        unmakeable=tuple(unmakeable),
        yaku_variants=variants,
        **tables,
    )


def _compile_yaku(source: str, table: Mapping[str, Any], tags: Mapping[str, int], sake_as_plain: bool,
                  unmakeable: list[str]) -> tuple[Yaku, ...]:
    """The enabled yaku compiled; one on a tag the deck lacks is left out
    (its id added to ``unmakeable``), as if disabled."""
    kinds = deck.kind_masks(sake_as_plain, 1 << SAKE_CUP)
    out = []
    for yaku_id, spec in table.items():
        base = f"yaku.{yaku_id}"
        check_entry(source, base, spec, YAKU_KEYS, YAKU_LISTS, YAKU_REQUIRED)
        if not spec.get("enabled", True):
            continue
        cards, pool = yaku_masks(source, base, spec, tags, kinds)
        if lacking_tags(spec, tags):
            unmakeable.append(yaku_id)
            continue
        if not (cards or pool):
            raise RulesError(source, base, MISSING, "needs cards or a pool")
        minimum = spec.get("min", cards.bit_count() if not pool else 0)
        if pool and minimum == 0:
            raise RulesError(source, f"{base}.min", minimum, "a yaku with a pool needs min >= 1")
        replaces = spec.get("replaces", [])
        if not isinstance(replaces, list) or any(r not in table for r in replaces):
            raise RulesError(source, f"{base}.replaces", replaces, "must be a list of this rule set's yaku ids")
        out.append(Yaku(
            id=yaku_id, name=spec["name"], description=spec.get("description", ""), cards=cards,
            pool=pool or cards, min=minimum, points=spec["points"], extra=spec.get("extra", 0),
            counts=spec.get("counts", "cards"), group=spec.get("group", "set"), replaces=tuple(replaces),
        ))
    if not out:
        raise RulesError(source, "yaku", MISSING, "no yaku is enabled")
    return tuple(out)
