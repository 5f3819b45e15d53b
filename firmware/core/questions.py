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


def preview(game, state, aid, player, answers, key, value):
    """The points the event would score with ``value`` for the last row
    ``key``, as "Ania: 12 → 17, ...", or None where it cannot be worked out."""
    try:
        event = make(game, state, aid, player, answer(answers, key, value))
        pts = game.points(state, event)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    parts = []
    for p, d in sorted(pts.items()):
        before = state["scores"][p]
        parts.append("%s: %d → %d" % (state["players"][p]["name"], before, before + d))
    return ", ".join(parts)


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
