"""What a table of either game shows over its cards for a moment: the
banner (news, held long enough to read, ended by a dialog opened over the
table rather than left frozen behind it) and the deal's intro, which a
click skips. Mixed into :class:`~koikoi.ui.table.base.CardTable`, which
gives the attributes declared here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scene import Context
from .banner import SEEN_S, Banner
from .said_input import dealing
from .stage import Stage
from .timeline import Timeline

if TYPE_CHECKING:  # pragma: no cover
    from .canvas import CardCanvas


class Showing:
    """The banner and the deal's intro of a card table."""

    ctx: Context
    banner: Banner
    canvas: CardCanvas
    stage: Stage
    timeline: Timeline
    intro: bool  # the deal is playing: a click skips it
    turn_shown: int | None
    replaying: bool

    def secs(self, seconds: float) -> float:
        """``seconds`` of animation at speed 1, at the speed the player set."""
        return self.ctx.secs(seconds)

    # --- the deal, which a click skips -------------------------------------------------------
    def begin_intro(self) -> float:
        self.intro, self.turn_shown = True, None
        self.ctx.pace.deal(counted=not self.replaying)  # timed to the first decision (koikoi --demo --stats)
        self.stage.clear_trace()
        return 0.0

    def dealing_words(self) -> str:
        """The panel's line while the cards are dealt (a replay says its own)."""
        return dealing()

    def end_intro(self) -> float:
        self.intro = False
        return 0.0

    def skip(self) -> bool:
        """Bring the deal (with the dealer draw and any redeal) and the banner on show to their end at once (a
        banner once it has stood :data:`SEEN_S`); never a decision, which waits for the player anyway. True when
        there was something to skip."""
        if self.intro:
            with self.ctx.audio.hushed():
                self.timeline.run_while(lambda: self.intro, self.stage.finish_moves)
            self.stage.finish_moves()
            self.stage.cues.clear()  # the landings they were waiting for have happened
            if not self.banner.sticky:
                self.end_banner()
            return True
        if self.banner.left > 0 and self.banner.age >= SEEN_S:
            self.end_banner()
            self.timeline.wait = min(self.timeline.wait, 0.0)
            return True
        return False

    # --- the banner --------------------------------------------------------------------------
    def say(self, text: str, sub: str = "", seconds: float = 1.5, big: bool = False, low: bool = False,
            at_least: float = 0.0, sticky: bool = False, tags: tuple = ()) -> float:
        """Show a banner for ``seconds`` at speed 1 (scaled by the animation speed), and never less than
        ``at_least`` seconds of real time. A ``sticky`` one (news the player needs) outlives a skipped deal."""
        self.banner.say(text, sub, max(self.secs(seconds), at_least), big, low, sticky, tags)
        self.invalidate_banner()
        return 0.0

    def end_banner(self) -> None:
        if self.banner.up:
            self.banner.end()
            self.invalidate_banner()

    covered = end_banner  # a dialog opened over the table: the banner ends, never to stand frozen behind it

    def invalidate_banner(self) -> None:
        self.canvas.forget("banner")
