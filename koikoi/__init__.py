"""Koi-Koi: the Hanafuda card game."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("koikoi")  # one place: pyproject.toml
except _metadata.PackageNotFoundError:  # run from a bare source tree, never installed
    __version__ = "0+unknown"
