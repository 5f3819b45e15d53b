"""The firmware's build (host_tools/build.py)."""

from pathlib import Path

from host_tools import build


def test_a_modules_tracebacks_name_it_as_it_is_imported():
    # the dotted name the import interns anyway: no file name per module
    # in the device's interned strings
    assert build.source_name(Path("firmware/games/kit.py")) == "games.kit"
    assert build.source_name(Path("firmware/ui/fonts/__init__.py")) == "ui.fonts"
    assert build.source_name(Path("firmware/main.py")) == "main"
    assert build.source_name(Path("boards/badger2040.py")) == "boards.badger2040"
    assert build.source_name(Path("boards/__init__.py")) == "boards"


SOURCE_A = '''"""A module: _LIMIT is its own (a docstring is no use of a name)."""
_LIMIT = 3
_KEPT = 1


def _helper(x):
    return x + _LIMIT


def use(n):
    # getattr finds it by its name: it keeps that name
    return _helper(n) + getattr(Thing(), "_kept")()


class Thing:
    def _kept(self):
        return _KEPT

    def _own(self):
        return self._own_field

    _own_field = 5
'''

SOURCE_B = '''from a import use


def _shared():
    return use(1)


def _helper(y):
    return y
'''


def _plan(tmp_path, outside_text=""):
    from host_tools import shortnames
    a, b, t = tmp_path / "a.py", tmp_path / "b.py", tmp_path / "test_x.py"
    a.write_text(SOURCE_A)
    b.write_text(SOURCE_B)
    t.write_text(outside_text)
    return shortnames, a, b, shortnames.plan([a, b], [t])


def test_a_modules_own_names_are_shortened_and_it_runs_the_same(tmp_path):
    shortnames, a, b, plan = _plan(tmp_path)
    renames = plan[a]
    # private to a: shortened; "_kept" is looked up by its name in a string;
    # "_helper" is spelled in b too (another module may import it)
    assert {"_LIMIT", "_own", "_own_field"} <= set(renames)
    assert "_kept" not in renames and "_KEPT" in renames and "_helper" not in renames
    assert all(len(new) <= 3 for new in renames.values())
    assert len(set(renames.values())) == len(renames)
    short = shortnames.rewrite(SOURCE_A, renames)
    assert short.count("\n") == SOURCE_A.count("\n")      # tracebacks' lines stay
    assert "_LIMIT =" not in short and "+ _LIMIT" not in short and '"_kept"' in short
    before, after = {}, {}
    exec(compile(SOURCE_A, "a", "exec"), before)
    exec(compile(short, "a", "exec"), after)
    assert after["use"](4) == before["use"](4) == 8
    # every module draws on the same few short names: interned once
    assert set(plan[b].values()) <= set(renames.values())


def test_a_name_a_test_or_host_tool_spells_keeps_its_spelling(tmp_path):
    _, a, _b, plan = _plan(tmp_path, "assert mod._LIMIT == 3\n")
    assert "_LIMIT" not in plan[a] and "_own_field" in plan[a]


def test_the_build_lists_what_it_shortened():
    build.build(quiet=True)
    listing = (build.OUT / "shortnames.txt").read_text().splitlines()
    # a module's path, then "  <short> <its name in the source>" lines: a
    # traceback's short name reads back to the source's
    from host_tools import shortnames
    paths = [line for line in listing if not line.startswith(" ")]
    assert len(paths) > 50 and all(p.startswith(("firmware/", "boards/")) for p in paths)
    assert not set(shortnames.KEEP) & set(paths)
    pairs = [line.split() for line in listing if line.startswith("  ")]
    assert len(pairs) > 500
    assert all(len(new) <= 3 < len(old) and new[0] == old[0] == "_" for new, old in pairs)
