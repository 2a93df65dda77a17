"""The window's title: the game being played ("Koi-Koi", "Go-Stop"), in
the player's language: the game at the table (the topmost scene that
plays one: a table, its summary, How to play, Statistics), else the one
the title has chosen. The app sets it when it changes. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.gostop.rules import GoStopRules
from .config import game_played
from .title_words import game_name

GAMES = ("koikoi", "gostop")


def game_of(scene: Any) -> str | None:
    """The game ``scene`` shows ("koikoi", "gostop"), or None when it shows none of its own."""
    game = getattr(scene, "game", None)
    if isinstance(game, str) and game in GAMES:
        return game
    rules = getattr(scene, "rules", None)
    if rules is not None:
        return "gostop" if isinstance(rules, GoStopRules) else "koikoi"
    return None


def window_caption(stack: Sequence[Any], ctx: Any) -> str:
    """The window's title for the scenes open (the topmost last)."""
    game = next((g for g in map(game_of, reversed(stack)) if g), None)
    return game_name(game or game_played(ctx.settings, ctx.options.rules))
