"""Computer opponents. Pure Python, no pygame: an agent sees only an Observation."""

from .headless import play_match
from .koikoi.agents import AGENTS, Agent, make_agent

__all__ = ["AGENTS", "Agent", "make_agent", "play_match"]
