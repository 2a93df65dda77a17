"""Each game's teacher of the guided first match, by game name (see :mod:`.lessons`)."""

from __future__ import annotations

from .gostop.lessons import TEACHER as GOSTOP_TEACHER
from .koikoi.lessons import TEACHER as KOIKOI_TEACHER
from .lessons import Teacher

TEACHERS: dict[str, Teacher] = {"koikoi": KOIKOI_TEACHER, "gostop": GOSTOP_TEACHER}
