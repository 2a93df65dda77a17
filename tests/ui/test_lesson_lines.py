"""Every lesson page of both guided matches, at 960x540 and 1280x720, 100, 125 and 150% text, in five languages:
the box shows at least four whole lines of its words at a time (or all of them), its way on (Read on) turns a
whole page of whole lines (never a line cut, never one new line a click), and it covers none of the other seat's
capture boxes, none of the panel's yaku lines, nor the status line that says the move, nor a card the step
lights. pt26 (French, 1280x720, 150%): the box above the field showed two lines, Read on scrolled one a click (six
clicks for lesson 1), and lesson 4 on the four kinds of cards hid the CPU's Brights and Animals.

The forbidden places are taken from the table's own layout model (its geometry's capture boxes, the panel's
spots, the layout's status line, the sprites lit), not from numbers here."""

from __future__ import annotations

import os

import pytest

from koikoi.games.common.cards import Kind
from koikoi.storage import settings as S
from koikoi.ui.scenes.lesson_scroll import LEAST_LINES
from koikoi.ui.table.status_line import status_band
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run
from .guided_walk import every_lesson

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [(w, t) for w in (MIN_WINDOW, S.DEFAULT_WINDOW) for t in (100, 125, 150)]
LANGUAGES = ["en", "fr", "pt_BR", "ko", "ja"]
# each window and text size in two languages of its own (every language met) in the suite; KOIKOI_LESSON_SWEEP=1
# runs every size in every language (some 10 minutes of a core)
CASES = ([(size, lang) for size in SIZES for lang in LANGUAGES] if os.environ.get("KOIKOI_LESSON_SWEEP")
         else [(size, LANGUAGES[(k + d) % len(LANGUAGES)]) for k, size in enumerate(SIZES) for d in (0, 3)])


def forbidden(app, table, lesson) -> dict[str, object]:
    """What a lesson box never covers, from the table's layout model."""
    person = table.person
    out: dict[str, object] = {"the status line": status_band(app.ctx.layout)}  # where it is drawn on two lines
    out |= {f"seat {p}'s {Kind(k).name} box": table.geometry.group_rect(p, Kind(k))
            for p in range(len(table.model.hands)) for k in Kind if p != person or (p, k) in lesson.lesson.boxes}
    out |= {f"the panel's line {what}": at for at, what in table.canvas.spots}
    out |= {f"the lit card {c}": table.sprites[c].rect() for c in range(min(48, len(table.sprites)))
            if table.sprites[c].visible and table.sprites[c].glow is not None}
    return out


@pytest.mark.parametrize(("size", "lang"), CASES, ids=[f"{s[0][0]}x{s[0][1]}-{s[1]}%-{lang}" for s, lang in CASES])
def test_every_lesson_shows_four_whole_lines_a_page_clear_of_what_it_must_not_hide(size, lang):
    window, text_size = size
    found, scrolled, paged = [], 0, 0
    with app_at(window, text_size, lang) as app:
        for game, n, lesson in every_lesson(app):
            table = app.stack[-2]
            run(app, 2)
            where = f"{game} lesson {n + 1}"
            # its Hide button's words at the size of the line it stands on ("Lesson 3 of 11"), at every text size
            # (pt26: "Masquer H" stayed 14 px from 100% to 150%), whole in the button
            hide = lesson.fold_button
            if hide.fitting(app.ctx.assets)[1] != lesson.text_size(17) or hide.rect.h < lesson.small_h:
                found.append(f"{where}: Hide's words at {hide.fitting(app.ctx.assets)[1]} px, its line's at "
                             f"{lesson.text_size(17)}")
            hidden = [what for what, r in forbidden(app, table, lesson).items() if lesson.box.colliderect(r)]
            if hidden:
                found.append(f"{where}: its box {lesson.box} covers {', '.join(hidden)}")
            if lesson.scrolling:
                scrolled += 1
                s, line = lesson.scroller, lesson.line_h
                total = len(lesson.lines)
                if s.view.h % line or s.view.h // line < min(LEAST_LINES, total):
                    found.append(f"{where}: {s.view.h / line:.2f} lines in view of {total}")
                seen = {s.offset}
                while s.more:  # Read on: a whole view of whole lines, or to the last line
                    was = s.offset
                    lesson.go_on()
                    if s.offset % line or s.offset not in (was + s.view.h, s.bar.max_offset) or s.offset in seen:
                        found.append(f"{where}: Read on from {was} to {s.offset} (a view is {s.view.h}, a line {line})")
                        break
                    seen.add(s.offset)
            else:
                paged += 1
                lines = [len(page) for page in lesson.pages]
                if max(lines) < min(LEAST_LINES, sum(lines)):
                    found.append(f"{where}: pages of {lines} lines")
                for page in range(1, len(lesson.pages)):  # each page in the same box, clear of the same
                    lesson.page = page
                    lesson.place()
                    hidden = [what for what, r in forbidden(app, table, lesson).items() if lesson.box.colliderect(r)]
                    if hidden:
                        found.append(f"{where} page {page + 1}: its box {lesson.box} covers {', '.join(hidden)}")
    assert scrolled + paged, "no lesson audited"
    assert not found, "\n".join(found)
