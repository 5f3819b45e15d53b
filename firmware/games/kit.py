"""What every game module uses the same way, written once: the players'
names, a game's texts, the shape check of an event, event builders for
a helper's answers, the breakdown's names, and the merging of the steps'
own events and helpers into the game's tables (see games/__init__.py,
"Steps").

Loaded with the first game and kept (games.load leaves it): a few
hundred bytes, against a copy of each in every game.
"""

import sys

from micropython import const

from core import texts

# Text ids of games/kit.lang, written by `make texts`.
_T_NOT_ACTION = const(0)
_T_NO_PLAYER_D = const(1)
# End of text ids.

_PACK = "games/kit"     # a path: kept open across games (core.texts.use)


def text(game, i, lang, *args):
    """Text ``i`` of the pack of ``game`` in ``lang`` (0 English, 1
    Polish), with ``args`` put in when given."""
    s = texts.get(game, i, lang)
    return s % args if args else s


def refusal(game, i, *args):
    """A refusal in both languages: text ``i`` of the pack of ``game``
    with ``args`` put in; the screen shows the one it speaks."""
    return texts.message(game, (i,) + args)


def name(state, p):
    """Player ``p``'s name."""
    return state["players"][p]["name"]


def names(state, players, sep=", "):
    """The names of ``players`` (seats), joined."""
    return sep.join([state["players"][p]["name"] for p in players])


def who(names, p):
    """Seat ``p`` in a history line: its name from ``names`` (the players'
    names by seat, as ``describe`` is given them), or "#1" for seat 0 when
    the caller has none."""
    return names[p] if names else "#%d" % (p + 1)


def is_int(v):
    """A whole number: bool is not one here (nor in MicroPython's sense)."""
    return type(v) is int


def index(table, item):
    """Where ``item`` stands in ``table`` (a tuple or list), or -1."""
    for i in range(len(table)):
        if table[i] == item:
            return i
    return -1


def shape(state, ev, fields):
    """None when ``ev`` has one field after its kind per letter of
    ``fields`` (p a seat, i a whole number, s a text, l a list, o
    anything), else the refusal: a malformed event is not a table's slip,
    so one plain message serves every game."""
    if len(ev) != len(fields) + 1:
        return texts.message(_PACK, _T_NOT_ACTION)
    for i in range(len(fields)):
        f = fields[i]
        v = ev[i + 1]
        if (f == "p" or f == "i") and type(v) is not int \
                or f == "s" and type(v) is not str or f == "l" and type(v) is not list:
            return texts.message(_PACK, _T_NOT_ACTION)
        if f == "p" and (v < 0 or v >= len(state["players"])):
            return texts.message(_PACK, (_T_NO_PLAYER_D, v))
    return None


def event(kind, keys=(), player=True, tail=()):
    """A helper's ``make`` that records ``[kind, (player,) answers[key]
    for each key, tail...]``: the common case, where an event is its
    answers in order."""
    def make(state, p, answers):
        ev = [kind, p] if player else [kind]
        for k in keys:
            ev.append(answers[k])
        return ev + list(tail)
    return make


def label(game, table, key, lang):
    """The name of breakdown part ``key`` in ``table`` (``BREAKDOWN`` of a
    game: ((key, text id), ...); a key ending in "_" names every part that
    starts with it, and the rest of the part's key follows the name), or
    ``key`` itself."""
    for k, i in table:
        if k == key:
            return texts.get(game, i, lang)
        if k[-1] == "_" and key.startswith(k):
            return texts.get(game, i, lang) + key[len(k):]
    return key


class Step:
    """A step's entry kept in its own module (``games/<game>_<step>.py``,
    its ``STEP``), read like the entry itself: the module is imported when
    the entry is first read, and ``games.settle`` drops it again once the
    game is at another step. A game whose steps are these keeps only the
    code of the step it is at on the heap, not every step's."""

    def __init__(self, module):
        self.module = "games." + module

    def entry(self):
        m = sys.modules.get(self.module)
        if m is None:
            m = __import__(self.module, None, None, ("STEP",))
        return m.STEP

    def get(self, key, default=None):
        return self.entry().get(key, default)

    def __getitem__(self, key):
        return self.entry()[key]

    def __contains__(self, key):
        return key in self.entry()

    def __iter__(self):
        return iter(self.entry())

    def keys(self):
        return self.entry().keys()

    def items(self):
        return self.entry().items()


def _events(step):
    """(check, apply) for every event of ``step``'s module, looked up there
    at each call by the event's kind: one pair a step, and the table that
    names every step's events keeps no step's code loaded."""
    def check(state, event):
        return step.entry()["events"][event[0]][0](state, event)

    def apply(state, event):
        return step.entry()["events"][event[0]][1](state, event)
    return (check, apply)


class _Helper:
    """A helper of ``step``'s module, read like the helper's dict
    ("name", "questions", "make"...) from that module when read."""

    def __init__(self, step, aid):
        self.step = step
        self.aid = aid

    def _spec(self):
        return self.step.entry()["helpers"][self.aid]

    def __getitem__(self, key):
        return self._spec()[key]

    def get(self, key, default=None):
        return self._spec().get(key, default)

    def __contains__(self, key):
        return key in self._spec()


def merged(steps, name, shared=None):
    """One table of the steps' own ``name`` entries ("events" or
    "helpers") and the ``shared`` ones: what the engine looks up by id
    (HANDLERS, ACTIONS) whatever step the game is at. An id declared
    twice is a mistake in the game: ValueError names it. A step given as
    a ``Step`` is read here (its module imported, then left to
    ``games.settle``) and its events and helpers are looked up in its
    module when used."""
    out = dict(shared) if shared else {}
    for step in steps:
        entry = steps[step]
        own = entry.get(name)
        if not own:
            continue
        lazy = isinstance(entry, Step)
        pair = _events(entry) if lazy and name == "events" else None
        for k in own:
            if k in out:
                raise ValueError("%s %r declared twice" % (name, k))
            if not lazy:
                out[k] = own[k]
            else:
                out[k] = pair if pair else _Helper(entry, k)
    return out
