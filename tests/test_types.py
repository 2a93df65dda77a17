"""The types are checked: mypy, as pyproject.toml sets it (its defaults for
the whole package, its strict checks for the games, the AI and storage),
finds nothing; and no ``# type: ignore`` goes without a reason beside it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(?P<rest>.*)$")


def test_mypy_finds_no_error():
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--no-error-summary"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, (out.stdout + out.stderr)[-6000:]


def test_every_type_ignore_says_why():
    bare = []
    for path in sorted((ROOT / "koikoi").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found = IGNORE.search(line)
            if found and not re.search(r"#\s*\S", found.group("rest")):
                bare.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bare, "a type: ignore without a reason:\n" + "\n".join(bare)


def test_the_ignore_check_sees_a_bare_ignore():
    assert IGNORE.search("x = f()  # type: ignore[arg-type]").group("rest") == ""
    assert re.search(r"#\s*\S", IGNORE.search("x = f()  # type: ignore[arg-type]  # stub wrong").group("rest"))
