"""Checked blobs and CRC-16: what the archive index, game summaries and
snapshots are written as (see core.journal for the formats).

Apart from core.journal so that reading the archive index at boot (is a
game in progress?) does not load the journal's code: the Pico's heap holds
every imported module's code.
"""

import struct
from array import array

VERSION = 1                 # of the journal, snapshot and blob formats
BLOB_HEAD = 10              # magic, version, body length, CRC

# The journal's format (core.journal describes it), here because both
# core.journal and core.recovery read it and neither imports the other's
# code for it.
MAGIC = b"TCJ"
SNAP_MAGIC = b"TCS"
HEADER = 10                 # journal header bytes
SNAP_META = 20              # game id, seq, n, offset, record CRC, schema
CHUNK = 512                 # read size while scanning; bounds the RAM spent
SLOTS = ("snap0", "snap1")
_MARK = 0x3D                # "=": an effective-length record
GROUP = 0x28                # "(": the records of one press, kept whole or not at all
# The journal's format: 2 has group records; it reads 1 too (no groups). A
# firmware that reads only 1 refuses a 2 as newer, not misreading a group.
JVERSION = 2


class JournalError(Exception):
    """A saved game this firmware cannot use; str() is for the screen."""


class NewerFormat(JournalError):
    """Written by a newer firmware: refused, and left exactly as it is."""


def newer(what, version, top=VERSION):
    return NewerFormat("saved %s is format %d, this firmware reads up to %d: "
                       "update the firmware; the game is kept" % (what, version, top))


# -- CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), table-driven ---------
def _table():
    t = array("H", bytes(512))
    for i in range(256):
        # the table-less form of one byte's update, for crc = i << 8
        x = i ^ (i >> 4)
        t[i] = ((x << 12) ^ (x << 5) ^ x) & 0xFFFF
    return t


_T = _table()


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of ``data`` (bytes, bytearray or memoryview),
    continuing from ``crc``. Small integers only: nothing allocated."""
    t = _T
    for b in data:
        crc = ((crc << 8) & 0xFFFF) ^ t[(crc >> 8) ^ b]
    return crc


def _u16(b, i):
    return (b[i] << 8) | b[i + 1]


# -- checked blobs: snapshots, summaries, the archive index ---------------
def pack_blob(magic, body, version=VERSION):
    """A whole-file record: magic (3 bytes), version, body length (4 bytes),
    CRC-16 over the first 8 bytes and the body, then the body. ``body`` is
    bytes, or a tuple of bytes objects that together make it. Returns the
    pieces to write: the body's are never copied or joined (a snapshot's
    state, the largest, would otherwise sit twice in the heap)."""
    parts = body if type(body) is tuple else (body,)
    head = magic + struct.pack(">BI", version, sum(len(p) for p in parts))
    c = crc16(head)
    for p in parts:
        c = crc16(p, c)
    return (head + bytes((c >> 8, c & 0xFF)),) + parts


def blob_version(data, magic):
    """The format version of a blob, or 0 when it is not a blob of ``magic``."""
    if len(data) < BLOB_HEAD or data[:3] != magic:
        return 0
    return data[3]


def unpack_blob(data, magic, what, skip=0):
    """The body of a checked blob, less its first ``skip`` bytes (one copy,
    not two, of a snapshot's state). Raises JournalError when damaged, or
    when written by a newer firmware (the message says so)."""
    if len(data) >= BLOB_HEAD and data[:3] == magic:
        n = struct.unpack_from(">I", data, 4)[0]
        if len(data) == BLOB_HEAD + n:
            mv = memoryview(data)
            c = crc16(mv[BLOB_HEAD:], crc16(mv[:8]))
            if c == _u16(data, 8):
                if data[3] > VERSION:
                    raise newer(what, data[3])
                if data[3] == VERSION:
                    return data[BLOB_HEAD + skip:]
    raise JournalError("saved %s is damaged" % what)


_gid_count = 0


def new_gid():
    """4 bytes that tell this game's snapshots from another's."""
    global _gid_count
    _gid_count = (_gid_count + 1) & 0xFFFF
    try:
        import os
        b = os.urandom(2)
        r = b[0] << 8 | b[1]
    except Exception:
        import time
        try:
            r = time.ticks_us() & 0xFFFF
        except AttributeError:
            r = time.time_ns() & 0xFFFF
    return struct.pack(">HH", r, _gid_count)
