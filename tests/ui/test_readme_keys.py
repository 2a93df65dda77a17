"""The README's list of the table's keys holds every key the pause menu
lists, of both games (pt25: Y was in the pause menu's list, not in the
README). Each key of the pause menu's lists (Koi-Koi's and Go-Stop's: "1-8",
"S, Enter", "Tab, Shift+Tab"...) is named in the README's paragraph "The
keys at the table" or the next (Esc, F11), as a key on its own (not
inside a word)."""

from __future__ import annotations

import re
from pathlib import Path

from koikoi.ui.scenes.pause import GOSTOP_SHORTCUT_GROUPS, SHORTCUT_GROUPS

README = Path(__file__).resolve().parents[2] / "README.md"


def keys_paragraph() -> str:
    """The README's bullet that lists the table's keys, and the next (Esc and F11), on one line."""
    text = README.read_text(encoding="utf-8")
    start = text.index("- The keys at the table")
    end = text.index("\n- ", text.index("\n- Esc pauses", start) + 2)
    return " ".join(text[start:end].split())


def pause_keys() -> set[str]:
    """Every key the pause menus list, one by one ("S, Enter": S and Enter; "← →": ← and →)."""
    keys = set()
    for groups in (SHORTCUT_GROUPS, GOSTOP_SHORTCUT_GROUPS):
        for _heading, pairs in groups:
            for written, _what in pairs:
                keys.update(k for part in written.split(", ") for k in part.split(" ") if k)
    return keys


def test_the_readme_names_every_key_the_pause_menu_lists():
    said = keys_paragraph()
    keys = pause_keys()
    assert {"Y", "H", "M", "1-8", "Esc"} <= keys, keys  # the lists read as expected
    missing = sorted(k for k in keys if not re.search(r"(?<![\w+-])" + re.escape(k) + r"(?![\w+-])", said))
    assert not missing, f"keys of the pause menu not in the README's list: {missing}"
