"""The firmware's modules import one another one way only, down the layers

    main (main.py, boot.py) -> ui -> games -> core

with hw and boards beside them (the hardware: imported by main and ui,
importing only each other). Counted is every import, at the top of a
module and inside its functions (where the screens import what they open
and a game the step it is at), so that no module is ever loaded through a
back door. Also: no import cycle anywhere, a game's folder imports no
other game's, and the screens' shared commands import no screen (the way
back to the main menu goes through the app, ``App.main_menu``).

A game's modules are found by name at run time (the registry,
``games.load``; a step's module, ``games.steps.Step``): those imports run
down too, and are not in the graph."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
TOPS = ("core", "games", "ui", "hw", "boards")

# Who may import whom, by layer: downwards, and the hardware beside.
RANK = {"main": 4, "ui": 3, "games": 2, "core": 1}
HARDWARE = ("hw", "boards")


def module_files():
    """{dotted name: path} of every firmware and board module."""
    out = {}
    for top in ("main", "boot"):
        out[top] = FIRMWARE / (top + ".py")
    for base in (FIRMWARE, ROOT):
        for top in TOPS:
            d = base / top
            if not d.is_dir() or (base is ROOT and top != "boards"):
                continue
            for p in sorted(d.rglob("*.py")):
                if "fonts" in p.relative_to(d).parts[:-1]:
                    continue        # generated glyph tables, loaded by name
                parts = list(p.relative_to(base).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                out[".".join(parts)] = p
    return out


def imports(path, known):
    """{module: first line} that ``path`` imports, anywhere in it. ``from
    package import x`` counts as x where x is a module, else as the
    package."""
    out = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for a in node.names:
                sub = node.module + "." + a.name
                names.append(sub if sub in known else node.module)
        for name in names:
            if name in known:
                out.setdefault(name, node.lineno)
    return out


def graph():
    files = module_files()
    return {m: imports(p, files) for m, p in files.items()}


def layer(module):
    top = module.split(".")[0]
    return "main" if top in ("main", "boot") else top


def wrong_way(g):
    """[(importer, imported, line)] against the layers."""
    bad = []
    for a in sorted(g):
        la = layer(a)
        for b, line in sorted(g[a].items()):
            lb = layer(b)
            if la == lb:
                continue
            if lb in HARDWARE:
                ok = la in ("main", "ui") or la in HARDWARE
            elif la in HARDWARE:
                ok = False
            else:
                ok = RANK[la] > RANK[lb]
            if not ok:
                bad.append((a, b, line))
    return bad


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


def test_imports_run_down_the_layers():
    bad = wrong_way(graph())
    assert not bad, "imports against main -> ui -> games -> core (hw, boards beside):\n" + \
        "\n".join("%s line %d imports %s" % (a, line, b) for a, b, line in bad)


def test_no_import_cycle_in_the_firmware():
    g = graph()
    found = cycles(g)
    assert not found, "import cycles: %s" % "; ".join(
        " -> ".join("%s (line %d)" % (a, g[a][b]) for a, b in zip(c, c[1:])) + " -> " + c[-1]
        for c in found)


def test_a_game_imports_no_other_game_and_the_shared_modules_no_game():
    g = graph()
    folders = {m.split(".")[1] for m in g if m.count(".") == 2 and m.startswith("games.")}
    assert {"burgundy", "tiletum", "san_juan", "amber", "generic"} <= folders
    bad = []
    for a in sorted(g):
        if not a.startswith("games."):
            continue
        mine = a.split(".")[1] if a.count(".") == 2 else None
        for b in g[a]:
            if b.count(".") == 2 and b.startswith("games.") and b.split(".")[1] != mine:
                bad.append("%s imports %s" % (a, b))
    assert not bad, bad


def test_the_shared_commands_import_no_screen():
    ui = {m for m in graph()["ui.commands"] if m.startswith("ui.")}
    assert ui <= {"ui.text", "ui.widgets", "ui.screen"}     # the base pieces


def test_the_scan_sees_each_way_of_importing():
    """The scan itself: imports inside functions, ``from package import
    module``, and a wrong way and a cycle made up here, so that a change
    of style cannot make the tests above blind."""
    g = graph()
    assert "ui.actions" in g["ui.play"] and "ui.commands" in g["ui.play"]   # in functions
    assert "ui.play" not in g["ui.actions"]
    assert "games.kit" in g["games.burgundy.game"]          # from games import kit
    assert "games.burgundy.data" in g["games.burgundy.game"]
    assert "core.protocol" in g["core.session"]
    assert "hw.setup" in g["main"]
    assert wrong_way({"core.x": {"games.y": 3}, "games.y": {}}) == [("core.x", "games.y", 3)]
    assert wrong_way({"hw.x": {"core.y": 1}, "core.y": {}}) == [("hw.x", "core.y", 1)]
    assert wrong_way({"ui.x": {"hw.y": 1}, "hw.y": {}}) == []
    assert cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}) == [["a", "b", "c", "a"]]
