"""The Go-Stop table through the real scenes: chosen on the title, a whole
hand played with synthetic clicks (the shake and bomb questions, the choice
between two cards, Go or Stop), the summary, the next hand; the picture
always agreeing with the engine."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from koikoi.ai.gostop.agents import GostopEasyAgent
from koikoi.games.gostop import deck
from koikoi.games.gostop import game as G
from koikoi.games.gostop.observation import observe
from koikoi.games.gostop.rules import load_gostop
from koikoi.games.gostop.saving import dump_game
from koikoi.games.gostop.state import HandState, Phase, cards_accounted
from koikoi.games.gostop.turn import month, threes
from koikoi.storage import settings as S
from koikoi.ui.app import App
from koikoi.ui.gostop.model import GostopModel
from koikoi.ui.layout import CARD_RATIO
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.scenes.dialog import ChoiceScene
from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.scenes.pause import GostopPauseScene

from .agreement import gostop_disagreements
from .conftest import click, key, make_app, run

# what the scenes do, not the card images: see the fixture
pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def sprite_at(table: GostopTableScene, card: int) -> tuple[int, int]:
    """A point on ``card`` as drawn, clear of the cards fanned over it."""
    r = table.sprites[card].rect()
    return r.x + 6, r.y + 6


def start(settings: S.Settings, seed: int = 11) -> tuple:
    app = make_app(settings)
    app.ctx.options.seed = seed  # the games the title starts are dealt from it
    app.push(app.ctx.screens.title())
    run(app, 5)
    title = app.top
    click(title.new_button.rect.center)
    run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
    return app, app.top


def landed(table: GostopTableScene, card: int) -> pygame.Rect:
    """Where ``card`` is going, as a rectangle."""
    x, y, h, _ = table.geometry.target(card)
    w = h * CARD_RATIO
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


def covered(table: GostopTableScene, cards: tuple[int, ...]) -> list[tuple[int, int]]:
    """The pairs (card, over it) where a card drawn above one of ``cards`` lies over it."""
    out = []
    for c in cards:
        r = landed(table, c)
        for o, s in enumerate(table.sprites):
            if o != c and s.visible and table.geometry.target(o) is not None and s.z > table.sprites[c].z \
                    and landed(table, o).colliderect(r):
                out.append((c, o))
    return out


@contextmanager
def taken_up(hand: HandState) -> Iterator[tuple[App, GostopTableScene]]:
    """A game of Go-Stop taken up at ``hand`` (laid out for a test), at a
    table in a window under the dummy driver, cards moving at top speed."""
    g, _ = G.new_game(hand.rules, 0)
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(hand.rules, None, "easy", resume=dataclasses.replace(g, hand=hand))
        app.push(table)
        yield app, table
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def banners(table: GostopTableScene) -> list[tuple[str, str]]:
    """What the table says in its banners from now on, (text, the line under it), as it says them."""
    said: list[tuple[str, str]] = []
    say = table.say

    def spy(text: str, sub: str = "", *rest: Any, **kw: Any) -> float:
        said.append((text, sub))
        return say(text, sub, *rest, **kw)

    table.say = spy  # type: ignore[method-assign]  # the table's own say, listened to
    return said


def play_by_clicks(app, table: GostopTableScene, hands: int, answer=lambda scene: 0, seed: int = 0) -> dict:
    """Play ``hands`` hands for the person by clicking the cards the easy
    player would pick and the buttons ``answer`` picks; what was seen."""
    seen: dict[str, int] = {"dialogs": 0, "go_stop": 0, "summaries": 0, "shake_or_bomb": 0, "choices": 0,
                            "checked": 0}
    chooser = GostopEasyAgent(seed)
    start_hand = table.game.hand_no
    for _ in range(6000):
        if table.game.hand_no >= start_hand + hands or app.top is None:
            break
        top = app.top
        if isinstance(top, GostopSummaryScene):
            seen["summaries"] += 1
            assert table.shown_scores() == table.game.scores  # the hand's points count once it is over
            click(top.next_button.rect.center)
            run(app, 2)
            continue
        if isinstance(top, ChoiceScene):
            seen["dialogs"] += 1
            if table.game.hand.phase is Phase.GO_STOP:
                seen["go_stop"] += 1
                assert "Stop now and you win" in top.text
            else:
                seen["shake_or_bomb"] += 1
            click(top.buttons[answer(top)].rect.center)
            run(app, 2)
            continue
        if top is not table:  # the game's over: its last summary went on to the match end
            assert table.game.over and type(top).__name__ == "GostopMatchEndScene"
            break
        run(app, 1)
        if not table.human_turn() or app.top is not table:
            continue
        h = table.game.hand
        assert gostop_disagreements(table.model, h) == [], gostop_disagreements(table.model, h)
        assert cards_accounted(h)
        seen["checked"] += 1
        action = chooser.act(observe(h, 0))
        if h.phase is Phase.PLAY:
            card = action.card
            if action.kind == "bomb":  # the bomb is asked for when one of its three is clicked
                card = action.card
            click(sprite_at(table, card))
        elif h.phase in (Phase.CHOOSE_HAND, Phase.CHOOSE_FLIP):
            seen["choices"] += 1
            assert {c for c in table.pointer.choice_order()} == {a.card for a in G.legal_actions(table.game)}
            assert not covered(table, tuple(table.pointer.choice_order())), "a card to choose from is covered"
            click(sprite_at(table, action.card))
        run(app, 2)
    return seen


def test_a_whole_hand_by_clicks_from_the_title(tmp_path):
    app, table = start(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="matgo"))
    try:
        assert isinstance(table, GostopTableScene)
        assert table.rules.name == "matgo"
        seen = play_by_clicks(app, table, hands=2)
        assert table.game.hand_no == 3, seen
        assert seen["summaries"] == 2 and seen["checked"] >= 4
        assert len(table.game.history) == 2
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_hand_against_hard_thinks_off_the_main_thread():
    """The level chosen on the title plays: hard's search runs on the
    worker, and the hand goes on to its summary."""
    app, table = start(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="matgo", level="hard"), 3)
    try:
        assert type(table.agents[1]).__name__ == "GostopHardAgent"
        seen = play_by_clicks(app, table, hands=1)
        assert seen["summaries"] == 1 and seen["checked"] >= 2, seen
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_three_players_from_the_title_play_hands_by_clicks():
    """A table of three, chosen on the title: two computer players across
    the top, each with its hand and captures in zones of its own, the
    picture agreeing with the engine at every turn, and each hand's summary
    saying what each loser pays."""
    settings = S.Settings(animation_speed=4.0, game="gostop", gostop_preset="gostop-brazilian", gostop_players=3)
    app = make_app(settings)
    app.ctx.options.seed = 8
    app.push(app.ctx.screens.title())
    run(app, 5)
    title = app.top
    assert title.players in title.widgets and title.rounds in title.widgets  # its match length, as Koi-Koi's
    assert title.players.value == 3
    click(title.new_button.rect.center)
    run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
    table = app.top
    try:
        assert table.players == 3 and table.game.players == 3
        assert sorted(table.agents) == [1, 2]
        lay = app.ctx.layout
        hands = [lay.rect(z) for z in ("player_hand", "opponent_hand", "second_opponent_hand")]
        piles = [lay.rect(z) for z in ("player_captures", "opponent_captures", "second_opponent_captures")]
        for i, r in enumerate(hands + piles):  # no zone of one seat lies over another's
            assert all(not r.colliderect(o) for o in (hands + piles)[i + 1:]), r
        run(app, 200, until=lambda: table.human_turn())
        for p in (1, 2):  # each computer player's cards lie in its own hand's zone
            assert table.model.hands[p], p
            assert all(hands[p].collidepoint(table.sprites[c].target[:2]) for c in table.model.hands[p])
        scores = []
        original = GostopSummaryScene.draw_content

        def noted(scene, surface):  # what each summary says each loser pays
            scores.append(list(scene.scores))
            original(scene, surface)

        GostopSummaryScene.draw_content = noted
        try:
            seen = play_by_clicks(app, table, hands=3)
        finally:
            GostopSummaryScene.draw_content = original
        assert seen["summaries"] >= 1 and seen["checked"] >= 6, seen
        for hand_scores in scores:
            assert len(hand_scores) in (0, 2)  # a stopped hand: a score against each of the two losers
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_game_is_saved_as_it_is_played_and_continued_from_the_title():
    """Leave mid-hand by the pause: the title offers Continue, with where
    the game stands; Continue takes up the same game, the picture agreeing
    with the engine; New match instead asks, and counts the left game as
    lost."""
    from koikoi.storage import savegame

    settings = S.Settings(animation_speed=4.0, game="gostop", gostop_preset="gostop-brazilian", level="normal",
                          gostop_players=3)
    app, table = start(settings)
    try:
        run(app, 400, until=lambda: table.human_turn())
        click(sprite_at(table, table.model.hands[0][0]))
        run(app, 3)
        if isinstance(app.top, ChoiceScene):  # a shake or bomb asked: just play
            click(app.top.buttons[-1].rect.center)
        run(app, 400, until=lambda: table.human_turn())
        left = dump_game(table.game)  # a hand's state compares by what it holds, as saved
        saved = savegame.GOSTOP.load().saved
        assert saved is not None and saved.level == "normal" and dump_game(saved.match) == left
        table.open_pause()
        run(app, 2)
        pause = app.top
        assert isinstance(pause, GostopPauseScene)
        assert [b.label for b in pause.buttons] == ["Resume", "Settings", "How to play", "Save and quit to title"]
        assert {keys for keys, _what, heading in pause.lines if not heading and keys} == {"1-7" if table.players == 3 else "1-9, 0", "1, 2", "← →, Enter", "H",
                                                                              "R", "M", "Y", "Enter, click", "S, Enter", "G",
                                                                              "1, 2, Enter", "W, P, Enter",
                                                                              "Esc", "Enter, Esc", "Tab, Shift+Tab",
                                                                              "Enter, Space, ← →", "F11"}
        click(pause.buttons[-1].rect.center)  # Save and quit to title
        run(app, 5)
        title = app.top
        assert type(title).__name__ == "TitleScene" and title.saved is not None
        assert title.continue_button in title.widgets
        said = title.saved_summary().replace("\u00a0", " ")  # a name and its points are held together
        assert "Hand 1" in said and "CPU 2: 0" in said
        click(title.continue_button.rect.center)
        run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
        again = app.top
        assert again is not table and dump_game(again.game) == left
        assert again.players == 3 and again.level == "normal"
        run(app, 400, until=lambda: again.human_turn())
        assert gostop_disagreements(again.model, again.game.hand) == []
        app.replace(app.ctx.screens.title())
        run(app, 3)
        title = app.top
        click(title.new_button.rect.center)  # a saved game waits: New match asks first
        run(app, 3)
        ask = app.top
        assert isinstance(ask, ChoiceScene) and "will count as a loss" in ask.text
        click(ask.buttons[0].rect.center)
        run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
        assert app.top.game.hand_no == 1 and dump_game(app.top.game) != left
        got = app.ctx.history.record()
        assert got["gostop:normal"].lost == 1 and "normal" not in got
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_pause_opens_go_stop_s_own_how_to_play():
    from koikoi.ui.scenes.how_to_play import RulesScene

    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(load_gostop("gostop-brazilian"), 4, "easy", players=3)
        app.push(table)
        run(app, 400, until=table.human_turn)
        table.open_pause()
        run(app, 2)
        click(app.top.buttons[2].rect.center)  # How to play
        run(app, 3)
        assert isinstance(app.top, RulesScene) and app.top.rules is table.rules
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_title_left_alone_on_go_stop_plays_go_stop_by_itself_and_keeps_nothing():
    from koikoi.storage import savegame

    app = make_app(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="gostop-brazilian", gostop_players=3))
    try:
        app.ctx.options.attract_after = 0.5
        app.push(app.ctx.screens.title())
        run(app, 30)
        table = app.top
        assert isinstance(table, GostopTableScene) and table.demo and table.attract and table.players == 3
        assert sorted(table.agents) == [0, 1, 2]  # the computer plays every seat
        run(app, 300)
        assert table.actions_done > 0  # it plays
        assert savegame.GOSTOP.load() == savegame.Found() and app.ctx.history.count() == 0
        click((10, 10))
        run(app, 2)
        assert type(app.top).__name__ == "TitleScene"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_broken_saved_game_is_set_aside_and_named_on_the_title():
    from koikoi.storage import savegame

    path = savegame.GOSTOP.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "koikoi-gostop-in-progress", "version": 1, "level": "easy", "game": {"seed": 1}}')
    app = make_app(S.Settings(game="gostop"))
    try:
        app.push(app.ctx.screens.title())
        run(app, 3)
        assert app.top.saved is None and not path.exists()
        said = " ".join(app.ctx.notices)
        assert "saved game of Go-Stop" in said and str(path) in said and ".bad-" in said
        assert next(path.parent.glob("gostop.json.bad-*")).read_text().startswith('{"format"')
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_matgo_is_the_game_of_two_whatever_the_players_setting():
    """Matgo means Go-Stop for two: with it, the title's Players choice is
    off, shows two, and New match deals two, though three were chosen."""
    app, table = start(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="matgo", gostop_players=3))
    try:
        assert table.players == 2 and table.game.players == 2
        app.replace(app.ctx.screens.title())
        run(app, 3)
        title = app.top
        assert not title.players.enabled and title.players.value == 2
        title.set_preset("gostop-brazilian")
        assert title.players.enabled and title.players.value == 3
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_leaving_a_table_of_three_lays_the_next_table_out_for_two():
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        three = app.ctx.screens.gostop_table(load_gostop("matgo"), 4, "easy", players=3)
        app.push(three)
        run(app, 3)
        assert app.ctx.layout.has("second_opponent_hand")
        app.replace(app.ctx.screens.gostop_table(load_gostop("matgo"), 4, "easy"))
        run(app, 3)
        assert not app.ctx.layout.has("second_opponent_hand")
        assert app.ctx.layout.rect("opponent_hand").w > app.ctx.layout.rect("field").w * 0.7
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("preset, seed", [("matgo", 11), ("gostop-brazilian", 5)])
def test_hands_of_each_preset_meet_every_question(preset, seed):
    """Several hands of each preset: the person is asked Go or Stop, to
    shake or bomb, and to choose between two cards, and answers each by a
    click; the picture agrees with the engine at every turn."""
    app, table = start(S.Settings(animation_speed=4.0, game="gostop", gostop_preset=preset), seed)
    try:
        rng = random.Random(5)
        seen = play_by_clicks(app, table, hands=6, answer=lambda scene: rng.randrange(len(scene.buttons)))
        # a summary for each hand played (a hand won at the deal is over as it is dealt)
        assert seen["summaries"] == 6 or table.game.over
        assert len(table.game.history) >= seen["summaries"]
        assert seen["go_stop"] >= 1, seen
        if preset == "matgo":  # the seed's rules pile a dealt pair, so its hands offer fewer choices
            assert seen["choices"] >= 1, seen
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_display_model_mends_to_every_position_of_random_games():
    """After every action of random games, a model mended from where it was
    agrees with the engine: hands, captures, the field's month piles, the deck."""
    for preset in ("matgo", "gostop-brazilian"):
        rules = load_gostop(preset)
        for seed in range(12):
            g, _ = G.new_game(rules, seed, players=2)
            model = GostopModel(2)
            rng = random.Random(seed)
            while not g.over:
                g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
                model.mend(g.hand)
                assert gostop_disagreements(model, g.hand) == []
                for mo in range(1, 13):
                    if g.hand.held[mo] >= 0:  # a ppuk pile shows its three cards in one place
                        slot = model.month_slot(mo)
                        assert slot is not None and len(model.pile(slot)) >= 2


def test_the_model_names_what_it_shows_wrongly():
    rules = load_gostop("matgo")
    g, _ = G.new_game(rules, 3, players=2)
    model = GostopModel(2)
    model.mend(g.hand)
    card = model.hands[0][0]
    model.hands[0].remove(card)
    model.hands[1].append(card)
    found = gostop_disagreements(model, g.hand)
    assert any(text.startswith("hand 0 shows") for text in found)
    assert any(text.startswith("hand 1 shows") for text in found)


def test_bonus_cards_have_faces_and_no_month_index():
    app = make_app()
    try:
        a = app.ctx.assets
        for card in range(deck.FIRST_BONUS, deck.FIRST_BONUS + len(deck.BONUS_IDS)):
            assert a.card_name(card) == deck.IDS[card]
            assert a._key(card, (60, 98))[3] == 0  # no month to show
            assert a.card(card, (60, 98)).get_size() == (60, 98)
    finally:
        pygame.quit()


def test_korean_month_order_on_the_cards_is_a_setting():
    """With the setting on, a Go-Stop table numbers paulownia 11 and willow 12
    (Korean decks); the cards are cached apart, and Koi-Koi keeps its own order."""
    from koikoi.games.common.cards import BY_ID
    from koikoi.ui.assets import month_number

    willow, paulownia = BY_ID["willow-rainman"].index, BY_ID["paulownia-phoenix"].index
    assert (month_number(willow), month_number(paulownia)) == (11, 12)
    assert (month_number(willow, korean=True), month_number(paulownia, korean=True)) == (12, 11)
    assert month_number(BY_ID["pine-crane"].index, korean=True) == 1
    app = make_app(S.Settings(animation_speed=4.0, korean_months=True))
    try:
        table = app.ctx.screens.gostop_table(load_gostop("matgo"), 1)
        app.push(table)
        run(app, 2)
        a = app.ctx.assets
        assert a._key(willow, (60, 98))[3] == 2
        a.set_korean_months(False)
        assert a._key(willow, (60, 98))[3] == 1
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_title_offers_go_stop_with_its_own_presets_and_levels():
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        app.push(app.ctx.screens.title())
        run(app, 3)
        title = app.top
        assert "matgo" not in title.preset.values
        title.set_game("gostop")
        run(app, 2)
        title = app.top
        assert app.ctx.settings.game == "gostop"
        assert list(title.preset.values) == ["matgo", "gostop-brazilian"]
        assert list(title.level.values) == ["easy", "normal", "hard"]
        assert title.rounds.enabled  # Go-Stop's match length is chosen on the title too (pt14)
        title.set_preset("gostop-brazilian")
        assert app.ctx.settings.gostop_preset == "gostop-brazilian"
        assert app.ctx.settings.preset == "nintendo"  # Koi-Koi's choice is kept
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("answer, kind", [(0, "shake"), (1, "play")])
def test_holding_three_of_a_month_asks_to_shake(answer, kind):
    """A click on one of three cards of a month in the hand asks first; the
    answer decides the action (shake, or play the card alone)."""
    rules = load_gostop("matgo")
    for seed in range(2000):
        g, _ = G.new_game(rules, seed, players=2)
        if g.hand.phase is Phase.PLAY and g.hand.player == 0:
            shake, bomb = threes(g.hand)
            if shake and not bomb:
                break
    else:
        pytest.fail("no deal with three of a month to shake")
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(rules, seed)
        app.push(table)
        run(app, 400, until=table.human_turn)
        card = next(c for c in table.model.hands[0] if month(c) == shake[0])
        click(sprite_at(table, card))
        run(app, 2)
        question = app.top
        assert isinstance(question, ChoiceScene) and question.title == "Shake?"
        click(question.buttons[answer].rect.center)
        run(app, 2)
        assert table.game.hand.shakes[0] == (1 if kind == "shake" else 0)
        assert not table.game.hand.hands[0] >> card & 1  # the card clicked is played
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_leaving_from_the_summary_s_menu_goes_back_to_the_title_alone():
    """Menu over the summary, then Leave the game: the title, with no table
    or summary left beneath it."""
    rules = load_gostop("matgo")
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(rules, 4)
        app.push(table)
        run(app, 400, until=table.human_turn)
        g, rng = table.game, random.Random(4)
        while g.hand.phase is not Phase.OVER:  # the hand played out in the engine
            g, _ = G.apply(g, rng.choice(G.legal_actions(g)))
        table.game = g
        table.summary_pending = True
        app.push(app.ctx.screens.gostop_summary(table))
        run(app, 2)
        click(app.top.menu_button.rect.center)
        run(app, 2)
        pause = app.top
        assert isinstance(pause, GostopPauseScene)
        leave = next(b for b in pause.buttons if b.label == "Save and quit to title")
        click(leave.rect.center)
        run(app, 2)
        assert [type(s).__name__ for s in app.stack] == ["TitleScene"]
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_rules_on_the_command_line_may_name_a_go_stop_preset():
    """``koikoi --rules gostop-brazilian``: New match deals Go-Stop under it,
    whatever game the settings chose."""
    app = make_app(S.Settings(animation_speed=4.0, game="koikoi"))
    try:
        app.ctx.options.rules = "gostop-brazilian"
        app.push(app.ctx.screens.title())
        run(app, 3)
        click(app.top.new_button.rect.center)
        run(app, 5, until=lambda: isinstance(app.top, GostopTableScene))
        assert isinstance(app.top, GostopTableScene) and app.top.rules.name == "gostop-brazilian"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_rules_on_the_command_line_may_name_a_go_stop_rule_file(tmp_path):
    """``koikoi --rules house.toml`` with a Go-Stop rule file: the title
    shows Go-Stop and the file's rules, fixed for the run, and New match
    deals under them."""
    house = tmp_path / "house.toml"
    house.write_text('extends = "matgo"\nname = "house"\ntitle = "House matgo"\n'
                     '[deal]\nfour_in_hand = "chongtong_or_play"\n', encoding="utf-8")
    app = make_app(S.Settings(animation_speed=4.0, game="koikoi"))
    try:
        app.ctx.options.rules = str(house)
        app.push(app.ctx.screens.title())
        run(app, 3)
        title = app.top
        assert title.game.value == "gostop" and not title.game.enabled
        assert title.preset_title(title.preset.value) == "House matgo" and not title.preset.enabled
        click(title.new_button.rect.center)
        run(app, 5, until=lambda: isinstance(app.top, GostopTableScene))
        table = app.top
        assert isinstance(table, GostopTableScene) and table.rules.name == "house"
        assert table.rules.deal.four_in_hand == "chongtong_or_play"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("answer", ["Win now", "Play on"])
def test_dealt_four_of_a_month_the_person_is_asked_to_win_at_once_or_play_on(answer):
    """Where the rules let the holder choose, the table asks after the
    deal; winning at once ends the hand with its summary, playing on keeps
    the four in hand and the hand goes on."""
    rules = load_gostop("matgo", {"deal.four_in_hand": "chongtong_or_play"})
    app = make_app(S.Settings(animation_speed=4.0))
    table = app.ctx.screens.gostop_table(rules, 133, "easy")  # seat 0 is dealt the four of a month
    app.push(table)
    try:
        run(app, 400, until=lambda: isinstance(app.top, ChoiceScene))
        ask = app.top
        assert isinstance(ask, ChoiceScene) and table.game.hand.phase is Phase.CHONGTONG
        assert "Win the hand now for 10 points, or keep them and play on?" in ask.text
        labels = [b.label for b in ask.buttons]
        assert labels[:2] == ["Win now", "Play on"]
        click(ask.buttons[labels.index(answer)].rect.center)
        if answer == "Win now":
            run(app, 400, until=lambda: isinstance(app.top, GostopSummaryScene))
            assert isinstance(app.top, GostopSummaryScene)
            assert app.top.subtitle() == "You were dealt all four cards of a month (chongtong) and won the hand at once."
            assert table.game.scores == (10, 0)
        else:
            run(app, 400, until=lambda: table.human_turn())
            h = table.game.hand
            assert h.phase is Phase.PLAY and h.player == 0 and table.game.scores == (0, 0)
            assert gostop_disagreements(table.model, h) == []
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_game_taken_up_at_a_hands_end_sums_what_each_loser_pays():
    """A game of three saved at a hand's end shows its summary again: the
    hand's points are every loser's payment (here one loser pays for both by
    go-bak), and each loser's line says who pays."""
    from koikoi.ai.gostop.agents import make_gostop_agent
    from koikoi.games.gostop.scoring import pays_for_all

    rules = load_gostop("matgo", {"match.most_players": 3})
    g, _ = G.new_game(rules, 0, 3)
    agents = [make_gostop_agent("easy", p) for p in range(3)]
    while not (g.hand.phase is Phase.OVER and g.hand.result.reason == "stop"
               and pays_for_all(rules, g.hand.result.winner, g.hand.go_calls) is not None):
        h = g.hand
        g, _ = G.apply(g, G.NEXT if h.phase is Phase.OVER else agents[h.player].act(observe(h, h.player, g.plays)))
    result = g.hand.result
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        table = app.ctx.screens.gostop_table(rules, None, "easy", resume=g)
        app.push(table)
        run(app, 600, until=lambda: isinstance(app.top, GostopSummaryScene))
        summary = app.top
        assert isinstance(summary, GostopSummaryScene)
        assert summary.hand_points() == sum(result.payments)
        payer = pays_for_all(rules, result.winner, g.hand.go_calls)
        assert [q for q, paid in enumerate(result.payments) if paid] == [payer]
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("answer, plain", [("Animal", False), ("Double plain", True)])
def test_the_sake_cup_is_asked_once_with_each_way_s_score_and_said(answer, plain):
    """A game saved as the person's sake cup first decides Go or Stop: the
    table asks how it counts, with the score each way; the answer is the
    engine's, and the table says it."""
    from koikoi.games.gostop.rules import CUP_ANIMAL, CUP_PLAIN

    from tests.games.gostop.test_standard import cup_turn

    with taken_up(cup_turn()[0]) as (app, table):
        run(app, 400, until=lambda: isinstance(app.top, ChoiceScene))
        ask = app.top
        assert isinstance(ask, ChoiceScene) and table.game.hand.phase is Phase.SAKE_CUP
        assert "as an animal (6 yaku points) or as a double plain (7 yaku points)" in ask.text
        labels = [b.label for b in ask.buttons]
        assert labels == ["Double plain", "Animal"], "the way that scores more (7 points) first, for Enter"
        said = banners(table)
        click(ask.buttons[labels.index(answer)].rect.center)
        run(app, 60, until=lambda: table.game.hand.phase is not Phase.SAKE_CUP)
        assert table.game.hand.cup == (CUP_PLAIN if plain else CUP_ANIMAL)
        words = "Sake cup: a double plain" if plain else "Sake cup: an animal"
        run(app, 200, until=lambda: words in [text for text, _sub in said])
        assert words in [text for text, _sub in said]


def test_the_last_hand_s_sum_is_one_click_away_and_changes_nothing():
    """After a hand, the Last hand button (L) shows its summary again over
    the next hand: the same points, a button back to the game, nothing played."""
    app, table = start(S.Settings(animation_speed=4.0, game="gostop"))
    try:
        assert not table.last_button.visible, "no hand has ended yet"
        play_by_clicks(app, table, hands=1)
        run(app, 600, until=lambda: table.human_turn() and app.top is table)
        assert table.last_button.visible and table.game.hand_no == 2
        ended = table.last_hand.game
        before = dump_game(table.game)
        click(table.last_button.rect.center)
        run(app, 5)
        again = app.top
        assert isinstance(again, GostopSummaryScene) and again.review
        assert again.hand_points() == sum(ended.hand.result.payments) * (table.last_hand.scored.stakes
                                                                         if table.last_hand.scored else 1)
        assert again.next_button.label == "Back to the match"
        click(again.next_button.rect.center)
        run(app, 5)
        assert app.top is table and dump_game(table.game) == before
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
        run(app, 5)
        assert isinstance(app.top, GostopSummaryScene) and app.top.review, "L opens it too"
        assert app.top.buttons == [app.top.next_button, app.top.moves_button], "no Menu on a summary shown again"
        key(pygame.K_ESCAPE)
        run(app, 5)
        assert app.top is table, "Esc closes it, back to the game (not the pause over it)"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_opponent_s_go_stays_on_screen_long_enough_to_read_even_at_top_speed():
    from koikoi.games.gostop.state import Called
    from koikoi.ui.gostop.steps import called
    from koikoi.ui.table.banner import READ_S

    app, table = start(S.Settings(animation_speed=4.0, game="gostop"))
    try:
        run(app, 600, until=lambda: table.human_turn() and table.prompted and not table.banner.left)
        wait = called(table, Called(1, True, 7))
        assert table.banner.text == "Go!" and table.banner.left >= READ_S and wait >= READ_S
        for _ in range(45):  # one and a half seconds of the game's clock at top speed
            app.step(1 / 30)
        assert table.banner.up, "the CPU's Go went before it could be read"
        mine = called(table, Called(0, True, 7))
        assert mine < READ_S, "the person's own Go need not wait"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_two_and_two_are_bombed_at_a_click_where_the_rules_say_so():
    """Under play.bomb_two, a click on one of two cards whose month's other
    two lie on the field bombs at once (there is nothing to ask), and the
    status line over the card says so."""
    from tests.games.gostop.test_house_rules import BOMB_TWO, two_and_two

    pines = [deck.INDEX[c] for c in ("pine-crane", "pine-plain-1")]
    with taken_up(two_and_two(BOMB_TWO)) as (app, table):
        run(app, 400, until=table.human_turn)
        table.pointer.moved_to(sprite_at(table, pines[1]))
        assert "two and two: click to bomb, taking all four" in table.pointer.status()
        click(sprite_at(table, pines[1]))
        run(app, 2)
        assert not isinstance(app.top, ChoiceScene)
        h = table.game.hand
        assert h.shakes[0] == 1 and not h.hands[0] & sum(1 << c for c in pines)
        assert all(h.captures[0] >> c & 1 for c in pines)


def test_a_third_ppuk_ends_the_hand_said_and_summed():
    """Under play.three_ppuk, the person's third ppuk of the hand: the table
    shouts it, and the summary says how the hand was won and what it paid."""
    from tests.games.gostop.test_house_rules import THREE_PPUK, ppuk_turn
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(THREE_PPUK, hand0="pine-crane,maple-deer", hand1="iris-red", field="pine-plain-1,plum-plain-1",
                    top="pine-poetry")
    assert ppuk_turn(THREE_PPUK)[0].result.reason == "three-ppuk"  # what the click below plays
    with taken_up(dataclasses.replace(hand, ppuks=(2, 0))) as (app, table):
        run(app, 400, until=table.human_turn)
        said = banners(table)
        click(sprite_at(table, deck.INDEX["pine-crane"]))
        run(app, 600, until=lambda: isinstance(app.top, GostopSummaryScene))
        assert ("Three ppuk!", "You made a third ppuk: you win the hand.") in said
        summary = app.top
        assert isinstance(summary, GostopSummaryScene)
        assert summary.subtitle() == "You made a third ppuk this hand and won it at once: 7 points from each loser."
        assert table.game.scores == (7, 0)


@pytest.mark.parametrize("players", [2, 3])
def test_a_quick_click_plays_the_go_stop_deal_to_its_end(players):
    """As at Koi-Koi's table: a click during the deal lays every card where
    it goes at once, and decides nothing for the player."""
    rules = load_gostop("gostop-brazilian" if players == 3 else "matgo")
    app = make_app(S.Settings())
    try:
        table = app.ctx.screens.gostop_table(rules, 11, "easy", players=players)
        app.push(table)
        run(app, 200, until=lambda: table.intro and not table.warming)
        assert table.intro
        click(table.ctx.layout.rect("field").center)
        app.step(1 / 30)  # one frame
        assert not table.intro and not any(s.travelling for s in table.sprites)
        assert gostop_disagreements(table.model, table.game.hand) == []
        assert table.game.hand.phase is not Phase.OVER and not table.game.plays  # nothing played for the person
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_sake_cup_lies_in_the_box_it_counts_in():
    """The cup counts as an animal or as a double plain: the capture boxes
    show it where its holder's score counts it now (as chosen, or the way
    that scores more), and the plains box counts it two there."""
    from koikoi.games.common.cards import SAKE_CUP, Kind
    from koikoi.games.gostop.actions import CUP_AS_ANIMAL, CUP_AS_PLAIN
    from koikoi.games.gostop.turn import apply
    from koikoi.ui.gostop.geometry import GostopGeometry
    from koikoi.ui.gostop_words import pi_count

    from tests.games.gostop.test_standard import cup_turn
    from tests.games.gostop.test_turn import m

    app = make_app(S.Settings())
    try:
        asked, _ = cup_turn()  # the cup is taken; as a double plain it scores 7, as an animal 6
        model = GostopModel(2)
        geometry = GostopGeometry(app.ctx.layout, model)
        model.mend(asked)
        assert model.cup_plain and geometry.kind_of(SAKE_CUP) is Kind.PLAIN, "not chosen yet: the way that scores more"
        for answer, plain in ((CUP_AS_PLAIN, True), (CUP_AS_ANIMAL, False)):
            chosen, _ = apply(asked, answer)
            model.mend(chosen)
            assert model.cup_plain is plain
            assert geometry.kind_of(SAKE_CUP) is (Kind.PLAIN if plain else Kind.ANIMAL)
        plains = chosen.captures[0] & ~m("plum-warbler,wisteria-cuckoo,pampas-geese,maple-deer")
        assert pi_count(chosen.rules, plains, True) == pi_count(chosen.rules, plains) + 2
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


@pytest.mark.parametrize("letter, go", [(pygame.K_g, True), (pygame.K_s, False)])
def test_go_or_stop_answers_to_its_letters(letter, go):
    """G calls Go and S stops, as K and S answer Koi-Koi's prompt; each
    button says its keys."""
    from tests.games.gostop.test_standard import cup_turn
    from koikoi.games.gostop.actions import CUP_AS_PLAIN
    from koikoi.games.gostop.turn import apply

    hand, _ = apply(cup_turn()[0], CUP_AS_PLAIN)  # the person's 7 points: Go or Stop
    with taken_up(hand) as (app, table):
        run(app, 400, until=lambda: isinstance(app.top, ChoiceScene))
        ask = app.top
        assert isinstance(ask, ChoiceScene) and ask.title == "Go or Stop?"
        assert [b.key_label for b in ask.buttons] == ["S · Enter", "G", "H"]  # and the Hint's
        key(letter)
        run(app, 2)
        h = table.game.hand
        assert (h.go_calls[0], h.phase is Phase.OVER) == ((1, False) if go else (0, True))


def test_the_tenth_hand_card_has_a_key():
    app = make_app(S.Settings(animation_speed=4.0))
    try:
        rules = load_gostop("matgo")
        seed = next(seed for seed in range(50) if (h := G.new_game(rules, seed)[0].hand).phase is Phase.PLAY
                    and h.player == 0 and threes(h) == ([], []))  # the person leads, with nothing to ask first
        table = app.ctx.screens.gostop_table(rules, seed, "easy")
        app.push(table)
        run(app, 400, until=table.human_turn)
        assert len(table.model.hands[0]) == 10
        tenth = table.model.hands[0][9]
        key(pygame.K_0)
        run(app, 3)
        assert not table.game.hand.hands[0] >> tenth & 1 and table.game.plays[0].card == tenth
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_status_line_says_who_took_the_plains_outlined_in_red():
    """After the person's jjok took a plain from the CPU (and the CPU's
    turn took none back), the red outline is said to be the person's take."""
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(load_gostop("matgo"), hand0="maple-deer,iris-red", hand1="clover-red,peony-blue",
                    field="plum-plain-1,pine-crane", top="maple-plain-1,wisteria-plain-1,paulownia-plain-1",
                    captures1="cherry-plain-1")
    with taken_up(hand) as (app, table):
        run(app, 400, until=table.human_turn)
        click(sprite_at(table, deck.INDEX["maple-deer"]))
        run(app, 2)
        run(app, 1200, until=lambda: table.human_turn() and table.game.hand.player == 0)
        assert table.game.hand.captures[0] & (1 << deck.INDEX["cherry-plain-1"]), "the jjok took the CPU's plain"
        assert table.hint == "Your turn: click a card to play it. The plain you took is outlined in red."  # one: counted


def test_a_month_s_bright_lies_on_top_of_its_plain_on_the_field():
    """A month's cards are fanned in one place: the one worth most on top,
    whole, so a bright under a plain is never what is hidden."""
    from tests.games.gostop.test_turn import table as laid_out

    hand = laid_out(load_gostop("matgo"), hand0="maple-deer,iris-red", hand1="clover-red,peony-blue",
                    field="cherry-curtain,cherry-plain-1,wisteria-cuckoo,wisteria-plain-1,wisteria-red")
    with taken_up(dataclasses.replace(hand, player=1)) as (app, table):
        run(app, 60)
        for top, under in (("cherry-curtain", "cherry-plain-1"), ("wisteria-cuckoo", "wisteria-red"),
                           ("wisteria-red", "wisteria-plain-1")):
            t, u = deck.INDEX[top], deck.INDEX[under]
            assert table.sprites[t].z > table.sprites[u].z, (top, under)
        for top in ("cherry-curtain", "wisteria-cuckoo"):
            assert not covered(table, (deck.INDEX[top],)), f"{top} is covered"


def test_a_turn_the_bomb_saved_is_said_to_be_a_flip_only():
    """After the person's bomb, their next turn is a flip the table makes
    for them: a banner says so."""
    from tests.games.gostop.test_house_rules import BOMB_TWO, two_and_two

    with taken_up(two_and_two(BOMB_TWO)) as (app, table):
        run(app, 400, until=table.human_turn)
        said = banners(table)
        click(sprite_at(table, deck.INDEX["pine-crane"]))
        run(app, 1500, until=lambda: ("You flip only, after your bomb", "") in said)
        assert ("You flip only, after your bomb", "") in said
        assert table.game.hand.flips_left == (0, 0)
