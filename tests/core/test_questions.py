"""The question interpreter (core.questions) on both forms a helper may
take while games move over, and games.step_fn, the accessor of a step's
entry, on a step entry and on today's module-level hooks."""

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


def _old_game():
    g = Game()
    g.ACTIONS = {
        "old": {"name": "Old", "who": "active",
                "ask": lambda state, values: (("n", "N", 0, 9, 2),
                                              ("kind", "Kind", 1, 3, 1, _names)),
                "make": lambda state, p, v: ["x", p, v[0], v[1]]},
    }
    g.STEPS = {"turn": {"allow": ("x",), "actions": ("old",), "prompt": "Go"}}
    g.on_enter = lambda state, step: state.append(step)
    g.points = lambda state, ev: {p: ev[2] for p in (0,)}
    return g


STATE = {"scores": [10, 4], "players": [{"name": "Ania"}, {"name": "Bartek"}]}


def test_the_new_form_asks_row_by_row_with_dict_answers():
    g = _new_game()
    a = questions.start(g, "new")
    assert a == {}
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


def test_the_old_form_asks_in_order_with_list_answers():
    g = _old_game()
    a = questions.start(g, "old")
    assert a == []
    row = questions.next_row(g, STATE, "old", 0, a, 0)
    assert row == ("n", "N", 0, 9, 2, None, False)
    a = questions.answer(a, "n", 5)
    row = questions.next_row(g, STATE, "old", 0, a, 0)
    assert row[0] == "kind" and row[5] == ["one", "two", "three"] and row[6]
    a = questions.answer(a, "kind", 2)
    assert a == [5, 2] and questions.next_row(g, STATE, "old", 0, a, 0) is None
    assert questions.make(g, STATE, "old", 0, a) == ["x", 0, 5, 2]


def test_the_module_rows_come_before_the_old_ask():
    g = _old_game()
    g.ask_rows = lambda state, aid, p, values, lang: (("only", ("A", "B")[lang], 1, 2, 1),)
    assert questions.next_row(g, STATE, "old", 0, [], 1) == ("only", "B", 1, 2, 1, None, True)


def test_the_preview_says_the_totals_before_and_after():
    g = _new_game()
    assert questions.preview(g, STATE, "new", 0, {"n": 5}, "kind", 1) == "Ania: 10 → 15"
    assert questions.preview(g, STATE, "fixed", None, {}, "a", 4) == ""
    # an answer the make cannot take previews nothing, rather than failing
    assert questions.preview(g, STATE, "new", 0, {}, "kind", 1) is None


def test_fill_gives_the_answers_in_the_form_s_shape():
    assert questions.fill(_new_game(), STATE, "new", 0, {"n": 3}) == {"n": 3, "kind": 1}
    assert questions.fill(_old_game(), STATE, "old", 0, {"kind": 3}) == [None, 3]


def test_a_draft_fits_only_its_helper_s_form():
    new, old = _new_game(), _old_game()
    assert questions.fits(new, "new", {"n": 1}) and not questions.fits(new, "new", [1])
    assert questions.fits(old, "old", [1]) and not questions.fits(old, "old", {"n": 1})
    assert not questions.fits(old, "gone", [])


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


def test_step_fn_falls_back_on_today_s_hooks():
    g = _old_game()
    assert games.step_fn(g, "turn", "menu") == ("old",)     # the step's "actions"
    g.actions = lambda state: ("old", "more")
    assert games.step_fn(g, "turn", "menu")(None) == ("old", "more")
    seen = []
    games.step_fn(g, "turn", "enter")(seen)                 # on_enter with the step
    games.step_do(g, "turn", "enter", seen)
    assert seen == ["turn", "turn"]
    assert games.step_do(g, "turn", "leave", seen) is None  # none declared
    assert games.step_fn(g, "turn", "prompt") == "Go"
    g.prompt = lambda state, lang: None     # the module's prompt comes first
    assert games.step_fn(g, "turn", "prompt") is g.prompt
    g.likely = lambda state: "old"           # one that keeps its name
    assert games.step_fn(g, "turn", "likely")(None) == "old"
    g.check_advance = lambda state: "not yet"
    assert games.step_fn(g, "turn", "ready")(None) == "not yet"
