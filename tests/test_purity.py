"""No pygame outside koikoi/ui/: the engine, the AI, the simulator, the
settings, the saved match and the record run without it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCK_PYGAME = textwrap.dedent(
    """
    import importlib.abc, sys

    class NoPygame(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith("pygame."):
                raise ImportError("pygame is blocked in this test")
            return None

    sys.meta_path.insert(0, NoPygame())
    """
)


def run_blocked(code: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", BLOCK_PYGAME + textwrap.dedent(code)],
        capture_output=True, text=True, timeout=120,
    )


def test_the_block_works():
    result = run_blocked("import pygame")
    assert result.returncode != 0 and "blocked" in result.stderr


def test_engine_ai_and_sim_run_without_pygame():
    result = run_blocked(
        """
        import koikoi.games.koikoi, koikoi.ai, koikoi.sim, koikoi.storage.savegame, koikoi.storage.settings, koikoi.storage.record
        from koikoi.ai import make_agent, play_match
        from koikoi.games.koikoi import load_preset
        m = play_match(load_preset("nintendo"), [make_agent("greedy", 1), make_agent("random", 2)], 3)
        assert m.over
        assert "pygame" not in sys.modules
        print("ok")
        """
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_engine_uses_the_standard_library_only():
    result = run_blocked(
        """
        import sys
        before = set(sys.modules)
        import koikoi.games.koikoi
        third_party = {
            name.split(".")[0] for name in set(sys.modules) - before
            if not name.startswith("koikoi")
        } - set(sys.stdlib_module_names)
        print(sorted(third_party))
        """
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() in ("[]", "['tomli']")
