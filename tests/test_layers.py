"""The layers of the code, as pyproject.toml states them for import-linter:
engine below ai below storage below the two commands (the window and
koikoi-sim), pygame only in the UI, scenes that never import each other,
and no import cycle among the modules of any package."""

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
    for contract in ("engine below ai below storage", "pygame only in the UI", "scenes do not import each other",
                     "no import cycle"):
        assert f"{contract}" in out.stdout and "KEPT" in out.stdout


def test_no_module_is_over_500_lines_and_no_two_share_a_name():
    modules = sorted((ROOT / "koikoi").rglob("*.py"))
    long = [f"{p.relative_to(ROOT)}: {n}" for p in modules if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500]
    assert not long, "modules over 500 lines: " + ", ".join(long)
    names: dict[str, list[str]] = {}
    for p in modules:
        if p.name != "__init__.py" and p.name != "__main__.py":
            names.setdefault(p.stem, []).append(str(p.relative_to(ROOT)))
    same = {name: where for name, where in names.items() if len(where) > 1}
    assert not same, f"modules sharing a name: {same}"
