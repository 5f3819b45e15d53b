"""The game protocol cannot drift: every hook the engine (core/) and the
screens (ui/, main.py) read from a game module is documented in
games/__init__.py, and every hook documented there is read somewhere.

Read off the source: ``getattr(game, "x", ...)`` and ``hasattr(game,
"x")``, and ``game.x`` where the object is a game module (a name ``game``,
an attribute ``.game`` as in ``s.game`` or ``self.game``, or a name bound
from ``games.load(...)``), and ``view.x`` in ui/glance.py, where ``view`` is
the game's at-a-glance module (``games.glance_of``). The documented hooks
are the lines of the docstring indented by exactly four spaces, each
starting with its hook's name.
"""

import ast
import re
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"
READERS = sorted((FIRMWARE / "core").glob("*.py")) + sorted((FIRMWARE / "ui").glob("*.py")) + [
    FIRMWARE / "main.py"]


def _loaded_names(tree):
    """Names bound from ``games.load(...)`` anywhere in the module."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            f = node.value.func
            if (isinstance(f, ast.Attribute) and f.attr == "load"
                    and isinstance(f.value, ast.Name) and f.value.id == "games"):
                out.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return out


def _is_game(node, names):
    if isinstance(node, ast.Name):
        return node.id == "game" or node.id in names
    return isinstance(node, ast.Attribute) and node.attr == "game"


def hooks_read():
    """{hook: [file:line, ...]} for every hook core and ui read."""
    found = {}
    for path in READERS:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = _loaded_names(tree)
        if path.name == "glance.py":
            names.add("view")       # the work functions' glance module
        for node in ast.walk(tree):
            hook = None
            if isinstance(node, ast.Attribute) and _is_game(node.value, names):
                hook = node.attr
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                    and _is_game(node.args[0], names)
                    and isinstance(node.args[1], ast.Constant)):
                hook = node.args[1].value
            if hook is not None:
                found.setdefault(hook, []).append("%s:%d" % (path.name, node.lineno))
    return found


def hooks_documented():
    doc = ast.get_docstring(ast.parse((FIRMWARE / "games" / "__init__.py").read_text("utf-8")))
    return set(re.findall(r"^    ([A-Za-z_]+)(?=[ (]|$)", doc, re.M))


def test_every_hook_read_is_documented():
    undocumented = {h: where for h, where in hooks_read().items()
                    if h not in hooks_documented()}
    assert not undocumented, "read from a game module but not in games/__init__.py: %s" % (
        undocumented,)


def test_every_documented_hook_is_read():
    unread = hooks_documented() - set(hooks_read())
    assert not unread, "documented in games/__init__.py but read nowhere: %s" % (sorted(unread),)


def test_the_scan_sees_each_way_of_reading():
    """The scanner itself: one hook per way core and ui read them, so a
    change of style cannot make the scan blind (and the tests above
    vacuous)."""
    read = hooks_read()
    assert any(w.startswith("session.py") for w in read["HANDLERS"])       # self.game.X
    assert any(w.startswith("play.py") for w in read["status"])            # getattr(.., "x")
    assert any(w.startswith("actions.py") for w in read["actions"])        # hasattr + s.game.x
    assert any(w.startswith("newgame.py") for w in read["PLAYERS"])        # games.load(...)
    assert any(w.startswith("flow.py") for w in read["skip"])
    assert any(w.startswith("glance.py") for w in read["projection"])     # view.x
