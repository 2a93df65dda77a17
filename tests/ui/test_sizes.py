"""Every scene in every language, at the smallest window and the default
one: no text in lines under 12 px, no text running out of the box it is
drawn in, and (in the "marked" language) no word drawn that did not come
through the catalogs. The words a test itself puts on screen go through
``_`` too, so they are marked like the game's."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.ai.gostop.agents import make_gostop_agent
from koikoi.games.common.seats import HUMAN
from koikoi.games.gostop import game as G
from koikoi.games.gostop.actions import FLIP
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.state import Phase as GostopPhase, Stole
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.i18n import _
from koikoi.storage import savegame
from koikoi.storage import settings as S
from koikoi.ui.gostop.movelog import GostopMoveLog
from koikoi.ui.gostop_words import seat_names
from koikoi.ui.scenes.dialog import confirm
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.scenes.pause import PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.window import MIN_WINDOW

from .conftest import make_app, run
from .test_scenes import drive_to
from .texts import problems, record_texts, speak_marked, untranslated

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
RULES = load_preset("nintendo")
# Every language at the smallest window and the default one; English at a
# large one too; and "marked", where every word the catalogs give is marked,
# so a word drawn without its mark never went through them.
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE and i18n.catalog_path(code).is_file()]
# The largest text size (150%) too: at the smallest window and the default
# one, in English and in Japanese (the widest glyphs).
CASES = [(MIN_WINDOW, "en", 100), (S.DEFAULT_WINDOW, "en", 100), ((1920, 1080), "en", 100),
         (MIN_WINDOW, "marked", 100),
         *((size, code, 100) for code in TRANSLATED for size in (MIN_WINDOW, S.DEFAULT_WINDOW)),
         (MIN_WINDOW, "en", 150), (S.DEFAULT_WINDOW, "en", 150), (MIN_WINDOW, "ja", 150)]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[1]}-{c[0][0]}x{c[0][1]}" + (f"-{c[2]}%" if c[2] != 100 else ""))
def sized(request, monkeypatch):
    size, lang, text_size = request.param
    app = make_app(S.Settings(animation_speed=4.0, text_size=text_size), size=size)
    if lang == "marked":
        speak_marked(monkeypatch)
    else:
        i18n.set_language(lang)
    app.lang = lang
    yield app
    app.ctx.worker.shutdown()
    pygame.quit()


def texts_of(app, monkeypatch):
    """Every text of a full repaint of the top scene (and the table under a dialog)."""
    top = app.top

    def paint(screen):
        for scene in app.stack:
            if isinstance(scene, TableScene):
                scene.canvas.decals.clear()
                scene.banner.forget()
        top.draw_full(screen)

    return record_texts(top, monkeypatch, paint)


def check(app, monkeypatch) -> None:
    texts = texts_of(app, monkeypatch)
    assert texts, "nothing was drawn"
    found = problems(app.top, texts)
    assert not found, "\n".join(found)
    if app.lang == "marked":
        missed = untranslated(texts)
        assert not missed, "drawn without the catalogs:\n" + "\n".join(missed)


def table_mid_round(app) -> TableScene:
    m = drive_to(lambda m: m.round.hands[HUMAN].bit_count() <= 4 and m.round.phase is Phase.PLAY
                 and m.round.player == HUMAN, seed=3)
    play = TableScene(app.ctx, RULES, None, "normal", resume=m)
    app.push(play)
    run(app, 600, until=lambda: play.human_turn() and play.prompted and not play.banner.left)
    return play


def test_the_title_with_a_saved_match_and_a_notice(sized, monkeypatch):
    m = drive_to(lambda m: m.round_no >= 3, seed=2)
    savegame.save(m, "hard")
    sized.ctx.notices.append(_("settings.json: sfx_volume = 'loud': must be a number from 0 to 1; using 0.8"))
    sized.push(TitleScene(sized.ctx))
    run(sized, 3)
    check(sized, monkeypatch)


def test_the_table_with_a_card_pointed_at_a_banner_and_a_problem(sized, monkeypatch):
    play = table_mid_round(sized)
    hand = play.model.hands[HUMAN][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=play.sprites[hand].rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run(sized, 2)
    assert play.pointer.pointed == hand
    play.say(_("No koi-koi left"), _("You made Tanzaku and Kasu. Each player may call koi-koi once a round, and "
             "that is used up: the round ends and the yaku score."), big=True)
    sized.ctx.problems["match"] = _("Your match cannot be saved in /home/player/.local/share/koikoi (Read-only "
                                    "file system); the game keeps trying.")
    check(sized, monkeypatch)


def test_the_move_log(sized, monkeypatch):
    play = table_mid_round(sized)
    sized.push(MovesScene(sized.ctx, play.log, play.names))
    run(sized, 2)
    check(sized, monkeypatch)


def test_the_go_stop_move_log_at_a_table_of_three(sized, monkeypatch):
    """Go-Stop's longest lines: three players, steals between them, ppuk piles."""
    rules = load_gostop("matgo", {"match.most_players": 3})
    game, events = G.new_game(rules, 0, 3)
    log = GostopMoveLog(lambda: seat_names(3), HUMAN, lambda: game)
    log.add(events)
    agents = [make_gostop_agent("easy", p) for p in range(3)]
    between: list[object] = []  # plains the computer players take from each other
    while len(log.moves) < 30 and game.hand.phase is not GostopPhase.OVER:
        h = game.hand
        action = FLIP if h.phase is GostopPhase.FLIP else agents[h.player].act(observe(h, h.player, game.plays))
        game, events = G.apply(game, action)
        log.add(events)
        between += [ev for ev in events if isinstance(ev, Stole) and ev.player and ev.victim]
    assert between, "the longest line: a steal between the computer players"
    sized.push(MovesScene(sized.ctx, log, seat_names(3)))
    run(sized, 2)
    check(sized, monkeypatch)


def test_the_koikoi_prompt(sized, monkeypatch):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == HUMAN, seed=1)
    play = TableScene(sized.ctx, RULES, None, "normal", resume=m)
    sized.push(play)
    run(sized, 600, until=lambda: isinstance(sized.top, KoiKoiScene))
    assert isinstance(sized.top, KoiKoiScene)
    sized.top.advice = _("Hint: the computer would call koi-koi here and play on.")
    check(sized, monkeypatch)


def test_the_round_summary(sized, monkeypatch):
    m = drive_to(lambda m: m.round.over and m.round.result.score is not None, seed=5)
    play = TableScene(sized.ctx, RULES, None, "normal", resume=m)
    sized.push(play)
    run(sized, 600, until=lambda: isinstance(sized.top, SummaryScene))
    assert isinstance(sized.top, SummaryScene)
    check(sized, monkeypatch)


def test_the_pause_menu_and_a_question(sized, monkeypatch):
    play = table_mid_round(sized)
    sized.push(PauseScene(sized.ctx, play))
    run(sized, 2)
    check(sized, monkeypatch)
    sized.push(confirm(sized.ctx, _("Start a new match?"), _("The match you left (round 4 of 12, Normal) will count "
                       "as a loss in your record."), _("New match"), lambda: None, _("Keep it")))
    run(sized, 2)
    check(sized, monkeypatch)


def test_the_match_end(sized, monkeypatch):
    m = drive_to(lambda m: m.over, seed=4)
    play = TableScene(sized.ctx, RULES, None, "normal", resume=m)
    sized.push(MatchEndScene(sized.ctx, play))
    run(sized, 2)
    check(sized, monkeypatch)


@pytest.mark.parametrize("game, preset", [("koikoi", "nintendo"), ("koikoi", "korean"), ("gostop", "matgo"),
                                          ("gostop", "gostop-brazilian")])
def test_settings_and_how_to_play(sized, monkeypatch, game, preset):
    kept = {"koikoi": "preset", "gostop": "gostop_preset"}[game]
    sized.ctx.change_settings(sized.ctx.settings.replace(game=game, **{kept: preset}), save=False)
    settings = SettingsScene(sized.ctx)
    sized.push(settings)
    run(sized, 2)
    check(sized, monkeypatch)
    settings.bar.scroll_to(settings.bar.max_offset)  # the yaku, at the list's end
    run(sized, 2)
    check(sized, monkeypatch)
    sized.push(RulesScene(sized.ctx, sized.ctx.settings.rules() if game == "koikoi" else
                          sized.ctx.settings.gostop_rules()))
    run(sized, 2)
    check(sized, monkeypatch)


def test_go_or_stop_with_its_hint(sized, monkeypatch):
    """Go-Stop's Go or Stop, its Hint button and its longer answer said, whole in every size and language."""
    from koikoi.ui.scenes.dialog import ChoiceScene

    from .test_prompt_hints import gostop_at_go_or_stop

    g = gostop_at_go_or_stop(5)
    play = sized.ctx.screens.gostop_table(g.rules, None, "easy", resume=g)
    sized.push(play)
    run(sized, 600, until=lambda: isinstance(sized.top, ChoiceScene))
    assert isinstance(sized.top, ChoiceScene) and sized.top.prompt_hint is not None
    sized.top.prompt_hint.advice = "Hint: the computer would call Stop here and take the points."
    check(sized, monkeypatch)
