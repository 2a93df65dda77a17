"""The title's language picker: each language named in itself, a click on
its arrows speaks the next one (the settings keep it), and the title is
drawn again in the new words at once."""

from __future__ import annotations

import pygame

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.scenes.title import TitleScene

from .conftest import click, run
from .texts import record_texts, speak_tiny_french

FRENCH = {
    "New match": "Nouvelle partie",
    "Hanafuda, the game of flower cards": "Hanafuda, le jeu des cartes à fleurs",
}


def drawn_words(title: TitleScene, monkeypatch) -> set[str]:  # noqa: ANN001
    return {t for t, *_ in record_texts(title, monkeypatch, title.draw_full)}


def step(title: TitleScene, right: bool) -> None:
    """A click on the picker's right (next) or left (previous) arrow."""
    box = title.language.value_rect
    click((box.right - 10 if right else box.x + 10, box.centery))


def test_the_picker_speaks_the_next_language_and_the_title_is_redrawn_in_it(app, tmp_path, monkeypatch):
    speak_tiny_french(tmp_path, monkeypatch, FRENCH)
    app.push(TitleScene(app.ctx))
    run(app, 3)
    title = app.top
    assert i18n.language() == "en" and title.language.fmt(title.language.value) == "English"
    assert {"English", "New match", "Hanafuda, the game of flower cards"} <= drawn_words(title, monkeypatch)

    step(title, right=True)  # English -> Français
    run(app, 3)
    assert i18n.language() == "fr" and app.ctx.settings.language == "fr"
    assert S.load().settings.language == "fr"  # kept for next time
    assert app.top is title and title.new_button.label == "Nouvelle partie"  # laid out again, in French
    words = drawn_words(title, monkeypatch)
    assert {"Français", "Nouvelle partie", "Hanafuda, le jeu des cartes à fleurs"} <= words
    assert "New match" not in words
    assert "How to play" in words  # a word the tiny catalog lacks stays English

    step(title, right=False)  # back to English
    run(app, 3)
    assert i18n.language() == "en" and app.ctx.settings.language == "en"
    assert {"English", "New match"} <= drawn_words(title, monkeypatch)


def test_a_language_without_its_catalog_is_told_and_the_picker_moves_on(app, tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "catalog_path", lambda code: tmp_path / f"{code}.mo")  # no catalog at all
    app.push(TitleScene(app.ctx))
    run(app, 3)
    title = app.top
    step(title, right=True)
    run(app, 3)
    assert i18n.language() == "en" and app.ctx.settings.language == "fr"
    assert any("catalog is missing" in note for note in app.ctx.notices)
    assert title.language.value == "fr"  # the choice shown, so the next click goes on to the next language
    step(title, right=True)
    run(app, 3)
    assert app.ctx.settings.language == list(i18n.LANGUAGES)[2] and i18n.language() == "en"


def test_every_language_is_offered_by_its_own_name(app):
    title = TitleScene(app.ctx)
    app.push(title)
    run(app, 2)
    picker = title.language
    assert picker.values == list(i18n.LANGUAGES)
    assert [picker.fmt(v) for v in picker.values] == list(i18n.LANGUAGES.values())
    assert app.screen.get_rect().contains(picker.rect) and not picker.rect.colliderect(title.box)


def test_the_title_counts_the_time_it_sleeps_toward_the_attract_mode(app):
    """Left alone, the title sleeps between frames; those sleeps count in
    full (a frame's time is capped against stalls, which once made a
    quarter-second sleep count as a tenth, and 45 s of attract wait last
    nearly two minutes)."""
    import time

    from koikoi.ui.koikoi.table import TableScene

    app.ctx.options.attract_after = 0.6
    app.push(app.ctx.screens.title())
    app.step(1 / 60)
    pygame.event.clear()
    began = time.perf_counter()
    while not isinstance(app.top, TableScene) and time.perf_counter() - began < 5:
        app.idle_wait()
    assert isinstance(app.top, TableScene) and app.top.attract
    assert time.perf_counter() - began < 1.5  # about 0.6 s of sleeps, not 0.6 / 0.4
