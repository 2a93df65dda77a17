import sys

import pytest

from koikoi import resources


def test_assets_found_from_the_package():
    assert resources.asset("cards", "back.svg").is_file()
    assert resources.asset("sounds").is_dir()


def test_missing_asset_names_the_file():
    with pytest.raises(resources.MissingAssetError, match="no-such-card.svg"):
        resources.asset("cards", "no-such-card.svg")


def test_frozen_build_looks_under_its_unpack_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_root() == tmp_path / "koikoi" / "assets"
