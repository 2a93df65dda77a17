"""A match kept with a player's own deck that is gone since (its folder
removed, or failing to load): the saved match, a record replayed and a
match file were refused by the deck's name. They open with the standard
deck, a line the player sees says so (the title's notice; the replay's
banner), and nothing of the match is lost: saved again it is the very same
file, the deck still named (issue 40)."""

from __future__ import annotations

import json
import random
import shutil
from importlib import resources

import pytest

from koikoi import i18n
from koikoi.games import matchrecord as MR
from koikoi.games.common import decks
from koikoi.games.common.cards import CARD_IDS
from koikoi.games.common.errors import RulesError
from koikoi.games.koikoi.rules import compile_rules, load_preset, played_with
from koikoi.games.koikoi.saving import dump_match
from koikoi.resources import asset
from koikoi.storage import savegame, sharing
from koikoi.storage import settings as S
from koikoi.ui import own_decks

from .conftest import app_at, run

THEMED_YAKU = ("sekai-no-suta", "screaming-cats", "nihon-isshu", "ongaku-no-joou")


pytestmark = pytest.mark.usefixtures("own_decks_forgotten")  # (the data folder: conftest's)


def make_themed_copy(name: str = "rock-night", like: str = "themed") -> None:
    """A player's deck with the themed deck's tags (so fr-club's theme's yaku are made with it), or
    ``like`` another shipped deck's, loaded."""
    place = own_decks.folder() / name
    (place / "art").mkdir(parents=True)
    text = (resources.files("koikoi.games") / "decks" / f"{like}.toml").read_text(encoding="utf-8")
    (place / "deck.toml").write_text(text.replace(f'art = "{like}"', 'art = "art"'), encoding="utf-8")
    for card_id in CARD_IDS:
        shutil.copy(asset("cards", f"{card_id}.svg"), place / "art" / f"{card_id}.svg")
    assert own_decks.load_own_decks() == []


def remove(name: str = "rock-night") -> None:
    shutil.rmtree(own_decks.folder() / name)
    assert own_decks.load_own_decks() == []  # gone: not offered, no folder to name a problem of
    assert name not in [d.id for d in decks.own_decks()]


def played(seed: int, stop_after_theme: bool, preset: str = "fr-club"):  # noqa: ANN201
    """``preset`` played at random with the player's deck: the state once a theme's yaku has been scored in
    a finished round (``stop_after_theme``), else the whole match; its actions and round facts."""
    game = MR.GAMES["koikoi"]
    rules = played_with(load_preset(preset), "rock-night")
    state, _ = game.new(rules, seed)
    rng = random.Random(seed)
    actions, rounds = [], []
    while not game.over(state):
        action = rng.choice(list(game.legal_actions(state)))
        before = len(game.outcomes(state))
        state, _ = game.apply(state, action)
        actions.append(game.action_text(action))
        if len(game.outcomes(state)) > before:
            rounds.append(game.round_facts(state))
            themed = any(y.id in THEMED_YAKU for r in state.history if r.score for y in r.score.yaku)
            if stop_after_theme and themed and not game.over(state):
                return state, actions, rounds
    return state, actions, rounds


def test_a_saved_match_with_its_deck_gone_goes_on_with_the_standard_deck_and_says_so():
    make_themed_copy()
    state = next(s for s, _a, _r in (played(seed, True) for seed in range(40)) if not s.over)
    assert state.rules.deck.id == "rock-night"
    savegame.save(state, "normal")
    remove()
    found = savegame.load()
    assert found.saved is not None, found.problem  # refused by the deck's name before
    m = found.saved.match
    assert m.rules.deck.id == "standard" and m.rules.data["deck"] == "rock-night"
    assert set(m.rules.unmakeable) == set(THEMED_YAKU)  # the standard deck cannot make the theme's yaku now
    assert found.problem == "Your deck “rock-night” is gone: the match goes on with the standard deck."
    kept, was = dump_match(m), dump_match(state)
    # nothing lost: the rules (the deck named), the scores, every round's yaku and points, the round in play's
    # cards; only each player's yaku as last counted, now by the standard deck's yaku
    assert {k: v for k, v in kept.items() if k != "round"} == {k: v for k, v in was.items() if k != "round"}
    assert {k: v for k, v in kept["round"].items() if k != "yaku"} == \
        {k: v for k, v in was["round"].items() if k != "yaku"}
    table = m.round.table
    assert m.round.yaku == tuple(table.points(m.round.evaluated[p], m.round.month, m.round.koikoi_calls[p] > 0)
                                 for p in (0, 1))
    assert [len(y) for y in m.round.yaku] == [len(m.rules.yaku)] * 2
    savegame.save(m, "normal")
    again = savegame.load()
    assert again.saved is not None and dump_match(again.saved.match) == kept  # saved again and read: the same
    # the deck back: the match is played with it again
    make_themed_copy()
    back = savegame.load()
    assert back.saved is not None and back.saved.match.rules.deck.id == "rock-night" and back.problem is None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_title_says_the_saved_matchs_deck_is_gone(lang):
    from koikoi.ui.scenes.title import TitleScene

    make_themed_copy()
    state = next(s for s, _a, _r in (played(seed, True) for seed in range(40)) if not s.over)
    savegame.save(state, "normal")
    remove()
    with app_at((960, 540), 150, lang) as app:
        scene = TitleScene(app.ctx)
        app.push(scene)
        run(app, 2)
        said = i18n._("Your deck “{name}” is gone: the match goes on with the standard deck.").format(
            name="rock-night")
        assert said in app.ctx.notices, app.ctx.notices
        assert lang == "en" or "is gone" not in said, said  # said in the player's language
        assert scene.saved is not None and scene.saved.match.rules.deck.id == "standard"


def test_a_record_and_a_match_file_with_their_deck_gone_replay_with_the_standard_deck(tmp_path):
    # a deck with the standard deck's tags: a deck of other tags may have made other yaku, and a koi-koi asked
    # then is not asked with the standard deck (the replay stops there, saying so: the test below)
    make_themed_copy(like="standard")
    state, actions, rounds = played(3, False, "nintendo")
    game = MR.GAMES["koikoi"]
    record = MR.MatchRecord("koikoi", "normal", game.start(state), tuple(actions), tuple(rounds),
                            MR.outcome_of(game, state), tuple(game.scores(state)), "2026-12-07T10:00:00+01:00",
                            "2026-12-07T10:20:00+01:00")
    file = tmp_path / "match.json"
    file.write_text(MR.to_json(record), encoding="utf-8")
    remove()
    again = sharing.read(file)  # a match file: refused by the deck's name before
    assert again.start.rules["deck"] == "rock-night" and json.loads(MR.to_json(again)) == json.loads(
        MR.to_json(record))  # nothing of it lost
    replayed = MR.replay(again)
    assert replayed.states[-1].rules.deck.id == "standard"
    with app_at((960, 540), 150, "en") as app:
        scene = app.ctx.screens.replay(again, "Match file match.json")
        app.push(scene)
        run(app, 2)
        said = "Your deck “rock-night” is gone: the match is played again with the standard deck."
        assert scene.said() == said  # the strip over the field, till the first step
        scene.step_forward()
        assert scene.said() != said


def test_a_replay_whose_moves_needed_the_gone_decks_yaku_stops_where_they_part_and_says_why():
    # fr-club with the themed deck's tags: a theme's yaku made, a koi-koi asked that the standard deck (which
    # cannot make it) never asks; the replay was refused whole ("This match does not replay: action 23 ...")
    make_themed_copy()
    game = MR.GAMES["koikoi"]
    found = None
    for seed in range(60):
        state, actions, rounds = played(seed, False)
        themed = any(y.id in THEMED_YAKU for r in state.history if r.score for y in r.score.yaku)
        if themed:
            found = MR.MatchRecord("koikoi", "normal", game.start(state), tuple(actions), tuple(rounds),
                                   MR.outcome_of(game, state), tuple(game.scores(state)), "2026-12-07T10:00:00+01:00",
                                   "2026-12-07T10:20:00+01:00")
            break
    assert found is not None
    remove()
    with pytest.raises(MR.RecordError, match="is not one the rules allow there"):
        MR.replay(found, check=False)  # the moves do not all fit the standard deck
    partial = MR.replay(found, check=False, stop_where_gone=True)
    assert partial.stopped == "rock-night" and 0 < len(partial.actions) < len(found.actions)
    assert [game.action_text(a) for a in partial.actions] == list(found.actions[:len(partial.actions)])
    with app_at((960, 540), 150, "en") as app:
        scene = app.ctx.screens.replay(found, "Match file match.json")  # it opens, as far as its moves fit
        app.push(scene)
        run(app, 2)
        scene.goto(scene.moves)
        run(app, 2)
        said = scene.said()
        assert said.startswith("The replay stops here: with your deck “rock-night” gone"), said
        assert said.endswith("You: {}  ·  CPU: {}".format(*game.scores(partial.states[-1]))), said


def test_rules_naming_an_unknown_deck_are_still_refused_where_no_match_was_kept():
    with pytest.raises(RulesError, match="deck = 'pop-idols': unknown deck"):
        compile_rules({**load_preset("nintendo").data, "deck": "pop-idols"})  # a rule file's typo, say
    assert S.Settings(deck="pop-idols").rules().deck.id == "standard"  # Settings play the standard deck (logged)
