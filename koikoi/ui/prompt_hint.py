"""The Hint on a question the computer can answer for the person: the
koi-koi prompt's (Stop or Koi-Koi) and Go-Stop's Go or Stop. Asked, it
starts the game's hard search in the person's seat on the worker thread
(from what that seat sees alone: the table's own Hint search), and once
the answer comes says, in one sentence, what the computer would choose."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import N_, _
from .ai_worker import AgentWorker

# TRANSLATORS: shown while the computer works out its hint
THINKING = N_("Thinking...")
# TRANSLATORS: the hint on the koi-koi prompt: what the computer would choose in the player's seat
HINT_STOP = N_("Hint: the computer would stop here and take the points.")
# TRANSLATORS: the hint on the koi-koi prompt: what the computer would choose in the player's seat
HINT_KOIKOI = N_("Hint: the computer would call koi-koi here and play on.")
# TRANSLATORS: Go-Stop: the hint on the Go or Stop question: what the computer would choose in the player's seat
HINT_GO = N_("Hint: the computer would call Go here and play on.")
# TRANSLATORS: Go-Stop: the hint on the Go or Stop question: what the computer would choose in the player's seat
HINT_GOSTOP_STOP = N_("Hint: the computer would call Stop here and take the points.")
# the least room, in unscaled pixels, between a question's heading and its Hint button beside it:
# closer, the two read as one line ("You made a yaku!Hint H")
TITLE_GAP = 24


class PromptHint:
    """A question's Hint. ``start`` sets the search going on ``worker``;
    ``says`` gives the English sentence (one of the messages above) for
    the action the search answers."""

    def __init__(self, worker: AgentWorker, start: Callable[[], None], says: Callable[[object], str],
                 sayings: tuple[str, ...] = ()) -> None:
        """``sayings``: every sentence ``says`` may give (in English), for the room kept for the answer."""
        self.worker = worker
        self.start = start
        self.says = says
        self.sayings = sayings
        self.asking = False  # the search is under way
        self.advice = ""  # in English: THINKING, then the answer's sentence; translated when drawn

    def ask(self) -> bool:
        """Set the search going (once); True when it was asked now."""
        if self.asking or self.advice:
            return False
        self.asking = True
        self.advice = THINKING
        self.start()
        return True

    def poll(self) -> bool:
        """Take the answer once it has come; True when the words changed."""
        if self.asking and self.worker.ready():
            self.asking = False
            self.advice = self.says(self.worker.take())
            return True
        return False

    def cancel(self) -> None:
        """The question answered before the hint came: the search is called off."""
        if self.asking:
            self.worker.cancel()
            self.asking = False

    @property
    def said(self) -> str:
        """The hint in the language spoken ("" before it is asked)."""
        return _(self.advice) if self.advice else ""
