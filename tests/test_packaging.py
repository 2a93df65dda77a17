"""The wheel carries everything the game loads, and a plain install of it plays.

The wheel is built for real, the way ``pip install .`` builds it (pip's
isolated build with the setuptools that pyproject.toml asks for), from a copy
of the working tree so the checkout gets no build/ folder. Its listing is
checked against the files on disk, and it is installed into a fresh virtual
environment with no editable install, where the game plays a short demo
headless. Together about 25 s.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from .once import built_once

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
# What the build reads: the metadata, the readme it embeds, the code, the assets.
BUILD_INPUTS = ("pyproject.toml", "README.md", "koikoi", "assets")
DEPENDENCIES = ["pygame-ce", "pytmx", "platformdirs"] + (["tomli"] if sys.version_info < (3, 11) else [])


def setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def is_cache(path: Path) -> bool:
    return "__pycache__" in path.parts or path.suffix == ".pyc"


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not is_cache(p.relative_to(ROOT)))


def packages_in_the_tree() -> set[str]:
    """Every folder of koikoi/ with an __init__.py, and the assets package."""
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "koikoi").rglob("__init__.py")}
    return found | {"koikoi.assets"}


def test_every_package_in_the_tree_is_declared_and_nothing_else():
    declared = set(setuptools_config()["packages"])
    missing, stale = packages_in_the_tree() - declared, declared - packages_in_the_tree()
    assert not missing, f"add {sorted(missing)} to [tool.setuptools] packages in pyproject.toml"
    assert not stale, f"{sorted(stale)} in [tool.setuptools] packages has no folder with an __init__.py"


def test_the_assets_package_is_the_top_level_folder():
    assert setuptools_config()["package-dir"] == {"koikoi.assets": "assets"}
    assert (ASSETS / "__init__.py").is_file()


# The tests of the built wheel share one build (once.py); slow: -m "not slow" skips them.
def WHEEL(test):
    return pytest.mark.slow(pytest.mark.xdist_group("wheel")(test))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    (built,) = built_once(tmp_path_factory, "wheel", _build_wheel).glob("wheel/koikoi-*.whl")
    return built


def _build_wheel(folder: Path) -> None:
    source, out = folder / "source", folder / "wheel"
    source.mkdir()
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(ROOT / name, source / name)
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(source)],
        capture_output=True, text=True, timeout=300,
    )
    assert build.returncode == 0, f"pip wheel failed:\n{build.stdout[-2000:]}\n{build.stderr[-3000:]}"


@WHEEL
def test_every_asset_preset_and_module_is_in_the_wheel(wheel):
    with zipfile.ZipFile(wheel) as zf:
        listed = set(zf.namelist())
    assets = ["koikoi/assets/" + p.relative_to(ASSETS).as_posix() for p in files_under(ASSETS)]
    code = [p.relative_to(ROOT).as_posix() for p in files_under(ROOT / "koikoi") if p.suffix in (".py", ".toml")]
    assert len(assets) > 60 and any(name.endswith("presets/nintendo.toml") for name in code)
    missing = sorted(set(assets + code) - listed)
    assert not missing, f"not in the wheel: {missing}"
    assert not [name for name in listed if "__pycache__" in name or name.startswith("assets/")]


def dependency_folders() -> list[str]:
    """Where the test environment has the game's dependencies installed."""
    return sorted({str(metadata.distribution(name).locate_file("")) for name in DEPENDENCIES})


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv holding the wheel, plain (not editable); its dependencies are borrowed
    from this environment by a .pth file, so nothing is downloaded."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "--quiet",
         str(wheel)],
        capture_output=True, text=True, timeout=300,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True, timeout=60,
    ).stdout.strip()
    # Added after the install, so pip never saw the editable koikoi in these folders;
    # the venv's own site-packages comes first on sys.path, so its koikoi is the one imported.
    Path(site, "_borrowed_dependencies.pth").write_text("\n".join(dependency_folders()) + "\n")
    return venv


def headless_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home))
    for kind in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{kind}_HOME"] = str(home / kind.lower())
    return env


PROBE = """
import json, sys, pygame, koikoi
from koikoi import resources
card = pygame.image.load_sized_svg(str(resources.asset("cards", "pine-crane.svg")), (120, 192))
w, h = card.get_size()
colours = {tuple(card.get_at((x, y))) for x in range(0, w, 4) for y in range(0, h, 4)}
print(json.dumps({"package": koikoi.__file__, "assets": str(resources.assets_root()), "colours": len(colours)}))
"""


@WHEEL
def test_the_installed_wheel_finds_its_assets_inside_the_package(installed, tmp_path):
    python = installed / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run = subprocess.run(
        [str(python), "-c", PROBE], capture_output=True, text=True, env=headless_env(tmp_path), cwd=tmp_path,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout.strip().splitlines()[-1])
    package = Path(found["package"]).parent
    assert installed in package.parents, f"koikoi imported from {package}, not the fresh venv"
    assert Path(found["assets"]) == package / "assets"
    assert found["colours"] > 20, "the installed card drew as a flat stand-in"


@WHEEL
def test_the_installed_wheel_plays_a_headless_demo(installed, tmp_path):
    game = installed / ("Scripts/koikoi.exe" if os.name == "nt" else "bin/koikoi")
    env = headless_env(tmp_path)
    run = subprocess.run(
        [str(game), "--demo", "--quit-after", "2", "--stats"], capture_output=True, text=True, env=env,
        cwd=tmp_path, timeout=120,
    )
    log_file = tmp_path / "state" / "koikoi" / "log" / "koikoi.log"
    log = log_file.read_text() if log_file.exists() else ""
    assert run.returncode == 0, run.stderr[-3000:] + log[-3000:]
    assert json.loads(run.stdout.strip().splitlines()[-1])["frames"] > 0
    assert "Koi-Koi" in log, "the game wrote no log where XDG_STATE_HOME points"
    for trouble in ("missing game asset", "not loaded", "ERROR"):
        assert trouble not in log + run.stderr, f"{trouble!r} in the game's log:\n{log[-3000:]}"
