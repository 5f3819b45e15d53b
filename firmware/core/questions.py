"""The questions of a game's helper, interpreted in one place: which row
to ask next, whether the form is complete, the event the answers make,
and the points it would score (the preview). The screens (ui.actions) only
draw the row this gives; the tests fill forms in through it too
(``fill``).

A helper's form (games/__init__.py, "One question form"): "questions", a
tuple of rows ``(key, text, lo, hi, default[, labels])`` or a function
``(state, player, answers, lang) -> rows`` read again after each answer;
the answers a dict ``{key: value}``, on the screens and in the tests;
``make(state, player, answers)``. The next row is the first whose key has
no answer yet, so a row that only some answers lead to simply appears.
"""


def fits(game, aid, answers):
    """``answers`` can continue ``aid``'s form: a draft saved by an older
    firmware (answers in a list) or for a helper the game no longer has
    cannot, and is dropped."""
    return aid in game.ACTIONS and type(answers) is dict


def rows(game, state, aid, player, answers, lang):
    """The helper's question rows now, for ``player`` after ``answers``."""
    q = game.ACTIONS[aid]["questions"]
    return q(state, player, answers, lang) if callable(q) else q


def next_row(game, state, aid, player, answers, lang):
    """The row to ask next, ``(key, text, lo, hi, default, labels,
    last)``: labels resolved (a list, or None for a plain number), last
    True where answering it completes the form (the preview's row); or
    None when the form is complete."""
    row = None
    left = 0
    for q in rows(game, state, aid, player, answers, lang):
        if q[0] not in answers:
            left += 1
            if row is None:
                row = q
    if row is None:
        return None
    labels = row[5] if len(row) > 5 else None
    if callable(labels):    # labels that depend on the game: None = not offered
        labels = labels(state, player, answers)
    return (row[0], row[1], row[2], row[3], row[4], labels, left == 1)


def answer(answers, key, value):
    """The answers with ``value`` given for row ``key`` (a new dict: the
    screens keep the answers before it for the way back)."""
    out = dict(answers)
    out[key] = value
    return out


def make(game, state, aid, player, answers):
    """The helper's event for the complete ``answers`` (or what its make
    returns instead: None, a helper id, "menu")."""
    return game.ACTIONS[aid]["make"](state, player, answers)


def preview(game, state, aid, player, answers, key, value, last=True):
    """The points the event would score with ``value`` for row ``key``, as
    "Ania: 12 → 17, ...", or None where it cannot be worked out. Only the
    last row's value completes a form; a final count's helper
    ("projected") previews at every row, the rows after it at their
    defaults, and its line is the player's projected final total (see
    ``projected``)."""
    answers = answer(answers, key, value)
    if not last:
        if not game.ACTIONS[aid].get("projected"):
            return None
        answers = fill(game, state, aid, player, answers)
    try:
        event = make(game, state, aid, player, answers)
        if type(event) is list and event and event[0] == "fin":
            return projected(game, state, event)
        pts = game.points(state, event)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    parts = []
    for p, d in sorted(pts.items()):
        before = state["scores"][p]
        parts.append("%s: %d → %d" % (state["players"][p]["name"], before, before + d))
    return ", ".join(parts)


def projected(game, state, event):
    """A final count's line: the player's final total as the ranking would
    give it if the game ended now (the game's ``final_total``, the count's
    unknowns at what was entered, else 0, as the standings take them),
    before this count and with it, "Ania: 161 → 168". A count scores
    nothing on the track, so the track's "12 → 17" would say nothing; this
    is the number the table is counting towards.

    The count's event (["fin", p, ...]) is applied for the working out and
    its player's answers put back after (every game keeps them at
    state["g"]["fin"][p]). The total before it is kept while the state
    stays as it is: an entry draws its line at every press. None where the
    game cannot work the total out (a building's VP not read yet) or has no
    ``final_total``."""
    fin = state["g"]["fin"]
    p = event[1]
    key = (state["n"], p)
    kept = fin[p]
    try:
        if _before[0] != key:
            _before[0], _before[1] = None, game.final_total(state, p)
            _before[0] = key
        was = _before[1]
        game.HANDLERS["fin"][1](state, event)
        now = game.final_total(state, p)
    except Exception:  # noqa: BLE001 - a preview never stops an entry
        return None
    finally:
        fin[p] = kept
    return "%s: %d → %d" % (state["players"][p]["name"], was, now)


# (state's event count, seat) -> that seat's total before its count (RAM only)
_before = [None, 0]


def fill(game, state, aid, player, given, lang=0):
    """The answers of ``aid``'s form from ``given`` ({key: value}),
    following its rows as the screens would, a row not given taking its
    default: how the tests fill a form in."""
    answers = {}
    while True:
        row = next_row(game, state, aid, player, answers, lang)
        if row is None:
            return answers
        answers = answer(answers, row[0], given.get(row[0], row[4]))
