"""The question interpreter (core.questions) and games.step_fn, the
accessor of a step's entry."""

import games
from core import questions


class Game:
    """A game module's stand-in: what the interpreter and the accessor read."""
    GAME = "test"


def _names(state, player, answers):
    # the second value is not offered to seat 1
    return ["one", None if player == 1 else "two", "three"]


def _new_rows(state, player, answers, lang):
    rows = [("n", ("How many?", "Ile?"), 0, 9, 2)]
    if answers.get("n"):        # a row only some answers lead to
        rows.append(("kind", "Kind", 1, 3, 1, _names))
    return rows


def _new_game():
    g = Game()
    g.ACTIONS = {
        "new": {"name": "New", "who": "active", "questions": _new_rows,
                "make": lambda state, p, a: ["x", p, a["n"], a.get("kind", 0)]},
        "fixed": {"name": "Fixed", "who": "none", "questions": (("a", "A", 1, 6, 3),),
                  "make": lambda state, p, a: ["y", a["a"]]},
    }
    g.STEPS = {"turn": {"allow": ("x",), "menu": ("new", "fixed"),
                        "likely": lambda state: "new", "prompt": "Go",
                        "enter": lambda state: state.append("in")}}
    g.points = lambda state, ev: {0: ev[2]} if ev[0] == "x" else {}
    return g


STATE = {"scores": [10, 4], "players": [{"name": "Ania"}, {"name": "Bartek"}]}


def test_the_new_form_asks_row_by_row_with_dict_answers():
    g = _new_game()
    a = {}
    row = questions.next_row(g, STATE, "new", 0, a, 0)
    assert row == ("n", ("How many?", "Ile?"), 0, 9, 2, None, True)
    a = questions.answer(a, "n", 4)
    assert a == {"n": 4}
    row = questions.next_row(g, STATE, "new", 1, a, 0)
    assert row[0] == "kind" and row[5] == ["one", None, "three"] and row[6]
    a = questions.answer(a, "kind", 3)
    assert questions.next_row(g, STATE, "new", 1, a, 0) is None
    assert questions.make(g, STATE, "new", 1, a) == ["x", 1, 4, 3]
    # an answer of 0 leaves the second row out: complete after one
    assert questions.next_row(g, STATE, "new", 0, {"n": 0}, 0) is None


def test_the_preview_says_the_totals_before_and_after():
    g = _new_game()
    assert questions.preview(g, STATE, "new", 0, {"n": 5}, "kind", 1) == "Ania: 10 → 15"
    assert questions.preview(g, STATE, "fixed", None, {}, "a", 4) == ""
    # an answer the make cannot take previews nothing, rather than failing
    assert questions.preview(g, STATE, "new", 0, {}, "kind", 1) is None


def test_fill_follows_the_rows_as_the_screens_would():
    assert questions.fill(_new_game(), STATE, "new", 0, {"n": 3}) == {"n": 3, "kind": 1}
    # a row not given takes its default, and the rows it leads to follow
    assert questions.fill(_new_game(), STATE, "new", 0, {"kind": 3}) == {"n": 2, "kind": 3}


def test_a_draft_fits_only_its_helper_s_form():
    g = _new_game()
    assert questions.fits(g, "new", {"n": 1})
    assert not questions.fits(g, "new", [1])       # an older firmware's list of answers
    assert not questions.fits(g, "gone", {})       # a helper the game no longer has


def test_step_fn_reads_the_entry_first():
    g = _new_game()
    assert games.step_fn(g, "turn", "menu") == ("new", "fixed")
    assert games.step_fn(g, "turn", "likely")(None) == "new"
    assert games.step_fn(g, "turn", "prompt") == "Go"
    seen = []
    games.step_fn(g, "turn", "enter")(seen)
    games.step_do(g, "turn", "enter", seen)
    assert seen == ["in", "in"]
    assert games.step_fn(g, "turn", "c") is None
    assert games.step_fn(g, "other", "skip") is None


def test_a_module_level_hook_is_not_a_step_s():
    """Only the step's entry counts: a function of the module with a
    hook's old name is not read (the protocol's old hooks are gone)."""
    g = _new_game()
    g.checklist = lambda state, lang: ["never"]
    g.on_enter = lambda state, step: state.append("never")
    assert games.step_fn(g, "turn", "checklist") is None
    seen = []
    games.step_do(g, "turn", "enter", seen)
    assert seen == ["in"]
