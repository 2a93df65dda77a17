"""The five brights fanned on the title and the title's box of choices
never cover each other: at 960x540 and 1280x720, 100% and 150% text, in
every language, with saved games waiting (Continue, and the saved match's
line, make the box taller, and a longer language or text size wider). At
150% text with a saved match, the box stood over the fan's right cards
(cold playtest pt10); the fan now moves left, then grows smaller, to stay
left of the box, whole in the window."""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui import title_paint

from .conftest import app_at
from .test_title_fits import save_both, titles

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("pct", [100, 150])
@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_fan_and_the_box_leave_each_other_whole(size, pct, monkeypatch):
    save_both()
    placed: list[title_paint.Placed] = []
    real = title_paint.fan

    def seen(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        out = real(*args, **kwargs)
        placed[:] = out
        return out

    monkeypatch.setattr(title_paint, "fan", seen)
    for lang in i18n.LANGUAGES:
        with app_at(size, pct, lang) as app:
            px = app.ctx.layout.px
            for (game, preset, saved), scene in titles(app):
                placed.clear()
                scene.draw_full(app.screen)
                where = f"{size} {pct}% {lang} {game} {preset} {'saved' if saved else 'none saved'}"
                assert len(placed) == len(title_paint.SHOWCASE), where
                for card in placed:
                    at = title_paint.card_bounds(card)
                    assert not at.colliderect(scene.box), f"{where}: {card[0]} at {at} under the box {scene.box}"
                    assert app.screen.get_rect().contains(at), f"{where}: {card[0]} at {at} past the window"
                    assert card[4] >= px(150), f"{where}: the fan shrunk to {card[4]} px"
