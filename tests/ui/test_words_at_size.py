"""Every button's words, and the status line's, drawn at the text size the
player chose: at 960x540 and 150% text the Settings' "Restaurar padrão",
the match list's "Abrir um arquivo de partida" and the table's "Jogadas"
were shrunk into the width their English labels were given, and the
Japanese status line under the field was shrunk onto one line.

A button is as wide as its words and keys need where the screen has room;
buttons side by side draw at one size, the least any of them needs
(``test_button_rows_one_size``).
Each exception is said: a button may draw its words smaller only where its
words and its keys (always written: ``test_table_keys``), at the size
chosen, pass the room its screen gives it (the table's "メニュー  Esc" in
the corner the opponent's hand leaves). The pause menu's table of keys is
another test's."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import _, pgettext
from koikoi.storage import savegame
from koikoi.ui.table import panel
from koikoi.ui.textfit import wrap
from koikoi.ui.widgets import Button

from .conftest import app_at, run
from .test_table_truth import every_table
from .test_text_size_holds import status_words

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LANGS = ["en", "fr", "pt_BR", "ko", "ja"]


def buttons_of(scene) -> list[Button]:  # noqa: ANN001
    """Every button a scene holds: in its widgets, its row of buttons, or its own fields."""
    seen: list[Button] = []
    pools = [getattr(scene, "widgets", None) or [], getattr(scene, "buttons", None) or (), vars(scene).values()]
    for pool in pools:
        for b in pool:
            if isinstance(b, Button) and b not in seen:
                seen.append(b)
    return [b for b in seen if b.visible and b.label]


def title_with_other_rules(a):  # noqa: ANN001, ANN201
    """The title with a saved Matgo match and other rules chosen: "Continue match · Matgo (two-player Go-Stop)"."""
    game = MR.GAMES["gostop"]
    savegame.SLOTS["gostop"].save(game.new(game.load_rules("matgo"), 4, 2)[0], "normal")
    a.ctx.change_settings(a.ctx.settings.replace(game="gostop", gostop_preset="matgo"), save=False)
    title = a.ctx.screens.title()
    title.place()
    title.preset.step(1)
    return title


def screens(a):  # noqa: ANN001, ANN201
    """The screens with buttons a player meets first, each pushed and drawn;
    and the dialogs over the table (its menu, the moves, a question)."""
    sc = a.ctx.screens
    from koikoi.games.gostop.rules import load_gostop as gostop_preset

    makers = {"title": sc.title, "settings": sc.settings, "settings, Go-Stop": lambda: sc.settings(game="gostop"),
              "matches": lambda: sc.matches("koikoi"), "statistics": lambda: sc.statistics("gostop"),
              "how to play": lambda: sc.how_to_play(load_preset("nintendo")),
              "Koi-Koi table": lambda: sc.table(load_preset("nintendo"), 4, "easy"),
              "Go-Stop table": lambda: sc.gostop_table(gostop_preset("matgo"), 4, "easy"),
              "title, Continue with its rules": lambda: title_with_other_rules(a)}
    for name, make in makers.items():
        scene = make()
        a.push(scene)
        run(a, 3)
        yield name, scene
        if "table" in name:
            dialogs = {"menu": sc.pause(scene) if "Koi" in name else sc.gostop_pause(scene),
                       "moves": sc.moves(scene.log, scene.names),
                       "question": sc.confirm(_("Start a new match?"), "", _("Quit"), lambda: None, _("Stay"))}
            for dialog, shown in dialogs.items():
                a.push(shown)
                run(a, 3)
                yield f"{name}, {dialog}", shown
                a.pop(shown)
        a.pop(scene)


def with_enter(b: Button) -> str:
    """The keys written on ``b`` with the ring on it: its own and Enter."""
    enter, parts = pgettext("key", "Enter"), [p for p in b.key_label.split(" · ") if p]
    return "" if b.keys_hidden else " · ".join(parts if enter in parts else [*parts, enter])


def ring_states(b: Button):  # noqa: ANN201
    """The button as the player may see it: the ring elsewhere, nowhere, on it."""
    for focused, elsewhere in ((False, True), (False, False), (True, False)):
        b.focused, b.ring_elsewhere = focused, elsewhere
        yield "with the ring" if focused else "the ring elsewhere" if elsewhere else "no ring"
    b.focused = b.ring_elsewhere = False


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_every_button_draws_its_words_at_the_text_size_chosen(lang, size):
    """Also with the ring on it and elsewhere: its words at one size, whole (issue 39, fifth playtest: the
    title's "Continue match · Matgo (two-player Go-Stop)" shrank, then was cut, when the ring came to it;
    the Moves' Close, as wide at 150% as at 100%, drew "Close  Enter · Esc" small)."""
    with app_at(size, 150, lang) as a:
        assets, checked = a.ctx.assets, 0
        for name, scene in screens(a):
            for b in buttons_of(scene):
                drawn, corner = set(), name in ("Koi-Koi table", "Go-Stop table")
                for state in ring_states(b):
                    label, size, with_hint = b.fitting(assets)
                    drawn.add((label, size))
                    room = b.rect.w - 2 * max(6, b.rect.height // 5)
                    full, hint_size = b.text_sizes()
                    alone = assets.font(full, b.primary).size(b.label)[0]
                    keys, ringed = b.keys_shown(), with_enter(b)
                    hint, ring = (assets.font(hint_size).size(k)[0] + 8 if k else 0 for k in (keys, ringed))
                    if corner:  # the table's corner: as wide as the zones beside it allow
                        if alone + hint > room:
                            lay = a.ctx.layout
                            edge = min(lay.rect("hint").x, lay.rect("opponent_hand").x) - lay.px(6)
                            assert b.rect.right >= edge - 1, f"{name}: {b.label!r} in {b.rect} could reach {edge}"
                            continue
                    elif state == "no ring" and not (name.startswith("title") and b.rect.w >= scene.box.w - a.ctx.layout.px(60) and
                                                     scene.box.w >= a.ctx.layout.window[0] // 2 - a.ctx.layout.px(12)):
                        # its words and keys never pass the room the screen has for it (the title's widest box apart)
                        assert alone + hint <= room, f"{name}: {b.label!r} in {b.rect} could be wider"
                    if corner or alone + ring <= room:  # at their size, ring or not (a row's: its least, one size)
                        full = min([full] + [o.alone(assets)[1] for o in b.row if o.visible and o.label])
                        assert (label, size, with_hint) == (b.label, full, bool(keys)), \
                            f"{name}, {state}: {b.label!r} drawn as {label!r} at {size}, not {full}, in {b.rect}"
                    else:  # shrunk (the ring's keys would not fit beside them at their size), and whole
                        assert (label, with_hint) == (b.label, bool(keys)), f"{name}, {state}: {b.label!r} as {label!r}"
                    checked += 1
                assert corner or len(drawn) == 1, f"{name}: {b.label!r} drawn as {drawn} as the ring comes and goes"
        assert checked > 10


@pytest.mark.parametrize("lang", LANGS)
def test_the_status_line_wraps_before_it_shrinks(lang, monkeypatch):
    """The line under the field is drawn at the largest size at which its
    words fit the band on one line or two: never shrunk onto one line
    where two at a larger size fit."""
    with app_at((960, 540), 150, lang) as a:
        lay = a.ctx.layout
        band, seen = panel.status_band(lay), 0
        for table in every_table(a):
            table.place_buttons()
            left, right = panel.status_left(table.buttons, lay), panel.status_right(table.buttons, lay)
            here = band.copy()
            if left > band.x:  # a button stands under the deck: the line starts after it
                here = pygame.Rect(left, band.y, band.right - left, band.h)
            for said in status_words(table):
                seen += checked_status(table, said, left, right, right - here.x - lay.px(16), here, monkeypatch)
        assert seen


def checked_status(table, said, left, right, room, band, monkeypatch) -> int:  # noqa: ANN001
    """One status line drawn at the largest size its band holds it at, on one line or two."""
    from .texts import record_texts

    lay, assets = table.ctx.layout, table.ctx.assets

    def paint(screen):  # noqa: ANN001, ANN202
        surf, where = panel.render_status(said, right, lay, assets, left)
        screen.blit(surf, where)

    drawn = min(size for _t, size, *_rest in record_texts(table, monkeypatch, paint))
    for bigger in range(drawn + 1, lay.px(22) + 1):
        font = assets.font(bigger)
        lines = wrap(said, font, room)
        fits = len(lines) <= 2 and all(font.size(x)[0] <= room for x in lines) \
            and len(lines) * font.get_linesize() <= band.h
        assert not fits, f"{said!r} drawn at {drawn} where it fits at {bigger} on {len(lines)} lines"
    return 1
