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
    session.draft = True


def drop(storage, session, _answers=None):
    """The form is done or given up: its draft goes."""
    if session.draft:
        storage.discard(session.journal.folder + LEAF)
        session.draft = False


def load(storage, session, _answers=None):
    """The draft of a form left open in this state of the game, or None
    (none, damaged, or stale: then it goes)."""
    try:
        d = json.loads(storage.read_all(session.journal.folder + LEAF))
    except (OSError, ValueError):
        return None
    session.draft = True
    if not isinstance(d, dict) or d.get("n") != session.state["n"]:
        drop(storage, session)
        return None
    return d
