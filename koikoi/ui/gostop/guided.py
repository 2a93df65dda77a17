"""Go-Stop's guided first game: its table, played from a lesson script
(:mod:`koikoi.ui.table.guide`), with its words (:mod:`.lessons`)."""

from __future__ import annotations

from ...games.common.levels import LEVELS
from ...games.gostop.lessons import TEACHER
from ...games.lessons import Course, rules_of
from ..scene import Context
from ..table.guide import Guided
from .lessons import GostopLessons
from .table import GostopTableScene


class GuidedGostop(Guided, GostopTableScene):
    """The guided game, from its lesson ``lesson`` (0: from its deal)."""

    def __init__(self, ctx: Context, course: Course, lesson: int = 0) -> None:
        script = course.script
        resume = course.state_at(course.cues[lesson].at) if lesson else None
        super().__init__(ctx, rules_of(TEACHER, script.preset), script.seed, LEVELS[0], players=script.players,
                         resume=resume)
        # its months said as its cards number them (the Korean way, where Settings say so)
        self.guide(course, GostopLessons(lambda: self.ctx.assets.korean_months), "guided_gostop", lesson)
