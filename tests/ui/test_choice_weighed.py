"""A choice between two field cards says why the card to take is the
better one, weighing what the engine weighs (issue 39, pt21: the guided
Go-Stop's line "2 points against 0" weighed the plains alone, and said
nothing of the rain man being a bright).

Both games, every language: every choice a shipped guided script asks of
the person, and the Hint at every choice between two over random deals,
say the points the person's cards score with each card, as the engine
scores each outcome (the action applied, the engine's own scoring of the
captures then), and name by its title every yaku whose points differ
between the two outcomes; where the two score alike, a yaku line that
tells them apart (or that the two count alike)."""

from __future__ import annotations

import itertools

import pytest

from koikoi import i18n
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.scoring import cup_counts_as_plain, yaku_made
from koikoi.games.gostop.state import Phase as GPhase
from koikoi.games.gostop.turn import hand_score_of
from koikoi.games.guides import TEACHERS
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.actions import Act
from koikoi.games.koikoi.scoring import found_yaku
from koikoi.games.koikoi.turn import Phase as KPhase
from koikoi.games.lessons import course, shipped
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui import gostop_words, rule_words
from koikoi.ui.gostop.lessons import LESSONS as GOSTOP_LESSONS
from koikoi.ui.koikoi.lessons import LESSONS as KOIKOI_LESSONS

from .conftest import app_at
from .test_table_truth import gostop_walk, koikoi_tables

LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
GOSTOP_CHOOSING = (GPhase.CHOOSE_HAND, GPhase.CHOOSE_FLIP)
KOIKOI_CHOOSING = (KPhase.CHOOSE_HAND, KPhase.CHOOSE_FLIP)


@pytest.fixture
def speaking():
    yield
    i18n.set_language("en")


def bit(card: int) -> int:
    return 1 << card if card >= 0 else 0


def gostop_outcome(state, card: int) -> tuple[int, dict[str, int]]:  # noqa: ANN001
    """The person's points, and their yaku's, once field ``card`` is chosen: the engine applies the choice (at
    a choice of the card played, the field card and the card played are taken at the turn's end, after a flip
    the person cannot see yet: counted as taken) and scores the captures it gives, less what a steal took
    from another seat (the weighing is of the cards the choice takes)."""
    h = state.hand
    after = G.apply(state, next(a for a in G.legal_actions(state) if a.kind == "choose" and a.card == card))[0]
    turn = 1 << card | bit(h.played) | bit(h.flipped) | h.match
    mine = after.hand.captures[HUMAN] & (h.captures[HUMAN] | turn)
    if h.phase is GPhase.CHOOSE_HAND:
        mine |= 1 << card | bit(h.played)
    rules = state.rules
    plain = cup_counts_as_plain(rules, mine, h.cup)
    return hand_score_of(rules, mine, h.cup), {y.id: y.points for y in yaku_made(rules, mine, plain)}


def koikoi_outcome(m, card: int) -> tuple[int, dict[str, int]]:  # noqa: ANN001
    """As :func:`gostop_outcome`, for Koi-Koi: the engine applies the choice and scores the captures."""
    after = M.apply(m, next(a for a in M.legal_actions(m) if a.kind is Act.TAKE and a.card == card))[0]
    rnd = m.round
    yaku = found_yaku(rnd.rules, after.round.captures[HUMAN], rnd.month, rnd.koikoi_calls[HUMAN] > 0)
    return sum(y.points for y in yaku), {y.id: y.points for y in yaku}


def checked(said: str, outcomes: dict[int, tuple[int, dict[str, int]]], names: dict[str, str],
            points, where: str) -> list[str]:  # noqa: ANN001
    """What ``said`` of a choice between the two cards of ``outcomes`` gets wrong."""
    (a, (score_a, yaku_a)), (b, (score_b, yaku_b)) = outcomes.items()
    found = []
    for n in {score_a, score_b}:
        if points(n) not in said:
            found.append(f"{where}: the engine's {points(n)} is not said: {said!r}")
    differ = {y for y in yaku_a.keys() | yaku_b.keys() if yaku_a.get(y) != yaku_b.get(y)}
    for y in differ:
        if pgettext("yaku", names[y]) not in said:
            found.append(f"{where}: {names[y]} scores {yaku_a.get(y, 0)} with card {a} and {yaku_b.get(y, 0)} with "
                         f"card {b}, and is not named: {said!r}")
    return found


def gostop_names(rules) -> dict[str, str]:  # noqa: ANN001
    return {y.id: y.name for way in rules.yaku_variants for y in way}


def koikoi_names(rules) -> dict[str, str]:  # noqa: ANN001
    return {y.id: y.name for y in rules.yaku}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_choice_a_script_asks_weighs_what_the_engine_weighs(lang, speaking):
    i18n.set_language(lang)
    found, seen = [], 0
    for game in ("gostop", "koikoi"):
        for preset in TEACHERS[game].taught:
            script = shipped(game, preset)
            if script is None:
                continue
            c = course(TEACHERS[game], script)
            for k, action in enumerate(c.played.actions):
                state = c.state_at(k)
                where = f"{game} ({preset}) action {k} in {lang}"
                if game == "gostop":
                    h = state.hand
                    if action.kind != "choose" or h.player != HUMAN:
                        continue
                    cards = [a.card for a in G.legal_actions(state) if a.kind == "choose"]
                    outcomes = {x: gostop_outcome(state, x) for x in cards}
                    said = GOSTOP_LESSONS.pointing(state, action)[1]
                    found += checked(said, outcomes, gostop_names(state.rules), gostop_words.points, where)
                else:
                    if action.kind is not Act.TAKE or state.to_move != HUMAN:
                        continue
                    cards = [a.card for a in M.legal_actions(state) if a.kind is Act.TAKE]
                    outcomes = {x: koikoi_outcome(state, x) for x in cards}
                    said = KOIKOI_LESSONS.pointing(state, action)[1]
                    found += checked(said, outcomes, koikoi_names(state.rules), rule_words.points, where)
                assert len(cards) == 2, where
                seen += 1
    assert seen >= 8, seen
    assert not found, "\n".join(found)


def koikoi_choices(app, seed: int):  # noqa: ANN001
    """Koi-Koi tables at a choice between two of the person's, over a random match."""
    for table in koikoi_tables(app, seed=seed, states=400):
        m = table.match
        if m.round.phase in KOIKOI_CHOOSING and m.round.player == HUMAN and m.to_move == HUMAN:
            if sum(a.kind is Act.TAKE for a in M.legal_actions(m)) == 2:
                yield table


def gostop_choices(app, seed: int):  # noqa: ANN001
    for _step, table in gostop_walk(app, 2, seed):
        h = table.game.hand
        if h.phase in GOSTOP_CHOOSING and h.player == HUMAN:
            yield table


@pytest.mark.parametrize("lang", ["en", "pt_BR", "ko"])
def test_the_hint_at_a_choice_between_two_weighs_what_the_engine_weighs(lang):
    found, seen = [], {"koikoi": 0, "gostop": 0}
    with app_at(S.MIN_WINDOW, 100, lang) as app:
        tables = itertools.chain(*(koikoi_choices(app, s) for s in range(12)),
                                 *(gostop_choices(app, s) for s in range(12)))
        for table in tables:
            gostop = hasattr(table, "game")
            state = table.game if gostop else table.match
            legal = G.legal_actions(state) if gostop else M.legal_actions(state)
            choices = [a for a in legal if a.kind in ("choose", Act.TAKE)]
            outcomes = {a.card: (gostop_outcome if gostop else koikoi_outcome)(state, a.card) for a in choices}
            names = gostop_names(state.rules) if gostop else koikoi_names(state.rules)
            for action in choices:
                said = table.advisor.shown(action)[1]()
                where = f"{'gostop' if gostop else 'koikoi'} hint to take card {action.card} in {lang}"
                found += checked(said, outcomes, names, gostop_words.points if gostop else rule_words.points, where)
                other = next(c for c in outcomes if c != action.card)
                if outcomes[action.card][0] < outcomes[other][0]:  # the search looks further: said, never as better
                    ahead = i18n._("Take {target}: {lines}, {score}, though {other} makes {other_lines}, "
                                   "{other_score} now: the computer weighs the turns to come.").rsplit("}", 1)[1]
                    if ahead not in said:
                        found.append(f"{where}: scores less now and does not say the computer looks ahead: {said!r}")
            seen["gostop" if gostop else "koikoi"] += 1
    assert min(seen.values()) >= 5, seen
    assert not found, "\n".join(found[:8])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_builder_says_both_phases_choices(lang, speaking):
    """Go-Stop's choice line is one builder (the review found two copies, one for each phase): its first
    sentence names the card that meets two, the one played or the one turned up, and the rest is the
    weighing the Hint says too, the same words at either phase."""
    import random

    from koikoi.games.gostop.rules import load_gostop
    from koikoi.ui.choice_weighed import hinted
    from koikoi.ui.gostop.lessons import card

    i18n.set_language(lang)
    rules = load_gostop("matgo", {"match.most_players": 2})
    phases = set()
    for seed in range(4):
        rng, g = random.Random(seed), G.new_game(rules, seed, 2)[0]
        while not g.over:
            g = G.apply(g, rng.choice(G.legal_actions(g)))[0]
            h = g.hand
            if h.phase not in GOSTOP_CHOOSING or h.player != HUMAN:
                continue
            phases.add(h.phase)
            meeting = h.flipped if h.phase is GPhase.CHOOSE_FLIP else h.played
            for a in G.legal_actions(g):
                said = GOSTOP_LESSONS.choice_said(h, a.card, rules)
                why = GOSTOP_LESSONS.choice_said(h, a.card, rules, lead=False)
                lead = said[: -len(why)].rstrip()
                assert said.endswith(why) and card(meeting, rules) in lead, said
                assert hinted(why).endswith(why)
    assert phases == set(GOSTOP_CHOOSING), phases
