"""The draft of a form being filled in: the answers given so far to a
helper's questions, saved after each answer in the game's folder
(``draft``, one whole-file replace) with the number of events the game
had then. The next boot reopens the form where it was (ui.actions), unless
the game has moved on since: the form's event was applied, or undone.
So a power-off, the Badger's idle one or a battery pulled, loses at most
the answer being entered.

Called through ``core.store.Store.draft``, which imports this module for
the call only.
"""

import json

from core import canon

LEAF = "/draft"


def save(storage, session, answers):
    """Keep ``answers`` (a small dict: which form, the answers so far)."""
    d = dict(answers)
    d["n"] = session.state["n"]
    storage.replace(session.journal.folder + LEAF, (canon.dumps(d).encode(),))
    session.draft = d


def follow(storage, session, answers):
    """The draft of the question an event's rules ask next (Burgundy's
    "completed a region?"), written before that event reaches the flash
    (core.store): it carries the form's draft before the event, which a
    boot that finds the event lost reads instead (``load``)."""
    prev = session.draft
    d = dict(answers)
    d["n"] = session.state["n"]
    if isinstance(prev, dict):
        d["prev"] = prev
    storage.replace(session.journal.folder + LEAF, (canon.dumps(d).encode(),))
    session.draft = d


def drop(storage, session, _answers=None):
    """The form is done or given up: its draft goes."""
    if session.draft:
        storage.discard(session.journal.folder + LEAF)
        session.draft = False


def load(storage, session, _answers=None):
    """The draft of a form left open in this state of the game, or None
    (none, or stale: then it goes). ValueError when it is damaged or of
    a shape this firmware does not write (core.store sets it aside)."""
    try:
        raw = storage.read_all(session.journal.folder + LEAF)
    except OSError:
        return None
    d = json.loads(raw)         # ValueError when damaged
    session.draft = True
    if not isinstance(d, dict) or type(d.get("n")) is not int:
        raise ValueError("draft")
    if d["n"] != session.state["n"]:
        prev = d.get("prev")
        if isinstance(prev, dict) and prev.get("n") == session.state["n"]:
            d = prev    # the event that asked the next question was lost
        else:
            drop(storage, session)  # the game has moved on since: stale
            return None
    if not _checked(d, session.player_count()):
        raise ValueError("draft")
    session.draft = d
    return d


def _checked(d, players):
    """Every value where the form's code expects it and of its type: a
    value of the wrong type would fail in the middle of a press."""
    kind = d.get("f")
    v = d.get("v")
    if type(v) is list:     # a roll's dice; an older firmware's answers (ui.actions drops them)
        ok = all(type(x) is int for x in v)
    else:
        ok = type(v) is dict and all(type(k) is str and type(v[k]) is int for k in v)
    if kind == "d":
        return ok and type(v) is list
    p = d.get("p")
    return ok and kind == "a" and type(d.get("a")) is str \
        and (p is None or (type(p) is int and 0 <= p < players))
