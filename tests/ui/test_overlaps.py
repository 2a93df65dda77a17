"""Every screen at every text size (issue 30's 100, 125 and 150%) at the
smallest window, in the languages of the longest words: no text's letters
over another's, and none past the window's edge. (test_sizes holds each
text inside the box it is drawn in; this holds the lines apart, which a
layout placing lines at fixed offsets breaks once the text grows.)

What is compared is where each text's ink shows in the window, followed
through the panels it is drawn into; a dialog is looked at alone, over a
picture of the scene beneath it (the dimmed table under it is looked at
on its own)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from koikoi import i18n
from koikoi.ai.gostop.agents import make_gostop_agent
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import CUP_AS_PLAIN
from koikoi.games.gostop.observation import observe as observe_gostop
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase
from koikoi.games.gostop.turn import apply as gostop_apply
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.i18n import _
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.matches import MatchesScene
from koikoi.ui.scenes.pause import GostopPauseScene, PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.statistics import StatisticsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.table.replay import ReplayTable
from koikoi.ui.window import MIN_WINDOW
from tests.games.gostop.test_standard import cup_turn

from ..games.test_matchrecord import played
from .conftest import app_at, run
from .test_scenes import drive_to
from .test_statistics import fill, opened
from .texts import inked_texts, overlaps

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
RULES = load_preset("nintendo")

# Every language at 150%; at 125% and 100% English and the longer French
# and Japanese; the default window at 150% in English and French.
CASES = [*((MIN_WINDOW, code, 150) for code in i18n.LANGUAGES),
         *((MIN_WINDOW, code, pct) for pct in (125, 100) for code in ("en", "fr", "ja")),
         *((S.DEFAULT_WINDOW, code, 150) for code in ("en", "fr"))]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[1]}-{c[0][0]}x{c[0][1]}-{c[2]}%")
def app(request):
    size, lang, text_size = request.param
    with app_at(size, text_size, lang) as a:
        yield a


def check(app) -> None:
    """The top scene repainted whole: its texts apart and inside the window."""
    top = app.top
    for scene in app.stack:
        if hasattr(scene, "canvas"):  # a table: its decals painted again, so that their texts are seen
            scene.canvas.decals.clear()
        for block in getattr(scene, "blocks", []):
            block.image = None
    paint = top.draw_full
    if top.overlay and top.below is not None:
        under = pygame.Surface(app.ctx.layout.window)
        top.below.draw_full(under)
        below = top.below

        def paint(screen):  # noqa: F811
            below.draw_full = lambda s: s.blit(under, (0, 0))
            try:
                top.draw_full(screen)
            finally:
                del below.draw_full

    drawn = inked_texts(top, paint)
    assert drawn, "nothing was drawn"
    found = overlaps(pygame.Rect((0, 0), app.ctx.layout.window), drawn)
    assert not found, f"{type(top).__name__}:\n" + "\n".join(found)


def settle(app, table, until=None) -> None:
    run(app, 600, until=until or (lambda: table.human_turn() and table.prompted and not table.banner.left))


def table_mid_round(app) -> TableScene:
    m = drive_to(lambda m: m.round.hands[HUMAN].bit_count() <= 4 and m.round.phase is Phase.PLAY
                 and m.round.player == HUMAN, seed=3)
    play = TableScene(app.ctx, RULES, None, "normal", resume=m)
    app.push(play)
    settle(app, play)
    return play


def test_the_title(app):
    app.push(TitleScene(app.ctx))
    run(app, 3)
    check(app)


def test_the_title_with_a_saved_match_and_a_notice(app):
    savegame.save(drive_to(lambda m: m.round_no >= 3, seed=2), "hard")
    app.ctx.notices.append(_("settings.json: sfx_volume = 'loud': must be a number from 0 to 1; using 0.8"))
    app.push(TitleScene(app.ctx))
    run(app, 3)
    check(app)


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_settings_and_how_to_play(app, game):
    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
    settings = SettingsScene(app.ctx)
    app.push(settings)
    run(app, 2)
    check(app)
    settings.bar.scroll_to(settings.bar.max_offset)
    run(app, 2)
    check(app)
    app.push(RulesScene(app.ctx, app.ctx.settings.rules() if game == "koikoi" else app.ctx.settings.gostop_rules()))
    run(app, 2)
    check(app)


def test_the_table_the_pause_and_the_match_end(app):
    play = table_mid_round(app)
    check(app)
    app.push(PauseScene(app.ctx, play))
    run(app, 2)
    check(app)
    app.pop(app.top)
    m = drive_to(lambda m: m.over, seed=4)
    app.push(MatchEndScene(app.ctx, TableScene(app.ctx, RULES, None, "normal", resume=m)))
    run(app, 2)
    check(app)


def test_the_koikoi_prompt_and_the_round_summary(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN, seed=1)
    app.push(TableScene(app.ctx, RULES, None, "normal", resume=m))
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    assert isinstance(app.top, KoiKoiScene)
    app.top.advice = _("Hint: the computer would call koi-koi here and play on.")
    check(app)
    m = drive_to(lambda m: m.round.over and m.round.result.score is not None, seed=5)
    app.push(TableScene(app.ctx, RULES, None, "normal", resume=m))
    run(app, 600, until=lambda: isinstance(app.top, SummaryScene))
    assert isinstance(app.top, SummaryScene)
    check(app)


def test_go_or_stop_and_the_go_stop_table(app):
    hand, _events = gostop_apply(cup_turn()[0], CUP_AS_PLAIN)  # the person's 7 points: Go or Stop
    g, _events = G.new_game(hand.rules, 0)
    table = app.ctx.screens.gostop_table(hand.rules, None, "easy", resume=dataclasses.replace(g, hand=hand))
    app.push(table)
    run(app, 400, until=lambda: isinstance(app.top, ChoiceScene))
    assert isinstance(app.top, ChoiceScene)
    check(app)
    app.pop(app.top)
    app.pop(table)
    table = app.ctx.screens.gostop_table(load_gostop("matgo"), 11, "easy")
    app.push(table)
    settle(app, table)
    check(app)
    app.push(GostopPauseScene(app.ctx, table))
    run(app, 2)
    check(app)


@pytest.mark.parametrize("players", [2, 3])
def test_a_go_stop_hand_s_summary_and_its_table(app, players):
    rules = load_gostop("matgo", {"match.most_players": players})
    g, _events = G.new_game(rules, 0, players)
    agents = [make_gostop_agent("easy", p) for p in range(players)]
    while not (g.hand.phase is GostopPhase.OVER and g.hand.result.reason == "stop" and g.hand_no >= 2):
        h = g.hand
        g, _events = G.apply(g, G.NEXT if h.phase is GostopPhase.OVER
                             else agents[h.player].act(observe_gostop(h, h.player, g.plays)))
    table = app.ctx.screens.gostop_table(rules, None, "easy", resume=g)
    app.push(table)
    run(app, 600, until=lambda: isinstance(app.top, GostopSummaryScene))
    assert isinstance(app.top, GostopSummaryScene)
    check(app)
    app.top.next()
    settle(app, table)
    check(app)


def test_the_statistics_and_the_matches(app):
    for game, preset in (("koikoi", "nintendo"), ("gostop", "matgo")):
        fill(app, game, preset, ("easy", "hard"))
    for scene in (StatisticsScene(app.ctx, "koikoi"), StatisticsScene(app.ctx, "gostop"),
                  MatchesScene(app.ctx, "koikoi"), MatchesScene(app.ctx, "gostop")):
        opened(app, scene)
        if isinstance(scene, MatchesScene):
            scene.pick(0)
        for offset in (0, 10_000):
            if isinstance(scene, StatisticsScene):
                scene.bar.scroll_to(offset)
            check(app)
        app.pop(scene)


@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 3)])
def test_a_replay(app, game, preset, players):
    table = app.ctx.screens.replay(played(game, preset, players, 1), "test", at=12)
    assert isinstance(table, ReplayTable)
    app.push(TitleScene(app.ctx))
    app.push(table)
    run(app, 60, until=lambda: table.idle)
    check(app)


@pytest.mark.parametrize("game", ["koikoi", "gostop"])
def test_every_lesson_of_the_guided_match(app, game):
    """Each lesson, taken up where it is given (as after leaving there), over its table; and the table itself."""
    from koikoi.games.guides import TEACHERS
    from koikoi.games.lessons import course, shipped
    from koikoi.ui.scenes.lesson import LessonScene

    taught = course(TEACHERS[game], shipped(game, TEACHERS[game].taught[0]))
    app.ctx.change_settings(app.ctx.settings.replace(game=game), save=False)
    for n in range(len(taught.cues)):
        app.ctx.change_settings(app.ctx.settings.replace(**{f"guided_{game}": n}), save=False)
        app.ctx.screens.guided()
        table = app.top
        run(app, 600, until=lambda: isinstance(app.top, LessonScene))
        assert app.top.number == n + 1
        check(app)
        if n == 1:  # the table beneath, its status line saying the move to make
            app.top.go_on()
            settle(app, table, until=lambda t=table: t.human_turn() and t.prompted)
            check(app)


def test_how_to_play_from_the_title_and_the_first_start_s_question(app):
    app.push(RulesScene(app.ctx, RULES, lambda: None))
    run(app, 2)
    check(app)
    app.push(app.ctx.screens.offer_guide())
    run(app, 2)
    check(app)
