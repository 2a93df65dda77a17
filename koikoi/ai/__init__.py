"""Computer opponents. Pure Python, no pygame: an agent sees only an Observation."""

from .agents import AGENTS, Agent, make_agent
from .headless import play_match

__all__ = ["AGENTS", "Agent", "make_agent", "play_match"]
