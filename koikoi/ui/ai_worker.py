"""The opponent thinks off the main thread, so frames never stall.

``AgentWorker.ask(agent, observation)`` starts a decision; the main loop
polls ``ready()`` each frame. The table keeps the opponent's moves
followable by a minimum thinking time of its own, counted on the game's
clock (so a test stepping the clock waits for no wall-clock time).

Both games' agents are asked, each with its own game's observation, so the
worker knows them only as :class:`Agent`: something whose ``act`` turns an
observation into an action.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol, TypeVar

Obs = TypeVar("Obs")  # what an agent is shown: Koi-Koi's Observation, Go-Stop's Sight
Obs_contra = TypeVar("Obs_contra", contravariant=True)
Act_co = TypeVar("Act_co", covariant=True)  # what it answers: an action of its game


class Agent(Protocol[Obs_contra, Act_co]):
    """A computer player of either game: Koi-Koi's ``act(obs)`` and Go-Stop's
    ``act(sight)`` alike (the argument is positional, whatever its name)."""

    def act(self, observation: Obs_contra, /) -> Act_co: ...


class AgentWorker:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koikoi-ai")
        self._future: Future[object] | None = None
        self.seconds = 0.0  # how long the last decision took on the worker thread
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

    def ask(self, agent: Agent[Obs, object], obs: Obs) -> None:
        """Start ``agent`` deciding what to do about ``obs`` (an observation of its own game)."""
        self._future = self._pool.submit(self._timed, agent, obs)

    def _timed(self, agent: Agent[Obs, object], obs: Obs) -> object:
        began = time.perf_counter()
        action = agent.act(obs)
        self.seconds = time.perf_counter() - began
        return action

    def ready(self) -> bool:
        f = self._future
        return f is not None and f.done()

    def take(self) -> object:
        """The decided action (re-raises an agent's error): an action of the
        game whose agent was asked, which only the asker knows, so it checks
        the type (``isinstance``) before it plays it."""
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
