"""Buttons as wide as their words need at the text size chosen, where the
screen has room: at 150% text in French, a round's summary drew "Manche
suivante  Entrée" well under the other texts, shrunk into the width its
English label was given. Over both games' summaries at both window sizes,
each button's label (and its key) is drawn at the size its height gives."""

from __future__ import annotations

import pytest

from koikoi.ui.summary_overlay import SummaryOverlay
from koikoi.ui.table.replay import ReplayTable

from ..games.test_matchrecord import played
from .conftest import app_at, run

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def first_summary(a, game: str, preset: str, players: int) -> SummaryOverlay:
    """A replay's first round played to its end, its summary open."""
    table = a.ctx.screens.replay(played(game, preset, players, 1), "")
    assert isinstance(table, ReplayTable)
    a.push(table)
    run(a, 2)
    table.goto(max(0, table.replay.round_starts[1] - 8))
    while table.at < table.moves and a.top is table:
        table.step_forward()
        run(a, 400, until=lambda: table.idle and not table.summary_due or a.top is not table)
    assert isinstance(a.top, SummaryOverlay)
    return a.top


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "pt_BR"])
@pytest.mark.parametrize("game, preset, players", [("koikoi", "nintendo", 2), ("gostop", "matgo", 2),
                                                   ("gostop", "gostop-brazilian", 3)])
def test_a_summarys_buttons_draw_their_words_at_the_size_chosen(game, preset, players, lang, size):
    with app_at(size, 150, lang) as a:
        summary = first_summary(a, game, preset, players)
        run(a, 2)
        lay, assets = a.ctx.layout, a.ctx.assets
        buttons = summary.buttons  # Next, Moves, Menu
        assert not any(b.rect.colliderect(c.rect) for i, b in enumerate(buttons) for c in buttons[i + 1:])
        assert all(summary.box.contains(b.rect) for b in buttons)
        needed = sum(max(w, b.width_for(assets, b.label, b.rect.h, b.key_label, b.primary))
                     for w, b in zip((lay.px(260), lay.px(170), lay.px(170)), buttons))
        room = summary.box.w - 2 * lay.px(16) - (len(buttons) - 1) * lay.px(20)
        if needed <= room:  # room for all: each label and its key at the size chosen
            for b in buttons:
                assert b.fitting(assets) == (b.label, b.text_sizes()[0], True), (b.label, b.rect)
        else:  # not enough: they take all of the box's width
            assert sum(b.rect.w for b in buttons) >= room - len(buttons)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_questions_answers_draw_their_words_at_the_size_chosen(size):
    """Go-Stop's choice of a card, at 150% text in French ("Carte simple
    double  D · Entrée" shrank in the 560-px box): the box widens for its
    answers where the window has room, each drawn at the size chosen."""
    import pygame

    from koikoi.ui.scenes.dialog import ChoiceScene

    with app_at(size, 150, "fr") as a:
        answers = [("Carte simple double", lambda: None), ("Carte simple de décembre", lambda: None)]
        dialog = ChoiceScene(a.ctx, "Quelle carte prendre ?", "Deux cartes de décembre peuvent être prises.",
                             answers, letters=[pygame.K_d, pygame.K_s])
        a.push(dialog)
        run(a, 2)
        window = pygame.Rect((0, 0), a.ctx.layout.window)
        assert window.contains(dialog.box)
        for b in dialog.buttons:
            assert dialog.box.contains(b.rect)
            assert b.fitting(a.ctx.assets) == (b.label, b.text_sizes()[0], True), (b.label, b.rect)
