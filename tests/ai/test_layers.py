"""The AI's modules import one another in layers: no circle, none hidden.

Each module may import only the modules below it, and every import is at
the top of its module, where it is seen, so no circle can hide behind an
import inside a function.
"""

from __future__ import annotations

import ast
from pathlib import Path

import koikoi.ai

AI = Path(koikoi.ai.__file__).parent
# Lowest first. montecarlo knows nothing of the levels; normal races with it;
# inference reads the record with normal's move values; hard uses them all;
# agents names every agent (gostop_agents, Go-Stop's, borrows its error, and races gostop_playouts' playouts
# through montecarlo); the rest play matches with them.
LAYERS = ("heuristics", "montecarlo", "gostop_playouts", "normal", "inference", "hard", "agents", "gostop_agents",
          "headless", "arena", "__init__")


def source(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def imports(path: Path) -> dict[str, int]:
    """The koikoi.ai modules the module at ``path`` imports, each with the
    line of an import of it, wherever in the module that import is."""
    found: dict[str, int] = {}
    for node in ast.walk(source(path)):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1:
                package = module == ""
            elif node.level == 0 and (module == "koikoi.ai" or module.startswith("koikoi.ai.")):
                package = module == "koikoi.ai"
                module = module.removeprefix("koikoi.ai").removeprefix(".")
            else:
                continue
            names = [a.name for a in node.names] if package else [module.split(".")[0]]
        elif isinstance(node, ast.Import):
            names = [a.name.split(".")[2] for a in node.names if a.name.startswith("koikoi.ai.")]
        else:
            continue
        found.update({name: node.lineno for name in names})
    return found


def hidden_imports(path: Path) -> list[int]:
    """The lines of the imports inside a function or a class."""
    tree = source(path)
    top = {id(node) for node in tree.body}
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top]


def test_every_module_has_its_layer():
    assert sorted(p.stem for p in AI.glob("*.py")) == sorted(LAYERS)


def test_each_module_imports_only_the_layers_below_it():
    upward = [
        f"{module}.py:{line} imports {target}"
        for module in LAYERS
        for target, line in imports(AI / f"{module}.py").items()
        if target in LAYERS and LAYERS.index(target) >= LAYERS.index(module)
    ]
    assert not upward


def test_no_import_hides_inside_a_function():
    hidden = {module: lines for module in LAYERS if (lines := hidden_imports(AI / f"{module}.py"))}
    assert not hidden


def test_the_check_sees_imports_of_every_form(tmp_path):
    """The walk finds ``from . import x``, ``from .x import y``,
    ``from koikoi.ai.x import y`` and ``import koikoi.ai.x``, and sees an
    import inside a function; the engine's modules are not the AI's."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from . import normal\nfrom .hard import HardAgent\nfrom koikoi.ai.inference import HandFilter\n"
        "import koikoi.ai.arena\nfrom ..engine import round\n"
        "def f():\n    from .montecarlo import race\n",
        encoding="utf-8",
    )
    assert imports(probe) == {"normal": 1, "hard": 2, "inference": 3, "arena": 4, "montecarlo": 7}
    assert hidden_imports(probe) == [7]
