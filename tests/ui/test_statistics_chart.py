"""The chart of the points of the rounds won: every bar has its label
beneath it (pt16: labels stopped at 25–26 while a bar stood at 28), the
labels never overlapping, audited over histories of small and large scores
at every window size and text size, and in every language."""

from __future__ import annotations

import dataclasses
import random
import re

import pygame
import pytest

from koikoi import i18n
from koikoi.ui.scenes.statistics import StatisticsScene
from tests.test_history import play_into

from .conftest import app_at
from .test_seat_lines import LANGUAGES
from .test_statistics import opened
from .texts import record_texts

pytestmark = pytest.mark.usefixtures("rasterise_each_card_once")
RANGE = re.compile(r"(\d+)(?:–(\d+))?")


def histories() -> list[tuple[tuple[int, int], ...]]:
    """(points, rounds won with them): a few small scores, the pt16 one (28), and large ones."""
    rng = random.Random(16)
    out = [((1, 2), (5, 1)), ((3, 1), (28, 1)), ((7, 3), (12, 2), (27, 1), (28, 1))]
    for top in (40, 61, 99, 137, 250, 400):
        out.append(tuple(sorted({(rng.randint(1, top), rng.randint(1, 9)) for _ in range(12)} | {(top, 1)})))
    return out


@pytest.mark.parametrize("size, text_size", [((960, 540), 150), ((960, 540), 100), ((1280, 720), 150),
                                              ((1280, 720), 100)])
def test_every_bar_of_the_points_chart_has_its_label(size, text_size):
    with app_at(size, text_size, "en") as app:
        play_into(app.ctx.history, "gostop", "matgo", seed=1)
        for lang in LANGUAGES:
            i18n.set_language(lang)
            s = opened(app, StatisticsScene(app.ctx, "gostop"))
            for points in histories():
                points = tuple((p, 1000 + n) for p, n in points)  # the tallest bar's count, clear of any score
                s.counts.stats = dataclasses.replace(s.stats, points=points)
                s.place()
                def paint(_screen, blocks=s.blocks) -> None:  # every block, those scrolled out of view too
                    for block in blocks:
                        block.paint(pygame.Surface(block.rect.size, pygame.SRCALPHA))

                with pytest.MonkeyPatch.context() as patch:
                    drawn = record_texts(s, patch, paint)
                labels = [(RANGE.fullmatch(t), where, surface) for t, _size, _b, where, _clip, surface in drawn
                          if RANGE.fullmatch(t) and int(RANGE.fullmatch(t)[1]) < 1000]
                ranges = [(int(m[1]), int(m[2] or m[1])) for m, _w, _s in labels]
                for p, _n in points:  # every bar's score under a label
                    assert any(a <= p <= b for a, b in ranges), (lang, size, text_size, p, sorted(ranges))
                boxes = sorted((where, id(surface)) for _m, where, surface in labels)
                for (one, on), (other, on2) in zip(boxes, boxes[1:]):  # side by side, none over another
                    assert on != on2 or one.y != other.y or one.right <= other.x, (lang, one, other)
            app.pop()
