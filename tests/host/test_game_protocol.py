"""The game protocol cannot drift: every hook the engine (core/) and the
screens (ui/, main.py, and the accessors of games/__init__.py) read from a
game module is documented in games/__init__.py, and every hook documented
there is read somewhere; the same for the keys of a step's entry.

Hooks are read off the source: ``getattr(game, "x", ...)`` and
``hasattr(game, "x")``, and ``game.x`` where the object is a game module (a
name ``game``, an attribute ``.game`` as in ``s.game`` or ``self.game``, or
a name bound from ``games.load(...)``), ``view.x`` in ui/glance.py, where
``view`` is the game's at-a-glance module (``games.glance_of``).
The documented hooks are the lines of the docstring indented by exactly
four spaces, each starting with its hook's name.

A step entry's keys are read by ``step_fn(game, step, "key")``,
``step_do(game, step, "key", state)`` and the
screens' ``own(session, "key")`` (the current step's), by ``.get("key")``
on ``step_info()`` (the current step's entry), and "events" and "helpers"
by games.kit.merged, which the games call to build HANDLERS and ACTIONS.
The documented keys are the docstring's lines of its "Steps" section
indented by four spaces and starting with the key in quotes.
"""

import ast
import re
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"
READERS = sorted((FIRMWARE / "core").glob("*.py")) + sorted((FIRMWARE / "ui").glob("*.py")) + [
    FIRMWARE / "main.py", FIRMWARE / "games" / "__init__.py"]
# Read by games.kit.merged for the games' HANDLERS and ACTIONS.
MERGED = {"events", "helpers"}


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


def _is_step_info(node, infos):
    """``x.step_info()``, or a name bound from it."""
    if isinstance(node, ast.Name):
        return node.id in infos
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "step_info")


def step_keys_read():
    """{entry key: [file:line, ...]} for every key of a step's entry core,
    ui and main read."""
    found = {}
    for path in READERS:
        if path.name == "__init__.py":
            continue        # step_fn itself: it reads what it is asked
        tree = ast.parse(path.read_text(encoding="utf-8"))
        infos = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
                 and _is_step_info(node.value, ()) for t in node.targets
                 if isinstance(t, ast.Name)}
        # the screens' wrapper passes its own key on: its callers are read
        wrapper = {id(n) for d in ast.walk(tree) if isinstance(d, ast.FunctionDef)
                   and d.name == "own" for n in ast.walk(d)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or id(node) in wrapper:
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(
                f, ast.Attribute) else None
            key = None
            if name in ("step_fn", "step_do") and len(node.args) >= 3:
                key = node.args[2]
            elif name == "own" and len(node.args) == 2:
                key = node.args[1]
            elif name == "get" and _is_step_info(f.value, infos) and node.args:
                key = node.args[0]
            if key is not None:
                assert isinstance(key, ast.Constant), "%s:%d: a key that is not a constant" % (
                    path.name, node.lineno)
                found.setdefault(key.value, []).append("%s:%d" % (path.name, node.lineno))
    return found


def step_keys_documented():
    doc = ast.get_docstring(ast.parse((FIRMWARE / "games" / "__init__.py").read_text("utf-8")))
    section = doc[doc.index("\nSteps."):doc.index("\nDice\n")]
    return set(re.findall(r'^    "([a-z_]+)"', section, re.M))


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


def test_every_step_key_read_is_documented():
    undocumented = {k: where for k, where in step_keys_read().items()
                    if k not in step_keys_documented()}
    assert not undocumented, "read from a step's entry but not in games/__init__.py: %s" % (
        undocumented,)


def test_every_documented_step_key_is_read():
    unread = step_keys_documented() - set(step_keys_read()) - MERGED
    assert not unread, "documented in games/__init__.py but read nowhere: %s" % (sorted(unread),)


def test_no_game_declares_a_step_s_hook_at_module_level():
    """Everything about a step is in its entry: a game module's function
    under a step key's name or one of the protocol's former module hooks
    would be read by nobody (a step's code beside its entry instead)."""
    former = {"on_enter", "on_leave", "skip", "prompt", "status", "checklist", "actions",
              "likely", "c_helper", "follow_up", "moves_on", "likely_player",
              "check_advance", "passes", "dice_for", "ask_rows", "breakdown_label"}
    from games import catalog
    for gid in catalog.ids():
        tree = ast.parse((FIRMWARE / "games" / gid / "game.py").read_text("utf-8"))
        defs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        assert not defs & former, "%s.py: %s" % (gid, sorted(defs & former))


def test_the_scan_sees_each_way_of_reading():
    """The scanner itself: one hook per way core and ui read them, so a
    change of style cannot make the scan blind (and the tests above
    vacuous)."""
    read = hooks_read()
    assert any(w.startswith("session.py") for w in read["HANDLERS"])       # self.game.X
    assert any(w.startswith("play.py") for w in read["ROLL_HINT"])         # getattr(.., "x")
    assert any(w.startswith("actions.py") for w in read["use_rng"])        # hasattr + s.game.x
    assert any(w.startswith("newgame.py") for w in read["PLAYERS"])        # games.load(...)
    assert any(w.startswith("__init__.py") for w in read["BREAKDOWN"])     # the accessors
    assert any(w.startswith("glance.py") for w in read["projection"])     # view.x
    keys = step_keys_read()
    assert any(w.startswith("flow.py") for w in keys["skip"])              # step_fn(...)
    assert any(w.startswith("commands.py") for w in keys["status"])        # own(session, ..)
    assert any(w.startswith("session.py") for w in keys["allow"])          # step_info()
    assert any(w.startswith("play.py") for w in keys["prompt"])
