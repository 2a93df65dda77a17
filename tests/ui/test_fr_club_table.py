"""fr-club, offered by the window, played whole at the table with its themed
deck: the table always shows what the engine holds, every card it draws is
the themed deck's art, and a themed yaku made is named on the summary."""

from __future__ import annotations

import time

import pygame
import pytest

from koikoi.games.common.rulefiles import PRESETS_NOT_OFFERED
from koikoi.games.koikoi import turn as R
from koikoi.games.koikoi.rules import PRESET_NAMES, load_preset
from koikoi.resources import asset
from koikoi.ui.scenes.summary import SummaryScene
from koikoi.ui.koikoi.table import TableScene

from .agreement import koikoi_disagreements

THEMED = {"sekai-no-suta", "screaming-cats", "nihon-isshu", "ongaku-no-joou"}
STANDARD_CARDS = asset("cards", "back.svg").parent
THEMED_CARDS = asset("decks", "themed", "cards", "back.svg").parent


def test_fr_club_is_offered_by_the_window():
    assert "fr-club" in PRESET_NAMES and "fr-club" not in PRESETS_NOT_OFFERED
    assert load_preset("fr-club").deck.id == "themed"


@pytest.fixture
def drawn(monkeypatch):
    """The folders of every card SVG rendered (on the loader thread or the main one)."""
    folders: list[str] = []
    load = pygame.image.load_sized_svg

    def recorded(path, size):  # noqa: ANN001, ANN202
        folders.append(str(path))
        return load(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", recorded)
    return folders


@pytest.mark.parametrize("seed", [4])
def test_a_fr_club_match_is_played_whole_with_the_themed_art(app, drawn, seed):
    play = TableScene(app.ctx, load_preset("fr-club"), seed, "easy", demo=True)
    app.push(play)
    checked, named, made_themed = 0, set(), set()
    texts: set[str] = set()
    text = app.ctx.assets.text

    def said(words, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        texts.add(words)
        return text(words, *args, **kwargs)

    app.ctx.assets.text = said  # type: ignore[method-assign]
    for _ in range(60000):
        app.step(1 / 10)
        top = app.top
        if top is play and play.idle and play.thinking_since is not None:
            assert R.cards_accounted(play.match.round)
            assert koikoi_disagreements(play.model, play.match.round) == []
            checked += 1
        elif isinstance(top, SummaryScene):
            made = {y.id: y.name for y in (top.result.score.yaku if top.result.score else ())}
            for yid in made.keys() & THEMED:
                made_themed.add(yid)
                if made[yid] in texts:  # the summary drew its name
                    named.add(yid)
        elif top is not play and play.match.over:
            break
        if app.ctx.worker.thinking or play.warming:
            time.sleep(0.002)
    assert play.match.over, "the match did not end"
    assert checked > 50
    cards = [p for p in drawn if p.endswith(".svg")]
    assert cards, "no card was drawn"
    assert all(p.startswith(str(THEMED_CARDS)) for p in cards), \
        sorted({p for p in cards if not p.startswith(str(THEMED_CARDS))})[:5]
    assert made_themed, "no themed yaku was made in this match: choose a seed where one is"
    assert named == made_themed, "a themed yaku made was not named on the summary"


def test_how_to_play_shows_the_rules_deck_and_the_table_gets_its_own_back(app):
    """How to play draws the yaku's cards from its rules' deck (fr-club: the themed yaku with the themed
    cards); opened over a table and closed, the table draws its own deck again."""
    from koikoi.ui.scenes.how_to_play import RulesScene
    from koikoi.ui.deck_words import deck_spoken

    rules = load_preset("fr-club")
    page = RulesScene(app.ctx, rules)
    app.push(page)
    app.step(1 / 30)
    assert app.ctx.assets.art == "themed" and deck_spoken().id == "themed"
    app.pop(page)
    assert app.ctx.assets.art == "standard" and deck_spoken().id == "standard"
    play = TableScene(app.ctx, rules, 4, "easy")
    app.push(play)
    app.push(RulesScene(app.ctx, load_preset("nintendo")))
    app.step(1 / 30)
    assert app.ctx.assets.art == "standard"
    app.pop()
    assert app.top is play and app.ctx.assets.art == "themed" and deck_spoken().id == "themed"
