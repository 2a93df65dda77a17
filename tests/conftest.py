"""Shared helpers: card lists by id, and rounds set up card by card."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The suite reads the game's English, whatever the machine's own language.
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that speaks another language leaves English behind it."""
    yield
    from koikoi import i18n

    i18n.set_language("en")
