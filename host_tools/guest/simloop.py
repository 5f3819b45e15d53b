"""The simulator's loop, runnable under CPython and inside MicroPython.

It boots the firmware (``main.start``) on a simulated panel and a flash
directory, feeds it key presses, and reports what happened as lines on
stdout that ``host_tools.sim`` reads when it runs this inside MicroPython:

    FRAME <n> <full|partial> <hex of the frame buffer>   (only with frames on)
    PRESS <key> <fuel> <heap>       fuel of the press, and the heap in use right
                                    after it or before one of the firmware's
                                    own collections during it, whichever is
                                    more (collected before it: a bound on the
                                    press's peak)
    LIVE <start> <end>              the heap still in use after a collection,
                                    at the first and the last press made on
                                    the play screen of a game in progress
    CUT                                                   (power failed)
    SCRIPT <message>    a key script's step that cannot be pressed (exit 2)
    TEXT <row>      the texts of the last screen, a row at a time (with text on)
    STATE <canonical JSON or null>
    REFRESH <full> <partial> <fast>   (fast: the partial ones that were fast)
    HEAP <the largest of those heap figures>

A key of the script is a button ("a", "B", "up+", ...) or a label pick:
``=Sell_goods`` moves the menu on top to its first item whose text starts
with "Sell goods" (underscores stand for spaces; the language shown) and
chooses it, the shortest way round: the presses a table would make, each
counted as one. A label the menu does not have stops the script.

Under CPython ``host_tools.sim`` calls ``run`` directly with callbacks.
"""

import binascii
import gc
import sys

import fuel

from core import canon, mem
from core.rng import Rng
from core.storage import PowerCut, Storage
from core.store import Store
from hw.simpanel import SimPanel


def board_hardware(name):
    """The board ``name``'s hardware as ``main.run`` builds it on the device
    (panel driver, buttons, power, battery, LED), over a stand-in
    ``machine`` module: kept alive through a run so that the heap figures
    hold the board's driver modules and objects, which exist only on the
    device. The simulated panel still shows the frames."""
    import standin_machine
    standin_machine.install()
    import main
    return main.hardware(name)


def on_play_screen(app):
    """A game in progress with its play screen on top."""
    return app.session is not None and not app.session.state["over"] \
        and type(app.top()).__name__ == "PlayScreen"


class ScriptError(Exception):
    """A key script asked for something the screen does not offer."""


def label_keys(app, label):
    """The presses that choose the first item of the menu on top whose text
    starts with ``label``: C (down) or A (up), the shorter way round the
    wrapping menu, then B."""
    from ui import text, widgets
    menu = app.top()
    if not isinstance(menu, widgets.Menu):
        raise ScriptError("=%s: the screen on top is not a menu (%s)"
                          % (label, " / ".join(screen_text(app)[:2])))
    items = menu.items
    n = len(items)
    for i in range(n):
        if text.pick(menu.label(items[i], app)).startswith(label):
            down = (i - menu.index) % n
            up = n - down if down else 0
            return ["c"] * down + ["b"] if down <= up else ["a"] * up + ["b"]
    raise ScriptError("=%s: no item of the menu \"%s\" starts with it (%s)"
                      % (label, text.pick(menu.title),
                         " | ".join(text.pick(menu.label(it, app)) for it in items)))


def run(keys, flash, seed, width=296, height=128, rotation=90, cut_after=None,
        on_frame=None, on_press=None, text=False, board=None, live=None):
    """Boot, press every key, and return a result dict: refresh counts,
    whether the power was cut, the saved state as canonical JSON and (with
    ``text``) the rows of text on the last screen. With ``board`` the
    board's real hardware objects are built first and kept (see
    ``board_hardware``); ``live``, a list, gets the heap in use after a
    collection before the first and the last press made on the play
    screen of a game in progress: a heap that grows through a game keeps
    something it should not."""
    hardware = board_hardware(board) if board else None
    storage = Storage(flash, cut_after=cut_after)
    panel = SimPanel(width, height, rotation, sink=on_frame)
    cut = False
    # The firmware's own collections inside a press (core.mem.collect at
    # its safe points) are watched: the heap just before each is part of
    # the press's peak too.
    real_collect = mem.collect
    inside = [0]

    def watched_collect():
        used = mem.used()
        if used > inside[0]:
            inside[0] = used
        real_collect()

    if board:
        # the bench's figures; a test's without a board stay the heap in
        # use right after the press
        mem.collect = watched_collect
    try:
        import main
        app = main.start(panel, Store(storage), Rng(seed))
        for step in keys:
            for k in (label_keys(app, step[1:].replace("_", " ")) if step[0] == "=" else
                      (step,)):
                # The device collects after every press; so do we, before it,
                # so that the heap in use right after the press bounds its peak.
                real_collect()
                if live is not None and on_play_screen(app):
                    # a game in progress, on its play screen (no menu open over
                    # it): the live heap at the first such press and the last
                    if not live:
                        live.append(mem.used())
                    live[1:] = [mem.used()]
                inside[0] = 0
                before = fuel.remaining()
                app.press(k)
                spent = before - fuel.remaining()
                if on_press is not None:
                    on_press(k, spent, max(mem.used(), inside[0]))
    except PowerCut:
        cut = True
    finally:
        mem.collect = real_collect
    del hardware     # held to here: the device keeps its hardware for good
    rows = screen_text(app) if text and not cut else []
    state = None
    if not cut:
        app = None
        mem.collect()   # the last press's garbage, before a fresh boot reads the flash
        state = saved_state(flash)
    return {"full": panel.full_refreshes, "partial": panel.partial_refreshes,
            "fast": panel.fast_refreshes, "cut": cut, "state": state, "text": rows}


def screen_text(app):
    """The texts the screen on top draws, as rows top to bottom (texts on
    the same row left to right, two spaces apart): what a test or a script
    author reads instead of the pixels; inverted text (the chosen menu item,
    the active player) is in [brackets]. The screen is drawn once more with
    the canvas's text calls recorded; the panel is not touched."""
    c = app.canvas
    real = c.text
    seen = []

    def record(x, y, s, font="small", color=1, bg=None):
        seen.append((y, x, s if color else "[" + s + "]"))
        return real(x, y, s, font, color, bg)

    c.text = record         # an instance attribute shadows the method
    try:
        c.clear()
        app.top().draw(c, app)
    finally:
        del c.text
    seen.sort()
    rows = []
    last_y = None
    for y, _x, s in seen:
        if y == last_y:
            rows[-1] += "  " + s
        else:
            rows.append(s)
            last_y = y
    return rows


def saved_state(flash):
    """What a fresh boot would find on this flash: the saved game's state."""
    store = Store(Storage(flash))
    session, _notes = store.resume()
    if session is None:
        return "null"
    return canon.dumps(session.state)


def each_key(f, chunk=64):
    """The keys of a space-separated script, read from the open file ``f``
    a small piece at a time: a whole game's script (3-4 KB) held in the
    guest's heap would be counted in every press's heap figure, and the
    device holds no script."""
    rest = ""
    while True:
        piece = f.read(chunk)
        if not piece:
            break
        words = (rest + piece).split(" ")
        rest = words.pop()      # may be cut: completed by the next piece
        for w in words:
            if w:
                yield w
    if rest:
        yield rest


def _write_hex(buf):
    """The frame as hex on stdout, a small piece at a time: one 9.5 KB
    string would need a block of that size in whatever heap the press left."""
    mv = memoryview(buf)
    for i in range(0, len(buf), 256):
        sys.stdout.write(binascii.hexlify(mv[i:i + 256]).decode())


def main(argv):
    """Entry point inside MicroPython: argv = keys-file flash seed width
    height rotation cut_after(-1 = none) frames(0/1) text(0/1) [board].

    The WASI build's collector cannot see WebAssembly locals, so it must
    never start inside C code: automatic collection is off and the loop
    collects between presses (where the device collects too). With the
    Pico's heap cap, every press must then fit in the free heap, which is
    stricter than the Pico, where a collection may also happen mid-press."""
    gc.disable()
    f = open(argv[0])  # noqa: SIM115 (read piece by piece through the whole run)
    keys = each_key(f)
    flash, seed = argv[1], int(argv[2])
    width, height, rotation = int(argv[3]), int(argv[4]), int(argv[5])
    cut_after = int(argv[6])
    frames = argv[7] == "1"
    text = len(argv) > 8 and argv[8] == "1"
    board = argv[9] if len(argv) > 9 and argv[9] != "-" else None
    live = []
    count = [0]
    peak = [0]

    def frame(buf, full, window):
        count[0] += 1
        if frames:
            sys.stdout.write("FRAME %d %s " % (count[0], "full" if full else "partial"))
            _write_hex(buf)
            sys.stdout.write("\n")

    def press(k, spent, used):
        if used > peak[0]:
            peak[0] = used
        print("PRESS %s %d %d" % (k, spent, used))

    try:
        result = run(keys, flash, seed, width, height, rotation,
                     cut_after if cut_after >= 0 else None, frame, press, text, board, live)
    except ScriptError as e:
        print("SCRIPT %s" % e)
        sys.exit(2)
    f.close()
    if len(live) == 2:
        print("LIVE %d %d" % (live[0], live[1]))
    if result["cut"]:
        print("CUT")
    # Printed in pieces, not joined first: the heap at the end of a run is
    # the device loop's, and a copy of the saved state may not fit.
    for row in result["text"]:
        print("TEXT", row)
    print("STATE", result["state"])
    print("REFRESH %d %d %d" % (result["full"], result["partial"], result["fast"]))
    print("HEAP %d" % peak[0])


if __name__ == "__main__":
    main(sys.argv[1:])
