"""Generic score pad ranking, the shared ranking rules of every sheet, the
one-line error text, and the lazy game registry."""

from games import scoresheet as ss
from games import sheets
from games.generic import score as gen
from games.scoresheet import SheetError


def error_of(sheet, scorer=gen.score):
    try:
        scorer(sheet)
    except SheetError as e:
        return e
    raise AssertionError("sheet accepted")


def sheet(scores, lowest=None):
    s = {"game": "generic",
         "players": [{"name": "P" + str(i + 1), "score": v} for i, v in enumerate(scores)]}
    if lowest is not None:
        s["options"] = {"lowest_wins": lowest}
    return s


def table(result):
    return [(x["name"], x["total"], x["rank"]) for x in result["results"]]


def test_highest_wins_and_ties_share_with_skipped_rank():
    assert table(gen.score(sheet([12, 30, 30, 7]))) == [
        ("P2", 30, 1), ("P3", 30, 1), ("P1", 12, 3), ("P4", 7, 4)]


def test_lowest_wins_option():
    assert table(gen.score(sheet([12, -3, 30, 12], lowest=True))) == [
        ("P2", -3, 1), ("P1", 12, 2), ("P4", 12, 2), ("P3", 30, 4)]


def test_one_and_eight_players():
    assert table(gen.score(sheet([5]))) == [("P1", 5, 1)]
    r = gen.score(sheet([1, 2, 3, 4, 5, 6, 7, 8]))
    assert [x["rank"] for x in r["results"]] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert r["results"][0]["breakdown"] == {"score": 8}


def test_invalid_generic_sheets():
    e = error_of(sheet(list(range(9))))
    assert (e.player, e.field) == (8, "players")
    e = error_of(sheet([]))
    assert (e.player, e.field) == (None, "players")
    e = error_of(sheet([1, 2.5]))
    assert (e.player, e.field) == (1, "score")
    e = error_of(sheet([True]))
    assert (e.player, e.field) == (0, "score")
    e = error_of(sheet([1], lowest=1))
    assert (e.player, e.field) == (None, "options.lowest_wins")
    e = error_of(sheet([100000]))
    assert (e.player, e.field) == (0, "score")


def test_a_scorer_refuses_another_games_sheet():
    e = error_of({"game": "amber", "players": [{"name": "A", "score": 1}]})
    assert str(e) == "sheet, field game: expected generic, got 'amber'"


def test_rank_keys_share_and_skip():
    assert ss.rank_keys([(9,), (9,), (5,)]) == [1, 1, 3]
    assert ss.rank_keys([(5, 1), (9, 0), (5, 2)]) == [3, 1, 2]
    assert ss.rank_keys([(1, 0), (1, 0), (1, 0)]) == [1, 1, 1]


def test_error_text_is_one_line_naming_player_and_field():
    e = SheetError(1, "goods", "must be 0-21,\ngot 40", "Ania")
    assert str(e) == "player 2 (Ania), field goods: must be 0-21, got 40"
    assert (e.player, e.field) == (1, "goods")
    assert str(SheetError(None, "game", "unknown")) == "sheet, field game: unknown"
    e = error_of({"game": "generic", "players": [{"name": "Ala\nMa", "score": "7"}]})
    assert str(e) == "player 1 (Ala Ma), field score: must be a whole number, got text"


def test_registry_loads_each_scorer_by_game_id():
    assert sheets.games() == ("burgundy", "tiletum", "san_juan", "amber", "generic")
    for game in sheets.games():
        mod = sheets.scorer(game)
        assert game == mod.GAME
        lo, hi = mod.PLAYERS
        assert 1 <= lo <= hi <= 8
    assert table(sheets.score(sheet([3, 4]))) == [("P2", 4, 1), ("P1", 3, 2)]


def test_registry_rejects_unknown_games_and_non_objects():
    e = error_of({"game": "chess", "players": []}, sheets.score)
    assert (e.player, e.field) == (None, "game")
    assert "burgundy" in str(e)
    e = error_of([1, 2], sheets.score)
    assert (e.player, e.field) == (None, "sheet")
    e = error_of({"players": []}, sheets.score)
    assert (e.player, e.field) == (None, "game")
