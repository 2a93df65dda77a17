"""One key, one meaning on the screens a match moves between: H asked
for a hint at the table and on its questions but opened How to play in
the pause menu, whose own list said "H: hint" beside it; S answered Stop
on the koi-koi question (and Go or Stop?) but opened Settings in the pause
menu. The pause menu's How to play and Settings are F1 and F2 now.

Over each game's screens as a match opens them (the table, its pause
menu, How to play from there, the move log, each question the table asks:
koi-koi?, Go or Stop?, the sake cup, four of a month), every key a button
answers to, and every letter the pause menu's list of shortcuts names,
means one thing: the same words on every button it is on (the keys that
move about and close, Esc, Enter, Space, Tab and the arrows, are every
screen's own and left out)."""

from __future__ import annotations

import re

import pygame
import pytest

from koikoi.games.gostop.rules import load_gostop

from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene

from .conftest import make_app, run
from .test_gostop_question_keys import asked
from .test_koikoi_prompt_room import prompts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

MOVING = {pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT,
          pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN}


def meaning(label: str) -> str:
    """What a button does, by its first word ("Hint", "Stop (7 points)": stop)."""
    return re.split(r"[\s(:!·]+", label.strip().lower(), maxsplit=1)[0]


def button_keys(scene, where: str, out: dict[int, set[tuple[str, str]]], every: bool = False) -> None:  # noqa: ANN001
    """Each key a button of ``scene`` answers to, with what the button does
    and where (``every``: those shown only at times too, as a table's Lay it
    on the field, or Go-Stop's Last hand once a hand has ended)."""
    for b in getattr(scene, "buttons", ()):
        if not b.visible and not every and b is not getattr(scene, "hint_button", None):
            continue
        for key in (b.key, *b.also):
            if key is not None and key not in MOVING:
                out.setdefault(key, set()).add((meaning(b.label), where))


def letters_listed(groups) -> set[str]:  # noqa: ANN001
    """The single letters the pause menu's list of shortcuts names."""
    return {k.strip() for _h, pairs in groups for keys, _what in pairs for k in keys.split(",")
            if len(k.strip()) == 1 and k.strip().isalpha()}


def pause_of(app, table):  # noqa: ANN001, ANN201
    app.clear_to(table)
    run(app, 3)
    table.open_pause()
    run(app, 3)
    return app.top


def screens_keys(app, table, questions) -> dict[int, set[tuple[str, str]]]:  # noqa: ANN001
    keys: dict[int, set[tuple[str, str]]] = {}
    table.place_buttons()
    button_keys(table, "table", keys, every=True)
    pause = pause_of(app, table)
    button_keys(pause, "pause", keys)
    listed = letters_listed(pause.groups)
    for key, uses in keys.items():
        if any(where == "pause" for _m, where in uses) and pygame.key.name(key).upper() in listed:
            uses.add(("listed in the pause menu for another job", "pause list"))
    pause.open_rules()
    run(app, 2)
    button_keys(app.top, "how to play", keys)
    app.pop()
    for i, q in enumerate(questions):
        where = f"question {i}: {getattr(q, 'title', type(q).__name__)}"
        if isinstance(q, KoiKoiScene):  # open in this app: its buttons as laid out
            button_keys(q, where, keys)
            continue
        for key, n in q.letters.items():  # a Go-Stop table's question, as asked: each letter's answer
            keys.setdefault(key, set()).add((meaning(q.answers[n][0]), where))
        if q.prompt_hint is not None:  # its Hint button's key
            keys.setdefault(pygame.K_h, set()).add(("hint", where))
    return keys


def two_meanings(keys: dict[int, set[tuple[str, str]]]) -> list[tuple[str, list[tuple[str, str]]]]:
    return [(pygame.key.name(k), sorted(uses)) for k, uses in keys.items() if len({m for m, _w in uses}) > 1]


def koikoi_keys() -> dict[int, set[tuple[str, str]]]:
    app = make_app()
    try:
        _seed, table, prompt = next(iter(prompts(app)))
        assert isinstance(prompt, KoiKoiScene)
        keys = screens_keys(app, table, [prompt])
        assert pygame.K_h in keys and pygame.K_s in keys and pygame.K_l in keys, "the hint, stop and lay were met"
        return keys
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def gostop_keys() -> dict[int, set[tuple[str, str]]]:
    questions = list(asked(range(1, 40)).values())
    assert len(questions) >= 3
    app = make_app()
    try:
        table = app.ctx.screens.gostop_table(load_gostop("matgo"), 1, "easy", players=2)
        app.push(table)
        run(app, 3)
        keys = screens_keys(app, table, questions)
        assert pygame.K_h in keys and pygame.K_s in keys, "the hint and the stop were met"
        return keys
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_koikoi_screens_one_key_one_meaning():
    keys = koikoi_keys()
    assert not two_meanings(keys), two_meanings(keys)


def test_gostop_screens_one_key_one_meaning():
    keys = gostop_keys()
    assert not two_meanings(keys), two_meanings(keys)


def test_one_key_one_meaning_across_both_games():
    """A key means one thing in both games, their tables and pause menus
    (pt14: L laid a card on the field in Koi-Koi, and showed the last hand's
    sum in Go-Stop, each pause menu's list saying its own), and each pause
    menu lists no letter the other game's screens give another job."""
    from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS, SHORTCUT_GROUPS

    keys: dict[int, set[tuple[str, str]]] = {}
    for game, found in (("Koi-Koi", koikoi_keys()), ("Go-Stop", gostop_keys())):
        for key, uses in found.items():
            keys.setdefault(key, set()).update((m, f"{game} {where}") for m, where in uses)
    assert not two_meanings(keys), two_meanings(keys)
    koikoi_listed, gostop_listed = letters_listed(SHORTCUT_GROUPS), letters_listed(GOSTOP_SHORTCUT_GROUPS)
    for listed, other in ((koikoi_listed, "Go-Stop"), (gostop_listed, "Koi-Koi")):
        for letter in listed:
            jobs = {m for m, where in keys.get(getattr(pygame, f"K_{letter.lower()}"), ()) if where.startswith(other)}
            mine = {m for m, where in keys.get(getattr(pygame, f"K_{letter.lower()}"), ()) if not where.startswith(other)}
            assert not jobs or not mine or jobs == mine, (letter, jobs, mine)
