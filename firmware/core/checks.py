"""What the boot reads, checked before use, for core.store: the settings'
values, and the game in progress opened, or set aside when it cannot be
opened or replayed (damaged, a newer firmware's), or removed when a power
cut interrupted its creation; and moving a file aside (core.aside).

Imported by core.store for one call (it imports nothing of core.store: no
import circle) and dropped again: none of this is on the heap during the
presses of an evening, nor during the replay of the game at boot.
"""


def set_aside(store, name, newer=False):
    """Move ``name`` into the damaged folder, noted in ``store.aside``."""
    from core import aside
    leaf = aside.put(store.storage, name)
    store.aside.append(("aside_newer" if newer else "aside_damaged", leaf or name))


def settings(store, data, name):
    """``data`` (the settings file ``name``) less every value of the
    wrong type; the file set aside when there was one."""
    bad = False
    for k in list(data):
        v = data[k]
        if k == "lang":
            ok = v in (0, 1) and type(v) is int
        elif k == "refresh_every":
            ok = type(v) is int and 1 <= v <= 100
        elif k == "kept":
            ok = isinstance(v, dict)
            for g in v if ok else ():
                ok = ok and isinstance(v[g], dict)
        else:
            ok = True   # another firmware's: not read here
        if not ok:
            del data[k]
            bad = True
    if bad:
        set_aside(store, name)
    return data


def open_game(store):
    """(journal or None, notes) of the game in progress, recovered. A game
    that cannot be opened goes to the damaged folder, named in
    ``store.aside``; the empty game of a creation a power cut interrupted
    is removed; notes say what recovery kept. (Its replay is core.store's,
    once this module has left the heap again.)"""
    from core.blob import JournalError, NewerFormat
    notes = []
    journal = None
    try:
        archive = store._archive()
        try:
            journal = archive.resume()
        except JournalError as e:
            archive.set_aside(archive.current(), isinstance(e, NewerFormat))
        if journal is not None:
            # a new game's press cut before the oldest kept game was shelved
            archive.limit_open()
        if journal is not None and journal.length == 0:
            journal.close()
            if journal.dropped_records <= 1:
                # no event, or the first one torn: the new game's press
                archive.drop_empty(archive.current())
                notes = ["recovered", "last_lost"]
            else:           # every event damaged: kept for us to see
                archive.set_aside(archive.current())
            journal = None
    finally:
        store._done(keep_recovery=journal is not None)
    if journal is None:
        return None, notes
    if journal.dropped_records == 1 and not journal.header_damaged:
        notes = ["recovered", "last_lost"]
    elif journal.dropped_records:
        # More than the last press: not a power cut (a press is one
        # record), so not said to be one; how much was kept.
        notes = [("kept_n", journal.length)]
    return journal, notes


def game_aside(store):
    """The game in progress, whose events check out but do not replay
    (another firmware's), to the damaged folder."""
    try:
        archive = store._archive()
        archive.set_aside(archive.current())
    finally:
        store._done()
