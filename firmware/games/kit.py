"""What every game module uses the same way, written once: the players'
names, a game's texts, the shape check of an event, event builders for
a helper's answers, the breakdown's names, and the merging of the steps'
own events and helpers into the game's tables (see games/__init__.py,
"Steps").

Loaded with the first game and kept (games.load leaves it): a few
hundred bytes, against a copy of each in every game.
"""

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


def merged(steps, name, shared=None):
    """One table of the steps' own ``name`` entries ("events" or
    "helpers") and the ``shared`` ones: what the engine looks up by id
    (HANDLERS, ACTIONS) whatever step the game is at. An id declared
    twice is a mistake in the game: ValueError names it. A step given as
    a ``games.steps.Step`` is read through ``Step.own`` (its module
    imported and let go again) and its events and helpers are looked up
    in its module when used (``Step.later``)."""
    out = dict(shared) if shared else {}
    for step in steps:
        entry = steps[step]
        lazy = getattr(entry, "own", None)
        if lazy is not None:
            own = lazy(name)
        else:
            mine = entry.get(name) or {}
            own = [(k, mine[k]) for k in mine]
        for k, v in own:
            if k in out:
                raise ValueError("%s %r declared twice" % (name, k))
            out[k] = v
    return out
