"""A deck is a value read from a data file (koikoi/games/decks/*.toml),
checked whole; only a deck defines tags, a rule set's yaku on a tag the
deck lacks cannot be made, and saves and match records name the deck."""

from __future__ import annotations

import json
import random
import re
from importlib import resources

import pytest

from koikoi.games import matchrecord as MR
from koikoi.games.common.cards import BY_ID, CARD_IDS, ids, mask_of
from koikoi.games.common.decks import DECK_IDS, STANDARD, DeckError, deck_from_text, known_tags, load_deck
from koikoi.games.common.rulefiles import RulesError, preset_data
from koikoi.games.gostop.rules import compile_gostop, load_gostop
from koikoi.games.gostop.saving import dump_game, load_game
from koikoi.games.koikoi.game import new_match
from koikoi.games.koikoi.rules import compile_rules, load_file, load_preset
from koikoi.games.koikoi.saving import dump_match, load_match
from koikoi.games.koikoi.scoring import found_yaku

THEMED_YAKU = {"sekai-no-suta": 20, "screaming-cats": 10, "nihon-isshu": 8, "ongaku-no-joou": 5}
STANDARD_TEXT = (resources.files("koikoi.games") / "decks" / "standard.toml").read_text(encoding="utf-8")


def test_the_standard_deck_is_a_file_and_defines_the_classic_tags():
    deck = load_deck(STANDARD)
    assert (deck.id, deck.art) == ("standard", "standard")
    tags = {t: set(ids(m)) for t, m in deck.tags.items()}
    assert tags == {
        "sake-cup": {"chrysanthemum-sake"},
        "rain-man": {"willow-rainman"},
        "lightning": {"willow-lightning"},
        "poetry-ribbon": {"pine-poetry", "plum-poetry", "cherry-poetry"},
        "blue-ribbon": {"peony-blue", "chrysanthemum-blue", "maple-blue"},
        "red-ribbon": {"wisteria-red", "iris-red", "clover-red", "willow-red"},
        "inoshikacho": {"clover-boar", "maple-deer", "peony-butterflies"},
        "godori": {"plum-warbler", "wisteria-cuckoo", "pampas-geese"},
        # Go-Stop's ribbons, defined by matgo's rule file before decks did
        "hongdan": {"pine-poetry", "plum-poetry", "cherry-poetry"},
        "cheongdan": {"peony-blue", "chrysanthemum-blue", "maple-blue"},
        "chodan": {"wisteria-red", "iris-red", "clover-red"},
    }


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_deck_keeps_the_classic_tags_so_every_classic_yaku_keeps_its_cards(deck_id):
    standard, deck = load_deck(STANDARD).tags, load_deck(deck_id).tags
    assert {t: deck[t] for t in standard} == dict(standard)


def test_the_themed_deck_adds_the_themes_tags():
    """The provisional choice of cards may change (r10-art measures it); its shape may not."""
    tags = load_deck("themed").tags
    sizes = {t: tags[t].bit_count() for t in ("star", "micro", "castle", "instrument", "panorama")}
    assert sizes == {"star": 4, "micro": 1, "castle": 1, "instrument": 5, "panorama": 3}
    assert len({BY_ID[c].month for c in ids(tags["star"])}) == 1  # one character: the four cards of a month
    assert tags["micro"] & tags["star"] == tags["micro"]  # Felicya at her microphone is one of her four
    assert known_tags() == set(load_deck(STANDARD).tags) | set(tags)


def broken(old: str, new: str, count: int = 1) -> str:
    assert STANDARD_TEXT.count(old) >= count, old
    return STANDARD_TEXT.replace(old, new, count)


@pytest.mark.parametrize("text, key, problem", [
    (broken('{ id = "pine-crane", kind = "bright" }', '{ id = "pine-cran", kind = "bright" }'),
     "cards[0].id = 'pine-cran'", "unknown card id"),
    (broken('{ id = "pine-crane", kind = "bright" }', '{ id = "pine-crane", kind = "brite" }'),
     "cards[0].kind = 'brite'", "unknown kind; kinds: bright, animal, ribbon, plain"),
    (broken('{ id = "pine-crane", kind = "bright" }', '{ id = "pine-crane", kind = "plain" }'),
     "cards[0].kind = 'plain'", "pine-crane is a bright in every deck"),
    (broken('{ id = "pine-poetry", kind = "ribbon" }', '{ id = "pine-crane", kind = "bright" }'),
     "cards[1].id = 'pine-crane'", "duplicated id: the card is given twice"),
    (broken('    { id = "pine-poetry", kind = "ribbon" },\n', ''),
     "cards", "missing card 'pine-poetry'"),
    (broken('{ id = "pine-crane", kind = "bright" }', '{ id = "pine-crane" }'),
     "cards[0].kind", "missing"),
    (broken('art = "standard"', 'art = "../../etc"'), "art = '../../etc'", "must be a folder's plain name"),
    (broken('art = "standard"', 'artwork = "standard"'), "artwork = 'standard'", "unknown key"),
    (broken('godori = ["plum-warbler"', 'godori = ["plum-warblr"'), "tags.godori = 'plum-warblr'",
     "unknown card id"),
    (broken('godori = ["plum-warbler"', 'godori = ["wisteria-cuckoo", "plum-warbler"'),
     "tags.godori = 'wisteria-cuckoo'", "duplicated id"),
    (broken('godori = [', 'plain = ['), "tags.plain", "a tag may not reuse a kind or card name"),
    (broken('godori = [', 'Godori = ['), "tags.Godori", "a tag's name is small letters"),
    ("name = 'x'\nart = 'x'\ncards = [", "", "not valid TOML"),
])
def test_a_bad_deck_file_is_refused_naming_the_file_the_key_and_what_is_wrong(text, key, problem):
    with pytest.raises(DeckError) as err:
        deck_from_text("mine", text, "decks/mine.toml")
    said = str(err.value)
    assert said.startswith(f"decks/mine.toml: {key}" if key else "decks/mine.toml"), said
    assert problem in said, said
    assert isinstance(err.value, RulesError)  # told to the player as a rule file's mistake is


def test_the_standard_file_itself_loads_as_any_deck():
    assert deck_from_text("mine", STANDARD_TEXT, "decks/mine.toml").tags == load_deck(STANDARD).tags


def test_an_unknown_deck_is_refused_naming_it(tmp_path):
    path = tmp_path / "pop.toml"
    path.write_text('extends = "fr-variant"\ndeck = "pop-idols"\n')
    with pytest.raises(RulesError, match=re.escape("pop.toml: deck = 'pop-idols': unknown deck; decks: standard, "
                                                   "themed")):
        load_file(path)
    with pytest.raises(DeckError, match="deck 'pop-idols': unknown deck"):
        load_deck("pop-idols")


def test_a_tag_no_deck_defines_is_refused_by_name(tmp_path):
    path = tmp_path / "stars.toml"
    path.write_text('extends = "fr-variant"\n[yaku.galaxy]\nname = "Galaxy"\ncards = ["superstar"]\npoints = 20\n')
    with pytest.raises(RulesError, match=re.escape("yaku.galaxy.cards = 'superstar': unknown card id, kind or tag: "
                                                   "no deck defines this tag")):
        load_file(path)


def test_fr_club_asks_for_the_themed_deck_and_scores_the_themes_yaku():
    rules = load_preset("fr-club")
    assert rules.deck.id == "themed" and rules.data["deck"] == "themed" and rules.unmakeable == ()
    tags = rules.deck.tags
    made = {"sekai-no-suta": tags["star"], "screaming-cats": tags["instrument"], "nihon-isshu": tags["panorama"],
            "ongaku-no-joou": tags["micro"] | tags["castle"]}
    for yaku_id, cards in made.items():
        found = {y.id: (y.points, y.cards) for y in found_yaku(rules, cards, 1)}
        assert found[yaku_id] == (THEMED_YAKU[yaku_id], cards), yaku_id
        for one in ids(cards):  # each card of it is needed
            assert yaku_id not in {y.id for y in found_yaku(rules, cards & ~BY_ID[one].bit, 1)}
    everything = (1 << len(CARD_IDS)) - 1
    found = {y.id: y.points for y in found_yaku(rules, everything, 1)}
    assert {y: found[y] for y in THEMED_YAKU} == THEMED_YAKU  # they add up with the classic ones
    assert found["goko"] == 10


def test_with_a_deck_that_lacks_their_tags_the_themes_yaku_cannot_be_made():
    """fr-club with the standard deck is fr-variant: the four yaku left out, never made by an empty set of cards."""
    rules, variant = load_preset("fr-club", {"deck": "standard"}), load_preset("fr-variant")
    assert rules.deck.id == "standard" and rules.unmakeable == tuple(THEMED_YAKU)
    assert rules.yaku == variant.yaku and rules.yaku_variants == variant.yaku_variants
    everything = (1 << len(CARD_IDS)) - 1
    for captured in (0, everything, mask_of(["pine-crane"])):
        assert not {y.id for y in found_yaku(rules, captured, 1)} & set(THEMED_YAKU)


def test_a_rule_set_of_the_standard_deck_keeps_its_data_as_before_decks():
    """The history keeps a rule set by its data's digest: nothing added, so a preset is not listed twice."""
    for rules in (load_preset("nintendo"), load_preset("fr-variant"), load_gostop("matgo")):
        assert rules.deck.id == STANDARD and "deck" not in rules.data
        assert MR.digest(dict(rules.data)) == MR.digest(preset_data(rules.name)[0])
    assert "tags" not in preset_data("matgo")[0]  # the standard deck defines hongdan, cheongdan, chodan now


# --- saves and match records name the deck -------------------------------------------------------

def test_a_koikoi_save_names_its_deck_and_one_without_opens_with_the_standard_deck():
    match, _ = new_match(load_preset("fr-club"), 7)
    data = json.loads(json.dumps(dump_match(match)))
    assert data["rules"]["deck"] == "themed"
    assert load_match(data).rules.deck.id == "themed"
    old = json.loads(json.dumps(dump_match(new_match(load_preset("fr-variant"), 7)[0])))
    assert "deck" not in old["rules"]  # as a save of before decks
    assert load_match(old).rules.deck.id == "standard"
    data["rules"]["deck"] = "pop-idols"  # a player's deck gone since: the standard one (tests/ui/test_deck_gone.py)
    gone = load_match(data)
    assert gone.rules.deck.id == "standard" and gone.rules.data["deck"] == "pop-idols"
    data["rules"]["deck"] = "Pop Idols"  # no deck's name
    with pytest.raises(Exception, match="deck = 'Pop Idols': unknown deck"):
        load_match(data)


def test_an_old_gostop_save_with_its_presets_tags_opens_with_the_standard_deck():
    """Before decks, matgo's rule file defined hongdan, cheongdan and chodan: saves kept them in the rules."""
    from koikoi.games.gostop.game import new_game

    game, _ = new_game(load_gostop("matgo"), 3)
    data = json.loads(json.dumps(dump_game(game)))
    data["rules"]["tags"] = {"hongdan": ["pine-poetry", "plum-poetry", "cherry-poetry"],
                             "cheongdan": ["peony-blue", "chrysanthemum-blue", "maple-blue"],
                             "chodan": ["wisteria-red", "iris-red", "clover-red"]}
    loaded = load_game(data)
    assert loaded.rules.deck.id == "standard" and loaded.rules.yaku_variants == game.rules.yaku_variants
    data["rules"]["tags"]["chodan"] = ["wisteria-red"]  # not the standard deck's: a rule file's own tag, refused
    with pytest.raises(Exception, match="tags"):
        load_game(data)
    with pytest.raises(RulesError, match="never defines them"):
        compile_gostop({**preset_data("matgo")[0], "tags": {"x": ["pine-crane"]}})


def random_record(preset: str, seed: int, overrides: dict | None = None) -> MR.MatchRecord:
    game = MR.GAMES["koikoi"]
    rng = random.Random(seed)
    state, _ = game.new(load_preset(preset, overrides), seed)
    actions, rounds = [], []
    while not game.over(state):
        action = rng.choice(list(game.legal_actions(state)))
        before = len(game.outcomes(state))
        state, _ = game.apply(state, action)
        actions.append(game.action_text(action))
        if len(game.outcomes(state)) > before:
            rounds.append(game.round_facts(state))
    return MR.MatchRecord("koikoi", "normal", game.start(state), tuple(actions), tuple(rounds),
                          MR.outcome_of(game, state), tuple(game.scores(state)), "2026-12-07T10:00:00+01:00",
                          "2026-12-07T10:20:00+01:00")


def test_a_match_record_names_its_deck_and_replays_with_it():
    record = random_record("fr-club", 11)
    data = json.loads(MR.to_json(record))
    assert data["rules"]["deck"] == "themed"
    again = MR.from_data(data)  # replayed: every round as recorded, with the themed deck's yaku
    assert MR.replay(again).states[-1].rules.deck.id == "themed"


def test_a_match_record_without_a_deck_opens_with_the_standard_deck():
    record = random_record("fr-variant", 12)
    content = MR.body(record)
    assert "deck" not in content["rules"]  # as a file of before decks
    data = {"format": MR.FORMAT, "version": MR.VERSION, "check": MR.digest(content), **content}
    assert MR.replay(MR.from_data(data)).states[-1].rules.deck.id == "standard"


def test_a_match_record_with_a_deck_gone_opens_with_the_standard_deck_and_keeps_its_name():
    content = MR.body(random_record("fr-variant", 13))
    content["rules"]["deck"] = "pop-idols"  # a player's deck, gone since (tests/ui/test_deck_gone.py)
    data = {"format": MR.FORMAT, "version": MR.VERSION, "check": MR.digest(content), **content}
    again = MR.from_data(data)
    assert again.start.rules["deck"] == "pop-idols"
    assert MR.replay(again).states[-1].rules.deck.id == "standard"
    content["rules"]["deck"] = "Pop Idols"  # no deck's name: refused naming it
    data = {"format": MR.FORMAT, "version": MR.VERSION, "check": MR.digest(content), **content}
    with pytest.raises(MR.RecordError, match="deck = 'Pop Idols'"):
        MR.from_data(data)


def test_compile_rules_takes_the_deck_from_the_data():
    data, source = preset_data("fr-club")
    assert compile_rules(data, source).deck.id == "themed"
    assert compile_rules({**data, "deck": "standard"}, source).unmakeable == tuple(THEMED_YAKU)
