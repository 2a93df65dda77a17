"""What the game says when a file of the player's cannot be saved: a
whole sentence for each file, by the key :meth:`koikoi.ui.scene.Context.save_failed`
is told (no pygame here)."""

from __future__ import annotations

from ..i18n import N_

# What cannot be saved, by what Context.save_failed is told: a whole sentence each.
SAVE_FAILED = {
    # TRANSLATORS: {folder} is a folder's path; {reason} the system's own words ("Permission denied")
    "settings": N_("Your settings cannot be saved in {folder} ({reason}); the game keeps trying."),
    # TRANSLATORS: the match being played; {folder} is a folder's path, {reason} the system's own words
    "match": N_("Your match cannot be saved in {folder} ({reason}); the game keeps trying."),
    # TRANSLATORS: the game of Go-Stop being played; {folder} is a folder's path, {reason} the system's own words
    "gostop": N_("Your match of Go-Stop cannot be saved in {folder} ({reason}); the game keeps trying."),
    # TRANSLATORS: the player's record of matches won and lost; {folder} a path, {reason} the system's words
    "record": N_("Your record cannot be saved in {folder} ({reason}); the game keeps trying."),
    # TRANSLATORS: the history of every match played; {reason} says why it cannot be written
    "history": N_("This match cannot be kept in your history ({reason})."),
}
