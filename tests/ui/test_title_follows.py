"""The title follows each choice at once (issue 39, a newcomer's cold run).

The line at the box's foot on what ends the match said 12 rounds after
Match length was set to 3, and 3 after 6, and 12 rounds for Korean Go-Stop
with the Brazilian rules that play to 50 points: it was right only after
leaving the title and coming back. Here, for each game, each rule set and
each step of each choice of the title, the screen as drawn after the step
equals the screen a title made fresh from the settings now chosen draws:
the box in the same place and size, the same words at its foot, the same
pixels there.

The arrows move the ring the way they point (↑ from "Settings" went to
"How to play" beside it, not to "New match" above): checked over the
title's buttons and each arrow, against the buttons' places.

The question before the app closes names neither game (it said "Leave
Koi-Koi?" with Go-Stop chosen)."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.storage import settings as S
from koikoi.ui.config import gostop_rules_for, rules_for
from koikoi.ui.match_words import match_end
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.widgets import Button

from .conftest import make_app, run
from .test_enter_label import press

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def foot(app, title: TitleScene) -> pygame.Surface:
    """The box's foot as drawn: the lines on what ends the match."""
    font = app.ctx.assets.font(app.ctx.layout.px(16))
    n = len(title.length_lines())
    r = pygame.Rect(title.box.x, title.box.bottom - app.ctx.layout.px(8) - n * font.get_height(),
                    title.box.w, n * font.get_height())
    return app.screen.subsurface(r).copy()


def fresh(app) -> tuple[TitleScene, pygame.Surface]:
    """A title made anew from the settings now chosen, as it draws its foot."""
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 1)
    drawn = foot(app, title)
    app.pop()
    run(app, 1)
    return title, drawn


def ring_to(app, title: TitleScene, widget) -> None:
    for _ in range(30):
        if title.focus.on() is widget:
            return
        press(pygame.K_TAB)
        run(app, 1)
    raise AssertionError(widget)


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_every_choice_changes_the_title_at_once(game):
    i18n.set_language("en")
    app = make_app(S.Settings(animation_speed=4.0, game=game), size=(960, 540))
    try:
        for preset in (GOSTOP_PRESET_NAMES if game == "gostop" else PRESET_NAMES):
            field = "gostop_preset" if game == "gostop" else "preset"
            app.ctx.change_settings(S.Settings(animation_speed=4.0, game=game, **{field: preset}))
            title = TitleScene(app.ctx)
            app.push(title)
            run(app, 1)
            for name in ("level", "rounds", "players"):
                if getattr(title, name) not in title.widgets or not getattr(title, name).enabled:
                    continue
                for _ in range(len(getattr(title, name).values)):
                    ring_to(app, title, getattr(title, name))
                    press(pygame.K_RIGHT)
                    run(app, 1)
                    s = app.ctx.settings
                    rules = (gostop_rules_for if game == "gostop" else rules_for)(s)
                    said = " ".join(title.length_lines())
                    assert said == " ".join(match_end(rules).split()), (preset, name, said)
                    drawn = foot(app, title)
                    app.pop()
                    made, fresh_drawn = fresh(app)
                    app.push(title)
                    run(app, 1)
                    assert made.box == title.box, (preset, name, s)
                    assert made.length_lines() == title.length_lines()
                    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(fresh_drawn, "RGB"), \
                        (preset, name, said)
            app.pop()
            run(app, 1)
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_arrows_go_the_way_they_point(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 1)
    buttons = [w for w in title.focus.controls() if isinstance(w, Button)]
    ways = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
    assert len(buttons) >= 5
    for b in buttons:
        for k, (dx, dy) in ways.items():
            ring_to(app, title, b)
            press(k)
            run(app, 1)
            now = title.focus.on()
            r, o = b.rect, now.rect
            if now is b:  # nothing that way
                others = [w.rect for w in title.focus.controls() if w is not b]
                assert not any((dy < 0 and w.bottom <= r.top) or (dy > 0 and w.top >= r.bottom)
                               or (dx < 0 and w.right <= r.left) or (dx > 0 and w.left >= r.right)
                               for w in others if (w.clip(r.x - 10**4 * (dx != 0), r.y - 10**4 * (dy != 0),
                                                          r.w + 2 * 10**4 * (dx != 0), r.h + 2 * 10**4 * (dy != 0)))
                               ), (b.label, k)
                continue
            # wholly past the edge the arrow points to
            assert (dy < 0 and o.bottom <= r.top) or (dy > 0 and o.top >= r.bottom) \
                or (dx < 0 and o.right <= r.left) or (dx > 0 and o.left >= r.right), (b.label, k, now)
            # and, where one stands in line that way, in line with it
            if dy:
                in_line = [w for w in title.focus.controls() if w is not b and w.rect.left < r.right
                           and w.rect.right > r.left and ((w.rect.bottom <= r.top) if dy < 0 else (w.rect.top >= r.bottom))]
                if in_line:
                    assert o.left < r.right and o.right > r.left, (b.label, k, now)
    # the cold run's case, named
    ring_to(app, title, title.settings_button)
    press(pygame.K_UP)
    run(app, 1)
    assert title.focus.on() is title.new_button
    press(pygame.K_DOWN)
    run(app, 1)
    assert title.focus.on() in (title.rules_button, title.settings_button)
    ring_to(app, title, title.quit_button)
    press(pygame.K_LEFT)
    run(app, 1)
    assert title.focus.on() is title.history_button


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_question_before_quitting_names_no_one_game(app, game, lang):
    i18n.set_language(lang)
    try:
        app.ctx.change_settings(app.ctx.settings.replace(game=game))
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 1)
        title.quit_button.on_click()
        run(app, 1)
        words = " ".join(str(v) for v in vars(app.top).values() if isinstance(v, str))
        for name in ("Koi-Koi", "코이코이", "Go-Stop", "고스톱"):
            assert name not in words, words
    finally:
        i18n.set_language("en")
