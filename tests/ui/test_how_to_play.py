"""How to play: it says what the active rules do (the koi-koi limit and
whose calls count, which yaku replace which, every multiplier, the deal
checks, the end of a round and of the match), lays it out inside its
columns, and scrolls under a frame that stays still."""

from __future__ import annotations

import pygame
import pytest

from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.ui.rules_explained import explain, yaku_lines, yaku_points
from koikoi.ui.scenes.how_to_play import RulesScene

from .conftest import drag, make_app, run
from .test_settings_scene import LARGE, SMALLEST, check_texts, drawn_texts


def said(rules) -> str:
    return " ".join(sentence for section in explain(rules) for sentence in section.sentences)


# --- what it says ---------------------------------------------------------------------------

# For each preset: what How to play must say of its koi-koi limit, its
# replacements and its multipliers, and what it must not.
SAYS = {
    "nintendo": (
        ["Each player may call koi-koi once a round", "your next yaku ends the round at once, and you score",
         "Inoshikacho replaces Tane.", "Akatan-Aotan replaces Akatan, Aotan and Tanzaku.",
         "Akatan replaces Tanzaku.", "If your yaku are worth 7 points or more, your score doubles.",
         "If your opponent has called koi-koi, your score doubles.", "two doublings make ×4",
         "You may call koi-koi even on your last card.", "The match ends after 12 rounds"],
        ["Yaku add up", "as often as", "bright on the field", "No multiplier"],
    ),
    "fr-classic": (
        ["Both players may call koi-koi as often as they make or raise a yaku.", "Inoshikacho replaces Tane.",
         "If your yaku are worth 7 points or more", "If you called koi-koi before stopping, your score doubles",
         "If your opponent's yaku are worth 7 points or more when you stop", "If your opponent has called koi-koi",
         "The players take turns to deal."],
        ["Yaku add up", "once a round"],
    ),
    "fr-variant": (
        ["as often as", "Inoshikacho replaces Tane.", "No multiplier applies",
         "the last koi-koi caller scores their yaku, unless they played the round's last card"],
        ["your score doubles", "Yaku add up"],
    ),
    "fr-club": (
        ["as often as", "Inoshikacho replaces Tane.", "No multiplier applies",
         "the last koi-koi caller scores their yaku, unless they played the round's last card"],
        ["your score doubles", "Yaku add up"],
    ),
    "korean": (
        ["Both players may call koi-koi as often as they make or raise a yaku.", "Yaku add up",
         "No multiplier applies", "count only when you also have another yaku",
         "the last player to call koi-koi scores their yaku", "the dealer scores 1 point (oya-ken)",
         "as soon as a player reaches 50 points", "2 at a time"],
        ["replaces", "your score doubles"],
    ),
    "brazilian": (
        ["as often as", "Yaku add up", "one call ×2, two calls ×3",
         "Each bright on the field at the deal multiplies the round's score", "swap hands with the dealer",
         "scores 5 points", "the fourth card of that month takes all three"],
        ["replaces", "your score doubles", "7 points or more"],
    ),
    "koikoi-japan": (
        ["as often as", "Yaku add up", "Koi-koi bonus: each koi-koi you called adds 1 point",
         "There is no koi-koi on your last card", "Each player starts with 30 points",
         "taken from the other player", "If the field is empty, it stays so", "Teshi (a hand dealt all four "
         "cards of one month): the cards are dealt again."],
        ["replaces", "your score doubles", "If the field is ever empty"],
    ),
}


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_preset_is_told_its_koikoi_limit_replacements_and_multipliers(preset):
    text = said(load_preset(preset))
    must, must_not = SAYS[preset]
    for fragment in must:
        assert fragment in text, f"{preset}: How to play does not say {fragment!r}"
    for fragment in must_not:
        assert fragment not in text, f"{preset}: How to play says {fragment!r}"


@pytest.mark.parametrize("preset", [p for p in PRESET_NAMES if not load_preset(p).scoring.cumulative])
def test_every_replacement_is_said(preset):
    rules = load_preset(preset)
    sentences = [sentence for section in explain(rules) for sentence in section.sentences]
    for y in rules.yaku:
        if y.replaces:
            replaced = [rules.yaku_by_id(r).name for r in y.replaces]
            assert any(s.startswith(f"{y.name} replaces ") and all(n in s for n in replaced) for s in sentences), y.id


@pytest.mark.parametrize("limit,scope,words", [
    (1, "each", "Each player may call koi-koi once a round"),
    (2, "each", "Each player may call koi-koi twice a round: once you have used your calls"),
    (1, "round", "Koi-koi may be called once a round in all, by either player: once it has been called, "
                 "the next yaku either player makes ends the round"),
    (3, "round", "Koi-koi may be called 3 times a round in all, by either player: once the calls are used up"),
    (0, "round", "Both players may call koi-koi as often as they make or raise a yaku."),
])
def test_the_koikoi_limit_says_whose_calls_count(limit, scope, words):
    rules = load_preset("nintendo", {"play.koikoi_limit": limit, "play.koikoi_limit_scope": scope})
    assert words in said(rules)


@pytest.mark.parametrize("option,words", [
    ("seven_plus", "If your yaku are worth 7 points or more, your score doubles."),
    ("opponent_koikoi", "If your opponent has called koi-koi, your score doubles."),
    ("own_koikoi", "If you called koi-koi before stopping, your score doubles"),
    ("opponent_seven_plus", "If your opponent's yaku are worth 7 points or more when you stop"),
    ("nth_koikoi", "one call ×2, two calls ×3"),
    ("koikoi_bonus", "each koi-koi you called adds 1 point, for up to three calls"),
    ("field_brights", "one bright ×2, two brights ×3"),
    ("forfeit_failed_koikoi", "you also take the points of their yaku"),
])
def test_each_multiplier_is_said_exactly_when_the_rules_apply_it(option, words):
    every_off = {f"scoring.{o}": False for o in ("seven_plus", "opponent_koikoi")}
    off = load_preset("nintendo", every_off)
    on = load_preset("nintendo", {**every_off, f"scoring.{option}": True})
    assert words not in said(off) and "No multiplier applies" in said(off)
    assert words in said(on) and "No multiplier applies" not in said(on)


def test_the_high_score_threshold_is_the_rules_own():
    rules = load_preset("nintendo", {"scoring.seven_plus_threshold": 5})
    assert "If your yaku are worth 5 points or more, your score doubles." in said(rules)


@pytest.mark.parametrize("rule,words", [
    ("win", "Teshi (a hand dealt all four cards of one month): that player wins the round at once and scores 6"),
    ("redeal", "Teshi (a hand dealt all four cards of one month): the cards are dealt again."),
    ("void", "Teshi (a hand dealt all four cards of one month): the round is void, and nobody scores."),
    ("off", "Teshi (a hand dealt all four cards of one month): it counts for nothing"),
])
def test_teshi_is_told_as_the_rules_treat_it(rule, words):
    assert words in said(load_preset("nintendo", {"deal.teshi": rule}))


def test_the_deal_checks_on_the_field_are_told():
    remove = said(load_preset("nintendo", {"deal.field_four": "remove"}))
    assert "they are set aside, and the round is played without them" in remove
    dealer = said(load_preset("nintendo", {"deal.field_four": "dealer_wins", "deal.field_four_points": 4}))
    assert "the dealer wins the round and scores 4 points" in dealer
    assert "Four pairs on the field" not in said(load_preset("nintendo"))
    assert "Four pairs on the field at the deal: the round is void" in said(load_preset("fr-classic"))


def test_yaku_points_read_in_words():
    nintendo = {y.id: yaku_points(y) for y in load_preset("nintendo").yaku}
    assert nintendo["tane"] == "1 point, +1 for each card beyond 5"
    assert nintendo["goko"] == "10 points" and nintendo["sanko"] == "5 points"
    japan = {y.id: yaku_points(y) for y in load_preset("koikoi-japan").yaku}
    assert japan["hanami-zake"] == "1 point, 3 after a koi-koi"
    korean = {line.yaku.id: line for line in yaku_lines(load_preset("korean"))}
    assert korean["inoshikacho"].points == "5 points"
    assert "+1" not in korean["inoshikacho"].description  # no "per extra animal" where none is given


# --- the scene -----------------------------------------------------------------------------------

def scene_at(app, preset: str) -> RulesScene:
    scene = RulesScene(app.ctx, load_preset(preset))
    app.push(scene)
    run(app, 2)
    return scene


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_page_shows_every_sentence_and_every_yaku(app, preset):
    rules = load_preset(preset)
    scene = scene_at(app, preset)
    page = " ".join(scene.page.texts())
    for section in explain(rules):
        assert section.title in page
        for sentence in section.sentences:
            assert sentence in page, sentence
    lines = yaku_lines(rules)
    for line in lines:
        assert line.name in page and line.points in page
    cards = [item for item in scene.page.items if item.card >= 0]
    assert len(cards) == sum(len(scene.example(y)) for y in rules.yaku)  # every yaku with its cards


def frame_pixels(surface: pygame.Surface, scene: RulesScene) -> list:
    """The frame of the panel: every pixel between its outer edge and the view."""
    outer, inner = scene.frame, scene.view
    return [surface.get_at((x, y)) for x in range(outer.x, outer.right) for y in range(outer.y, outer.bottom)
            if not inner.collidepoint(x, y)]


@pytest.mark.parametrize("size", [SMALLEST, (1280, 720)])
def test_the_frame_stays_still_while_the_page_scrolls_under_it(size):
    app = make_app(size=size)
    try:
        scene = scene_at(app, "nintendo")
        assert scene.bar.visible and scene.page.get_height() > scene.view.h
        frame = frame_pixels(app.screen, scene)
        inside = pygame.image.tobytes(app.screen.subsurface(scene.view), "RGB")
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
        run(app, 2)
        assert scene.scroll > 0
        assert pygame.image.tobytes(app.screen.subsurface(scene.view), "RGB") != inside  # the page moved
        assert frame_pixels(app.screen, scene) == frame  # its frame did not
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_the_scroll_bar_drags_the_page(app):
    scene = scene_at(app, "korean")
    bar = scene.bar
    assert bar.visible and abs(bar.thumb.h - bar.rect.h * scene.view.h / scene.page.height) <= 1
    drag(bar.thumb.center, 40)
    run(app, 2)
    assert abs(scene.scroll - 40 * bar.max_offset / (bar.rect.h - bar.thumb.h)) <= 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    run(app, 2)
    assert scene.scroll == bar.max_offset == scene.page.height - scene.view.h


@pytest.mark.parametrize("size", [SMALLEST, LARGE])
@pytest.mark.parametrize("preset", ["nintendo", "korean", "koikoi-japan"])
def test_every_text_is_readable_and_inside_its_column(size, preset, monkeypatch):
    app = make_app(size=size)
    try:
        scene = scene_at(app, preset)
        page = scene.page
        assert page.width <= scene.view.w - scene.bar.rect.w
        placed = [item for item in page.items]
        for item in placed:  # on the page: each text and card inside its column
            left, right = item.column
            assert left <= item.rect.x and item.rect.right <= right, item
            assert 0 <= item.rect.x and item.rect.right <= page.width, item
            if item.text:
                assert app.ctx.assets.font(item.size, item.bold).size(item.text)[0] <= item.rect.w
        cores = [item.rect.inflate(-2, -4) for item in placed]
        for i, a in enumerate(cores):
            hit = a.collidelist(cores[i + 1:])
            assert hit == -1, f"{placed[i]} overlaps {placed[i + 1 + hit]}"
        title = pygame.Rect(0, 0, size[0], scene.frame.y)
        for offset in (0, scene.bar.max_offset // 2, scene.bar.max_offset):  # on the screen, as it scrolls
            scene.bar.scroll_to(offset)
            texts = drawn_texts(scene, monkeypatch)
            check_texts(scene, texts, [title, scene.view, scene.back.rect], [])
            for t, *_, where, seen in texts:
                if scene.view.colliderect(where):
                    assert scene.view.contains(seen), f"{t!r} is drawn outside the view"
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()


def test_a_long_description_wraps_in_its_column():
    long = ("The three red poetry ribbons of pine, plum and cherry, and the three blue ribbons of peony, "
            "chrysanthemum and maple, all six together.")
    rules = load_preset("nintendo", {"yaku.akatan-aotan.description": long})
    app = make_app(size=SMALLEST)
    try:
        scene = RulesScene(app.ctx, rules)
        app.push(scene)
        run(app, 2)
        parts = [item for item in scene.page.items if item.text and item.text in long]
        assert len(parts) >= 2 and " ".join(p.text for p in parts) == long
        assert len({p.column for p in parts}) == 1 and all(p.rect.right <= p.column[1] for p in parts)
        assert parts[0].column[1] - parts[0].column[0] < scene.page.width // 2  # its column, not the page
        cards = [item for item in scene.page.items if item.card >= 0]
        assert cards and all(c.rect.x >= parts[0].column[1] for c in cards)  # the cards stay beside it
    finally:
        app.ctx.worker.shutdown()
        pygame.quit()
