import sys

import koikoi

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from pathlib import Path


def test_version_comes_from_pyproject():
    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    assert koikoi.__version__ == pyproject["project"]["version"]
