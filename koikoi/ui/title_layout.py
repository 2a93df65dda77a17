"""The title's box laid out alike whatever is chosen in it (issue 39): its
choices' labels clear of the values' boxes and arrows, its four small
buttons' words at one size, and its height the same for every rule set of
the game, so that choosing other rules moves nothing (in pt_BR at 960x540
and 150% text the big name shrank and grew as the rules changed)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pygame

from ..games.common.rulefiles import GOSTOP_PRESET_NAMES
from ..games.koikoi.rules import PRESET_NAMES
from .assets import Assets
from .button_rows import one_row
from .config import gostop_rules_for, rules_for
from .match_words import match_end
from .widgets import Button, Choice, wrap

LABEL_X = 6  # where a choice's label starts in its row (Choice.draw)


def label_gap(assets: Assets, height: int) -> int:
    """The clear room between a choice's label and its value's box: three
    quarters of the label's line, at every text size (at 960x540 "경기 길이"
    stood 8 pixels from the box, its arrow just beyond)."""
    return assets.font(Choice.label_size(height)).get_height() * 3 // 4


def labels_width(assets: Assets, labels: Iterable[str], height: int) -> int:
    """The labels' part of the choices' rows: the widest label and the gap after it."""
    font = assets.font(Choice.label_size(height))
    return LABEL_X + max(font.size(t)[0] for t in labels) + label_gap(assets, height)


def one_size(buttons: Sequence[Button], height: int) -> None:
    """The title's small buttons, two rows of two, read as one set: their
    words at the sizes of a button ``height`` tall, at the smallest any of
    them needs (the French "Historique" and "Quitter" were drawn smaller than
    "Comment jouer" and "Réglages" above them)."""
    for b in buttons:
        b.words_for = height
    one_row(buttons)


def rule_choices(settings: object, game: str, asked: str | None, offered: bool = True) -> list[object]:
    """The settings as they are and (``offered``) those New match would play
    by with each rule set the title's Rules choice offers (a rule set chosen
    starts from its own options)."""
    if asked or not offered:
        return [settings]
    field, options, names = ("gostop_preset", "gostop_rule_options", GOSTOP_PRESET_NAMES) if game == "gostop" \
        else ("preset", "rule_options", PRESET_NAMES)
    return [settings, *(settings.replace(**{field: name, options: {}}) for name in names)]  # type: ignore[attr-defined]  # the title's Settings, typed object here


def most_end_lines(settings: object, game: str, asked: str | None, font: pygame.font.Font, room: int,
                   offered: bool = True) -> list[str]:
    """The lines on what ends the match (:func:`match_end`, wrapped to ``room``): the rules chosen's, or
    (``offered``) the longest any rule set the title offers would show: the box keeps room for them whichever
    is chosen."""
    read: Callable[..., object] = gostop_rules_for if game == "gostop" else rules_for
    found: list[str] = []
    for s in rule_choices(settings, game, asked, offered):
        lines = wrap(match_end(read(s, asked)), font, room)  # type: ignore[arg-type]  # read gives the rules as object
        if len(lines) > len(found):
            found = lines
    return found
