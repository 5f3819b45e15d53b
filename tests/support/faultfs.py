"""An in-memory flash for the persistence tests: a ``core.storage.Storage``
whose files live in a dict, and whose power can be cut after any counted
write operation. Runs under CPython and inside MicroPython.

The fault model, deliberately more hostile than LittleFS:

- ``cut_after=N``: counted operations 1..N-1 complete; operation N is the
  last one the power allows, and then ``PowerCut`` is raised (and raised
  again by every later call until ``power_on()``).
- ``tear``: what happens to operation N. ``None``: it completes. For a
  write, flush or close, ``tear=k`` keeps only the first k bytes of the
  data written to that file since its last flush (a torn write: any prefix
  may land). Any other operation (create, rename, remove, mkdir, rmdir)
  with a tear does not happen at all: renames are atomic.
- Data written to other open files and not yet flushed is lost at the cut
  (LittleFS commits a file's data on flush or close only).
- ``space``: an optional capacity in bytes of file data; a write past it
  raises OSError and writes nothing, like a full flash.

Helpers for the corruption tests: ``flip``, ``truncate``, ``put``, ``get``,
``image`` (every file and directory, to prove nothing changed) and
``clone``.

Also a toy game for these tests (``start``, ``fold``, ``Table``,
``burgundy_events``): a fold whose state depends on the order of every
event, so a replay that skips, repeats or reorders one shows, and a table
that drives a journal the way core.session does (append then fold,
snapshot every few events, undo by rebuilding, redo by re-applying); and
``collect``/``settle`` for the MicroPython WASI build's collector (see
there).
"""

import gc
import sys

from core import canon
from core.journal import crc16
from core.storage import PowerCut, Storage

_MICROPYTHON = sys.implementation.name == "micropython"

ENOENT = 2
EBADF = 9
EEXIST = 17
EISDIR = 21
ENOSPC = 28
ENOTEMPTY = 39


def _parent(name):
    i = name.rfind("/")
    return name[:i] if i >= 0 else ""


BLOCK = 1024


class FileData:
    """A file's bytes in 1 KB blocks, like flash: appending a record never
    copies the file, and no big contiguous allocation fragments the
    MicroPython heap."""

    def __init__(self, data=b""):
        self.blocks = []
        self.n = 0
        self.extend(data)

    def __len__(self):
        return self.n

    def extend(self, data):
        mv = memoryview(data)
        i = 0
        m = len(data)
        while i < m:
            at = self.n // BLOCK
            off = self.n % BLOCK
            if at == len(self.blocks):
                self.blocks.append(bytearray(BLOCK))
            k = min(BLOCK - off, m - i)
            self.blocks[at][off:off + k] = mv[i:i + k]
            i += k
            self.n += k

    def cut(self, k):
        """Keep the first ``k`` bytes."""
        if k < self.n:
            self.n = k
            self.blocks = self.blocks[:(k + BLOCK - 1) // BLOCK]

    def read(self, a, b):
        b = min(b, self.n)
        if b <= a:
            return b""
        if a // BLOCK == (b - 1) // BLOCK:
            off = a % BLOCK
            return bytes(memoryview(self.blocks[a // BLOCK])[off:off + b - a])
        out = bytearray(b - a)
        pos = 0
        while a < b:
            off = a % BLOCK
            k = min(BLOCK - off, b - a)
            out[pos:pos + k] = memoryview(self.blocks[a // BLOCK])[off:off + k]
            pos += k
            a += k
        return bytes(out)

    def value(self):
        return self.read(0, self.n)

    def flip(self, pos, mask):
        if pos >= self.n:
            raise IndexError("flip past the end")
        self.blocks[pos // BLOCK][pos % BLOCK] ^= mask

    def copy(self):
        c = FileData()
        c.blocks = [bytearray(b) for b in self.blocks]
        c.n = self.n
        return c


class Handle:
    """An open file: reads like a file object; writes go through FaultFS."""

    def __init__(self, data, writable):
        self.data = data            # the file's FileData (follows renames)
        self.writable = writable
        self.committed = len(data)
        self.pos = len(data) if writable else 0
        self.open = True

    def _check(self):
        if not self.open:
            raise OSError(EBADF)

    def read(self, n=-1):
        self._check()
        end = len(self.data) if n is None or n < 0 else min(len(self.data), self.pos + n)
        if end <= self.pos:
            return b""
        out = self.data.read(self.pos, end)
        self.pos = end
        return out

    def seek(self, pos, whence=0):
        self._check()
        if whence == 1:
            pos += self.pos
        elif whence == 2:
            pos += len(self.data)
        self.pos = max(0, pos)
        return self.pos

    def tell(self):
        return self.pos

    def close(self):
        self.open = False


class FaultFS(Storage):
    """See the module docstring."""

    def __init__(self, cut_after=None, tear=None, space=None):
        Storage.__init__(self, "", cut_after)
        self.tear = tear
        self.space = space
        self.files = {}             # name -> FileData
        self.dirs = {"": True}
        self.handles = []           # open writable handles
        self.log = None             # set to a list to record (kind, bytes) per operation

    # -- faults ------------------------------------------------------------
    def arm(self, n, tear=None):
        """Let ``n`` more counted operations happen, the last one torn."""
        self.cut_after = self.writes + n
        self.tear = tear

    def power_on(self):
        """Power is back: open handles are gone, nothing is armed."""
        for h in self.handles:
            h.open = False
        self.handles = []
        self.dead = False
        self.cut_after = None
        self.tear = None
        self._dirty = []
        self._inflight = 0

    def _cut(self, kind, a, b):
        tear = self.tear
        target = a if kind in ("write", "flush", "close") else None
        if tear is None:
            self._run(kind, a, b)
        elif kind == "write":
            a.data.extend(b)
        # Power is gone: unflushed data of every other open file is lost,
        # and the file written at the cut keeps ``tear`` bytes of its own.
        for h in self.handles:
            if h.writable and h.open:
                if h is target:
                    if tear is not None:
                        keep = h.committed + tear
                        h.data.cut(keep)
                else:
                    h.data.cut(h.committed)
            h.open = False
        self.handles = []

    def _run(self, kind, a, b):
        if self.log is not None:
            self.log.append((kind, len(b) if kind == "write" else 0))
        if kind == "write":
            a._check()
            if not a.writable:
                raise OSError(EBADF)
            if self.space is not None and self.used() + len(b) > self.space:
                raise OSError(ENOSPC)
            a.data.extend(b)
            if a not in self._dirty:
                self._dirty.append(a)
        elif kind == "flush":
            a._check()
            a.committed = len(a.data)
            self._clean(a)
        elif kind == "close":
            a.committed = len(a.data)
            a.open = False
            self._clean(a)
        elif kind == "new":
            self._need_parent(a)
            if a in self.dirs:
                raise OSError(EISDIR)
            data = FileData()
            self.files[a] = data
            h = Handle(data, True)
            self.handles.append(h)
            return h
        elif kind == "rename":
            self._rename(a, b)
        elif kind == "remove":
            if a in self.dirs:
                raise OSError(EISDIR)
            if a not in self.files:
                raise OSError(ENOENT)
            del self.files[a]
        elif kind == "mkdir":
            self._need_parent(a)
            if a in self.dirs or a in self.files:
                raise OSError(EEXIST)
            self.dirs[a] = True
        elif kind == "rmdir":
            if a not in self.dirs or a == "":
                raise OSError(ENOENT)
            if self._children(a):
                raise OSError(ENOTEMPTY)
            del self.dirs[a]
        return None

    def _need_parent(self, name):
        if _parent(name) not in self.dirs:
            raise OSError(ENOENT)

    def _children(self, name):
        out = []
        for n in self.files:
            if _parent(n) == name:
                out.append(n)
        for n in self.dirs:
            if n and _parent(n) == name:
                out.append(n)
        return out

    def _rename(self, src, dst):
        self._need_parent(dst)
        if src in self.files:
            if dst in self.dirs:
                raise OSError(EISDIR)
            self.files[dst] = self.files.pop(src)
        elif src in self.dirs and src:
            if dst in self.dirs or dst in self.files:
                raise OSError(EEXIST)
            pre = src + "/"
            for n in list(self.files):
                if n.startswith(pre):
                    self.files[dst + n[len(src):]] = self.files.pop(n)
            for n in list(self.dirs):
                if n.startswith(pre):
                    del self.dirs[n]
                    self.dirs[dst + n[len(src):]] = True
            del self.dirs[src]
            self.dirs[dst] = True
        else:
            raise OSError(ENOENT)

    # -- uncounted operations ---------------------------------------------
    def path(self, name):
        return name

    def open_read(self, name):
        if self.dead:
            raise PowerCut("power is off")
        if name not in self.files:
            raise OSError(ENOENT)
        return Handle(self.files[name], False)

    def open_append(self, name):
        if self.dead:
            raise PowerCut("power is off")
        if name not in self.files:
            raise OSError(ENOENT)
        h = Handle(self.files[name], True)
        self.handles.append(h)
        return h

    def close(self, f):
        Storage.close(self, f)
        if f in self.handles:
            self.handles.remove(f)

    def listdir(self, name=""):
        if self.dead:
            raise PowerCut("power is off")
        if name not in self.dirs:
            raise OSError(ENOENT)
        pre = len(name) + 1 if name else 0
        out = [n[pre:] for n in self._children(name)]
        out.sort()
        return out

    def _stat(self, name):
        if name in self.files:
            return False, len(self.files[name])
        if name in self.dirs:
            return True, 0
        raise OSError(ENOENT)

    def read_all(self, name):
        if self.dead:
            raise PowerCut("power is off")
        if name not in self.files:
            raise OSError(ENOENT)
        return self.files[name].value()

    # -- test helpers ------------------------------------------------------
    def used(self):
        total = 0
        for data in self.files.values():
            total += len(data)
        return total

    def put(self, name, data):
        """Create or overwrite a file directly (uncounted), with its folders."""
        parts = name.split("/")
        for i in range(1, len(parts)):
            self.dirs["/".join(parts[:i])] = True
        self.files[name] = FileData(data)

    def get(self, name):
        return self.files[name].value()

    def flip(self, name, pos, mask=0xFF):
        """XOR the byte at ``pos`` with ``mask``."""
        self.files[name].flip(pos, mask)

    def truncate(self, name, n):
        self.files[name].cut(n)

    def image(self):
        """Every directory and file with its bytes, in a comparable form."""
        files = [(n, d.value()) for n, d in self.files.items()]
        files.sort()
        return (sorted(self.dirs), files)

    def clone(self):
        """A powered copy with the same files (handles are not copied)."""
        c = FaultFS()
        c.dirs = dict(self.dirs)
        for n, d in self.files.items():
            c.files[n] = d.copy()
        return c


def settle():
    """Collect garbage now, at a plain statement, inside MicroPython.

    The MicroPython WASI build the tests run in cannot see object pointers
    that C code keeps in WebAssembly locals, so a collection that starts
    inside a builtin (building a list, parsing JSON, formatting a string)
    can free live objects; the Pico scans its registers and stack and has
    no such problem. The dual-runtime harness switches automatic collection
    off and gives the guest a large heap, and then this does nothing. Run
    with collection on (a script at the Pico's heap size), the tests that
    loop over hundreds of cases call this once per case: a case allocates
    less than the free heap, so the collector never starts inside one."""
    if _MICROPYTHON and gc.isenabled():
        gc.collect()


def collect(iterable):
    """The items of an iterator as a list. (Not ``list(generator)``: the
    MicroPython WASI build's collector cannot see the list that C code is
    filling while the generator's Python code allocates, and frees it.)"""
    return [x for x in iterable]


# -- a toy game ----------------------------------------------------------------
def start():
    """The state before any event."""
    return {"n": 0, "h": 0xFFFF, "kinds": {}, "last": None}


def fold(state, event):
    """Apply one event: counts per kind, and a running CRC of every event's
    canonical JSON in order (so order and content both matter)."""
    state["n"] += 1
    state["h"] = crc16(canon.dumps(event).encode(), state["h"])
    kind = event[0] if isinstance(event, list) and event else "?"
    kinds = state["kinds"]
    kinds[kind] = kinds.get(kind, 0) + 1
    state["last"] = event
    return state


def key(state):
    """A state as comparable text."""
    return canon.dumps(state)


class Table:
    """Drives a Journal like the session does, keeping the live state."""

    def __init__(self, journal, every=8):
        self.j = journal
        self.every = every
        self.state = journal.rebuild(fold, start)

    def add(self, event):
        self.j.append(event)
        self.state = fold(self.state, event)
        if self.j.length % self.every == 0:
            self.j.snapshot(self.state, self.j.length)

    def undo(self):
        n = self.j.length - 1
        state = self.j.rebuild(fold, start, n)
        self.j.set_length(n)
        self.state = state

    def redo(self):
        n = self.j.length + 1
        event = collect(self.j.events(n - 1, n))[0]
        self.j.set_length(n)
        self.state = fold(self.state, event)

    def snap(self):
        self.j.snapshot(self.state, self.j.length)


_CATS = ("region", "animals", "ship", "castle", "mine", "bonus", "knowledge")


def burgundy_events(rng, count, players=4):
    """``count`` events shaped like a Castles of Burgundy evening: the new
    game event, dice rolls, turn advances, score entries (some with a
    detail), phase goods, corrections. ``rng`` is a core.rng.Rng."""
    names = ["Ala", "Bartek", "Celina", "Dominik"][:players]
    out = [["new", "burgundy", {"variant": "base"},
            [{"colour": c, "name": n} for c, n in zip(("red", "blue", "green", "white"), names)],
            0]]
    while len(out) < count:
        r = rng.below(100)
        p = rng.below(players)
        if r < 30:
            out.append(["adv"])
        elif r < 55:
            out.append(["roll", [rng.randint(1, 6), rng.randint(1, 6)]])
        elif r < 60:
            out.append(["roll", [rng.randint(1, 6)]])
        elif r < 85:
            ev = ["sc", p, rng.randint(1, 20), _CATS[rng.below(len(_CATS))]]
            if rng.below(3) == 0:
                ev.append(rng.randint(1, 8))
            out.append(ev)
        elif r < 95:
            out.append(["goods", rng.randint(1, 6), [rng.randint(1, 6) for _ in range(5)]])
        else:
            out.append(["sc", p, -rng.randint(1, 5), "fix"])
    return out[:count]
