"""The replay's end dialog: each button leads to its own place, and says
which (pt25, Korean replay: "Close (end of replay) Enter" and "Back Esc"
stood side by side without saying how they differed). Audited for both
games in the five languages: at the record's end the summary's Enter keeps
the replay open at its last move and says so, Esc leaves the replay for
the screen that opened it and says so, M opens the moves; the three go to
three places, and their words are three."""

from __future__ import annotations

import pytest

from koikoi.i18n import pgettext, set_language
from koikoi.ui.scenes.moves import MovesScene
from koikoi.ui.summary_overlay import SummaryOverlay

from .conftest import key, run
from .test_replay import Below, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def at_the_end(app, game: str, preset: str):  # noqa: ANN001, ANN201
    """A replay at its record's end, its last summary open."""
    table, _rec = opened(app, game, preset, 2)
    table.skip()
    table.goto(table.moves)
    table.step_forward()  # the last round's end jumped to: its summary first
    run(app, 3)
    assert isinstance(app.top, SummaryOverlay)
    return table, app.top


@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("game, preset", [("koikoi", "nintendo"), ("gostop", "matgo")])
def test_each_button_of_the_replays_end_leads_to_its_own_place_named_on_it(app, game, preset, lang):
    set_language(lang)
    try:
        places = {}
        table, summary = at_the_end(app, game, preset)
        labels = [b.label for b in summary.buttons]
        assert len(set(labels)) == len(labels) == 3, labels
        stay, leave = summary.next_button, summary.menu_button
        assert stay.label == pgettext("replay", "Stay at the last move"), stay.label
        assert leave.label == pgettext("replay", "Leave the replay"), leave.label
        for b in summary.buttons:
            table, summary = at_the_end(app, game, preset)
            key(b.key)
            run(app, 3)
            top = app.top
            if top is table:
                assert table.at == table.moves, f"{b.label!r}: the replay, not at its last move"
                places[b.label] = "the replay at its last move"
            elif isinstance(top, Below):
                assert table not in app.stack, f"{b.label!r}: the replay still open under {top}"
                places[b.label] = "the screen that opened the replay"
            else:
                assert isinstance(top, MovesScene), f"{b.label!r} led to {top}"
                places[b.label] = "the moves"
            while app.top is not app.stack[0]:
                app.pop()
        assert places == {stay.label: "the replay at its last move", leave.label: "the screen that opened the replay",
                          summary.moves_button.label: "the moves"}, places
    finally:
        set_language("en")
