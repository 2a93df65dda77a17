"""The guided matches and the table's questions name the seat they speak
of (pt19: the shake question "shows them to your opponent", Go-Stop's
lessons "from the other player", "the player who made the ppuk"; pt18: "far
for your opponent", Korean 상대): a lesson or a table question written for a
table of two says "the CPU" (or a friend's {name}), never "your opponent",
"the opponent", "the other player". The rules' own descriptions (How to
play, Settings), which speak of any player, are not held to it. Read off
the template, by the modules that show each message."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

TEMPLATE = Path(__file__).resolve().parents[2] / "koikoi" / "i18n" / "catalogs" / "koikoi.pot"
# modules whose every message is said at the table, to the person, about the seats there
SPOKEN = ("ui/koikoi/lessons.py", "ui/gostop/lessons.py", "ui/gostop/pointer.py")
FACELESS = re.compile(r"\b(your|the) opponent\b|\bthe other player\b|\bthe player who\b", re.I)
# at a table of three, "each opponent", "both opponents" and "the other players" are the two other seats
ALL_OTHERS = re.compile(r"\b(each|both) opponents?\b|\bthe other players\b", re.I)


def test_no_lesson_or_question_speaks_of_a_faceless_opponent():
    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    found, read = [], 0
    for m in template:
        if not m.id or not any(path.endswith(SPOKEN) for path, _line in m.locations):
            continue
        for text in (m.id if isinstance(m.id, tuple) else (m.id,)):
            read += 1
            if FACELESS.search(ALL_OTHERS.sub("", text)):
                found.append(f"{text[:120]!r} ({', '.join(p for p, _l in m.locations)})")
    assert read > 100, read
    assert not found, "\n".join(found)
