"""The questions of a game's helper, interpreted in one place: which row
to ask next, whether the form is complete, the event the answers make,
and the points it would score (the preview). The screens (ui.actions) only
draw the row this gives; the tests fill forms in through it too
(``fill``).

A helper's form (games/__init__.py, "One question form"): "questions", a
tuple of rows ``(key, text, lo, hi, default[, labels])`` or a function
``(state, player, answers, lang) -> rows`` read again after each answer;
the answers a dict ``{key: value}``; ``make(state, player, answers)``.

While games move over, the old form is accepted too: "ask" (rows, or a
function ``(state, values) -> rows``) and the module's optional
``ask_rows(state, action, player, values, lang)``, with the answers a
list in the order of the questions. A helper with "questions" is the new
form; any other the old one.
"""


def new_form(spec):
    """The helper ``spec`` asks its questions in the new form (dict answers)."""
    return "questions" in spec


def start(game, aid):
    """The answers of a form not answered yet: {} or [] by its form."""
    return {} if new_form(game.ACTIONS[aid]) else []


def fits(game, aid, answers):
    """``answers`` have the shape of ``aid``'s form (a draft saved by
    another firmware, or for a helper since converted, may not)."""
    spec = game.ACTIONS.get(aid)
    if spec is None:
        return False
    return type(answers) is (dict if new_form(spec) else list)


def rows(game, state, aid, player, answers, lang):
    """The helper's question rows now, for ``player`` after ``answers``."""
    spec = game.ACTIONS[aid]
    q = spec.get("questions")
    if q is not None:
        return q(state, player, answers, lang) if callable(q) else q
    f = getattr(game, "ask_rows", None)     # the old form's rows for this player
    if f is not None:
        return f(state, aid, player, answers, lang)
    q = spec.get("ask", ())
    return q(state, answers) if callable(q) else q


def next_row(game, state, aid, player, answers, lang):
    """The row to ask next, ``(key, text, lo, hi, default, labels,
    last)``: labels resolved (a list, or None for a plain number), last
    True where answering it completes the form (the preview's row); or
    None when the form is complete."""
    qs = rows(game, state, aid, player, answers, lang)
    if type(answers) is dict:
        row = None
        left = 0
        for q in qs:
            if q[0] not in answers:
                left += 1
                if row is None:
                    row = q
        if row is None:
            return None
        last = left == 1
    else:
        n = len(answers)
        if n >= len(qs):
            return None
        row = qs[n]
        last = n + 1 == len(qs)
    labels = row[5] if len(row) > 5 else None
    if callable(labels):    # labels that depend on the game: None = not offered
        labels = labels(state, player, answers)
    return (row[0], row[1], row[2], row[3], row[4], labels, last)


def answer(answers, key, value):
    """The answers with ``value`` given for row ``key``: a new dict, or a
    new list (the old form's, in question order)."""
    if type(answers) is dict:
        out = dict(answers)
        out[key] = value
        return out
    return answers + [value]


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
    """The answers of ``aid``'s form from ``given`` ({key: value}) in the
    form's own shape: how the tests fill a form in. The new form follows
    its rows as the screens would, a row not given taking its default;
    the old form's list has one answer per row asked first (None where
    not given: a row that only narrows a menu)."""
    answers = start(game, aid)
    if type(answers) is list:
        return [given.get(q[0]) for q in rows(game, state, aid, player, answers, lang)]
    while True:
        row = next_row(game, state, aid, player, answers, lang)
        if row is None:
            return answers
        answers = answer(answers, row[0], given.get(row[0], row[4]))
