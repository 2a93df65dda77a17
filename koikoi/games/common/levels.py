"""The computer's levels, the same three in both games: the one list the
settings, the saved match, the record and the agents read."""

from __future__ import annotations

from ...i18n import N_

LEVELS = ("easy", "normal", "hard")
# Each level as the player reads it (marked for the catalogs; translate with i18n._ where shown).
LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def known_level(level: object) -> str:
    """``level`` if it is one of :data:`LEVELS`, else the first (a settings
    file may hold a level an older or newer version knew)."""
    return level if isinstance(level, str) and level in LEVELS else LEVELS[0]


class UnknownAgentError(ValueError):
    """A computer player's name that no game knows."""
