"""The game's cards, sounds, music, table art, icons and layout, as the package ``koikoi.assets``.

This folder holds data only. It is a package so that an installed wheel, an
editable install and a plain checkout all answer ``importlib.resources.files
("koikoi.assets")`` with it; ``pyproject.toml`` maps the package name to this
folder and ``koikoi/resources.py`` is the one place that asks.
"""
