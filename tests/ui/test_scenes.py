"""Every scene enters, updates and draws, headless."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from koikoi.ai.koikoi.agents import make_agent
from koikoi.games.common.cards import CARD_IDS
from koikoi.games.koikoi import game as M
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.actions import FLIP
from koikoi.games.koikoi.observation import observe
from koikoi.games.koikoi.rules import load_preset
from koikoi.games.koikoi.turn import Phase
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.how_to_play import RulesScene
from koikoi.ui.scenes.koikoi_prompt import KoiKoiScene
from koikoi.ui.scenes.match_end import MatchEndScene
from koikoi.ui.scenes.pause import PauseScene
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.scenes.title import TitleScene
from koikoi.ui.koikoi.steps import steps_for
from koikoi.ui.koikoi.table import TableScene

from .agreement import koikoi_disagreements
from .conftest import click, key, run

# what the scenes do, not the card images: see the fixture
pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

RULES = load_preset("nintendo")


def drive_to(stop, seed: int = 1, rules=RULES):
    """A match played by two greedy agents until ``stop(match)`` holds."""
    agents = [make_agent("greedy", seed), make_agent("greedy", seed + 1)]
    m, _ = M.new_match(rules, seed)
    while not stop(m):
        who = m.to_move
        if m.round.over:
            m, _ = M.apply(m, M.legal_actions(m)[0])
            continue
        m, _ = M.apply(m, FLIP if who is None else agents[who].act(observe(m, who)))
    return m


def table_with(app, match) -> TableScene:
    play = TableScene(app.ctx, RULES, 1, "easy")
    play.timeline.clear()
    play.warm_list.clear()
    play.match = match
    play.sync()
    app.push(play)  # entered: laid out in its own zones (a Go-Stop table of three below it had redrawn some)
    play.stage.relayout(0)
    return play


def colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (160, 90))
    return len({small.get_at((x, y))[:3] for x in range(0, 160, 4) for y in range(0, 90, 4)})


def drew(app, frames: int = 5) -> bool:
    got = False
    for _ in range(frames):
        got |= bool(app.step(1 / 30))
    return got


def test_title(app):
    title = TitleScene(app.ctx)
    app.push(title)
    assert drew(app) and colours(app.screen) > 40
    assert [w.label for w in title.widgets[4:-1]] == ["New match", "How to play", "Settings", "History", "Quit"]
    assert title.widgets[-1] is title.language  # the language picker, in its corner
    click(title.history_button.rect.center)  # the statistics, and back
    run(app, 3)
    assert type(app.top).__name__ == "StatisticsScene" and app.top.game == "koikoi"
    key(pygame.K_ESCAPE)
    run(app, 3)
    assert app.top is title
    click(title.new_button.rect.center)
    run(app, 3)
    assert isinstance(app.top, TableScene) and not app.top.demo


def test_title_turns_to_attract_mode_when_left_alone(app):
    app.ctx.options.attract_after = 0.5
    app.push(TitleScene(app.ctx))
    run(app, 30)
    assert isinstance(app.top, TableScene) and app.top.demo and app.top.attract
    click((10, 10))
    run(app, 2)
    assert isinstance(app.top, TitleScene)


def test_play_deals_and_draws(app):
    play = TableScene(app.ctx, RULES, 3, "easy")
    app.push(play)
    assert drew(app)
    run(app, 600, until=lambda: play.idle)
    rnd = play.match.round
    for p in (0, 1):
        assert sorted(play.model.hands[p]) == sorted(c for c in range(48) if rnd.hands[p] >> c & 1)
    assert all(play.sprites[c].visible for c in play.model.hands[0])
    assert all(play.sprites[c].face == 1.0 for c in play.model.hands[0])
    assert all(play.sprites[c].face == 0.0 for c in play.model.hands[1])  # the CPU's cards stay hidden
    assert colours(app.screen) > 60


def test_koikoi_prompt(app):
    m = drive_to(lambda m: m.round.phase is Phase.KOIKOI and m.round.player == 0)
    play = table_with(app, m)
    run(app, 600, until=lambda: isinstance(app.top, KoiKoiScene))
    prompt = app.top
    assert isinstance(prompt, KoiKoiScene)
    prompt.invalidate()
    assert drew(app, 1)
    assert prompt.yaku and prompt.score.total == m.round.score_if_stopped(0).total
    key(pygame.K_k)
    run(app, 2)
    assert app.top is play and play.match.round.koikoi_calls[0] == 1


def test_summary_and_match_end(app):
    m = drive_to(lambda m: m.over)
    play = table_with(app, m)
    app.push(SummaryScene(app.ctx, play))
    assert drew(app)
    key(pygame.K_RETURN)
    run(app, 3)
    end = app.top
    assert isinstance(end, MatchEndScene)
    end.invalidate()
    assert drew(app, 1) and colours(app.screen) > 20
    click(end.again.rect.center)
    run(app, 2)
    assert isinstance(app.top, TableScene) and app.top is not play


def test_pause_resume_and_quit_to_the_title_which_offers_the_match_back(app):
    play = TableScene(app.ctx, RULES, 3, "easy")
    app.push(play)
    run(app, 3)
    key(pygame.K_ESCAPE)
    run(app, 2)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.invalidate()
    assert drew(app, 1)
    key(pygame.K_ESCAPE)  # resume
    run(app, 2)
    assert app.top is play
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top.buttons[3].label == "Save and quit to title"
    click(app.top.buttons[3].rect.center)
    run(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    assert app.top.continue_button is not None and app.top.saved.match == play.match


def test_settings_scene_changes_and_saves(app):
    from koikoi.storage import settings as S

    s = SettingsScene(app.ctx)
    app.push(s)
    assert drew(app)
    level = s.option_widgets["level"]
    click((level.value_rect.right - 5, level.rect.centery))
    run(app, 2)
    assert app.ctx.settings.level == "hard"
    assert S.load().settings.level == "hard"
    koikoi_limit = next(o for o in s.options if o.label.startswith("Koi-koi calls"))
    koikoi_limit.step(-1)  # 1 -> 0: koi-koi as often as you like
    assert dict(app.ctx.settings.rule_options) == {"play.koikoi_limit": 0}
    assert app.ctx.settings.rules().play.koikoi_limit == 0


def test_settings_turn_a_yaku_on_and_change_its_points(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    assert drew(app)
    godori = next(o for o in s.options if o.label == "Godori")
    godori.step(1)  # off -> on: a house rule the preset leaves out
    sanko = next(o for o in s.options if o.label == "Sanko points")
    sanko.step(1)  # 5 -> 6
    rules = app.ctx.settings.rules()
    assert rules.yaku_by_id("godori").points > 0
    assert rules.yaku_by_id("sanko").points == 6
    godori.step(-1)  # back to the preset's own: the option is dropped, not stored
    assert "yaku.godori.enabled" not in dict(app.ctx.settings.rule_options)


@pytest.mark.parametrize("preset", ["nintendo", "korean"])
def test_how_to_play_shows_every_yaku(app, preset):
    rules = load_preset(preset)
    scene = RulesScene(app.ctx, rules)
    app.push(scene)
    assert drew(app)
    assert scene.page is not None and scene.page.get_height() > app.screen.get_height()
    for y in rules.yaku:
        assert scene.example(y), y.id
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    run(app, 2)
    assert scene.scroll > 0


def test_window_resize_rerenders_cards_at_the_new_size(app):
    play = TableScene(app.ctx, RULES, 3, "easy")
    app.push(play)
    run(app, 600, until=lambda: play.idle)
    small = app.ctx.layout.card_size("player_hand")
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.on_resize((1600, 900))
    run(app, 60, until=lambda: play.idle and not any(s.moving for s in play.sprites))
    big = app.ctx.layout.card_size("player_hand")
    assert big[1] > small[1]
    card = play.model.hands[0][0]
    assert play.sprites[card].size() == big


def test_random_clicks_never_break_the_table(app):
    """Clicks anywhere, at any moment, leave a consistent table: every card
    in one place, and the table showing what the engine holds whenever it
    is still. Dialogs that open are answered, so the clicking goes on."""
    play = TableScene(app.ctx, RULES, 11, "easy")
    app.push(play)
    rng = random.Random(4)
    still = 0
    for _ in range(600):
        click((rng.randrange(1280), rng.randrange(720)))
        run(app, 1, dt=1 / 20)  # a frame (waiting, as a player would, while the computer thinks)
        if app.top is not play:
            key(pygame.K_RETURN)  # the dialog's first answer (stop, next round, swap...)
            run(app, 1, dt=1 / 20)
            continue
        assert R.cards_accounted(play.match.round)
        if play.idle and play.match.to_move == 0:
            assert koikoi_disagreements(play.model, play.match.round) == []
            still += 1
    assert still > 20 and play.actions_done > 10


@pytest.mark.parametrize("preset", ["fr-classic", "fr-variant", "korean", "brazilian", "koikoi-japan"])
def test_every_preset_plays_on_the_table(app, preset):
    """Two computer players on each rule set: rounds are dealt, played and
    summed up, and the table always matches the engine."""
    rules = load_preset(preset)
    play = TableScene(app.ctx, rules, 7, "easy", demo=True)
    app.push(play)
    start = play.match
    checked = 0
    for _ in range(6000):
        app.step(1 / 10)
        if app.top is play and play.idle and play.thinking_since is not None:
            # still, with a computer player thinking: the table shows what the engine holds
            assert koikoi_disagreements(play.model, play.match.round) == []
            checked += 1
        if app.ctx.worker.thinking or play.warming:
            time.sleep(0.002)
        if play.actions_done > 16 and checked >= 5:
            break
    assert play.actions_done > 16 and play.match is not start
    assert checked >= 5, "the table was never seen still between actions"


def test_quitting_from_the_title_asks_first(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    key(pygame.K_ESCAPE)
    run(app, 2)
    assert isinstance(app.top, ChoiceScene) and app.running
    key(pygame.K_ESCAPE)  # stay
    run(app, 2)
    assert app.top is title and app.running
    key(pygame.K_ESCAPE)
    run(app, 2)
    key(pygame.K_RETURN)  # quit
    run(app, 1)
    assert not app.running


def test_with_two_matches_you_click_the_one_to_take(app):
    from .test_choice_seen import koikoi_asked  # (a choice between cards alike is not asked)

    m = drive_to(lambda m: m.round.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP) and m.round.player == 0
                 and koikoi_asked(m.rules, m))
    play = table_with(app, m)
    run(app, 600, until=lambda: play.human_turn() and play.prompted)
    targets = sorted(c for c in range(48) if (m.round.field >> c) & 1 and c // 4 == m.round.pending // 4)
    assert len(targets) == 2
    assert {c for c in range(48) if play.sprites[c].glow is not None} == set(targets)
    pick = targets[1]
    click(play.sprites[pick].rect().center)
    run(app, 1)
    captured = play.match.round.captures[0]
    assert (captured >> pick) & 1 and (captured >> m.round.pending) & 1
    assert not (captured >> targets[0]) & 1


def test_the_opponents_koikoi_is_seen_and_heard(app):
    from koikoi.games.koikoi.turn import KoiKoiCalled

    play = TableScene(app.ctx, RULES, 3, "easy")
    app.push(play)
    play.timeline.clear()
    play.timeline.extend(steps_for(play, KoiKoiCalled(1, 1)))
    run(app, 2)
    assert play.banner.up and play.banner.text == "Koi-Koi!" and play.banner.big
    assert app.ctx.audio.played[-1] == "koikoi"
    assert "CPU" in play.banner.sub


def test_settings_from_the_pause_menu_apply_to_the_table(app):
    play = TableScene(app.ctx, RULES, 3, "easy")
    app.push(play)
    run(app, 600, until=lambda: play.idle and play.match.round.hands[0])
    key(pygame.K_ESCAPE)
    run(app, 2)
    click(app.top.buttons[1].rect.center)  # Settings
    run(app, 2)
    settings = app.top
    assert isinstance(settings, SettingsScene) and settings.in_game
    corner = next(w for w in settings.widgets if getattr(w, "label", "") == "Card corner numbers")
    click((corner.value_rect.right - 5, corner.rect.centery))
    run(app, 2)
    assert app.ctx.settings.card_indices is False and app.ctx.assets.card_indices is False
    key(pygame.K_ESCAPE)  # done
    run(app, 2)
    key(pygame.K_ESCAPE)  # resume
    run(app, 60, until=lambda: play.idle)
    assert app.top is play
    card = play.model.hands[0][0]
    size = play.sprites[card].size()
    # the table now shows the card rendered without its corner number
    assert (CARD_IDS[card], *size, False) in app.ctx.assets._cards


def test_the_wheel_scrolls_the_options_without_changing_them(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    assert drew(app)
    over = s.list_rect.center
    for button in (5, 5, 5, 4):  # the X11 wheel arrives as buttons 4 and 5 too
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=over))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=over))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    run(app, 3)
    assert s.scroll > 0
    assert dict(app.ctx.settings.rule_options) == {}


@pytest.mark.parametrize("seed,word", [(305, "Teshi!"), (106, "Kuttsuki!")])
def test_a_round_won_at_the_deal_is_announced_at_the_table(app, seed, word):
    """Match seeds whose first deal hands someone four of a month (305) or
    four pairs (106): the table says so before the summary comes up."""
    from koikoi.ui.words import reason_text

    play = TableScene(app.ctx, RULES, seed, "easy")
    result = play.match.round.result
    assert play.match.round.over and result.reason == word.strip("!").lower()
    app.push(play)
    said = set()
    scores_while_dealing = set()

    def summary_up() -> bool:
        if play.banner.up:
            said.add((play.banner.text, play.banner.sub))
        if play.dealing:
            scores_while_dealing.add(play.shown_scores())
        return isinstance(app.top, SummaryScene)

    run(app, 900, until=summary_up)
    assert (word, reason_text(result, play.short, play.person)) in said
    assert isinstance(app.top, SummaryScene)
    # the points were not shown before the deal was over; then they were
    assert scores_while_dealing == {play.match.round.scores}
    assert play.shown_scores() == play.match.scores != play.match.round.scores
    if result.winner == 1:  # the CPU's winning hand is shown face up
        assert all(play.sprites[c].face == 1.0 for c in play.model.hands[1])


def test_a_match_file_dropped_on_the_title_is_replayed_or_refused_by_name(app, tmp_path):
    import json

    from koikoi.storage import sharing
    from tests.games.test_matchrecord import played

    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    path = sharing.export(played("gostop", "matgo", 2, 3), 1, tmp_path)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    run(app, 3)
    assert type(app.top).__name__ == "GostopReplayScene" and app.top.replaying
    key(pygame.K_ESCAPE)
    run(app, 3)
    assert app.top is title
    data = json.loads(path.read_text())
    data["level"] = "hard"
    path.write_text(json.dumps(data))
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    run(app, 3)
    assert app.top is title
    assert any(path.name in n and "check does not match" in n for n in app.ctx.notices)
