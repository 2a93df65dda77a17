"""Nothing the player needs is cut: on the screens where a line was once
shortened with "…" (Settings at 125 and 150%, "Korean month numbers (G…",
"Nintendo stand…"; the title at 960x540, "Matgo (two-player…"; the
replay's "Last move: The cards were de…"), at both window sizes, every
text size and in the five languages, no text is drawn cut.

What is seen is every call of the one function that cuts a line
(:func:`koikoi.ui.textfit.fit`, wherever a module took it from) that
returned less than it was given."""

from __future__ import annotations

import sys
from contextlib import contextmanager

import pygame
import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui import textfit
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.table.replay import ReplayTable
from koikoi.ui.window import MIN_WINDOW

from ..games.test_matchrecord import played
from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

# Every language at both window sizes at 150%, and at 125% and 100% at the smallest window (a larger
# window scales its boxes and its text alike: what fits the smallest fits it).
CASES = [*((size, code, 150) for size in (MIN_WINDOW, S.DEFAULT_WINDOW) for code in i18n.LANGUAGES),
         *((MIN_WINDOW, code, pct) for pct in (125, 100) for code in i18n.LANGUAGES)]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[1]}-{c[0][0]}x{c[0][1]}-{c[2]}%")
def app(request):
    size, lang, text_size = request.param
    with app_at(size, text_size, lang) as a:
        yield a


@contextmanager
def cuts_seen():
    """The texts cut while the block runs: each text :func:`textfit.fit` was given and shortened."""
    real = textfit.fit
    cut: list[str] = []

    def fit(font, text, width):  # noqa: ANN001, ANN202
        shown = real(font, text, width)
        if shown != text:
            cut.append(f"{text!r} drawn as {shown!r}")
        return shown

    holders = [(module, name) for module in list(sys.modules.values())
               if getattr(module, "__name__", "").startswith("koikoi.ui")
               for name, value in list(vars(module).items()) if value is real]
    with pytest.MonkeyPatch.context() as patch:
        for module, name in holders:
            patch.setattr(module, name, fit)
        yield cut


def painted_whole(app) -> list[str]:
    """The top scene painted afresh (its cached pictures dropped): the texts it cut."""
    top = app.top
    if hasattr(top, "canvas"):
        top.canvas.decals.clear()
    with cuts_seen() as cut:
        top.draw_full(pygame.Surface(app.ctx.layout.window))
    return cut


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_settings_cut_no_label_nor_value(app, game):
    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
    settings = SettingsScene(app.ctx)
    app.push(settings)
    run(app, 2)
    cut = []
    offset = 0
    while True:  # every row, a page at a time
        settings.bar.scroll_to(offset)
        run(app, 1)
        cut += painted_whole(app)
        if offset >= settings.bar.max_offset:
            break
        offset = min(settings.bar.max_offset, offset + settings.list_rect.h // 2)
    assert not cut, "\n".join(sorted(set(cut)))


@pytest.mark.parametrize("game, preset", [("koikoi", "nintendo"), ("gostop", "matgo")])
def test_the_title_cuts_nothing(app, game, preset):
    key = "preset" if game == "koikoi" else "gostop_preset"
    app.ctx.change_settings(app.ctx.settings.replace(game=game, **{key: preset}), save=False)
    app.push(TitleScene(app.ctx))
    run(app, 3)
    cut = painted_whole(app)
    assert not cut, "\n".join(cut)


@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 3)])
def test_the_replay_says_its_last_move_whole(app, game, preset, players):
    record = played(game, preset, players, 1)
    app.push(TitleScene(app.ctx))
    cut = []
    for at in (6, 12, 25):
        table = app.ctx.screens.replay(record, "test", at=at)
        assert isinstance(table, ReplayTable)
        app.push(table)
        run(app, 60, until=lambda t=table: t.idle)
        said, where = table.said(), table.position()
        assert said
        # the strip over the field: where the replay stands and its last move (the capture boxes' words,
        # cut at a table of three, are the panel's own matter)
        cut += [c for c in painted_whole(app) if c.startswith((repr(said), repr(where)))]
        app.pop(table)
    assert not cut, "\n".join(cut)
