"""Both games' match ends are one scrolling table (:mod:`koikoi.ui.scroll_table`):
each is scrolled to its end and back with the wheel and with the keys
alone, at every window size, text size and language, and at every step
every row shown is drawn whole (each cell's lines, inside the panel, above
the buttons, no line over another), and the buttons inside the panel, at the text size the player chose (Go-Stop's
shrank its text at 150% where Koi-Koi's scrolled). In Brazilian Portuguese
and French a seat's name inside a cell is not capitalised mid-line
("…, A CPU sacudiu ×2")."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.ui.scenes import gostop_match_end
from koikoi.ui.scenes.gostop_match_end import GostopMatchEndScene
from koikoi.ui.scroll_table import ScrollingTableScene
from koikoi.ui.seat_words import mid_sentence

from .conftest import app_at, key, run
from .test_gostop_match_end import a_game, view
from .test_match_end import LONG_ROUNDS, history_match, match_end

SIZES = [(960, 540), (1280, 720)]
TEXT_SIZES = [100, 125, 150]
LANGS = ["en", "fr", "pt_BR", "ko", "ja"]


def wheel(y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y), touch=False, which=0))


def row_lines(end: ScrollingTableScene, i: int) -> list[list[str]]:
    return end.lines[i]  # type: ignore[attr-defined, no-any-return]


def audit(end: ScrollingTableScene, design: int) -> list[str]:
    """What is wrong with the frame just drawn: a shown row's line missing,
    out of the panel, under a button or over another text; a table text
    drawn under the size the player chose."""
    problems = []
    drawn = {}
    for text, rect, _size in end.drawn:
        drawn.setdefault(text, []).append(rect)
    table = [(t, r, s) for t, r, s in end.drawn if r.top >= end.table_top]  # type: ignore[attr-defined]
    chosen = end.text_size(design)
    problems += [f"{t!r} drawn at {s} under the size chosen {chosen}" for t, _r, s in table if s < chosen]
    buttons = [b.rect for b in end.buttons]
    # the buttons inside the panel, each whole (pt23: Korean "타이틀 화면 Esc" past a short match's panel)
    problems += [f"the button {b.label!r} at {b.rect} out of the panel {end.box}" for b in end.buttons
                 if not end.box.contains(b.rect)]
    for i in range(end.first, end.first + end.shown):
        for cell in row_lines(end, i):
            for line in cell:
                if line not in drawn:
                    problems.append(f"row {i + 1}: {line!r} not drawn")
                    continue
                for r in drawn[line]:
                    if not end.box.contains(r) or r.collidelist(buttons) != -1:
                        problems.append(f"row {i + 1}: {line!r} at {r} out of the panel or under a button")
    rects = [r for _t, r, _s in table]
    for k, r in enumerate(rects):
        if r.collidelist(rects[k + 1:]) != -1:
            problems.append(f"{table[k][0]!r} over another text")
    return problems


def scroll_through(app, end: ScrollingTableScene, design: int) -> list[str]:  # noqa: ANN001
    """Home, then down to the end with the wheel; back to the top with ↑ and down with Page Down, End:
    each frame audited; the rows seen are every row."""
    problems, seen = [], set()

    def look() -> None:
        run(app, 1)
        problems.extend(audit(end, design))
        seen.update(range(end.first, end.first + end.shown))

    n = len(end.rows)
    key(pygame.K_HOME)
    look()
    assert end.first == 0
    for _ in range(n):
        wheel(-1)
        look()
    assert end.first + end.shown == n, "the wheel did not reach the last row"
    for _ in range(n):
        key(pygame.K_UP)
        look()
    assert end.first == 0, "↑ did not reach the first row"
    key(pygame.K_PAGEDOWN)
    look()
    assert end.first == min(10, n - end.shown)
    key(pygame.K_END)
    look()
    assert end.first + end.shown == n
    assert seen == set(range(n)), "a row never shown"
    return problems


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_match_end_scrolls_to_its_end_with_every_row_whole(size, text_size, lang):
    with app_at(size, text_size, lang) as app:
        window = pygame.Rect((0, 0), size)
        ends: list[tuple[ScrollingTableScene, int]] = [(match_end(app, history_match(LONG_ROUNDS * 3)), 22)]
        app.pop()
        for players, preset in [(2, "matgo"), (3, "matgo")]:
            record, again = a_game(players, preset, 1)
            ends.append((GostopMatchEndScene(app.ctx, view(record, again)), 20))  # type: ignore[arg-type]
        for end, design in ends:
            app.push(end)
            end.invalidate()
            run(app, 1)
            assert window.contains(end.box), (type(end).__name__, end.box)
            assert end.first + end.shown == len(end.rows), "the last rows are shown first"
            problems = scroll_through(app, end, design)
            cut = [(line, after) for row in end.lines for cell in row  # type: ignore[attr-defined]
                   for line, after in zip(cell, cell[1:]) if line.endswith("CPU") and after[:1].isdigit()]
            assert not cut, ("a seat's name cut at a line's end", cut)
            assert not problems, (type(end).__name__, problems[:5])
            app.pop()


def test_go_stop_s_text_keeps_the_size_chosen_and_scrolls_instead():
    """At 1280x720 with 150% text the Go-Stop table shrank its text to fit every hand; it now scrolls."""
    with app_at((1280, 720), 150, "en") as app:
        record, again = a_game(3, "matgo", 1)
        end = GostopMatchEndScene(app.ctx, view(record, again))  # type: ignore[arg-type]
        app.push(end)
        end.invalidate()
        run(app, 1)
        assert end.size == end.text_size(20)
        assert end.shown < len(end.rows) and end.more_line() in [t for t, _r, _s in end.drawn]


@pytest.mark.parametrize("lang", ["pt_BR", "fr"])
def test_a_seat_named_inside_a_cell_takes_no_capital(lang):
    """pt_BR's Multipliers cell read "A CPU pediu Go uma vez +1, A CPU sacudiu ×2"."""
    i18n.set_language(lang)
    try:
        called = i18n.pgettext("computer in a sentence", "CPU")
        capital = called[:1].upper() + called[1:]
        cells = []
        for seed in range(6):
            record, again = a_game(2, "matgo", seed)
            from koikoi.ui.gostop_hands_said import hand_rows
            from koikoi.ui.gostop_words import seat_names
            from koikoi.ui.seat_words import Seats
            g = again.states[-1]
            cells += [c for row in hand_rows(again, g, Seats(seat_names(2), 0)) for c in (row.how, row.multipliers)]
        assert any(called in c for c in cells), "no cell names the CPU inside it: the test saw nothing"
        assert not [c for c in cells if capital in c[1:]], [c for c in cells if capital in c[1:]]
        assert mid_sentence(capital + " x") == called + " x"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("text_size", [125, 150])
@pytest.mark.parametrize("lang", LANGS)
def test_a_short_match_s_panel_holds_its_buttons(lang, text_size, monkeypatch):
    """pt23 (Korean, 960x540, 125%): a match of three hands made a narrow panel, sized for two buttons 220
    design px wide, and "타이틀 화면 Esc", wider, stood past its border. Both games' ends, one row each."""
    real = gostop_match_end.hand_rows
    monkeypatch.setattr(gostop_match_end, "hand_rows", lambda *args: real(*args)[:1])
    with app_at((960, 540), text_size, lang) as app:
        ends: list[ScrollingTableScene] = [match_end(app, history_match(LONG_ROUNDS[:1]))]
        app.pop()
        record, again = a_game(2, "matgo", 1)
        ends.append(GostopMatchEndScene(app.ctx, view(record, again)))  # type: ignore[arg-type]
        for end in ends:
            app.push(end)
            run(app, 1)
            out = [(b.label, b.rect) for b in end.buttons if not end.box.contains(b.rect)]
            assert not out, (type(end).__name__, end.box, out)
            left, right = end.buttons[0].rect.left - end.box.left, end.box.right - end.buttons[1].rect.right
            assert abs(left - right) <= 2, ("the buttons not centred", left, right)
            app.pop()
