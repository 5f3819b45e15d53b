"""Where the Pico's heap goes during a whole game of The Castles of Burgundy.

    python -m host_tools.heap_report [--seed 7] [--rounds 25] [--top 15]
                                     [--modules] [--keys FILE] [--json FILE]

It plays a scripted 4-player game (default names, all dice rolled by the
device, every tile recorded) through the simulator inside MicroPython, on
the compiled firmware with the Pico's 190 KB heap, as ``make sim
--runtime micropython`` does: the collector runs between presses only, so
the heap in use right after a press is that press's peak (live data, the
loaded code and the press's garbage). The game: new game from the main
menu, setup, every phase start and end, and for each round the roll (A on
the play screen), every player's turn with scoring helpers from the B menu
(completed regions, animals, ships, buildings, knowledge tiles, mines,
castles, goods sold, corrections), now and then the scores, the history or
the checklist, some undos (long A); after the rounds the final calculator
for every player, "End the game" and the ranking with a breakdown.

The key script is worked out by driving the same firmware under CPython
(menus are searched by their labels, helpers chosen only where the rules
allow them, every step checked), then replayed inside MicroPython. The
report gives, per kind of press, the heap right after the press (max and
95th percentile) and the fuel (WebAssembly instructions), the presses with
the most heap, and the boot: the heap in use after importing the compiled
modules, resuming the saved game (the game as it stands before its end)
and drawing the first screen, each figure taken just before the firmware's
own collections (gc off in between, as during a press).

``--modules`` adds the heap each compiled module costs once imported (its
code and globals), measured one module at a time in a fresh interpreter.
"""

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _p in (ROOT / "host_tools" / "guest", ROOT / "host_tools" / "shims", ROOT / "firmware", ROOT):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

BUDGET_PRESS = 96 * 1024
BUDGET_BOOT = 64 * 1024

# The helpers a turn may use, in the order turns cycle through them (None:
# a turn with no scoring). 13 entries: the length is prime to the player
# count, so every seat meets every helper.
CYCLE = ("region", None, "animals", "sell", "ship", None, "knowledge", "building",
         "region", "mine", None, "castle", "fix")


class Driver:
    """The firmware under CPython, pressed key by key; records the keys with
    a label saying what each press is for."""

    def __init__(self, seed, geom):
        import main as firmware_main

        from core.rng import Rng
        from core.storage import Storage
        from core.store import Store
        from hw.simpanel import SimPanel
        self.flash = tempfile.mkdtemp(prefix="heap-report-")
        panel = SimPanel(*geom)
        self.app = firmware_main.start(panel, Store(Storage(self.flash)), Rng(seed))
        self.keys = []

    def close(self):
        shutil.rmtree(self.flash, ignore_errors=True)

    def press(self, k, label):
        self.keys.append((k, label))
        self.app.press(k)

    def top(self):
        return self.app.top()

    def title(self):
        return self.top().title

    def labels(self):
        menu = self.top()
        return [menu.label(item, self.app) for item in menu.items]

    def choose(self, label, what):
        """Move the menu on top to the item ``label`` (the short way round:
        menus wrap) and choose it."""
        labels = self.labels()
        if label not in labels:
            raise AssertionError("no %r in menu %r: %r" % (label, self.title(), labels))
        menu = self.top()
        n = len(labels)
        down = (labels.index(label) - menu.index) % n
        key = "c" if down <= n - down else "a"
        for _ in range(min(down, n - down)):
            self.press(key, what + "/move")
        self.press("b", what + "/choose")

    def number(self, value, what):
        """Set the number entry on top to ``value`` and confirm it."""
        entry = self.top()
        while entry.value != value:
            if abs(value - entry.value) >= 10:
                self.press("up" if value > entry.value else "down", what + "/number")
            else:
                self.press("c" if value > entry.value else "a", what + "/number")
        self.press("b", what + "/ok")

    def expect_play(self):
        from ui.play import PlayScreen
        if not isinstance(self.top(), PlayScreen):
            raise AssertionError("expected the play screen, found %r: %r"
                                 % (self.title(), getattr(self.top(), "lines", None)))


def _t(x):
    from ui import text
    return text.pick(x)


def _words(key):
    from ui import text
    return text.t(key)


def new_game(d):
    d.choose("New game", "wizard")
    d.choose("The Castles of Burgundy", "wizard")
    d.number(4, "wizard")
    for _ in range(4):
        d.press("b", "wizard/name")         # the next default name
        d.press("b", "wizard/colour")       # no colour
    d.choose(d.labels()[0], "wizard")       # "Start the game"
    d.choose(d.labels()[0], "wizard")       # the device draws the first player
    d.expect_play()                         # (said on the play screen)


class Helpers:
    """Chooses scoring helpers the rules allow now and enters them."""

    def __init__(self, d):
        from games.burgundy import game as bg
        self.d = d
        self.bg = bg
        self.turn = 0
        self.tile = 0           # knowledge tiles are unique: taken in turn
        self.kind = 0

    def state(self):
        return self.d.app.session.state

    def allowed(self, aid):
        bg = self.bg
        st = self.state()
        p = st["cur"]["active"]
        placed = bg.bd.placed(st, p)
        g = st["g"]
        room = {"animals": 4, "ship": 3, "knowledge": 2, "building": 5, "mine": 1,
                "castle": 0}
        if aid in room and placed[room[aid]] >= bg.bd.SPACES[room[aid]]:
            return False
        if aid == "knowledge":
            taken = [t for tiles in g["know"] for t in tiles]
            return len(taken) < 26
        if aid == "animals":
            return sum(len(a) for a in g["ani"]) < 4 * 7 - 4
        if aid == "building":
            return sum(sum(b) for b in g["bld"]) < 8 * 7 - 8
        if aid == "sell":
            return sum(sum(s[:7]) for s in g["sold"]) < 6 * 7 - 6     # tiles, not sales
        return True

    def free_tile(self, g):
        """The next knowledge tile nobody has taken, in a cycle over 1-26."""
        taken = [t for tiles in g["know"] for t in tiles]
        v = 1 + self.tile % 26
        while v in taken:
            self.tile += 1
            v = 1 + self.tile % 26
        self.tile += 1
        return v

    def run(self, aid):
        """Open the menu, choose the helper, answer its questions."""
        d = self.d
        bg = self.bg
        st = self.state()
        spec = bg.ACTIONS[aid]
        d.press("b", "play/menu")
        d.choose(_t(spec["name"]), "menu")
        if spec["who"] == "any":
            d.choose(st["players"][st["cur"]["active"]]["name"], aid)
        # the questions as the helper started: the last answer the device
        # gives by itself records the event before the loop looks again
        import copy
        st = copy.deepcopy(st)
        g = st["g"]
        from core import questions
        answers = {}
        tile = None
        while True:
            # the questions may depend on the answers so far (a knowledge
            # tile's group, then the tile)
            q = questions.next_row(bg, st, aid, st["cur"]["active"], answers, 0)
            if q is None:
                break
            key, lo, hi = q[0], q[2], q[3]
            from ui.actions import _only
            only = _only(lo, hi, q[5]) if spec.get("given") else None
            if only is not None:        # the one answer possible: not asked
                answers = questions.answer(answers, key, only)
                continue
            if key == "group":      # the group of the tile chosen below
                tile = self.free_tile(g)
                from games.burgundy.data import KNOWLEDGE_GROUPS
                v = [i + 1 for i, grp in enumerate(KNOWLEDGE_GROUPS)
                     if grp[0] <= tile <= grp[1]][0]
            elif tile is not None and key == "tile":
                v = tile
            elif key == "size":
                v = 1 + self.turn % 6
            elif key == "kind":
                v = 1 + self.kind % 4
                self.kind += 1
            elif key == "animals":
                v = 2 + self.turn % 3
            elif key == "pasture":      # 1 or 2 where offered, else where it opens
                v = 1 + self.turn % 2
                if q[5][v - lo] is None:
                    v = q[4]
            elif key == "tile":
                v = self.free_tile(g)
            elif key == "type":
                v = 1 + self.turn % 8
                total = [sum(row[i] for row in g["bld"]) for i in range(8)]
                while total[v - 1] >= 7:
                    v = 1 + v % 8
            elif key == "tiles":
                v = 1
            elif key == "points":
                v = 2
            else:
                v = max(lo, min(hi, q[4]))
            if q[5]:
                d.choose(_t(q[5][v - lo]), aid)
            else:
                d.number(v, aid)
            answers = questions.answer(answers, key, v)
        if type(d.top()).__name__ == "Choice":
            # after a tile: "completed a region?", no (the turn goes on)
            row = questions.next_row(bg, st, "completed", st["cur"]["active"],
                                     {}, 0)
            d.choose(_t(row[5][1]), "completed")
        if type(d.top()).__name__ == "ActionMenu":
            d.press("B", "menu/back")   # "more actions" opened the menu: none here
        d.expect_play()

    def turn_keys(self):
        d = self.d
        aid = CYCLE[self.turn % len(CYCLE)]
        if aid is not None and self.allowed(aid):
            self.run(aid)
            if self.turn % 17 == 5:
                d.press("A", "play/undo")       # taken back, and entered again
                self.run(aid)
        if self.turn % 11 == 3 and self.allowed("region"):
            self.run("region")                  # a second helper this turn
        self.turn += 1
        d.press("c", "play/next-turn")


def tool(d, label, what, pages=1):
    d.press("b", "play/menu")
    d.choose(label, "menu")
    for _ in range(pages):
        d.press("c", what + "/scroll")
    d.press("b", what + "/close")
    d.press("B", "menu/back")
    d.expect_play()


def play_rounds(d, rounds):
    h = Helpers(d)
    st = d.app.session.state
    d.press("c", "play/next-setup")
    played = 0
    while played < rounds:
        st = d.app.session.state
        step = st["cur"]["step"]
        if step == "phase_start":
            if st["cur"]["phase"] in (2, 4):
                tool(d, _words("checklist"), "checklist", pages=3)
            d.press("c", "play/next-phase-start")
        elif step == "roll":
            d.press("a", "play/roll")
            d.press("c", "play/next-roll")
        elif step == "turn":
            at = (st["cur"]["phase"], st["cur"]["round"])
            h.turn_keys()
            st = d.app.session.state
            # the last turn's C goes on to the phase end or the next round's
            # first turn (its roll step passes by itself)
            if st["cur"]["step"] != "turn" or at != (st["cur"]["phase"], st["cur"]["round"]):
                played += 1
                if played % 5 == 2:
                    tool(d, _words("scores"), "scores", pages=4)
                if played % 5 == 4:
                    tool(d, _words("history"), "history", pages=6)
        elif step == "phase_end":
            d.press("c", "play/next-phase-end")
        else:
            raise AssertionError("unexpected step %r" % step)
        d.expect_play()
    # The rounds that are not played are skipped with C only.
    for _ in range(2000):
        st = d.app.session.state
        if st["cur"]["step"] == "final":
            return
        if st["cur"]["step"] == "roll" and st["dice"] is None:
            d.press("a", "play/roll")
        d.press("c", "play/next-skip")
    raise AssertionError("the final step was not reached")


def final(d):
    """The final calculator for every player, the end and the ranking."""
    from core import questions
    from games.burgundy import game as bg
    st = d.app.session.state
    spec = bg.ACTIONS["count"]
    for p in range(4):
        d.press("b", "play/menu")
        d.choose(_t(spec["name"]), "menu")
        d.choose(st["players"][p]["name"], "final")
        for i, q in enumerate(questions.rows(bg, st, "count", p,
                                             {}, 0)):
            if q[2] < q[3]:     # (tile 15's kinds where one is possible: not asked)
                d.number((3 + p, 5 + 2 * p, p)[i] if i < 3 else q[4], "final")
        d.expect_play()
    d.press("b", "play/menu")
    d.choose(_words("end_game"), "menu")
    d.choose(_words("yes"), "end")
    if type(d.app.top()).__name__ != "Ranking":     # its title names the winner
        raise AssertionError("no ranking after the end: %r" % d.title())
    d.press("c", "ranking/move")
    d.press("b", "ranking/breakdown")
    d.press("c", "ranking/breakdown-scroll")
    d.press("b", "ranking/close")


def game_keys(seed, rounds, geom):
    """([(key, label)], [(key, label)] up to the final step): the whole game,
    and the part of it that leaves the 25-round game saved unfinished."""
    d = Driver(seed, geom)
    try:
        new_game(d)
        play_rounds(d, rounds)
        at_final = len(d.keys)
        final(d)
        return d.keys, d.keys[:at_final]
    finally:
        d.close()


# -- inside MicroPython -----------------------------------------------------------

def run_guest(keys, seed, geom, flash):
    from host_tools import sim
    presses = []
    frames = sim.Frames(None, *geom, *sim.native_size(*geom))
    result = sim.run_micropython([k for k, _ in keys], Path(flash), seed, geom, None,
                                 frames, presses)
    if len(presses) != len(keys):
        raise SystemExit("MicroPython ran %d of %d presses" % (len(presses), len(keys)))
    return result, presses


BOOT_GUEST = """
import gc, sys
gc.collect()
gc.disable()
base = gc.mem_alloc()
marks = []
from core import mem
_collect = mem.collect
def collect():
    marks.append(gc.mem_alloc())
    _collect()
mem.collect = collect
from core.rng import Rng
from core.storage import Storage
from core.store import Store
from hw.simpanel import SimPanel
import main
marks.append(gc.mem_alloc())
app = main.start(SimPanel(%d, %d, %d), Store(Storage("/flash")), Rng(1))
marks.append(gc.mem_alloc())
gc.collect()
print("BOOT", base, gc.mem_alloc(), " ".join(str(m) for m in marks))
"""


def boot_heap(flash, geom):
    """(peak, live after boot, [heap at each mark]) of a boot on ``flash``:
    the heap in use from an empty interpreter to the first screen drawn."""
    from host_tools import build, mpy
    if build.stale():
        build.build(quiet=True)
    res = mpy.run(code=BOOT_GUEST % geom, flash=flash, firmware=mpy.COMPILED)
    for line in res.stdout.split("\n"):
        if line.startswith("BOOT "):
            nums = [int(x) for x in line.split()[1:]]
            marks = nums[2:]
            return max(marks), nums[1], marks
    raise SystemExit("boot failed in MicroPython:\n" + res.stderr[-2000:])


DEPS_GUEST = """
import sys
before = set(sys.modules)
__import__(%r)
print("DEPS", " ".join(sorted(set(sys.modules) - before)))
"""

MODULE_GUEST = """
import gc
for name in %r:
    __import__(name)
gc.collect()
deps = gc.mem_alloc()
__import__(%r)
gc.collect()
print("MOD", gc.mem_alloc() - deps)
"""


def module_sizes():
    """{module: bytes of heap it holds once imported}: its code and
    globals alone, the modules it imports being loaded first; each module
    in a fresh MicroPython."""
    from host_tools import build, mpy
    if build.stale():
        build.build(quiet=True)
    out = {}
    for path in sorted(mpy.COMPILED.rglob("*.mpy")):
        rel = path.relative_to(mpy.COMPILED).with_suffix("")
        name = ".".join(rel.parts)
        if name.endswith(".__init__"):
            name = name[:-9]
        if name == "boot" or (rel.parts[0] == "hw" and name != "hw.simpanel"):
            continue        # the Pico's own: they need its machine module
        res = mpy.run(code=DEPS_GUEST % name, firmware=mpy.COMPILED)
        deps = []
        for line in res.stdout.split("\n"):
            if line.startswith("DEPS"):
                deps = [n for n in line.split()[1:] if n != name]
        # Parents first, so a package is imported before its modules.
        deps.sort(key=lambda n: n.count("."))
        res = mpy.run(code=MODULE_GUEST % (deps, name), firmware=mpy.COMPILED)
        out[name] = None
        for line in res.stdout.split("\n"):
            if line.startswith("MOD "):
                out[name] = int(line.split()[1])
    return out


# -- the report -----------------------------------------------------------------

def percentile(values, q):
    if not values:
        return 0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def report(keys, presses, top):
    rows = []
    heaps = [h for _, _, h in presses]
    fuels = [f for _, f, _ in presses]
    by = {}
    for (_k, label), (_, fuel, heap) in zip(keys, presses):
        by.setdefault(label, []).append((heap, fuel))
    lines = []
    lines.append("%d presses" % len(presses))
    lines.append("heap after a press: max %d (%.1f KB), p95 %d, p50 %d   budget %d"
                 % (max(heaps), max(heaps) / 1024, percentile(heaps, 0.95),
                    percentile(heaps, 0.5), BUDGET_PRESS))
    lines.append("fuel per press: p50 %.1f M, p95 %.1f M, max %.1f M"
                 % (percentile(fuels, 0.5) / 1e6, percentile(fuels, 0.95) / 1e6,
                    max(fuels) / 1e6))
    lines.append("")
    lines.append("%-28s %5s %9s %9s %9s %9s" % ("press", "n", "heap max", "heap p95",
                                               "fuel max", "fuel p50"))
    order = sorted(by.items(), key=lambda kv: -max(h for h, _ in kv[1]))
    for label, vals in order:
        hs = [h for h, _ in vals]
        fs = [f for _, f in vals]
        lines.append("%-28s %5d %9d %9d %8.1fM %8.1fM" % (
            label, len(vals), max(hs), percentile(hs, 0.95), max(fs) / 1e6,
            percentile(fs, 0.5) / 1e6))
        rows.append({"press": label, "n": len(vals), "heap_max": max(hs),
                     "heap_p95": percentile(hs, 0.95), "fuel_max": max(fs),
                     "fuel_p50": percentile(fs, 0.5)})
    lines.append("")
    lines.append("the %d presses with the most heap:" % top)
    ranked = sorted(range(len(presses)), key=lambda i: -presses[i][2])[:top]
    for i in ranked:
        k, label = keys[i]
        lines.append("  #%-5d %-4s %-28s heap %6d  fuel %6.1f M"
                     % (i, k, label, presses[i][2], presses[i][1] / 1e6))
    summary = {"presses": len(presses), "heap_peak_bytes": max(heaps),
               "heap_p95_bytes": percentile(heaps, 0.95),
               "fuel_p50": percentile(fuels, 0.5), "fuel_p95": percentile(fuels, 0.95),
               "fuel_max": max(fuels), "kinds": rows}
    return "\n".join(lines), summary


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.heap_report",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=25, help="rounds played with helpers")
    parser.add_argument("--top", type=int, default=15, help="presses listed by heap")
    parser.add_argument("--modules", action="store_true",
                        help="also the heap each compiled module holds once imported")
    parser.add_argument("--keys", help="also write the key script (with labels) here")
    parser.add_argument("--json", help="also write the figures as JSON here")
    ns = parser.parse_args(argv)
    from host_tools import sim
    geom = sim.board_geometry("sim")
    keys, to_final = game_keys(ns.seed, ns.rounds, geom)
    if ns.keys:
        Path(ns.keys).write_text("\n".join("%s %s" % kl for kl in keys) + "\n")
    with tempfile.TemporaryDirectory() as tmp:
        flash = Path(tmp) / "flash"
        flash.mkdir()
        _result, presses = run_guest(to_final, ns.seed, geom, flash)
        boot_peak, boot_live, marks = boot_heap(flash, geom)
        flash2 = Path(tmp) / "flash2"
        flash2.mkdir()
        _result, presses = run_guest(keys, ns.seed, geom, flash2)
    text, summary = report(keys, presses, ns.top)
    print(text)
    print("")
    print("boot (resuming the %d-round game): peak %d (%.1f KB), live after %d   budget %d"
          % (ns.rounds, boot_peak, boot_peak / 1024, boot_live, BUDGET_BOOT))
    print("  heap at the boot's marks: %s" % " ".join(str(m) for m in marks))
    summary["boot_heap_peak_bytes"] = boot_peak
    summary["boot_live_bytes"] = boot_live
    if ns.modules:
        sizes = module_sizes()
        print("")
        print("heap held by each compiled module once imported (its own code and data):")
        for name, size in sorted(sizes.items(), key=lambda kv: -(kv[1] or 0)):
            print("  %-24s %s" % (name, "-" if size is None else size))
        summary["modules"] = sizes
    if ns.json:
        Path(ns.json).write_text(json.dumps(summary, indent=1) + "\n")
    ok = summary["heap_peak_bytes"] <= BUDGET_PRESS and boot_peak <= BUDGET_BOOT
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
