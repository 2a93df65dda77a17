"""The title's Game choice stands still when the game changes (issue 39):
a saved match waits in one game and not the other, and choosing the other
took Continue and the saved match's lines away (or brought them): the box
was laid out again around them, its top and width moved, the big name
changed size, and a second quick click on the Game choice's arrow, the
mouse at rest, was ignored or landed on another control.

Audited in every language, at both window sizes and each text size, with
no saved match, one in either game, and one in each: whichever game is
chosen, with its match waiting or not, the Game choice keeps its rect, the
box its top and width and the big name its size. And, played as a person
does, two quick clicks on the Game choice's arrow go to the other game and
back."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, click, run
from .test_title_round_continued import saves

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

CASES = [(size, pct) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW) for pct in S.TEXT_SIZES]
IDS = [f"{s[0]}x{s[1]}-{p}%" for s, p in CASES]
GAMES = ("koikoi", "gostop")
WAITING = [((), 2), (("koikoi",), 2), (("gostop",), 2), (("gostop",), 3), (("koikoi", "gostop"), 2)]


def saved(game: str, players: int = 2) -> savegame.Saved:
    """A match of ``game`` a few moves in (a Go-Stop table of three: its line on where it stands is the longest)."""
    state = next(state for state, _over, _n in saves(game, 3))
    if players == 3:
        rules = MR.GAMES[game].load_rules("gostop-brazilian")
        state = MR.GAMES[game].new(rules, 3, 3)[0]
    return savegame.Saved(state, "normal")


def waiting(games: tuple[str, ...], players: int = 2) -> dict[str, savegame.Saved | None]:
    return {g: saved(g, players if g == "gostop" else 2) if g in games else None for g in GAMES}


def frame(title: TitleScene) -> tuple:  # noqa: ANN001
    """What must not move when the game changes: the Game choice, the box's top and width, the big name's size."""
    return tuple(title.game.rect), tuple(title.game.value_rect), title.box.topleft, title.box.w, title.title_size


@pytest.mark.parametrize("size, pct", CASES, ids=IDS)
def test_the_game_choice_stands_still_whichever_game_and_saved_match(size, pct):
    moved = []
    with app_at(size, pct, "en") as app:
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 2)
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for games, players in WAITING:
                title.waiting = waiting(games, players)
                seen = {}
                for game in GAMES:
                    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
                    title.place()
                    assert (title.continue_button is not None) == (game in games)
                    seen[game] = frame(title)
                if len(set(seen.values())) > 1:
                    moved.append(f"{lang}, saved {games or 'none'} ({players} players): {seen}")
    assert not moved, "\n".join(moved)


@pytest.mark.parametrize("size, pct, lang", [(S.MIN_WINDOW, 150, "pt_BR"), (S.MIN_WINDOW, 150, "ja"),
                                             (S.DEFAULT_WINDOW, 100, "en")])
@pytest.mark.parametrize("games", [("koikoi",), ("gostop",)])
def test_two_quick_clicks_on_the_game_choice_go_there_and_back(size, pct, lang, games):
    with app_at(size, pct, lang) as app:
        for game in GAMES:
            app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
            title = TitleScene(app.ctx)
            title.waiting = waiting(games)
            app.clear_to(title)
            title.place()
            run(app, 3)
            v = title.game.value_rect
            at = (v.right - 6, v.centery)  # the right arrow
            click(at)
            run(app, 1)
            assert app.ctx.settings.game != game, "the first click changes the game"
            click(at)  # at once, the mouse where it was
            run(app, 1)
            assert app.ctx.settings.game == game, f"{game}: the second quick click did not bring it back"
            assert tuple(title.game.value_rect) == tuple(v)
