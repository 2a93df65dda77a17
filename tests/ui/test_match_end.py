"""What a new player trips over at a match's edges: the match end tells how
each round was won and fits the smallest window; a saved match left for a
new one counts as lost, and the question says so; Esc on the round summary
does the one thing its button says; the pause menu lists every shortcut."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.scoring import Score, YakuScore
from koikoi.games.koikoi.turn import Phase, RoundResult
from koikoi.storage import savegame
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.match_end import MatchEndScene, RoundRow, how_words, round_rows
from koikoi.ui.scenes.pause import SHORTCUT_GROUPS, SHORTCUTS, PauseScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.widgets import MIN_TEXT, Button

from .conftest import click, key, make_app, run
from .test_leaving_title import asked_new_match
from .test_scenes import RULES, drive_to, table_with

NAMES = ("You", "CPU")


def played(rules, seed: int = 1):
    """A whole match under ``rules`` between two greedy agents."""
    return drive_to(lambda m: m.over, seed, rules)


def match_end(app, match) -> MatchEndScene:
    play = TableScene(app.ctx, match.rules, 1, "normal")
    play.timeline.clear()
    play.warm_list.clear()
    play.match = match
    end = MatchEndScene(app.ctx, play)
    app.push(end)
    end.invalidate()
    app.step(1 / 30)
    return end


@pytest.fixture
def small():
    a = make_app(size=(960, 540))
    yield a
    a.ctx.worker.shutdown()
    pygame.quit()


# --- the match end --------------------------------------------------------------------------

def test_the_match_end_lists_every_round_with_its_winner_and_yaku(app):
    m = drive_to(lambda m: m.over)
    end = match_end(app, m)
    assert [r.number for r in end.rows] == list(range(1, len(m.history) + 1)) and len(m.history) == 12
    drawn = [text for text, _, _ in end.drawn]
    for row, res in zip(end.rows, m.history):
        assert row.who == (NAMES[res.winner] if res.winner is not None else "no winner")
        assert row.points == res.points
        if res.score is not None:
            assert row.yaku == tuple(y.name for y in res.score.yaku) and row.yaku
            how = how_words(row, end.font, end.columns[2].w)
            assert how in drawn and how.startswith(row.yaku[0])
    assert end.rows[-1].scores == m.scores  # the running score ends where the match did
    assert end.shown == 12 and end.first == 0
    assert "You win the match!" in drawn or "CPU wins the match" in drawn or "A drawn match" in drawn


def test_the_running_score_is_booked_as_the_engine_books_it():
    m = played(load_preset("koikoi-japan"), seed=4)  # 30 points each, the loser pays
    rows = round_rows(m, NAMES)
    assert rows[-1].scores == m.scores
    start = m.rules.match.starting_points
    assert all(sum(r.scores) == 2 * start for r in rows)


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("rounds", [12, 24])
def test_every_text_stays_inside_the_panel_and_is_readable(size, rounds):
    app = make_app(size=size)
    try:
        m = played(load_preset("nintendo", {"match.rounds": rounds}), seed=2)
        # a record imported from before the history, so that the record line shows too
        app.ctx.history.db.execute("INSERT INTO tallies VALUES ('koikoi', 'normal', 1, 1, 0, 9)")
        end = match_end(app, m)
        window = app.screen.get_rect()
        assert window.contains(end.box)
        assert end.record_line and any(t == end.record_line for t, _, _ in end.drawn)
        for text, rect, size_px in end.drawn:
            assert end.box.contains(rect), f"{text!r} at {rect} leaves the panel {end.box}"
            assert app.ctx.assets.font(size_px).get_linesize() >= 12, f"{text!r} is too small"
            assert size_px >= MIN_TEXT
        rects = [r for _, r, _ in end.drawn]
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1:]) == -1, f"{end.drawn[i][0]!r} overlaps another text"
        lowest = max(r.bottom for r in rects)
        for b in end.buttons:
            assert end.box.contains(b.rect) and b.rect.top > lowest
            assert min(b.text_sizes()) >= MIN_TEXT  # the label and its key too
        if rounds == 12 and size == (960, 540):
            assert end.shown == 12  # a whole 12-round match at the smallest window
        if end.shown < rounds:
            assert any(t.startswith(f"Rounds {end.first + 1}–{rounds} of {rounds}") for t, _, _ in end.drawn)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def shown_rounds(end: MatchEndScene) -> list[int]:
    """The round numbers drawn in the Round column (under its header), top to bottom."""
    col = end.columns[0]
    cells = [(rect.y, text) for text, rect, _ in end.drawn
             if rect.centerx == col.x + col.w // 2 and text != col.head]
    return [int(text) for _, text in sorted(cells)]


def test_a_long_match_shows_its_last_rounds_and_scrolls_back(small):
    m = played(load_preset("nintendo", {"match.rounds": 30}), seed=3)
    end = match_end(small, m)
    assert 0 < end.first and end.first + end.shown == 30
    assert shown_rounds(end) == list(range(end.first + 1, 31))
    assert f"{end.first} above" in end.more_line()
    first = end.first
    key(pygame.K_UP)
    run(small, 1)
    assert end.first == first - 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                         precise_y=1.0, touch=False, which=0))
    run(small, 1)
    assert end.first == first - 2 and shown_rounds(end) == list(range(first - 1, first - 1 + end.shown))
    assert "above" in end.more_line() and "below" in end.more_line()
    assert all(end.box.contains(rect) for _, rect, _ in end.drawn)  # the longest line fits too
    key(pygame.K_HOME)
    run(small, 1)
    assert end.first == 0 and "below" in end.more_line() and "above" not in end.more_line()
    small.step(1 / 30)
    assert shown_rounds(end) == list(range(1, end.shown + 1))
    key(pygame.K_END)
    run(small, 1)
    assert end.first == first


def score(*yaku: tuple[str, int], multipliers=(), bonuses=()) -> Score:
    base = sum(p for _, p in yaku)
    total = base
    for _, f in multipliers:
        total *= f
    return Score(tuple(YakuScore(n.lower(), n, p, 0) for n, p in yaku), base, tuple(multipliers),
                 tuple(bonuses), total)


def history_match(results: tuple[RoundResult, ...]) -> M.MatchState:
    m, _ = M.new_match(RULES, 1)
    return M.MatchState(RULES, 1, m.round, (0, 0), history=results, over=True)


def test_how_each_round_ended_is_said_in_its_row():
    results = (
        RoundResult(0, 24, "stop", score(("Sanko", 6), multipliers=(("seven-plus", 2), ("own-koikoi", 2)))),
        RoundResult(1, 1, "stop-limit", score(("Kasu", 1))),
        RoundResult(0, 2, "stop-last-card", score(("Tanzaku", 2))),
        RoundResult(1, 6, "teshi", None),
        RoundResult(None, 0, "void-field-pairs", None),
        RoundResult(None, 0, "exhausted", None),
        RoundResult(0, 6, "oya-ken", None),
        RoundResult(1, 3, "last-caller", score(("Tane", 1), ("Kasu", 1), bonuses=(("koikoi-bonus", 1),))),
    )
    rows = round_rows(history_match(results), NAMES)
    assert [r.who for r in rows] == ["You", "CPU", "You", "CPU", "void", "no winner", "You", "CPU"]
    assert rows[0].multipliers == "Doubled (7 points or more), Doubled (You called koi-koi)" and rows[0].how == ""
    assert rows[1].how == "no koi-koi left" and rows[2].how == "no koi-koi on the last card"
    assert "Teshi" in rows[3].how and rows[4].how == "void deal: four pairs on the field"
    assert rows[5].how == "hands ran out" and "dealer" in rows[6].how
    assert rows[7].multipliers == "1 point added (CPU called koi-koi once)" and "last koi-koi" in rows[7].how
    assert [r.scores for r in rows][-1] == (32, 10)


def test_the_how_cell_is_shortened_to_fit():
    pygame.font.init()
    font = pygame.font.Font(None, 22)
    row = RoundRow(3, 0, "You", ("Hanami-zake", "Tsukimi-zake", "Inoshikacho", "Tanzaku"), "no koi-koi left",
                   "", 14, (14, 0))
    full = how_words(row, font, 10_000)
    assert full == "Hanami-zake, Tsukimi-zake, Inoshikacho, Tanzaku (no koi-koi left)"
    width = font.size("Hanami-zake, Tsukimi-zake +2 (no koi-koi left)")[0]
    assert how_words(row, font, width) == "Hanami-zake, Tsukimi-zake +2 (no koi-koi left)"
    tiny = how_words(row, font, 60)
    assert tiny.endswith("…") and font.size(tiny)[0] <= 60


# --- the record cannot be dodged -------------------------------------------------------------

def saved_at_round_4():
    m = drive_to(lambda m: m.round.round_no == 4 and not m.round.over)
    savegame.save(m, "normal")
    return m


def test_a_saved_match_left_for_a_new_one_counts_as_lost(app):
    left = saved_at_round_4()
    _title, question = asked_new_match(app)
    assert question.text == "The match you left (round 4 of 12, Normal) will count as a loss in your record."
    font = app.ctx.assets.font(app.ctx.layout.px(22))
    assert " ".join(question.lines) == question.text  # wrapped, every word kept
    assert all(font.size(line)[0] <= question.box.w - app.ctx.layout.px(60) for line in question.lines)
    click(question.buttons[0].rect.center)  # New match
    run(app, 3)
    table = app.top
    assert isinstance(table, TableScene) and table.match.round.round_no == 1
    tally = app.ctx.history.record()["normal"]
    assert (tally.played, tally.won, tally.lost) == (1, 0, 1)
    assert tally.best_round == max((r.points for r in left.history if r.winner == HUMAN), default=0)
    kept = savegame.load().saved
    assert kept is not None and kept.match == table.match and kept.match != left  # the old save is gone


def test_keeping_the_saved_match_changes_nothing(app):
    left = saved_at_round_4()
    before = savegame.match_path().read_bytes()
    title, question = asked_new_match(app)
    click(question.buttons[-1].rect.center)  # Keep it
    run(app, 2)
    assert app.top is title and title.saved.match == left
    assert savegame.match_path().read_bytes() == before
    assert app.ctx.history.record() == {} and app.ctx.history.count() == 0


def test_the_attract_mode_neither_counts_nor_forgets_the_saved_match(app):
    left = saved_at_round_4()
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    title.attract()
    run(app, 30)
    assert isinstance(app.top, TableScene) and app.top.demo
    assert app.ctx.history.count() == 0 and savegame.load().saved.match == left


# --- Esc on the round summary ------------------------------------------------------------------

def test_esc_on_the_summary_opens_the_pause_menu_as_its_button_says(app):
    m = drive_to(lambda m: m.round.over and not m.over)
    play = table_with(app, m)
    summary = SummaryScene(app.ctx, play)
    app.push(summary)
    run(app, 2)
    labels = [(b.label, b.key_label) for b in summary.buttons]
    assert labels == [("Next round", "Enter"), ("Moves", "M"), ("Menu", "Esc")]
    assert summary.box.contains(summary.menu_button.rect)
    assert not summary.menu_button.rect.colliderect(summary.next_button.rect)
    assert all(min(b.text_sizes()) >= MIN_TEXT for b in summary.buttons)
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert isinstance(app.top, PauseScene) and app.top.below is summary
    assert play.match.round.round_no == m.round.round_no  # the round did not move on
    key(pygame.K_ESCAPE)  # resume: back to the summary
    run(app, 2)
    assert app.top is summary
    click(summary.menu_button.rect.center)
    run(app, 2)
    assert isinstance(app.top, PauseScene)


# --- the pause menu lists every shortcut --------------------------------------------------------

KEY_NAMES = {"Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE, "Space": pygame.K_SPACE, "←": pygame.K_LEFT,
             "→": pygame.K_RIGHT, "Shift+Tab": pygame.K_TAB}


def listed_keys() -> set[int]:
    """Every key the pause menu lists, as pygame key codes ("click" is the mouse)."""
    codes: set[int] = set()
    for keys, _ in SHORTCUTS:
        for name in keys.split(", "):
            if name == "click":
                continue
            if "-" in name:
                lo, hi = name.split("-")
                codes |= {pygame.K_0 + d for d in range(int(lo), int(hi) + 1)}
            elif name in ("← →",):
                codes |= {KEY_NAMES[arrow] for arrow in name.split()}
            else:
                codes.add(KEY_NAMES.get(name) or pygame.key.key_code(name.lower()))
    return codes


def test_the_pause_menu_lists_every_shortcut(app):
    pygame.init()
    wanted = {pygame.K_1 + d for d in range(8)} | {
        pygame.K_h, pygame.K_l, pygame.K_m, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_F11, pygame.K_s,
        pygame.K_k, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB}
    assert wanted <= listed_keys()
    assert [heading for heading, _ in SHORTCUT_GROUPS] == ["At the table", "On the koi-koi prompt", "Anywhere"]
    # and every key a button answers, on the table and on the koi-koi prompt, is among them
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN)
    play = table_with(app, m)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    assert isinstance(prompt, KoiKoiScene)
    buttons = [v for v in vars(play).values() if isinstance(v, Button)] + prompt.buttons
    assert {b.key for b in buttons if b.key is not None} <= listed_keys()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_pause_menu_fits_the_window_with_readable_text(size):
    app = make_app(size=size)
    try:
        play = TableScene(app.ctx, RULES, 3, "easy")
        app.push(play)
        pause = PauseScene(app.ctx, play)
        app.push(pause)
        app.step(1 / 30)
        assert app.screen.get_rect().contains(pause.box)
        font = app.ctx.assets.font(pause.text_size(22))
        assert font.get_linesize() >= 12
        assert pause.list_x + pause.keys_w + pause.what_w <= pause.box.right - app.ctx.layout.px(24)
        assert pause.list_y + len(pause.lines) * pause.line_h <= pause.box.bottom
        assert all(font.size(what)[0] <= pause.what_w for _, what, heading in pause.lines if not heading)
        for b in pause.buttons:
            assert pause.box.contains(b.rect) and b.rect.right < pause.list_x
            assert min(b.text_sizes()) >= MIN_TEXT
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


LONG_ROUNDS = (  # rounds whose How and Multipliers cells run long in every language
    RoundResult(1, 20, "stop-limit", score(("Ame-shiko", 7), ("Kasu", 3),
                                         multipliers=(("seven-plus", 2),))),
    RoundResult(0, 40, "last-caller", score(("Hanami-zake", 5), ("Tsukimi-zake", 5), ("Inoshikacho", 5),
                                            ("Tanzaku", 3), multipliers=(("seven-plus", 2), ("own-koikoi", 2)),
                                            bonuses=(("koikoi-bonus", 1),))),
    RoundResult(1, 9, "stop-last-card", score(("Akatan", 6), ("Tane", 1), multipliers=(("seven-plus", 2),))),
    RoundResult(None, 0, "void-field-pairs", None),
    RoundResult(0, 6, "oya-ken", None),
)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_every_cell_is_drawn_whole_in_its_column(size, text_size, lang):
    """The How cell was cut ("Ame shiko, Kasu (plus de koi-koi p…" at 150%
    in French): How and Multipliers wrap in their columns, each cell drawn
    whole (its lines joined are its text), inside its column and the panel,
    no text over another."""
    from .conftest import app_at

    with app_at(size, text_size, lang) as app:
        end = match_end(app, history_match(LONG_ROUNDS * 3))
        drawn = end.drawn
        assert not [t for t, _r, _s in drawn if t.endswith("…")]
        for text, rect, _s in drawn:
            assert end.box.contains(rect), f"{text!r} at {rect} leaves the panel {end.box}"
        rects = [r for _, r, _ in drawn]
        for i, r in enumerate(rects):
            assert r.collidelist(rects[i + 1:]) == -1, f"{drawn[i][0]!r} overlaps another text"
        texts = [t for t, _r, _s in drawn]
        for i in range(end.first, end.first + end.shown):
            cells = end.cells(end.rows[i])
            for j, (col, lines) in enumerate(zip(end.columns, end.lines[i])):
                assert "".join(lines).replace(" ", "") == cells[j].replace(" ", ""), (lines, cells[j])
                for line in lines:
                    assert line in texts
                    assert end.font.size(line)[0] <= col.w + 1, (line, col.w)
        for b in end.buttons:  # "Écran titre  Échap" shrank in its 220 px at 150%: the box has room
            assert b.fitting(app.ctx.assets) == (b.label, b.text_sizes()[0], True), (b.label, b.rect)


def gap_problems(end: MatchEndScene) -> list[str]:
    """The table's texts on one line (headings, cells) closer to each other
    than a line of the text is tall: read as one ("Points Vous CPU")."""
    least = end.font.get_linesize() * 4 // 5
    top = end.table_top
    cells = [(t, r) for t, r, _s in end.drawn if r.top >= top and r.bottom <= end.buttons[0].rect.top
             and any(r.x >= c.x - 1 and r.right <= c.x + c.w + 1 for c in end.columns)]
    problems = []
    for i, (t, r) in enumerate(cells):
        for u, q in cells[i + 1:]:
            if min(r.bottom, q.bottom) - max(r.top, q.top) <= 0:
                continue  # on different lines
            apart = max(q.x - r.right, r.x - q.right)
            if apart < least:
                problems.append(f"{t!r} and {u!r} {apart}px apart (least {least})")
    return problems


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_table_s_columns_stand_apart(size, text_size, lang):
    """The columns ran together at 150% text ("×2 7 points or more 20",
    "Points Vous CPU" read as one heading): the gap between them, fixed in
    pixels, did not grow with the text. No two texts of a line of the table
    (its headings, a round's cells) stand closer than most of a line's height."""
    from .conftest import app_at

    with app_at(size, text_size, lang) as app:
        for match in (history_match(LONG_ROUNDS * 3), history_match(LONG_ROUNDS[:2])):
            end = match_end(app, match)
            assert not gap_problems(end)
            end.close()


class Seen(pygame.Surface):
    """A surface that keeps the size of everything blitted on it."""

    blitted: list[tuple[int, int]]

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        self.blitted.append(source.get_size())
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_the_multipliers_are_said_in_words_and_no_row_is_shaded_without_a_word(lang):
    """pt10 read "×2 7 points or more" as a riddle, and the shaded rows
    (the winner's rounds) had no word saying why: every multiplier and
    bonus is said in words ("Doubled (7 points or more)", "1 point added
    (...)"), and the match table draws nothing but its words: no shade."""
    from .conftest import app_at

    with app_at((1280, 720), 100, lang) as app:
        won = dataclasses.replace(history_match(LONG_ROUNDS), scores=(46, 29), winner=0)  # rows of its winner's
        end = match_end(app, won)
        assert any(r.winner == 0 for r in end.rows)
        cells = [end.cells(r)[3] for r in end.rows]
        assert not [c for c in cells if "×" in c or c.startswith("+")], cells
        assert all(c != "—" for c, r in zip(cells, LONG_ROUNDS) if r.score is not None and r.score.multipliers)
        if lang == "en":
            assert cells[0] == "Doubled (7 points or more)", cells
            assert cells[1] == "Doubled (7 points or more), Doubled (You called koi-koi), 1 point added " \
                "(You called koi-koi once)", cells
        surface = Seen(app.ctx.layout.window)
        surface.blitted = []
        end.drawn = []
        end.draw_table(surface, end.table_top)
        assert len(surface.blitted) == len(end.drawn), "something besides the table's words was drawn"
