"""What each loser pays at a table of three, and why, is said whole at the
text size chosen: at 960x540 and 150% text in Portuguese the line "CPU 1
paga 10 (CPU 1 não capturou nenhuma luz +2 · CPU 1 capturou só 4 comuns
×2)" was shrunk far under "CPU 2 paga 3" beside it. A line too long for
the box wraps onto more lines at the same size."""

from __future__ import annotations

import pytest

from koikoi.ui.scenes.gostop_summary import GostopSummaryScene
from koikoi.ui.seat_words import in_sentence

from .conftest import app_at, run
from .test_button_room import first_summary
from .test_cut_text import cuts_seen
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr", "pt_BR", "ko", "ja"])
def test_a_losers_payment_and_why_are_drawn_whole_at_the_size_chosen(size, lang, monkeypatch):
    said: list[str] = []
    made: list[str] = []  # the payment lines the summary was given
    real_draw = GostopSummaryScene.draw_line

    def draw_line(self, surface, box, words, value, y):  # noqa: ANN001, ANN202
        if surface is not None:
            said.append(words)
        return real_draw(self, surface, box, words, value, y)

    def pays(self, q, paid, payer):  # noqa: ANN001, ANN202  # the longest the game says, with its reasons after
        from koikoi.i18n import _
        long = in_sentence(_("{name} pays nothing: {payer} pays for them (go-bak)"), self.table.short[q],
                           payer=self.table.short[(q + 1) % len(self.table.short)])
        words = f"{long}  ({long}  ·  {long})"
        made.append(words)
        return words

    monkeypatch.setattr(GostopSummaryScene, "draw_line", draw_line)
    monkeypatch.setattr(GostopSummaryScene, "pays", pays)
    with app_at(size, 150, lang) as a:
        summary = first_summary(a, "gostop", "gostop-brazilian", 3)
        run(a, 2)
        said.clear()
        with cuts_seen() as cut:
            texts = record_texts(summary, monkeypatch, summary.draw_content)
        paid = [w for w in said if any(m in w for m in made)]  # with any reason the summary adds after it
        assert paid, said
        assert not [c for c in cut if any(c.startswith(repr(w)[:20]) for w in paid)], cut
        size_chosen = summary.z(22)
        def bare(text: str) -> str:
            return "".join(text.split())

        # the lines drawn of the payment lines, in the order drawn: all of their words, each at the size chosen
        # (a wrapped line's last piece may be short: four characters are enough to tell it from the other texts)
        pieces = [(t, s) for t, s, *_rest in texts if len(bare(t)) > 3 and any(bare(t) in bare(w) for w in paid)]
        assert "".join(bare(t) for t, _s in pieces) == "".join(bare(w) for w in paid), (paid, pieces)
        assert all(s == size_chosen for _t, s in pieces), (pieces, size_chosen)
        box = summary.box
        for b in summary.buttons:  # the wrapped lines pushed nothing over the buttons or out of the box
            assert box.contains(b.rect)
