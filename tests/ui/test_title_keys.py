"""The title's keys and its two buttons' rules (issue 39).

With the ring on a choice of the title (the game, the opponent, the rules,
the match's length, the language), Enter is the title's own key: it starts
or continues, as the default button's "Enter" says, and never changes the
value under the ring unseen (← → and Space do that). Checked on a fresh
title and with a saved match waiting.

When a saved match is played by other rules than the row shows, Continue
names the rules it keeps and New match the rules it starts with; each
button does what it says. Checked over both games, every rule set the row
offers, with and without a saved match.

Under a dialog (the first start's offer of the guided match) the title
writes no key on its buttons: only the topmost screen shows keys."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES
from koikoi.games.koikoi.rules import PRESET_NAMES
from koikoi.i18n import pgettext
from koikoi.storage import savegame
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.widgets import Button, Choice

from .conftest import run
from .test_enter_label import drawn_with_enter, press, texts_drawn

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
SAVED = {"koikoi": "nintendo", "gostop": "matgo"}


def save(game: str) -> None:
    g = MR.GAMES[game]
    state, _ = g.new(g.load_rules(SAVED[game]), 4, 2)
    savegame.SLOTS[game].save(state, "normal")


def title_of(app, game: str = "koikoi") -> TitleScene:
    app.ctx.change_settings(app.ctx.settings.replace(game=game))
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    return title


@pytest.mark.parametrize("saved", [False, True], ids=["fresh", "saved"])
def test_enter_on_a_choice_starts_or_continues_as_the_default_button_says(app, saved):
    if saved:
        save("koikoi")
    title = title_of(app)
    n = len([w for w in title.focus.controls() if isinstance(w, Choice)])
    assert n >= 4  # the game, the opponent, the rules, the length (or players); the language
    for k in range(n):
        for _ in range(30):  # the ring to the k-th choice
            if title.focus.on() is [w for w in title.focus.controls() if isinstance(w, Choice)][k]:
                break
            press(pygame.K_TAB)
            run(app, 1)
        choice = title.focus.on()
        assert isinstance(choice, Choice)
        default = title.continue_button if saved else title.new_button
        assert drawn_with_enter(app, title) == [default], choice.label  # the one "Enter" on screen
        pressed: list = []
        default.on_click = lambda got=pressed: got.append(1)
        before = choice.value
        press(pygame.K_RETURN)
        run(app, 1)
        assert pressed == [1] and choice.value == before, choice.label  # what it says, not the value
        assert app.top is title


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
@pytest.mark.parametrize("saved", [False, True], ids=["fresh", "saved"])
def test_continue_and_new_match_each_name_the_rules_they_play(app, game, saved, monkeypatch):
    if saved:
        save(game)
    title = title_of(app, game)
    presets = GOSTOP_PRESET_NAMES if game == "gostop" else PRESET_NAMES
    assert set(title.preset.values) == set(presets)
    started: list = []
    monkeypatch.setattr(title, "replace", lambda scene: started.append(scene))
    monkeypatch.setattr(title.ctx.screens, "table", lambda rules, *a, **k: rules)
    monkeypatch.setattr(title.ctx.screens, "gostop_table", lambda rules, *a, **k: rules)
    for _ in presets:
        title.preset.step(1)
        run(app, 1)
        chosen = title.preset.value
        chosen_title = title.preset_title(chosen)
        if not saved:
            assert title.continue_button is None and title.new_button.label == "New match"
            continue
        kept = title.saved.match.rules
        kept_title = title.preset_title(kept.name)
        other = chosen != kept.name
        # each button names its rules as soon as the two differ; neither names the other's
        assert (kept_title in title.continue_button.label) == other, (chosen, title.continue_button.label)
        assert (chosen_title in title.new_button.label) == other, (chosen, title.new_button.label)
        if other:
            assert chosen_title not in title.continue_button.label.replace(kept_title, "")
            assert kept_title not in title.new_button.label.replace(chosen_title, "")
        started.clear()
        title.continue_button.press()
        assert [r.name for r in started] == [kept.name]  # Continue keeps the saved match's rules
    started.clear()
    monkeypatch.setattr(title, "push", lambda dialog: dialog.answers[0][1]() if saved else None)
    title.new_button.press()  # through the question, when a match is waiting
    assert [r.name for r in started] == [title.preset.value]  # New match plays the rules its label names


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_under_the_first_start_s_offer_the_title_writes_no_key(lang):
    from .conftest import app_at
    with app_at((960, 540), 150, lang) as app:
        title = title_of(app)
        keys = {p for w in title.widgets if isinstance(w, Button) for p in w.key_label.split(" · ") if p}
        assert pgettext("key", "Esc") in keys and pgettext("key", "Enter") in keys
        offer = app.ctx.screens.offer_guide()
        app.push(offer)
        run(app, 2)
        below: list[str] = []
        draw = title.draw_full
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(title, "draw_full", lambda s: below.extend(texts_drawn(app.ctx.assets, draw, s)))
            offer.draw_full(pygame.Surface(app.screen.get_size()))
        assert below and "Quit" in below or lang != "en"
        assert not [t for t in below if t in keys or any(k in t.split(" · ") for k in keys)], below
        shown = texts_drawn(app.ctx.assets, title.draw_full, pygame.Surface(app.screen.get_size()))
        assert pgettext("key", "Esc") in shown  # drawn as the top screen: its keys are there
