"""The saved game: an append-only journal of events with undo/redo markers,
two snapshots of the state, and recovery after a power cut.

A game is a sequence of accepted operations: append an event, undo, redo.
The *effective* events are the list the state is the fold of; ``length``
counts them, ``full_length`` also counts an undone tail that redo can still
bring back. Events and states are opaque JSON data here, written with
``core.canon`` (a snapshot's state: with the interpreter's own JSON
writer) and read back with ``json.loads``.

Files in the game's folder:

``journal``
    A 10-byte header, then records. Header: ``b"TCJ"``, the format version
    (one byte: ``JVERSION``), a 4-byte game id (random; snapshots carry it, so a snapshot
    left in a reused folder is never taken for this game's), CRC-16 of those
    8 bytes. Every future format keeps this header layout, so a newer
    journal is recognised and refused instead of misread. A header that
    fails its CRC while every record checks out was hit by itself: the
    game opens and the header is rewritten (with a new id) at the next
    write. If records are damaged too, the file may be a format this
    firmware does not know, and the game is refused and kept.

    A record is ``length``, ``CRC-16``, ``payload``: the length in one byte
    (payloads under 128 bytes, nearly every event) or two bytes with the top
    bit set (up to 32767), the CRC-16 (CCITT, big-endian) over the length
    bytes and the payload. The payload is the event's canonical JSON, or
    ``=n`` for "the effective length is now n" (undo, redo): JSON text never
    starts with ``=``. Each record goes out in ONE write and is flushed, so
    a power cut leaves at most one torn record at the end.

    A press that applies several events (San Juan's pick and the game
    moving on by itself, a round's end and its dice) is one record too: a
    *group*, whose payload is ``(`` and then the events' own records, each
    whole. Recovery keeps a group whole or drops it whole (one CRC covers
    it), so a power cut never keeps half a press; the events' offsets are
    those of their records inside the group, so reading an event back
    does not care. ``hold`` starts collecting a press's records in RAM,
    ``commit`` writes them (a single record plainly, as before); anything
    that reads the journal or writes beside it (the summary of a game that
    ended, a draft dropped once its event is saved) commits first.

    Why CRC-16: records are 10-60 bytes; CRC-16/CCITT finds every error
    burst up to 16 bits long (any single flipped byte, any two adjacent
    ones) and misses a random corruption one time in 65536, and a torn
    record is caught by its length before the CRC is even checked. CRC-32
    would cost two more bytes per record (11% of the 18 bytes an event
    takes on average), and the fast one (``binascii.crc32``) returns a big integer on
    the Pico and depends on a build option; this one is plain Python on
    small integers, identical everywhere.

``snap0``, ``snap1``
    The state after the first n effective events, as a checked blob (see
    ``pack_blob``) whose body is 20 bytes of metadata (game id, sequence
    number, n, the journal offset and CRC of event n's record, the state
    schema) and the state's JSON, as the interpreter writes it (keys in
    no set order: it is only ever read back, and canonical JSON, built a
    piece at a time, left 8-10 KB of garbage in a snapshot's press). A
    snapshot is written to ``snap.tmp``, closed and renamed over the older
    or unusable slot, so the newest and the one before always exist. The
    offset of event n's record ties the snapshot to one history: offsets
    only grow, and a record at position n is replaced only by appending a
    new event there, which gets a new offset. After an undo and a
    different event, a snapshot taken past that point no longer matches
    and is skipped.

Recovery (``Journal.open``) reads every record, checks lengths and CRCs,
keeps the per-event record offsets (4 bytes an event in RAM, in an array
that grows by doubling; the events themselves stay on the flash),
and stops at the first bad record: everything from there on is dropped and
reported (``dropped_bytes``, ``dropped_records``), because keeping records
after a missing one would build a state no real sequence of presses made.
Before the next write the valid prefix becomes the file's content, power
safely: snapshots that refer past it are removed, the prefix is copied to
``journal.tmp`` and renamed over the journal (MicroPython files have no
truncate). Opening never writes: a journal from a newer firmware is refused
with JournalError and every byte of the game stays as it was.

Snapshot interval: the session snapshots every 32 events (core.session
``SNAPSHOT_EVERY``), which this format is sized for. Measured inside
MicroPython with a 3.3 KB state: writing a snapshot costs about 23 M fuel
(roughly 35-45 ms on a Pico) and one or two 4 KB flash blocks, loading one
about 10 M, reading back one event about 0.08 M plus the fold. Boot and
undo then replay at most 32 events after a snapshot (63 if the newest one
is damaged). Every 16 events would halve that replay but double the
snapshot writes (block erases, and the pause in play while one is
written); every 64 would double the replay every undo pays. Wear is small
either way: a 1,000-event game writes about 31 snapshots, some 60 block
erases spread by LittleFS over the whole filesystem, against 100,000 erase
cycles per block.
"""

import json
from array import array

from core import canon

# The blob and CRC code lives in core.blob (the archive reads its index
# without this module), and so do the journal's format constants that
# core.recovery reads too; the names stay importable from here.
from core.blob import (  # noqa: F401
    _MARK,
    BLOB_HEAD,
    CHUNK,
    GROUP,
    HEADER,
    JVERSION,
    MAGIC,
    SLOTS,
    SNAP_MAGIC,
    SNAP_META,
    VERSION,
    JournalError,
    NewerFormat,
    _u16,
    blob_version,
    crc16,
    new_gid,
    newer,
    pack_blob,
    unpack_blob,
)

MAX_PAYLOAD = 0x7FFF


def _encode(obj):
    return canon.dumps(obj).encode()


def frame(payload):
    """One journal record for ``payload`` (bytes): length, CRC, payload."""
    n = len(payload)
    if n == 0 or n > MAX_PAYLOAD:
        raise ValueError("record of %d bytes" % n)
    if n < 0x80:
        head = bytes((n,))
    else:
        head = bytes((0x80 | (n >> 8), n & 0xFF))
    c = crc16(payload, crc16(head))
    return head + bytes((c >> 8, c & 0xFF)) + payload


def _rare(name, *args):
    """``core.recovery.<name>(*args)``, that module imported on first use;
    core.session drops it again when it is done with it."""
    from core import recovery
    return getattr(recovery, name)(*args)


class Journal:
    """One game's journal and snapshots in ``folder``; see the module
    docstring. Create with ``Journal.create`` or ``Journal.open``."""

    aside = ()      # damaged snapshots set aside (core.recovery), for the boot to name

    def __init__(self, storage, folder, schema=0):
        self.storage = storage
        self.folder = folder
        self.schema = schema        # snapshots of another state schema are ignored
        self.length = 0
        self.full_length = 0
        self.end = HEADER           # bytes of valid journal
        self.gid = b"\0\0\0\0"
        self.dropped_bytes = 0
        self.dropped_records = 0
        self.header_damaged = False
        self.last_group = 0         # events of the last press when the scan found a group
        self._offs = array("I", bytes(4 * 64))
        self._f = None              # append handle, opened on first write
        self._metas = None          # per slot: snapshot metadata tuple or None
        self._seq = 0
        self._held = None           # a press's records not yet written (hold)

    # -- files -----------------------------------------------------------
    def _name(self, leaf):
        return self.folder + "/" + leaf

    @classmethod
    def create(cls, storage, folder, schema=0, gid=None):
        """A new, empty game in ``folder`` (which must exist). Leftovers of
        an earlier game there are removed first."""
        j = cls(storage, folder, schema)
        j.gid = gid or new_gid()
        for leaf in SLOTS:
            storage.discard(j._name(leaf))
        storage.replace(j._name("journal"), (j._header(),))
        j._metas = [None, None]
        return j

    def _header(self):
        h = MAGIC + bytes((JVERSION,)) + self.gid
        c = crc16(h)
        return h + bytes((c >> 8, c & 0xFF))

    @classmethod
    def open(cls, storage, folder, schema=0):
        """Recover the game in ``folder``: every valid record, a torn or
        corrupt tail dropped and counted. Writes nothing."""
        return _rare("open_journal", cls, storage, folder, schema)

    # -- recovery scan ------------------------------------------------------
    def _put(self, i, off):
        offs = self._offs
        if i >= len(offs):
            # double: one reallocation per doubling, not one per event
            offs.extend(array("I", bytes(4 * len(offs))))
        offs[i] = off

    def report(self):
        """A line for the screen when recovery dropped something, else None."""
        return _rare("report", self)

    # -- appending -------------------------------------------------------
    def append(self, event):
        """Make ``event`` effective event number length+1; an undone tail
        is discarded (no redo after a new event)."""
        self._put(self.length, self._write(_encode(event), self.length))
        self.length += 1
        self.full_length = self.length

    def set_length(self, n):
        """Undo (n < length) or redo (length < n <= full_length): recorded,
        so a power cut right after an undo does not bring the event back."""
        if n < 0 or n > self.full_length:
            raise ValueError("length %d outside 0..%d" % (n, self.full_length))
        if n == self.length:
            return
        self._write(("=%d" % n).encode())
        self.length = n

    def undo(self):
        self.set_length(self.length - 1)

    def redo(self):
        self.set_length(self.length + 1)

    def hold(self, on=True):
        """Keep the records that follow in RAM until ``commit``: what one
        press changes reaches the flash whole or not at all. ``on``
        False: commit, and write each record at once again."""
        if on:
            if self._held is None:
                self._held = []
            return
        self.commit()
        self._held = None

    def commit(self):
        """Write the records held so far as one record (a group when
        there are several); a hold goes on."""
        held = self._held
        if not held:
            return
        self._held = []
        if len(held) == 1:
            self._put_at(held[0][1], self._emit(held[0][0]))
            return
        body = bytearray(b"(")
        for rec, _i in held:
            body.extend(rec)
        # the first event's record: after the group's length, CRC and "("
        at = self._emit(frame(bytes(body))) + (5 if len(body) >= 0x80 else 4)
        for rec, i in held:     # each event's offset: its record in the group
            self._put_at(i, at)
            at += len(rec)

    def _put_at(self, i, off):
        if i >= 0:
            self._offs[i] = off

    def _write(self, payload, index=-1):
        """Write one record; its offset. While holding, it is kept for
        ``commit`` as the record of effective event ``index`` (-1: a
        length record), its offset 0 until then."""
        rec = frame(payload)
        if self._held is not None:
            self._held.append((rec, index))
            return 0
        return self._emit(rec)

    def _emit(self, rec):
        """Write a framed record (one write call, then flush); its offset."""
        self._ready()
        st = self.storage
        try:
            st.write(self._f, rec)
            st.flush(self._f)
        except BaseException:
            # What reached the flash is unknown now: the next write first
            # makes the file equal to the records known good again.
            st.abandon(self._f)
            self._f = None
            raise
        off = self.end
        self.end += len(rec)
        return off

    def _ready(self):
        """Open the journal for appending, first making its valid prefix the
        whole file if a tail was dropped or a write failed."""
        if self._f is not None:
            return
        st = self.storage
        name = self._name("journal")
        if not self.header_damaged and st.size(name) == self.end:
            self._f = st.open_append(name)
            return
        _rare("repair", self)

    def close(self):
        self.commit()
        if self._f is not None:
            self.storage.close(self._f)
            self._f = None

    def busy(self):
        return self.storage.busy()

    # -- reading events back ---------------------------------------------
    def _read_record(self, f, off):
        """The payload of the record at ``off``, checked."""
        f.seek(off)
        b = f.read(64)
        if len(b) < 4:
            raise JournalError("saved game is damaged at byte %d" % off)
        n = b[0]
        h = 1
        if n & 0x80:
            n = ((n & 0x7F) << 8) | b[1]
            h = 2
        total = h + 2 + n
        if len(b) < total:
            b += f.read(total - len(b))
            if len(b) < total:
                raise JournalError("saved game is damaged at byte %d" % off)
        mv = memoryview(b)
        if crc16(mv[h + 2:total], crc16(mv[:h])) != _u16(b, h):
            raise JournalError("saved game is damaged at byte %d" % off)
        return b[h + 2:total]

    def events(self, start=0, stop=None):
        """Effective events [start, stop) read back from the flash (stop may
        reach into the undone tail: redo reads the event it brings back)."""
        if stop is None:
            stop = self.length
        if start < 0 or stop > self.full_length or start > stop:
            raise ValueError("events %d..%d of %d" % (start, stop, self.full_length))
        if start == stop:
            return
        self.commit()           # the events held are read back from the flash
        f = self.storage.open_read(self._name("journal"))
        try:
            for i in range(start, stop):
                yield json.loads(self._read_record(f, self._offs[i]))
        finally:
            f.close()

    # -- snapshots -------------------------------------------------------
    def _load_metas(self):
        if self._metas is None:
            _rare("load_metas", self)

    def best_snapshot(self, n=None):
        """(state, k): the newest intact snapshot with k <= n of the current
        history, or (None, 0) to replay from the first event."""
        self.commit()
        return _rare("best_snapshot", self, n)

    def snapshot(self, state, n=None):
        """Save ``state``, the fold of the first ``n`` effective events."""
        self.commit()
        _rare("snapshot", self, state, n)

    def rebuild(self, fold, start, n=None):
        """The state after the first ``n`` effective events: the best
        snapshot plus a replay with ``fold(state, event) -> state``;
        ``start()`` makes the state before any event."""
        self.commit()
        return _rare("rebuild", self, fold, start, n)

    def drop_snapshots(self):
        """Remove the snapshots (a finished game keeps only its events)."""
        self.commit()
        _rare("drop_snapshots", self)
