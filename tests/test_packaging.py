"""Everything the game loads ships in the wheel: package data covers every asset."""

from __future__ import annotations

import sys
from fnmatch import fnmatch
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def package_data() -> dict[str, list[str]]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return pyproject["tool"]["setuptools"]["package-data"]


def shipped(path: Path) -> bool:
    for package, patterns in package_data().items():
        base = ROOT.joinpath(*package.split("."))
        if base in path.parents:
            rel = path.relative_to(base).as_posix()
            # setuptools globs do not cross folders with a single *
            if any(fnmatch(rel, p) and rel.count("/") == p.count("/") for p in patterns):
                return True
    return False


def test_every_asset_and_preset_is_package_data():
    files = [p for p in (ROOT / "koikoi" / "assets").rglob("*") if p.is_file()]
    files += list((ROOT / "koikoi" / "engine" / "presets").glob("*.toml"))
    assert len(files) > 60
    missing = [str(p.relative_to(ROOT)) for p in files if not shipped(p)]
    assert not missing, f"not in the wheel's package data: {missing}"
