"""The text size the player chose holds at the table, over random states of
both games (Koi-Koi, Go-Stop of two and of three), at both window sizes:
at 150% text on a 960x540 window the status line and the side panel shrank
their text back to 100% to fit.

What is held, and why these figures:

- The status line is never drawn under its small size at the text size
  chosen (``px(16)`` times it: 18 px at 960x540 and 150%, 24 px at
  1280x720), which is the whole of the chosen size for the line's small
  text: it wraps to a second line, in the gap between the field and its
  zone, before it shrinks. (Before: down to 12 and 11 px, 100% or less.)
- The panel's yaku lines (their headings and each yaku) hold at least half
  of the increase chosen: 125% of their normal size at 150%, 112.5% at
  125%. The panel gains width at larger text sizes (the field gives it up;
  not at a table of three, whose months already lie as close as their
  cards allow) and packs its lines closer before it shrinks; all of 150%
  cannot hold at a table of three, whose panel is as tall as its lines allow. (Before:
  about 100% at 150%, down to 75% where its lines were packed.)

Nothing is cut for it: the status line's words are drawn whole, inside the
window, before the buttons of its row and over no field card (the panel's
own audits, ``test_table_truth``, hold it whole at these sizes)."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.common.seats import HUMAN
from koikoi.storage import settings as S
from koikoi.ui.layout import CARD_RATIO
from koikoi.ui.table import panel
from koikoi.ui.table.model import Where

from .agreement import engine_yaku_lines
from .conftest import app_at
from .test_cut_text import cuts_seen
from .test_table_truth import every_table, info_panel
from .texts import inked_texts, record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [*((S.MIN_WINDOW, 150, lang) for lang in ("en", "fr", "pt_BR", "ko", "ja")),
         (S.DEFAULT_WINDOW, 150, "fr"), (S.DEFAULT_WINDOW, 150, "ja"),
         (S.MIN_WINDOW, 125, "fr"), (S.DEFAULT_WINDOW, 125, "en")]


def held(scale: float) -> float:
    """The least share of the increase chosen the panel's lines hold: half of it."""
    return 1 + (scale - 1) / 2


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def app(request):
    size, text_size, lang = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def test_the_panel_s_yaku_lines_hold_the_text_size(app, monkeypatch):
    scale, px = app.ctx.assets.text_scale, app.ctx.layout.px
    least = px(18) * held(scale)  # a yaku line's size (18 at the design size), in pixels at the normal text size
    seen = 0
    for table in every_table(app):
        lines = set(engine_yaku_lines(table))
        texts = record_texts(table, monkeypatch, lambda screen, t=table: screen.blit(*info_panel(t)[:2]))
        sizes = {t: size for t, size, *_rest in texts if t in lines}
        assert sizes, "no yaku line was drawn"
        small = {t: round(size * scale) for t, size in sizes.items() if size * scale < least - 0.5}
        assert not small, (f"{type(table).__name__}, {getattr(table, 'players', 2)} players: lines under "
                           f"{least:.1f} px: {small}")
        seen += 1
    assert seen


def status_words(table) -> set[str]:  # noqa: ANN001
    """What the status line says in this state: its words for what to do,
    and each face-up card of the hand and the field pointed at."""
    said = {table.status()}
    for c, place in table.model.place.items():
        if place.where in (Where.HAND, Where.FIELD, Where.OVER) and (place.where is not Where.HAND
                                                                    or place.index == HUMAN):
            table.pointer.pointed = c
            said.add(table.status())
    table.pointer.pointed = None
    return {s for s in said if s}


def test_the_status_line_holds_the_text_size_and_is_said_whole(app, monkeypatch):
    lay, assets = app.ctx.layout, app.ctx.assets
    least = lay.px(16)  # the line's small size: drawn at it or larger, times the text size chosen
    window = pygame.Rect((0, 0), lay.window)
    said_count = 0
    for table in every_table(app):
        table.place_buttons()
        table.hint_button.visible = True  # shown on the player's turn: the line ends before it
        if hasattr(table, "lay_button"):
            table.lay_button.visible = table.pointer.choosing()
        left, right = panel.status_left(table.buttons, lay), panel.status_right(table.buttons, lay)
        field = []
        for c, place in table.model.place.items():
            if place.where in (Where.FIELD, Where.OVER):
                x, y, h, _face = table.geometry.target(c)
                field.append(pygame.Rect(round(x - h * CARD_RATIO / 2), round(y - h / 2), round(h * CARD_RATIO),
                                         round(h)))
        for said in status_words(table):
            def paint(screen, said=said, left=left, right=right):  # noqa: ANN001, ANN202
                surf, where = panel.render_status(said, right, lay, assets, left)
                screen.blit(surf, where)
            sizes = [size for _t, size, *_rest in record_texts(table, monkeypatch, paint)]
            assert min(sizes) >= least, f"{said!r} drawn at {min(sizes)}, under {least} (times the text size)"
            with cuts_seen() as cut:
                drawn = inked_texts(table, paint)
            assert not cut, cut
            assert "".join(t for t, _r in drawn).replace(" ", "") == said.replace(" ", ""), (said, drawn)
            for t, r in drawn:
                assert window.contains(r) and left <= r.left and r.right <= right, \
                    f"{t!r} at {r}: past the window or the buttons ({left} to {right})"
                over = [f for f in field if f.colliderect(r)]
                assert not over, f"{t!r} at {r} lies under the field's cards at {over}"
            said_count += 1
    assert said_count


@pytest.mark.parametrize("pct", [100, 150])
@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 2),
                                                    ("gostop", "matgo", 3)])
def test_a_replay_names_the_card_pointed_at_whole_under_no_button(pct, game, preset, players):
    """A replay's row under the field holds its buttons (each with its key):
    the card pointed at is named in the strip over the field, where the
    replay says where it stands, in place of the last move; whole, in the
    window, and under none of the buttons."""
    from koikoi.ui.scenes.title import TitleScene

    from ..games.test_matchrecord import played
    from .conftest import run

    with app_at(S.MIN_WINDOW, pct, "fr") as app:
        app.push(TitleScene(app.ctx))
        table = app.ctx.screens.replay(played(game, preset, players, 1), "test", at=6)
        app.push(table)
        run(app, 30, until=lambda: table.idle)
        buttons = [b.rect for b in table.buttons if b.visible]
        window = pygame.Rect((0, 0), app.ctx.layout.window)
        seen = 0

        def paint(screen):  # noqa: ANN001, ANN202
            table.canvas.decals.clear()
            table.heading()  # the strip as the replay paints it
            d = table.canvas.decals["replay"]
            screen.blit(d.surface, d.rect)

        for c in table.model.hands[0]:  # each card of the hand shown pointed at, named in the strip
            table.pointer.pointed = c
            said = table.pointer.status()
            assert said and table.said() == said and not table.status()
            with cuts_seen() as cut:
                drawn = inked_texts(table, paint)
            assert not cut, cut
            assert "".join(t for t, _r in drawn).replace(" ", "").endswith(said.replace(" ", "")), (said, drawn)
            for t, r in drawn:
                under = [b for b in buttons if b.colliderect(r)]
                assert window.contains(r) and not under, f"{t!r} at {r} runs under the buttons at {under}"
            seen += 1
        table.pointer.pointed = None
        assert seen and table.said() != said  # pointed at nothing, the strip says the last move again
