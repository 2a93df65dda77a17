"""The title's buttons and choices keep their room (pt16, at 150% text): the
keyboard's ring on any of its buttons crosses no other text (it crossed the
line on what ends the match, at the box's foot) and keeps a clear gap of
GAP pixels from the saved match's lines between Continue and New match
(issue 39: at 960x540 they sat within a few pixels of both rings), and a
choice's value keeps
a margin from its arrows ("Matgo (Go-Stop para dois)" ran up to them).
Audited at both window sizes, each text size and in every language, in
each of the title's states (none saved, saved matches of both games)."""

from __future__ import annotations

import pytest

from koikoi.ui.focus import REACH
from koikoi.ui.widgets import Button, Choice, Picker

from .conftest import app_at
from .test_title_fits import CASES, save_both, titles
from .texts import inked_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
MARGIN = 8  # the least room left between a value's letters and each arrow
GAP = 4  # the least room left between a ring and the saved match's lines


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}%-{c[2]}")
def test_every_ring_and_value_of_the_title_keeps_its_room(case):
    size, pct, lang = case
    save_both()
    found = []
    with app_at(size, pct, lang) as app:
        for state, scene in titles(app):
            drawn = inked_texts(scene, scene.draw_full)
            below = scene.continue_button.rect.centery if scene.continue_button else 0  # (not the Rules' value)
            saved = [(t, ink) for t, ink in drawn if t in scene.saved_lines and ink.centery > below]
            assert len(saved) == len(scene.saved_lines)  # each of the saved match's lines is audited
            for w in scene.widgets:
                if isinstance(w, Button) and w.visible:
                    ring = w.rect.inflate(2 * REACH, 2 * REACH)
                    found += [f"{state}: the ring of {w.label!r} over {t!r}" for t, ink in drawn
                              if ring.colliderect(ink) and not w.rect.contains(ink)]
                    near = ring.inflate(2 * GAP, 2 * GAP)
                    found += [f"{state}: the ring of {w.label!r} {ink.top - ring.bottom}px above, "
                              f"{ring.top - ink.bottom}px under {t!r}" for t, ink in saved if near.colliderect(ink)]
                if isinstance(w, Choice) and not isinstance(w, Picker) and w.visible and w.enabled:
                    vr, a = w.value_rect, max(5, w.rect.h // 5)
                    inner = vr.inflate(-2 * (8 + a + MARGIN), 0)
                    for t, ink in drawn:
                        if vr.contains(ink) and not (inner.left <= ink.left and ink.right <= inner.right):
                            found.append(f"{state}: {t!r} within {MARGIN}px of {w.label!r}'s arrows")
    assert not found, "\n".join(found)
