"""The replay's strip over the field holds where the replay stands and its
words within the strip (its own room over the field), at 150% text, in five
languages: at 960x540 in Portuguese a match file's long name ("Arquivo de
partida gostop-2026-12-06-1137-3.json") pushed the last move onto a third
row that ran into the field, its bottom clipped. Where the title does not
fit, the strip leaves it out (the round and the move stay); the last move
is said whole."""

from __future__ import annotations

import pytest

from koikoi.i18n import _ as tr

from .conftest import app_at
from .test_replay import CASES, IDS, opened
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


def bare(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
@pytest.mark.parametrize("game, preset, players", CASES, ids=IDS)
def test_the_replays_strip_keeps_within_its_band_and_says_its_words_whole(game, preset, players, lang, size):
    with app_at(size, 150, lang) as a:
        title = tr("Match file {name}").format(name=f"{game}-2026-12-06-1137-3.json")
        table, _rec = opened(a, game, preset, players, title=title)
        table.skip()
        strip = table.strip()
        band_bottom = strip.bottom  # the header's room: the field's frame starts under it
        advice = table.advised(table.replay.actions[0])  # as the strip says it: the seat to move named
        steps = [(at, None) for at in range(0, table.moves, max(1, table.moves // 12))] + [(0, advice), (3, advice)]
        for at, words in steps:
            table.goto(at)
            where, said = table.position(), words or table.said()
            drawn = inked_texts(table, lambda screen, w=where, s=said: screen.blit(*table.render_heading(w, s, (0, 0, 0))))
            joined = bare("".join(t for t, _r in drawn))
            untitled = where.removeprefix(f"{title} · ")  # the round and the move, always said
            assert joined in (bare(where + said), bare(untitled + said)), \
                f"at {at}: {[t for t, _r in drawn]} is not {where!r} then {said!r}"
            low = [(t, r) for t, r in drawn if r.bottom > band_bottom + 1]
            assert not low, f"at {at}: past the band (to {band_bottom}): {low}"
