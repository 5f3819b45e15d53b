"""The table's records: per game, its plays and best score ever, and per
player their plays, wins, best and average score and last play; per pair
of players their head-to-head. Worked out from the finished games'
summaries (the archive) and the tallies of the plays the storage budget
has pruned, never by reading a play's journal.

The tallies
    ``games/records``, a checked blob (core.blob) of canonical JSON::

        {"gone": [[first, last], ...], "g": {key: game}}

    ``gone``: the numbers of the pruned finished games, as ranges; ``g``:
    what they added up to (the shape ``add`` builds, below). Only the
    budget's pruning writes it (``prune``, called by the archive before a
    finished game's folder goes): the game's summary is folded in and its
    number added to ``gone``, written as a new copy that is then renamed
    over the old one. A summary still on the flash whose number is in
    ``gone`` is the leftover of a pruning the power cut short (the tallies
    were written, the folder not yet deleted): it is counted once, from
    the tallies, and pruning it again adds nothing.

So the records are always what Finished games and the pruned history
imply: a play counts once its summary is written (the archive's commit
point), an ending undone takes its part back with the summary, and no
write while a play is filed can leave the two out of step. An abandoned
play (``unfinished``) and one without a ranking count nowhere.

A tallies file that is damaged or of a shape this firmware does not know
is set aside (``games/records.bad``) and the records start again from the
plays on the flash; ``table`` says so (its ``lost`` flag).

A game's key is its id, with ``~low`` for plays where the lowest score
wins (the generic mode's option): a best score means the other thing
there. A game's record::

    {"n": plays,
     "best": [score, name, play number] or null,
     "p": {name: [plays, wins, best, sum of scores, last play number]},
     "h": {name: {other name: [both played, name ahead, other ahead]}}}

with ``name`` < ``other name`` in ``h``; shared wins are wins, a shared
place is neither ahead. The best score ever goes to the earliest play
that made it, so the order in which plays are folded does not matter.

Imported only where records are shown or the budget prunes, and dropped
again (core.mem) after.
"""

import json

from core import canon
from core.blob import JournalError, pack_blob, unpack_blob

FILE = "games/records"
MAGIC = b"TCR"
LOW = "~low"


def empty():
    return {"gone": [], "g": {}}


# -- folding a play in -------------------------------------------------------

def key_of(summary):
    """The tallies' key of a play's game."""
    if summary.get("highest_wins", True) is False:
        return summary["game"] + LOW
    return summary["game"]


def counts(summary):
    """Whether a play counts: finished, with a ranking of whole numbers."""
    rs = summary.get("results")
    if summary.get("unfinished") or not isinstance(rs, list) or not rs:
        return False
    if not isinstance(summary.get("game"), str):
        return False
    for r in rs:
        if not (isinstance(r, dict) and isinstance(r.get("name"), str)
                and type(r.get("total")) is int and type(r.get("rank")) is int):
            return False
    return True


def _better(a, b, low):
    return a < b if low else a > b


def add(t, summary, number):
    """Fold finished play ``number`` (its summary) into tallies ``t``."""
    if not counts(summary):
        return
    key = key_of(summary)
    low = key.endswith(LOW)
    g = t["g"].get(key)
    if g is None:
        g = t["g"][key] = {"n": 0, "best": None, "p": {}, "h": {}}
    g["n"] += 1
    rs = summary["results"]
    best = g["best"]
    for r in rs:
        name = r["name"]
        total = r["total"]
        p = g["p"].get(name)
        if p is None:
            p = g["p"][name] = [0, 0, total, 0, number]
        p[0] += 1
        if r["rank"] == 1:
            p[1] += 1
        if _better(total, p[2], low):
            p[2] = total
        p[3] += total
        if number > p[4]:
            p[4] = number
        if best is None or _better(total, best[0], low) or (
                total == best[0] and number < best[2]):
            best = [total, name, number]
    g["best"] = best
    h = g["h"]
    for i in range(len(rs)):
        for j in range(len(rs)):
            a, b = rs[i], rs[j]
            if a["name"] >= b["name"]:
                continue
            row = h.get(a["name"])
            if row is None:
                row = h[a["name"]] = {}
            pair = row.get(b["name"])
            if pair is None:
                pair = row[b["name"]] = [0, 0, 0]
            pair[0] += 1
            if a["rank"] < b["rank"]:
                pair[1] += 1
            elif b["rank"] < a["rank"]:
                pair[2] += 1


# -- the pruned plays' numbers -------------------------------------------------

def is_gone(t, number):
    return any(a <= number <= b for a, b in t["gone"])


def _mark_gone(t, number):
    """Add ``number`` to the ranges, merging neighbours."""
    rs = t["gone"]
    rs.append([number, number])
    rs.sort()
    out = []
    for r in rs:
        if out and r[0] <= out[-1][1] + 1:
            if r[1] > out[-1][1]:
                out[-1][1] = r[1]
        else:
            out.append(r)
    t["gone"] = out


# -- the file ----------------------------------------------------------------

def _ints(v, n):
    return isinstance(v, list) and len(v) == n and all(type(x) is int for x in v)


def valid(t):
    """Whether ``t`` has the tallies' shape, every field of its type (the
    keys of JSON objects are strings already)."""
    try:
        for r in t["gone"]:
            if not _ints(r, 2) or r[0] > r[1]:
                return False
        for g in t["g"].values():
            best = g["best"]
            if type(g["n"]) is not int or best is not None and not (
                    len(best) == 3 and type(best[0]) is int and isinstance(best[1], str)
                    and type(best[2]) is int):
                return False
            for p in g["p"].values():
                if not _ints(p, 5):
                    return False
            for row in g["h"].values():
                for pair in row.values():
                    if not _ints(pair, 3):
                        return False
    except (KeyError, TypeError, AttributeError, IndexError):
        return False    # not a dict or list where one belongs
    return True


def load(storage):
    """(tallies, lost): the pruned plays' tallies from the flash; ``lost``
    when the file was damaged and has been set aside (the records then
    start again from the plays on the flash)."""
    try:
        data = storage.read_all(FILE)
    except OSError:
        return empty(), False       # nothing pruned yet
    try:
        t = json.loads(unpack_blob(data, MAGIC, "records"))
    except (JournalError, ValueError):
        t = None
    data = None
    if valid(t):
        return t, False
    # Damaged (or a format this firmware does not know): kept aside for
    # a look, never read again; the next pruning writes a new file.
    storage.rename(FILE, FILE + ".bad")
    return empty(), True


def save(storage, t):
    """The tallies as a new copy, renamed over the old one."""
    storage.replace(FILE, pack_blob(MAGIC, canon.dumps(t).encode()))


def prune(archive, number):
    """Before finished game ``number``'s folder is deleted by the budget:
    its play folded into the tallies on the flash, once (a second call,
    after a power cut, adds nothing). A damaged summary adds nothing."""
    storage = archive.storage
    t, _lost = load(storage)
    if is_gone(t, number):
        return
    try:
        add(t, archive.summary(number), number)
    except JournalError:
        pass                        # unreadable: it counted nowhere either
    _mark_gone(t, number)
    save(storage, t)


# -- the records ---------------------------------------------------------------

def table(archive):
    """(tallies, lost): the records of every finished play, the pruned
    ones' tallies and the summaries on the flash folded together."""
    t, lost = load(archive.storage)
    for number in archive.finished():
        if is_gone(t, number):
            continue                # counted in the tallies already
        try:
            s = archive.summary(number)
        except JournalError:
            continue                # as Finished games leaves it out
        add(t, s, number)
    return t, lost
