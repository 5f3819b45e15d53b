"""The simulator's loop, runnable under CPython and inside MicroPython.

It boots the firmware (``main.start``) on a simulated panel and a flash
directory, feeds it key presses, and reports what happened as lines on
stdout that ``host_tools.sim`` reads when it runs this inside MicroPython:

    FRAME <n> <full|partial> <hex of the frame buffer>   (only with frames on)
    PRESS <key> <fuel> <heap>       fuel of the press, and the heap in use right
                                    after it (collected before it: a bound on
                                    the press's peak)
    CUT                                                   (power failed)
    SCRIPT <message>    a key script's step that cannot be pressed (exit 2)
    TEXT <row>      the texts of the last screen, a row at a time (with text on)
    STATE <canonical JSON or null>
    REFRESH <full> <partial> <fast>   (fast: the partial ones that were fast)
    HEAP <the largest of those heap figures>

A key of the script is a button ("a", "B", "up+", ...), a label pick or a
number: ``=Sell_goods`` moves the menu on top to its first item whose text
starts with "Sell goods" (underscores stand for spaces; the language shown)
and chooses it, the shortest way round (on the play screen it starts the
helper of that name: A where A starts it, else B and its item); ``#7``
sets the number entry on top to 7 from wherever it starts (C and A a step
of 1, UP and DOWN ten) and confirms it with B. Either stands for the
presses a table would make, each counted as one, so a script says what is
chosen and the screens decide what it costs. A label the menu does not
have, or a number the entry does not take, stops the script.

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

# Whether the board has UP and DOWN (the simulator's and the Badger's do;
# a Pico Inky Pack has A, B and C only): the presses a =Label or #N token
# stands for use them only then. Set by ``run``.
ARROWS = [True]
# The rows an action menu shows (ui.widgets.Menu.page, known once one is
# drawn): where B, UP or DOWN opens the menu nearer an item is counted
# with the page turns the panel really makes.
MENU_PAGE = [0]


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
    if type(menu).__name__ == "ActionMenu":     # (not imported: the heap is measured)
        MENU_PAGE[0] = menu.page
    items = menu.items
    n = len(items)
    for i in range(n):
        if text.pick(menu.label(items[i], app)).startswith(label):
            return menu_path(menu, i) + ["b"]
    raise ScriptError("=%s: no item of the menu \"%s\" starts with it (%s)"
                      % (label, text.pick(menu.title),
                         " | ".join(text.pick(menu.label(it, app)) for it in items)))


def menu_path(menu, target):
    """The fewest presses that move ``menu``'s cursor to item ``target``:
    A and C a step, UP and DOWN a page where the list is longer than the
    panel shows (ui.widgets.Menu), all round the wrapping list. Counted,
    not searched: this runs inside the measured heap."""
    n = len(menu.items)
    page = menu.page if n > menu.page and ARROWS[0] else n
    d = (target - menu.index) % n
    best = None
    for pages in range(-(n // page) - 1, n // page + 2):
        rest = (d - pages * page) % n
        steps = rest if rest <= n - rest else rest - n
        cost = abs(pages) + abs(steps)
        if best is None or cost < best[0]:
            best = (cost, pages, steps)
    _cost, pages, steps = best
    return ((["down"] if pages > 0 else ["up"]) * abs(pages)
            + (["c"] if steps > 0 else ["a"]) * abs(steps))


def number_keys(app, value):
    """The fewest presses that set the number entry on top to ``value``
    from the value it shows, with C/A (one) and UP/DOWN (the entry's long
    step, stopping at the bounds), then B."""
    from ui import widgets
    entry = app.top()
    if not isinstance(entry, widgets.NumberEntry):
        raise ScriptError("#%d: the screen on top is not a number entry (%s)"
                          % (value, " / ".join(screen_text(app)[:2])))
    if not entry.lo <= value <= entry.hi:
        raise ScriptError("#%d: the entry \"%s\" takes %d to %d"
                          % (value, entry.title, entry.lo, entry.hi))
    big = entry.big
    moves = (("up", big), ("down", -big), ("c", 1), ("a", -1)) if ARROWS[0] else \
        (("C", big), ("A", -big), ("c", 1), ("a", -1))
    # breadth first over the values: the first path found is a shortest
    way = {entry.value: []}
    todo = [entry.value]
    while value not in way:
        nxt = []
        for v in todo:
            for k, d in moves:
                w = min(entry.hi, max(entry.lo, v + d))
                if w not in way:
                    way[w] = way[v] + [k]
                    nxt.append(w)
        todo = nxt
    return way[value] + ["b"]


def helper_keys(app, label):
    """On the play screen, the presses that start the helper whose name
    starts with ``label``: A where it is the one A starts (the expected
    one, the step having no dice), else B and its item in the menu. A
    generator: the menu's presses are worked out once B has opened it."""
    from ui import commands, text
    aid = commands.shortcut(app)
    if aid is not None and text.pick(app.session.game.ACTIONS[aid]["name"]).startswith(label):
        yield "a"
        return
    # Where UP or DOWN opens the menu nearer the item, they are the first
    # press (the menu as it would open, looked at and let go unshown).
    from ui.actions import ActionMenu
    menu = ActionMenu(app)
    if MENU_PAGE[0]:
        menu.page = MENU_PAGE[0]
    items, start = menu.items, menu.index
    n = len(items)
    best = ["b"]
    for i in range(n):
        if text.pick(menu.label(items[i], app)).startswith(label):
            cost = None
            firsts = (("b", start), ("down", (start + 1) % n), ("up", (start - 1) % n))
            for first, at in firsts if ARROWS[0] else firsts[:1]:
                menu.index = at
                presses = len(menu_path(menu, i))
                if cost is None or presses < cost:
                    cost, best = presses, [first]
            break
    menu.left(app)
    menu = items = None
    yield best[0]
    yield from label_keys(app, label)


def script_keys(app, step):
    """The presses one key of a script stands for (see the module's text);
    pressed one at a time as they come (a helper's menu is read once B
    has opened it)."""
    if step[0] == "=":
        from ui import play
        if isinstance(app.top(), play.PlayScreen):
            return helper_keys(app, step[1:].replace("_", " "))
        return label_keys(app, step[1:].replace("_", " "))
    if step[0] == "#" and len(step) > 1:
        try:
            value = int(step[1:])
        except ValueError:
            raise ScriptError("%s: not a number" % step) from None
        return number_keys(app, value)
    return (step,)


def run(keys, flash, seed, width=296, height=128, rotation=90, cut_after=None,
        on_frame=None, on_press=None, text=False, board=None, arrows=True):
    """Boot, press every key, and return a result dict: refresh counts,
    whether the power was cut, the saved state as canonical JSON and (with
    ``text``) the rows of text on the last screen. ``board``: a board's
    name, whose real hardware (driver, buttons, power) the firmware then
    runs on instead of the simulator's panel (host_tools/guest/board.py;
    inside MicroPython only: the bench's heap is the board's). ``arrows``:
    whether script tokens may stand for UP and DOWN presses (``ARROWS``)."""
    ARROWS[0] = arrows
    storage = Storage(flash, cut_after=cut_after)
    hw = None
    if board is None:
        panel = SimPanel(width, height, rotation, sink=on_frame)
    else:
        import board as boardmod
        hw = boardmod.hardware(board)
        panel = hw.panel
    cut = False
    try:
        import main
        app = main.boot(panel, Store(storage), Rng(seed))
        for step in keys:
            for k in script_keys(app, step):
                # The device collects after every press; so do we, before it,
                # so that the heap in use right after the press bounds its peak.
                mem.collect()
                before = fuel.remaining()
                app.press(k)
                spent = before - fuel.remaining()
                if on_press is not None:
                    on_press(k, spent, mem.used())
    except PowerCut:
        cut = True
    rows = screen_text(app) if text and not cut else []
    state = None
    if not cut:
        app = hw = None
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
                     cut_after if cut_after >= 0 else None, frame, press, text, board)
    except ScriptError as e:
        print("SCRIPT %s" % e)
        sys.exit(2)
    f.close()
    if result["cut"]:
        print("CUT")
    for row in result["text"]:
        print("TEXT " + row)
    print("STATE %s" % (result["state"],))
    print("REFRESH %d %d %d" % (result["full"], result["partial"], result["fast"]))
    print("HEAP %d" % peak[0])


if __name__ == "__main__":
    main(sys.argv[1:])
