"""Every button of both tables (Menu, Moves, Hint, Lay it on the field,
Last hand) is written with the key that works it, at
both window sizes, each text size and in every language: at the Koi-Koi
table at 960x540 and 100% text, Menu and Moves showed no key while at
larger sizes they did (a label whose size came out under the least text
size the fonts draw was tried at no size at all, and lost its key).

The key is looked for where it is drawn: a text of its own, inked whole
inside its button, beside the label (not cut)."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.layout import THREE_PLAYERS
from koikoi.ui.widgets import Button

from .conftest import app_at
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES
         for lang in i18n.LANGUAGES]


def unwritten(table, buttons: tuple[Button, ...]) -> list[str]:  # noqa: ANN001
    """The buttons of ``buttons`` drawn without their key whole inside them (or with their label cut)."""
    found = []
    for b in buttons:
        if not b.key_label:
            found.append(f"{b.label!r} has no key written for it")
            continue
        b.visible = b.enabled = True
        drawn = inked_texts(table, lambda screen, b=b: b.draw(screen, table.ctx.assets))
        keys = [r for t, r in drawn if t == b.key_label]
        if not keys or not all(b.rect.contains(r) for r in keys):
            found.append(f"{b.label!r} at {b.rect}: its key {b.key_label!r} is drawn at {keys} ({drawn})")
        if not any(t == b.label for t, _r in drawn):
            found.append(f"{b.label!r} is drawn as {[t for t, _r in drawn]}")
    return found


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_every_table_button_shows_its_key(case):
    size, pct, lang = case
    with app_at(size, pct, lang) as app:
        found = []
        koikoi = TableScene(app.ctx, load_preset("nintendo"), 1, "easy")
        koikoi.place_buttons()
        found += [f"Koi-Koi: {f}" for f in unwritten(koikoi, koikoi.buttons)]
        for players in (2, 3):
            app.ctx.layout.use(THREE_PLAYERS if players == 3 else None)
            gostop = app.ctx.screens.gostop_table(load_gostop("matgo", {"match.most_players": players}), 1, "easy",
                                                  players=players)
            gostop.place_buttons()
            found += [f"Go-Stop of {players}: {f}" for f in unwritten(gostop, gostop.buttons)]
        app.ctx.layout.use(None)
        assert not found, "\n".join(found)


def test_a_label_drawn_at_the_least_text_size_keeps_its_key():
    """The case of the bug itself, on one button: 28 px high at 100% text,
    its label's size (14) is under the least the fonts draw (16)."""
    with app_at(S.MIN_WINDOW, 100, "en") as app:
        b = Button((0, 0, 87, 28), "Menu", lambda: None, key_label="Esc")
        label, _size, with_key = b.fitting(app.ctx.assets)
        assert (label, with_key) == ("Menu", True)


REPLAYS = [("koikoi", "nintendo", 2), ("gostop", "matgo", 2), ("gostop", "matgo", 3)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_every_replay_button_shows_its_key(case):
    """A replay's buttons (the rounds', the moves', Play or Pause, the hard
    level's, Back) likewise, for each game: at 960x540 they stood in the
    narrow column under the deck and at fixed widths under the field, and
    dropped their keys, and a table of three's row under the field holds
    not all six. Each stands whole in the window, clear of the others, of
    the strip over the field, and of every zone of the table (the deck,
    the field, the hands, the captures, the panel)."""
    from koikoi.ui.scenes.title import TitleScene

    from ..games.test_matchrecord import played

    size, pct, lang = case
    with app_at(size, pct, lang) as app:
        found = []
        lay = app.ctx.layout
        window = pygame.Rect((0, 0), lay.window)
        for game, preset, players in REPLAYS:
            app.push(TitleScene(app.ctx))
            table = app.ctx.screens.replay(played(game, preset, players, 1), "test", at=0)
            app.push(table)
            name = f"{game} of {players}"
            shown = [b for b in table.buttons if b.visible]  # not the game's Hint, nor Lay it on the field
            assert set(table.replay_buttons) < set(shown)
            for playing in (False, True):  # Play, then Pause
                table.playing = playing
                table.place_buttons()
                found += [f"{name}: {f}" for f in unwritten(table, tuple(shown))]
            zones = {z: lay.rect(z) for z in lay.zones if z not in ("hint", "banner", "menu_button")}
            zones["strip"] = table.strip()  # where the replay says where it stands
            rects = [b.rect for b in shown]
            for b in shown:
                if not window.contains(b.rect):
                    found.append(f"{name}: {b.label!r} at {b.rect} is past the window")
                over = [o for o in rects if o is not b.rect and o.colliderect(b.rect)]
                over += [z for z, r in zones.items() if r.colliderect(b.rect)]
                if over:
                    found.append(f"{name}: {b.label!r} at {b.rect} lies over {over}")
            app.pop(table)
            app.ctx.layout.use(None)
        assert not found, "\n".join(found)
