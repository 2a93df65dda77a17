"""Settings when the game is Go-Stop: its presets, every option of the
preset chosen with its words, its opponent, its game's length and its
table; each choice saved and played at the table the title deals; from the
pause, the rules of the game being played; Koi-Koi's rows when the game is
Koi-Koi. (That every Go-Stop option has its words is tested with Koi-Koi's,
in test_settings_scene.py.)"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.options import Choice, Whole, specs
from koikoi.games.common.rulefiles import RulesError
from koikoi.games.gostop import game as G
from koikoi.games.common.rulefiles import GOSTOP_PRESET_NAMES, PRESET_NAMES
from koikoi.games.gostop.rules import SECTIONS, load_gostop
from koikoi.games.koikoi.rules import load_preset
from koikoi.i18n import _
from koikoi.storage import settings as S
from koikoi.ui.config import GOSTOP_LENGTHS, gostop_rules_for, rules_for
from koikoi.ui.gostop.table import GostopTableScene
from koikoi.ui.gostop_rule_words import GAME_OPTIONS as GOSTOP_GAME_OPTIONS
from koikoi.ui.gostop_rule_words import RULE_OPTIONS as GOSTOP_RULE_OPTIONS
from koikoi.ui.rows import Note, OptionRow, SliderRow
from koikoi.ui.rule_words import TABLE_HEADINGS
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.settings_rules import IN_GAME
from koikoi.ui.settle import SETTLED
from koikoi.ui.scenes.title import TitleScene

from .conftest import click, make_app, run
from .test_settings_scene import SMALLEST, values_of

# the options the left column sets (the game's length, the table's size), not the list
OWN = {"match.rounds", "match.target", "match.players"}
# values of options whose words are written before the engine has them (main is adding them)
COMING = {"play.three_ppuk": [0, 1, 5, 10, 20, 100], "play.bomb_two": [False, True],
          "play.flipped_bonus": ["seed", "standard", "pile"]}


def every_gostop_option() -> list[tuple[str, object]]:
    return [(f"{table}.{key}", spec) for table, cls in SECTIONS.items() for key, spec in specs(cls).items()]


def open_settings(settings: S.Settings, size=(1280, 720), **kwargs):
    app = make_app(settings, size=size)
    scene = SettingsScene(app.ctx, **kwargs)
    app.push(scene)
    run(app, 2)
    return app, scene


def close(app) -> None:
    app.ctx.worker.shutdown()
    pygame.quit()


def click_next(scene: SettingsScene, key: str) -> None:
    """Scroll ``key``'s row into view and click its right arrow: the next value."""
    row = scene.option_widgets[key]
    if row in scene.rows:
        scene.bar.scroll_to(row.rect.y + scene.scroll - scene.list_rect.y)
        if scene.ctx.app is not None:  # the player finds the row scrolled under the resting pointer (koikoi.ui.settle)
            run(scene.ctx.app, round(SETTLED * 30) + 1)
    pos = (row.value_rect.right - 5, row.rect.centery)
    assert row.visible and scene.option_at(pos) == key
    click(pos)


# --- the words ------------------------------------------------------------------------------

def test_words_are_ready_for_the_options_main_is_adding():
    """Three ppuk winning a hand, a bomb of two, and a flipped bonus card left on a ppuk pile."""
    assert GOSTOP_RULE_OPTIONS["play.three_ppuk"].name(0) == "Off"
    assert GOSTOP_RULE_OPTIONS["play.three_ppuk"].name(7) == "7 points"
    assert GOSTOP_RULE_OPTIONS["play.bomb_two"].label == "Bomb of two"
    flipped = GOSTOP_RULE_OPTIONS["play.flipped_bonus"]
    assert flipped.name("pile") == "Stays on a ppuk" and "ppuk" in flipped.meaning("pile")


def test_a_set_of_cards_the_settings_do_not_offer_is_named_by_its_cards():
    words = GOSTOP_RULE_OPTIONS["cards.bonus"]
    assert words.name(["bonus-bright", "bonus-double"]) == "2 cards"
    assert words.meaning(["bonus-bright", "bonus-double"]) == ("a bright that counts for the loser only and "
                                                               "one that doubles its taker's win")
    assert GOSTOP_RULE_OPTIONS["cards.double_plains"].meaning(["paulownia-plain-3"]) == "Paulownia plain card"


def test_the_games_length_is_said_in_hands_to_a_score_or_both():
    words = GOSTOP_GAME_OPTIONS["gostop_length"]
    assert [words.name(v) for v in GOSTOP_LENGTHS] == ["As the rules say", "3 hands", "6 hands", "12 hands",
                                                       "To 50 points", "To 100 points"]
    assert words.name((1, 0)) == "1 hand" and words.name((6, 30)) == "6 hands, to 30"
    assert words.meaning((6, 30)) == "the match ends after 6 hands, or sooner when a player reaches 30 points."


# --- what the scene offers ------------------------------------------------------------------

# Options that only tune another rule, and whether that rule is played (read from the digest, not the engine)
TUNES = {
    "scoring.pi_bak_max": lambda r: r.scoring.pi_bak,
    "scoring.pi_bak_zero_exempt": lambda r: r.scoring.pi_bak,
    "scoring.meong_bak_min": lambda r: r.scoring.meong_bak,
    "scoring.go_bak_three": lambda r: r.scoring.go_bak,
    "scoring.few_plains_under": lambda r: r.scoring.few_plains_factor > 1,
    "scoring.few_plains_under_three": lambda r: r.scoring.few_plains_factor > 1,
    "scoring.double_joker_factor": lambda r: "bonus-double" in r.cards.bonus,
    "deal.chongtong_points": lambda r: r.deal.four_in_hand != "capture",
    "play.bomb_steal": lambda r: r.play.bomb or r.play.bomb_two,
    "play.bomb_flips": lambda r: r.play.bomb or r.play.bomb_two,
}


def played_differently(rules, other, players: int, seeds=range(6), hands: int = 3) -> bool:
    """Whether two rule sets play any of a few seeded hands differently
    (each hand's every action chosen alike, by a seeded draw among the legal
    ones: the same draw under both while the hands agree)."""
    for seed in seeds:
        runs = []
        for r in (rules, other):
            rng, events = random.Random(seed), []
            g, out = G.new_game(r, seed, players)
            events += out
            while not g.over and g.hand_no <= hands:
                acts = G.legal_actions(g)
                g, out = G.apply(g, acts[rng.randrange(len(acts))])
                events += out
            runs.append(events)
        if runs[0] != runs[1]:
            return True
    return False


def another_value(spec, value):
    """A value of the option other than ``value``."""
    if isinstance(spec, Choice):
        return next(v for v in spec.values if v != value)
    if isinstance(spec, Whole):
        return value + 1 if value < spec.hi else value - 1
    return not value


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", GOSTOP_PRESET_NAMES)
def test_every_rule_option_settings_show_is_the_value_the_engine_plays_and_none_idle(preset, players):
    """The audit of Settings against the engine (issue 39: "Pi-bak: Off" shown
    beside "Pi-bak at most: 7 plains"): for each preset and each table the
    Players row asks for, every rule option on the page holds the value the
    rules a new match is dealt with hold; every option those rules read at
    that table is on the page; and every option left off the page is one
    they never read: changing it plays no seeded hand differently."""
    settings = S.Settings(animation_speed=4.0, game="gostop", gostop_preset=preset, gostop_players=players)
    app, s = open_settings(settings)
    try:
        rules = gostop_rules_for(settings)  # as the title deals a new match
        table = min(players, rules.match.most_players)
        assert s.preset_choice.values == list(GOSTOP_PRESET_NAMES) and s.preset_choice.value == preset
        assert s.preset_choice.fmt(preset) == rules.title
        keys = [k for k, w in s.option_widgets.items() if w in s.options]
        listed = [k for k in keys if not k.startswith("yaku.")]
        for key in listed:  # each at the value the engine plays, named by Go-Stop's words
            section, option = key.split(".")
            value = getattr(getattr(rules, section), option)
            row = s.option_widgets[key]
            assert row.value == value, (key, row.value, value)
            assert s.words[key] is GOSTOP_RULE_OPTIONS[key] and row.fmt(row.value) == s.words[key].name(value)
        for key, in_force in TUNES.items():  # a limit of a rule is shown only where that rule is played
            assert key not in listed or in_force(rules), f"{key} shown, but what it tunes is not played"
        hidden = [k for k, _spec in every_gostop_option() if k not in listed and k not in OWN]
        if table == 2:
            assert {"deal.hand_three", "go.threshold_three", "scoring.few_plains_under_three"}.isdisjoint(listed)
        else:
            assert {"deal.hand", "go.threshold", "scoring.few_plains_under"}.isdisjoint(listed)
        specs_of = dict(every_gostop_option())
        for key in hidden:  # not on the page: never read by these rules at this table
            section, option = key.split(".")
            other = another_value(specs_of[key], getattr(getattr(rules, section), option))
            try:
                changed = load_gostop(preset, {key: other})
            except RulesError:
                continue  # no other value these rules take: nothing to show either
            assert not played_differently(rules, changed, table), f"{key} is read at {table} but not shown"
        assert keys[len(listed):] == [f"yaku.{y}.{what}" for y in rules.data["yaku"] for what in ("enabled", "points")]
        for key in keys[len(listed):]:  # each yaku as the engine scores it
            _y, yid, what = key.split(".")
            made = {y.id: y for y in rules.yaku_variants[0]}
            assert s.option_widgets[key].value == (yid in made if what == "enabled" else
                                                   rules.data["yaku"][yid]["points"])
            if what == "points" and yid in made:
                assert made[yid].points == s.option_widgets[key].value
        rules_rows = s.rows[s.rows.index(s.preset_choice) + 1:] if s.single else s.rows  # after the game's, in one list
        headings = [r.label for r in rules_rows if not isinstance(r, OptionRow)]
        assert headings == [_(TABLE_HEADINGS[t]) for t in (*SECTIONS, "yaku")
                            if t == "yaku" or any(k.startswith(t + ".") for k in listed)]
        assert "deal.teshi" not in s.option_widgets and "match_rounds" not in s.option_widgets
        left = [k for k, w in s.option_widgets.items() if isinstance(w, (OptionRow, SliderRow))
                and w not in rules_rows and k != "preset"]
        assert left[:4] == ["language", "level", "gostop_length", "gostop_players"]
        assert s.words["level"] is GOSTOP_GAME_OPTIONS["level"] and "Go or Stop" in s.words["level"].meaning("normal")
    finally:
        close(app)


def test_turning_an_option_off_takes_its_limits_off_the_page_and_on_brings_them_back():
    """Pi-bak's limits are shown only while pi-bak is played; the other
    table's options only while Players asks for that table."""
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="gostop-brazilian"))
    try:
        assert "scoring.pi_bak" in s.option_widgets and "scoring.pi_bak_max" not in s.option_widgets
        s.set_option("scoring.pi_bak", True)
        assert app.ctx.settings.gostop_rules().scoring.pi_bak
        assert s.option_widgets["scoring.pi_bak_max"].value == app.ctx.settings.gostop_rules().scoring.pi_bak_max
        assert "go.threshold" in s.option_widgets and "go.threshold_three" not in s.option_widgets
        s.set_players(3)
        assert "go.threshold_three" in s.option_widgets and "go.threshold" not in s.option_widgets
    finally:
        close(app)


def test_koikoi_settings_keep_koikois_rows():
    app, s = open_settings(S.Settings(animation_speed=4.0, game="koikoi", gostop_rule_options={"play.shake": False}))
    try:
        assert s.preset_choice.values == list(PRESET_NAMES)
        assert "deal.teshi" in s.option_widgets and "match_rounds" in s.option_widgets
        assert not any(k.startswith("cards.") or k.startswith("go.") for k in s.option_widgets)
        assert "gostop_length" not in s.option_widgets and "gostop_players" not in s.option_widgets
        assert s.notes() == []  # Go-Stop's changed option is not Koi-Koi's
    finally:
        close(app)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_koikoi_rule_option_settings_show_is_the_value_the_engine_plays(preset):
    """Koi-Koi's side of the audit: each rule option on the page at the
    value of the rules a new match is dealt (the compiled tables, not the
    file's text), and each of those options on the page."""
    from koikoi.games.koikoi.rules import SECTIONS as KOIKOI_SECTIONS

    settings = S.Settings(animation_speed=4.0, game="koikoi", preset=preset)
    app, s = open_settings(settings)
    try:
        rules = rules_for(settings)
        listed = [k for k, w in s.option_widgets.items() if w in s.options and not k.startswith("yaku.")]
        assert listed[0] == "deck" and s.option_widgets["deck"].value == rules.deck.id  # the deck played, first
        listed = listed[1:]
        expected = [f"{t}.{k}" for t, cls in KOIKOI_SECTIONS.items() for k in specs(cls) if f"{t}.{k}" != "match.rounds"]
        assert listed == expected
        for key in listed:
            section, option = key.split(".")
            value = getattr(getattr(rules, section), option)
            shown = s.option_widgets[key].value
            assert shown == (tuple(value) if isinstance(value, list) else value), (key, shown, value)
    finally:
        close(app)


def test_the_rows_of_the_left_column_stand_in_the_same_height_for_both_games():
    for game, rows in (("koikoi", 13), ("gostop", 14)):  # reduced motion, text size (issue 30), window size (pt14)
        app, s = open_settings(S.Settings(animation_speed=4.0, game=game))
        try:
            column = ([w for w in s.rows[:s.rows.index(s.preset_choice)] if isinstance(w, (OptionRow, SliderRow))]
                      if s.single else [w for w in s.widgets if w.rect.x == s.left.x])  # the game's rows
            assert len(column) == rows, game
            assert column[-1].rect.bottom <= s.description_box.y, game  # the column ends above the description
            assert all(a.rect.bottom < b.rect.top for a, b in zip(column, column[1:]))  # none overlaps the next
        finally:
            close(app)


# --- changes ----------------------------------------------------------------------------------

def test_a_changed_go_stop_option_is_saved_and_the_title_deals_it():
    app = make_app(S.Settings(animation_speed=4.0, game="gostop"))
    try:
        app.ctx.options.seed = 5
        app.push(app.ctx.screens.title())
        run(app, 3)
        click(app.top.settings_button.rect.center)
        run(app, 3)
        s = app.top
        assert isinstance(s, SettingsScene) and s.game == "gostop"
        click_next(s, "play.shake")  # on -> off
        run(app, 2)
        click_next(s, "scoring.go_bak")  # on -> off
        run(app, 2)
        click_next(s, "gostop_length")  # as the rules say -> 3 hands
        run(app, 2)
        assert app.ctx.settings.gostop_rule_options == {"play.shake": False, "scoring.go_bak": False}
        assert (app.ctx.settings.gostop_hands, app.ctx.settings.gostop_target) == (3, 0)
        assert app.ctx.settings.rule_options == {}  # Koi-Koi's untouched
        assert S.load().settings == app.ctx.settings  # saved
        assert s.description_lines()[0] == GOSTOP_GAME_OPTIONS["gostop_length"].description
        assert "2 rule options differ from the preset; the Reset rules button puts them back." in s.notes()
        click(s.back.rect.center)  # Done
        run(app, 3)
        assert isinstance(app.top, TitleScene)
        click(app.top.new_button.rect.center)
        run(app, 10, until=lambda: isinstance(app.top, GostopTableScene))
        table = app.top
        assert isinstance(table, GostopTableScene) and table.rules.name == "matgo"
        assert table.rules.play.shake is False and table.rules.scoring.go_bak is False
        assert (table.rules.match.rounds, table.rules.match.target) == (3, 0)
        assert table.rules.play.bomb is True  # what was not changed is the preset's
    finally:
        close(app)


def test_matgo_played_by_three_offers_a_table_of_three():
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop", gostop_players=3))
    try:
        players = s.option_widgets["gostop_players"]
        assert not players.enabled and players.value == 2  # matgo is the game of two
        click(players.value_rect.center)
        run(app, 2)
        assert app.ctx.settings.gostop_players == 3 and players.value == 2  # a disabled row does not change
        click_next(s, "match.most_players")  # 2 -> 3
        run(app, 2)
        assert app.ctx.settings.gostop_rule_options == {"match.most_players": 3}
        assert players.enabled and players.value == 3
        title = TitleScene(app.ctx)
        app.push(title)
        run(app, 2)
        assert title.players.enabled and title.players.value == 3
    finally:
        close(app)


def test_the_options_of_a_table_of_three_are_shown_once_the_rules_are_played_by_three():
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop", gostop_preset="matgo"))
    try:
        assert "go.threshold_three" not in s.option_widgets and "go.threshold" in s.option_widgets
        click_next(s, "match.most_players")  # 2 -> 3
        run(app, 2)
        assert s.option_widgets["gostop_players"].enabled  # a table of three offered; two still asked
        assert "go.threshold_three" not in s.option_widgets
        click_next(s, "gostop_players")  # -> You and 2 CPUs
        run(app, 2)
        assert app.ctx.settings.gostop_players == 3
        assert "go.threshold_three" in s.option_widgets and "scoring.go_bak_three" in s.option_widgets
        assert "go.threshold" not in s.option_widgets  # the table of two's, not played at three
    finally:
        close(app)


def test_a_new_preset_and_preset_values_start_from_the_presets_own():
    settings = S.Settings(animation_speed=4.0, game="gostop", rule_options={"play.koikoi_limit": 2},
                          gostop_rule_options={"play.shake": False, "yaku.godori.points": 9})
    app, s = open_settings(settings)
    try:
        assert s.option_widgets["yaku.godori.points"].value == 9
        s.reset_rules()
        assert app.ctx.settings.gostop_rule_options == {} and s.option_widgets["yaku.godori.points"].value == 5
        assert app.ctx.settings.rule_options == {"play.koikoi_limit": 2}
        click_next(s, "play.shake")
        run(app, 2)
        assert app.ctx.settings.gostop_rule_options == {"play.shake": False}
        s.set_preset("gostop-brazilian")
        assert app.ctx.settings.gostop_preset == "gostop-brazilian" and app.ctx.settings.gostop_rule_options == {}
        assert s.option_widgets["play.shake"].value is False  # the seed's own
        assert app.ctx.settings.rule_options == {"play.koikoi_limit": 2}
    finally:
        close(app)


def test_choosing_a_set_of_cards_changes_the_deck():
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop"))
    try:
        click_next(s, "cards.bonus")  # matgo's two -> the three plain bonuses
        run(app, 2)
        assert app.ctx.settings.gostop_rule_options == {"cards.bonus": ["bonus-1pi", "bonus-2pi", "bonus-3pi"]}
        assert app.ctx.settings.gostop_rules().cards.bonus == ("bonus-1pi", "bonus-2pi", "bonus-3pi")
        row = s.option_widgets["cards.bonus"]
        row.step(-1)  # back to the preset's own: no option kept
        assert app.ctx.settings.gostop_rule_options == {}
    finally:
        close(app)


def test_a_refused_go_stop_change_says_why_and_keeps_what_was_there():
    """The last yaku may not be switched off: the rules need one."""
    options = {f"yaku.{y}.enabled": False for y in load_gostop("matgo").data["yaku"] if y != "pi"}
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop", gostop_rule_options=options))
    try:
        click_next(s, "yaku.pi.enabled")
        run(app, 2)
        assert s.error == "Not changed: at least one yaku must stay on."
        assert app.ctx.settings.gostop_rule_options == options and s.option_widgets["yaku.pi.enabled"].value is True
    finally:
        close(app)


# --- from the pause: the game being played --------------------------------------------------

@pytest.mark.parametrize("chosen, played, size, text", [("koikoi", "gostop", (1280, 720), 100),
                                                         ("gostop", "koikoi", (1280, 720), 100),
                                                         ("koikoi", "gostop", (960, 540), 150)])
def test_from_the_pause_settings_show_the_rules_of_the_game_being_played(chosen, played, size, text):
    """And say, first in the rules' list, that rule changes wait for the
    next match; which stays true: the match goes on with its rules."""
    app = make_app(S.Settings(animation_speed=4.0, game=chosen, text_size=text), size=size)
    try:
        if played == "gostop":
            table = app.ctx.screens.gostop_table(load_gostop("matgo"), 4, "easy")
        else:
            table = app.ctx.screens.table(load_preset("nintendo"), 4, "easy")
        app.push(table)
        run(app, 400, until=table.human_turn)
        table.open_pause()
        run(app, 2)
        click(next(b for b in app.top.buttons if b.label == "Settings").rect.center)
        run(app, 2)
        s = app.top
        assert isinstance(s, SettingsScene) and s.game == played and s.in_game
        presets = GOSTOP_PRESET_NAMES if played == "gostop" else PRESET_NAMES
        assert s.preset_choice.values == list(presets)
        note = [r for r in s.rows if isinstance(r, Note)]  # the list's first lines, seen as it opens
        assert note and s.rows[:len(note)] == note and all(r.visible for r in note)
        assert " ".join(r.label for r in note) == _(IN_GAME)
        font = app.ctx.assets.font(s.size)
        assert all(s.list_rect.contains(r.rect) and font.size(r.label)[0] <= r.rect.w for r in note)  # whole
        if played == "gostop":
            before = table.game.rules.go.threshold
            click_next(s, "go.threshold")
            run(app, 2)
            after = s.option_widgets["go.threshold"].value
            assert after != before and app.ctx.settings.gostop_rules().go.threshold == after  # the next match's
            s.close()
            run(app, 2)
            assert table.game.rules.go.threshold == before  # this match's, as the note said
            assert table.canvas.info().goal == f"Go or Stop from {before} yaku points"
    finally:
        close(app)


# --- a house rule file --------------------------------------------------------------------------

def test_a_go_stop_rule_file_plays_as_written_and_the_settings_preset_with_the_options(tmp_path):
    house = tmp_path / "house.toml"
    house.write_text('game = "gostop"\nextends = "matgo"\nname = "house"\n[go]\nthreshold = 9\n', encoding="utf-8")
    settings = S.Settings(game="gostop", gostop_rule_options={"go.threshold": 5}, gostop_hands=3)
    played = gostop_rules_for(settings, str(house))
    assert played.name == "house" and played.go.threshold == 9 and played.match.rounds == 12
    own = gostop_rules_for(settings, "matgo")  # the settings' own preset named: the player's options too
    assert own.go.threshold == 5 and own.match.rounds == 3
    other = gostop_rules_for(settings, "gostop-brazilian")  # another preset: its own, at the chosen length
    assert other.go.threshold == 8 and (other.match.rounds, other.match.target) == (3, 0)
    assert gostop_rules_for(settings, "nintendo") == settings.gostop_rules()  # Koi-Koi's rules are not Go-Stop's


# --- every word whole (every text readable is tested with Koi-Koi's, in test_settings_scene.py) ---

@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_at_the_smallest_window_every_go_stop_word_fits_unshortened(lang):
    """In every language, every option's words, those of options still to
    come included: the label beside its value, the description and each
    value's meaning on the line below the list, each value's name in its box."""
    app, s = open_settings(S.Settings(animation_speed=4.0, game="gostop", language=lang), size=SMALLEST)
    try:
        assert i18n.language() == lang
        font = app.ctx.assets.font(s.size)
        label_w = s.option_widgets["play.shake"].label_box.w
        value_w = s.option_widgets["play.shake"].value_box.w
        line_w = s.description_box.w - 2
        specs_of = dict(every_gostop_option())
        for key, words in {**GOSTOP_RULE_OPTIONS, **GOSTOP_GAME_OPTIONS}.items():
            assert font.size(words.label)[0] <= label_w - 2, f"{key}: {words.label!r} is too long"
            assert font.size(words.description)[0] <= line_w, f"{key}: description"
            values = {**COMING, "gostop_length": GOSTOP_LENGTHS, "gostop_players": [2, 3]}.get(key) or (
                values_of(key, specs_of[key]) if key in specs_of else list(words.values))
            for v in values:
                assert font.size(words.name(v))[0] <= value_w, f"{key} = {v!r}: {words.name(v)!r}"
                if words.meaning(v):
                    assert font.size(f"{words.name(v)}: {words.meaning(v)}")[0] <= line_w, f"{key} = {v!r}"
        for preset in GOSTOP_PRESET_NAMES:
            s.set_preset(preset)
            for key, w in s.option_widgets.items():
                assert font.size(w.label)[0] <= w.label_box.w - 2, f"{w.label!r} is too long"
                assert font.size(s.words[key].description)[0] <= line_w, f"{key}: description"
    finally:
        close(app)


def test_a_third_ppuk_s_win_is_offered_in_points_a_table_plays():
    """Not every number from 1 to 100: off, or a win worth having."""
    import dataclasses

    from koikoi.games.gostop.rules import PlayOptions
    from koikoi.ui.config import option_values

    spec = next(f for f in dataclasses.fields(PlayOptions) if f.name == "three_ppuk").metadata["spec"]
    assert option_values(spec, 0, "play.three_ppuk") == [0, 3, 5, 7, 10, 15, 20]
    assert 12 in option_values(spec, 12, "play.three_ppuk"), "a value of the player's own is kept"


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_an_on_off_options_description_reads_true_in_either_state(lang):
    """A yes/no option's description said "On: ..." even while set to Off
    (issue 39): it now says what the option does when on, which is true
    either way; no description of either game opens on the bare value."""
    from koikoi.games.common.options import FLAG
    from koikoi.games.koikoi.rules import SECTIONS as KOIKOI_SECTIONS
    from koikoi.ui.rule_words import RULE_OPTIONS, yaku_words

    i18n.set_language(lang)
    flags = [GOSTOP_RULE_OPTIONS[k] for k, spec in every_gostop_option() if spec is FLAG and k not in OWN]
    flags += [RULE_OPTIONS[f"{t}.{k}"] for t, cls in KOIKOI_SECTIONS.items() for k, spec in specs(cls).items()
              if spec is FLAG and f"{t}.{k}" in RULE_OPTIONS]
    assert len(flags) >= 30  # every yes/no option of both games
    flags += [yaku_words("Goko", "Five brights.", "enabled"), yaku_words("Goko", "", "enabled")]
    on, off = flags[0].name(True), flags[0].name(False)
    for words in flags:
        said = words.description
        for bare in (on, off):
            assert not re.match(rf"{re.escape(bare)}\s*[:：]", said), said
