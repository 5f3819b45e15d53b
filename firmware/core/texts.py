"""Texts kept on flash and read a line at a time: what a game shows, in
English and Polish, without holding it on the heap.

A string constant costs the Pico's heap its length plus 16-32 bytes for as
long as its module is loaded, and a game's checklists, refusals, tile names
and history lines run to 10-20 KB in two languages. In a text pack they
cost nothing until a screen shows one, and then only that line.

A pack is a UTF-8 file beside the code that uses it (``games/amber/texts.lang``
for the game "amber"), one text per line::

    KEY<tab>English<tab>Polish

Empty lines and lines starting with ``#`` are comments. Text ``i`` is the
i-th text line of the file, counted from 0; the code names it by a
``const()`` id that ``host_tools/texts.py`` (``make texts``) writes into
the module from the key (``_T_KEY``), so a text is found without any key
on the heap. A text may carry ``%`` placeholders; both languages take the
same arguments.

The first use of a pack reads the file once in small pieces to note where
each text line starts (two bytes a text, kept with the pack); each text is
then one seek and one read, the file staying open until ``close`` (after
every frame). A game's pack is kept while the game is loaded (``use``,
called by ``games.load``, forgets the others); the screens resolve ids in
a game's declarations (ACTIONS names, STEPS prompts...) with
``text(i, lang)`` against that pack.
"""

from array import array

_BUF = 128          # bytes read at a time while indexing
# The longest text line ``Pack.get`` reads into its buffer (the packs'
# longest is 181 bytes); a longer one is read as a bytes object.
_LINE_MAX = 256
_line = bytearray(_LINE_MAX)


class Pack:
    """The texts of one pack file, read on demand."""

    def __init__(self, name, path):
        self.name = name
        self.path = path
        self._starts = None     # file offset of each text line, then the end
        self._f = None

    def close(self):
        if self._f is not None:
            self._f.close()
            self._f = None

    def _file(self):
        if self._f is None:
            # Kept open until ``close`` (after the frame is drawn): a
            # text is then one seek and one read.
            self._f = open(self.path, "rb")  # noqa: SIM115
            if self._starts is None:
                self._starts = _index(self._f)
        return self._f

    def __len__(self):
        self._file()
        return len(self._starts) - 1

    def line(self, i):
        """Text ``i``'s line without its key: "English<tab>Polish"."""
        f = self._file()
        starts = self._starts
        if not 0 <= i < len(starts) - 1:
            raise IndexError("%s has no text %r" % (self.name, i))
        f.seek(starts[i])
        b = f.read(starts[i + 1] - starts[i])
        end = b.find(b"\n")
        if end < 0:
            end = len(b)
        if end and b[end - 1] == 13:    # a line ending in \r\n
            end -= 1
        tab = b.find(b"\t")
        return str(memoryview(b)[tab + 1:end], "utf-8")

    def get(self, i, lang):
        """Text ``i`` in ``lang`` (0 English, 1 Polish). The line is read
        into a buffer kept for it and only the text asked for is made a
        string: a menu of 40 buildings' names reads 40 lines in one press."""
        f = self._file()
        starts = self._starts
        if not 0 <= i < len(starts) - 1:
            raise IndexError("%s has no text %r" % (self.name, i))
        n = starts[i + 1] - starts[i]
        if n > _LINE_MAX:
            s = self.line(i)
            tab = s.find("\t")
            return s[tab + 1:] if lang else s[:tab]
        b = _line
        f.seek(starts[i])
        f.readinto(b)       # the line, and whatever follows it in the file
        end = b.find(b"\n", 0, n)
        if end < 0:
            end = n
        if end and b[end - 1] == 13:    # a line ending in \r\n
            end -= 1
        tab = b.find(b"\t", 0, end)            # after the key
        tab2 = b.find(b"\t", tab + 1, end)     # between the languages
        if lang:
            return str(memoryview(b)[tab2 + 1:end], "utf-8")
        return str(memoryview(b)[tab + 1:tab2], "utf-8")

    def pair(self, i):
        """Text ``i`` as an (English, Polish) pair."""
        s = self.line(i)
        tab = s.find("\t")
        return (s[:tab], s[tab + 1:])

    def key(self, i):
        """The key of text ``i`` (for tests and tools)."""
        f = self._file()
        f.seek(self._starts[i])
        b = f.read(self._starts[i + 1] - self._starts[i])
        return str(b[:b.find(b"\t")], "utf-8")


def _index(f):
    """Offsets of the text lines of the open file ``f``, and its length:
    read through a small buffer, so indexing allocates almost nothing."""
    starts = array("H")
    buf = bytearray(_BUF)
    pos = 0             # file offset of buf[0]
    first = True        # the next byte is the first of a line
    while True:
        n = f.readinto(buf)
        if not n:
            break
        i = 0
        while i < n:
            if first:
                c = buf[i]
                if c != 35 and c != 10 and c != 13:     # not "#", not empty
                    starts.append(pos + i)
                first = False
            j = buf.find(b"\n", i, n)
            if j < 0:
                break
            i = j + 1
            first = True
        pos += n
    starts.append(pos)
    return starts


_packs = {}          # name -> Pack, open
_current = [None]   # the name of the game's pack the screens resolve ids in


def _root():
    # This file is core/texts.py on the device's root: packs are found
    # relative to it, on the Pico, in the simulator and in the tests.
    here = __file__
    cut = here.rfind("/core/")
    return here[:cut + 1] if cut >= 0 else ""


def pack(name):
    """The pack ``name`` ("burgundy" is games/burgundy/texts.lang, "ui/x" is
    ui/x.lang), opened and indexed on first use."""
    p = _packs.get(name)
    if p is None:
        path = name if "/" in name else "games/" + name + "/texts"
        p = _packs[name] = Pack(name, _root() + path + ".lang")
    return p


def get(name, i, lang):
    """Text ``i`` of pack ``name`` in ``lang``."""
    return pack(name).get(i, lang)


def pair(name, i):
    return pack(name).pair(i)


def use(name):
    """Make ``name`` the game pack that ``text`` reads (the game just
    loaded); other games' packs are closed."""
    _current[0] = name
    for other in list(_packs):
        if other != name and "/" not in other:
            _packs.pop(other).close()


def text(i, lang):
    """Text ``i`` of the game's pack (see ``use``) in ``lang``."""
    return pack(_current[0]).get(i, lang)


def message(name, msg):
    """A game's refusal as core.session.Reject carries it: a text id of
    pack ``name`` becomes its (English, Polish) pair, and ``(id, args...)``
    the pair with the arguments put in; strings and pairs stay as they are."""
    if type(msg) is int:
        return pair(name, msg)
    if type(msg) is tuple and msg and type(msg[0]) is int:
        en, pl = pair(name, msg[0])
        args = msg[1:]
        return (en % args, pl % args)
    return msg


def close():
    """Close the packs' files (their indexes stay): on the Pico an open
    file holds a 1 KB LittleFS buffer, so the screens close them after
    each frame (ui.screen.App.render) and reopen them when next needed."""
    for p in _packs.values():
        p.close()
