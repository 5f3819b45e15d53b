"""The session: events, rules checks, flow, undo/redo, replay (generic game
and small declared flows)."""

from core import canon, flow
from core.rng import Rng
from core.session import Reject, Session
from support.memjournal import MemJournal

PLAYERS = [{"name": "Ania"}, {"name": "Bartek"}, {"name": "Celina"}]


def generic(options=None, players=PLAYERS, first=0):
    return Session.new(MemJournal(), "generic", options or {}, players, first)


def snap(s):
    return canon.dumps(s.state)


def rejected(s, event, words=""):
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert snap(s) == before, "a refused event changed the state"
        return str(e)
    raise AssertionError("accepted %r" % (event,))


def test_new_game_starts_at_first_players_turn():
    s = generic(first=1)
    assert s.state["order"] == [1, 2, 0]
    assert s.state["cur"] == {"round": 1, "step": "turn", "active": 1, "turn": 1}
    assert s.state["scores"] == [0, 0, 0]


def test_turns_rotate_and_rounds_count():
    s = generic()
    seen = []
    for _ in range(7):
        seen.append((s.state["cur"]["round"], s.active()))
        s.apply(["adv"])
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (3, 0)]


def test_rotating_first_player():
    s = generic({"rotate_first": True})
    seen = []
    for _ in range(9):
        seen.append(s.active())
        s.apply(["adv"])
    assert seen == [0, 1, 2, 1, 2, 0, 2, 0, 1]


def test_fixed_rounds_reach_final_ranking():
    s = generic({"rounds": 2})
    s.apply(["sc", 0, 5, "pad"])
    s.apply(["sc", 2, 9, "pad"])
    for _ in range(6):
        s.apply(["adv"])
    assert s.step() == "final"
    rejected(s, ["adv"], "final count")
    s.apply(["end"])
    assert s.state["over"]
    rejected(s, ["sc", 0, 1, "pad"], "over")
    ranking = [(r["name"], r["rank"]) for r in s.game.results(s.state)["results"]]
    assert ranking == [("Celina", 1), ("Ania", 2), ("Bartek", 3)]


def test_lowest_wins_ranking():
    s = generic({"lowest_wins": True})
    s.apply(["sc", 0, 12, "pad"])
    s.apply(["sc", 1, 3, "pad"])
    s.apply(["sc", 2, 3, "pad"])
    s.apply(["end"])
    ranks = [(r["name"], r["rank"]) for r in s.game.results(s.state)["results"]]
    assert ranks == [("Bartek", 1), ("Celina", 1), ("Ania", 3)]


def test_bad_input_is_refused_and_changes_nothing():
    s = generic()
    rejected(s, ["sc", 3, 5, "pad"], "no player")
    rejected(s, ["sc", 0, 5000, "pad"], "points")
    rejected(s, ["sc", 0, "5", "pad"], "points")
    rejected(s, ["fly"], "not now")
    rejected(s, ["roll", [7, 1]], "d6")
    rejected(s, ["roll", [1]], "one value per die")
    rejected(s, ["roll1", 0, 3], "roll all")
    rejected(s, ["dice", "2x6"], "notation")
    rejected(s, ["order", [0, 0, 1]], "every player")
    rejected(s, ["new", "generic", {}, PLAYERS, 0], "already")
    rejected(s, "adv", "not an action")
    rejected(s, [], "not an action")


def test_new_game_refuses_bad_setup():
    for options, players, first, words in (
            ({}, [{"name": "A"}] * 9, 0, "1-8 players"),
            ({"colour": 1}, PLAYERS, 0, "unknown option"),
            ({"rounds": "3"}, PLAYERS, 0, "wrong kind"),
            ({"dice": "3x"}, PLAYERS, 0, "notation"),
            ({}, PLAYERS, 3, "first player"),
            ({}, [{"name": ""}], 0, "name")):
        try:
            Session.new(MemJournal(), "generic", options, players, first)
            raise AssertionError("accepted %r" % (options,))
        except Reject as e:
            assert words in str(e), (str(e), words)
    try:
        Session.new(MemJournal(), "chess", {}, PLAYERS, 0)
        raise AssertionError("accepted an unknown game")
    except Reject as e:
        assert "unknown game" in str(e)


def test_dice_roll_all_one_and_history():
    s = generic({"dice": "3d6"})
    rng = Rng(4)
    first = s.roll(rng)
    assert len(first) == 3 and s.state["dice"] == first
    s.apply(["roll1", 1, 6])
    assert s.state["dice"] == [first[0], 6, first[2]]
    assert s.state["g"]["rolls"][:2] == [[first[0], 6, first[2]], first]
    for _ in range(6):
        s.roll(rng)
    assert len(s.state["g"]["rolls"]) == 5
    s.apply(["dice", "1d20"])
    assert s.state["dice"] is None and s.state["g"]["dice"][0]["sides"] == 20
    assert 1 <= s.roll(rng)[0] <= 20


def test_undo_redo_across_round_boundary():
    s = generic()
    s.apply(["sc", 0, 4, "pad"])
    for _ in range(3):
        s.apply(["adv"])
    assert s.state["cur"]["round"] == 2
    s.apply(["sc", 0, 2, "pad"])
    after = snap(s)
    s.undo()
    s.undo()
    assert s.state["cur"]["round"] == 1 and s.active() == 2
    assert s.state["scores"][0] == 4
    s.redo()
    s.redo()
    assert snap(s) == after
    try:
        s.redo()
        raise AssertionError("redo past the end")
    except Reject:
        pass
    s.undo()
    s.apply(["sc", 1, 1, "pad"])    # a new event ends redo
    assert not s.can_redo()


def test_undo_takes_back_a_roll_as_a_whole():
    s = generic()
    before = snap(s)
    s.roll(Rng(1))
    s.undo()
    assert snap(s) == before
    while s.can_undo():
        s.undo()
    try:
        s.undo()
        raise AssertionError("undid the creation of the game")
    except Reject as e:
        assert "nothing" in str(e)


def random_play(s, rng, steps):
    """Random legal actions, with undo and redo mixed in."""
    kinds = ("adv", "sc", "roll", "roll1", "undo", "redo", "sc", "adv")
    for _ in range(steps):
        k = kinds[rng.below(len(kinds))]
        if k == "adv":
            s.apply(["adv"])
        elif k == "sc":
            s.apply(["sc", rng.below(3), rng.randint(-5, 20), "pad"])
        elif k == "roll":
            s.roll(rng)
        elif k == "roll1" and s.state["dice"] is not None:
            s.apply(["roll1", rng.below(2), rng.randint(1, 6)])
        elif k == "undo" and s.can_undo():
            s.undo()
        elif k == "redo" and s.can_redo():
            s.redo()


def test_replay_equals_live_state():
    for seed in (1, 2, 3):
        rng = Rng(seed)
        s = generic()
        random_play(s, rng, 150)
        again = Session.resume(s.journal)
        assert snap(again) == snap(s)


def test_undo_k_then_redo_k_returns_same_state():
    rng = Rng(9)
    s = generic()
    random_play(s, rng, 80)
    for k in (1, 3, 10, 40):
        k = min(k, s.journal.length - 1)
        before = snap(s)
        for _ in range(k):
            s.undo()
        for _ in range(k):
            s.redo()
        assert snap(s) == before


# -- flow declarations of the real games' shapes ---------------------------

class Shape:
    """A bare game module for flow tests."""

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


def walk(fl, state, steps):
    out = []
    for _ in range(steps):
        out.append(dict(state["cur"]))
        if not fl.advance(state):
            break
    return out


def test_burgundy_shape_25_rounds():
    shape = [("step", "setup"),
             ("loop", "phase", 5, [("step", "phase_start"),
                                   ("loop", "round", 5, [("step", "roll"),
                                                         ("each", [("step", "turn")])]),
                                   ("step", "phase_end")]),
             ("step", "final")]
    fl = flow.Flow(shape)
    state = {"order": [1, 0], "options": {}}
    fl.start(state)
    seen = walk(fl, state, 1000)
    turns = [c for c in seen if c["step"] == "turn"]
    assert len(turns) == 5 * 5 * 2
    assert seen[-1]["step"] == "final" and fl.at_end(state)
    assert [c["step"] for c in seen[:6]] == ["setup", "phase_start", "roll", "turn", "turn", "roll"]
    assert seen[3]["active"] == 1 and seen[4]["active"] == 0
    assert (seen[-2]["step"], seen[-2]["phase"]) == ("phase_end", 5)
    assert not fl.advance(state)


def test_order_change_applies_from_next_pass():
    shape = [("loop", "round", 3, [("each", [("step", "turn")])]), ("step", "final")]
    fl = flow.Flow(shape)
    state = {"order": [0, 1, 2], "options": {}}
    fl.start(state)
    fl.advance(state)
    state["order"] = [2, 1, 0]      # e.g. a ship placed mid-round
    assert state["cur"]["active"] == 1
    fl.advance(state)
    assert state["cur"]["active"] == 2
    fl.advance(state)
    assert (state["cur"]["round"], state["cur"]["active"]) == (2, 2)


def test_skip_and_early_end():
    shape = [("loop", "round", 4, [("step", "action"), ("step", "cleanup")]), ("step", "final")]
    # the last round has no clean-up: the step's own "skip"
    game = Shape(STEPS={"cleanup": {"allow": ("adv",),
                                    "skip": lambda st: st["cur"]["round"] == 4}})
    fl = flow.Flow(shape, game)
    state = {"order": [0], "options": {}}
    fl.start(state)
    steps = [(c["round"], c["step"]) for c in walk(fl, state, 100) if c["step"] != "final"]
    assert steps[-2:] == [(3, "cleanup"), (4, "action")]
    over = {"now": False}
    game2 = Shape(over=lambda st: over["now"])
    fl2 = flow.Flow([("loop", "turn_no", None, [("each", [("step", "turn")])]),
                     ("step", "final")], game2)
    state = {"order": [0, 1, 2], "options": {}}
    fl2.start(state)
    for _ in range(50):
        fl2.advance(state)
    assert state["cur"]["turn_no"] == 17
    over["now"] = True
    fl2.advance(state)
    assert state["cur"]["step"] == "final"


def test_each_over_a_game_defined_player_list():
    # San Juan, 2 players: the governor picks, then the other, then the governor
    game = Shape(pickers=lambda st: [st["g"]["gov"], 1 - st["g"]["gov"], st["g"]["gov"]])
    shape = [("loop", "round", None, [("each", [("step", "pick")], "pickers")]),
             ("step", "final")]
    fl = flow.Flow(shape, game)
    state = {"order": [0, 1], "options": {}, "g": {"gov": 1}}
    fl.start(state)
    seen = []
    for _ in range(6):
        seen.append(state["cur"]["active"])
        if state["cur"]["turn"] == 3:
            state["g"]["gov"] = 1 - state["g"]["gov"]  # the card passes left
        fl.advance(state)
    assert seen == [1, 0, 1, 0, 1, 0]


def test_a_flow_must_end_with_a_step():
    try:
        flow.Flow([("loop", "r", 2, [("step", "x")])])
        raise AssertionError("accepted")
    except flow.FlowError:
        pass
