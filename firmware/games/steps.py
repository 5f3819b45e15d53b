"""Steps whose code is loaded only while a game is at them.

A big game keeps each step's entry and the code only it uses in a module
of its own (games/<game>/<step>.py, ``STEP``). Named in the game's STEPS
as a ``Step``, that module is imported when the entry is first read, and
``games.settle`` drops it again once the game is at another step (as the
play screen is drawn): the heap holds the code of the step the game is
at, not of every step. The game's HANDLERS and ACTIONS (games.kit.merged)
then hold no step's functions: they look them up in the step's module
when they are called (``Step.later``).

Imported by the games that use it, not by the others.
"""

import sys


class Step:
    """A step's entry kept in its own module (``games/<game>/<step>.py``,
    its ``STEP`` or the ``name`` given), read like the entry itself (get,
    [], in): the module is imported when the entry is first read, and
    ``games.settle`` lets it go once the game is at another step."""

    def __init__(self, module, name="STEP"):
        self.module = "games." + module
        self.name = name        # the entry's name there (two steps may share a module)
        self._entry = None      # the entry while its module is loaded
        self._events = None     # the (check, apply) pair of its events
        self._own = None        # own()'s tables, until both are read

    def entry(self):
        e = self._entry
        if e is None:
            m = sys.modules.get(self.module)
            if m is None:
                m = __import__(self.module, None, None, (self.name,))
            e = self._entry = getattr(m, self.name)
        return e

    def forget(self):
        """Let go of the entry (and so of its module's code): games.settle."""
        self._entry = None

    def own(self, table):
        """The step's own ``table`` entries ("events" or "helpers") as
        games.kit.merged keeps them, [(id, later(...))]. The game's import
        reads every step's: each module is read for both tables at once
        and goes again, collected before the next one loads, so that the
        import holds one step's code at a time, not every step's."""
        t = self._own
        if t is None:
            e = self.entry()
            t = ([], [])
            for i, name in ((0, "events"), (1, "helpers")):
                mine = e.get(name)
                if mine:
                    for k in mine:
                        t[i].append((k, self.later(name, k, mine[k])))
            e = mine = None
            self.forget()
            from core import mem
            mem.drop(self.module)
            mem.collect()
            self._own = t
        if table == "helpers":
            self._own = None        # read last (HANDLERS, then ACTIONS)
            return t[1]
        return t[0]

    def later(self, table, key, value):
        """What games.kit.merged keeps for this step's ``table`` entry
        ``key`` (``value``): an event's (check, apply) pair, the same for
        every event of the step, or a helper read from the module."""
        if table == "events":
            pair = self._events
            if pair is None:
                pair = self._events = _events(self)
            return pair
        return _Helper(self, key, value["name"])

    def holds(self, pair):
        """Whether ``pair`` is this step's events' (check, apply) pair in
        the game's HANDLERS: which step owns an event, its module left
        where it is (games.step_of)."""
        return pair is self._events

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
    ("name", "questions", "make"...) from that module when read; its
    name is kept here, so that a menu naming it loads no step."""

    def __init__(self, step, aid, name):
        self.step = step
        self.aid = aid
        self.name = name

    def _spec(self):
        return self.step.entry()["helpers"][self.aid]

    def __getitem__(self, key):
        if key == "name":
            return self.name
        return self._spec()[key]

    def get(self, key, default=None):
        return self._spec().get(key, default)

    def __contains__(self, key):
        return key in self._spec()
