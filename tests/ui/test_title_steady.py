"""The title's box read as one piece, in every language, at both window sizes
and each text size, for both games (issue 39's cold playtests):

- its four small buttons (How to play, Settings / History, Quit) draw their
  words at one size: the French "Historique" and "Quitter" were smaller
  than "Comment jouer" and "Réglages" above them;
- each choice's label stands clear of its value's box and the arrow in it
  (three quarters of the label's line): the Korean "경기 길이" touched it
  at 960x540;
- choosing other rules moves nothing: the big name keeps its size and the
  box and its buttons their places (in pt_BR at 960x540 and 150% text the
  name shrank as the rules changed, the box taller for their longer line
  on what ends the match)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.widgets import Choice

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES]
IDS = [f"{s[0]}x{s[1]}-{p}%" for s, p in CASES]


def titles(size, pct):  # noqa: ANN001, ANN201
    """The title of each game in each language, at ``size`` and ``pct``% text: one
    app, each title new in it (an app made anew for each was most of the time)."""
    with app_at(size, pct, "en") as app:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for game in ("koikoi", "gostop"):
                app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
                title = TitleScene(app.ctx)
                app.push(title)
                run(app, 2)
                yield f"{lang} {game}", app, title
                app.pop(title)


@pytest.mark.parametrize("size, pct", CASES, ids=IDS)
def test_small_buttons_at_one_size(size, pct):
    apart = []
    for case, app, title in titles(size, pct):
        small = (title.rules_button, title.settings_button, title.history_button, title.quit_button)
        sizes = {b.label: b.fitting(app.ctx.assets)[1] for b in small}
        if len(set(sizes.values())) > 1:
            apart.append(f"{case}: {sizes}")
    assert not apart, apart


@pytest.mark.parametrize("size, pct", CASES, ids=IDS)
def test_labels_clear_of_their_arrows(size, pct):
    close = []
    for case, app, title in titles(size, pct):
        for c in (title.game, title.level, title.preset, title.rounds, title.players):
            if not c.visible:
                continue
            ink = app.ctx.assets.text(c.label, Choice.label_size(c.rect.h)).get_bounding_rect()
            right = c.rect.x + 6 + ink.right  # where Choice.draw puts it
            need = app.ctx.assets.font(Choice.label_size(c.rect.h)).get_height() * 3 // 4 - 2  # its shadow's 2
            if c.value_rect.x - right < need:
                close.append(f"{case}: {c.label!r} {c.value_rect.x - right}px from its box (< {need})")
    assert not close, close


def laid_out(title):  # noqa: ANN001, ANN201
    """What must not move when only the rules change."""
    buttons = (title.new_button, title.rules_button, title.settings_button, title.history_button,
               title.quit_button)
    return (title.title_size, tuple(title.box), *(tuple(c.rect) for c in (title.game, title.level, title.preset,
                                                                         title.rounds, title.players)),
            *(tuple(b.rect) for b in buttons))


@pytest.mark.parametrize("size, pct", CASES, ids=IDS)
def test_other_rules_move_nothing(size, pct):
    moved = []
    for case, app, title in titles(size, pct):
        first = laid_out(title)
        for _ in title.preset.values:
            title.preset.step(1)  # as a click on its right arrow
            run(app, 1)
            if laid_out(title) != first:
                moved.append(f"{case} with {title.preset.value}: {first} -> {laid_out(title)}")
    assert not moved, moved
