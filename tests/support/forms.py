"""A helper's form filled in from the answers a test names, in the form's
own shape (core.questions): a dict in the new form, a list in the old."""

from core import questions


def fill(game, state, aid, player, given, lang=0):
    """The answers of ``aid``'s form from ``given`` ({key: value}) in the
    form's own shape: how the tests fill a form in. The new form follows
    its rows as the screens would, a row not given taking its default;
    the old form's list has one answer per row asked first (None where
    not given: a row that only narrows a menu)."""
    answers = questions.start(game, aid)
    if type(answers) is list:
        return [given.get(q[0]) for q in questions.rows(game, state, aid, player, answers, lang)]
    while True:
        row = questions.next_row(game, state, aid, player, answers, lang)
        if row is None:
            return answers
        answers = questions.answer(answers, row[0], given.get(row[0], row[4]))
