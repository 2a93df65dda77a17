"""The layers of the code, as pyproject.toml states them for import-linter:
the games below the AI and storage, below the two commands (the window and
koikoi-sim); the two games sharing only their common package; the AI's
modules in layers; pygame only in the UI; scenes that never import each
other; no import cycle among the modules of any package. And the two games'
packages name their modules alike."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lint_imports(*args: str) -> subprocess.CompletedProcess:
    code = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True, no_logo=True))"
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_every_contract_is_kept():
    out = lint_imports()
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    for contract in ("the games below the AI and storage", "the two games share only the common package",
                     "the AI: each game's levels", "pygame only in the UI", "scenes do not import each other",
                     "no import cycle"):
        assert f"{contract}" in out.stdout, contract
    assert " BROKEN" not in out.stdout


def test_no_module_is_over_500_lines():
    modules = sorted((ROOT / "koikoi").rglob("*.py"))
    long = [f"{p.relative_to(ROOT)}: {n}" for p in modules if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500]
    assert not long, "modules over 500 lines: " + ", ".join(long)


# The jobs every game's package does, each in a module of the same name
GAME_MODULES = {"actions", "rules", "deal", "state", "turn", "scoring", "game", "observation", "saving"}


def test_each_game_names_its_modules_alike():
    for game in ("koikoi", "gostop"):
        have = {p.stem for p in (ROOT / "koikoi" / "games" / game).glob("*.py")}
        assert GAME_MODULES <= have, f"{game} lacks {sorted(GAME_MODULES - have)}"
    for game in ("koikoi", "gostop"):
        have = {p.stem for p in (ROOT / "koikoi" / "ai" / game).glob("*.py")}
        assert {"agents", "montecarlo"} <= have, game
    # each game's table: the scene, its display model, its painting, its mouse and keys, its events' steps
    # (the geometry is the shared table's, which Go-Stop's extends for its fanned months)
    for game in ("koikoi", "gostop"):
        have = {p.stem for p in (ROOT / "koikoi" / "ui" / game).glob("*.py")}
        assert {"table", "model", "canvas", "pointer", "steps"} <= have, game



def test_the_parts_of_a_table_see_views_of_it_not_the_scene():
    """Each part of a game's table (its steps, pointer, hint, canvas...) is
    given a Protocol of what it may see (its game's ``view.py``), which the
    type checker holds the scene to; none imports the scene, not even for
    its types. (The replay and the guided tables are no parts: each is the scene again, built on it.)"""
    for game in ("koikoi", "gostop"):
        folder = ROOT / "koikoi" / "ui" / game
        parts = [p for p in folder.glob("*.py") if p.stem not in ("table", "replay", "guided", "__init__")]
        assert {"view", "steps", "pointer", "canvas"} <= {p.stem for p in parts}, game
        for p in parts:
            source = p.read_text(encoding="utf-8")
            assert "from .table import" not in source and "TableScene" not in source, p
