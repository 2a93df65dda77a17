"""Every text of the title is drawn whole, at both window sizes, each text
size and in every language, in each of the title's states: no match
saved; a saved match (the line on where it stands names its rules, and
Continue names them too where other rules are chosen for a new match); a
saved game of Go-Stop at a table of three; with the player's record
against every level. The French title at 960x540 and 150% text cut the
saved match's line ("…  ·  Difficile, Standard Ninte…").

"Whole": no text shortened with "…" (every call of the one function that
cuts a line, as ``test_cut_text`` sees them), and no text's letters over
another's or past the window's edge."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.storage.record import Tally, key
from koikoi.ui.config import LEVELS
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, run
from .test_cut_text import cuts_seen
from .test_scenes import drive_to
from .texts import inked_texts, overlaps

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct, lang) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES
         for lang in i18n.LANGUAGES]


def save_both() -> None:
    """A Koi-Koi match saved at its third round, and a game of Go-Stop of three."""
    savegame.save(drive_to(lambda m: m.round_no >= 3, seed=2), "hard")
    game = MR.GAMES["gostop"]
    state, _ = game.new(game.load_rules("gostop-brazilian", {"match.most_players": 3}), 4, 3)
    savegame.SLOTS["gostop"].save(state, "normal")


# the title's states: (the game chosen, its preset chosen for a new match, saved games waiting)
STATES = [("koikoi", "nintendo", False), ("gostop", "matgo", False),
          ("koikoi", "nintendo", True), ("koikoi", "korean", True),  # Continue names the saved match's rules
          ("gostop", "gostop-brazilian", True), ("gostop", "matgo", True)]


def titles(app, prepare=lambda scene: None):  # noqa: ANN001
    """The title shown in each of ``STATES`` (``prepare`` given the scene
    before it is shown): each state and its scene, taken away after."""
    for game, preset, saved in STATES:
        which = "preset" if game == "koikoi" else "gostop_preset"
        app.ctx.change_settings(app.ctx.settings.replace(game=game, **{which: preset}), save=False)
        scene = TitleScene(app.ctx)
        if not saved:
            scene.waiting = {g: None for g in scene.waiting}
        prepare(scene)
        app.push(scene)
        run(app, 2)
        yield (game, preset, saved), scene
        app.pop(scene)


def not_whole(app, scene: TitleScene) -> list[str]:  # noqa: ANN001
    """The title painted afresh: each text it cut, and each drawn over another or past the window."""
    screen = pygame.Surface(app.ctx.layout.window)
    with cuts_seen() as cut:
        drawn = inked_texts(scene, lambda s: scene.draw_full(s))
    screen_rect = screen.get_rect()
    return [*cut, *overlaps(screen_rect, drawn)]


def longest_record(scene: TitleScene) -> None:
    """The record against every level of both games, with draws: the title's longest line."""
    scene.played = {key(level, g): Tally(played=12, won=5, drawn=2, best_round=9)
                    for level in LEVELS for g in ("koikoi", "gostop")}


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_every_text_of_the_title_is_drawn_whole(case):
    size, pct, lang = case
    save_both()
    with app_at(size, pct, lang) as app:
        found = []
        for (game, preset, saved), scene in titles(app, prepare=longest_record):
            found += [f"{game}, {preset}, {'saved' if saved else 'none saved'}: {f}" for f in not_whole(app, scene)]
        assert not found, "\n".join(found)
