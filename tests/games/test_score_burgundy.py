"""The Castles of Burgundy scoring: the rulebook's worked examples, region
and bonus tables, a full end-game sheet and both tie-breakers."""

from games.burgundy import score as bg


def error_of(sheet):
    # The scorer imports its checks when it scores (games.scoresheet goes
    # with the game that used it): their error class is the one loaded now.
    from games.scoresheet import SheetError
    try:
        bg.score(sheet)
    except SheetError as e:
        return e
    raise AssertionError("sheet accepted")


def player(name, **fields):
    fields["name"] = name
    return fields


def sheet(*players):
    return {"game": "burgundy", "players": list(players)}


def by_name(result):
    return {r["name"]: r for r in result["results"]}


def test_animals_score_the_whole_pasture_of_that_kind():
    # 4 cows placed beside a 3-cow tile: 4 + 3; another 4 cows there: 4 + 4 + 3.
    assert bg.animal_points(4, (3,)) == 7
    assert bg.animal_points(4, (4, 3)) == 11
    assert bg.animal_points(2) == 2


def test_knowledge_7_adds_one_per_animal_tile_scored():
    # 3 sheep onto a pasture holding 4 sheep: (3 + 1) + (4 + 1).
    assert bg.animal_points(3, (4,), knowledge_7=True) == 9
    # Then 2 pigs on that pasture: no other pigs, (2 + 1).
    assert bg.animal_points(2, (), knowledge_7=True) == 3


def test_region_points_for_every_size_and_phase():
    by_size = (1, 3, 6, 10, 15, 21, 28, 36)
    by_phase = {"A": 10, "B": 8, "C": 6, "D": 4, "E": 2}
    for size in range(1, 9):
        for phase in "ABCDE":
            assert bg.region_points(size, phase) == by_size[size - 1] + by_phase[phase]
    assert bg.region_points(8, "A") == 46
    assert bg.region_points(1, "E") == 3
    assert bg.region_points(5, 2) == 21      # phase as index: C
    assert bg.region_points(3, "b") == 14


def test_region_points_reject_impossible_regions():
    for size, phase in ((0, "A"), (9, "A"), (3, "F"), (3, "AB"), (3, 5)):
        try:
            bg.region_points(size, phase)
        except ValueError:
            continue
        raise AssertionError(f"accepted {size}, {phase}")


def test_selling_pays_by_player_count():
    assert bg.sale_points(3, 2) == 6
    assert bg.sale_points(3, 3) == 9
    assert bg.sale_points(3, 4) == 12


def test_colour_bonus_tiles_for_first_and_second_claimant():
    assert [bg.bonus_tile_points(n, 1) for n in (2, 3, 4)] == [5, 6, 7]
    assert [bg.bonus_tile_points(n, 2) for n in (2, 3, 4)] == [2, 3, 4]
    assert bg.bonus_tile_points(4, 3) == 0
    assert bg.bonus_tile_points(4, 4) == 0


def test_knowledge_15_and_25_count_goods_sold():
    # Daria sold 4 red, 3 violet, 3 pink, 1 orange: 4 kinds x 3 = 12; 11 tiles = 11.
    r = bg.score(sheet(player("Daria", knowledge=[15, 25], sold=[4, 3, 3, 1]),
                       player("Ewa")))
    b = by_name(r)["Daria"]["breakdown"]
    assert b["knowledge_15"] == 12
    assert b["knowledge_25"] == 11
    assert by_name(r)["Daria"]["total"] == 23


def test_knowledge_15_ignores_colours_never_sold():
    r = bg.score(sheet(player("Daria", knowledge=[15], sold=[2, 0, 0, 5]), player("Ewa")))
    assert by_name(r)["Daria"]["breakdown"]["knowledge_15"] == 6


def test_knowledge_16_to_23_pay_4_per_building_of_their_type():
    # Benek: tiles 17 (watchtowers) and 22 (banks), 2 watchtowers and 4 banks.
    r = bg.score(sheet(player("Benek", knowledge=[17, 22],
                              buildings={"watchtower": 2, "bank": 4, "church": 3}),
                       player("Ewa")))
    b = by_name(r)["Benek"]["breakdown"]
    assert b["knowledge_17"] + b["knowledge_22"] == 24
    assert by_name(r)["Benek"]["total"] == 24


def test_each_of_tiles_16_to_23_reads_its_own_building_type():
    kinds = ("warehouse", "watchtower", "carpenter", "church", "market",
             "boarding_house", "bank", "city_hall")
    for i in range(8):
        built = {kinds[i]: 3}
        r = bg.score(sheet(player("A", knowledge=list(range(16, 24)), buildings=built),
                           player("B")))
        b = by_name(r)["A"]["breakdown"]
        assert b["knowledge_" + str(16 + i)] == 12
        assert by_name(r)["A"]["total"] == 12


def test_knowledge_24_and_26():
    # Ania: cows, hens and 3 sheep tiles: 3 kinds x 4 = 12; 3 bonus tiles x 2 = 6.
    r = bg.score(sheet(player("Ania", knowledge=[24, 26], animal_kinds=3, bonus_tiles=3),
                       player("Ewa")))
    b = by_name(r)["Ania"]["breakdown"]
    assert b["knowledge_24"] == 12
    assert b["knowledge_26"] == 6


def test_in_game_knowledge_tiles_score_nothing_at_the_end():
    r = bg.score(sheet(player("A", knowledge=[1, 7, 14]), player("B")))
    assert by_name(r)["A"]["total"] == 0
    assert sorted(by_name(r)["A"]["breakdown"]) == ["goods", "silver", "track", "workers"]


def test_full_sheet_three_players():
    r = bg.score(sheet(
        # 150 + 3 goods + 5 silver + 7 workers (3) + tiles 15 (12), 17 (8), 22 (16), 25 (11)
        player("Ania", track=150, goods=3, silver=5, workers=7,
               knowledge=[7, 15, 17, 22, 25], sold=[4, 3, 3, 1],
               buildings={"watchtower": 2, "bank": 4}, animal_kinds=3, bonus_tiles=2,
               empty_spaces=2, turn_order=1),
        # 180 + 1 + 2 + 4 workers (2) + tiles 24 (16) and 26 (6)
        player("Bartek", track=180, goods=1, silver=2, workers=4, knowledge=[24, 26],
               animal_kinds=4, bonus_tiles=3, turn_order=2),
        # 202 + 4 silver + 5 workers (2): ties Ania at 208 with more empty spaces
        player("Celina", track=202, silver=4, workers=5, empty_spaces=5, turn_order=3)))
    assert [(x["name"], x["total"], x["rank"]) for x in r["results"]] == [
        ("Celina", 208, 1), ("Ania", 208, 2), ("Bartek", 207, 3)]
    ania = by_name(r)["Ania"]["breakdown"]
    assert ania == {"track": 150, "goods": 3, "silver": 5, "workers": 3, "knowledge_15": 12,
                    "knowledge_17": 8, "knowledge_22": 16, "knowledge_25": 11}
    for x in r["results"]:
        assert sum(x["breakdown"].values()) == x["total"]
    assert r["game"] == "burgundy"


def test_tie_on_empty_spaces_goes_to_the_later_turn():
    r = bg.score(sheet(player("A", track=90, empty_spaces=3, turn_order=2),
                       player("B", track=90, empty_spaces=3, turn_order=1),
                       player("C", track=91, turn_order=3)))
    assert [(x["name"], x["rank"]) for x in r["results"]] == [("C", 1), ("A", 2), ("B", 3)]


def test_players_the_tie_breakers_cannot_separate_share_a_rank():
    r = bg.score(sheet(player("A", track=50, empty_spaces=1),
                       player("B", track=50, empty_spaces=1),
                       player("C", track=40), player("D", track=50)))
    assert [(x["name"], x["rank"]) for x in r["results"]] == [
        ("A", 1), ("B", 1), ("D", 3), ("C", 4)]


def test_validate_fills_defaults_and_sorts_tiles():
    s = bg.validate(sheet(player("A", knowledge=[25, 15]), player("B")))
    a = s["players"][0]
    assert a["knowledge"] == [15, 25]
    assert a["goods"] == 0 and a["turn_order"] == 0
    assert a["buildings"]["bank"] == 0
    assert bg.score(s) == bg.score(sheet(player("A", knowledge=[25, 15]), player("B")))


def test_duplicate_knowledge_tiles_are_rejected():
    e = error_of(sheet(player("A", knowledge=[15, 15]), player("B")))
    assert e.player == 0 and e.field == "knowledge"
    e = error_of(sheet(player("A", knowledge=[15]), player("B", knowledge=[3, 15])))
    assert e.player == 1 and e.field == "knowledge"
    assert "player 2 (B)" in str(e) and "player 1" in str(e)


def test_invalid_fields_name_player_and_field():
    cases = (
        (player("A", goods=-1), 0, "goods"),
        (player("A", workers="3"), 0, "workers"),
        (player("A", silver=2.5), 0, "silver"),
        (player("A", animal_kinds=5), 0, "animal_kinds"),
        (player("A", knowledge=[27]), 0, "knowledge[0]"),
        (player("A", sold=[1, 2, 3, 4, 5, 6, 7]), 0, "sold"),
        (player("A", sold=[8]), 0, "sold[0]"),
        (player("A", buildings={"tower": 1}), 0, "buildings.tower"),
        (player("A", buildings={"bank": 8}), 0, "buildings.bank"),
        (player("A", buildings=[1]), 0, "buildings"),
        (player("A", empty=3), 0, "empty"),
        (player("A", turn_order=3), 0, "turn_order"),
        (player("A", bonus_tiles=True), 0, "bonus_tiles"),
    )
    for p, seat, field in cases:
        e = error_of(sheet(p, player("B")))
        assert (e.player, e.field) == (seat, field), str(e)
        assert "\n" not in str(e)


def test_turn_order_is_everyone_or_no_one_and_distinct():
    e = error_of(sheet(player("A", turn_order=1), player("B")))
    assert (e.player, e.field) == (1, "turn_order")
    e = error_of(sheet(player("A", turn_order=2), player("B", turn_order=2)))
    assert (e.player, e.field) == (1, "turn_order")


def test_player_count_is_two_to_four():
    e = error_of(sheet(player("A")))
    assert (e.player, e.field) == (None, "players")
    e = error_of(sheet(player("A"), player("B"), player("C"), player("D"), player("E")))
    assert (e.player, e.field) == (4, "players")
    assert str(e).startswith("player 5 (E), field players")
