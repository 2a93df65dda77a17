"""The other seats' moves, in a guided match: each is seen, then told.
A newcomer never saw the CPU's first move of Koi-Koi's guided match: it
was made as lesson 1 closed and lesson 2 opened over it at once, its box
over the Brights box the CPU had just filled. Now a lesson that follows
another seat's move waits until that move has landed and stood still for
a moment, says it first, from the person's side, in sentences read off the
engine's events ("The CPU just played ...": ui/lesson_recap.py; Korean
once read "방금 전: CPU: …", the move log's lines), and keeps in view the
capture boxes that move filled.

Both guided matches are played through, every lesson audited as it opens:
its first words tell the moves made since the person's last (no seat's
"CPU:" log prefix, in English and in Korean), and its box
misses what it speaks of: the capture boxes each move it tells filled, the
score panel for a lesson on the score, and the status line."""

from __future__ import annotations

import pytest

from koikoi.games.guides import TEACHERS
from koikoi.storage import settings as S
from koikoi.games.common.cards import Kind
from koikoi.ui.scenes.lesson import LessonScene
from koikoi.i18n import _ as said_in
from koikoi.ui.lesson_recap import told as recap
from koikoi.ui.table.guide import SEEN_S, Guided
from koikoi.ui.table.model import Where
from koikoi.ui.window import MIN_WINDOW

from .conftest import app_at, run
from .test_guided import guided_step, waiting_for_the_player

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = [(MIN_WINDOW, 150), (S.DEFAULT_WINDOW, 100)]
# each size in English; Korean, whose move log writes "CPU: …", at the smallest
CASES = [(size, "en") for size in SIZES] + [(SIZES[0], "ko")]


def others_since_mine(table: Guided) -> list:
    """The move log's lines of the other seats since the person's last line (or the deal)."""
    out = []
    for move in reversed(table.log.moves):
        if move.player is None or move.player == table.person:
            break
        out.append(move)
    return out[::-1]


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("size, lang", CASES, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}%" if isinstance(s, tuple) else s)
def test_a_lesson_after_another_seat_s_move_waits_for_it_tells_it_and_keeps_its_captures_in_view(size, lang, game):
    window, text_size = size
    with app_at(window, text_size, lang) as app:
        lay = app.ctx.layout
        preset = TEACHERS[game].taught[0]
        app.ctx.change_settings(app.ctx.settings.replace(game=game, guided_koikoi=0, guided_gostop=0), save=False)
        app.ctx.screens.guided()
        table = app.top
        assert isinstance(table, Guided)
        found, told, seen, since = [], set(), 0, 0
        for _ in range(2000):
            run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
            top = app.top
            if isinstance(top, LessonScene):
                if top.page == 0:
                    moves = [m for m in others_since_mine(table) if id(m) not in told]
                    told |= {id(m) for m in moves}
                    where = f"{game} ({preset}) lesson {top.number} ({top.lesson.title})"
                    text = top.lesson.text
                    said = recap(table.course, table.person, table.played, since, table.short)
                    since = table.played
                    if moves:
                        seen += 1
                        if not said or not text.startswith(said):
                            found.append(f"{where} does not first tell {said!r}: {text[:120]!r}")
                        prefixes = [f"{name}{colon}" for name in (said_in("You"), said_in("CPU")) for colon in (":", "：")]
                        if any(p in text for p in prefixes):
                            found.append(f"{where} tells a move as a log's line: {text[:120]!r}")
                        if table.time - table.still_since < app.ctx.secs(SEEN_S):
                            found.append(f"{where} opened before the move it tells stood still for a moment")
                        filled = {(m.player, int(table.geometry.kind_of(c))) for m in moves for c in m.cards
                                  if table.model.place[c].where is Where.CAPTURED}
                        if not filled <= set(top.lesson.boxes):
                            found.append(f"{where} does not keep the capture boxes {filled} in view")
                    elif said:
                        found.append(f"{where} tells a move no other seat made: {said[:120]!r}")
                    spoken = {z: lay.rect(z) for z in (*top.lesson.zones, "hint")}
                    spoken |= {f"seat {p}'s {Kind(k).name} box": table.geometry.group_rect(p, Kind(k))
                               for p, k in top.lesson.boxes}
                    hidden = [what for what, r in spoken.items() if top.box.colliderect(r)]
                    if hidden:
                        found.append(f"{where}: its box {top.box} covers {', '.join(hidden)}")
            if not guided_step(app, table):
                break
        else:
            raise AssertionError("the guided match did not end")
        assert seen or game != "koikoi", "no lesson came after another seat's move"
        assert not found, "\n".join(found)
