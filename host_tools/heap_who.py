"""What keeps a module on the heap after it was let go, at one collection
of one press of a reference game:

    python -m host_tools.heap_who GAME PRESS [--collection K]

GAME is a reference game (tests/support/reference_games.py), PRESS the
press (1 for the first), K which collection of the firmware's inside it
(1 for the first, the default 0: the loop's own, after the press). The
game runs inside MicroPython on the compiled firmware with the bench's
heap and board (host_tools/guest/heapwho.py) and stops right after that
collection. The report:

- the heap in use, and the modules that were dropped from ``sys.modules``
  (core.mem.drop) and are still live: a module object where it was;
- for each, the shortest ways to it from a word outside the heap (the C
  stack, the interpreter's static state), block by block (a function's
  context, a dict's table, a class, an instance...). The interpreter's
  state lies low (the modules' dict at about 0x10600 in this build); the
  stack lies under the heap, its newest frames lowest. A stack word under
  the dump's own frame (the dump's local ``MARKER`` marks it) lies in
  frames the collection's calls made over older, deeper ones: a word
  there that nothing wrote since is an old pointer, which the collector,
  reading the stack word by word, takes for a live one.

The blocks are MicroPython's map letters: M module, B function, D dict,
T tuple, L list, S string, A bytearray, h anything else.
"""

import argparse
import re
import struct
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = 16
# The C stack the WASI build gives MicroPython ("stack: ... out of 40000"
# in mem_info): a word further under the dump's frame is static state.
STACK = 40000


class Heap:
    """The map and the memory image of one dump."""

    def __init__(self, stdout, image):
        mi = stdout.split("MEMINFO\n", 1)[1].split("ENDMEMINFO", 1)[0]
        self.info = [line for line in mi.split("\n") if line.startswith("GC:")]
        self.start = int(re.search(r"from ([0-9a-f]+):", mi).group(1), 16)
        self.kinds = "".join(line[10:] for line in mi.split("\n")
                             if len(line) > 10 and line[8:10] == ": ")
        self.words = struct.unpack("<%dI" % (len(image) // 4), image[:len(image) // 4 * 4])
        fields = dict(line.split(" ", 1) for line in stdout.split("\n")
                      if line.startswith(("STACKUSE ", "MARKER ", "SEEN ", "LOADED ")))
        mark = int(fields["MARKER"])
        heap_end = self.start + len(self.kinds) * BLOCK
        slots = [i * 4 for i, w in enumerate(self.words) if w == mark
                 and not self.start <= i * 4 < heap_end]
        self.marker = slots[0] if slots else 0
        self.stack_use = int(fields["STACKUSE"])
        self.seen = [_pair(x) for x in fields["SEEN"].split()]
        self.loaded = dict(_pair(x) for x in fields["LOADED"].split())

    def block(self, addr):
        """The head block holding ``addr``, or None outside the heap."""
        b = (addr - self.start) // BLOCK
        if not 0 <= b < len(self.kinds) or self.kinds[b] == ".":
            return None
        while b > 0 and self.kinds[b] == "=":
            b -= 1
        return b

    def size(self, b):
        e = b + 1
        while e < len(self.kinds) and self.kinds[e] == "=":
            e += 1
        return e - b

    def address(self, b):
        return self.start + b * BLOCK

    def pointers_to(self, b):
        """Addresses of the words that point at block ``b``: in live
        blocks of the heap, or outside it. The collector takes a word for
        a pointer only when it holds the very address a block starts at
        (py/gc.c, VERIFY_PTR and a head block): a word inside a block's
        range keeps nothing."""
        target = self.address(b)
        out = []
        for i, w in enumerate(self.words):
            if w == target:
                at = i * 4
                inside = self.start <= at < self.start + len(self.kinds) * BLOCK
                if inside and self.block(at) is None:
                    continue        # a free block's old content: not read
                out.append(at)
        return out

    def kept_modules(self):
        """(name, block) of the modules dropped and still live."""
        live = set(self.loaded.values())
        last = {}           # an address reused: the module imported last there
        for name, addr in self.seen:
            last[addr] = name
        out = []
        for name, addr in self.seen:
            if name in self.loaded or addr in live or last[addr] != name:
                continue
            b = (addr - self.start) // BLOCK
            if 0 <= b < len(self.kinds) and self.kinds[b] == "M":
                out.append((name, b))
        return out

    def where(self, at):
        b = self.block(at)
        if b is not None:
            return "%s %d B at 0x%x+%d" % (self.kinds[b], self.size(b) * BLOCK,
                                          self.address(b), at - self.address(b))
        if not self.marker:
            return "word at 0x%x" % at
        if at >= self.marker:
            return "word at 0x%x, in a live frame" % at
        if at >= self.marker - STACK:
            return "word at 0x%x, %d B under the live frames" % (at, self.marker - at)
        return "word at 0x%x, the interpreter's state" % at


def _pair(text):
    name, addr = text.rsplit("=", 1)
    return name, int(addr)


def roots(heap, b, most=6):
    """The shortest ways from words outside the heap (the C stack, the
    interpreter's static state) to block ``b``: at most ``most``, each a
    list of descriptions from that word to ``b``. Breadth first backwards
    through the blocks that point at it."""
    parent = {b: None}
    frontier = [b]
    found = []
    while frontier and len(found) < most:
        nxt = []
        for fb in frontier:
            for at in heap.pointers_to(fb):
                rb = heap.block(at)
                if rb is None:
                    found.append((at, fb))
                    if len(found) >= most:
                        break
                elif rb not in parent:
                    parent[rb] = (fb, at)
                    nxt.append(rb)
            if len(found) >= most:
                break
        frontier = nxt
    out = []
    for at, fb in found:
        path = [heap.where(at)]
        while fb is not None:
            up = parent[fb]     # (the block fb points on to, where in fb)
            path.append("%s %d B at 0x%x" % (heap.kinds[fb], heap.size(fb) * BLOCK,
                                             heap.address(fb))
                        + ("" if up is None else ", its word +%d" % (up[1] - heap.address(fb))))
            fb = up[0] if up else None
        out.append(path)
    return out


def run(game, press, collection):
    """The game to that collection; returns the Heap."""
    sys.path.insert(0, str(ROOT / "tests"))
    from host_tools import bench, build, mpy, sim
    from support import reference_games
    makers = {g[0]: (g[1], g[2]) for g in reference_games.GAMES}
    if game not in makers:
        raise SystemExit("no reference game %r (%s)" % (game, ", ".join(makers)))
    maker, seed = makers[game]
    if build.stale():
        build.build(quiet=True)
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as flash:
        (Path(tmp) / "keys.txt").write_text(sim.script_tokens(maker()).replace("\n", " "))
        w, h, r = bench.GEOMETRY
        args = ["/keys/keys.txt", "/flash", str(seed), str(w), str(h), str(r), "-1", "0",
                "0", bench.BOARD, str(press), str(collection)]
        mounts = {"/keys": tmp, "/brd/boards": ROOT / "build" / "boards"}
        res = mpy.run(module="heapwho", guest=mpy.compiled_guest(), args=args,
                      flash=Path(flash), mounts=mounts, extra_path=("/brd",),
                      heap=bench.HEAP, firmware=mpy.COMPILED)
        image = Path(flash, "mem.bin")
        if "MEMINFO" not in res.stdout or not image.exists():
            raise SystemExit("the game ended before press %d's collection %d\n%s"
                             % (press, collection, res.stderr[-2000:]))
        return Heap(res.stdout, image.read_bytes())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("press", type=int)
    parser.add_argument("--collection", type=int, default=0)
    ns = parser.parse_args(argv)
    heap = run(ns.game, ns.press, ns.collection)
    print("\n".join(heap.info))
    print("C stack in use at the dump: %d B; the dump's frame at 0x%x"
          % (heap.stack_use, heap.marker))
    kept = heap.kept_modules()
    print("modules dropped and still live: %s" % (", ".join(n for n, _ in kept) or "none"))
    for name, b in kept:
        print("\n== %s: the shortest ways to it" % name)
        for path in roots(heap, b):
            print("  " + "\n    -> ".join(path))


if __name__ == "__main__":
    main()
