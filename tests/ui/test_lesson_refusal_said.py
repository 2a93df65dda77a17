"""A lesson never invites the move it then refuses. pt26 (French): pointing at the other October card said
"… · cliquez pour prendre la carte simple d'octobre"; clicking it gave "Pas ce coup-là, cette fois.", and never
why. Over every scripted step of both guided matches, in five languages: the status line over every hand card
(or choice's candidate) the step refuses says what the lesson asks instead, not the free table's invitation
(the same words the free table's pointer gives that card), while the card the step asks keeps its invitation;
and a refused move's line is the refusal with the step's own words (its reason: the match is dealt for the move
the lesson teaches; then the move, and for a choice why that card)."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.i18n import _
from koikoi.ui.scenes.lesson import LessonScene

from .conftest import run
from koikoi.games.guides import TEACHERS

from .test_guided import guided_step, guided_table, waiting_for_the_player

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

LANGS = ("en", "fr", "pt_BR", "ko", "ja")


def free_words(table, card: int) -> str:
    """What the free table's pointer says of ``card`` at this step, the lesson's restriction set aside."""
    refusal = table.refusal
    table.refusal = lambda _card: ""
    try:
        return table.pointer.status()
    finally:
        table.refusal = refusal


def audit_step(table, found: list[str]) -> bool:
    """The person's step: every card it refuses, pointed at; one of them played and refused. True where a card
    was refused."""
    wanted = table.expected
    pointer = table.pointer
    choosing = bool(pointer.choosing())
    cards = pointer.choice_order() if choosing else list(table.model.hands[table.person])
    refused = []
    for card in cards:
        pointer.pointed = card
        said, free = table.pointer.status(), free_words(table, card)
        if card == getattr(wanted, "card", None):
            if said != free:
                found.append(f"the card asked, {card}: {said!r}, where the free table says {free!r}")
            continue
        if said == free or not table.refusal(card) or table.refusal(card) not in said:
            found.append(f"{card} refused, but pointed at: {said!r} (the free table: {free!r})")
        refused.append(card)
    pointer.pointed = None
    legal = {getattr(a, "card", None): a for a in table.engine.legal_actions(table.state)}
    playable = [c for c in refused if c in legal]
    if playable:
        what = table.words.pointing(table.state, wanted)[1]
        table.act(legal[playable[0]])
        reason = _("Not that one: the guided match is dealt for the move this lesson teaches. {what}").format(
            what=what)
        if table.nudge != reason or table.status() != reason:
            found.append(f"{playable[0]} played: {table.nudge!r}, not the step's reason {reason!r}")
    return bool(playable)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "preset"), [(g, t.taught[0]) for g, t in TEACHERS.items()])  # each script
def test_no_lesson_invites_a_move_it_refuses(game, preset, lang):
    found: list[str] = []
    steps = refusals = 0
    with guided_table(game, preset) as (app, table):
        i18n.set_language(lang)
        try:
            for _step in range(2000):
                run(app, 400, until=lambda: waiting_for_the_player(app, table) or app.top is not table)
                if app.top is table and table.human_turn() and table.expected is not None and not isinstance(
                        app.top, LessonScene) and getattr(table.expected, "card", None) is not None:
                    steps += 1
                    refusals += audit_step(table, found)
                if not guided_step(app, table):
                    break
        finally:
            i18n.set_language("en")
    assert steps >= 8 and refusals, (steps, refusals)
    assert not found, "\n".join(dict.fromkeys(found))
