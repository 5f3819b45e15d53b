"""The generic score pad's "Round points": every player's points of a round
in one form, asked in the round's turn order, each number starting at what
that player scored in the last round entered; one entry, one undo; and
the refusals of the "pts" event."""

from core import canon, questions
from core.session import Reject, Session
from games.generic import game as generic
from support.memjournal import MemJournal


def new(rotate=False):
    players = [{"name": n} for n in ("Ala", "Bartek", "Celina")]
    opts = {"dice": "2d6", "lowest_wins": False, "rounds": 3, "rotate_first": rotate}
    return Session.new(MemJournal(), "generic", opts, players, 0)


def answers_to_event(s, points, lang=0):
    """The form as the screens run it (core.questions), ``points`` given
    row after row: the event and the rows (each asked in turn)."""
    answers = {}
    asked = []
    for v in points:
        row = questions.next_row(generic, s.state, "round", None, answers, lang)
        asked.append(row)
        answers = questions.answer(answers, row[0], v)
    assert questions.next_row(generic, s.state, "round", None, answers, lang) is None
    return questions.make(generic, s.state, "round", None, answers), asked


def test_the_round_in_turn_order_starting_at_the_last_round():
    s = new(rotate=True)
    event, qs = answers_to_event(s, [3, 2, 1])
    assert [q[1] for q in qs] == ["Ala: points", "Bartek: points", "Celina: points"]
    assert [q[4] for q in qs] == [0, 0, 0]              # nothing entered yet
    assert event == ["pts", [3, 2, 1]]
    s.apply(event)
    assert s.state["scores"] == [3, 2, 1] and s.state["cats"][0] == {"pad": 3}
    for _ in range(3):
        s.apply(["adv"])
    # round 2 starts with Bartek: his question first, each at last round's points
    event, qs = answers_to_event(s, [5, 0, 4], 1)       # Bartek 5, Celina 0, Ala 4
    assert [q[1] for q in qs] == ["Bartek: punkty", "Celina: punkty", "Ala: punkty"]
    assert [q[4] for q in qs] == [2, 1, 3]
    assert event == ["pts", [4, 5, 0]]                  # by seat
    s.apply(event)
    assert s.state["scores"] == [7, 7, 1]
    assert generic.describe(event, 0, ["Ala", "Bartek", "Celina"]) == \
        "Round: Ala +4, Bartek +5, Celina +0"
    # one undo takes the round back whole, and its defaults with it
    s.undo()
    assert s.state["scores"] == [3, 2, 1] and s.state["g"]["last"] == [3, 2, 1]


def test_the_menu_opens_on_it_in_a_turn_and_not_at_the_final_step():
    s = new()
    assert generic.STEPS["turn"]["likely"](s.state) == "round"
    assert generic.STEPS["turn"]["menu"] == ("round",)
    assert generic.points(s.state, ["pts", [3, 0, -2]]) == {0: 3, 2: -2}
    for _ in range(9):
        s.apply(["adv"])
    assert s.state["cur"]["step"] == "final"
    # nothing is missing there: C offers the end; the menu still has the round
    assert "likely" not in generic.STEPS["final"]
    assert generic.STEPS["final"]["menu"] == ("round",)
    s.apply(["pts", [1, 1, 1]])                         # the last round, late
    assert s.state["scores"] == [1, 1, 1]


def test_refusals_change_nothing():
    s = new()
    before = canon.dumps(s.state)
    for event in (["pts"], ["pts", [1, 2]], ["pts", [1, 2, "3"]], ["pts", [1000, 0, 0]]):
        try:
            s.apply(event)
        except Reject:
            pass
        else:
            raise AssertionError("accepted %r" % (event,))
        assert canon.dumps(s.state) == before
