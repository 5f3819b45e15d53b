"""The simulator: the firmware on this computer, the terminal as its panel.

Interactive (``make sim``): the panel is drawn in the terminal, in the
densest view that fits it (``host_tools.termview``: a column per pixel, a
braille cell per 2 x 4 pixels, or the screen's texts), redrawn when the
terminal is resized; ``--view`` picks one. Keys a, b, c (and up/down
arrows) are short presses, A, B, C (shift) long presses, q quits. The
flash directory keeps the saved games between runs, like the device's
flash.

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

A key may also pick a menu item by its text: ``=Sell_goods`` moves the menu
on top to its first item starting with "Sell goods" (in the language shown;
underscores stand for spaces) and chooses it, or stops the script with a
message when there is none (see host_tools/guest/simloop.py).
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

    import boards
    name = boards.resolve(name)[0]  # a panel on one of the Picos: the panel's module
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
    bad = [k for k in keys if k not in KEYS and not (k[:1] in "=#" and len(k) > 1)]
    if bad:
        raise SystemExit("unknown key %r: use a b c up down (short), A B C UP DOWN (long), "
                         "a+ c+ (held), =Label (the menu item whose text starts with "
                         "Label; _ for a space), #N (set the number entry to N)" % bad[0])


def script_tokens(keys):
    """The keys as the guest reads them: space-separated, a label pick's
    spaces written as underscores (``=Sell goods`` -> ``=Sell_goods``)."""
    return " ".join(k.replace(" ", "_") for k in keys)


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


def run_micropython(keys, flash, seed, geom, cut_after, frames, presses, text=False,
                    heap=None, trace=None, board=None):
    """The same loop inside the MicroPython WASI build, with the Pico's heap,
    on the compiled firmware (built first if it is missing or older than a
    source), as the device runs it. ``trace``: a list that gets, per press,
    (live heap before it, its peak at the firmware's own collections, the
    screen on top after it, the index of its key in the script), and the
    result's "live_end" the live heap once every key is pressed and its
    "names" the names MicroPython has interned for good by then: the
    pools it opened for them, how many, and the bytes they take (see
    host_tools/guest/simtrace.py). ``board``: a board's name, whose real
    drivers the firmware then runs on over a stand-in ``machine`` (no
    frames: host_tools/guest/board.py). ``heap``: the heap's size as
    MicroPython's ``-X heapsize`` takes it (default host_tools.mpy.PICO_HEAP).
    """
    from host_tools import build, mpy
    width, height, rotation = geom
    if build.stale():
        build.build(quiet=True)
    with tempfile.TemporaryDirectory() as tmp:
        kf = Path(tmp) / "keys.txt"
        kf.write_text(script_tokens(keys).replace("\n", " "))
        # the loop runs compiled, as the firmware does: from source its
        # names would be in the heap the run measures (host_tools.mpy)
        loop = "simloop" if trace is None else "simtrace"
        args = ["/keys/keys.txt", "/flash", str(seed), str(width), str(height),
                str(rotation), str(-1 if cut_after is None else cut_after),
                "1" if frames.dir else "0", "1" if text else "0", board or "-"]
        mounts = {"/keys": tmp, "/brd/boards": ROOT / "build" / "boards"}
        res = mpy.run(module=loop, guest=mpy.compiled_guest(), args=args, flash=flash,
                      mounts=mounts, extra_path=("/brd",), heap=heap or mpy.PICO_HEAP,
                      firmware=mpy.COMPILED)
    result = {"cut": False, "state": None, "full": 0, "partial": 0, "fast": 0, "heap": 0,
              "text": [], "script": None}
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
            full, partial, fast = rest.split(" ")
            result["full"], result["partial"], result["fast"] = int(full), int(partial), int(fast)
        elif tag == "SCRIPT":
            result["script"] = rest
        elif tag == "HEAP":
            result["heap"] = int(rest)
        elif tag == "TRACE" and trace is not None:
            live, peak, screen, index = rest.split(" ")
            trace.append((int(live), int(peak), screen, int(index)))
        elif tag == "LIVE_END":
            result["live_end"] = int(rest)
        elif line.startswith("qstr pool: "):
            # "qstr pool: n_pool=7, n_qstr=1482, n_str_data_bytes=..., n_total_bytes=..."
            fields = dict(f.split("=") for f in line[len("qstr pool: "):].split(", "))
            result["names"] = {"pools": int(fields["n_pool"]), "count": int(fields["n_qstr"]),
                               "bytes": int(fields["n_total_bytes"])}
    if result["script"]:
        raise SystemExit("key script: " + result["script"])
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
    import simloop
    try:
        result = runner(keys, flash, ns.seed, geom, ns.power_cut_after_writes, frames,
                        presses, ns.text)
    except simloop.ScriptError as e:
        raise SystemExit("key script: %s" % e) from None
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

# What a terminal sends for each key: the buttons, shift for a long press,
# the arrows (in both cursor modes) and shift with an arrow.
KEYMAP = {"a": "a", "b": "b", "c": "c", "A": "A", "B": "B", "C": "C",
          "\x1b[A": "up", "\x1bOA": "up", "\x1b[B": "down", "\x1bOB": "down",
          "\x1b[1;2A": "UP", "\x1b[1;2B": "DOWN"}
QUIT = ("q", "\x03", "\x04")


def split_input(data):
    """The keys in what the terminal sent (several may come in one read),
    and an escape sequence cut off at the end, to complete with the next
    read. A lone escape is dropped."""
    keys = []
    i = 0
    while i < len(data):
        if data[i] != "\x1b":
            keys.append(data[i])
            i += 1
            continue
        if i + 1 == len(data):
            return keys, data[i:]
        if data[i + 1] not in "[O":
            i += 1
            continue
        j = i + 2           # parameters up to the final byte, @ to ~
        while j < len(data) and not "@" <= data[j] <= "~":
            j += 1
        if j == len(data):
            return keys, data[i:]
        keys.append(data[i:j + 1])
        i = j + 1
    return keys, ""


class Terminal:
    """The terminal as the panel: the densest view that fits it (or the
    one asked for), drawn after every batch of presses and on resize."""

    def __init__(self, out_fd, view, geom):
        self.fd = out_fd
        self.forced = view
        self.geom = geom
        self.refresh = "full"       # what the panel did for the last press

    def shown(self, buf, full, window):
        """The panel's sink: note the kind of the refresh."""
        self.refresh = "full" if full else "partial"

    def draw(self, app, frame, clear=False):
        from host_tools import termview
        size = os.get_terminal_size(self.fd)
        width, height, rotation = self.geom
        view = self.forced or termview.choose(size.columns, size.lines, width, height)
        ink = rows = None
        if view == "text":
            rows = termview.screen_rows(app)
        else:
            img = panel_image.to_image(bytes(frame), *native_size(*self.geom), rotation)
            ink = panel_image.ink_rows(img)
        lines = termview.render(view, size.columns, ink, rows, self.refresh)[:size.lines]
        # Home, each line cleared after it, and the rest of the screen below.
        text = ("\x1b[2J" if clear else "") + "\x1b[H" + "\x1b[K\r\n".join(lines) + "\x1b[K\x1b[J"
        os.write(self.fd, text.encode("utf-8"))


def interactive(ns, geom):
    import select
    import signal
    import termios
    import tty

    import main as firmware_main

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel

    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise SystemExit("the interactive simulator needs a terminal; use --keys for scripts")
    flash = Path(ns.flash)
    flash.mkdir(parents=True, exist_ok=True)
    fd, out = sys.stdin.fileno(), sys.stdout.fileno()
    term = Terminal(out, ns.view, geom)
    panel = SimPanel(*geom, sink=term.shown, keep=True)
    app = firmware_main.boot(panel, Store(Storage(str(flash))),
                              Rng(ns.seed) if ns.seed is not None else Rng())
    # A resize (SIGWINCH) must wake the loop waiting in select: the handler
    # writes a byte to a pipe select watches, and the loop redraws.
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)

    def resized(signum, frame):
        try:
            os.write(wake_w, b"r")
        except BlockingIOError:
            pass            # a redraw is already due

    saved = termios.tcgetattr(fd)
    old_handler = signal.signal(signal.SIGWINCH, resized)
    # The alternate screen (the shell's screen comes back on quitting), no
    # cursor, no line wrapping.
    os.write(out, b"\x1b[?1049h\x1b[?25l\x1b[?7l")
    try:
        tty.setcbreak(fd)
        # Ctrl-C comes as a key and quits between presses, never in the
        # middle of one's flash writes.
        mode = termios.tcgetattr(fd)
        mode[3] &= ~termios.ISIG
        termios.tcsetattr(fd, termios.TCSANOW, mode)
        term.draw(app, panel.frame, clear=True)
        pending = ""
        while True:
            ready = select.select([fd, wake_r], [], [])[0]
            if wake_r in ready:
                os.read(wake_r, 64)
                term.draw(app, panel.frame, clear=True)
            if fd not in ready:
                continue
            data = os.read(fd, 256)
            if not data:
                break
            keys, pending = split_input(pending + data.decode("latin-1"))
            pressed = quit_now = False
            for k in keys:
                if k in QUIT:
                    quit_now = True
                    break
                if k in KEYMAP:
                    term.refresh = "none"
                    app.press(KEYMAP[k])
                    pressed = True
            if quit_now:
                break
            if pressed:     # once for all the keys of one read
                term.draw(app, panel.frame)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        signal.signal(signal.SIGWINCH, old_handler)
        os.close(wake_r)
        os.close(wake_w)
        os.write(out, b"\x1b[?7h\x1b[?25h\x1b[?1049l")
        print("refreshes: %d full, %d partial" % (panel.full_refreshes,
                                                 panel.partial_refreshes))
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
    parser.add_argument("--view", choices=("pixels", "braille", "text"),
                        help="interactive: this view of the panel, not the densest that fits")
    ns = parser.parse_args(argv)
    if ns.view and ns.keys is not None:
        parser.error("--view is for the interactive simulator; with --keys use --text or --png")
    geom = board_geometry(ns.board)
    if ns.keys is not None:
        if ns.seed is None:
            ns.seed = 1
        return headless(ns, geom)
    return interactive(ns, geom)


if __name__ == "__main__":
    sys.exit(main())
