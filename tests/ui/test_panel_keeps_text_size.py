"""The information panel keeps the text size chosen: it abbreviates its
yaku in progress into "+N more" before it draws any text smaller. pt26
(French, 1280x720, 150% text) saw the panel's text shrink below 150% as
the yaku list grew. Over seeded Koi-Koi tables late in a round (many yaku
in progress on both sides), in the five languages, at 960x540 and
1280x720 and each text size: the panel is painted at the size chosen
(its share ``k`` is 1), and every yaku made is still listed. (Shrinking
is the last resort, for a window smaller than the game opens, down to
0.7 of the normal text size: :func:`koikoi.ui.table.panel.shrunk`.)"""

from __future__ import annotations

import pytest

from koikoi import i18n
from koikoi.games.koikoi.turn import Phase
from koikoi.storage import settings as S
from koikoi.ui.table import panel

from .conftest import app_at, run
from .test_scenes import drive_to, table_with

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def late(seed: int):  # noqa: ANN201
    """A round well played on: both players hold six cards or more."""
    return drive_to(lambda m: m.round.phase is Phase.PLAY and min(bin(c).count("1") for c in m.round.captures) >= 6,
                    seed=seed)


@pytest.mark.parametrize("size", [S.MIN_WINDOW, S.DEFAULT_WINDOW], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_panel_abbreviates_its_yaku_before_its_text_shrinks(size, lang, monkeypatch):
    real, painted = panel.paint_info, []

    def paint(info, r, layout, assets, k, tight=False):  # noqa: ANN001, ANN202
        painted.append((k, info))
        return real(info, r, layout, assets, k, tight)

    monkeypatch.setattr(panel, "paint_info", paint)
    bad = []
    states = [late(seed) for seed in range(1, 5)]
    for text in S.TEXT_SIZES:
        with app_at(size, text, lang) as app:
            for seed, m in enumerate(states, 1):
                table = table_with(app, m)
                run(app, 2)
                info = table.canvas.info()
                panel._sizes.clear()
                getattr(panel, "_abbreviated", {}).clear()
                painted.clear()
                panel.render_info(info, app.ctx.layout, app.ctx.assets)
                k, shown = painted[-1]
                where = f"{size} {text}% {lang} seed {seed}"
                if k < 1.0:
                    bad.append(f"{where}: the panel drawn at {k:.2f} of the size chosen")
                made = [(s, pr.yaku_id) for s, (_h, lines) in enumerate(info.yaku) for pr in lines if pr.made]
                kept = [(s, pr.yaku_id) for s, (_h, lines) in enumerate(shown.yaku) for pr in lines if pr.made]
                if made != kept:
                    bad.append(f"{where}: yaku made left off the panel: {set(made) - set(kept)}")
                app.pop(table)
    assert not bad, "\n".join(bad[:12])
