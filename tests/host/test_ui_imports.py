"""The screens import one another one way only: no cycle among the modules
of firmware/ui, counting every import, at the top of a module and inside
its functions (where the screens import what they open, when they open
it). The commands the screens share live in ui.commands, which imports
no screen; the way back to the main menu goes through the app
(``App.main_menu``, given by main.start)."""

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "firmware" / "ui"
MODULES = {p.stem for p in UI.glob("*.py") if p.stem != "__init__"}


def imports(path):
    """{ui module: first line} imported anywhere in ``path``."""
    out = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [node.module + "." + a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if len(parts) >= 2 and parts[0] == "ui" and parts[1] in MODULES:
                out.setdefault(parts[1], node.lineno)
    return out


def graph():
    return {m: imports(UI / (m + ".py")) for m in MODULES}


def cycles(g):
    """Every cycle the depth-first walk finds, as module paths."""
    found = []
    state = {}

    def walk(m, path):
        state[m] = "open"
        for n in sorted(g[m]):
            if n == m:
                continue
            if state.get(n) == "open":
                found.append(path[path.index(n):] + [n])
            elif n not in state:
                walk(n, path + [n])
        state[m] = "done"

    for m in sorted(g):
        if m not in state:
            walk(m, [m])
    return found


def test_no_import_cycle_among_the_screens():
    g = graph()
    found = cycles(g)
    assert not found, "import cycles in firmware/ui: %s" % "; ".join(
        " -> ".join("%s (line %d)" % (a, g[a][b]) for a, b in zip(c, c[1:])) + " -> " + c[-1]
        for c in found)


def test_the_scan_sees_imports_inside_functions():
    """The play screen opens the action menu by importing it in a function:
    the scan must see that, or it would be blind to what the issue was."""
    g = graph()
    assert "actions" in g["play"] and "commands" in g["play"]
    assert "commands" in g["actions"] and "play" not in g["actions"]
    assert cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == [["a", "b", "c", "a"]]


def test_the_shared_commands_import_no_screen():
    assert set(graph()["commands"]) <= {"text", "widgets", "screen"}     # the base pieces
