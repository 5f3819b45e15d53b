"""Tiletum scoring: the rulebook's final-scoring and fair examples, the
completed-buildings table, full sheets and the turn-order tie-breaker."""

from games.tiletum import score as tt


def error_of(sheet):
    # The scorer imports its checks when it scores (games.scoresheet goes
    # with the game that used it): their error class is the one loaded now.
    from games.scoresheet import SheetError
    try:
        tt.score(sheet)
    except SheetError as e:
        return e
    raise AssertionError("sheet accepted")


def player(name, **fields):
    fields["name"] = name
    return fields


def sheet(*players):
    return {"game": "tiletum", "players": list(players)}


def test_rulebook_final_scoring_example():
    # 4 completed buildings (10) + 5 houses x 5 pillars (25) + 3 iron, 5 gold,
    # 1 wool = 9 goods (2): 37 on top of the track.
    blue = {"track": 0, "completed_buildings": 4, "houses": 5, "pillars": 5, "goods": 9}
    b = tt.final_breakdown(blue)
    assert b == {"track": 0, "buildings": 10, "houses_pillars": 25, "goods": 2}
    assert sum(b.values()) == 37
    r = tt.score(sheet(player("Blue", track=58, completed_buildings=4, houses=5, pillars=5,
                              goods=9), player("Green", track=90)))
    assert r["results"][0]["name"] == "Blue"
    assert r["results"][0]["total"] == 95


def test_completed_buildings_table():
    assert [tt.building_points(n) for n in range(7)] == [0, 0, 0, 5, 10, 20, 30]


def test_goods_pay_one_per_four():
    assert [tt.goods_points(n) for n in (0, 3, 4, 7, 8, 9, 41)] == [0, 0, 1, 1, 2, 2, 10]


def test_houses_times_pillars():
    assert tt.house_pillar_points(5, 5) == 25
    assert tt.house_pillar_points(8, 0) == 0
    assert tt.house_pillar_points(8, 7) == 56


def test_verona_fair_example():
    # Verona: 3 VP printed + 3 VP on the fair tile, per completed contract; 3 contracts.
    assert tt.fair_points(3, 3, 3) == 18
    assert tt.fair_points(3, 3, 0) == 0


def test_king_track_fair_tile():
    # City 2 + tile 1 once, then the player's king-track VP: a player on a
    # red space can end up losing VP; the tile is never multiplied.
    assert tt.king_fair_points(2, 1, 3) == 6
    assert tt.king_fair_points(2, 1, -4) == -1
    assert tt.king_fair_points(2, 1, 0) == 3


def test_full_sheet_four_players_with_shared_rank():
    r = tt.score(sheet(
        player("Ala", track=70, completed_buildings=3, houses=4, pillars=3, goods=6),   # 70+5+12+1
        player("Bolek", track=60, completed_buildings=5, houses=2, pillars=4, goods=3),  # 60+20+8
        player("Cela", track=66, completed_buildings=2, houses=5, pillars=4, goods=8),   # 66+0+20+2
        player("Dyzio", track=80, houses=1, pillars=1, goods=12)))                       # 80+1+3
    totals = {x["name"]: x["total"] for x in r["results"]}
    assert totals == {"Ala": 88, "Bolek": 88, "Cela": 88, "Dyzio": 84}
    # No turn order given: the three tied players share first place, in seat order.
    assert [(x["name"], x["rank"]) for x in r["results"]] == [
        ("Ala", 1), ("Bolek", 1), ("Cela", 1), ("Dyzio", 4)]
    for x in r["results"]:
        assert sum(x["breakdown"].values()) == x["total"]


def test_tie_goes_to_the_earlier_turn_order():
    r = tt.score(sheet(player("A", track=50, turn_order=3),
                       player("B", track=50, turn_order=1),
                       player("C", track=49, turn_order=2)))
    assert [(x["name"], x["rank"]) for x in r["results"]] == [("B", 1), ("A", 2), ("C", 3)]


def test_out_of_range_and_unknown_fields():
    cases = (
        (player("A", completed_buildings=7), "completed_buildings"),
        (player("A", houses=9), "houses"),
        (player("A", pillars=8), "pillars"),
        (player("A", goods=-2), "goods"),
        (player("A", track="12"), "track"),
        (player("A", fairs=3), "fairs"),
        (player("A", turn_order=5), "turn_order"),
    )
    for p, field in cases:
        e = error_of(sheet(p, player("B")))
        assert (e.player, e.field) == (0, field), str(e)
        assert str(e).startswith("player 1 (A), field " + field)


def test_turn_order_must_be_distinct():
    e = error_of(sheet(player("A", turn_order=1), player("B", turn_order=1)))
    assert (e.player, e.field) == (1, "turn_order")


def test_sheet_level_errors():
    e = error_of({"game": "tiletum", "players": [player("A")]})
    assert (e.player, e.field) == (None, "players")
    e = error_of({"game": "tiletum", "players": [player("A"), player("B")], "round": 4})
    assert (e.player, e.field) == (None, "round")
    e = error_of({"game": "tiletum", "options": {"solo": True},
                  "players": [player("A"), player("B")]})
    assert (e.player, e.field) == (None, "options.solo")
    e = error_of({"game": "tiletum", "players": [player("A"), "B"]})
    assert (e.player, e.field) == (1, "players")
    e = error_of({"game": "tiletum", "players": [player("A"), {"name": ""}]})
    assert (e.player, e.field) == (1, "name")
