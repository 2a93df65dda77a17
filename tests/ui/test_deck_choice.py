"""The deck chosen in Settings (issue 40): Koi-Koi offers every deck, shows
the one its rules are played with (a preset's asked deck by default:
fr-club's themed one), a few of its cards drawn in its art under the row;
the choice plays the next match with that deck, a save keeps its own, How
to play names the yaku the deck played cannot make, and the title's fan is
drawn in its art. Go-Stop offers no deck but the standard one.

Audited against the engine: in every language, at 960x540 with 150% text
and at 1280x720, for a preset with a deck of its own and one without, with
each deck chosen."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.koikoi.rules import PRESET_NAMES, compile_rules, load_preset
from koikoi.i18n import pgettext
from koikoi.storage import settings as S
from koikoi.ui import title_paint
from koikoi.ui.assets import Assets
from koikoi.ui.deck_choice import DeckPreview, offered
from koikoi.ui.rules_explained import explain
from koikoi.ui.scenes.settings_menu import SettingsScene
from koikoi.ui.scenes.title import TitleScene

from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
THEMED_YAKU = ("sekai-no-suta", "screaming-cats", "nihon-isshu", "ongaku-no-joou")


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("deck", ["", "standard", "themed"])
def test_the_settings_play_the_deck_chosen_and_a_save_keeps_it(preset, deck):
    rules = S.Settings(preset=preset, deck=deck).rules()
    own = load_preset(preset)
    assert rules.deck.id == (deck or own.deck.id)
    assert ("deck" in rules.data) == (rules.deck.id != "standard")  # the standard deck adds nothing to the data
    if rules.deck.id == own.deck.id:
        assert rules == own  # the preset's own deck: its very rule set, the history's digest unchanged
    if preset == "fr-club":
        assert set(rules.unmakeable) == (set(THEMED_YAKU) if rules.deck.id == "standard" else set())
    again = compile_rules(rules.data)  # a save, a record: the rules' data, which name the deck
    assert again.deck.id == rules.deck.id and again.unmakeable == rules.unmakeable


def test_go_stop_offers_only_the_standard_deck_and_shows_no_row():
    assert offered("gostop") == ["standard"] and offered("koikoi") == ["standard", "themed"]
    with app_at((1280, 720), 100, "en") as app:
        scene = SettingsScene(app.ctx, game="gostop")
        app.push(scene)
        run(app, 2)
        assert "deck" not in scene.option_widgets
        assert not any(isinstance(r, DeckPreview) for r in scene.rows)


def arts_drawn(monkeypatch) -> list[str]:  # noqa: ANN001
    drawn: list[str] = []
    real = Assets.card_in

    def seen(self, art, card, size):  # noqa: ANN001, ANN202
        drawn.append(art)
        return real(self, art, card, size)

    monkeypatch.setattr(Assets, "card_in", seen)
    return drawn


@pytest.mark.parametrize("size,pct", [((960, 540), 150), ((1280, 720), 100)], ids=["960x540-150", "1280x720-100"])
def test_the_deck_row_shows_the_deck_played_with_its_cards_whole(size, pct, monkeypatch):
    drawn = arts_drawn(monkeypatch)
    for lang in i18n.LANGUAGES:
        with app_at(size, pct, lang) as app:
            for preset in ("nintendo", "fr-club"):
                for deck in ("", "standard", "themed"):
                    app.ctx.change_settings(app.ctx.settings.replace(preset=preset, deck=deck), save=False)
                    scene = SettingsScene(app.ctx)
                    app.push(scene)
                    run(app, 2)
                    where = f"{lang} {size} {pct}% {preset} deck={deck!r}"
                    row = scene.option_widgets["deck"]
                    played = app.ctx.settings.rules().deck
                    assert row.values == offered("koikoi") and row.value == played.id, where
                    font = app.ctx.assets.font(scene.size)
                    assert font.size(row.label)[0] <= row.label_box.w, f"{where}: {row.label!r} cut"
                    for value in row.values:
                        assert font.size(row.fmt(value))[0] <= row.value_box.w, f"{where}: {row.fmt(value)!r} cut"
                    preview = scene.rows[scene.rows.index(row) + 1]
                    assert isinstance(preview, DeckPreview), where
                    scene.focus_shown(row)  # the row brought into view, as Tab does
                    assert row.visible and preview.visible, f"{where}: the preview is not seen with its row"
                    cards = preview.cards()
                    assert len(cards) >= 4 and cards[0].h >= app.ctx.layout.px(60), f"{where}: {cards}"
                    assert all(scene.list_rect.contains(c) and preview.rect.contains(c) for c in cards), where
                    drawn.clear()
                    scene.draw_full(app.screen)
                    assert drawn == [played.art] * len(cards), f"{where}: the preview drew {drawn}"
                    app.pop(scene)


def test_choosing_a_deck_keeps_the_presets_own_as_no_choice_and_a_new_preset_starts_from_its_own():
    with app_at((1280, 720), 100, "en") as app:
        app.ctx.change_settings(app.ctx.settings.replace(preset="fr-club"), save=False)
        scene = SettingsScene(app.ctx)
        app.push(scene)
        run(app, 2)
        scene.option_widgets["deck"].on_change("standard")
        assert app.ctx.settings.deck == "standard" and app.ctx.settings.rules().deck.id == "standard"
        assert scene.option_widgets["deck"].value == "standard"  # laid out again: the row says it
        scene.option_widgets["deck"].on_change("themed")
        assert app.ctx.settings.deck == ""  # fr-club's own deck: no choice kept
        scene.set_preset("nintendo")
        scene.option_widgets["deck"].on_change("themed")
        assert app.ctx.settings.deck == "themed" and app.ctx.settings.rules().deck.id == "themed"
        scene.set_preset("fr-club")
        assert app.ctx.settings.deck == "" and scene.option_widgets["deck"].value == "themed"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_how_to_play_names_the_yaku_the_deck_played_cannot_make(lang):
    i18n.set_language(lang)
    try:
        club = load_preset("fr-club")
        names = [pgettext("yaku", club.data["yaku"][y]["name"]) for y in THEMED_YAKU]
        standard = S.Settings(preset="fr-club", deck="standard").rules()
        said = [s for section in explain(standard) for s in section.sentences if all(n in s for n in names)]
        assert len(said) == 1, f"{lang}: {said}"
        if lang != "en":
            assert "cannot be made" not in said[0], f"{lang}: not translated: {said[0]}"
        for rules in (club, S.Settings(preset="nintendo", deck="themed").rules(), load_preset("nintendo")):
            assert not [s for section in explain(rules) for s in section.sentences if names[0] in s], rules.name
    finally:
        i18n.set_language("en")


def test_the_title_fans_the_brights_in_the_art_of_the_deck_played(monkeypatch):
    drawn = arts_drawn(monkeypatch)
    with app_at((1280, 720), 100, "en") as app:
        for game, preset, deck, art in [("koikoi", "nintendo", "", "standard"), ("koikoi", "fr-club", "", "themed"),
                                        ("koikoi", "fr-club", "standard", "standard"),
                                        ("koikoi", "nintendo", "themed", "themed"), ("gostop", "nintendo", "themed",
                                                                                     "standard")]:
            app.ctx.change_settings(app.ctx.settings.replace(game=game, preset=preset, deck=deck), save=False)
            scene = TitleScene(app.ctx)
            app.push(scene)
            run(app, 2)
            drawn.clear()
            scene.draw_full(app.screen)
            assert drawn == [art] * len(title_paint.SHOWCASE), f"{game} {preset} deck={deck!r}: {drawn}"
            app.pop(scene)
