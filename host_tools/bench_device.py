"""Measure the deployed firmware on a real board: times and heap.

    python -m host_tools.bench_device [--port PORT] [--keys "c c b a B"] [--dry-run]

Runs a fixed workload on the connected board through ``mpremote run`` and
prints one line per measurement. The workload uses what ``deploy`` put on
the flash and the board named in ``/board.json``:

1. heap free at start; building the hardware (``hw.setup.build``: pins,
   panel reset and init) and the heap it costs;
2. the real panel: a full refresh, three partial refreshes of a 40-row
   window, three fast ones (the kind menus, lists and number entry use),
   deep sleep and the wake that the next refresh does: the numbers to
   compare with the controller's documented timings, and the ones
   ``host_tools.presses`` counts a table's waiting with (REFRESH_S: the
   SSD1680's fast refresh has no published figure);
3. the app: ``main.start`` (fixed dice seed, no saved games) on a panel
   that drops frames, then the key presses given (default "c c b a B"),
   each timed from key to frame (UI work only, no e-ink wait), with the
   heap after each.

A step that fails prints its error and the rest still runs. ``--dry-run``
prints the mpremote command and leaves the script in ``build/bench``.
"""

import argparse
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "bench"
MARK = "BENCH "

SCRIPT = '''"""Written by host_tools.bench_device: a fixed workload, one line a result."""
import gc
import sys
import time

CONFIG = %(config)r
KEYS = %(keys)r


def report(name, value, unit):
    print("BENCH %%s %%s %%s" %% (name, value, unit))


def ms_since(t):
    return time.ticks_diff(time.ticks_us(), t) / 1000


def step(name, fn):
    try:
        fn()
    except Exception as e:  # report and go on with the next step
        report(name + "_error", repr(e).replace(" ", "_"), "-")


state = {}


def boot():
    gc.collect()
    report("heap_free_start", gc.mem_free(), "bytes")
    import boards
    from hw import setup
    board = boards.configured(CONFIG)
    report("board", board["name"], "-")
    gc.collect()
    free = gc.mem_free()
    t = time.ticks_us()
    state["hw"] = setup.build(board)
    report("hw_build", ms_since(t), "ms")
    gc.collect()
    report("hw_heap", free - gc.mem_free(), "bytes")


def panel():
    p = state["hw"].panel
    buf = bytearray(p.buffer_size())
    for i in range(0, len(buf), p.stride * 16):
        buf[i:i + p.stride * 8] = b"\\xff" * (p.stride * 8)   # stripes
    t = time.ticks_us()
    p.show(buf, True)
    report("panel_full_refresh", ms_since(t), "ms")
    rows = 40
    for k in range(3):
        buf[k] ^= 0xFF
        t = time.ticks_us()
        p.show(buf, False, (0, k * rows, p.stride * 8, rows))
        report("panel_partial_refresh_%%d" %% k, ms_since(t), "ms")
    for k in range(3):
        buf[k] ^= 0xFF
        t = time.ticks_us()
        p.show(buf, False, (0, k * rows, p.stride * 8, rows), True)
        report("panel_fast_refresh_%%d" %% k, ms_since(t), "ms")
    t = time.ticks_us()
    p.sleep()
    report("panel_sleep", ms_since(t), "ms")
    t = time.ticks_us()
    p.show(buf, False, (0, 0, p.stride * 8, rows))
    report("panel_wake_and_partial", ms_since(t), "ms")


def app():
    import main
    from core.rng import Rng
    from hw.panel import Panel

    class MemoryPanel(Panel):
        def _send(self, buf, full, window):
            pass

    real = state["hw"].panel
    p = MemoryPanel(real.width, real.height, real.native_w, real.native_h, real.rotation)
    gc.collect()
    free = gc.mem_free()
    t = time.ticks_us()
    a = main.start(p, None, Rng(2024))   # fixed seed: the same dice every run
    report("app_start", ms_since(t), "ms")
    gc.collect()
    report("app_heap", free - gc.mem_free(), "bytes")
    for k in KEYS:
        t = time.ticks_us()
        a.press(k)
        report("press_" + k, ms_since(t), "ms")
        gc.collect()
        report("heap_free_after_" + k, gc.mem_free(), "bytes")


report("machine", getattr(sys.implementation, "_machine", "?").replace(" ", "_"), "-")
step("boot", boot)
if "hw" in state:
    step("panel", panel)
    step("app", app)
gc.collect()
report("heap_free_end", gc.mem_free(), "bytes")
'''


def script(keys=("c", "c", "b", "a", "B"), config="/board.json"):
    return SCRIPT % {"keys": tuple(keys), "config": config}


def parse(output):
    """[(name, value, unit)] from the workload's output."""
    rows = []
    for line in output.splitlines():
        if line.startswith(MARK):
            parts = line[len(MARK):].split()
            if len(parts) == 3:
                rows.append(tuple(parts))
    return rows


def format_rows(rows):
    width = max([len(r[0]) for r in rows] + [10])
    out = []
    for name, value, unit in rows:
        if unit == "ms":
            value = "%.1f" % float(value)
        out.append("%-*s %12s %s" % (width, name, value, "" if unit == "-" else unit))
    return "\n".join(out)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.bench_device",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", default="auto", help="serial port or auto (default)")
    parser.add_argument("--keys", default="c c b a B",
                        help="key presses for the app part, space separated")
    parser.add_argument("--dry-run", action="store_true", help="print the command only")
    ns = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / "bench_device.py"
    path.write_text(script(ns.keys.split()))
    args = ["connect", ns.port, "run", str(path)]
    print(" ".join(shlex.quote(a) for a in ["mpremote"] + args), flush=True)
    if ns.dry_run:
        return 0
    exe = Path(sys.executable).with_name("mpremote")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "mpremote"]
    res = subprocess.run(cmd + args, capture_output=True, text=True)
    rows = parse(res.stdout)
    if rows:
        print(format_rows(rows))
    if res.returncode != 0 or not rows:
        print(res.stdout[-2000:] + res.stderr[-2000:], file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
