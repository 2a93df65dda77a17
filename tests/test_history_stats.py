"""The statistics, counted from each match's sums, agree with the same
figures counted round by round from the kept matches themselves; and the
filters pick the matches they say."""

from __future__ import annotations

from collections import Counter

import pytest

from koikoi.games import matchrecord as MR
from koikoi.storage.history import History
from koikoi.storage.history_stats import Filters, statistics
from tests.test_history import play_into


@pytest.fixture(scope="module")
def filled(tmp_path_factory):
    folder = tmp_path_factory.mktemp("stats")
    h = History.open(folder / "history.sqlite3", folder / "record.json")
    for seed in range(8):
        play_into(h, "koikoi", ("nintendo", "korean")[seed % 2], 2, seed=seed, level=("easy", "hard")[seed % 2])
    for seed in range(4):
        play_into(h, "gostop", "matgo", 2 + seed % 2, seed=50 + seed, level="normal")
    play_into(h, "koikoi", "nintendo", 2, seed=99, stop_after=150)  # one being played
    yield h
    h.close()


def by_hand(h: History, f: Filters) -> dict:
    """The figures counted from the records, round by round."""
    rows = [m for m in h.matches(game=f.game, level=f.level, ruleset=f.ruleset, limit=10_000)]
    rounds = [r for m in rows for r in h.load(m.id).rounds]
    finished = [m for m in rows if m.outcome != "playing"]
    won = [r for r in rounds if r.winner == 0]
    lost = [r for r in rounds if r.winner not in (None, 0)]

    def theirs(r):
        return sum(r.calls) - r.calls[0]

    yours = Counter(y for r in won for y, _ in r.yaku)
    made_against = Counter(y for r in lost for y, _ in r.yaku)
    margins = sorted(((m.scores[0] - max(m.scores[1:]), m.id) for m in finished if m.outcome == "won"), reverse=True)
    return {
        "matches": len(finished), "won": sum(m.outcome == "won" for m in finished),
        "drawn": sum(m.outcome == "drawn" for m in finished), "rounds": len(rounds),
        "won_by_stopping": sum(r.reason == "stop" and not theirs(r) for r in won),
        "won_after_their_call": sum(theirs(r) > 0 for r in won),
        "won_otherwise": sum(r.reason != "stop" and not theirs(r) for r in won),
        "rounds_lost": len(lost), "rounds_drawn": sum(r.winner is None for r in rounds),
        "points_won": sum(r.points for r in won), "points_lost": sum(r.points for r in lost),
        "points": tuple(sorted(Counter(r.points for r in won).items())),
        "yaku": {y: (yours[y], made_against[y]) for y in yours | made_against},
        "calls": sum(r.calls[0] > 0 for r in rounds), "calls_paid": sum(r.calls[0] > 0 for r in won),
        "their_calls": sum(theirs(r) > 0 for r in rounds), "their_calls_paid": sum(theirs(r) > 0 for r in lost),
        "best_round": max((r.points for r in won), default=0), "best_margins": [m for m, _ in margins[:5]],
    }


@pytest.mark.parametrize("f", [Filters("koikoi"), Filters("gostop"), Filters("koikoi", level="hard"),
                               Filters("koikoi", level="normal")], ids=str)
def test_the_statistics_agree_with_the_rounds_counted_by_hand(filled, f):
    got, want = statistics(filled, f), by_hand(filled, f)
    for name in ("matches", "won", "drawn", "rounds", "won_by_stopping", "won_after_their_call", "won_otherwise",
                 "rounds_lost", "rounds_drawn", "points_won", "points_lost", "points", "calls", "calls_paid",
                 "their_calls", "their_calls_paid"):
        assert getattr(got, name) == want[name], name
    assert got.rounds_won + got.rounds_lost + got.rounds_drawn == got.rounds
    assert {y.yaku: (y.yours, y.theirs) for y in got.yaku} == want["yaku"]
    assert [b.points for b in got.best_rounds][:1] == ([want["best_round"]] if want["best_round"] else [])
    assert [b.margin for b in got.best_matches] == want["best_margins"]
    assert len(got.timeline) == got.matches and [d for d, _, _ in got.timeline] == sorted(d for d, _, _ in got.timeline)


def test_each_yaku_shows_cards_that_make_it(filled):
    stats = statistics(filled, Filters("koikoi"))
    assert stats.yaku
    for y in stats.yaku:
        assert y.cards and len(set(y.cards)) == len(y.cards)
    best = stats.best_rounds[0]
    kept = filled.load(best.match_id).rounds[best.n - 1]
    assert kept.winner == 0 and kept.points == best.points and tuple(y for y, _ in kept.yaku) == best.yaku


def test_the_filters_pick_rule_sets_and_periods(filled):
    sets = dict((title, i) for i, title in filled.rulesets("koikoi"))
    korean = statistics(filled, Filters("koikoi", ruleset=sets["Korean rules"]))
    assert korean.matches == 4 and korean.timeline and all(lv == "hard" for _, lv, _ in korean.timeline)
    assert statistics(filled, Filters("koikoi", since="2999-01-01")).matches == 0
    empty = statistics(filled, Filters("gostop", level="easy"))
    assert empty.matches == 0 and empty.rounds == 0 and empty.yaku == () and empty.best_rounds == ()


def test_an_empty_history_has_nothing_to_count():
    stats = statistics(History.in_memory(), Filters("koikoi"))
    assert (stats.matches, stats.rounds, stats.points_won, stats.yaku, stats.best_matches) == (0, 0, 0, (), ())
    assert MR.GAMES  # both games' names are the filters' games
