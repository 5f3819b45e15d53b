"""The Castles of Burgundy through a Session, the end of the game: the final
calculator asks only what the device does not know, the rulebook's end-game
examples (knowledge 15, 16-23, 24, 25, 26), both tie-breakers, and nothing
scores after the end."""

from core.rng import Rng
from games.burgundy import data as bd
from games.burgundy import end as be
from games.burgundy import game as bg
from support.burgundy_play import act, go, hook, menu, new, refused


def to_final(s, rng=None):
    rng = rng or Rng(2)
    while s.step() != "final":
        if s.step() == "roll" and s.state["dice"] is None and \
                s.state["options"]["dice"] != "none":
            s.roll(rng)
        s.apply(["adv"])


def finish(s, counts):
    """The final calculator as the screens run it: the "count" action for
    each player (and "empty" when the estates are not recorded), then the
    end; returns the ranking."""
    for p in range(len(counts)):
        values = counts[p]
        act(s, "count", player=p, **values)
        if "empty_spaces" in values:
            act(s, "empty", player=p, empty_spaces=values["empty_spaces"])
    s.apply(["end"])
    return bg.results(s.state)


def by_name(res):
    return {r["name"]: r for r in res["results"]}


# -- the end --------------------------------------------------------------------------

def test_final_calculator_asks_only_what_it_does_not_know():
    s = new(2)
    to_final(s)
    assert [q[0] for q in be.final_ask(s.state, 0)] == ["goods", "silver", "workers"]
    t = new(2, record=False)
    go(t, 1, 1, player=0)
    act(t, "knowledge", tile=22)
    act(t, "knowledge", tile=3)
    act(t, "building", type=7)
    act(t, "mine")
    to_final(t)
    asked = be.final_ask(t.state, 0)
    assert [q[0] for q in asked] == ["goods", "silver", "workers", "empty_spaces", "bank"]
    # Empty spaces at most 36 - 4 recorded; at least the 1 recorded bank.
    assert asked[3][2:] == (0, 32, 32) and asked[4][2:] == (1, 7, 1)
    assert [q[0] for q in be.final_ask(t.state, 1)] == ["goods", "silver", "workers",
                                                        "empty_spaces"]


def test_end_game_worked_examples():
    # Daria sold 4 red, 3 violet, 3 pink, 1 orange and holds tiles 15 and 25;
    # Benek holds 17 and 22 with 2 watchtowers and 4 banks; Ania holds 24
    # with cows, hens and 3 sheep tiles, and 26 with 3 bonus tiles.
    s = new(3, names=("Ania", "Benek", "Daria"), first=0)
    go(s, 1, 1, player=2)
    act(s, "knowledge", tile=15)
    act(s, "knowledge", tile=25)
    for goods, tiles in ((1, 4), (2, 3), (3, 3), (4, 1)):
        act(s, "sell", goods=goods, tiles=tiles)
    go(s, 1, 2, player=1)
    act(s, "knowledge", tile=17)
    act(s, "knowledge", tile=22)
    for t in (2, 2, 7, 7, 7, 7):
        act(s, "building", type=t)
    go(s, 1, 3, player=0)
    act(s, "knowledge", tile=24)
    act(s, "knowledge", tile=26)
    for kind, pasture in ((1, 1), (4, 1), (2, 2), (2, 2), (2, 3)):
        act(s, "animals", kind=kind, animals=2, pasture=pasture)
    for colour in (bd.CASTLE, bd.MINE, bd.SHIP):
        fill(s, colour, bd.SPACES[colour])      # three large bonus tiles: 3 x 6
    to_final(s)
    res = by_name(finish(s, [{"goods": 0, "silver": 0, "workers": 0}] * 3))
    daria = res["Daria"]["breakdown"]
    assert daria["knowledge_15"] == 12 and daria["knowledge_25"] == 11
    benek = res["Benek"]["breakdown"]
    assert benek["knowledge_17"] + benek["knowledge_22"] == 24
    ania = res["Ania"]["breakdown"]
    assert ania["knowledge_24"] == 12 and ania["knowledge_26"] == 6
    # Daria's sales: 11 tiles x 3 = 33 on the track, + 12 + 11 at the end.
    assert res["Daria"]["total"] == 33 + 23 and daria["sale"] == 33
    # Benek: 2 watchtowers on the way (8) + 24.
    assert res["Benek"]["total"] == 8 + 24 and benek["tower"] == 8
    # Ania: animals 2+2+2+(2+2)+2 = 12, bonus 18, + 12 + 6.
    assert ania["animals"] == 12 and ania["bonus"] == 18 and res["Ania"]["total"] == 48
    for r in res.values():
        total = 0
        for v in r["breakdown"].values():
            total += v
        assert total == r["total"]
    assert [r["rank"] for r in finish_order(res)] == [1, 2, 3]


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


def finish_order(res):
    rows = list(res.values())
    rows.sort(key=lambda r: r["rank"])
    return rows


def test_tie_on_points_goes_to_more_empty_spaces():
    s = new(2, first=0)
    go(s, 1, 1, player=0)
    act(s, "mine")                          # one space fewer empty for Ania
    s.apply(["adv"])
    act(s, "fix", player=1, points=5, reason=6)
    to_final(s)
    res = finish(s, [{"goods": 2, "silver": 3, "workers": 0},     # 5
                     {"goods": 0, "silver": 0, "workers": 1}])    # 5 + 0
    rows = [(r["name"], r["total"], r["rank"]) for r in res["results"]]
    assert rows == [("Bartek", 5, 1), ("Ania", 5, 2)]
    assert be.sheet(s.state)["players"][0]["empty_spaces"] == 35


def test_tie_on_empty_spaces_goes_to_the_later_turn_in_the_last_round():
    s = new(3, first=0, record=False)
    go(s, 5, 5, player=1)
    # Bartek's ship in the very last round makes him first, but only for a
    # round that never comes: in this one Celina still plays after him.
    act(s, "ship")
    assert s.state["order"] == [1, 0, 2]
    to_final(s)
    same = {"goods": 1, "silver": 1, "workers": 2, "empty_spaces": 10}
    res = finish(s, [same, same, same])
    assert [(r["name"], r["rank"]) for r in res["results"]] == [
        ("Celina", 1), ("Bartek", 2), ("Ania", 3)]
    assert [p["turn_order"] for p in be.sheet(s.state)["players"]] == [1, 2, 3]


def test_end_needs_every_count_and_nothing_scores_after_it():
    s = new(2)
    to_final(s)
    assert menu(s.state) == ("count", "fix")
    refused(s, ["end"], "count first: Ania, Bartek")
    refused(s, ["fin", 0, {"goods": 22, "silver": 0, "workers": 0}], "Goods tiles left: 0 to 21")
    refused(s, ["fin", 0, {}], "wrong action format")
    # Recorded estates: the device knows empty spaces and buildings.
    refused(s, ["fin", 0, {"empty_spaces": 3}], "knows this")
    refused(s, bg.ACTIONS["built"]["make"](s.state, 0, {"type": 7, "count": 2}), "knows this")
    act(s, "count", player=0, goods=1, silver=0, workers=0)
    assert hook(s.state, "checklist", 0)[-1] == "To count: Bartek"
    # A count may be given again (a recount replaces it).
    act(s, "count", player=1, goods=0, silver=5, workers=0)
    act(s, "count", player=1, goods=0, silver=2, workers=0)
    assert s.state["g"]["fin"][1] == {"goods": 0, "silver": 2, "workers": 0}
    s.apply(["end"])
    assert hook(s.state, "status", 1) == "Koniec gry"
    refused(s, ["sc", 0, 3, "fix", 1], "over")
    refused(s, ["sc", 0, 3, "region", 1, "E"], "over")
    refused(s, ["ship", 0, 0], "over")
    assert menu(s.state) == ()
    assert [r["total"] for r in bg.results(s.state)["results"]] == [2, 1]


def test_unrecorded_estates_are_counted_at_the_end():
    s = new(2, record=False)
    go(s, 1, 1, player=0)
    act(s, "knowledge", tile=22)
    act(s, "building", type=7)
    to_final(s)
    assert menu(s.state) == ("count", "empty", "built", "fix")
    act(s, "count", player=0, goods=0, silver=0, workers=0)
    act(s, "count", player=1, goods=0, silver=0, workers=0)
    # Empty spaces are not known: the end waits for them.
    refused(s, ["end"], "count first: Ania, Bartek")
    refused(s, ["fin", 0, {"empty_spaces": 35}], "Empty estate spaces: 0 to 34")
    act(s, "empty", player=0, empty_spaces=20)
    act(s, "empty", player=1, empty_spaces=21)
    # Ania's tile 22 scores her banks: 1 recorded, 3 in all; never fewer.
    refused(s, ["fin", 0, {"bank": 0}], "Bank: 1 to 7")
    act(s, "built", player=0, type=7, count=3)
    s.apply(["end"])
    res = by_name(bg.results(s.state))
    assert res["Ania"]["breakdown"]["knowledge_22"] == 12
    assert [p["empty_spaces"] for p in be.sheet(s.state)["players"]] == [20, 21]
