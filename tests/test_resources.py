"""koikoi.resources finds the assets from a checkout, a bare source tree and a frozen build.

The installed wheel is tried for real in tests/test_packaging.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from koikoi import resources

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def ask_afresh():
    """The installed location is cached; each test asks again."""
    resources._installed_root.cache_clear()
    yield
    resources._installed_root.cache_clear()


def test_the_checkout_serves_the_top_level_assets_folder():
    assert resources.assets_root() == ROOT / "assets"
    assert resources.asset("cards", "back.svg") == ROOT / "assets" / "cards" / "back.svg"
    assert resources.asset("sounds").is_dir()


def test_the_editable_install_maps_the_assets_package_to_the_top_level_folder():
    from importlib import metadata, util

    # Every koikoi on the path: the checkout's own koikoi.egg-info may come before the install.
    installs = [dist.read_text("direct_url.json") or "" for dist in metadata.distributions(name="koikoi")]
    if not any('"editable": true' in direct_url for direct_url in installs):
        pytest.skip("koikoi is not installed in editable mode here")
    spec = util.find_spec("koikoi.assets")
    assert spec is not None and spec.origin is not None, "koikoi.assets not importable: run pip install -e . again"
    assert Path(spec.origin) == ROOT / "assets" / "__init__.py"


def test_missing_asset_names_the_file():
    with pytest.raises(resources.MissingAssetError, match="no-such-card.svg"):
        resources.asset("cards", "no-such-card.svg")


def test_frozen_build_looks_under_its_unpack_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_root() == tmp_path / "assets"


def test_a_source_tree_never_installed_finds_assets_beside_the_package(tmp_path):
    # -S: no site-packages, so no install of any kind; only the tree itself.
    probe = "from koikoi import resources; print(resources.asset('layout', 'table.tmx'))"
    run = subprocess.run(
        [sys.executable, "-S", "-c", probe], capture_output=True, text=True, timeout=60, cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert run.returncode == 0, run.stderr
    assert Path(run.stdout.strip()) == ROOT / "assets" / "layout" / "table.tmx"


def test_assets_inside_an_archive_are_refused_by_name(monkeypatch, tmp_path):
    archive = tmp_path / "game.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("koikoi/assets/cards/back.svg", "<svg/>")
    monkeypatch.setattr(resources.resources, "files", lambda package: zipfile.Path(archive, "koikoi/assets/"))
    with pytest.raises(resources.MissingAssetError, match="inside an archive"):
        resources.asset("cards", "back.svg")
