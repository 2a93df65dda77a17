"""The game's name, big on the title, lies wholly in the window, clear of
its top edge, and over no button (pt25: Korean at 960x540 and 150% text,
"고스톱" cut at the window's top: its size was held at a floor the box
below left no room for). Every title screen: both games, five languages,
960x540 and 1280x720, 100/125/150% text, a saved match waiting or not; the
name's letters as painted (:func:`~tests.ui.texts.inked_texts`)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, run
from .test_scenes import drive_to
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

MARGIN = 4  # design px: the least room between the name's letters and the window's top (flush reads as cut)
CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES
         for lang in i18n.LANGUAGES]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}pct-{c[2]}")
def test_the_title_s_name_is_whole_in_the_window(case):
    size, pct, lang = case
    savegame.save(drive_to(lambda m: m.round_no >= 3, seed=2), "hard")
    game = MR.GAMES["gostop"]
    state, _ = game.new(game.load_rules("matgo"), 4, 2)
    savegame.SLOTS["gostop"].save(state, "normal")
    found = []
    with app_at(size, pct, lang) as app:
        px = app.ctx.layout.px
        window = app.screen.get_rect()
        for played in ("koikoi", "gostop"):
            for saved in (True, False):
                app.ctx.change_settings(app.ctx.settings.replace(game=played), save=False)
                scene = TitleScene(app.ctx)
                if not saved:
                    scene.waiting = {g: None for g in scene.waiting}
                app.push(scene)
                run(app, 2)
                name = scene.heading()[0]
                # the name as the heading draws it: the largest of the texts that say it (the Game choice too)
                drawn = sorted((r for t, r in inked_texts(scene, scene.draw_full) if t == name),
                               key=lambda r: r.h)[-1:]
                where = f"{played}, {'saved' if saved else 'none saved'}"
                assert drawn, f"{where}: the name {name!r} not drawn"
                for r in drawn:
                    if not window.contains(r) or r.top < px(MARGIN):
                        found.append(f"{where}: {name!r} at {r} leaves the window {window.size} or touches its top")
                    hit = [w for w in scene.widgets if getattr(w, "visible", True) and w.rect.colliderect(r)]
                    if hit:
                        found.append(f"{where}: {name!r} at {r} over {[type(w).__name__ for w in hit]}")
                app.pop(scene)
    assert not found, f"{size} {pct}% {lang}:\n" + "\n".join(found)
