"""The simulator: the firmware on this computer, the terminal as its panel.

Interactive (``make sim``): the panel is drawn in the terminal with two
pixel rows per character cell; keys a, b, c (and up/down arrows) are short
presses, A, B, C (shift) long presses, q quits. The flash directory keeps
the saved games between runs, like the device's flash.

Scripted (the stable interface tests and scripts use)::

    python -m host_tools.sim --board sim --keys "b b c a B" --flash DIR \\
        --seed 7 --dump-state [--text] [--png DIR] \\
        [--power-cut-after-writes N] [--runtime cpython|micropython]

With ``--keys`` it runs headless, processes every press and exits 0 (3 when
the simulated power failed). ``--dump-state`` prints the saved game's state
as one line of canonical JSON (``null`` without a game); ``--text`` prints
the texts on the last screen, a row per line, each starting with "| ". ``--png DIR``
saves every refreshed frame as a 1-bit PNG of the panel's size. At the end
it prints the counts of full and partial refreshes.
"""

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "host_tools" / "guest", ROOT / "host_tools" / "shims", ROOT / "firmware", ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from host_tools import panel_image  # noqa: E402

CUT_EXIT = 3
KEYS = ("a", "b", "c", "up", "down", "A", "B", "C", "UP", "DOWN",
        "a+", "c+", "up+", "down+")


def board_geometry(name):
    """(width, height, rotation) of a board's panel, from boards/<name>.py."""
    import importlib
    try:
        mod = importlib.import_module("boards." + name)
    except ImportError:
        raise SystemExit("unknown board %r (see boards/)" % name) from None
    data = getattr(mod, "BOARD", None)
    if data is None:
        data = {k.lower(): v for k, v in vars(mod).items() if k.isupper()}
    panel = data.get("panel", data)
    if not isinstance(panel, dict):
        panel = data
    return panel.get("width", 296), panel.get("height", 128), panel.get("rotation", 90)


def check_keys(keys):
    bad = [k for k in keys if k not in KEYS]
    if bad:
        raise SystemExit("unknown key %r: use a b c up down (short), A B C UP DOWN (long), "
                         "a+ c+ (held)" % bad[0])


class Frames:
    """Numbers frames and writes them as PNGs (if asked)."""

    def __init__(self, png_dir, width, height, rotation, native_w, native_h):
        self.dir = Path(png_dir) if png_dir else None
        if self.dir:
            self.dir.mkdir(parents=True, exist_ok=True)
        self.geom = (native_w, native_h, rotation)
        self.n = 0
        self.last = None

    def add(self, buf, full):
        self.n += 1
        self.last = bytes(buf)
        if self.dir:
            img = panel_image.to_image(bytes(buf), self.geom[0], self.geom[1], self.geom[2])
            img.save(self.dir / ("%04d-%s.png" % (self.n, "full" if full else "partial")))


def native_size(width, height, rotation):
    return (height, width) if rotation in (90, 270) else (width, height)


def run_cpython(keys, flash, seed, geom, cut_after, frames, presses, text=False):
    import simloop
    width, height, rotation = geom
    return simloop.run(keys, str(flash), seed, width, height, rotation, cut_after,
                       lambda buf, full, window: frames.add(buf, full),
                       lambda k, spent, used: presses.append((k, spent, used)), text)


def board_mounts(mounts=None):
    """``mpy.run``'s mounts and path with the compiled ``boards`` package
    (the device's ``/boards``) reachable in the guest."""
    from host_tools import mpy
    mounts = dict(mounts or {})
    mounts["/built"] = mpy.COMPILED.parent
    return {"mounts": mounts, "extra_path": ["/built"]}


def run_micropython(keys, flash, seed, geom, cut_after, frames, presses, text=False,
                    heap=None, board=None):
    """The same loop inside the MicroPython WASI build, with the device
    loop's heap cap (``mpy.DEVICE_HEAP``), on the compiled firmware (built
    first if it is missing or older than a source), as the device runs it.
    ``board`` also builds that board's hardware objects over a stand-in
    ``machine`` and keeps them (see ``simloop.board_hardware``). The
    result's "live" is the heap in use after a collection at the first and
    the last press of a game in progress (None when no game was)."""
    from host_tools import build, mpy
    width, height, rotation = geom
    if build.stale():
        build.build(quiet=True)
    with tempfile.TemporaryDirectory() as tmp:
        kf = Path(tmp) / "keys.txt"
        kf.write_text(" ".join(keys).replace("\n", " "))
        res = mpy.run(script=str(ROOT / "host_tools" / "guest" / "simloop.py"),
                      args=["/keys/keys.txt", "/flash", str(seed), str(width), str(height),
                            str(rotation), str(-1 if cut_after is None else cut_after),
                            "1" if frames.dir else "0", "1" if text else "0",
                            board or "-"],
                      flash=flash, heap=heap or mpy.DEVICE_HEAP, firmware=mpy.COMPILED,
                      **board_mounts({"/keys": tmp}))
    result = {"cut": False, "state": None, "full": 0, "partial": 0, "heap": 0, "text": [],
              "live": None}
    for line in res.stdout.split("\n"):
        tag, _, rest = line.partition(" ")
        if tag == "FRAME":
            _n, kind, hexbuf = rest.split(" ")
            frames.add(bytes.fromhex(hexbuf), kind == "full")
        elif tag == "PRESS":
            k, spent, used = rest.split(" ")
            presses.append((k, int(spent), int(used)))
        elif tag == "TEXT":
            result["text"].append(rest)
        elif tag == "CUT":
            result["cut"] = True
        elif tag == "STATE":
            result["state"] = rest
        elif tag == "REFRESH":
            full, partial = rest.split(" ")
            result["full"], result["partial"] = int(full), int(partial)
        elif tag == "HEAP":
            result["heap"] = int(rest)
        elif tag == "LIVE":
            result["live"] = tuple(int(v) for v in rest.split(" "))
    if res.rc != 0 and not result["cut"]:
        sys.stderr.write(res.stderr)
        raise SystemExit("the firmware stopped inside MicroPython (exit %d)" % res.rc)
    return result


def headless(ns, geom):
    keys = ns.keys.split()
    check_keys(keys)
    flash = Path(ns.flash)
    flash.mkdir(parents=True, exist_ok=True)
    native_w, native_h = native_size(*geom)
    frames = Frames(ns.png, geom[0], geom[1], geom[2], native_w, native_h)
    presses = []
    runner = run_micropython if ns.runtime == "micropython" else run_cpython
    result = runner(keys, flash, ns.seed, geom, ns.power_cut_after_writes, frames, presses,
                    ns.text)
    if result["cut"]:
        print("power cut after %d writes" % ns.power_cut_after_writes)
        return CUT_EXIT
    if ns.dump_state:
        print(result["state"])
    for row in result["text"]:
        print("| " + row)
    print("refreshes: %d full, %d partial" % (result["full"], result["partial"]))
    return 0


# -- interactive --------------------------------------------------------------

def draw_terminal(buf, geom, out):
    native_w, native_h = native_size(*geom)
    img = panel_image.to_image(bytes(buf), native_w, native_h, geom[2])
    lines = []
    w, h = img.size
    px = img.load()
    for y in range(0, h, 2):
        row = []
        for x in range(w):
            top = px[x, y] == 0
            bottom = y + 1 < h and px[x, y + 1] == 0
            row.append("█" if top and bottom else "▀" if top else "▄" if bottom else " ")
        lines.append("".join(row))
    out.write("\x1b[H" + "\n".join(lines) + "\n")
    out.write("keys: a b c, up/down arrows; A B C (shift) = long press; q = quit\x1b[K\n")
    out.flush()


def interactive(ns, geom):
    import termios
    import tty

    import main as firmware_main
    import simloop

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel

    if not sys.stdin.isatty():
        raise SystemExit("the interactive simulator needs a terminal; use --keys for scripts")
    cols = os.get_terminal_size().columns
    if cols < geom[0]:
        print("Make the terminal at least %d columns wide (it is %d)." % (geom[0], cols))
    flash = Path(ns.flash)
    flash.mkdir(parents=True, exist_ok=True)
    panel = SimPanel(*geom, keep=True)
    app = firmware_main.start(panel, Store(Storage(str(flash))),
                              Rng(ns.seed) if ns.seed is not None else Rng())
    out = sys.stdout
    out.write("\x1b[2J")
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    keymap = {"a": "a", "b": "b", "c": "c", "A": "A", "B": "B", "C": "C",
              "\x1b[A": "up", "\x1b[B": "down", "\x1b[1;2A": "UP", "\x1b[1;2B": "DOWN"}
    try:
        tty.setcbreak(fd)
        draw_terminal(panel.frame, geom, out)
        while True:
            ch = os.read(fd, 8).decode("utf-8", "replace")
            if ch in ("q", "\x03", "\x04"):
                break
            key = keymap.get(ch)
            if key:
                app.press(key)
                draw_terminal(panel.frame, geom, out)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        print("\nrefreshes: %d full, %d partial" % (panel.full_refreshes,
                                                   panel.partial_refreshes))
    del simloop
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.sim",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", default="sim", help="board data module (boards/NAME.py)")
    parser.add_argument("--keys", help="space-separated presses; runs headless")
    parser.add_argument("--flash", default="sim-flash", help="the device's filesystem")
    parser.add_argument("--seed", type=int, default=None, help="dice seed")
    parser.add_argument("--dump-state", action="store_true",
                        help="print the saved game state as canonical JSON at the end")
    parser.add_argument("--text", action="store_true",
                        help="print the texts on the last screen, a row per line")
    parser.add_argument("--png", help="directory for every refreshed frame as PNG")
    parser.add_argument("--power-cut-after-writes", type=int, default=None, metavar="N",
                        help="the flash fails after N writes (the last may be torn): exit 3")
    parser.add_argument("--runtime", choices=("cpython", "micropython"), default="cpython")
    ns = parser.parse_args(argv)
    geom = board_geometry(ns.board)
    if ns.keys is not None:
        if ns.seed is None:
            ns.seed = 1
        return headless(ns, geom)
    return interactive(ns, geom)


if __name__ == "__main__":
    sys.exit(main())
