"""Buttons in one row share one text size, the smallest any of them needs:
on the French title at 150% "Comment jouer" was drawn smaller than
"Réglages" beside it (its words had less room), and the row read as two
sizes of button.

Audited over every screen the overlap audit builds (tests/ui/test_overlaps:
the title, with a saved match too, Settings and How to play, the table, the
pause menu, the match end, the koi-koi question, the summaries, Go or Stop?,
the statistics and the matches, a replay, the first start's question): on
the top screen, the visible buttons whose rects stand on one line (the same
top and height) draw their words at one size. The suite looks at every
language at 150% text in both windows and at 100% in English;
KOIKOI_ROWS_SWEEP=1 looks at the 2 sizes x 3 text sizes x 5 languages.
(The lessons' dialogs are the guided lessons' own, not looked at here.)"""

from __future__ import annotations

import os

import pytest

from koikoi import i18n
from koikoi.storage import settings as S
from koikoi.ui.widgets import Button
from koikoi.ui.window import MIN_WINDOW

from . import test_overlaps as screens
from .conftest import app_at

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")

SIZES = (MIN_WINDOW, S.DEFAULT_WINDOW)
if os.environ.get("KOIKOI_ROWS_SWEEP"):
    CASES = [(size, code, pct) for size in SIZES for pct in (100, 125, 150) for code in i18n.LANGUAGES]
else:
    CASES = [*((size, code, 150) for size in SIZES for code in i18n.LANGUAGES), (MIN_WINDOW, "en", 100)]

BUILDERS = [
    (screens.test_the_title, {}),
    (screens.test_the_title_with_a_saved_match_and_a_notice, {}),
    (screens.test_settings_and_how_to_play, {"game": "koikoi"}),
    (screens.test_settings_and_how_to_play, {"game": "gostop"}),
    (screens.test_the_table_the_pause_and_the_match_end, {}),
    (screens.test_the_koikoi_prompt_and_the_round_summary, {}),
    (screens.test_go_or_stop_and_the_go_stop_table, {}),
    (screens.test_a_go_stop_hand_s_summary_and_its_table, {"players": 3}),
    (screens.test_the_statistics_and_the_matches, {}),
    (screens.test_how_to_play_from_the_title_and_the_first_start_s_question, {}),
]


def rows_apart(app) -> list[str]:  # noqa: ANN001
    """Each row of the top screen whose buttons' words are drawn at more than one size."""
    top = app.top
    found = []
    widgets = [w for w in (getattr(top, "buttons", None) or getattr(top, "widgets", None) or [])
               if isinstance(w, Button) and w.visible and w.label]
    rows: dict[tuple[int, int], list[Button]] = {}
    for b in widgets:
        rows.setdefault((b.rect.y, b.rect.h), []).append(b)
    for row in rows.values():
        sizes = {b.label: b.fitting(app.ctx.assets)[1] for b in row}
        if len(row) > 1 and len(set(sizes.values())) > 1:
            found.append(f"{type(top).__name__}: {sizes}")
    return found


@pytest.mark.parametrize("size, lang, pct", CASES, ids=[f"{c}-{s[0]}x{s[1]}-{p}%" for s, c, p in CASES])
def test_each_row_of_buttons_at_one_text_size(size, lang, pct, tmp_path, monkeypatch):
    found: list[str] = []
    monkeypatch.setattr(screens, "check", lambda app: found.extend(rows_apart(app)))
    for build, kwargs in BUILDERS:
        with app_at(size, pct, lang) as app:
            build(app, **kwargs)
        for data in (tmp_path / "data", tmp_path / "shared"):  # each screen from a fresh start (no saved match)
            for f in data.rglob("*") if data.exists() else ():
                if f.is_file():
                    f.unlink()
    assert not found, sorted(set(found))
