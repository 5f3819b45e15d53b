"""Amber road game scoring: coins, villages and opponents' castles, the
outright win of a complete network, and shared wins on equal totals."""

from games.amber import score as am
from games.scoresheet import SheetError


def error_of(sheet):
    try:
        am.score(sheet)
    except SheetError as e:
        return e
    raise AssertionError("sheet accepted")


def player(name, **fields):
    fields["name"] = name
    return fields


def sheet(*players):
    return {"game": "amber", "players": list(players)}


def test_points_per_coin_village_and_castle():
    assert am.points(3, 2, 2) == 3 + 2 + 4
    assert am.points(0, 0, 0) == 0
    assert am.final_breakdown({"coins": 1, "villages": 5, "castles": 3}) == {
        "coins": 1, "villages": 5, "castles": 6}


def test_equal_totals_share_the_win():
    r = am.score(sheet(
        player("Ala", coins=3, villages=2, castles=2),     # 3 + 2 + 4 = 9
        player("Bartek", coins=1, villages=4, castles=2),  # 1 + 4 + 4 = 9
        player("Cela", coins=2, villages=3),               # 5
        player("Darek", villages=1, castles=1)))           # 3
    assert [(x["name"], x["total"], x["rank"]) for x in r["results"]] == [
        ("Ala", 9, 1), ("Bartek", 9, 1), ("Cela", 5, 3), ("Darek", 3, 4)]
    for x in r["results"]:
        assert sum(x["breakdown"].values()) == x["total"]


def test_complete_network_wins_outright():
    # Connected to every village and both opponents' castles, even with fewer points.
    r = am.score(sheet(player("Ala", coins=6, villages=3, castles=1),   # 11
                       player("Bartek", villages=3, castles=2, complete=True),  # 7
                       player("Cela", coins=2, villages=1)))           # 3
    assert [(x["name"], x["total"], x["rank"]) for x in r["results"]] == [
        ("Bartek", 7, 1), ("Ala", 11, 2), ("Cela", 3, 3)]


def test_six_players():
    players = [player("P" + str(i), villages=i % 3) for i in range(6)]
    r = am.score(sheet(*players))
    assert [x["rank"] for x in r["results"]] == [1, 1, 3, 3, 5, 5]
    assert [x["name"] for x in r["results"]] == ["P2", "P5", "P1", "P4", "P0", "P3"]


def test_invalid_sheets():
    cases = (
        (sheet(player("A", castles=2), player("B")), 0, "castles"),
        (sheet(player("A", villages=9), player("B")), 0, "villages"),
        (sheet(player("A", coins=10), player("B", coins=5)), 1, "coins"),
        (sheet(player("A", complete="yes"), player("B")), 0, "complete"),
        (sheet(player("A", complete=True), player("B")), 0, "castles"),
        (sheet(player("A", castles=1, complete=True), player("B", castles=1, complete=True)),
         1, "complete"),
        (sheet(player("A", roads=4), player("B")), 0, "roads"),
        (sheet(player("A")), None, "players"),
        (sheet(*[player("P" + str(i)) for i in range(7)]), 6, "players"),
    )
    for s, seat, field in cases:
        e = error_of(s)
        assert (e.player, e.field) == (seat, field), str(e)


def test_the_boards_figures_are_the_scorers():
    # the board keeps its own copy, so that the scorer loads only when
    # the game is scored
    from games.amber import board as amber_board
    from games.amber import game as amber
    assert amber.PLAYERS == am.PLAYERS
    assert amber_board.MAX_VILLAGES == am.MAX_VILLAGES
    assert amber_board.VILLAGE_POINTS == am.VILLAGE_POINTS
    assert amber_board.CASTLE_POINTS == am.CASTLE_POINTS
