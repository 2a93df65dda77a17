"""How the settings' left column (the game's own options) fits: each row
tall enough for the keyboard's ring to stop short of its neighbours' words,
and each label at the same size as the others, whole. Where the column
cannot hold them (a small window, large text, a long translation) its rows
go into the scrolling list, which spans the panel. Also the rule sets' row's words."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import pygame

from ..games.gostop.rules import GoStopRules
from ..i18n import _
from .focus import REACH
from .gostop_rule_words import deal_said
from .rows import OptionRow, SliderRow
from .rule_words import OptionWords
from .widgets import Widget


COLUMN_H = 400  # design pixels the left column's rows share (eleven, 36 apart); its notes follow


def row_pitch(rect_h: int) -> int:
    """From one row's top to the next: room for its ring (``REACH`` outside it), which reaches no other row."""
    return rect_h + REACH


def label_share(rows: Sequence[Widget], font: pygame.font.Font, width: int, track: int) -> float | None:
    """The share of a row's width its label takes, the same for every row of
    the column, so that each label is whole at its size and each value
    whole beside it (a slider keeps ``track`` pixels for its track); None
    when the width cannot hold both."""
    label = max(font.size(getattr(w, "label", ""))[0] for w in rows) + 22  # the label box's insets
    value = 0
    for w in rows:
        if isinstance(w, OptionRow):
            value = max(value, max(font.size(w.fmt(v))[0] for v in w.values) + 2 * (12 + w.arrow) + 4)
        elif isinstance(w, SliderRow):
            value = max(value, w.value_box.w + 2 * w.knob + track)
    if label + value > width:
        return None
    return max(0.55, label / width) if label / width <= 1 - value / width else None


def column_holds(rows: Sequence[Widget], font: pygame.font.Font, width: int, track: int, room: int,
                 px: Callable[[float], int]) -> bool:
    """Whether the left column holds ``rows`` with ``font``'s text: each
    label and value whole beside each other (:func:`label_share`), and the
    rows, each as tall as the font asks, within ``room`` pixels above the
    description lines (which grow with the font too)."""
    line = font.get_linesize()
    pitch = row_pitch(max(px(24), line + px(6)))
    return (label_share(rows, font, width, track) is not None
            and len(rows) * max(pitch, px(COLUMN_H) // len(rows)) <= room - 2 * line - px(10))


@dataclasses.dataclass(frozen=True)
class PresetWords(OptionWords):
    """The rule sets' row's words: a Go-Stop rule set's meaning ends with its deal, said from its numbers."""

    deals: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def meaning(self, value: Any) -> str:
        base = super().meaning(value)
        # TRANSLATORS: a Go-Stop rule set's description, then its deal ("Deal: 8 cards each, ..."), in Settings
        return _("{description} {deal}").format(description=base, deal=deal_said(self.deals[value])) \
            if value in self.deals else base


@lru_cache(maxsize=None)
def shipped(game: Any) -> tuple[Any, ...]:
    """A game's shipped rule sets, read once (Settings is laid out again at each change of language or size)."""
    return tuple(game.load_rules(name) for name in game.presets)


def preset_words(game: Any, words: OptionWords) -> OptionWords:
    """The rule sets' row: each preset by its title, its description (and a Go-Stop one's deal) its meaning."""
    presets = shipped(game)
    return PresetWords(**{f.name: getattr(words, f.name) for f in dataclasses.fields(words)} | {
        "values": {r.name: r.title for r in presets}, "meanings": {r.name: r.description for r in presets},
        "context": "preset", "deals": {r.name: r for r in presets if isinstance(r, GoStopRules)}})
