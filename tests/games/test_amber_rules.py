"""Amber through the session, rule by rule: the tile stack for 2-6 players
down to the end, two-tile turns, the cannot-play turn, the advanced face-up
row and special shovel, the coins (sole connector, simultaneous connection,
the owner's own castle), the outright win and its simultaneous case, lost
connections, and input the rules refuse without changing anything."""

from core import canon, questions
from core.rng import Rng
from core.session import Reject, Session
from games.amber import board
from games.amber import game as amber
from support.memjournal import MemJournal

NAMES = ("Ala", "Bartek", "Celina", "Darek", "Ewa", "Filip")
ALA, BARTEK, CELINA = 0, 1, 2


def new(n=3, advanced=False, villages=4, first=0, diagram=1):
    players = [{"name": NAMES[i]} for i in range(n)]
    s = Session.new(MemJournal(), "amber", {"advanced": advanced}, players, first)
    s.apply(["layout", diagram, villages])
    s.apply(["adv"])
    return s


def g(s):
    return s.state["g"]


def snap(s):
    return canon.dumps(s.state)


def own(s, key, *args):
    """What the step the game is at declares for ``key`` (its entry in
    STEPS), asked on the game now; None where the step declares none."""
    f = s.game.STEPS[s.step()].get(key)
    if f is None or not callable(f):
        return f
    return f(s.state, *args)


def rejected(s, event, words):
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert snap(s) == before, "a refused event changed the state"
        return str(e)
    raise AssertionError("accepted %r" % (event,))


def turn(s, *events):
    """One turn: the entries, then the end of the turn."""
    for e in events:
        s.apply(list(e))
    s.apply(["adv"])


def play_to_end(s, limit=200):
    turns = 0
    while s.step() != "final":
        turn(s)
        turns += 1
        assert turns < limit
    return turns


def score_of(s, name):
    for r in s.game.results(s.state)["results"]:
        if r["name"] == name:
            return r
    raise AssertionError(name)


def test_stack_for_2_to_6_players_down_to_the_end():
    for n in range(2, 7):
        s = new(n)
        assert g(s)["sup"] == 92 - 6 * n           # 80, 74, 68, 62, 56
        assert g(s)["hand"] == [6] * n
        seen = []
        while g(s)["sup"]:
            before = g(s)["sup"]
            seen.append(s.active())
            turn(s)
            assert g(s)["sup"] == before - 1        # one tile laid, one drawn
        assert g(s)["hand"] == [6] * n
        assert seen[:n + 1] == list(range(n)) + [0]  # clockwise from the first player
        # The stack is gone: everybody plays down to 3 tiles, then it ends.
        last = play_to_end(s)
        assert last == 3 * n
        assert g(s)["hand"] == [3] * n and s.step() == "final"
        assert len(seen) + last == 92 - 3 * n


def test_turn_order_starts_with_the_drawn_player():
    s = new(4, first=2)
    seen = []
    for _ in range(6):
        seen.append(s.active())
        turn(s)
    assert seen == [2, 3, 0, 1, 2, 3]


def test_two_tiles_in_a_turn_draw_two():
    s = new(3)
    turn(s, ["play"])
    assert g(s)["sup"] == 74 - 2 and g(s)["hand"][0] == 6
    rejected(s, ["link", "v", 9, 1], "no village 9")
    s.apply(["play"])
    rejected(s, ["play"], "at most 2")
    s.apply(["adv"])
    assert g(s)["sup"] == 70


def test_stack_running_out_mid_draw_and_the_last_three_tiles():
    s = new(2)
    while g(s)["sup"] > 1:
        turn(s)
    p = s.active()
    turn(s, ["play"])                    # two laid, only one left to draw
    assert g(s)["sup"] == 0 and g(s)["hand"][p] == 5
    q = s.active()
    assert own(s, "checklist", 0)[0] == "Stack empty: keep 3 tiles"
    # Tiles are not drawn any more: 6 -> 5 -> 4 -> 3 and the player stops.
    turn(s)
    assert g(s)["hand"][q] == 5
    turn(s, ["play"])                    # 5 -> 3 in one turn
    assert g(s)["hand"][p] == 3
    turn(s)
    assert g(s)["hand"][q] == 4
    assert s.active() == q               # p holds 3: no more turns for p
    rejected(s, ["play"], "last 3 tiles stay")
    turn(s)
    assert s.step() == "final" and g(s)["hand"] == [3, 3]


def test_cannot_play_discards_a_coin_and_swaps_a_tile():
    s = new(3)
    turn(s, ["link", "v", 1, 0])         # Ala takes village 1's coin
    turn(s)
    turn(s)
    assert s.active() == 0 and g(s)["coins"][0] == 1
    sup = g(s)["sup"]
    assert s.game.points(s.state, ["stuck"]) == {0: -1}
    s.apply(["stuck"])
    assert own(s, "checklist", 0)[1:3] == ["No move: a coin to the box",
                                                 "Swap a tile with the stack"]
    rejected(s, ["play"], "cannot play")
    s.apply(["adv"])
    assert g(s)["coins"][0] == 0 and s.state["scores"][0] == 1   # the village stays
    assert g(s)["sup"] == sup and g(s)["hand"][0] == 6           # a swap draws nothing
    # Bartek, with no coin, loses nothing; a tile already laid rules it out.
    s.apply(["stuck"])
    assert s.state["scores"][1] == 0
    assert own(s, "checklist", 0)[1] == "No move, no coin to give up"
    s.apply(["adv"])
    s.apply(["play"])
    rejected(s, ["stuck"], "already laid")


def test_cannot_play_with_the_stack_empty_swaps_nothing():
    s = new(2)
    while g(s)["sup"]:
        turn(s)
    s.apply(["stuck"])
    assert own(s, "checklist", 1)[2] == "Stos pusty: bez wymiany"
    s.apply(["adv"])
    assert g(s)["hand"] == [6, 6]


def test_advanced_row_counts_with_the_stack():
    s = new(4, advanced=True)
    assert s.step() == "turn_a"
    assert board.stack_and_row(s.state) == (92 - 24 - 4, 4)
    assert own(s, "status", 0) == "Ala · Stack 64+4"
    assert own(s, "checklist", 1)[:2] == ["Stos 64, rząd 4",
                                                "Kafle: 1, dobierz 1: rząd/stos"]
    while board.stack_and_row(s.state)[0] > 1:
        turn(s)
    turn(s, ["play"])          # the stack gives its last tile, then the row one
    assert board.stack_and_row(s.state) == (0, 3)
    s.apply(["stuck"])
    assert own(s, "checklist", 0)[2] == "Stack empty: no swap"
    s.apply(["adv"])
    turn(s)
    turn(s)
    assert board.stack_and_row(s.state) == (0, 1)
    turn(s)
    assert board.stack_and_row(s.state) == (0, 0) and g(s)["sup"] == 0
    assert play_to_end(s) > 0 and g(s)["hand"] == [3, 3, 3, 3]


def test_special_shovel_once_instead_of_a_tile():
    s = new(3, advanced=True)
    s.apply(["shovel"])
    assert own(s, "checklist", 0)[1] == "Special shovel, draw 0"
    s.apply(["adv"])
    assert g(s)["hand"][0] == 6 and g(s)["sup"] == 74       # nothing laid from hand
    while s.active() != 0:
        turn(s)
    rejected(s, ["shovel"], "Ala has used the special shovel")
    turn(s)
    s.apply(["play"])
    rejected(s, ["shovel"], "use it first")
    s.apply(["adv"])
    turn(s, ["shovel"])                  # Celina's shovel: nothing drawn
    assert g(s)["hand"][2] == 6 and g(s)["sup"] == 74 - 1 - 1 - 2 - 1
    assert g(s)["sh"] == 0b101
    basic = new(3)
    rejected(basic, ["shovel"], "not now")


def test_sole_connector_takes_the_coin_later_ones_do_not():
    s = new(3)
    assert s.game.points(s.state, ["link", "v", 2, 0]) == {0: 2}
    turn(s, ["link", "v", 2, 0])
    assert g(s)["coins"] == [1, 0, 0] and s.state["scores"] == [2, 0, 0]
    turn(s, ["link", "v", 2, 1])         # village 2 already reached by Ala
    assert g(s)["coins"] == [1, 0, 0] and s.state["scores"] == [2, 1, 0]
    assert s.game.points(s.state, ["link", "c", 0, 2]) == {2: 3}
    turn(s, ["link", "c", 0, 2])         # Celina reaches Ala's castle alone
    assert g(s)["coins"] == [1, 0, 1] and s.state["scores"] == [2, 1, 3]


def test_simultaneous_connection_sends_the_coin_to_the_box():
    s = new(3)
    s.apply(["link", "v", 3, 0])
    assert s.game.points(s.state, ["link", "v", 3, 1]) == {1: 1, 0: -1}
    s.apply(["link", "v", 3, 1])         # the same placement: both at once
    assert g(s)["coins"] == [0, 0, 0]
    s.apply(["link", "v", 3, 2])         # a third one at the same moment
    assert s.state["scores"] == [1, 1, 1]
    assert own(s, "checklist", 0)[2] == "Coins: board 6, box 1"
    # A second tile is another moment: its first connector keeps the coin.
    s.apply(["play"])
    s.apply(["link", "c", 1, 0])
    assert g(s)["coins"] == [1, 0, 0]
    s.apply(["adv"])
    turn(s, ["link", "c", 2, 0])         # by Bartek's tile: Ala alone, she takes it
    turn(s, ["link", "v", 1, 2])         # Celina's tile on village 1
    assert g(s)["coins"] == [2, 0, 1]
    assert s.state["scores"] == [1 + 2 + 1 + 2 + 1, 1, 1 + 1 + 1]


def test_castle_owner_never_takes_its_own_coin():
    s = new(2)
    rejected(s, ["link", "c", 0, 0], "Ala's own castle")
    assert s.game.points(s.state, ["link", "c", 0, 0]) == {}
    s.apply(["link", "c", 0, 1])
    assert g(s)["coins"] == [0, 1]


def test_complete_network_wins_at_once():
    s = new(3, villages=2)
    turn(s, ["link", "v", 1, 0], ["play"], ["link", "v", 2, 0])
    turn(s)
    turn(s)
    s.apply(["link", "c", 1, 0])
    s.apply(["link", "c", 2, 0])
    assert own(s, "checklist", 0)[-1] == "Ala reached all: wins"
    rejected(s, ["play"], "Ala reached everything and wins")
    s.apply(["adv"])
    assert s.step() == "final" and g(s)["win"] == 0
    rejected(s, ["adv"], "not now")
    s.apply(["end"])
    assert s.state["over"]
    r = s.game.results(s.state)["results"]
    assert [(x["name"], x["rank"]) for x in r] == [("Ala", 1), ("Bartek", 2), ("Celina", 2)]
    assert r[0]["total"] == 4 + 2 + 2 * 2 and s.state["scores"][0] == 10


def test_complete_network_by_another_players_tile():
    s = new(2, villages=1)
    turn(s, ["link", "v", 1, 0])
    s.apply(["link", "v", 1, 1])         # Bartek's tile joins both networks
    s.apply(["link", "c", 0, 1])
    s.apply(["adv"])
    assert s.step() == "final" and g(s)["win"] == 1
    assert s.game.results(s.state)["results"][0]["name"] == "Bartek"


def test_several_complete_at_once_play_goes_on():
    s = new(2, villages=1)
    turn(s, ["link", "v", 1, 0])
    s.apply(["link", "v", 1, 1])
    s.apply(["link", "c", 0, 1])
    s.apply(["link", "c", 1, 0])         # the same tile: both complete at once
    assert s.game.points(s.state, ["link", "c", 1, 0]) == {}
    s.apply(["adv"])
    assert s.step() == "turn" and g(s)["tie"] and g(s)["win"] == -1
    assert own(s, "checklist", 0)[-1] == "Networks tied: play to the end"
    # A network lost and rebuilt later does not win any more either.
    turn(s, ["cut", "c", 1, 0])
    turn(s, ["link", "c", 1, 0])
    assert s.step() == "turn"
    play_to_end(s)
    r = s.game.results(s.state)["results"]
    # Ala: 2 coins + village + castle; Bartek: 1 coin + village + castle.
    assert [(x["name"], x["total"], x["rank"]) for x in r] == [("Ala", 5, 1), ("Bartek", 4, 2)]


def test_lost_connection_counts_no_more_and_brings_no_coin_back():
    s = new(3)
    turn(s, ["link", "c", 1, 0])
    assert s.state["scores"][0] == 3
    assert s.game.points(s.state, ["cut", "c", 1, 0]) == {0: -2}
    turn(s, ["cut", "c", 1, 0])
    assert s.state["scores"][0] == 1 and g(s)["coins"][0] == 1
    rejected(s, ["cut", "c", 1, 0], "Ala is not connected")
    turn(s, ["link", "c", 1, 2])         # the coin is gone: Celina gets the castle only
    assert s.state["scores"] == [1, 0, 2]
    assert score_of(s, "Celina")["breakdown"] == {"coins": 0, "villages": 0, "castles": 2}


def test_refused_input_changes_nothing():
    players = [{"name": n} for n in NAMES[:3]]
    s = Session.new(MemJournal(), "amber", {}, players, 0)
    rejected(s, ["adv"], "enter the layout first")
    rejected(s, ["link", "v", 1, 0], "not now")
    rejected(s, ["layout", 1, 9], "villages: 1 to 8")
    rejected(s, ["layout", 1, 0], "villages")
    rejected(s, ["layout", -1, 3], "diagram")
    rejected(s, ["layout", 2], "diagram number, villages")
    s.apply(["layout", 3, 3])
    s.apply(["adv"])
    rejected(s, ["link", "v", 4, 0], "no village 4: this layout has 1-3")
    rejected(s, ["link", "v", 0, 0], "no village 0")
    rejected(s, ["link", "x", 1, 0], "v (village) or c (castle)")
    rejected(s, ["link", "c", 3, 0], "no castle")
    rejected(s, ["link", "c", 1, 5], "no player 5")
    rejected(s, ["link", "c", 1], "a connection needs")
    # a seat that is not a number is a malformed event (games.kit.shape)
    rejected(s, ["link", "c", 1, "0"], "not an action")
    rejected(s, ["link", "v", "1", 0], "no such village")
    rejected(s, ["link", "c", 1, 1], "Bartek's own castle")
    rejected(s, ["cut", "v", 1, 0], "Ala is not connected")
    rejected(s, ["sc", 0, 3, "pad"], "coins and connections")
    rejected(s, ["end"], "the game ends when")
    rejected(s, ["layout", 1, 4], "not now")
    rejected(s, ["play", 2], "not an action")
    s.apply(["link", "v", 1, 0])
    rejected(s, ["link", "v", 1, 0], "already connected")
    while s.step() != "final":
        turn(s)
    rejected(s, ["play"], "not now")
    s.apply(["end"])
    rejected(s, ["play"], "game is over")
    rejected(s, ["adv"], "game is over")
    rejected(s, ["link", "v", 2, 1], "game is over")


def test_table_may_stop_a_game_nobody_can_finish():
    # No rule ends a game where, with the stack gone, nobody can lay a tile.
    s = new(2)
    while g(s)["sup"]:
        turn(s)
    turn(s, ["stuck"])
    rejected(s, ["end"], "the game ends when")
    s.apply(["stuck"])
    s.apply(["end"])
    assert s.state["over"] and s.step() == "final"


def test_layout_drawn_and_setup_checklist():
    players = [{"name": n} for n in NAMES[:5]]
    s = Session.new(MemJournal(), "amber", {"advanced": True}, players, 3)
    assert own(s, "checklist", 0)[0] == "Pick a layout from the diagrams"
    s.apply(["layout", 2, 6])
    lines = own(s, "checklist", 1)
    assert lines[0] == "Układ 2: zamki 5, wsie 6"
    assert lines[1] == "Monety: 11, na zamkach i wsiach"
    assert lines[2:] == ["Tasujcie 92 kafle, po 6 na gracza", "Stos 57 + odkryte: 5",
                         "Specjalna łopata dla każdego", "Wybór zamków; zaczyna Darek",
                         "Ponumerujcie wsie 1-6"]
    basic = new(6)
    assert basic.state["g"]["sup"] == 56
    assert own(basic, "checklist", 0) == [
        "Stack 56", "Tiles: 1, draw 1", "Coins: board 10, box 0", "First tile: by your castle"]
    players = [{"name": n} for n in NAMES[:2]]
    two = Session.new(MemJournal(), "amber", {}, players, 1)
    two.apply(["layout", 0, 3])
    assert own(two, "checklist", 0) == [
        "Castles 2, villages 3", "Coins: 5, on castles, villages",
        "Shuffle 92 tiles, deal 6 each", "Stack 80; special shovels: box",
        "Pick castles; Bartek starts", "Number the villages 1-3"]
    for line in own(s, "checklist", 0) + own(s, "checklist", 1):
        assert len(line) <= 37, line


def test_layout_drawn_by_the_device():
    players = [{"name": n} for n in NAMES[:4]]
    drawn = set()
    for seed in range(12):
        s = Session.new(MemJournal(), "amber", {}, players, 0)
        assert not own(s, "dice")
        assert own(s, "c") == "layout"     # C: the villages
        rejected(s, ["roll", [1]], "how many layouts")
        rejected(s, ["pool", 1], "2 to 20")
        s.apply(["pool", 3])
        assert own(s, "checklist", 1) == ["Rzut: 1 z 3 układów"] + \
            own(s, "checklist", 1)[1:]
        assert own(s, "c") is None         # the die first
        rejected(s, ["roll", [4]], "1 to 3")
        rejected(s, ["roll", [1, 2]], "1 to 3")
        v = s.roll(Rng(seed))[0]
        drawn.add(v)
        assert s.state["g"]["lay"] == v and s.game.dice_view(s.state, 0) == [("Layout", v)]
        assert own(s, "checklist", 0)[:2] == ["Drawn: layout %d" % v, "Enter its villages"]
        assert amber.describe(["roll", [v]], 1) == "Wylosowany układ: %d" % v
        rejected(s, ["adv"], "enter the layout first")
        assert own(s, "c") == "villages"   # the drawn diagram's
        s.apply(s.game.ACTIONS["villages"]["make"](s.state, 0, {"villages": 5}))
        assert own(s, "c") is None         # C: the first turn
        assert s.state["g"]["v"] == 5 and s.state["g"]["lay"] == v
        assert s.state["dice"] is None     # the turn screen shows the checklist again
        s.apply(["adv"])
        assert not own(s, "dice")
        rejected(s, ["roll", [1]], "not now")
    assert drawn == {1, 2, 3}


def test_history_lines_and_quick_actions():
    d = amber.describe
    names = ["Ala", "Bartek"]
    assert d(["link", "v", 3, 1], 0, names) == "Bartek → village 3"
    assert d(["link", "c", 0, 1], 1, names) == "Bartek → Ala (zamek)"
    assert d(["cut", "c", 1, 0], 1) == "#1 traci: #2 (zamek)"
    assert d(["layout", 2, 5], 1) == "Układ 2: wsie 5"
    assert d(["stuck"], 1) == "brak ruchu: moneta przepada"
    assert d(["adv"], 0) is None
    s = new(3)
    acts = s.game.ACTIONS
    # the castle question is a menu of owners: its value is the owner's seat
    assert acts["castle"]["make"](s.state, 2, {"owner": 0}) == ["link", "c", 0, 2]
    assert acts["lost_v"]["make"](s.state, 1, {"n": 4}) == ["cut", "v", 4, 1]
    assert acts["tile"]["make"](s.state, 0, {}) == ["play"]
    # the table's own layout by its villages alone: the diagram's number is
    # nothing the device computes with
    assert acts["layout"]["make"](s.state, 0, {"villages": 5}) == ["layout", 0, 5]
    # every helper the turn's menu offers makes an event the turn allows
    offered = own(s, "menu")
    assert offered == ["join", "tile", "stuck", "village", "castle"]
    for aid in offered:
        # the form filled in as the screens would (97: village 1 reached)
        answers = questions.fill(s.game, s.state, aid, 0, {"what": 97, "n": 1, "owner": 1})
        ev = acts[aid]["make"](s.state, 0, answers)
        assert ev[0] in s.step_info()["allow"]


def test_menus_name_castles_by_owner_and_offer_what_the_turn_allows():
    s = new(3, first=BARTEK)                 # Ala, Bartek, Celina; 4 villages
    castles = s.game.ACTIONS["castle"]["questions"][0]
    villages = s.game.ACTIONS["village"]["questions"][0]
    # Bartek's castle menu: Ala and Celina by name, never his own castle
    assert castles[5](s.state, BARTEK, {}) == ["Ala", None, "Celina", None, None, None]
    assert villages[5](s.state, BARTEK, {})[3:] == [("Village 4", "Wieś 4")] + [None] * 4
    assert own(s, "menu") == ["join", "tile", "stuck", "village", "castle"]
    s.apply(["link", "c", CELINA, BARTEK])
    s.apply(["link", "v", 2, BARTEK])
    # a tick marks what the player already reaches; "Lost" is offered now
    assert castles[5](s.state, BARTEK, {})[:3] == ["Ala", None, "Celina √"]
    assert villages[5](s.state, BARTEK, {})[1] == ("Village 2 √", "Wieś 2 √")
    assert villages[5](s.state, ALA, {})[1] == ("Village 2", "Wieś 2")
    s.apply(["play"])                        # the second tile: no third, no "cannot play"
    assert own(s, "menu") == ["join", "lost_v", "lost_c", "village", "castle"]
    assert s.game.SCORE_PAD is False         # points come from coins and connections only


def test_breakdown_names_the_parts_in_both_languages():
    from games import kit
    from games.amber import game as amber
    assert kit.label("amber", amber.BREAKDOWN, "villages", 0) == "Connected villages"
    assert kit.label("amber", amber.BREAKDOWN, "castles", 1) == "PZ za zamki (po 2)"


def test_no_hand_tile_after_the_special_shovel():
    # Seed 002, advanced variant: the special shovel is used "jednorazowo w
    # trakcie gry zgodnie z zasadami zagrywania kafli, zamiast zagrywania
    # kafla z ręki" - it is the turn's placement, no hand tile follows.
    s = new(3, advanced=True)
    s.apply(["shovel"])
    assert "tile" not in own(s, "menu")
    rejected(s, ["play"], "special shovel is played instead of a hand tile")
    s.apply(["adv"])
    assert g(s)["hand"][0] == 6 and g(s)["sup"] == 74


def test_only_the_tile_layer_takes_a_village_coin():
    # Seed 002: "Aby wybudować połączenie z wsią gracz musi położyć kafel
    # drogi na polu, na którym znajduje się pionek wsi. [...] Jeśli w tym
    # momencie jest jedynym graczem mającym połączenie z wsią, zabiera
    # żeton złotej monety."
    s = new(3)                           # Ala's turn
    msg = rejected(s, ["link", "v", 1, BARTEK], "only the player laying the tile")
    assert "enter Ala first" in msg
    assert g(s)["coin"][0] == board.ON and g(s)["coins"] == [0, 0, 0]
    # Her tile reaches the village and Bartek's network at once: the coin
    # goes to the box, as the rulebook says for a simultaneous connection.
    s.apply(["link", "v", 1, ALA])
    s.apply(["link", "v", 1, BARTEK])
    assert g(s)["coin"][0] == board.BOX and g(s)["coins"] == [0, 0, 0]
    s.apply(["adv"])
    # A village whose coin is gone may be reached by anybody's tile.
    turn(s, ["link", "v", 1, CELINA])
    assert s.state["scores"] == [1, 1, 1]
    # Castles are reached by the network, whoever lays the tile.
    turn(s, ["link", "c", ALA, BARTEK])
    assert g(s)["coins"] == [0, 1, 0]


def test_nobody_can_play_ends_the_game_explicitly():
    # Seed 002: "Jeśli jednak gracz nie będzie miał możliwości położenia na
    # planszy żadnego ze swoich kafli, musi odrzucić jeden z posiadanych
    # żetonów złotej monety [...] Jeśli nie ma już kafli w stosie, gracz nie
    # wykonuje wymiany." Without a stack nothing changes any more once every
    # player still playing could not lay a tile: the device ends it.
    s = new(3)
    while g(s)["sup"]:
        turn(s)
    turn(s, ["play"])                    # Ala lays 2: down to 4 tiles
    turn(s, ["stuck"])                   # Bartek
    turn(s, ["stuck"])                   # Celina
    assert board.stuck_all(s.state) is False
    s.apply(["stuck"])                   # Ala: nobody can play now
    assert board.stuck_all(s.state)
    assert "Nobody can play: C ends game" in own(s, "checklist", 0)
    assert "Nikt nie może grać: C kończy" in own(s, "checklist", 1)
    s.apply(["adv"])                     # C does not come back to Bartek
    assert s.step() == "final" and not s.state["over"]
    assert own(s, "checklist", 0) == ["Nobody could play: game over"]
    rejected(s, ["adv"], "not now")
    s.apply(["end"])
    assert s.state["over"]
    # One player laying a tile breaks the run: the game goes on.
    t = new(2)
    while g(t)["sup"]:
        turn(t)
    turn(t, ["stuck"])
    turn(t)                              # Bartek lays a tile
    turn(t, ["stuck"])
    assert t.step() == "turn" and not board.stuck_all(t.state)


def test_the_layout_die_is_put_away_once_the_layout_is_set():
    players = [{"name": n} for n in NAMES[:3]]
    s = Session.new(MemJournal(), "amber", {}, players, 0)
    s.apply(["pool", 3])
    s.roll(Rng(5))
    s.apply(s.game.ACTIONS["villages"]["make"](s.state, 0, {"villages": 4}))
    lay = g(s)["lay"]
    # Set: no second roll, no new draw, the menu only re-enters it whole.
    assert not own(s, "dice")
    assert own(s, "menu") == ("layout",)
    rejected(s, ["roll", [lay % 3 + 1]], "the layout is set")
    rejected(s, ["pool", 4], "the layout is set")
    s.apply(["layout", 2, 5])            # entered again: diagram and villages
    assert (g(s)["lay"], g(s)["v"]) == (2, 5) and s.state["dice"] is None
    s.apply(["adv"])
    assert s.state["dice"] is None and not own(s, "dice")
    assert own(s, "checklist", 0)[0] == "Stack 74"


def test_castles_part_says_its_points_are_two_a_castle():
    # "Connected castles: 4" read as four castles where two were reached:
    # the part names its VP, two a castle
    from games import kit
    from games.amber import game as amber
    assert kit.label("amber", amber.BREAKDOWN, "castles", 0) == "VP for castles (2 each)"


def test_standings_list_one_source_a_coin_held():
    # Two coins taken, one given up (cannot play): the standings' coin
    # line names one source for the one coin left, not two.
    from games.amber import glance as amber_glance
    s = new(3)
    turn(s, ["link", "v", 1, 0], ["play"], ["link", "v", 2, 0])
    turn(s)
    turn(s)
    assert amber_glance.position(s.state, 0, 0)[2] == "Coins 2: village 1, village 2"
    turn(s, ["stuck"])
    assert g(s)["coins"][0] == 1
    assert amber_glance.position(s.state, 0, 0)[2] == "Coins 1: village 1"
    # the history names the player who could not play (older journals'
    # ["stuck"] still read as before)
    assert s.game.describe(["stuck", 0], 0, ["Ala", "Bartek"]) == "Ala: cannot play: a coin lost"
    assert s.game.describe(["stuck"], 0, ["Ala", "Bartek"]) == "cannot play: a coin lost"
