"""A banner over the replay's table keeps clear of the replay's buttons:
at 960x540 in French at 150% text the first dealer's banner ("L'ordinateur
est le premier oya", its two lines under it) ran down into the row under
the field, where the replay's Play and round buttons were drawn over its
last line. Audited over each replay's first deal and the banners of its
first round's moves, at both window sizes, in four languages."""

from __future__ import annotations

import pytest

from .conftest import app_at, run
from .test_replay import CASES, IDS, opened

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def banner_clear(table, seen: list[str]) -> None:  # noqa: ANN001
    """The banner on show, if any, is whole and over no visible button (what was wrong, added to ``seen``)."""
    if not table.banner.up:
        return
    _surf, box = table.banner.render_base(table.ctx.layout, table.ctx.assets)
    under = [b.label for b in table.buttons if b.visible and b.rect.colliderect(box)]
    if under:
        seen.append(f"{table.banner.text!r} at {box} over {under}")


@pytest.mark.parametrize("size, text_size, lang", [((960, 540), 150, "fr"), ((960, 540), 150, "ko"),
                                                   ((1280, 720), 100, "ja"), ((1280, 720), 150, "en")])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_no_banner_lies_over_the_replays_buttons(game, preset, players, size, text_size, lang):
    with app_at(size, text_size, lang) as a:
        table, _rec = opened(a, game, preset, players)
        wrong: list[str] = []
        banners = 0
        for _ in range(300):  # the first deal, its dealer's draw and its banner
            banner_clear(table, wrong)
            banners += table.banner.up
            run(a, 1)
            if not table.intro and table.idle:
                break
        end = table.replay.round_starts[1] if table.rounds > 1 else table.moves
        while table.at < end and a.top is table:
            table.step_forward()
            for _ in range(200):
                banner_clear(table, wrong)
                banners += table.banner.up
                run(a, 1)
                if table.idle:
                    break
        assert banners, "no banner was shown: nothing audited"
        assert not wrong, wrong
