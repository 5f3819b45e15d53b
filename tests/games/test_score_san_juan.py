"""San Juan scoring: every worked example of the rulebook (palace, city
hall, guild hall, triumphal arch, cathedral, both residence examples), the
card data, full sheets and the hand + goods tie-breaker."""

from games.san_juan import cards
from games.san_juan import score as sj


def error_of(sheet):
    # The scorer imports its checks when it scores (games.scoresheet goes
    # with the game that used it): their error class is the one loaded now.
    from games.scoresheet import SheetError
    try:
        sj.score(sheet)
    except SheetError as e:
        return e
    raise AssertionError("sheet accepted")


def player(name, buildings, **fields):
    fields["name"] = name
    fields["buildings"] = buildings
    return fields


def sheet(*players, expansion=False):
    return {"game": "san_juan", "options": {"expansion": expansion}, "players": list(players)}


def by_name(result):
    return {r["name"]: r for r in result["results"]}


# Martyna's 11 buildings in the first residence example.
MARTYNA = ["indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
           "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall",
           "residence"]
# Maciek's 12 buildings in the second residence example.
MACIEK = ["indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room", "poor_house",
          "bank", "tobacco_storage", "aqueduct", "palace", "city_hall", "residence"]


def test_card_data_matches_the_rulebook():
    ids = [row[cards.ID] for row in cards.CARDS]
    assert len(ids) == len(set(ids)) == 40
    base = [row for row in cards.CARDS if not row[cards.EXPANSION]]
    violet = [row for row in base if row[cards.KIND] == cards.VIOLET]
    production = [row for row in base if row[cards.KIND] == cards.PRODUCTION]
    # 112 base cards: 44 production, 68 violet in 24 kinds.
    assert sum([row[cards.COPIES] for row in production]) == 44
    assert len(violet) == 24 and sum([row[cards.COPIES] for row in violet]) == 68
    # The expansion: 29 violet cards plus the cathedral.
    extra = [row for row in cards.CARDS if row[cards.EXPANSION]]
    assert sum([row[cards.COPIES] for row in extra]) == 30
    # Costs the rulebook's examples state.
    stated = {"library": 5, "prefecture": 4, "smithy": 1, "coffee_roaster": 4, "quarry": 4,
              "gold_mine": 1, "tobacco_storage": 3, "hero": 5, "sugar_mill": 2, "crane": 2,
              "chapel": 3, "palace": 6, "statue": 3, "indigo_plant": 1, "black_market": 2,
              "well": 2, "aqueduct": 3, "guild_hall": 6, "residence": 6, "archive": 1,
              "guard_room": 1, "poor_house": 1, "bank": 3, "city_hall": 6, "cathedral": 7,
              "park": 3}
    for cid, cost in stated.items():
        assert cards.card(cid)[cards.COST] == cost, cid
    assert [cards.card(m)[cards.VP] for m in cards.MONUMENTS] == [3, 4, 5]
    from games.san_juan import rules
    assert rules.bname("palace", 1) == "Pałac"
    assert rules.bname("victory_column", 0) == "Victory column"
    assert cards.card("nonsense") is None


def test_palace_counts_last():
    # Maciek scored 34 VP otherwise: 34 / 4 = 8.5, rounded down: 42 in all.
    assert sj.palace_points(34) == 8
    # 23 printed VP + triumphal arch 8 + 3 chapel cards = 34, palace 8.
    p = player("Maciek", ["palace", "triumphal_arch", "statue", "victory_column", "hero",
                          "library", "silver_smelter", "silver_smelter", "coffee_roaster"],
               chapel_cards=3)
    r = sj.score(sheet(p, player("Gosia", ["indigo_plant"])))
    m = by_name(r)["Maciek"]
    assert m["breakdown"]["palace"] == 8
    assert m["total"] == 42


def test_city_hall_example():
    # Przemek's violet buildings: 9, the city hall included; production ones do not count.
    blds = ["poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library", "statue",
            "victory_column", "city_hall"]
    assert sj.city_hall_points(blds) == 9
    assert sj.city_hall_points(blds + ["indigo_plant", "sugar_mill"]) == 9


def test_guild_hall_example():
    # 2 indigo plants, 1 sugar mill, 2 tobacco storages: 5 buildings + 3 kinds.
    blds = ["indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage", "tobacco_storage",
            "guild_hall", "chapel"]
    assert sj.guild_hall_points(blds) == 8


def test_triumphal_arch_example():
    # Gosia: arch, statue and column: 6; a city hall would add 4 for those 4 buildings.
    assert sj.triumphal_arch_points(["triumphal_arch", "statue", "victory_column"]) == 6
    assert sj.triumphal_arch_points(["triumphal_arch", "hero"]) == 4
    assert sj.triumphal_arch_points(["triumphal_arch", "statue", "victory_column", "hero"]) == 8
    assert sj.triumphal_arch_points(["triumphal_arch"]) == 0
    r = sj.score(sheet(player("Gosia", ["triumphal_arch", "statue", "victory_column",
                                        "city_hall"]), player("Ola", [])))
    b = by_name(r)["Gosia"]["breakdown"]
    assert (b["triumphal_arch"], b["city_hall"], b["buildings"]) == (6, 4, 7)
    assert by_name(r)["Gosia"]["total"] == 17


def test_cathedral_example():
    # Opponents built 2 guild halls, 2 city halls, 1 residence, 1 palace: 4+3+2+1+0+0.
    assert sj.cathedral_points(6) == 10
    assert [sj.cathedral_points(n) for n in range(6)] == [0, 4, 7, 9, 10, 10]
    r = sj.score(sheet(player("Maciek", ["cathedral", "indigo_plant"]),
                       player("Ola", ["guild_hall", "city_hall", "residence"]),
                       player("Ewa", ["guild_hall", "city_hall", "palace"]), expansion=True))
    assert by_name(r)["Maciek"]["breakdown"]["cathedral"] == 10
    # The owner's own 6-cost buildings do not count.
    r = sj.score(sheet(player("Maciek", ["cathedral", "palace"]),
                       player("Ola", ["guild_hall"]), expansion=True))
    assert by_name(r)["Maciek"]["breakdown"]["cathedral"] == 4


def test_residence_first_example():
    # Three different 2-cost (4) and three different 6-cost (3) buildings;
    # the 3-cost ones repeat the tobacco storage and make no set.
    assert sj.residence_sets(MARTYNA) == 2
    assert sj.residence_points(MARTYNA) == 7


def test_residence_second_example_reuses_indigo_plants():
    # Two cost-1 sets, each with its own indigo plant, one cost-3 and one cost-6 set.
    assert sj.residence_sets(MACIEK) == 4
    assert sj.residence_points(MACIEK) == 10


def test_residence_sets_need_three_different_buildings():
    assert sj.residence_sets(["indigo_plant"] * 3 + ["archive", "gold_mine", "smithy"]) == 1
    assert sj.residence_sets(["indigo_plant"] * 2 + ["archive", "gold_mine", "smithy"]) == 1
    assert sj.residence_sets(["indigo_plant", "archive", "gold_mine", "smithy", "office",
                              "guard_room"]) == 2
    assert sj.residence_sets(["tobacco_storage"] * 3) == 0
    assert sj.residence_points([]) == 0


def test_residence_examples_in_full_sheets():
    r = sj.score(sheet(player("Maciek", MACIEK, hand=3),
                       player("Martyna", MARTYNA, goods=2), expansion=True))
    maciek = by_name(r)["Maciek"]
    # 12 printed + city hall 9 (violet buildings) + residence 10 = 31, palace 7.
    assert maciek["breakdown"] == {"buildings": 12, "chapel": 0, "guild_hall": 0,
                                   "city_hall": 9, "triumphal_arch": 0, "bank": 0,
                                   "harbor": 0, "residence": 10, "cathedral": 0, "palace": 7}
    assert maciek["total"] == 38
    martyna = by_name(r)["Martyna"]
    # 11 printed + guild hall 8 + residence 7 = 26, palace 6.
    assert martyna["breakdown"]["guild_hall"] == 8
    assert martyna["total"] == 32
    assert [(x["name"], x["rank"]) for x in r["results"]] == [("Maciek", 1), ("Martyna", 2)]


def test_full_base_game_sheet_with_tie_breaker():
    r = sj.score(sheet(
        # 1+2+2+2+3 printed, chapel 4 = 14
        player("Ania", ["indigo_plant", "tobacco_storage", "chapel", "aqueduct", "library"],
               chapel_cards=4, hand=2, goods=1),
        # 1+1+2+3 printed + guild hall (3 buildings + 3 kinds) 6 = 13, +1 chapel: 14
        player("Bartek", ["indigo_plant", "sugar_mill", "coffee_roaster", "guild_hall",
                          "statue"], chapel_cards=1, hand=4, goods=2),
        # 1+1+3+5 printed = 10
        player("Celina", ["indigo_plant", "smithy", "silver_smelter", "hero"], hand=9)))
    assert [(x["name"], x["total"], x["rank"]) for x in r["results"]] == [
        ("Bartek", 14, 1), ("Ania", 14, 2), ("Celina", 10, 3)]
    assert by_name(r)["Bartek"]["breakdown"]["guild_hall"] == 6
    assert sorted(by_name(r)["Ania"]["breakdown"]) == [
        "buildings", "chapel", "city_hall", "guild_hall", "palace", "triumphal_arch"]
    for x in r["results"]:
        assert sum(x["breakdown"].values()) == x["total"]


def test_equal_totals_and_cards_share_the_rank():
    r = sj.score(sheet(player("A", ["indigo_plant"], hand=3),
                       player("B", ["indigo_plant", "smithy"], hand=1),
                       player("C", ["indigo_plant"], hand=2, goods=1)))
    assert [(x["name"], x["rank"]) for x in r["results"]] == [("B", 1), ("A", 2), ("C", 2)]


def test_cards_under_bank_and_harbor():
    r = sj.score(sheet(player("A", ["bank", "harbor"], bank_cards=5, harbor_cards=3),
                       player("B", []), expansion=True))
    b = by_name(r)["A"]["breakdown"]
    assert (b["bank"], b["harbor"], b["buildings"]) == (5, 3, 4)
    assert by_name(r)["A"]["total"] == 12


def test_vp_override_corrects_a_printed_value():
    r = sj.score(sheet(player("A", ["prefecture", "chapel"], vp_override={"prefecture": 3}),
                       player("B", [])))
    assert by_name(r)["A"]["total"] == 5


def test_unknown_printed_vp_must_be_given():
    e = error_of(sheet(player("A", ["hut"]), player("B", []), expansion=True))
    assert (e.player, e.field) == (0, "vp_override")
    r = sj.score(sheet(player("A", ["hut"], vp_override={"hut": 1}), player("B", []),
                       expansion=True))
    assert by_name(r)["A"]["total"] == 1


def test_invalid_buildings():
    cases = (
        (sheet(player("A", ["castle"]), player("B", [])), 0, "buildings[0]"),
        (sheet(player("A", ["bank"]), player("B", [])), 0, "buildings[0]"),
        (sheet(player("A", ["chapel", "chapel"]), player("B", [])), 0, "buildings[1]"),
        (sheet(player("A", [3]), player("B", [])), 0, "buildings[0]"),
        (sheet(player("A", ["indigo_plant"] * 13), player("B", [])), 0, "buildings"),
        (sheet(player("A", ["palace"]), player("B", ["palace"]), player("C", ["palace"])),
         2, "buildings"),
        (sheet(player("A", ["indigo_plant"], goods=2), player("B", [])), 0, "goods"),
        (sheet(player("A", [], bank_cards=1), player("B", [])), 0, "bank_cards"),
        (sheet(player("A", [], vp_override={"castle": 1}), player("B", [])),
         0, "vp_override.castle"),
        (sheet(player("A", [], vp_override={"chapel": 30}), player("B", [])),
         0, "vp_override.chapel"),
        (sheet(player("A", [], hand=-1), player("B", [])), 0, "hand"),
        (sheet(player("A", [], tower_cards=1), player("B", [])), 0, "tower_cards"),
    )
    for s, seat, field in cases:
        e = error_of(s)
        assert (e.player, e.field) == (seat, field), str(e)


def test_production_buildings_repeat_and_goods_fit_them():
    r = sj.score(sheet(player("A", ["indigo_plant"] * 3 + ["customs_office"], goods=4),
                       player("B", []), expansion=True))
    assert by_name(r)["A"]["total"] == 5


def test_options_are_checked():
    e = error_of({"game": "san_juan", "options": {"expansion": "yes"},
                  "players": [player("A", []), player("B", [])]})
    assert (e.player, e.field) == (None, "options.expansion")
    e = error_of({"game": "san_juan", "options": {"events": True},
                  "players": [player("A", []), player("B", [])]})
    assert (e.player, e.field) == (None, "options.events")


def test_full_expansion_sheet_four_players():
    gosia = ["indigo_plant", "triumphal_arch", "statue", "victory_column", "city_hall",
             "cathedral", "chapel", "library", "coffee_roaster", "silver_smelter", "smithy",
             "quarry"]
    ola = ["indigo_plant", "sugar_mill", "guild_hall", "hero", "tower", "crane", "well",
           "market_hall", "prefecture", "coffee_roaster", "harbor", "office"]
    r = sj.score(sheet(player("Maciek", MACIEK, hand=3), player("Martyna", MARTYNA, goods=2),
                       player("Gosia", gosia, chapel_cards=6),
                       player("Ola", ola, harbor_cards=4), expansion=True))
    # Gosia: 21 printed + 6 chapel + arch 6 (2 monuments) + city hall 9 + cathedral 10
    # (opponents' 6-cost buildings: 3 + 3 + 1 = 7, scoring 4 + 3 + 2 + 1).
    assert by_name(r)["Gosia"]["breakdown"] == {
        "buildings": 21, "chapel": 6, "guild_hall": 0, "city_hall": 9, "triumphal_arch": 6,
        "bank": 0, "harbor": 0, "residence": 0, "cathedral": 10, "palace": 0}
    # Ola: 20 printed + guild hall 3 + 3 + 4 harbor cards.
    assert by_name(r)["Ola"]["breakdown"]["guild_hall"] == 6
    assert [(x["name"], x["total"], x["rank"]) for x in r["results"]] == [
        ("Gosia", 52, 1), ("Maciek", 38, 2), ("Martyna", 32, 3), ("Ola", 30, 4)]
    for x in r["results"]:
        assert sum(x["breakdown"].values()) == x["total"]


def test_the_rules_limits_are_the_scorers():
    # the rules keep their own copy, so that the scorer loads only when
    # the game is scored
    from games.san_juan import rules
    assert rules.END_AT == sj.MAX_BUILDINGS
    assert rules.TUCK_MAX == sj.MAX_TUCKED
    assert rules.MAX_VP == sj.MAX_VP


def test_every_card_has_its_name_in_the_pack_in_the_cards_order():
    from core import texts
    from games.san_juan import rules
    first = rules.bname("indigo_plant", 0)
    pack = texts.pack("san_juan")
    start = [i for i in range(len(pack)) if pack.key(i) == "CARD_INDIGO_PLANT"][0]
    assert pack.get(start, 0) == first
    for i in range(len(cards.CARDS)):
        assert pack.key(start + i) == "CARD_" + cards.CARDS[i][cards.ID].upper()
        assert rules.bname(cards.CARDS[i][cards.ID], 0) == pack.get(start + i, 0)
        assert rules.bname(cards.CARDS[i][cards.ID], 1) == pack.get(start + i, 1)
