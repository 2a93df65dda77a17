"""Settings: every option has its words, the description line follows the
pointer, the rule list scrolls with a scroll bar and never draws outside
its box, and every text is readable and inside its box at the smallest and
a large window."""

from __future__ import annotations

import pygame
import pytest

from koikoi import i18n
from koikoi.games.common.options import CardIds, Whole, specs
from koikoi.games.gostop.rules import SECTIONS as GOSTOP_SECTIONS
from koikoi.games.koikoi.rules import PRESET_NAMES, SCHEMA, load_preset
from koikoi.i18n import LANGUAGES, _
from koikoi.storage import settings as S
from koikoi.ui.config import option_values
from koikoi.ui.rows import OptionRow, ScrollBar, SliderRow
from koikoi.ui.gostop_rule_words import RULE_OPTIONS as GOSTOP_RULE_OPTIONS
from koikoi.ui.rule_words import GAME_OPTIONS, OFF, ON, RULE_OPTIONS, TABLE_HEADINGS
from koikoi.ui.deck_choice import SLOTS, DeckPreview, Spacer
from koikoi.ui.scenes.settings_menu import SettingsScene

from .conftest import drag, make_app, run
from .texts import speak_tiny_french

SMALLEST, LARGE = (960, 540), (1920, 1080)


def every_rule_option():
    return [(f"{table}.{key}", check) for table, checks in SCHEMA.items() for key, check in checks.items()]


def values_of(dotted: str, spec) -> list:
    """Every value an option may take (every whole number in its range; the
    sets of cards the settings offer)."""
    if isinstance(spec, Whole):
        return list(range(spec.lo, spec.hi + 1))
    if isinstance(spec, CardIds):
        return option_values(spec, (), dotted)
    return list(spec.values)


# Each game's options, with the words the settings show them by and where those are written.
GAMES_WORDS = [(RULE_OPTIONS, "koikoi/ui/rule_words.py", every_rule_option()),
               (GOSTOP_RULE_OPTIONS, "koikoi/ui/gostop_rule_words.py",
                [(f"{t}.{k}", spec) for t, cls in GOSTOP_SECTIONS.items() for k, spec in specs(cls).items()])]
EVERY_OPTION = [(words, where, dotted, spec) for words, where, options in GAMES_WORDS for dotted, spec in options]


# --- the words ------------------------------------------------------------------------------

@pytest.mark.parametrize("table,where,dotted,check", EVERY_OPTION,
                         ids=[f"{'gostop' if table is GOSTOP_RULE_OPTIONS else 'koikoi'}-{d}"
                              for table, _, d, _ in EVERY_OPTION])
def test_every_rule_option_has_a_label_a_description_and_a_name_for_each_value(table, where, dotted, check):
    """Both games' options, Go-Stop's as Koi-Koi's: an option the rules
    declare without words here fails."""
    assert dotted in table, f"{dotted} has no words in {where}"
    words = table[dotted]
    assert words.label and words.label[0].isupper()
    assert words.description.endswith(".") and "_" not in words.description
    for value in values_of(dotted, check):
        name = words.name(value)
        assert name and "_" not in name and name != str(value), f"{dotted} = {value!r} reads {name!r}"
        assert name[0].isupper() or name[0] in "0123456789+×", f"{dotted} = {value!r} reads {name!r}"
        if isinstance(value, bool):
            assert name == (_(ON) if value else _(OFF))
        elif isinstance(value, (str, tuple)):
            assert words.meaning(value).endswith("."), f"{dotted} = {value!r} says nothing of itself"


def test_the_koikoi_limit_scope_is_in_settings_with_its_words():
    words = RULE_OPTIONS["play.koikoi_limit_scope"]
    assert [words.name(v) for v in SCHEMA["play"]["koikoi_limit_scope"].values] == ["Each player", "Whole round"]
    assert RULE_OPTIONS["play.koikoi_limit"].name(0) == "No limit"
    assert RULE_OPTIONS["play.koikoi_limit"].name(1) == "1 call"
    assert RULE_OPTIONS["end.oya_ken"].name(2) == "2 points"


def test_every_game_option_has_its_words():
    shown = {"level", "match_rounds", "animation_speed", "sfx_volume", "music_volume", "muted", "fullscreen",
             "card_indices", "preset"}
    assert shown <= set(GAME_OPTIONS) and shown - {"preset"} <= set(S.FIELDS)
    for key in shown:
        assert GAME_OPTIONS[key].label and GAME_OPTIONS[key].description.endswith(".")
    assert [GAME_OPTIONS["level"].name(v) for v in ("easy", "normal", "hard")] == ["Easy", "Normal", "Hard"]


def test_the_list_shows_every_rule_option_in_schema_order_then_each_yaku(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    keys = [k for k, w in s.option_widgets.items() if w in s.options]
    assert keys[0] == "deck"  # the deck heads the rules' options, its preview under it
    preview = s.rows[s.rows.index(s.option_widgets["deck"]) + 1:][:SLOTS]
    assert isinstance(preview[0], DeckPreview) and all(isinstance(r, Spacer) for r in preview[1:])
    keys = keys[1:]
    rules = [k for k in keys if not k.startswith("yaku.")]
    assert rules == [d for d, _ in every_rule_option() if d != "match.rounds"]
    yaku = load_preset("nintendo").data["yaku"]
    assert keys[len(rules):] == [f"yaku.{y}.{what}" for y in yaku for what in ("enabled", "points")]
    rows = s.rows[s.rows.index(s.preset_choice) + 1:] if s.single else s.rows  # the rules' part of one list
    headings = [r.label for r in rows if not isinstance(r, (OptionRow, DeckPreview, Spacer))]
    assert headings == [_(TABLE_HEADINGS[t]) for t in (*SCHEMA, "yaku")]
    for key, row in s.option_widgets.items():  # every value as its words name it, never a raw token
        if isinstance(row, OptionRow):
            assert row.label == s.words[key].label
            assert all(row.fmt(v) == s.words[key].name(v) for v in row.values)


# --- the language ---------------------------------------------------------------------------

def click_value(row) -> None:
    """A click on the right half of a row's value box: the next value."""
    pos = (row.value_rect.right - 5, row.rect.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_the_language_is_offered_first_each_by_its_own_name(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    row = s.option_widgets["language"]
    assert next(w for w in s.widgets if w.focusable) is row and row.label == "Language"
    assert row.values == list(LANGUAGES) and row.value == i18n.language() == "en"
    assert [row.fmt(code) for code in row.values] == ["English", "Français", "Português (Brasil)", "한국어", "日本語"]
    assert GAME_OPTIONS["language"].description.endswith(".")


def test_changing_the_language_speaks_it_stores_it_and_lays_the_settings_out_in_it(app, tmp_path, monkeypatch):
    speak_tiny_french(tmp_path, monkeypatch, {"Settings": "Paramètres", "Language": "Langue", "Mute": "Muet"})
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)

    def texts() -> list[str]:  # drawn_texts undoes its monkeypatch: its own, not the catalog's
        return [t for t, *_ in drawn_texts(s, pytest.MonkeyPatch())]

    assert "Settings" in texts()
    click_value(s.option_widgets["language"])  # English -> Français
    run(app, 2)
    assert i18n.language() == "fr"
    assert app.ctx.settings.language == "fr" and S.load().settings.language == "fr"
    assert "Paramètres" in texts() and "Settings" not in texts()  # the title, drawn in French
    row = s.option_widgets["language"]  # made again, in the new words, still the one selected
    assert row.label == "Langue" and row.value == "fr" and row.fmt("fr") == "Français"
    assert s.option_widgets["muted"].label == "Muet" and s.selected == "language"
    assert s.error == ""


def test_a_language_whose_words_are_missing_leaves_the_game_in_english(app, tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "catalog_path", lambda code: tmp_path / f"{code}.mo")  # no catalog at all
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    click_value(s.option_widgets["language"])
    run(app, 2)
    assert i18n.language() == "en" and app.ctx.settings.language == "fr"  # the choice is kept for later
    assert s.option_widgets["language"].value == "en"  # the row says the language spoken
    assert s.error == "Not changed: the words of Français could not be read."


# --- the description line ---------------------------------------------------------------------

def point(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def box_pixels(surface: pygame.Surface, box: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(box), "RGB")


def test_the_description_line_follows_the_pointed_option(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    assert s.description_lines()[0].startswith("Point at an option")
    assert "Tab" in s.description_lines()[0], "a keyboard player is told the keys too"
    teshi = s.option_widgets["deal.teshi"]
    s.bar.scroll_to(s.rows.index(teshi) * s.row_h)  # in view, where one list holds every option
    run(app, 1)
    point(teshi.label_box.center)
    run(app, 2)
    assert s.description_lines() == (RULE_OPTIONS["deal.teshi"].description,
                                     "Instant win: " + RULE_OPTIONS["deal.teshi"].meaning("win"))
    teshi_pixels = box_pixels(app.screen, s.description_box)
    level = s.option_widgets["level"]
    s.bar.scroll_to(0)
    run(app, 1)
    point(level.label_box.center)
    run(app, 2)
    assert s.described() == "level"
    assert s.description_lines()[0] == GAME_OPTIONS["level"].description
    assert box_pixels(app.screen, s.description_box) != teshi_pixels  # the line on screen changed too


def test_away_from_the_options_the_line_tells_of_the_one_last_changed(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    s.bar.scroll_to(s.option_widgets["play.koikoi_limit_scope"].rect.y - s.list_rect.y)
    run(app, 1)
    scope = s.option_widgets["play.koikoi_limit_scope"]
    assert scope.visible
    pos = (scope.value_rect.right - 5, scope.rect.centery)
    point(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, 2)
    assert app.ctx.settings.rules().play.koikoi_limit_scope == "round"
    point((s.panel.x + 2, s.panel.bottom - 2))  # nowhere near an option
    run(app, 2)
    assert s.pointed == "" and s.described() == "play.koikoi_limit_scope"
    assert s.description_lines()[1].startswith("Whole round: both players' calls count together")


def test_a_refused_change_says_why_in_plain_words(app):
    app.ctx.change_settings(app.ctx.settings.replace(preset="korean"))  # first to 50 points, no round limit
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    target = s.option_widgets["match.target"]
    while target.value != 0:
        target.step(-1)
    assert s.error == "Not changed: a match needs an end (rounds, points to win or starting points)."
    assert app.ctx.settings.rules().match.target > 0


# --- the scroll bar ---------------------------------------------------------------------------

def test_a_scroll_bar_shows_only_when_the_content_overflows():
    moved = []
    bar = ScrollBar((0, 0, 12, 200), moved.append)
    bar.set_extent(150, 200)
    assert not bar.visible
    assert not bar.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 100), button=1))
    bar.set_extent(800, 200)
    assert bar.visible and bar.thumb.h == 50  # the visible quarter of the content
    bar.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 150), button=1))  # the track, below the thumb
    assert moved == [180] and bar.offset == 180  # a page down (nine tenths of the view)


def test_dragging_the_thumb_moves_the_list_and_nothing_outside_its_box_changes(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    bar = s.bar
    assert bar.visible and bar.rect.h > bar.thumb.h > 0
    assert abs(bar.thumb.h - bar.rect.h * s.list_rect.h / (len(s.rows) * s.row_h)) <= 1
    before = app.screen.copy()
    first = s.rows[1].rect.y
    drag(bar.thumb.center, 60)
    run(app, 2)
    expected = 60 * bar.max_offset / (bar.rect.h - bar.thumb.h)
    assert abs(s.scroll - expected) <= 1 and s.scroll > 0
    assert s.rows[1].rect.y == first - s.scroll
    assert dict(app.ctx.settings.rule_options) == {}  # dragging changed no option
    # the list drew only inside its box: every pixel outside it (and the bar,
    # and the description line, which tells of the pointed option) is as it was
    after = app.screen
    changed = [s.list_rect, bar.rect, s.description_box]
    for x in range(0, after.get_width(), 3):
        for y in range(0, after.get_height(), 3):
            if not any(r.inflate(14, 14).collidepoint(x, y) for r in changed):
                assert after.get_at((x, y)) == before.get_at((x, y)), (x, y)


def test_the_wheel_and_the_page_keys_scroll_the_list(app):
    s = SettingsScene(app.ctx)
    app.push(s)
    run(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    run(app, 1)
    assert s.scroll == 2 * s.row_h
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    run(app, 1)
    assert s.scroll == s.bar.max_offset and s.rows[-1].visible
    assert s.rows[-1].rect.bottom <= s.list_rect.bottom


# --- every text readable and inside its box -------------------------------------------------

class Recorder(pygame.Surface):
    """A screen that remembers each blit: the image, where it went, and the clip in force."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001, ANN201
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.blits.append((source, pygame.Rect(topleft, size), self.get_clip()))
        return super().blit(source, dest, area, special_flags)


def drawn_texts(scene, monkeypatch) -> list[tuple[str, int, bool, pygame.Rect, pygame.Rect]]:
    """Every text a full repaint of ``scene`` draws: (text, size, bold, where,
    the part of it not clipped away)."""
    assets = scene.ctx.assets
    made: dict[int, tuple[pygame.Surface, str, int, bool]] = {}
    real = type(assets).text.__get__(assets)

    def text(t, size, colour=(0, 0, 0), bold=False, shadow=True):  # noqa: ANN001, ANN202
        image = real(t, size, colour, bold, shadow)
        made[id(image)] = (image, t, size, bold)
        return image

    with pytest.MonkeyPatch.context() as patch:  # its own: undoing the test's would undo its other patches
        patch.setattr(assets, "text", text)
        screen = Recorder(scene.ctx.layout.window)
        scene.draw_full(screen)
    out = []
    for source, where, clip in screen.blits:
        if id(source) in made:
            _, t, size, bold = made[id(source)]
            out.append((t, size, bold, where, where.clip(clip)))
    return out


def check_texts(scene, texts, boxes: list[pygame.Rect], value_boxes: list[pygame.Rect]) -> None:
    """Each text shown is readable, whole across, inside one of ``boxes``,
    overlaps no other text, and stays out of the value boxes it is not in."""
    window = pygame.Rect((0, 0), scene.ctx.layout.window)
    shown = [(t, size, bold, where, seen) for t, size, bold, where, seen in texts if seen.h > 0]
    assert shown
    for t, size, bold, where, seen in shown:
        assert scene.ctx.assets.font(size, bold).get_linesize() >= 12, f"{t!r} is under 12 px"
        assert window.contains(seen), f"{t!r} at {seen} leaves the window"
        assert seen.w == where.w, f"{t!r} is cut off at the side of its box"
        assert any(box.contains(seen) for box in boxes), f"{t!r} at {seen} is outside its box"
        for value in value_boxes:
            if value.colliderect(seen):
                assert value.contains(seen), f"{t!r} at {seen} runs into a value box at {value}"
    cores = [seen.inflate(-2, -4) for *_, seen in shown]
    for i, a in enumerate(cores):
        hit = a.collidelist(cores[i + 1:])
        assert hit == -1, f"{shown[i][0]!r} overlaps {shown[i + 1 + hit][0]!r}"


# Each game's settings with a rule option changed (so the notes say so), and a row of its list to point at.
CHANGED_OPTION = {"koikoi": ("preset", {"rule_options": {"play.koikoi_limit": 2}}, "deal.first_dealer"),
                  "gostop": ("gostop_preset", {"gostop_rule_options": {"play.bomb_flips": 1}}, "deal.four_in_hand")}


@pytest.mark.parametrize("size", [SMALLEST, LARGE])
@pytest.mark.parametrize("game,preset", [("koikoi", "nintendo"), ("koikoi", "korean"), ("gostop", "matgo"),
                                         ("gostop", "gostop-brazilian")])
def test_every_text_is_readable_and_inside_its_box(size, game, preset, monkeypatch):
    field, changed, pointed = CHANGED_OPTION[game]
    app = make_app(S.Settings(animation_speed=4.0, game=game, **{field: preset}, **changed), size=size)
    try:
        s = SettingsScene(app.ctx, in_game=True)  # with its notes: in game, and an option changed
        app.push(s)
        run(app, 2)
        title = pygame.Rect(0, 0, size[0], s.panel.y)
        boxes = [title, s.panel, s.back.rect, s.reset.rect]
        for offset in (0, s.bar.max_offset // 2, s.bar.max_offset):
            s.bar.scroll_to(offset)
            point(s.option_widgets[pointed].label_box.center)
            run(app, 1)
            rows = [w for w in s.widgets if isinstance(w, (OptionRow, SliderRow)) and w.visible]
            # a row of the scrolling list is seen only through the list's box
            check_texts(s, drawn_texts(s, monkeypatch), boxes,
                        [w.value_rect.clip(s.list_rect) if w in s.rows else w.value_rect
                         for w in rows if isinstance(w, OptionRow)])
            for t, *_, where, seen in drawn_texts(s, monkeypatch):
                if s.list_rect.colliderect(where) and not s.list_rect.contains(where):
                    assert s.list_rect.contains(seen), f"{t!r} is drawn outside the list"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_at_the_smallest_window_every_word_fits_unshortened():
    """Labels, value names and description lines all fit at 960x540, for
    every preset: the ellipsis is a safety net, not the way they read."""
    app = make_app(size=SMALLEST)
    try:
        s = SettingsScene(app.ctx)
        app.push(s)
        run(app, 2)
        font = app.ctx.assets.font(s.size)
        for preset in PRESET_NAMES:
            s.set_preset(preset)
            for key, w in s.option_widgets.items():
                words = s.words[key]
                assert font.size(w.label)[0] <= w.label_box.w - 2, f"{w.label!r} is too long"
                assert font.size(words.description)[0] <= s.description_box.w - 2, f"{key}: description"
                if isinstance(w, OptionRow):
                    for v in w.values:
                        assert font.size(w.fmt(v))[0] <= w.value_box.w, f"{key} = {v!r}: {w.fmt(v)!r}"
                        if words.meaning(v):
                            line = f"{words.name(v)}: {words.meaning(v)}"
                            assert font.size(line)[0] <= s.description_box.w - 2, f"{key} = {v!r}: meaning"
        for dotted, check in every_rule_option():
            words = RULE_OPTIONS[dotted]
            for v in option_values(check, values_of(dotted, check)[0], dotted):
                assert font.size(words.name(v))[0] <= s.preset_choice.value_box.w, f"{dotted} = {v!r}"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
