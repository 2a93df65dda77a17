"""What both games' save files share: the error a bad save raises, and the
test for a value that can be quoted as JSON in its message."""

from __future__ import annotations

import json
from typing import Any


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says where and why."""


def jsonable(v: Any) -> bool:
    """Whether ``v`` can be shown as JSON in a message."""
    try:
        json.dumps(v)
    except (TypeError, ValueError):
        return False
    return True


def parse_json(text: str | bytes) -> Any:
    """A save file's text as JSON data; SaveError when it is not JSON."""
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise SaveError(f"save file: not valid JSON ({exc})") from None
