"""A banner (the short news across the table: "Jjok!", "Ppuk!", a seat's
Go) never lies under a table's button (issue 39, r11, point 6: "the Hint
button is drawn over a toast"). An audit, not a fix: it passes on the code
as it was; the banner stands in the field's middle, and the row under the
field, where the Hint is, stays clear of it even with two lines of words
under a big shout at 150% text.

Over many table states of Koi-Koi and of Go-Stop of two and three, at
both window sizes and 150% text, in French and Korean: with every button
of the person's turn shown (the Hint too), the banner keeps clear of every
button shown."""

from __future__ import annotations

import pytest

from koikoi.i18n import _

from .conftest import app_at
from .test_table_truth import every_table

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "ko"])
def test_a_banner_keeps_clear_of_the_tables_buttons(size, lang):
    found, checked = [], 0
    with app_at(size, 150, lang) as app:
        lay, a = app.ctx.layout, app.ctx.assets
        for table in every_table(app):
            table.place_buttons()
            hint = getattr(table, "hint_button", None)
            if hint is not None:
                hint.visible = True  # the person's turn: the Hint is offered
            table.banner.say(_("Jjok!"), _("A bonus card played from the hand goes to your captures and you draw "
                                           "the deck's top card; one turned up from the deck is taken too."),
                             2.0, big=True)
            table.draw(app.screen)  # the canvas tells the banner the buttons shown
            _surf, box = table.banner.render(lay, a, 1.0, True)
            shown = [b for b in table.buttons if b.visible]
            assert hint is None or hint in shown
            checked += 1
            for b in shown:
                if box.colliderect(b.rect):
                    found.append(f"{type(table).__name__} in {lang} at {size}: the banner {box} under {b.label!r} "
                                 f"{b.rect}")
            table.banner.end()
    assert checked > 10
    assert not found, "\n".join(sorted(set(found))[:20])
