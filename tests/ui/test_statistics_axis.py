"""The statistics' plot of the win rate says when its matches were played
under its axis, each label distinct and true: pt10 saw one date twice
(two matches on one day). Over generated histories (one match, two on a
day, many on one day, many days, several a day over many days), each day
is said once; all on one day, the first label says the day and its time
and the others their times. The history keeps each match's minute for it."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta

import pygame
import pytest

from koikoi.storage.history_stats import Filters, statistics
from koikoi.ui.history_view import day, when
from koikoi.ui.scenes import statistics as scene_module
from koikoi.ui.scenes.statistics import StatisticsScene
from tests.test_history import play_into

from .conftest import run


def stamps(days: int, per_day: int, start: str = "2026-11-02T09:05") -> list[str]:
    """Matches' ends: ``per_day`` a day (37 minutes apart) on each of ``days`` days (every other day)."""
    t0 = datetime.fromisoformat(start)
    return [(t0 + timedelta(days=2 * d, minutes=37 * m)).isoformat(timespec="minutes")
            for d in range(days) for m in range(per_day)]


HISTORIES = {
    "one match": stamps(1, 1),
    "two on a day": stamps(1, 2),
    "many on one day": stamps(1, 9),
    "many days": stamps(14, 1),
    "several a day": stamps(8, 3),
    "two days": stamps(2, 5),
}


def labels_under_the_plot(app, monkeypatch, timeline: list[str]) -> list[tuple[int, str]]:
    """The words the statistics put under the plot, for a history of those matches."""
    scene = StatisticsScene(app.ctx, "koikoi")
    app.push(scene)
    run(app, 2)
    outcomes = ("won", "lost")
    scene.counts.stats = dataclasses.replace(scene.stats, matches=len(timeline), won=(len(timeline) + 1) // 2,
                                      lost=len(timeline) // 2,
                                      timeline=tuple((t, "normal", outcomes[i % 2]) for i, t in enumerate(timeline)))
    said: list[tuple[int, str]] = []

    def noted(surface, assets, rect, count, lines, x_labels, size):
        said.extend(x_labels)
        return rect

    monkeypatch.setattr(scene_module, "win_rate_plot", noted)
    block = scene.win_rate_block(600)
    block.paint(pygame.Surface(block.rect.size, pygame.SRCALPHA))
    app.pop()
    return said


@pytest.mark.parametrize("name", list(HISTORIES))
def test_the_plot_s_dates_are_distinct_and_true(app, monkeypatch, name):
    timeline = HISTORIES[name]
    marks = labels_under_the_plot(app, monkeypatch, timeline)
    words = [w for _k, w in marks]
    assert marks and len(set(words)) == len(words), marks
    assert marks[0][0] == 0 and day(timeline[0]) in marks[0][1], marks  # the first match's day, first
    days_said = set()
    for k, w in marks:
        st = timeline[k]
        assert w in (day(st), when(st), st[11:16]), (k, w, st)
        if w == st[11:16]:  # a time alone: its day was said before it
            assert day(st) in days_said, marks
        else:
            days_said.add(day(st))
    if len({t[:10] for t in timeline}) == 1 and len(timeline) > 1:  # one day: the times tell the matches apart
        assert len(marks) >= 2 and marks[-1] == (len(timeline) - 1, timeline[-1][11:16]), marks


def test_the_history_keeps_each_match_s_minute(tmp_path):
    from koikoi.storage import history as H

    h = H.History.open(tmp_path / "history.sqlite3", tmp_path / "record.json")
    try:
        for seed in (1, 2):
            play_into(h, seed=seed)
        starts = ["2026-12-05T14:32:10+01:00", "2026-12-05T16:05:59+01:00"]
        ids = [r[0] for r in h.db.execute("SELECT id FROM matches ORDER BY id")]
        for i, start in zip(ids, starts):  # dated by its start, as the list of matches dates it (pt12 saw two times)
            h.db.execute("UPDATE matches SET started = ?, ended = ? WHERE id = ?", (start, "2026-12-06T09:00:00+01:00", i))
        got = statistics(h, Filters(game="koikoi"))
        assert [t[0] for t in got.timeline] == ["2026-12-05T14:32", "2026-12-05T16:05"]
    finally:
        h.close()
