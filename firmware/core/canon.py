"""Canonical JSON: the same bytes for the same data on every interpreter.

MicroPython dicts do not keep insertion order and its ``json.dumps`` has no
``sort_keys``; CPython escapes non-ASCII unless told otherwise. Saved states
are compared, hashed and printed (the simulator's ``--dump-state``), so this
module writes JSON itself: keys sorted, no spaces, UTF-8 text as it is, and
only the escapes JSON requires. Reading is plain ``json.loads``.
"""

import json

_ESC = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
        "\b": "\\b", "\f": "\\f"}


def _string(s, out):
    # Most strings (keys, names, ids) need no escape, and the interpreter's
    # own JSON writer says so at C speed: its text is then two quotes
    # longer, the same text as below. MicroPython escapes what JSON
    # requires and no more, as below; CPython escapes non-ASCII too, so
    # such a string takes the loop there. The loop takes a Python step per
    # character (a 4-player game's summary: 5.7 M of fuel), and indexing
    # a str interns the character it gives in MicroPython.
    j = json.dumps(s)
    if len(j) == len(s) + 2:
        out.append(j)
        return
    out.append('"')
    start = 0
    for i in range(len(s)):
        ch = s[i]
        if ch in _ESC or ch < " ":
            if start < i:
                out.append(s[start:i])
            out.append(_ESC.get(ch) or "\\u%04x" % ord(ch))
            start = i + 1
    if start == 0:
        out.append(s)
    elif start < len(s):
        out.append(s[start:])
    out.append('"')


def _ints(v):
    # A loop, not all(): no generator object per list.
    for x in v:  # noqa: SIM110
        if type(x) is not int:
            return False
    return True


def _value(v, out):
    if v is None:
        out.append("null")
    elif v is True:
        out.append("true")
    elif v is False:
        out.append("false")
    elif isinstance(v, int):
        out.append(str(v))
    elif isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            raise ValueError("JSON has no NaN or infinity")
        # repr differs between interpreters for floats; the firmware keeps
        # scores as integers, so a float here is a mistake worth seeing.
        raise ValueError("floats are not stored: %r" % (v,))
    elif isinstance(v, str):
        _string(v, out)
    elif isinstance(v, (list, tuple)):
        if _ints(v):
            # One piece from C: a list of ints written piece by piece is a
            # string per number, garbage that a 4-player state's snapshot
            # would leave on the heap by the thousand. Same text.
            out.append(json.dumps(v, separators=(",", ":")))
            return
        out.append("[")
        first = True
        for item in v:
            if not first:
                out.append(",")
            first = False
            _value(item, out)
        out.append("]")
    elif isinstance(v, dict):
        out.append("{")
        first = True
        for k in sorted(v):
            if not isinstance(k, str):
                raise ValueError("JSON keys are strings, not %r" % (k,))
            if not first:
                out.append(",")
            first = False
            _string(k, out)
            out.append(":")
            _value(v[k], out)
        out.append("}")
    else:
        raise ValueError("cannot store %r" % (v,))


class _Pieces:
    """Collects the text's pieces, joining every CHUNK of them, so that no
    list of pieces needs a large contiguous block of the Pico's heap (a
    4-player state has hundreds of pieces; a fragmented heap may hold the
    memory but not in one block)."""

    CHUNK = 64

    def __init__(self):
        self.done = []
        self.parts = []

    def append(self, piece):
        parts = self.parts
        parts.append(piece)
        if len(parts) >= self.CHUNK:
            self.done.append("".join(parts))
            del parts[:]        # the same list again: no list per chunk

    def text(self):
        self.done.append("".join(self.parts))
        return "".join(self.done)


def dumps(v):
    """Canonical JSON text of ``v`` (dicts, lists, tuples, str, int, bool, None)."""
    out = _Pieces()
    _value(v, out)
    return out.text()
