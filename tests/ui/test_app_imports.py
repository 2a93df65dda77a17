"""``koikoi --version`` answers from the command line's modules alone: the
window's libraries, the history and the computer's worker, which
:func:`koikoi.ui.app.make_context` imports where the game starts (not at the
module's top), are never loaded for it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

DEFERRED = ("pygame", "koikoi.ui.assets", "koikoi.ui.audio", "koikoi.ui.layout", "koikoi.ui.scene",
            "koikoi.ui.screens", "koikoi.storage.history", "koikoi.ui.ai_worker")


def test_the_version_loads_none_of_what_a_game_needs():
    code = textwrap.dedent(f"""
        import contextlib, io, sys
        from koikoi.ui import app
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
            app.main(["--version"])
        assert out.getvalue().strip(), "a version said"
        print(sorted(m for m in {DEFERRED!r} if m in sys.modules))
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"
