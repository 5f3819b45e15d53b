"""The filesystem as the saved games see it: one small class over ``open``
and ``os``, rooted at a configurable directory.

The root is ``"/"`` on the Pico (LittleFS), ``"/flash"`` inside the test
runner and a host directory in the simulator. Names passed in are relative
to the root and use ``/`` (``"games/0007/journal"``).

Every operation that changes the flash goes through this class, so it can:

- count them (``writes``): creating a file, write, flush, close of a file
  with unflushed data, rename, remove, mkdir, rmdir. The simulator's
  ``--power-cut-after-writes N`` sets ``cut_after``: operation N still
  happens, then ``PowerCut`` is raised and every later operation raises it
  too, as if the board had lost power;
- say whether a write is in flight (``busy()``): true while an operation
  runs and while a file holds written data not yet flushed or closed. The
  power-latch code asks before switching the board off, so an interrupt
  that fires between a journal record's write and its flush waits;
- offer the one power-safe way to replace a whole file (``replace``):
  write a temporary file, close it (LittleFS commits data on close or
  flush), rename it over the target (atomic on LittleFS, and it replaces an
  existing target).

Reads go straight to the returned file objects (``read``, ``seek``,
``tell``); writes go through ``write``/``flush``/``close`` here.
``tests/support/faultfs.py`` subclasses this with an in-memory filesystem
that can tear a write and lose power at any of these points.
"""

import os

# A file holding flash back for when it is full (``keep_reserve``): the
# journal's record, a draft or the restart note still fit once it goes.
RESERVE = "reserve"
# and the room of the note a failed press leaves (core.store.note_restart),
# kept apart: the restart says "Flash full" even when the reserve is spent
NOTE_ROOM = "reserve.note"
ENOSPC = 28


class PowerCut(Exception):
    """Power went away (simulated): nothing after this reached the flash."""


class Storage:
    """Files under ``root``; see the module docstring."""

    def __init__(self, root="/", cut_after=None):
        self.root = root
        self.writes = 0
        self.cut_after = cut_after
        self.dead = False
        self._inflight = 0
        self._dirty = []        # open handles with data written, not yet flushed

    # -- names -----------------------------------------------------------
    def path(self, name):
        """The full path of ``name`` (relative to the root)."""
        if not name:
            return self.root
        if self.root.endswith("/"):
            return self.root + name
        return self.root + "/" + name

    # -- counted mutations ------------------------------------------------
    def _mutate(self, kind, a=None, b=None):
        """Run one flash-changing primitive, counting it; the counted
        operation ``cut_after`` is the last one power allows."""
        if self.dead:
            raise PowerCut("power is off")
        self.writes += 1
        self._inflight += 1
        try:
            if self.cut_after is not None and self.writes >= self.cut_after:
                self._cut(kind, a, b)
                self.dead = True
                self._dirty = []
                raise PowerCut("power cut after %d writes" % self.writes)
            try:
                return self._run(kind, a, b)
            except OSError as e:
                # The flash is full: the reserve goes, and the write that
                # needed the room is tried once more. (The storage budget
                # has freed what it could before: see core.archive.)
                if e.args[:1] != (ENOSPC,) or kind == "remove" or not self._free_room():
                    raise
        finally:
            self._inflight -= 1
        return self._mutate(kind, a, b)

    # Set by core.store: frees a finished game when the flash is full,
    # before the reserve goes; returns whether it freed one.
    on_full = None

    def _free_room(self):
        """Room for a write that failed for space: finished games first
        (``on_full``), the reserve last. Whether anything was freed."""
        f = self.on_full
        if f is not None:
            self.on_full = None     # its own writes do not ask again
            try:
                if f():
                    return True
            finally:
                self.on_full = f
        if self.exists(RESERVE):
            self.remove(RESERVE)
            return True
        return False

    def keep_reserve(self, size):
        """Hold ``size`` bytes of flash back in the file ``reserve``, and
        the room of a restart note (made when missing and there is room;
        a full flash goes on without)."""
        for name, n in ((RESERVE, size), (NOTE_ROOM, 256)):
            if not self.exists(name):
                try:
                    self.replace(name, (bytes(n),))
                except OSError:
                    self.discard(name + ".tmp")

    def _run(self, kind, a, b):
        if kind == "write":
            a.write(b)
            if a not in self._dirty:
                self._dirty.append(a)
        elif kind == "flush":
            a.flush()
            self._clean(a)
        elif kind == "close":
            a.close()
            self._clean(a)
        elif kind == "new":
            return open(self.path(a), "wb")
        elif kind == "rename":
            os.rename(self.path(a), self.path(b))
        elif kind == "remove":
            os.remove(self.path(a))
        elif kind == "mkdir":
            os.mkdir(self.path(a))
        elif kind == "rmdir":
            os.rmdir(self.path(a))
        return None

    def _cut(self, kind, a, b):
        """The last operation before the power goes: on real files it
        completes (what a subclass may tear, it cannot)."""
        f = self._run(kind, a, b)
        if f is not None:
            f.close()

    def _clean(self, f):
        if f in self._dirty:
            self._dirty.remove(f)

    # -- files -----------------------------------------------------------
    def open_read(self, name):
        """A file object for reading bytes (``read``, ``seek``, ``tell``)."""
        if self.dead:
            raise PowerCut("power is off")
        return open(self.path(name), "rb")

    def open_append(self, name):
        """A handle that appends to an existing file."""
        if self.dead:
            raise PowerCut("power is off")
        return open(self.path(name), "ab")

    def open_new(self, name):
        """A handle to a new, empty file (an existing one is truncated)."""
        return self._mutate("new", name)

    def write(self, f, data):
        """One write call: all of ``data``, or on power loss any prefix."""
        self._mutate("write", f, data)

    def flush(self, f):
        """Commit what was written to ``f`` (LittleFS: now it survives)."""
        self._mutate("flush", f)

    def close(self, f):
        """Close ``f``; a file written to is committed (a counted write)."""
        if f in self._dirty:
            self._mutate("close", f)
        else:
            f.close()

    def busy(self):
        """True while a write is in flight: do not switch the power off."""
        return self._inflight > 0 or len(self._dirty) > 0

    def replace(self, name, chunks, tmp=None):
        """Make ``name`` hold the bytes of ``chunks`` (a tuple or list of
        bytes objects), power-safely: after a power cut ``name`` has either
        its old content or all of the new."""
        tmp = tmp or name + ".tmp"
        f = self.open_new(tmp)
        try:
            for c in chunks:
                self.write(f, c)
        except BaseException:
            self.abandon(f)
            raise
        self.close(f)
        self.rename(tmp, name)

    def abandon(self, f):
        """Close ``f`` after a failure, ignoring any further error."""
        try:
            self.close(f)
        except Exception:
            pass
        self._clean(f)

    def read_all(self, name):
        """The whole content of a (small) file as bytes."""
        f = self.open_read(name)
        try:
            return f.read()
        finally:
            f.close()

    # -- directory operations ---------------------------------------------
    def rename(self, src, dst):
        """Atomic rename; replaces an existing file ``dst``."""
        self._mutate("rename", src, dst)

    def remove(self, name):
        self._mutate("remove", name)

    def discard(self, name):
        """Remove ``name`` if it exists (not counted when it does not)."""
        if self.exists(name):
            self.remove(name)

    def mkdir(self, name):
        self._mutate("mkdir", name)

    def rmdir(self, name):
        self._mutate("rmdir", name)

    def listdir(self, name=""):
        """Names in the directory ``name``, sorted (flash order is not)."""
        if self.dead:
            raise PowerCut("power is off")
        return sorted(os.listdir(self.path(name)))

    def _stat(self, name):
        """(is a directory, size in bytes); OSError when missing."""
        st = os.stat(self.path(name))
        return (st[0] & 0x4000) != 0, st[6]

    def exists(self, name):
        try:
            self._stat(name)
            return True
        except OSError:
            return False

    def isdir(self, name):
        try:
            return self._stat(name)[0]
        except OSError:
            return False

    def size(self, name):
        """Size of the file ``name`` in bytes; OSError when missing."""
        return self._stat(name)[1]
