"""Tiletum scoring on the device: the fairs (the rulebook's Verona example,
sets, the king-track fair tile), the quick entries during play, completed
buildings, and the final scoring with its tie-breaker (the rulebook's
10 + 25 + 2 = 37)."""

from core import texts
from core.session import Session
from games.tiletum import fair, take
from games.tiletum import game as T
from games.tiletum import rules as R
from support.memjournal import MemJournal
from support.tiletum_play import (
    ACTS,
    COLOURS,
    NAMES,
    checklist,
    helper,
    likely,
    make,
    offered,
    rejected,
    rows,
)


def game(n=3):
    players = [{"name": NAMES[i]} for i in range(n)]
    s = Session.new(MemJournal(), "tiletum", {}, players, 0)
    s.apply(["wheel", ACTS, [1, 2, 3, 4, 5, 6]])
    # the king track as the table reads it off the board, space by space
    s.apply(["klow", -3])
    vps = [-3, -2, -1, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]
    for i in range(len(vps)):
        if i != 3:
            s.apply(["kvp", i - 3, vps[i]])
    s.apply(["adv"])
    return s


def quiet_round_to(s, stop):
    """Play on (no king moves, tokens 0) until the step ``stop``."""
    while s.step() != stop:
        step = s.step()
        g = s.state["g"]
        if step == "prep":
            king = [v for v in range(1, 7) if R.act_at(g, v) == 4][0]
            values = [v for v in range(1, 7) if v != king]
            n = len(s.state["players"])
            s.apply(["roll", [[COLOURS[i % 5], values[i % 5]] for i in range(3 * n + 2)]])
        elif step == "corrupt":
            s.apply(["corrupt", 0])
        elif step == "take":
            c, v = [d for d in g["wheel"] if R.act_at(g, d[1]) != 4][0]
            univ = R.act_at(g, v) == 5
            s.apply(take.take_event(s.state, c, v, act="contract" if univ else None))
        elif step == "king" and not g["roy"]:
            s.apply(["royal"])
        s.apply(["adv"])


def test_verona_fair_example():
    # Round 3, Verona: 3 VP printed under the city + 3 VP on the fair tile
    # for each completed contract; blue's merchant is there, 3 contracts: 18.
    s = game(3)
    quiet_round_to(s, "fair")
    quiet_round_to(s, "prep")
    quiet_round_to(s, "fair")
    quiet_round_to(s, "prep")
    quiet_round_to(s, "fair")
    assert s.state["cur"]["round"] == 3
    lines = checklist(s.state, 0)
    assert lines[0] == "Fair: city with fair token 3"
    assert checklist(s.state, 1)[0] == "Targ: miasto z żetonem targu 3"
    rejected(s, ["fair", 2, 3], "enter the fair's VP first")
    rejected(s, ["fairvp", 3, 3, 12], "tile 1-11")
    rejected(s, ["fairvp", 3, 21, 3], "VP 0-20")
    s.apply(["fairvp", 3, 3, 3])
    lines = checklist(s.state, 0)
    assert "completed contracts" in lines and "6 VP each time the condition is met" in lines
    before = list(s.state["scores"])
    assert T.points(s.state, ["fair", 2, 3]) == {2: 18}
    s.apply(make(s.state, "fair", 2, {"times": 3}))
    assert s.state["scores"][2] == before[2] + 18
    rejected(s, ["fair", 2, 1], "Celina scored at this fair")
    rejected(s, ["fair", 0, 31], "0 to 30")
    rejected(s, ["fairvp", 2, 2, 3], "undo first")
    s.apply(["fair", 0, 0])     # there, but no contract: nothing
    assert s.state["scores"][0] == before[0]
    assert "Scored: Celina, Ania" in checklist(s.state, 0)
    assert T.describe(["fair", 2, 3], 1) == "targ: 3x"


def test_fair_points_are_the_scorers_rules():
    # the device's fair arithmetic and games.tiletum.score's rule helpers agree
    from games.tiletum import score as tt
    s = game(2)
    quiet_round_to(s, "fair")
    g = s.state["g"]
    for city in (0, 2, 3, 5):
        for tile in (0, 1, 3):
            g["fair"] = [city, tile, 3, []]
            for times in (0, 1, 3, 7):
                assert fair.fair_points_of(s.state, 0, times) == tt.fair_points(city, tile, times)
            g["fair"] = [city, tile, 4, []]
            for space, vp in ((0, 0), (2, 1), (-2, -2), (15, 8)):
                g["kp"][0] = space
                assert fair.fair_points_of(s.state, 0, 1) == tt.king_fair_points(city, tile, vp)


def test_fair_in_tiletum_first_and_sets():
    s = game(2)
    quiet_round_to(s, "fair")
    assert checklist(s.state, 0)[0] == "Fair: Tiletum"
    # house + pillar sets: 4 houses and 2 pillars make 2 sets
    s.apply(["fairvp", 2, 1, 1])
    assert "house + pillar sets" in checklist(s.state, 0)
    ev = make(s.state, "fair_sets", 0, {"a": 4, "b": 2})
    assert ev == ["fair", 0, 2, 4, 2]
    s.apply(ev)
    assert s.state["scores"][0] == 16
    assert s.state["cats"][0]["fair"] == 6
    # the houses and pillars counted are what the device knows of Ania's
    # now: the final count and the standings start from them
    assert R.count(s.state, 0, R.HOUSES) == 4 and R.count(s.state, 0, R.PILLARS) == 2
    # two counts whose smaller is not the sets, or a plain tile's: refused
    rejected(s, ["fair", 1, 3, 4, 2])


def test_king_track_fair_tile_scores_before_the_track_moves():
    s = game(3)
    quiet_round_to(s, "king")
    s.apply(["kset", 0, 4])
    s.apply(["kset", 1, -2])
    # the fair step refuses this tile: it belongs to the king phase
    s.apply(["fairvp", 2, 1, 4])
    assert "Fair: 3 VP + king-track VP" in checklist(s.state, 0)
    rejected(s, ["fair", 0, 2], "not multiplied")
    # city 2 + tile 1, then the king-track VP of the space: +2 and -2
    assert T.points(s.state, ["fair", 0, 1]) == {0: 5}
    # the menu offers the fair tile here, in the king phase, not in the fair step
    assert "fair" in offered(s.state)
    # who scores, and no count: the tile's VP are not multiplied
    assert [q[0] for q in rows(s.state, "fair")] == ["p"]
    s.apply(make(s.state, "fair", None, {"p": 0}))
    s.apply(["fair", 1, 1])
    assert s.state["scores"][:2] == [15, 11]
    assert "Scored: Ania, Bartek" in checklist(s.state, 0)
    assert s.state["cats"][1]["fair"] == 1
    s.apply(["royal"])
    # the royal VP come on top: Ania +2 on space 4, Bartek -2 on -2
    assert s.state["scores"] == [17, 9, 10]
    assert offered(s.state) == ()      # the king phase is scored: nothing left to offer
    rejected(s, ["fair", 2, 1], "too late")
    rejected(s, ["fairvp", 2, 1, 4], "too late")
    s.apply(["adv"])
    assert "Scored in the king phase" in checklist(s.state, 0)
    rejected(s, ["fairvp", 2, 2, 3], "that fair scores in the king phase")
    # next round, the tile belongs to the king phase again, not to the fair
    quiet_round_to(s, "fair")
    rejected(s, ["fairvp", 2, 2, 4], "scores in the king phase")
    quiet_round_to(s, "king")
    rejected(s, ["fairvp", 2, 2, 3], "fairs score in the fair phase")


def test_quick_entries_during_a_turn():
    s = game(3)
    quiet_round_to(s, "take")
    acts = offered(s.state)      # what the menu offers the player who moves
    # Take a die (where the menu opens), a contract above it and the die with
    # a helper's AP below: the contract and the character bonus, which ask
    # the same VP, not one press apart on either side of the cursor
    assert acts[:5] == ("bld", "contract", "take", "take_x", "character") and acts[-1] == "kset"
    assert likely(s.state) == "take"
    for a in ("take", "take_x", "contract", "cathedral", "arms", "character", "bld", "km"):
        assert a in acts and helper(a)["who"] == "active"
    # VP from a house space, a helper tile or anything else, with the reason
    assert make(s.state, "other", 1, {"why": 0, "vp": 2}) == ["sc", 1, 2, "house"]
    assert make(s.state, "other", 1, {"why": 1, "vp": 3}) == ["sc", 1, 3, "helper"]
    assert T.PAD_CATEGORY == "fix"
    # a contract: VP on the tile + VP of the space it covers on the board,
    # one number (only the sum scores), from 0 at first, then from the last
    assert [q[4] for q in rows(s.state, "contract")] == [0]
    assert texts.pair("tiletum", rows(s.state, "contract")[0][1])[0] == \
        "VP: contract + space covered"
    ev = make(s.state, "contract", 0, {"a": 7})
    assert ev == ["ctr", 0, 7, 0]
    before = s.state["scores"][0]
    s.apply(ev)
    assert s.state["scores"][0] == before + 7 and s.state["cats"][0]["contract"] == 7
    assert [q[4] for q in rows(s.state, "contract")] == [7]
    assert T.describe(ev, 0, ["Ania"]) == "Ania: contract +7"
    rejected(s, ["ctr", 0, 31, 10], "contract and space 0-40 VP")
    # a cathedral: the cost tile's VP + the cathedral tile's VP
    s.apply(make(s.state, "cathedral", 0, {"a": 3, "b": 4}))
    # the coat-of-arms space that turns 2 food into 5 VP
    assert rows(s.state, "arms")[0][4] == 5
    s.apply(make(s.state, "arms", 0, {"vp": 5}))
    assert s.state["scores"][0] == 10 + 7 + 7 + 5
    assert s.state["cats"][0] == {"start": 10, "contract": 7, "cathedral": 7, "arms": 5}
    assert T.describe(ev, 0) == "contract +7"
    assert T.describe(["sc", 0, -3, "fix"], 1, list(NAMES[:3])) == "Ania: korekta -3"
    assert T.describe(["fairvp", 3, 3, 3], 1, list(NAMES[:3])) == "targ: 3 + 3 PZ"
    assert T.describe(["adv"], 0, list(NAMES[:3])) is None
    rejected(s, ["sc", 0, 3, "bribe"], "unknown score reason")
    rejected(s, ["sc", 0, 3, "start"], "unknown score reason start")


def test_completed_buildings_and_their_bonus():
    s = game(2)
    quiet_round_to(s, "take")
    rejected(s, ["bld", 1, "king", 3], "only Ania")
    rejected(s, ["bld", 0, "universal", 1], "bonus: 1-3 AP for one of 5 actions")
    rejected(s, ["bld", 0, "king", 4], "bonus: 1-3 AP")
    rejected(s, ["bld", 0, None, 1], "one building only has no bonus")
    assert make(s.state, "bld", 0, {"for": 5, "ap": 2}) == ["bld", 0, "king", 2]
    assert make(s.state, "bld", 0, {"for": 0}) == ["bld", 0, None, 0]
    (q,) = rows(s.state, "bld", {"for": 0})     # the rightmost: no bonus asked
    assert texts.pair("tiletum", q[5][5]) == ("King", "Król")
    assert len(rows(s.state, "bld", {"for": 5})) == 2
    s.apply(["bld", 0, None, 0])
    rejected(s, ["bld", 0, None, 0], "one building only has no bonus")
    for a, ap in (("king", 2), ("merchant", 1), ("king", 1), ("architect", 3)):
        s.apply(["bld", 0, a, ap])
    assert s.state["g"]["bonus"][0] == [3, 1, 0, 0, 3]
    assert "Bonus AP: Arch.+3 Merch.+1 King+3" in checklist(s.state, 0)
    s.apply(["bld", 0, "contract", 2])
    assert R.completed(s.state, 0) == 6
    rejected(s, ["bld", 0, "character", 1], "6 buildings done")


def finish(s):
    while s.step() != "final":
        quiet_round_to(s, "final")


def test_final_scoring_rulebook_example():
    # Blue: 4 completed buildings (10) + 5 houses x 5 pillars (25) + 3 iron,
    # 5 gold, 1 wool = 9 goods (2): 37 on top of the track.
    s = game(2)
    quiet_round_to(s, "take")
    s.apply(["bld", 0, "king", 3])
    s.apply(["bld", 0, "character", 2])
    s.apply(["sc", 0, 44, "other"])
    finish(s)
    # nobody moved on the king track: Ania, at the bottom of the stack on 0,
    # led in round 4 and took 4 VP
    assert s.state["cats"][0]["leader"] == 4
    s.apply(["bld", 0, None, 0])
    s.apply(["bld", 0, "merchant", 1])
    assert "Ania: buildings done 4" in checklist(s.state, 0)
    rejected(s, ["end"], "final counts missing for Ania")
    # whose count (the next in turn order), then the completed buildings
    # from the device's count, houses, pillars and goods
    qs = rows(s.state, "final", {"p": 0})
    assert qs[0][4] == 0 and qs[1][0] == "built" and qs[1][4] == 4
    assert [q[0] for q in qs[2:]] == ["houses", "pillars", "goods"]
    s.apply(make(s.state, "final", 0, {"houses": 5, "pillars": 5, "goods": 9}))
    rejected(s, ["end"], "final counts missing for Bartek")
    rejected(s, ["fin", 1, 9, 0, 0], "houses: 0 to 8")
    rejected(s, ["fin", 1, 0, 8, 0], "pillars: 0 to 7")
    assert rows(s.state, "final")[0][4] == 1            # Bartek next
    # Bartek counts 1 building more than the device knew of (done at the end)
    answers = {"p": 1, "built": 1, "houses": 2, "pillars": 3, "goods": 40}
    assert make(s.state, "final", None, answers) == ["fin", 1, 2, 3, 40, 1]
    s.apply(["fin", 1, 2, 3, 40, 1])
    assert "Bartek: buildings done 1" in checklist(s.state, 0)
    rejected(s, ["fin", 1, 0, 0, 0, 7], "built: 0 to 6")
    s.apply(["end"])
    assert s.state["over"]
    r = T.results(s.state)["results"]
    ania = [x for x in r if x["name"] == "Ania"][0]
    assert ania["breakdown"] == {"track": 58, "buildings": 10, "houses_pillars": 25, "goods": 2}
    assert ania["total"] == 58 + 37
    bartek = [x for x in r if x["name"] == "Bartek"][0]
    assert bartek["breakdown"] == {"track": 10, "buildings": 0, "houses_pillars": 6, "goods": 10}
    assert [(x["name"], x["rank"]) for x in r] == [("Ania", 1), ("Bartek", 2)]
    rejected(s, ["sc", 0, 1, "other"], "the game is over")


def test_tie_goes_to_the_earlier_turn_order():
    s = game(3)
    finish(s)
    # nobody moved on the king track: the order is still Ania, Bartek, Celina
    assert s.state["order"] == [0, 1, 2]
    s.apply(["sc", 2, 5, "other"])
    s.apply(["fin", 0, 1, 1, 0])
    s.apply(["fin", 1, 3, 2, 0])     # 6 VP: ties with Celina's 5 + 1
    s.apply(["fin", 2, 1, 1, 0])
    s.apply(["end"])
    r = T.results(s.state)["results"]
    assert [(x["name"], x["total"], x["rank"]) for x in r] == [
        ("Bartek", 16, 1), ("Celina", 16, 2), ("Ania", 15, 3)]


def test_the_menu_offers_what_the_fair_needs():
    # the fair's figures first, then per player the entry its tile asks for
    s = game(3)
    quiet_round_to(s, "fair")
    assert offered(s.state) == ("fairvp",) and likely(s.state) == "fairvp"
    # one entry for the VP each time (only city + tile counts), then the tile
    each, tile = rows(s.state, "fairvp")
    assert texts.pair("tiletum", each[1])[0] == "VP each time (city + tile)"
    labels = tile[5]                        # the tile: a menu of the 11
    assert len(labels) == 12
    assert texts.pair("tiletum", labels[3]) == ("completed contracts", "zrealizowane kontrakty")
    ev = make(s.state, "fairvp", None, {"city": 4, "kind": 3})
    assert ev == ["fairvp", 4, 0, 3]
    s.apply(ev)
    assert offered(s.state) == ("fair", "fairvp")
    # the first player's score follows the figures at once
    assert fair.STEP["follow_up"](s.state, ev) == "fair"
    quiet_round_to(s, "prep")
    quiet_round_to(s, "fair")
    s.apply(["fairvp", 3, 2, 1])            # house + pillar sets: two counts per player
    assert offered(s.state) == ("fair_sets", "fairvp")
    quiet_round_to(s, "prep")
    quiet_round_to(s, "king")
    s.apply(["fairvp", 2, 2, 4])            # the king-track tile: scored in the king phase
    assert offered(s.state) == ("royal", "fairvp", "fair", "kvp", "kset")


def test_breakdown_names_each_part_of_the_final_scoring():
    import games
    from games.tiletum import game as tiletum
    assert [games.part_name(tiletum, k, 0) for k in ("track", "houses_pillars", "goods")] == \
        ["Score track", "Houses × pillars", "Goods (1 per 4)"]
    assert games.part_name(tiletum, "buildings", 1) == "Ukończone budynki"
