"""The Castles of Burgundy through a Session: every scoring helper with the
rulebook's worked examples (regions, animals, knowledge 7, sales, the
watchtower, colour bonus tiles for 2-4 players), knowledge tiles taken once,
and refused input that changes nothing."""

from games.burgundy import data as bd
from games.burgundy import game as bg
from support.burgundy_play import act, go, hook, menu, new, refused, rows, snap

# -- scoring helpers ------------------------------------------------------------------

def test_region_points_for_every_size_and_phase():
    by_size = (1, 3, 6, 10, 15, 21, 28, 36)
    by_phase = (10, 8, 6, 4, 2)
    s = new(2)
    for phase in range(1, 6):
        go(s, phase, 2)
        for size in range(1, 9):
            assert act(s, "region", size=size) == by_size[size - 1] + by_phase[phase - 1]
    assert s.state["cats"][0].get("region", 0) + s.state["cats"][1].get("region", 0) == \
        8 * (10 + 8 + 6 + 4 + 2) + 5 * sum(by_size)


def test_animals_score_the_same_kind_on_the_whole_pasture():
    s = new(2)
    go(s, 1, 1)
    p = s.active()
    assert act(s, "animals", kind=1, animals=3, pasture=1) == 3
    # Benno's example: 4 cows onto the pasture with the 3-cow tile: 4 + 3.
    assert act(s, "animals", kind=1, animals=4, pasture=1) == 7
    # Another 4 cows there: 4 + 4 + 3.
    assert act(s, "animals", kind=1, animals=4, pasture=1) == 11
    # Cows on another pasture and sheep on this one score alone.
    assert act(s, "animals", kind=1, animals=2, pasture=2) == 2
    assert act(s, "animals", kind=2, animals=3, pasture=1) == 3
    assert s.state["cats"][p] == {"animals": 26}


def test_knowledge_7_adds_one_per_animal_tile_scored():
    s = new(2)
    go(s, 1, 1)
    act(s, "animals", kind=2, animals=4, pasture=1)     # before tile 7: 4
    act(s, "knowledge", tile=7)
    # Benek's example: 3 sheep onto a pasture with 4 sheep: (3 + 1) + (4 + 1).
    assert act(s, "animals", kind=2, animals=3, pasture=1) == 9
    # Then 2 pigs on that pasture: 2 + 1.
    assert act(s, "animals", kind=3, animals=2, pasture=1) == 3
    assert "7 +1 VP per animal tile scored" in hook(s.state, "checklist", 0)


def test_selling_pays_2_3_4_per_tile_by_player_count():
    # The sale asks the tiles only: their value scores nothing now, and
    # is kept as one more sale of a value not asked (tile 15's holder
    # counts the kinds at the end).
    for n, want in ((2, 6), (3, 9), (4, 12)):
        s = new(n)
        go(s, 1, 1)
        assert [q[0] for q in rows(s.state, "sell", s.active(), {})] == ["tiles"]
        assert act(s, "sell", tiles=3) == want
        assert s.state["g"]["sold"][s.active()] == [0, 0, 0, 0, 0, 0, 3, 1]
    assert bg.describe(["sell", 0, 0, 3, 12], 0) == "Sold 3× goods: 12"
    assert bg.describe(["sell", 0, 0, 3, 12], 1) == "Sprzedaż 3× towar: 12"
    # A game saved before recorded the value: it replays as it was.
    assert bg.describe(["sell", 0, 5, 3, 12], 1) == "Sprzedaż 3× towar 5: 12"
    s = new(4)
    go(s, 1, 1)
    p = s.active()
    del s.state["g"]["sold"][p][6:]         # the row such a game kept
    s.apply(["sell", p, 5, 3, 12])
    assert s.state["g"]["sold"][p] == [0, 0, 0, 0, 3, 0, 0, 0]
    assert act(s, "sell", tiles=2) == 8
    assert s.state["g"]["sold"][p] == [0, 0, 0, 0, 3, 0, 2, 1]


def test_watchtower_scores_4_and_buildings_are_counted_by_type():
    s = new(2)
    go(s, 1, 1)
    p = s.active()
    assert act(s, "building", type=2) == 4
    assert act(s, "building", type=7) == 0
    assert act(s, "building", type=7) == 0
    assert s.state["g"]["bld"][p] == [0, 1, 0, 0, 0, 0, 2, 0]
    assert s.state["cats"][p] == {"tower": 4}
    assert bg.describe(["bld", p, 2, 4], 0) == "Watchtower: 4"


def fill(s, colour, times):
    """The active player places ``times`` tiles of a colour; returns points."""
    total = 0
    for _ in range(times):
        if colour == bd.CASTLE:
            total += act(s, "castle")
        elif colour == bd.MINE:
            total += act(s, "mine")
        elif colour == bd.SHIP:
            total += act(s, "ship")
    return total


def test_colour_bonus_tiles_for_two_three_and_four_players():
    for n, firsts in ((2, (5, 2)), (3, (6, 3, 0)), (4, (7, 4, 0, 0))):
        s = new(n)
        go(s, 1, 1)
        got = []
        for _ in range(n):
            got.append(fill(s, bd.MINE, 3))     # the third mine fills grey
            s.apply(["adv"])
        assert tuple(got) == firsts, (n, got)
        assert s.state["g"]["bonus"][bd.MINE] == list(range(n))
        # Another colour is a race of its own.
        go(s, 1, 2, player=n - 1)
        assert fill(s, bd.CASTLE, 3) == firsts[0]
        assert s.state["cats"][n - 1]["bonus"] == firsts[0] + firsts[n - 1]


def test_bonus_with_the_last_knowledge_building_and_animal_tiles():
    s = new(3)
    go(s, 1, 1)
    p = s.active()
    for tile in (1, 2, 3, 4, 5):
        assert act(s, "knowledge", tile=tile) == 0
    assert act(s, "knowledge", tile=26) == 6             # the sixth yellow: large tile
    types = (1, 3, 4, 5, 6, 7, 8, 1, 3, 4, 5)
    for t in types:
        assert act(s, "building", type=t) == 0
    assert act(s, "building", type=2) == 4 + 6           # watchtower and the beige tile
    for k in (1, 2, 3, 4, 1):
        act(s, "animals", kind=k, animals=2, pasture=k)
    assert act(s, "animals", kind=2, animals=2, pasture=6) == 2 + 6
    assert bd.placed(s.state, p) == [0, 0, 6, 0, 6, 12]
    assert bg.describe(["know", p, 26, 6], 0) == "Knowledge 26: 6"


def test_manual_bonus_claims_when_not_every_tile_is_recorded():
    s = new(4, record=False)
    go(s, 1, 1)
    got = []
    for _ in range(4):
        got.append(act(s, "bonus", colour=6))       # buildings: not recorded here
        s.apply(["adv"])
    assert got == [7, 4, 0, 0]
    go(s, 1, 2, player=0)
    # A fifth claim of beige: every player has it already.
    refused(s, ["bonus", 0, 6, 0], "every player has claimed Beige")
    r = new(2)
    go(r, 1, 1)
    refused(r, ["bonus", 0, 2, 5], "comes with the colour's last tile (0/3)")
    assert "bonus" not in menu(r.state)


def test_no_claim_for_a_colour_the_device_knows_is_short():
    # Seed 000: the big bonus tile goes to "pierwszy gracz, który umieści
    # wszystkie żetony danego koloru w swojej posiadłości (na przykład
    # umieszczając w posiadłości trzecią kopalnię albo szósty żeton
    # zwierząt)". Ships, mines, animals and knowledge tiles are entered even
    # with "Record every tile placed" off, so a short count is refused.
    s = new(4, record=False)
    go(s, 1, 1, player=0)
    e = refused(s, ["bonus", 0, 4, 7], "Blue (ships): 0 of 6 placed")
    assert "the bonus comes with the last" in str(e)
    e = refused(s, ["bonus", 0, 2, 7], "Grey (mines): 0 of 3 placed")
    assert e.text(1) == "Szary (kopalnie): 0 z 3; premia dopiero za ostatni"
    refused(s, ["bonus", 0, 3, 7], "Yellow (knowledge): 0 of 6 placed")
    refused(s, ["bonus", 0, 5, 7], "Light green (animals): 0 of 6 placed")
    # castles too: each one is entered for its extra action
    refused(s, ["bonus", 0, 1, 7], "(castles): 0 of 3 placed")
    # The third mine fills grey: the device awards the tile itself, worth 7.
    assert fill(s, bd.MINE, 3) == 7
    assert s.state["g"]["bonus"][bd.MINE] == [0]
    refused(s, ["bonus", 0, 2, 0], "Ania already claimed Grey")


def test_a_knowledge_tile_can_be_taken_once_in_the_game():
    s = new(2)
    go(s, 1, 1, player=0)
    act(s, "knowledge", tile=15)
    s.apply(["adv"])
    refused(s, ["know", 1, 15, 0], "tile 15 is already Ania's")
    refused(s, ["know", 1, 27, 0], "1 to 26")
    act(s, "knowledge", tile=16)
    assert s.state["g"]["know"] == [[15], [16]]


# -- refused input ---------------------------------------------------------------------

def test_invalid_turn_actions_are_refused_and_change_nothing():
    s = new(2, first=0)
    refused(s, ["ship", 0, 0], "not now")               # setup: no ships yet
    go(s, 1, 1, player=0)
    refused(s, ["ship", 1, 0], "it is Ania's turn")      # the wrong player's ship
    refused(s, ["ship", 5, 0], "no player 5")
    refused(s, ["ship", 0], "not an action")
    refused(s, ["ship", 0, 5], "points should be 0")
    refused(s, ["sc", 0, 46, "region", 9, "A"], "1 to 8 spaces")
    refused(s, ["sc", 0, 14, "region", 3, "B"], "it is phase A")
    refused(s, ["sc", 0, 17, "region", 3, "A"], "points should be 16")
    refused(s, ["sc", 1, 16, "region", 3, "A"], "Ania's turn")
    refused(s, ["sc", 0, 7, "animals"], "actions or a correction")
    refused(s, ["sc", 0, 0, "fix", 1], "of 0")
    refused(s, ["sc", 0, 2, "fix", 9], "unknown reason")
    refused(s, ["ani", 0, 1, 5, 1, 5], "2 to 4 animals")
    refused(s, ["ani", 0, 5, 3, 1, 3], "kinds are 1 to 4")
    refused(s, ["ani", 0, 1, 3, 7, 3], "pastures")
    refused(s, ["bld", 0, 9, 0], "types are 1 to 8")
    refused(s, ["sell", 0, 7, 1, 2], "die value 1 to 6")
    refused(s, ["sell", 0, 2, 8, 16], "only 7 goods tiles")
    refused(s, ["sell", 0, 2, 0, 0], "at least 1")
    refused(s, ["order", [1, 0]], "not now")
    refused(s, ["roll", [1, 2, 3, 4, 5]], "as the round begins")
    refused(s, ["fin", 0, {}], "not now")
    for _ in range(3):
        act(s, "mine")
    refused(s, ["mine", 0, 0], "no empty mine space (3/3)")
    for _ in range(6):
        act(s, "ship")
    e = refused(s, ["ship", 0, 0], "no empty ship space")
    assert e.text(1) == "brak wolnego pola: statek (6/6)"
    # 7 tiles of each value: checked where sales were recorded by value
    s.apply(["sell", 0, 2, 5, 10])
    refused(s, ["sell", 0, 2, 3, 6], "(5 sold)")


def test_game_wide_supplies_are_refused_past_their_count():
    s = new(2, first=0)
    go(s, 1, 1, player=0)
    for _ in range(4):
        act(s, "animals", kind=4, animals=2, pasture=1)
    for _ in range(4):
        act(s, "building", type=6)
    s.apply(["adv"])
    for _ in range(3):
        act(s, "animals", kind=4, animals=2, pasture=1)
    for _ in range(3):
        act(s, "building", type=6)
    refused(s, ["ani", 1, 4, 2, 1, 8], "all 7 tiles are out: hens")
    refused(s, ["bld", 1, 6, 0], "all 7 tiles are out: Boarding house")


def test_undo_takes_back_a_ship_and_its_turn_order():
    s = new(3, first=0)
    go(s, 1, 1, player=1)
    before = snap(s)
    act(s, "ship")
    assert s.state["order"][0] == 1
    s.undo()
    assert snap(s) == before
    s.redo()
    assert s.state["order"] == [1, 0, 2]
