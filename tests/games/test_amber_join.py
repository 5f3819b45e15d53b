"""Amber's placement form (games.amber.join): what one tile reached, in one
entry. A village the layer alone reaches is recorded at once; a tile that
meets other players' roads lists the connections the device works out
(the players joined castle to castle come along), OK records them as one
placement with the rulebook's coins: a target several players reach at the
same moment sends its coin to the box. Unticking and adding, and the
refusals of the "join" event."""

from core import canon, questions
from core.session import Reject, Session
from games.amber import join as aj
from support.memjournal import MemJournal

NAMES = ("Ala", "Bartek", "Celina")
ALA, BARTEK, CELINA = 0, 1, 2


def new():
    players = [{"name": n} for n in NAMES]
    s = Session.new(MemJournal(), "amber", {"advanced": False}, players, 0)
    s.apply(["layout", 0, 4])
    s.apply(["adv"])
    return s


def own(s, key, *args):
    """What the step the game is at declares for ``key`` (its entry in
    STEPS), asked on the game now; None where the step declares none."""
    f = s.game.STEPS[s.step()].get(key)
    if f is None or not callable(f):
        return f
    return f(s.state, *args)


def form(s, picks):
    """The form as the screens run it (core.questions), each of ``picks``
    answering the row asked next: the rows after them, and the event once
    the form is complete (else None)."""
    p = s.state["cur"]["active"]
    answers = {}
    for v in picks:
        row = questions.next_row(s.game, s.state, "join", p, answers, 0)
        assert row is not None, picks
        answers = questions.answer(answers, row[0], v)
    qs = questions.rows(s.game, s.state, "join", p, answers, 0)
    if questions.next_row(s.game, s.state, "join", p, answers, 0) is None:
        return qs, questions.make(s.game, s.state, "join", p, answers)
    return qs, None


def record(s, answers):
    qs, event = form(s, answers)
    assert event is not None, answers
    s.apply(event)
    s.apply(["adv"])
    return event


def first_question(s):
    q = aj.questions(s.state, s.state["cur"]["active"], {}, 0)[0]
    labels = q[5](s.state, s.state["cur"]["active"], {})
    return q, labels


def three_networks():
    """Ala, Bartek, Celina reach villages 1, 2, 3 and 4 (Celina with two
    tiles); Ala's tile then meets Bartek's roads. Celina is next."""
    s = new()
    record(s, [aj.VIL + 0])                  # Ala: village 1
    record(s, [aj.VIL + 1])                  # Bartek: village 2
    qs, event = form(s, [aj.VIL + 2])
    s.apply(event)
    s.apply(["play"])
    s.apply(aj.make(s.state, CELINA, {"what": aj.VIL + 3}))
    s.apply(["adv"])
    # Ala's tile meets Bartek's roads: the form lists what that makes
    qs, event = form(s, [aj.NET + BARTEK])
    assert event is None and len(qs) == 2
    assert [(q, b) for q, b, on in aj.derived(s.state, [aj.NET + BARTEK])] == [
        (ALA, 1), (ALA, 9), (BARTEK, 0), (BARTEK, 8)]
    record(s, [aj.NET + BARTEK, aj.DONE])
    s.apply(["adv"])                           # Bartek passes
    return s


def test_a_village_alone_is_recorded_at_once():
    s = new()
    q, labels = first_question(s)
    # the form opens on the first village nobody reached; players by name
    assert q[4] == aj.VIL + 0
    assert labels[0] == ("Village 1", "Wieś 1")
    assert labels[aj.NET - aj.VIL + BARTEK] == ("Bartek's roads", "drogi: Bartek")
    assert labels[aj.NET - aj.VIL + ALA] is None          # not the layer's own
    qs, event = form(s, [aj.VIL + 0])
    assert event == ["join", [["v", 1, ALA]]]
    s.apply(event)
    assert s.state["scores"] == [2, 0, 0]                 # the village and its coin
    s.apply(["adv"])
    # Bartek's form opens on village 2 now: village 1's coin is taken
    assert first_question(s)[0][4] == aj.VIL + 1


def test_joined_roads_share_their_targets_and_castles():
    s = three_networks()
    # each reaches the other's castle (2 + its coin) and village (1)
    assert s.state["scores"] == [6, 6, 4]
    # Celina's tile meets Ala's roads: Bartek's come along (his and Ala's
    # castles reach each other), ten connections at once
    answers = [aj.NET + ALA]
    assert len(aj.derived(s.state, answers)) == 10
    given = {"what": aj.NET + ALA}
    labels = aj.questions(s.state, CELINA, given, 0)[1][5](s.state, CELINA, given)
    assert labels[aj.DONE] is not None                   # OK first
    assert labels[aj.LINK + 16 * ALA + 8 + CELINA] == ("Ala → castle Celina √",
                                                       "Ala → zamek Celina √")
    event = record(s, answers + [aj.DONE])
    assert event[1][0][2] == CELINA                       # the layer's first
    # Ala and Bartek reach Celina's castle at the same moment: its coin to
    # the box; every network complete at once: no outright win
    assert s.state["scores"] == [10, 10, 10]
    g = s.state["g"]
    assert g["coin"][8 + CELINA] == -2 and g["coins"] == [2, 2, 2]
    assert g["tie"] and g["win"] == -1


def test_untick_and_add_before_ok():
    s = three_networks()
    link = aj.LINK + 16 * ALA + 8 + CELINA     # a one-way road: Ala does not reach it
    answers = [aj.NET + ALA, link]
    on = {(q, b): t for q, b, t in aj.derived(s.state, answers)}
    assert on[(ALA, 8 + CELINA)] is False and on[(BARTEK, 8 + CELINA)] is True
    assert aj.derived(s.state, answers + [link])[0][2] is True   # ticked again
    # the review after the untick opens on that connection, not on OK:
    # a second untick beside it is a step away
    given = {"what": aj.NET + ALA, "ok1": link}
    rows = aj.questions(s.state, CELINA, given, 0)
    assert rows[1][4] == aj.DONE and rows[2][4] == link
    event = record(s, answers + [aj.DONE])
    assert ["c", CELINA, ALA] not in event[1] and len(event[1]) == 9
    # Bartek alone reached Celina's castle: he takes its coin
    assert s.state["g"]["coin"][8 + CELINA] == BARTEK


def test_a_village_with_joined_roads_sends_its_coin_to_the_box():
    s = three_networks()
    s.apply(["adv"])                           # Celina passes
    # Ala's form offers the villages she does not reach yet
    q, labels = first_question(s)
    assert labels[:4] == [None, None, ("Village 3", "Wieś 3"), ("Village 4", "Wieś 4")]
    answers = [aj.VIL + 2]
    # her roads and Bartek's are one (their castles reach each other): he
    # reaches village 3 at the same moment, so the form lists both, no
    # record at once
    assert [(p, b) for p, b, on in aj.derived(s.state, answers)] == [(ALA, 2), (BARTEK, 2)]
    assert form(s, answers)[1] is None


def test_refusals_change_nothing():
    s = new()
    before = canon.dumps(s.state)
    for event, words in ((["join", []], "Nothing ticked"),
                         (["join", "v"], "needs its connections"),
                         # a village's coin goes to the layer: Bartek not first
                         (["join", [["v", 1, BARTEK], ["v", 1, ALA]]], "enter Ala first"),
                         (["join", [["v", 1, ALA], ["v", 1, ALA]]], "already"),
                         (["join", [["c", ALA, ALA]]], "own castle"),
                         # the first of two tiles, but no "Another tile"
                         (["join", [["v", 1, ALA]], 1], "no second tile"),
                         (["join", [["v", 1, ALA]], 2], "needs its connections")):
        try:
            s.apply(event)
        except Reject as e:
            assert words in str(e), (str(e), words)
        else:
            raise AssertionError("accepted %r" % (event,))
        assert canon.dumps(s.state) == before
    # the layer first, then another player at the same moment: coin to the box
    s.apply(["join", [["v", 1, ALA], ["v", 1, BARTEK]]])
    assert s.state["g"]["coin"][0] == -2 and s.state["scores"] == [1, 1, 0]


def test_history_line():
    from games.amber import game as amber
    line = amber.describe(["join", [["v", 3, 0], ["c", 1, 0]]], 0, ["Ala", "Bartek"])
    assert line == "Ala → village 3, Ala → castle Bartek"


def test_not_offered_when_nothing_is_left_to_reach():
    s = new()
    assert "join" in own(s, "menu")
    # Ala reaches every village and both castles, and both reach hers
    s.apply(["join", [["v", 1, ALA], ["v", 2, ALA], ["v", 3, ALA], ["v", 4, ALA],
                      ["c", BARTEK, ALA], ["c", CELINA, ALA]]])
    assert "join" in own(s, "menu")             # their roads not joined back
    s.apply(["link", "c", ALA, BARTEK])
    s.apply(["link", "c", ALA, CELINA])
    assert "join" not in own(s, "menu")
    assert own(s, "menu")[0] == "tile"


def test_the_turns_last_tile_moves_the_game_on():
    s = new()
    assert own(s, "likely") == "join"
    # One tile: the form's entry is the whole turn, the game moves on by itself.
    qs, event = form(s, [aj.VIL + 0])
    assert event == ["join", [["v", 1, ALA]]]
    s.apply(event)
    assert own(s, "moves_on", event)
    s.apply(["adv"])
    # Two tiles: "Another tile" first; the first tile's entry leaves the
    # turn open and closes its own placement, the second ends the turn.
    s.apply(["play"])
    assert own(s, "likely") == "join"
    qs, event = form(s, [aj.VIL + 1])
    assert event == ["join", [["v", 2, BARTEK]], 1]
    s.apply(event)
    assert not own(s, "moves_on", event) and s.state["g"]["fresh"] == 0
    qs, event = form(s, [aj.VIL + 2])
    assert event == ["join", [["v", 3, BARTEK]]]
    s.apply(event)
    assert own(s, "moves_on", event)
    s.apply(["adv"])
    # Celina cannot play: her turn ends by itself; nothing likely after it.
    s.apply(["stuck"])
    assert own(s, "moves_on", ["stuck"]) and own(s, "likely") is None
    s.apply(["adv"])
    # A shovel's loss and the corrections by hand leave the turn open.
    for event in (["cut", "v", 1, ALA], ["link", "v", 4, ALA], ["play"]):
        assert not own(s, "moves_on", event)
    assert s.state["g"]["hand"] == [6, 6, 6] and s.state["g"]["sup"] == 74 - 3


def test_layout_villages_start_half_way_then_at_the_entered_count():
    from games.amber import game as amber
    players = [{"name": n} for n in NAMES]
    s = Session.new(MemJournal(), "amber", {"advanced": False}, players, 0)
    assert own(s, "likely") == "layout"
    ask = amber.ACTIONS["layout"]["questions"]
    assert ask(s.state, None, {}, 0)[0][4] == 4
    s.apply(["layout", 0, 6])
    assert ask(s.state, None, {}, 0)[0][4] == 6 and own(s, "likely") is None
