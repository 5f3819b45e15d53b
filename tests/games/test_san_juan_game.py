"""Whole games of San Juan played through the Session, event by event, from
the new game to the end trigger and the ranking: a 2-player base game with
the device's tile shuffle (library once a round, crane, chapel cards under
a chapel built over and built again) and a 4-player expansion game with the
table's own tiles (bank, harbor, customs office, guard room, park and
cathedral, hut and tavern with the numbers from the table's cards,
residence). Each includes an undo mid-game and a resume from the journal
in the middle, and runs the same in CPython and MicroPython. The expected
totals are worked out by hand in the comments.
"""

from core import canon
from core.rng import Rng
from core.session import Reject, Session
from games.san_juan import final as final_step
from games.san_juan import game as sj
from games.san_juan import phase as phase_step
from games.san_juan import pick as pick_step
from games.san_juan import rules
from support.memjournal import MemJournal
from support.san_juan_steps import build_event, checklist, pick_answers


def snap(s):
    return canon.dumps(s.state)


def refused(s, event, words):
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert snap(s) == before
        return
    raise AssertionError("accepted %r" % (event,))


def pick(s, role, lib=None):
    s.apply(pick_step.make_pick(s.state, s.active(), pick_answers(role, lib)))
    s.apply(["adv"])


def builds(s, *plan):
    """One entry per builder in order: (building, cards to pay) or
    (building, over, goods, cards to pay), or None to pass."""
    for entry in plan:
        assert s.step() == "build"
        if entry is not None:
            bid, over, goods = entry[0], "", 0
            if len(entry) == 4:
                over, goods = entry[1], entry[2]
            e = build_event(s, s.active(), bid, over, goods)
            assert e[5] == entry[-1], (bid, e[5], entry[-1])
            s.apply(e)
        s.apply(["adv"])


def sell(s, p, cards, **goods):
    e = phase_step.make_sell(s.state, p, goods)
    assert e[5] == cards, (e, cards)
    s.apply(e)


def done(s):
    """The role phase is over."""
    assert s.step() == "phase"
    s.apply(["adv"])


def next_round(s):
    assert s.step() == "round_start"
    s.apply(["adv"])


def city(s, p):
    return s.state["g"]["city"][p]


def test_two_player_base_game_to_the_end():
    s = Session.new(MemJournal(), "san_juan", {}, [{"name": "Ania"}, {"name": "Bartek"}], 0)
    s.roll(Rng(2024))
    assert s.state["g"]["tiles"] == [1, 3, 2, 4, 5]
    s.apply(["adv"])
    A, B = 0, 1

    # Round 1, Ania governs: Ania, Bartek, Ania pick.
    pick(s, "builder")
    builds(s, ("smithy", 0), ("sugar_mill", 2))
    pick(s, "producer")
    done(s)
    pick(s, "trader")
    assert rules.tile_now(s.state) == 1
    sell(s, A, 1, indigo_plant=1)
    done(s)
    # Round 2, Bartek governs.
    next_round(s)
    pick(s, "builder")
    builds(s, ("tobacco_storage", 2), ("coffee_roaster", 3))
    pick(s, "councillor")
    assert checklist(s, 0)[1] == "Ania: draws 5, keeps 1"
    done(s)
    pick(s, "prospector")
    done(s)
    # Round 3: Ania builds a library; it works from the next phase on.
    next_round(s)
    refused(s, ["pick", A, "builder", 1], "Ania has no library")
    pick(s, "builder")
    builds(s, ("library", 4), ("chapel", 3))
    pick(s, "producer")
    done(s)
    pick(s, "trader", 1)
    assert rules.tile_now(s.state) == 3
    sell(s, A, 3, indigo_plant=1, coffee_roaster=1)
    done(s)
    # Round 4: the chapel takes a card.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder")
    builds(s, ("crane", 1), ("quarry", 4))
    pick(s, "producer", 1)
    assert phase_step.produce_max(s.state, A) == 2      # up to 3, on 2 production buildings
    done(s)
    pick(s, "councillor")
    done(s)
    # Round 5: Ania uses the library as builder, so not again this round;
    # Bartek builds a palace over his chapel with the crane.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder", 1)
    builds(s, ("statue", 0), ("palace", "chapel", 0, 3))
    pick(s, "trader")
    sell(s, B, 3, sugar_mill=1, tobacco_storage=1)
    done(s)
    refused(s, ["pick", A, "prospector", 1], "once a round with 2 players")
    pick(s, "prospector", 0)
    done(s)
    # Round 6: no chapel to tuck under; Ania first builds a well by mistake
    # and takes it back.
    refused(s, ["tuck", B, "chapel", 1], "Bartek has no chapel")
    next_round(s)
    pick(s, "builder")
    builds(s, ("chapel", 2))
    before = snap(s)
    s.apply(build_event(s, A, "well"))
    assert city(s, A)[-1] == "well"
    s.undo()
    assert snap(s) == before and s.active() == A
    builds(s, ("tower", 2))
    pick(s, "producer", 1)
    done(s)
    pick(s, "trader")
    assert rules.tile_now(s.state) == 4
    sell(s, B, 2, tobacco_storage=1)
    sell(s, A, 2, coffee_roaster=1)
    done(s)
    # Round 7 starts; the device is switched off and on again here.
    assert checklist(s, 0) == ["Governor: Ania; roles back",
                                        "2 Chapel: Bartek may tuck 1 card",
                                        "3 Hand limit 12: Ania", "3 Hand limit 7: Bartek"]
    s.apply(["tuck", B, "chapel", 1])
    middle = snap(s)
    s = Session.resume(s.journal)
    assert snap(s) == middle
    next_round(s)
    pick(s, "builder", 1)
    builds(s, ("hero", 2), ("victory_column", 4))
    pick(s, "councillor")
    done(s)
    pick(s, "prospector", 0)
    done(s)
    # Round 8.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder")
    builds(s, ("triumphal_arch", 5), ("silver_smelter", 4))
    pick(s, "trader", 1)
    assert rules.tile_now(s.state) == 5
    # Ania's silver smelter came in this round's builder phase, after the
    # last producer phase: no good lies on it to sell.
    e = phase_step.make_sell(s.state, A, {"indigo_plant": 1, "silver_smelter": 1})
    refused(s, e, "not that many silver")
    sell(s, A, 4, indigo_plant=1, coffee_roaster=1)
    done(s)
    pick(s, "producer")
    done(s)
    # Round 9: Bartek picks the trader, thinks better of it.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder", 1)
    builds(s, ("guild_hall", 3), ("aqueduct", 3))
    s.apply(["pick", B, "trader", 0])
    s.undo()
    assert pick_step.role_choices(s.state)[2] == ("trader", None)
    pick(s, "producer")
    done(s)
    pick(s, "councillor", 0)
    done(s)
    # Round 10: the sixth trader phase shows the first tile again.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder")
    builds(s, ("indigo_plant", 0), ("sugar_mill", 1))
    pick(s, "trader", 1)
    assert rules.tile_now(s.state) == 1
    # the sugar mill Ania built just now holds no good yet
    refused(s, phase_step.make_sell(s.state, A, {"sugar_mill": 1}), "not that many sugar")
    sell(s, A, 5, indigo_plant=1, coffee_roaster=1, silver_smelter=1)
    done(s)
    pick(s, "prospector")
    done(s)
    # Round 11: Ania's 12th building; Bartek still builds; then the end.
    s.apply(["tuck", B, "chapel", 1])
    next_round(s)
    pick(s, "builder", 1)
    builds(s, ("city_hall", 3))
    assert "12 buildings: game ends after this phase" in checklist(s, 0)
    builds(s, ("market_stand", 2))
    assert s.step() == "final" and s.state["cur"].get("round") is None
    assert [len(city(s, p)) for p in (A, B)] == [12, 11]
    assert s.state["g"]["tuck"][B] == [7, 0, 0]
    assert [a[0] for a in final_step.final_questions(s.state, B)] == ["hand", "goods", "chapel"]
    assert final_step.final_questions(s.state, B)[2][4] == 7
    # the count's entry previews the total it leads to: a chapel card more
    # is a point, and two lift the palace's quarter of the rest too
    from core import questions
    count = {"hand": 5, "goods": 1}
    assert questions.preview(sj, s.state, "fin", B, count, "chapel", 8) == "Bartek: 32 → 33"
    assert questions.preview(sj, s.state, "fin", B, count, "chapel", 9) == "Bartek: 32 → 35"
    assert questions.preview(sj, s.state, "fin", B, {}, "hand", 5, last=False) == \
        "Bartek: 32 → 32"       # cards in hand break a tie, and score nothing
    s.apply(final_step.make_final(s.state, A, {"hand": 4, "goods": 2}))
    s.apply(final_step.make_final(s.state, B, {"hand": 5, "goods": 1}))
    s.apply(["end"])
    r = sj.results(s.state)["results"]
    # Ania: 23 printed + guild hall 4 + 4 kinds + city hall 8 violet = 39.
    # Bartek: 15 printed + 7 chapel cards + arch 4 = 26, palace 26 // 4 = 6: 32.
    assert [(x["name"], x["total"], x["rank"]) for x in r] == [("Ania", 39, 1), ("Bartek", 32, 2)]
    assert r[0]["breakdown"] == {"buildings": 23, "chapel": 0, "guild_hall": 8, "city_hall": 8,
                                 "triumphal_arch": 0, "palace": 0}
    assert r[1]["breakdown"] == {"buildings": 15, "chapel": 7, "guild_hall": 0, "city_hall": 0,
                                 "triumphal_arch": 4, "palace": 6}
    assert Session.resume(s.journal).state == s.state


def test_four_player_expansion_game_with_own_tiles():
    names = [{"name": n} for n in ("Ania", "Bartek", "Celina", "Dorota")]
    s = Session.new(MemJournal(), "san_juan", {"expansion": True, "own_tiles": True}, names, 2)
    A, B, C, D = 0, 1, 2, 3
    refused(s, ["roll", [1, 1, 1, 1]], "own trading-house tiles")
    # The first expansion game: the hut's and tavern's numbers off the cards.
    refused(s, ["adv"], "first the hut's and tavern's cost and VP")
    s.apply(["print", "hut", 2, 1])
    s.apply(["print", "tavern", 2, 1])
    s.apply(["adv"])

    # Round 1, Celina governs: Celina, Dorota, Ania, Bartek pick.
    pick(s, "builder")
    builds(s, ("bank", 2), ("sugar_mill", 2), ("trading_post", 2), ("tower", 3))
    pick(s, "producer")
    done(s)
    pick(s, "councillor")
    done(s)
    pick(s, "prospector")
    done(s)
    # Round 2, Dorota governs.
    assert checklist(s, 0) == ["Governor: Dorota; roles back",
                                        "2 Bank: Celina may tuck cards (once)",
                                        "3 Hand limit 12: Bartek",
                                        "3 Hand limit 7: Dorota, Ania, Celina"]
    next_round(s)
    pick(s, "builder")
    builds(s, ("tobacco_storage", 2), ("market_stand", 2), ("crane", 2), ("office", 1))
    pick(s, "trader")
    refused(s, ["adv"], "enter the trading-house tile")
    s.apply(["tile", 2])
    sell(s, A, 1, indigo_plant=1)
    done(s)
    pick(s, "producer")
    done(s)
    pick(s, "councillor")
    done(s)
    # Round 3, Ania governs.
    next_round(s)
    pick(s, "builder")
    builds(s, ("harbor", 3), ("park", 3), ("indigo_plant", 1), ("coffee_roaster", 4))
    pick(s, "trader")
    s.apply(["tile", 5])
    sell(s, B, 1, indigo_plant=1)
    done(s)
    pick(s, "prospector")
    done(s)
    pick(s, "producer")
    done(s)
    # Round 4, Bartek governs; Celina uses her bank (once a game).
    s.apply(["tuck", C, "bank", 3])
    next_round(s)
    pick(s, "builder")
    builds(s, ("guard_room", 0), ("sugar_mill", 2), ("silver_smelter", 5),
           ("customs_office", 3))
    pick(s, "trader")
    s.apply(["tile", 1])
    sell(s, C, 2, indigo_plant=2)
    sell(s, A, 1, indigo_plant=1, harbor=1)
    done(s)
    pick(s, "councillor")
    assert "Customs office gets a good: Ania" in checklist(s, 0)
    done(s)
    pick(s, "producer")
    done(s)
    # Round 5, Celina governs: the guard room lowers the others' limit to 6.
    assert checklist(s, 0)[-2:] == ["3 Hand limit 12: Bartek",
                                             "3 Hand limit 6: Celina, Dorota, Ania"]
    refused(s, ["tuck", C, "bank", 1], "once a game")
    next_round(s)
    pick(s, "builder")
    builds(s, ("hut", 1), ("tavern", 2), ("quarry", 4), ("cathedral", "park", 0, 1))
    pick(s, "producer")
    done(s)
    pick(s, "prospector")
    done(s)
    pick(s, "councillor")
    done(s)
    # Round 6, Dorota governs; the device is restarted at the round start.
    middle = snap(s)
    s = Session.resume(s.journal)
    assert snap(s) == middle
    next_round(s)
    pick(s, "builder")
    builds(s, ("guild_hall", 5), ("residence", 5), ("statue", 3), ("tobacco_storage", 3))
    pick(s, "trader")
    s.apply(["tile", 4])
    assert s.state["g"]["tiles"] == [2, 5, 1, 4, 3]    # the fifth is the one left
    before = snap(s)
    sell(s, A, 4, indigo_plant=1, customs=1, harbor=2)
    sell(s, D, 3, silver_smelter=1)
    both = snap(s)
    s.undo()
    s.undo()
    assert snap(s) == before and s.state["g"]["sold"] == [-1, -1, -1, -1]
    s.redo()
    s.redo()
    assert snap(s) == both
    refused(s, phase_step.make_sell(s.state, A, {"indigo_plant": 1}), "entered")
    done(s)
    pick(s, "prospector")
    done(s)
    pick(s, "producer")
    done(s)
    # Round 7, Ania governs; Dorota passes and her tavern draws.
    next_round(s)
    pick(s, "builder")
    builds(s, ("gold_mine", 0), ("well", 2), ("archive", 1), None)
    assert checklist(s, 1) == ["Ania: Budowniczy – płaci o 1 kartę mniej",
                                        "Tawerna: Dorota dobiera 1 (najmniej)"]
    done(s)
    pick(s, "trader")
    assert rules.tile_now(s.state) == 3
    assert checklist(s, 0)[-1] == "Hut: Celina +1 card if nobody sells"
    done(s)
    pick(s, "councillor")
    done(s)
    pick(s, "producer")
    done(s)
    # Round 8, Bartek governs.
    next_round(s)
    pick(s, "builder")
    builds(s, ("black_market", 1), ("coffee_roaster", 4), ("market_hall", 4),
           ("tobacco_storage", 3))
    done(s)                                            # the tavern again
    pick(s, "producer")
    done(s)
    pick(s, "councillor")
    done(s)
    pick(s, "prospector")
    assert "Gold mine: Ania reveals 4" in checklist(s, 0)
    done(s)
    # Round 9, Celina governs; the trading-house stack goes round.
    next_round(s)
    pick(s, "builder")
    builds(s, ("city_hall", 5), ("sugar_mill", 2), ("sugar_mill", 2), ("prefecture", 4))
    done(s)
    pick(s, "trader")
    assert rules.tile_now(s.state) == 2
    sell(s, D, 5, silver_smelter=1, coffee_roaster=1)
    sell(s, A, 5, tobacco_storage=1, customs=1, harbor=1)
    done(s)
    pick(s, "producer")
    done(s)
    pick(s, "councillor")
    done(s)
    # Round 10, Dorota governs; Bartek pays the column with a good.
    next_round(s)
    pick(s, "builder")
    builds(s, ("chapel", 2), ("palace", 5), ("victory_column", "", 1, 3),
           ("silver_smelter", 5))
    done(s)
    pick(s, "producer")
    done(s)
    pick(s, "prospector")
    done(s)
    pick(s, "councillor")
    done(s)
    # Round 11, Ania governs: Ania and Celina reach 12, everyone builds, the end.
    s.apply(["tuck", D, "chapel", 1])
    next_round(s)
    pick(s, "builder")
    builds(s, ("coffee_roaster", 3), ("hero", 5), ("smithy", 1), ("indigo_plant", 1))
    assert s.step() == "final"
    assert [len(city(s, p)) for p in range(4)] == [12, 11, 12, 11]
    assert s.state["g"]["gone"] == [[], ["park"], [], []]
    assert [t for t in s.state["g"]["tuck"]] == [[0, 0, 4], [0, 0, 0], [0, 3, 0], [1, 0, 0]]
    for p, hand, goods in ((A, 3, 1), (B, 6, 0), (C, 2, 2), (D, 4, 3)):
        s.apply(final_step.make_final(s.state, p, {"hand": hand, "goods": goods}))
    s.apply(["end"])
    r = {x["name"]: x for x in sj.results(s.state)["results"]}
    # Ania: 15 printed + 4 harbor + residence 7 (2-cost and 4-cost sets) = 26,
    # palace 6: 32. Bartek: 21 printed + cathedral 10 (others' 6-cost
    # buildings: residence, palace, city hall, guild hall) = 31. Dorota: 16
    # printed + 1 chapel + guild hall 7 + 5 = 29. Celina: 16 printed + 3 bank
    # + city hall 6 = 25.
    assert [(x["name"], x["total"], x["rank"]) for x in sj.results(s.state)["results"]] == [
        ("Ania", 32, 1), ("Bartek", 31, 2), ("Dorota", 29, 3), ("Celina", 25, 4)]
    assert r["Ania"]["breakdown"]["residence"] == 7 and r["Ania"]["breakdown"]["harbor"] == 4
    assert r["Bartek"]["breakdown"]["cathedral"] == 10
    assert r["Dorota"]["breakdown"]["guild_hall"] == 12
    assert r["Celina"]["breakdown"]["city_hall"] == 6 and r["Celina"]["breakdown"]["bank"] == 3
    assert Session.resume(s.journal).state == s.state
