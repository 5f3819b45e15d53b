"""Runs the core, game and UI suites twice: under CPython and inside real
MicroPython (the WASI build, Pico heap cap).

A test file in ``tests/core``, ``tests/games`` or ``tests/ui`` is written once,
in the subset both interpreters share: module-level ``def test_x():``
functions without arguments, plain ``assert``, no pytest import. Each such
function becomes two pytest items, ``test_x[cpython]`` and
``test_x[micropython]``. The MicroPython side runs the whole file in one
guest process (one compiled WebAssembly module is shared by all files), and
each item reports its own outcome, with the guest's traceback on failure.

A file may declare ``MICROPYTHON_SKIP = {"test_x": "why"}`` for a test that
cannot run inside MicroPython; the reason shows in the report.

Files in ``tests/host`` are ordinary pytest files (host tools, simulator
command line, things only CPython can do).
"""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DUAL_SUITES = ("core", "games", "ui")
RUNTIMES = ("cpython", "micropython")
MARK = "\x1eRESULT "
# The WASI build's collector cannot see WebAssembly locals, so a collection
# that starts inside C code (json.loads, sorted, a constructor's argument
# array...) can free objects still in use. The suites therefore never let
# the collector start on its own: automatic collection is off, the heap is
# large enough for a whole test file's garbage, the harness collects
# between tests, and the live heap after each test must stay within the
# Pico's. The simulator and the benchmark run the device loop with the real
# 200 KB heap instead (host_tools.mpy.PICO_HEAP, see host_tools/guest/simloop.py).
UNIT_HEAP = "256m"

for p in (ROOT / "host_tools" / "guest", ROOT / "tests", ROOT / "host_tools" / "shims",
          ROOT / "firmware", ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

_GUEST_HARNESS = """
import gc, io, json, sys
import fuel
gc.disable()
from core import mem
mem.PRESS_COLLECT = False   # a collection a press would sweep all 256 MB (core.mem)
mem.COLLECT = False         # so would every safe point's
sys.path.insert(0, %(dir)r)
names = %(names)r
MARK = %(mark)r
CAP = %(cap)d
def report(name, ok, text, spent):
    print(MARK + json.dumps({"name": name, "ok": ok, "text": text, "fuel": spent}))
try:
    mod = __import__(%(mod)r)
except BaseException as e:
    buf = io.StringIO()
    sys.print_exception(e, buf)
    for n in names:
        report(n, False, "import failed:\\n" + buf.getvalue(), 0)
    raise SystemExit(0)
for n in names:
    gc.collect()
    loaded = set(sys.modules)
    start = fuel.remaining()
    try:
        getattr(mod, n)()
        spent = start - fuel.remaining()
        # What the test leaves on the heap, not what its last screens had
        # imported: a test ends where a table would press on (a records
        # list open, a game's modules loaded), and the device lets those
        # modules go as it leaves such a screen (core.mem.drop).
        mem.drop(*[m for m in sys.modules if m not in loaded])
        # the firmware's own collection (its stack scrubbed first): the
        # test's stale words on the stack keep nothing alive
        mem.COLLECT = True
        mem.collect()
        mem.COLLECT = False
        live = gc.mem_alloc()
        if live > CAP:
            report(n, False, "live heap after the test is %%d bytes, over the Pico's %%d"
                   %% (live, CAP), spent)
        else:
            report(n, True, "", spent)
    except BaseException as e:
        buf = io.StringIO()
        sys.print_exception(e, buf)
        report(n, False, buf.getvalue(), start - fuel.remaining())
"""


def _is_dual(path):
    return (path.suffix == ".py" and path.name.startswith("test_")
            and path.parent.name in DUAL_SUITES and path.parent.parent.name == "tests")


def pytest_pycollect_makemodule(module_path, parent):
    if _is_dual(Path(module_path)):
        return DualFile.from_parent(parent, path=Path(module_path))
    return None


class GuestFailure(Exception):
    """A test failed inside MicroPython; carries the guest's traceback."""


class DualFile(pytest.File):
    """One dual-runtime test file; runs in MicroPython once, on first need."""

    def collect(self):
        name = "dual_" + self.path.parent.name + "_" + self.path.stem
        spec = importlib.util.spec_from_file_location(name, self.path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        self.module = module
        tests = [(fn.__code__.co_firstlineno, n) for n, fn in vars(module).items()
                 if n.startswith("test_") and callable(fn)]
        self.names = [n for _, n in sorted(tests)]
        self.skips = getattr(module, "MICROPYTHON_SKIP", {})
        self._guest = None
        for n in self.names:
            for runtime in RUNTIMES:
                yield DualItem.from_parent(self, name="%s[%s]" % (n, runtime),
                                           test=n, runtime=runtime)

    def guest_results(self):
        if self._guest is None:
            from host_tools import mpy
            names = [n for n in self.names if n not in self.skips]
            code = _GUEST_HARNESS % {"dir": "/tests/" + self.path.parent.name,
                                     "names": names, "mark": MARK,
                                     "mod": self.path.stem, "cap": mpy.PICO_HEAP_BYTES}
            res = mpy.run(code=code, heap=UNIT_HEAP)
            results = {}
            for line in res.stdout.split("\n"):  # not splitlines: it splits at \x1e
                if line.startswith(MARK):
                    r = json.loads(line[len(MARK):])
                    results[r["name"]] = r
            self._guest = (results, res)
        return self._guest


class DualItem(pytest.Item):
    def __init__(self, *, test, runtime, **kw):
        super().__init__(**kw)
        self.test = test
        self.runtime = runtime
        self.user_properties.append(("runtime", runtime))

    def runtest(self):
        if self.runtime == "cpython":
            getattr(self.parent.module, self.test)()
            return
        if self.test in self.parent.skips:
            pytest.skip("not run in MicroPython: " + self.parent.skips[self.test])
        results, res = self.parent.guest_results()
        r = results.get(self.test)
        if r is None:
            raise GuestFailure("no result from MicroPython (exit %s); stderr:\n%s\nstdout tail:\n%s"
                               % (res.rc, res.stderr[-3000:], res.stdout[-1000:]))
        self.user_properties.append(("fuel", r["fuel"]))
        if not r["ok"]:
            raise GuestFailure(r["text"])

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, GuestFailure):
            return "inside MicroPython:\n" + str(excinfo.value)
        # Show the test's own frames, not the collector's.
        excinfo.traceback = excinfo.traceback.cut(path=self.path)
        return excinfo.getrepr(style="short", funcargs=False)

    def reportinfo(self):
        return self.path, None, "%s::%s" % (self.path.name, self.name)


def pytest_terminal_summary(terminalreporter):
    """Per-runtime counts, so a run shows both interpreters were exercised."""
    counts = {}
    for outcome in ("passed", "failed", "skipped", "error"):
        for rep in terminalreporter.stats.get(outcome, []):
            if getattr(rep, "when", "call") not in ("call", "setup"):
                continue
            runtime = dict(rep.user_properties).get("runtime", "host")
            key = (rep.nodeid.split("::")[0], runtime)
            counts.setdefault(key, {}).setdefault(outcome, 0)
            counts[key][outcome] += 1
    if not counts:
        return
    terminalreporter.section("tests per file and runtime")
    totals = {}
    for (path, runtime), c in sorted(counts.items()):
        text = ", ".join("%d %s" % (v, k) for k, v in sorted(c.items()))
        terminalreporter.write_line("%-40s %-12s %s" % (path, runtime, text))
        for k, v in c.items():
            totals.setdefault(runtime, {}).setdefault(k, 0)
            totals[runtime][k] += v
    for runtime, c in sorted(totals.items()):
        terminalreporter.write_line("total %-34s %-12s %s" % ("", runtime, ", ".join(
            "%d %s" % (v, k) for k, v in sorted(c.items()))))
