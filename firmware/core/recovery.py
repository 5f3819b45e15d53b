"""The journal's rarer half (see core.journal, whose methods forward
here): the recovery scan when a game is opened, the repair before the first
write after a damaged tail, and the snapshots (written every 32 events,
read at boot and on undo).

A press that appends an event needs none of this: the module is imported
for the call that needs it and dropped again afterwards, so its code is
not on the Pico's heap beside the game's for the rest of the evening.
"""

import json
import struct

from core.blob import (
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
    _u16,
    blob_version,
    crc16,
    new_gid,
    newer,
    pack_blob,
    unpack_blob,
)


def open_journal(cls, storage, folder, schema=0):
    """Recover the game in ``folder``: every valid record, a torn or
    corrupt tail dropped and counted. Writes nothing."""
    j = cls(storage, folder, schema)
    name = j._name("journal")
    try:
        size = storage.size(name)
        f = storage.open_read(name)
    except OSError:
        raise JournalError("no saved game in %s" % folder) from None
    try:
        head = f.read(HEADER)
        ok = _check_header(j, head)
        if len(head) < HEADER:
            size = HEADER       # nothing after a short header
        _scan(j, f, size)
    finally:
        f.close()
    if not ok:
        if j.dropped_bytes:
            # A damaged header and damaged records: this may be a format
            # this firmware does not know. Touch nothing.
            raise JournalError("saved game is damaged; the game is kept")
        # Records all check out: the header alone was hit. Write a new
        # one (with a new id, so old snapshots are not trusted).
        j.header_damaged = True
        j.gid = new_gid()
    return j


def _check_header(j, head):
    if len(head) == HEADER and head[:3] == MAGIC and crc16(head[:8]) == _u16(head, 8):
        if head[3] > JVERSION:
            raise newer("game", head[3], JVERSION)
        if head[3] >= VERSION:      # 1, or 2 with groups
            j.gid = bytes(head[4:8])
            return True
    return False


def _scan(j, f, size):
    """Read records from offset HEADER to ``size``; keep the offsets of
    the events, apply the length records, stop at the first bad one."""
    length = top = 0
    last = 0                    # events of the last record when it was a press's group
    pos = HEADER                # file offset of buf[i]
    buf = b""
    mv = memoryview(buf)
    i = 0
    bad = False
    while pos < size:
        if len(buf) - i < 3:
            buf = buf[i:] + f.read(CHUNK)
            mv = memoryview(buf)
            i = 0
        avail = len(buf) - i
        if avail == 0:
            bad = True
            break
        b0 = buf[i]
        if b0 & 0x80:
            if avail < 2:
                bad = True
                break
            n = ((b0 & 0x7F) << 8) | buf[i + 1]
            h = 2
        else:
            n = b0
            h = 1
        total = h + 2 + n
        if n == 0 or pos + total > size:
            bad = True
            break
        if avail < total:
            buf = buf[i:] + f.read(total - avail + CHUNK)
            mv = memoryview(buf)
            i = 0
            if len(buf) < total:
                bad = True
                break
        c = crc16(mv[i + h + 2:i + total], crc16(mv[i:i + h]))
        if c != _u16(buf, i + h):
            bad = True
            break
        if buf[i + h + 2] == _MARK:
            try:
                k = int(bytes(mv[i + h + 3:i + total]))
            except ValueError:
                bad = True
                break
            if k < 0 or k > top:
                bad = True
                break
            length = k
            last = 0
        elif buf[i + h + 2] == GROUP:
            got = _group(j, mv, i + h + 3, i + total, pos - i, length, top)
            if got is None:
                bad = True
                break
            length, top, last = got
        else:
            last = 0
            j._put(length, pos)
            length += 1
            top = length
        pos += total
        i += total
    j.length = length
    j.full_length = top
    j.end = pos
    j.last_group = last
    if bad or pos < size:
        j.dropped_bytes = size - pos
        j.dropped_records = _count_tail(j, f, pos, size)


def _group(j, mv, q, stop, base, length, top):
    """The records of a group (one press's, ``mv[q:stop]``; ``base``: the
    file offset of mv[0]) applied as _scan applies records: (length, top)
    after them, or None when one does not check out, and then nothing of
    the group counts (a press is kept whole or not at all). The third
    value: how many events the group appended, 0 if it moved the length
    (an undo in the press)."""
    puts = []
    marked = False
    while q < stop:
        n = mv[q]
        h = 1
        if n & 0x80:
            if q + 1 >= stop:
                return None
            n = ((n & 0x7F) << 8) | mv[q + 1]
            h = 2
        total = h + 2 + n
        if n == 0 or q + total > stop or \
                crc16(mv[q + h + 2:q + total], crc16(mv[q:q + h])) != _u16(mv, q + h):
            return None
        if mv[q + h + 2] == _MARK:
            try:
                k = int(bytes(mv[q + h + 3:q + total]))
            except ValueError:
                return None
            if k < 0 or k > top:
                return None
            length = k
            marked = True
        else:
            puts.append((length, base + q))
            length += 1
            top = length
        q += total
    for i, off in puts:
        j._put(i, off)
    return length, top, 0 if marked else len(puts)


def _count_tail(j, f, pos, size):
    """How many records the dropped bytes held, as far as their lengths
    still frame them (at least one)."""
    count = 0
    while pos < size:
        f.seek(pos)
        b = f.read(2)
        if not b:
            break
        n = b[0]
        h = 1
        if n & 0x80:
            if len(b) < 2:
                count += 1
                break
            n = ((n & 0x7F) << 8) | b[1]
            h = 2
        count += 1
        if n == 0:
            break
        pos += h + 2 + n
    return max(count, 1)


def report(j):
    """A line for the screen when recovery dropped something, else None."""
    if j.dropped_records == 1:
        return "recovered: last press lost"
    if j.dropped_records:
        return "recovered: last %d presses lost" % j.dropped_records
    if j.header_damaged:
        return "recovered: saved game repaired"
    return None


def load_metas(j):
    if j._metas is not None:
        return
    j._metas = [_read_meta(j, s) for s in (0, 1)]
    for m in j._metas:
        if m is not None and m[1] > j._seq:
            j._seq = m[1]


def _read_meta(j, slot):
    """(gid, seq, n, offset, record CRC, schema) from a snapshot's head,
    not yet checked against its CRC; None when it is no snapshot of
    this format."""
    try:
        f = j.storage.open_read(j._name(SLOTS[slot]))
    except OSError:
        return None
    try:
        b = f.read(BLOB_HEAD + SNAP_META)
    finally:
        f.close()
    if len(b) < BLOB_HEAD + SNAP_META or blob_version(b, SNAP_MAGIC) != VERSION:
        _aside(j, slot)     # not a snapshot this firmware reads: kept, named
        return None
    return (bytes(b[10:14]),) + struct.unpack_from(">IIIHH", b, 14)


def _fits(j, m, n):
    """Whether snapshot metadata ``m`` describes the first m.n events of
    the current history, with m.n <= n."""
    k = m[2]
    if m[0] != j.gid or m[5] != j.schema or k < 1 or k > n or k > j.full_length:
        return False
    return j._offs[k - 1] == m[3] and _record_crc(j, m[3]) == m[4]


def _record_crc(j, off):
    f = j.storage.open_read(j._name("journal"))
    try:
        f.seek(off)
        b = f.read(4)
    finally:
        f.close()
    if len(b) < 4:
        return -1
    return _u16(b, 2 if b[0] & 0x80 else 1)


def _load_state(j, slot, m):
    """The state in a snapshot file, fully checked; None if damaged."""
    try:
        data = j.storage.read_all(j._name(SLOTS[slot]))
        text = unpack_blob(data, SNAP_MAGIC, "snapshot", SNAP_META)
        if data[BLOB_HEAD:BLOB_HEAD + SNAP_META] != m[0] + struct.pack(">IIIHH", *m[1:]):
            return None
        data = None             # the raw copy can go before parsing
        return json.loads(text)
    except (ValueError, OSError, JournalError):
        # damaged (JSON errors are ValueErrors); a MemoryError is not
        # damage and goes up
        return None


def best_snapshot(j, n=None):
    """(state, k): the newest intact snapshot with k <= n of the current
    history, or (None, 0) to replay from the first event."""
    if n is None:
        n = j.length
    load_metas(j)
    ms = j._metas
    order = [s for s in (0, 1) if ms[s] is not None]
    if len(order) == 2 and (ms[1][2], ms[1][1]) > (ms[0][2], ms[0][1]):
        order = [1, 0]          # higher n first, then the newer
    for s in order:
        m = j._metas[s]
        if _fits(j, m, n):
            state = _load_state(j, s, m)
            if state is not None:
                return state, m[2]
            j._metas[s] = None   # damaged: the next snapshot goes here
            _aside(j, s)
    return None, 0


def _aside(j, slot):
    """A damaged snapshot goes to the damaged folder (core.aside), its
    name noted in ``j.aside`` for the boot to say; the game is rebuilt
    from its journal."""
    from core import aside
    leaf = aside.put(j.storage, j._name(SLOTS[slot]))
    if leaf:
        j.aside = j.aside + (leaf,)


def snapshot(j, state, n=None):
    """Save ``state``, the fold of the first ``n`` effective events."""
    if n is None:
        n = j.length
    if n < 1 or n > j.length:
        raise ValueError("snapshot at %d of %d events" % (n, j.length))
    j._ready()               # a repair first: it may drop stale snapshots
    load_metas(j)
    off = j._offs[n - 1]
    meta = (j.gid, j._seq + 1, n, off, _record_crc(j, off), j.schema)
    chunks = pack_blob(SNAP_MAGIC, (j.gid + struct.pack(">IIIHH", *meta[1:]),
                                    _payload(state)))
    slot = _victim(j, n)
    try:
        j.storage.replace(j._name(SLOTS[slot]), chunks, j._name("snap.tmp"))
    except BaseException:
        j._metas = None      # the slot may or may not have changed
        raise
    j._metas[slot] = meta
    j._seq += 1


def _victim(j, n):
    """The slot to overwrite: one that is empty or of no use to this
    history, else one at the same n, else the older."""
    ms = j._metas
    for s in (0, 1):
        if ms[s] is None or not _fits(j, ms[s], j.full_length):
            return s
    for s in (0, 1):
        if ms[s][2] == n:
            return s
    return 0 if ms[0][1] <= ms[1][1] else 1


def rebuild(j, fold, start, n=None):
    """The state after the first ``n`` effective events: the best
    snapshot plus a replay with ``fold(state, event) -> state``;
    ``start()`` makes the state before any event."""
    if n is None:
        n = j.length
    state, k = best_snapshot(j, n)
    if state is None:
        state = start()
    for ev in j.events(k, n):
        state = fold(state, ev)
    return state


def drop_snapshots(j):
    """Remove the snapshots (a finished game keeps only its events)."""
    for leaf in SLOTS + ("snap.tmp",):
        j.storage.discard(j._name(leaf))
    j._metas = [None, None]


def repair(j):
    """The valid prefix made the whole file (a tail was dropped or a
    write failed), power safely; then open for appending."""
    st = j.storage
    name = j._name("journal")
    load_metas(j)
    for slot in (0, 1):
        m = j._metas[slot]
        if m is not None and (m[3] >= j.end or m[0] != j.gid):
            st.discard(j._name(SLOTS[slot]))
            j._metas[slot] = None
    tmp = j._name("journal.tmp")
    out = st.open_new(tmp)
    src = None
    try:
        st.write(out, j._header())
        src = st.open_read(name)
        src.seek(HEADER)
        left = j.end - HEADER
        while left > 0:
            chunk = src.read(min(CHUNK, left))
            if not chunk:
                raise JournalError("saved game shrank while repairing")
            st.write(out, chunk)
            left -= len(chunk)
    except BaseException:
        st.abandon(out)
        raise
    finally:
        if src is not None:
            src.close()
    st.close(out)
    st.rename(tmp, name)
    j.header_damaged = False
    j.dropped_bytes = 0
    j._f = st.open_append(name)


def _payload(obj):
    # The state as the interpreter's own JSON writer gives it: in C, and
    # nothing left over but its text. A journal record is canonical JSON
    # (core.canon), compared byte for byte; a snapshot is only ever read
    # back with json.loads, so its keys need no order. Canonical JSON is
    # built from a piece per key and value: a 4-player state's snapshot
    # left about 8 KB of them in its press, the heaviest of most games.
    return json.dumps(obj, separators=(",", ":")).encode()
