"""The statistics and the list of past matches: each opens for either game,
empty or with matches played; the filters change the figures shown; the
list pages; a match picked replays through the screens' seam, exports to a
file that reads back equal; a bad file is refused with its sentence, and a
file dropped on the window opens."""

from __future__ import annotations

import dataclasses
import json
import time
from datetime import date
from pathlib import Path

import pygame
import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.storage import files, paths, sharing
from koikoi.storage.history_stats import Filters, statistics
from koikoi.ui.history_view import ERROR, Chosen, since
from koikoi.ui.scenes.matches import MatchesScene
from koikoi.ui.scenes.statistics import StatisticsScene
from tests.test_history import play_into

from .conftest import click, key, make_app, run
from .test_settings_scene import drawn_texts
from .texts import problems, record_texts, speak_marked, untranslated

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
GAMES = [("koikoi", "nintendo"), ("gostop", "matgo")]


def fill(app, game: str, preset: str, levels=("normal", "hard", "hard")) -> list[int]:
    """Matches played into the app's history, one a level given; their ids."""
    return [play_into(app.ctx.history, game, preset, seed=seed, level=lv)[0].match_id
            for seed, lv in enumerate(levels)]


def texts(scene) -> list[str]:
    """Every text a full repaint draws, those painted into the page's blocks too (painted again)."""
    for block in getattr(scene, "blocks", []):
        block.image = None
    with pytest.MonkeyPatch.context() as patch:
        return [t for t, *_ in record_texts(scene, patch, scene.draw_full)]


def opened(app, scene):
    app.push(scene)
    return settled(app, scene)


def settled(app, scene):
    """Frames until the statistics' slower parts are counted (off the main thread) and drawn."""
    run(app, 4)
    if isinstance(scene, StatisticsScene):
        deadline = time.monotonic() + 20
        while scene.pending and time.monotonic() < deadline:  # frames a real clock apart, as the game's
            time.sleep(0.005)
            run(app, 1)
        run(app, 2)
    return scene


@pytest.mark.parametrize("game, preset", GAMES)
def test_an_empty_history_says_what_will_appear(app, game, preset):
    s = opened(app, StatisticsScene(app.ctx, game))
    assert s.stats.matches == 0 and not s.pending
    shown = " ".join(texts(s))
    assert "played yet" in shown and "Play a match against the computer" in shown
    m = opened(app, MatchesScene(app.ctx, game))
    assert m.total == 0 and "played yet" in " ".join(texts(m))


@pytest.mark.parametrize("game, preset", GAMES)
def test_the_statistics_show_the_matches_played(app, game, preset):
    fill(app, game, preset)
    s = opened(app, StatisticsScene(app.ctx, game))
    assert s.stats == statistics(app.ctx.history, Filters(game))  # every part counted once drawn
    assert s.stats.matches == 3 and s.stats.rounds > 0 and s.stats.yaku
    shown = texts(s)
    assert any(t.startswith("3 matches:") for t in shown)
    assert any(t.startswith("Normal: ") and t.endswith("of 1 match") for t in shown)  # the plot's key
    assert any(t.startswith("Hard: ") and t.endswith("of 2 matches") for t in shown)
    s.bar.scroll_to(s.bar.max_offset)  # the yaku, at the foot of the page, by their names
    names = set(texts(s))
    first = s.stats.yaku[0]
    assert s.names[first.yaku] in names and f"You {first.yours} · Computer {first.theirs}" in names


def test_the_yaku_cards_are_painted_when_the_loader_brings_them(app):
    fill(app, "koikoi", "nintendo", ("normal",))
    s = opened(app, StatisticsScene(app.ctx, "koikoi"))
    s.bar.scroll_to(s.bar.max_offset)
    run(app, 1)
    assert s.waiting  # blanks where the cards will be: none was rendered on the way to the frame
    deadline = time.monotonic() + 20
    while s.waiting and time.monotonic() < deadline:
        time.sleep(0.01)
        run(app, 1)
    assert not s.waiting and all(app.ctx.assets.has(c, size) for c, size in s.yaku_cards)


def test_the_filters_change_the_figures(app):
    fill(app, "koikoi", "nintendo")
    s = opened(app, StatisticsScene(app.ctx, "koikoi"))
    assert s.stats.matches == 3
    level = s.filter_bar.pickers[1]
    level.step(1)  # all levels -> easy
    settled(app, s)
    assert s.chosen.level == "easy" and s.stats.matches == 0 and s.stats.rounds == 0
    level.step(2)  # -> hard
    settled(app, s)
    hard = statistics(app.ctx.history, Filters("koikoi", "hard"))
    assert s.stats == hard and s.stats.matches == 2
    assert any(t.startswith("2 matches:") for t in texts(s))
    s.filter_bar.pickers[0].step(1)  # the other game, never played
    settled(app, s)
    assert s.game == "gostop" and s.stats.matches == 0 and "Statistics: Go-Stop" in texts(s)


def test_the_slower_parts_are_counted_while_the_frames_go_on(app, monkeypatch):
    """The rounds and yaku are counted on the statistics' thread: a frame
    drawn while they are counted shows the matches' figures and waits for
    the rest, which a later frame shows."""
    import threading

    from koikoi.ui import history_view

    fill(app, "koikoi", "nintendo")
    gate = threading.Event()
    real = history_view.counted

    def held(*args):
        gate.wait(10)
        return real(*args)

    monkeypatch.setattr(history_view, "counted", held)
    s = StatisticsScene(app.ctx, "koikoi")
    app.push(s)
    run(app, 6)  # frames go on while the count is held
    assert s.pending == ["rounds", "yaku"] and s.stats.matches == 3 and s.stats.rounds == 0
    gate.set()
    settled(app, s)
    assert s.stats == statistics(app.ctx.history, Filters("koikoi"))


def test_the_periods_count_from_their_first_day():
    today = date(2026, 3, 15)
    assert since("all", today) is None and since("week", today) == "2026-03-09"
    assert since("month", today) == "2026-02-14" and since("year", today) == "2026-01-01"


def test_a_period_with_no_match_leaves_none(app):
    fill(app, "koikoi", "nintendo", ("normal",))
    app.ctx.history.db.execute("UPDATE matches SET started = '2001-01-01T10:00:00+00:00'")
    s = opened(app, StatisticsScene(app.ctx, "koikoi", Chosen("koikoi", period="year")))
    assert s.stats.matches == 0 and "No match fits these filters." in texts(s)


def test_matches_opens_the_list_under_the_same_filters(app, monkeypatch):
    fill(app, "koikoi", "nintendo")
    s = opened(app, StatisticsScene(app.ctx, "koikoi", Chosen("koikoi", level="hard")))
    click(s.matches_button.rect.center)
    run(app, 3)
    assert isinstance(app.top, MatchesScene) and app.top.total == 2
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top is s


# --- the list -------------------------------------------------------------------------------

def many(app, n: int) -> None:
    """``n`` copies of a played match, a minute apart."""
    h = app.ctx.history
    record = h.load(fill(app, "koikoi", "nintendo", ("easy",))[0])
    for k in range(n - 1):
        h.add(dataclasses.replace(record, started=f"2025-01-01T10:{k // 60:02d}:{k % 60:02d}+00:00"))


def test_the_list_is_paged_the_latest_first(app):
    many(app, 30)
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    per = m.per_page
    assert 1 < per < 30 and m.total == 30 and len(m.rows) == per
    first = [r.id for r in m.rows]
    assert first == [r.id for r in app.ctx.history.matches("koikoi", limit=per)]
    assert m.rows[0].started >= m.rows[-1].started
    key(pygame.K_PAGEDOWN)
    run(app, 2)
    assert m.page == 1 and [r.id for r in m.rows] == [r.id for r in app.ctx.history.matches(
        "koikoi", limit=per, offset=per)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    run(app, 2)
    assert m.page == 2
    click(m.previous_button.rect.center)
    run(app, 2)
    assert m.page == 1
    key(pygame.K_PAGEUP)
    key(pygame.K_PAGEUP)  # no page before the first
    run(app, 2)
    assert m.page == 0 and [r.id for r in m.rows] == first and not m.previous_button.enabled
    assert f"Page 1 of {m.pages} · 30 in all" in texts(m)


def test_a_picked_match_replays_through_the_seam(app, monkeypatch):
    ids = fill(app, "koikoi", "nintendo", ("normal", "hard"))
    seen = []
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda self, record, title="": seen.append(
        (record, title)) or MatchesScene(app.ctx, "koikoi"))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    assert not m.replay_button.enabled
    click((m.list_rect.centerx, m.list_rect.y + m.row_h // 2))  # the latest: the second played
    run(app, 2)
    assert m.selected == 0 and m.replay_button.enabled
    key(pygame.K_RETURN)
    run(app, 2)
    assert seen == [(app.ctx.history.load(ids[1]), seen[0][1])]
    assert "Koi-Koi" in seen[0][1] and "Hard" in seen[0][1]


def test_a_match_not_kept_whole_says_why(app, monkeypatch):
    match_id = fill(app, "koikoi", "nintendo", ("normal",))[0]
    app.ctx.history.db.execute("UPDATE matches SET whole = 0")
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda *a, **k: pytest.fail("nothing to replay"))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.pick(0)
    key(pygame.K_RETURN)
    run(app, 2)
    said = f"Match {match_id} was begun before the history kept it, and cannot be replayed."
    assert m.message[0] == said and app.top is m
    drawn = [t for t, _s, _b, where, _seen in drawn_texts(m, pytest.MonkeyPatch()) if m.message_rect.contains(where)]
    assert " ".join(drawn) == said  # drawn whole, wrapped to the screen


def test_export_writes_a_file_that_reads_back_equal(app):
    match_id = fill(app, "koikoi", "nintendo", ("normal",))[0]
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.pick(0)
    click(m.export_button.rect.center)
    run(app, 2)
    written = sharing.found()
    assert len(written) == 1 and sharing.read(written[0]) == app.ctx.history.load(match_id)
    assert m.message[0] == f"The match is saved in {written[0]}."


def test_an_unwritable_folder_is_said_and_nothing_is_lost(app):
    fill(app, "koikoi", "nintendo", ("normal",))
    paths.shared_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.shared_dir().write_text("a file where the folder should be")
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.pick(0)
    m.export()
    assert m.message[0].startswith(f"The match could not be written in {paths.shared_dir()} (")
    assert m.message[0].endswith("; it stays in your history.") and app.ctx.history.count() == 1


def test_open_a_match_file_lists_and_opens_the_shared_files(app, monkeypatch):
    record = app.ctx.history.load(fill(app, "gostop", "matgo", ("easy",))[0])
    path = sharing.export(record, 7)
    seen = []
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda self, r, title="": seen.append((r, title)) or
                        MatchesScene(app.ctx, "koikoi"))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    click(m.widgets[-2].rect.center)  # Open a match file
    run(app, 2)
    assert m.files == [path] and m.shown == 1 and path.name in texts(m)
    click((m.list_rect.centerx, m.list_rect.y + m.row_h // 2))
    key(pygame.K_RETURN)
    run(app, 2)
    assert seen == [(record, f"Match file {path.name}")]


def test_a_bad_file_is_refused_with_its_sentence(app, monkeypatch):
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda *a, **k: pytest.fail("a bad file never replays"))
    bad = paths.shared_dir() / "friend.json"
    bad.parent.mkdir(parents=True)
    bad.write_text('{"format": "koikoi-match"}')
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.list_files()
    m.pick(0)
    m.open_picked()
    with pytest.raises(files.Unreadable) as refused:
        sharing.read(bad)
    assert m.message[0] == str(refused.value) and "friend.json" in m.message[0] and app.top is m


def test_a_file_dropped_on_the_window_opens(app, monkeypatch, tmp_path):
    record = app.ctx.history.load(fill(app, "koikoi", "nintendo", ("hard",))[0])
    path = Path(sharing.export(record, 3, tmp_path / "elsewhere"))
    seen = []
    monkeypatch.setattr(type(app.ctx.screens), "replay", lambda self, r, title="": seen.append(r) or
                        MatchesScene(app.ctx, "koikoi"))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path), window=None))
    run(app, 2)
    assert seen == [record] and app.top is not m
    app.pop(app.top)  # back from the replay (a stand-in here)
    data = json.loads(path.read_text())
    data["scores"][0] += 1
    path.write_text(json.dumps(data))
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path), window=None))
    run(app, 2)
    assert seen == [record] and "cannot be opened" in m.message[0]
    assert MR.FORMAT in path.read_text()


# --- every language, the smallest window --------------------------------------------------

@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr", "ko", "ja", "pt_BR", "marked"])
def test_every_text_is_readable_inside_its_box_and_translated(size, lang, monkeypatch):
    from koikoi import i18n
    app = make_app(size=size)
    try:
        if lang == "marked":
            speak_marked(monkeypatch)
        else:
            i18n.set_language(lang)
        for game, preset in GAMES:
            fill(app, game, preset, ("easy", "hard"))
        for scene in (StatisticsScene(app.ctx, "koikoi"), StatisticsScene(app.ctx, "gostop"),
                      MatchesScene(app.ctx, "gostop")):
            opened(app, scene)
            if isinstance(scene, MatchesScene):
                scene.pick(0)
                scene.export()
            for offset in (0, 10_000):
                if isinstance(scene, StatisticsScene):
                    scene.bar.scroll_to(offset)
                for block in getattr(scene, "blocks", []):
                    block.image = None
                drawn = record_texts(scene, monkeypatch, scene.draw_full)
                assert not problems(scene, drawn), "\n".join(problems(scene, drawn))
                if lang == "marked":
                    missed = [t for t in untranslated(drawn) if not t.startswith(str(paths.shared_dir()))]
                    assert not missed, missed
    finally:
        i18n.set_language("en")
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("lang, date, number", [("en", "2026-12-05", "8.5"), ("fr", "05/12/2026", "8,5"),
                                                ("pt_BR", "05/12/2026", "8,5"), ("ko", "2026. 12. 05.", "8.5"),
                                                ("ja", "2026/12/05", "8.5")])
def test_dates_and_decimals_are_written_as_each_language_writes_them(lang, date, number):
    from koikoi import i18n
    from koikoi.ui.history_view import day, decimal, when

    i18n.set_language(lang)
    assert day("2026-12-05T14:32:00+01:00") == date and when("2026-12-05T14:32:00+01:00") == f"{date} 14:32"
    assert decimal(8.5) == number and day(None) == ""


def test_a_kept_match_that_no_longer_replays_is_said_not_opened(app):
    """A match whose actions the engine no longer allows (kept by a game
    whose rules changed since, say) is refused in a sentence on the list."""
    ids = fill(app, "koikoi", "nintendo", ("normal",))
    app.ctx.history.db.execute("UPDATE moves SET actions = 'koikoi\n' || actions WHERE match = ?", (ids[0],))
    m = opened(app, MatchesScene(app.ctx, "koikoi"))
    m.selected = 0
    m.replay()
    run(app, 2)
    assert app.top is m and m.message[1] == ERROR and "does not replay" in m.message[0]


@pytest.mark.parametrize("game, preset", GAMES)
def test_the_points_chart_names_its_axes_and_won_otherwise_says_how(app, game, preset):
    fill(app, game, preset)
    s = opened(app, StatisticsScene(app.ctx, game))
    assert s.stats.points  # a chart is drawn
    shown = []
    for _ in range(8):  # the whole page, scrolled through
        shown += texts(s)
        s.bar.scroll_to(s.bar.offset + s.view.h // 2)
    said = " ".join(shown)
    unit = "hand" if game == "gostop" else "round"
    assert f"Points scored in the {unit}" in shown and f"{unit.capitalize()}s won" in shown  # the two axes
    assert "You won otherwise" in shown
    ways = ("chongtong", "three ppuk") if game == "gostop" else ("Teshi", "Kuttsuki", "last card", "oya-ken")
    assert "You won otherwise:" in said and all(w in said for w in ways)


def test_a_histograms_axes_are_drawn_in_their_own_lines():
    from koikoi.ui.assets import Assets
    from koikoi.ui.charts import histogram

    pygame.init()
    a = Assets()
    rect = pygame.Rect(0, 0, 300, 160)
    bars = [("1", 2), ("2", 5), ("3", 1)]
    line = a.font(16).get_linesize()
    plain, labelled = pygame.Surface(rect.size), pygame.Surface(rect.size)
    histogram(plain, a, rect, bars, 16)
    area = histogram(labelled, a, rect, bars, 16, axes=("Points scored in the round", "Rounds won"))
    top = pygame.Rect(0, 0, rect.w // 3, line)  # the left of the first line: "Rounds won" only where asked
    bottom = pygame.Rect(0, rect.h - line, rect.w, line)  # the last line: the points' words

    def inked(surface, box):
        return sum(surface.get_at((x, y))[0] > 60 for x in range(box.x, box.right) for y in range(box.y, box.bottom))

    assert inked(plain, top) == 0 and inked(labelled, top) > 20
    assert inked(labelled, bottom) > inked(plain, bottom) + 20  # over the bars' labels, in the plain one
    assert area.top >= top.bottom and area.bottom < bottom.top


@pytest.mark.parametrize("lang", ["en", "fr", "ko"])
def test_each_score_in_the_list_says_whose_it_is(lang):
    """Issue 39: "Lost 46–88–51" for a match of three, nobody named. The
    points have a column of their own whose heading says whose they are,
    drawn whole at 960x540 and 150% text: each seat's name in the order of
    the scores ("You–CPU 1–CPU 2") where every match on the page had as many
    seats, else "Points, yours first" (r12: "0–42–—" under a three-seat
    heading read as a seat that scored nothing); each row a score per seat
    the match had, no more."""
    from koikoi.ui.gostop_words import seat_names

    from .conftest import app_at
    for players_of in ((3, 3), (3, 2, 3)):
        with app_at((960, 540), 150, lang) as app:
            for seed, players in enumerate(players_of):
                play_into(app.ctx.history, "gostop", "matgo", players=players, seed=seed)
            scene = opened(app, MatchesScene(app.ctx, "gostop"))
            heading = "–".join(seat_names(3)) if len(set(players_of)) == 1 else i18n._("Points, yours first")
            drawn = texts(scene)
            assert heading in drawn, (heading, drawn[:8])  # whole: neither cut nor shortened
            for row in scene.rows:
                cells = [t for t, _ in scene.cells(scene.rows.index(row))]
                scores = cells[4]
                assert scores in drawn
                assert scores.split("–") == [str(s) for s in row.scores], scores  # one a seat, none for a seat not had
                assert not any(str(row.scores[0]) in c and c != scores for c in cells[3:4])  # the result's word alone


@pytest.mark.parametrize("game, preset", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_statistics_are_whole_at_960x540_and_150_percent(game, preset, lang, monkeypatch):
    """Issue 39: lines cut (to be scrolled to), one line smaller than the
    rest, and an empty plot with no word. At 960x540 and 150% text, in five
    languages: no line is shortened; every line is at the heading's size or
    the body's, save the charts' axes (numbers and dates, at their own); a
    page taller than its view shows its scroll bar; and while no match has
    ended, the plot says so in words instead of empty axes."""
    from koikoi.i18n import _

    from .conftest import app_at
    with app_at((960, 540), 150, lang) as app:
        play_into(app.ctx.history, game, preset, seed=3, stop_after=60)  # rounds played, no match ended
        scene = opened(app, StatisticsScene(app.ctx, game))
        assert scene.stats.matches == 0 and scene.stats.rounds > 0
        said = "".join("".join(texts(scene)).split())  # lines wrap at spaces, or between any two CJK characters
        assert "".join(_("No match ended yet: the plot starts with your first.").split()) in said
        for seed in range(2):
            play_into(app.ctx.history, game, preset, seed=seed)
        scene.refilter(scene.chosen)
        settled(app, scene)
        words: list[tuple[str, int]] = []  # every text the page's blocks write, with its size
        text = app.ctx.assets.text
        monkeypatch.setattr(app.ctx.assets, "text", lambda t, size, *a, **k: (words.append((t, size)),
                                                                              text(t, size, *a, **k))[1])
        for block in scene.blocks:
            block.paint(pygame.Surface(block.rect.size, pygame.SRCALPHA))
        monkeypatch.undo()
        words = [(t, size) for t, size in words if t.strip()]
        head, body, _small = scene.sizes()
        axis = scene.axis_size()
        assert not [t for t, _s in words if t.endswith("…")]  # nothing cut
        assert {size for _t, size in words} <= {head, body, axis}, [w for w in words if w[1] not in (head, body, axis)]
        assert all(any(ch.isdigit() for ch in t) for t, size in words if size == axis and size != body)
        assert scene.bar.visible == (scene.bar.total > scene.bar.shown) and scene.bar.visible
