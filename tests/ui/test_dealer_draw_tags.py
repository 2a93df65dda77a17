"""The draw for the first dealer names whose card each is (pt16: the two
drawn cards were named only in the banner's sentence): a name tag by each
drawn card, in view above it and clear of the other card and of the
banner's words, at each window size, text size and in every language."""

from __future__ import annotations

import pytest

from koikoi.games.koikoi.rules import load_preset
from koikoi.storage import settings as S
from koikoi.ui.koikoi.table import TableScene
from koikoi.ui.table.banner import dealer_draw
from koikoi.ui.table.model import Where

from .conftest import app_at, run
from .test_seat_lines import LANGUAGES
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
CASES = [(size, pct) for size in (S.MIN_WINDOW, S.DEFAULT_WINDOW, (1600, 900)) for pct in (100, 150)]


@pytest.mark.parametrize("size, pct", CASES, ids=lambda c: str(c))
def test_each_drawn_card_has_its_name_tag(size, pct):
    for lang in LANGUAGES:
        with app_at(size, pct, lang) as app:
            table = TableScene(app.ctx, load_preset("nintendo"), 11, "easy")  # seed 11: the first dealer drawn for
            app.push(table)
            run(app, 600, until=lambda t=table: t.banner.up and t.banner.low and any(
                p.where is Where.CENTRE for p in t.model.place.values()))
            assert table.banner.low, (lang, "the draw was not seen")
            window = app.screen.get_rect()
            table.banner.age = 1.0  # settled, once popped in
            table.banner.forget()  # rendered afresh, its words seen
            lay, a = app.ctx.layout, app.ctx.assets
            drawn = inked_texts(table, lambda screen, t=table, lay=lay, a=a: screen.blit(*t.banner.render(lay, a, 1.0)))
            mine, theirs = dealer_draw(app.ctx.layout)
            banner_words = [ink for t, ink in drawn if t in (table.banner.text, *table.banner.sub.split("\n"))
                            or t.startswith(table.banner.text)]
            for name, card, other in ((table.short[0], mine, theirs), (table.short[1], theirs, mine)):
                tags = [ink for t, ink in drawn if t == name and ink.bottom <= card.top + 2
                        and card.left <= ink.centerx <= card.right]
                assert tags, (lang, size, pct, name, "no tag above its card")
                tag = tags[0]
                assert window.contains(tag), (lang, name, tag)
                assert not tag.colliderect(other), (lang, name, "over the other card")
                assert tag.collidelist(banner_words) < 0, (lang, name, "over the banner's words")
