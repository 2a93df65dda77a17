"""The opponent thinks off the main thread, so frames never stall.

``AgentWorker.ask(agent, observation)`` starts a decision; the main loop
polls ``ready()`` each frame. The table keeps the opponent's moves
followable by a minimum thinking time of its own, counted on the game's
clock (so a test stepping the clock waits for no wall-clock time).
"""

from __future__ import annotations

import sys
from concurrent.futures import Future, ThreadPoolExecutor

from ..games.koikoi.actions import Action
from ..games.koikoi.observation import Observation


class AgentWorker:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koikoi-ai")
        self._future: Future[Action] | None = None
        # The agents are pure Python: hand the interpreter back to the main
        # thread often, so a long search costs the frame loop little latency.
        sys.setswitchinterval(0.001)

    @property
    def busy(self) -> bool:
        """A decision was asked for and not yet taken."""
        return self._future is not None

    @property
    def thinking(self) -> bool:
        """A decision is still being worked out on the worker thread."""
        return self._future is not None and not self._future.done()

    def ask(self, agent: object, obs: Observation) -> None:
        self._future = self._pool.submit(agent.act, obs)  # type: ignore[attr-defined]

    def ready(self) -> bool:
        f = self._future
        return f is not None and f.done()

    def take(self) -> Action:
        """The decided action (re-raises an agent's error)."""
        f = self._future
        assert f is not None
        self._future = None
        return f.result()

    def cancel(self) -> None:
        """Forget a pending decision (its thread finishes in the background)."""
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
