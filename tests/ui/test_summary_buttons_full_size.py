"""A summary's buttons draw their words at the size every dialog's buttons
draw them at that text size: pt26 (French, 1280x720, 150% text) saw the
replay's end dialog's "Rester à la fin", "Coups" and "Quitter la lecture"
visibly smaller than the rest, the row shrunk to the summary's width. The
box widens for its row first, up to the window. Audited for both games'
replay ends in the five languages, at 960x540 and 1280x720 and at each
text size: each button at its full size, whole, in the box, the box in the
window."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.storage import settings as S

from .conftest import app_at
from .test_replay_end_buttons import at_the_end

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_replays_end_buttons_keep_the_size_of_every_dialogs_buttons(lang):
    found = []
    for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW):
        for pct in S.TEXT_SIZES:
            with app_at(size, pct, lang) as app:
                for game, preset in (("koikoi", "nintendo"), ("gostop", "matgo")):
                    _table, summary = at_the_end(app, game, preset)
                    a = app.ctx.assets
                    where = f"{game} {size} {pct}% {lang}"
                    w, h = app.ctx.layout.window
                    if not (0 <= summary.box.x and summary.box.right <= w and 0 <= summary.box.y
                            and summary.box.bottom <= h):
                        found.append(f"{where}: the box {summary.box} leaves the window")
                    for b in summary.buttons:
                        label, drawn, _keys = b.fitting(a)
                        full = b.text_sizes()[0]
                        if drawn < full or label != b.label:
                            found.append(f"{where}: {b.label!r} drawn at {drawn} (as {label!r}), not {full}")
                        if not summary.box.contains(b.rect):
                            found.append(f"{where}: {b.label!r} out of the box")
                    while app.top is not app.stack[0]:
                        app.pop()
    assert not found, "\n".join(found)
