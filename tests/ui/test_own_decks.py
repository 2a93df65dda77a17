"""A player's own deck (issue 40): a folder of the data folder's ``decks/``
with its ``deck.toml`` and one SVG a card. It is untrusted: a deck that
loads whole is offered in Settings and drawn from its own folder; a deck
with any problem (a missing card image, a file that is not a deck, an image
too large, an image that does not load, a file too large) is not offered,
a notice on the title names the folder, the file and the problem, and the
standard deck is played in its place."""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

import pytest

from koikoi import i18n
from koikoi.games.common import decks
from koikoi.games.common.cards import CARD_IDS
from koikoi.resources import asset
from koikoi.storage import settings as S
from koikoi.ui import own_decks
from koikoi.ui.assets import Assets, card_svg
from koikoi.ui.deck_choice import deck_words, offered
from koikoi.ui.notices import details_of


def standard_text() -> str:
    return (resources.files("koikoi.games") / "decks" / "standard.toml").read_text(encoding="utf-8")


def make_deck(root: Path, name: str, title: str = "Rock night") -> Path:
    """A whole deck of the player's: the standard deck's file renamed, and the standard cards' SVGs."""
    place = root / name
    (place / "art").mkdir(parents=True)
    text = standard_text().replace('name = "Standard"', f'name = "{title}"').replace('art = "standard"', 'art = "art"')
    (place / "deck.toml").write_text(text, encoding="utf-8")
    for card_id in CARD_IDS:
        shutil.copy(asset("cards", f"{card_id}.svg"), place / "art" / f"{card_id}.svg")
    return place


def missing_image(place: Path) -> tuple[str, str]:
    (place / "art" / "maple-deer.svg").unlink()
    return "maple-deer.svg", "this card's image is missing."


def bad_toml(place: Path) -> tuple[str, str]:
    (place / "deck.toml").write_text('name = "Rock night"\ncards = [', encoding="utf-8")
    return "deck.toml", "not valid TOML"


def not_a_deck(place: Path) -> tuple[str, str]:
    text = (place / "deck.toml").read_text(encoding="utf-8").replace('id = "pine-crane"', 'id = "pine-cranes"')
    (place / "deck.toml").write_text(text, encoding="utf-8")
    return "deck.toml", "unknown card id"


def huge_image(place: Path) -> tuple[str, str]:
    (place / "art" / "pine-crane.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="64000"><rect width="10" height="10"/></svg>')
    return "pine-crane.svg", "this image is too large (40000 × 64000 pixels; at most 2048 a side)."


def huge_view_box(place: Path) -> tuple[str, str]:
    (place / "art" / "pine-crane.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9000 12000"><rect width="10" height="10"/></svg>')
    return "pine-crane.svg", "this image is too large (9000 × 12000 pixels; at most 2048 a side)."


def heavy_file(place: Path) -> tuple[str, str]:
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="96">' + "<!-- -->" * 200_000 + "</svg>"
    (place / "art" / "iris-bridge.svg").write_text(svg)
    return "iris-bridge.svg", "the file is too large (1563 kB; at most 1024 kB)."


def does_not_load(place: Path) -> tuple[str, str]:
    (place / "art" / "willow-red.svg").write_text('<!-- <svg width="60" height="96"> -->')
    return "willow-red.svg", "this image cannot be drawn."


def not_svg(place: Path) -> tuple[str, str]:
    (place / "art" / "willow-red.svg").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    return "willow-red.svg", "this image is not an SVG picture with a width and a height."


def no_deck_file(place: Path) -> tuple[str, str]:
    (place / "deck.toml").unlink()
    return "deck.toml", "the file is missing."


BROKEN = [missing_image, bad_toml, not_a_deck, huge_image, huge_view_box, heavy_file, does_not_load, not_svg,
          no_deck_file]


pytestmark = pytest.mark.usefixtures("own_decks_forgotten")  # (the data folder: conftest's)


def test_a_whole_deck_is_offered_named_and_drawn_from_its_own_folder(tmp_path):
    place = make_deck(own_decks.folder(), "rock-night")
    (place / "art" / "pine-crane.svg").write_text(  # its own crane, told apart from the standard one
        '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="96"><rect width="60" height="96" fill="#0f0"/></svg>')
    assert own_decks.load_own_decks() == []
    assert offered("koikoi") == ["standard", "themed", "rock-night"] and offered("gostop") == ["standard"]
    assert deck_words().name("rock-night") == "Rock night"
    rules = S.Settings(deck="rock-night").rules()
    assert rules.deck.id == "rock-night" and rules.data["deck"] == "rock-night" and rules.deck.art == "own-rock-night"
    assert card_svg("own-rock-night/pine-crane") == place / "art" / "pine-crane.svg"
    assets = Assets(card_indices=False)
    assets.set_deck(rules.deck)
    assert assets.card(0, (60, 96)).get_at((30, 48))[:3] == (0, 255, 0)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("broken", BROKEN, ids=lambda f: f.__name__)
def test_a_broken_deck_is_named_in_a_notice_and_the_standard_deck_played(broken, lang):
    make_deck(own_decks.folder(), "good")
    place = make_deck(own_decks.folder(), "rock-night")
    file, problem = broken(place)
    i18n.set_language(lang)
    notices = own_decks.load_own_decks()
    assert len(notices) == 1, notices
    said, details = str(notices[0]), details_of(notices[0])
    assert "rock-night" in said and file in said, said
    assert str(place) in details and file in details, details  # the whole path, behind Details
    if lang == "en":
        assert problem in said, said
        assert "The standard deck is played in its place." in said
    else:
        assert "The standard deck" not in said  # the sentence in the player's language
    assert offered("koikoi") == ["standard", "themed", "good"]  # the whole deck beside it still offered
    # a setting that names it (chosen when it loaded) plays the standard deck, even with fr-club
    for preset in ("nintendo", "fr-club"):
        assert S.Settings(preset=preset, deck="rock-night").rules().deck.id == "standard"


def test_a_folder_named_like_a_shipped_deck_or_badly_is_refused():
    make_deck(own_decks.folder(), "themed")
    make_deck(own_decks.folder(), "Rock Night")
    notices = sorted(map(str, own_decks.load_own_decks()))
    assert len(notices) == 2 and offered("koikoi") == ["standard", "themed"]
    assert "a deck folder's name is small letters" in notices[0] and "a deck of the game's own" in notices[1]
    assert decks.find_deck("themed") is decks.load_deck("themed")  # the shipped deck, not the player's


def test_no_decks_folder_says_nothing():
    assert own_decks.load_own_decks() == [] and offered("koikoi") == ["standard", "themed"]


def test_the_game_tells_a_broken_deck_on_the_title_with_its_details():
    from koikoi.ui.app import build, shutdown
    from koikoi.ui.command_line import build_parser
    from koikoi.ui.scenes.title import TitleScene
    from koikoi.ui.title_paint import showcase_art

    from .conftest import run

    place = make_deck(own_decks.folder(), "rock-night")
    file, problem = huge_image(place)
    path = S.settings_path()  # not the first start (no guide offered over the title); the deck chosen when it loaded
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(S.dumps(S.Settings(guide_offered=True, preset="fr-club", deck="rock-night")), encoding="utf-8")
    app = build(build_parser().parse_args(["--size", "960x540"]))
    assert not isinstance(app, int)
    try:
        title = app.top
        assert isinstance(title, TitleScene)
        run(app, 2)
        shown = " ".join(title.notice_lines)
        assert "rock-night" in shown and file in shown and "The standard deck is played in its place." in shown
        assert [b.label for b in title.notice_panel.buttons] == ["Details", "Close"]
        assert str(place / "art" / file) in title.notice_panel.details()
        assert app.ctx.settings.rules().deck.id == "standard"  # fr-club with the deck chosen gone: the standard
        drawn = showcase_art(app.ctx.settings, None, "koikoi")
        assert drawn == "standard", drawn  # and the title fans the standard cards
    finally:
        shutdown(app)
