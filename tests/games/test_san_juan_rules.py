"""San Juan on the device, rule by rule, through a Session: setup and the
tile shuffle, role picks (2-player order and library), trading-house tiles
and sales (the rulebook's 7-card trader example), building costs (every
cost example of the rulebook), the crane, violet uniqueness and copies,
round-start reminders, the end after the builder phase, and the final
scoring examples from the recorded buildings.

``given`` lays cards on the table directly, as if built earlier, so a rule
can be tried in isolation; whole games built event by event are in
test_san_juan_game.py.
"""

from core import canon, texts
from core.rng import Rng
from core.session import Reject, Session
from games.san_juan import build as build_step
from games.san_juan import cards, rules
from games.san_juan import final as final_step
from games.san_juan import game as sj
from games.san_juan import phase as phase_step
from games.san_juan import pick as pick_step
from games.san_juan import start as start_step
from support.memjournal import MemJournal
from support.san_juan_steps import build_event, checklist, menu, pick_answers

NAMES = ("Ania", "Bartek", "Celina", "Dorota")


def new(names=NAMES[:3], first=0, **options):
    return Session.new(MemJournal(), "san_juan", options, [{"name": x} for x in names], first)


def start(names=NAMES[:3], first=0, **options):
    """A game at its first pick; the device's tiles come in order 1-5; with
    "New buildings", the hut and the tavern at cost 2, 1 VP."""
    s = new(names, first, **options)
    numbers(s)
    if not options.get("own_tiles"):
        s.apply(["roll", [1, 1, 1, 1]])
    s.apply(["adv"])
    return s


def numbers(s, cost=2, vp=1):
    """The setup's first question of an expansion game: the numbers on the
    table's hut and tavern cards, through the helper the setup offers."""
    while rules.unknown_cards(s.state):
        assert "card" in menu(s)
        s.apply(s.game.ACTIONS["card"]["make"](s.state, None, {"cost": cost, "vp": vp}))


def given(s, p, buildings, gone=()):
    s.state["g"]["city"][p] = list(buildings)
    s.state["g"]["gone"][p] = list(gone)


def snap(s):
    return canon.dumps(s.state)


def rejected(s, event, words):
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert snap(s) == before, "a refused event changed the state"
        return str(e)
    raise AssertionError("accepted %r" % (event,))


def pick(s, role, lib=None):
    s.apply(pick_step.make_pick(s.state, s.active(), pick_answers(role, lib)))
    s.apply(["adv"])


def build(s, bid="", over="", goods=0, pays=None):
    """The active player builds (or passes with no building), then the turn
    moves on; ``pays`` checks the cost the device asks."""
    if bid:
        e = build_event(s, s.active(), bid, over, goods)
        if pays is not None:
            assert e[5] == pays, (bid, e[5], pays)
        s.apply(e)
    s.apply(["adv"])


def quote(s, p, bid, over="", goods=0):
    return build_step.quote(s.state, p, bid, over, goods)[0]


def lines(s, lang=0):
    return checklist(s, lang)


# -- setup --------------------------------------------------------------------

def test_setup_checklist_basic_and_advanced():
    s = new()
    text = lines(s)
    assert text[0] == "Governor: Ania"
    assert "Set aside 3 indigo plants, shuffle the rest" in text
    assert "Everyone draws 4 cards" in text
    assert "A: shuffle the trading-house tiles" in text
    assert not [t for t in text if "Cathedral" in t]
    assert s.state["g"]["city"] == [["indigo_plant"], ["indigo_plant"], ["indigo_plant"]]
    # Advanced start: 5/6/7/8 cards by seat from the governor, keep 4.
    s = new(NAMES, 2, advanced=True, expansion=True)
    text = lines(s)
    assert "Deal: Celina 5, Dorota 6, Ania 7, Bartek 8" in text
    assert "Everyone keeps 4, discards the rest" in text
    assert "Cathedral face up beside the tiles" in text
    pl = lines(s, 1)
    # The first expansion game asks for the hut's and tavern's numbers first.
    assert pl[:3] == ["Szałas: koszt i PZ z karty? (C)", "Tawerna: koszt i PZ z karty? (C)",
                      "Gubernator: Celina"]
    assert "Rozdaj: Celina 5, Dorota 6, Ania 7, Bartek 8" in pl
    assert "Odłóż 4 Farbiarnie, potasuj resztę" in pl
    assert "Katedra odkryta obok targowisk" in pl
    for t in text + pl:
        assert len(t) <= 49, t


def test_device_shuffles_the_tiles_and_replay_keeps_them():
    s = new()
    rejected(s, ["adv"], "shuffle the trading-house tiles")
    values = s.roll(Rng(11))
    tiles = s.state["g"]["tiles"]
    assert sorted(tiles) == [1, 2, 3, 4, 5]
    assert s.game.describe(["roll", values], 1) == "targowiska potasowane"
    s.apply(["adv"])
    again = Session.resume(s.journal)
    assert again.state["g"]["tiles"] == tiles and snap(again) == snap(s)
    rejected(s, ["roll", [1, 1, 1, 1]], "not now")
    # The four dice d5 d4 d3 d2 reach each of the 120 orders exactly once.
    seen = []
    for a in range(1, 6):
        for b in range(1, 5):
            for c in range(1, 4):
                for d in range(1, 3):
                    st = {"g": {"tiles": []}}
                    sj.on_roll(st, ["roll", [a, b, c, d]])
                    seen.append(tuple(st["g"]["tiles"]))
    assert len(set(seen)) == 120
    s = new()
    rejected(s, ["roll", [6, 1, 1, 1]], "out of range")
    rejected(s, ["roll", [1, 1, 1]], "4 values")


def test_trader_phases_show_the_tiles_in_order_and_cycle():
    s = new(NAMES[:2])
    s.apply(["roll", [2, 3, 1, 2]])      # stack: 2 4 1 5 3
    assert s.state["g"]["tiles"] == [2, 4, 1, 5, 3]
    s.apply(["adv"])
    shown = []
    for _ in range(6):
        pick(s, "trader")
        shown.append(rules.tile_now(s.state))
        if len(shown) == 2:
            assert lines(s)[1:3] == ["Trading-house tile 4:",
                                     "indigo 1, sugar 2, tobacco 2, coffee 2, silver 3"]
            assert lines(s, 1)[1:3] == ["Targowisko 4:",
                                        "indygo 1, cukier 2, tytoń 2, kawa 2, srebro 3"]
        s.apply(["adv"])
        pick(s, "producer")
        s.apply(["adv"])
        pick(s, "prospector")
        s.apply(["adv"])
        s.apply(["adv"])                  # round start
    assert shown == [2, 4, 1, 5, 3, 2]
    rejected(s, ["tile", 3], "not now")


def test_own_tiles_are_entered_once_then_known():
    s = new(NAMES[:2], own_tiles=True)
    rejected(s, ["roll", [1, 1, 1, 1]], "own trading-house tiles")
    s.apply(["adv"])
    entered = (3, 5, 1, 4)
    for k in range(6):
        pick(s, "trader")
        if k < 4:
            assert lines(s)[1] == "Flip a tile and enter its number"
            rejected(s, ["adv"], "enter the trading-house tile")
            rejected(s, ["tile", 6], "1-5")
            if k:
                rejected(s, ["tile", 3], "under the stack")
            s.apply(["tile", entered[k]])
        else:
            rejected(s, ["tile", 2], "known")
        s.apply(["adv"])
        pick(s, "builder")
        build(s)
        build(s)
        pick(s, "councillor")
        s.apply(["adv"])
        s.apply(["adv"])
    # The fifth tile is the one left; then the stack goes round.
    assert s.state["g"]["tiles"] == [3, 5, 1, 4, 2]
    assert s.state["g"]["tn"] == 6 and rules.tile_now(s.state) == 3


def test_trader_example_market_stand_and_trading_post_draw_7():
    s = start(("Maciek", "Martyna", "Gosia"), own_tiles=True)
    given(s, 0, ["indigo_plant", "tobacco_storage", "silver_smelter", "market_stand",
                 "trading_post"])
    given(s, 1, ["sugar_mill", "coffee_roaster", "market_hall", "trading_post"])
    rejected(s, ["sell", 0, [1, 0, 0, 0, 0], 0, 0, 1], "not now")
    pick(s, "trader")
    rejected(s, phase_step.make_sell(s.state, 0, {"indigo_plant": 1}), "tile first")
    s.apply(["tile", 3])
    assert lines(s)[1:3] == ["Trading-house tile 3:",
                             "indigo 1, sugar 1, tobacco 2, coffee 2, silver 3"]
    # Maciek, the trader, with a trading post sells 3: 1 + 2 + 3, and 1 for
    # the market stand: 7 cards.
    assert rules.sell_max(s.state, 0) == 3
    assert "Maciek: 3 goods max" in lines(s)
    assert "Maciek: maks. 3 towary" in lines(s, 1)
    three = [1, 0, 1, 0, 1]
    assert rules.sale_cards(s.state, 0, three) == 7
    rejected(s, ["sell", 0, three, 0, 0, 6], "draws 7")
    rejected(s, ["sell", 0, [1, 0, 1, 1, 1], 0, 0, 9], "not that many coffee")
    e = phase_step.make_sell(s.state, 0, {"indigo_plant": 1, "tobacco_storage": 1,
                                          "silver_smelter": 1})
    assert e == ["sell", 0, three, 0, 0, 7]
    s.apply(e)
    rejected(s, ["sell", 0, [1, 0, 0, 0, 0], 0, 0, 1], "entered")
    assert "Maciek: sold 3" in lines(s)
    # Martyna: 1 sugar for 1, 1 coffee for 2, and the market hall: 4 cards.
    e = phase_step.make_sell(s.state, 1, {"sugar_mill": 1, "coffee_roaster": 1})
    assert e[5] == 4
    s.apply(e)
    # Gosia, not the trader, sells 1 at most.
    given(s, 2, ["indigo_plant", "sugar_mill"])
    rejected(s, ["sell", 2, [1, 1, 0, 0, 0], 0, 0, 2], "may sell 1")
    assert s.game.describe(["sell", 0, three, 0, 0, 7], 0) == "sells 3, draws 7"


def test_customs_office_and_harbor_sales():
    s = start(expansion=True)
    given(s, 0, ["indigo_plant", "customs_office", "harbor", "trading_post"])
    pick(s, "trader")               # tile 1: 1 1 1 2 2
    assert "  Customs office good: 2 cards" in lines(s)
    e = phase_step.make_sell(s.state, 0, {"indigo_plant": 1, "customs": 1, "harbor": 2})
    assert e == ["sell", 0, [1, 0, 0, 0, 0], 1, 2, 3]
    rejected(s, ["sell", 0, [1, 0, 0, 0, 0], 0, 2, 1], "one harbor card per good")
    rejected(s, ["sell", 1, [1, 0, 0, 0, 0], 1, 0, 3], "customs office")
    rejected(s, ["sell", 1, [1, 0, 0, 0, 0], 0, 1, 1], "no harbor")
    s.apply(e)
    assert s.state["g"]["tuck"][0] == [0, 0, 2]
    assert s.game.points(s.state, e) == {0: 2}


# -- roles ------------------------------------------------------------------

def test_each_step_menu_offers_what_makes_sense_now():
    # The setup's menu is tested with the cards' numbers, the final one
    # with a tie: here the round's steps, each entry's "menu", and what C
    # and the menu's cursor start (its "c" and "likely").
    s = start(NAMES[:2], own_tiles=True)
    entry = s.game.STEPS

    def c():
        f = entry[s.step()].get("c")
        return f(s.state) if f else None

    assert s.step() == "pick" and menu(s) == ["pick", "print"] and c() == "pick"
    s.apply(pick_step.make_pick(s.state, 0, pick_answers("builder")))
    assert menu(s) == ["print"] and c() is None          # picked: C plays the phase
    s.apply(["adv"])
    assert s.step() == "build" and menu(s) == ["build", "print"] and c() == "build"
    s.apply(build_event(s, 0, "indigo_plant"))
    assert menu(s) == ["print"] and c() is None          # built: C moves on
    s.apply(["adv"])
    s.apply(["adv"])                                     # Bartek passes; no tavern: no phase
    assert s.step() == "pick" and s.active() == 1
    pick(s, "trader")
    assert s.step() == "phase" and menu(s) == ["tile", "print"] and c() == "tile"
    s.apply(["tile", 3])
    assert menu(s) == ["sell", "print"] and c() == "sell"    # the trader's own sale
    s.apply(phase_step.make_sell(s.state, 1, {"indigo_plant": 1}))
    assert menu(s) == ["sell", "print"] and c() is None      # the others' by the menu
    s.apply(["adv"])
    pick(s, "producer")
    assert s.step() == "phase" and menu(s) == ["print"] and c() is None
    s.apply(["adv"])
    assert s.step() == "round_start" and menu(s) == ["print"] and c() is None
    s.apply(["adv"])
    given(s, 1, ["indigo_plant", "chapel"])
    given(s, 0, ["indigo_plant", "indigo_plant", "bank"])
    s.apply(["pick", 1, "prospector", 0])
    s.apply(["adv"])
    s.apply(["adv"])
    for role in ("producer", "councillor"):             # the round's other picks
        pick(s, role)
        s.apply(["adv"])
    assert s.step() == "round_start"
    assert menu(s) == ["chapel", "bank", "print"] and c() == "chapel"
    s.apply(sj.ACTIONS["chapel"]["make"](s.state, None, {"skip": 1}))    # no card
    assert menu(s) == ["bank", "print"] and c() is None


def test_each_role_once_a_round_and_pickers_in_turn():
    s = start()
    rejected(s, ["pick", 1, "builder", 0], "Ania's turn")
    rejected(s, ["pick", 0, "mayor", 0], "no role")
    rejected(s, ["adv"], "pick a role first")
    s.apply(["pick", 0, "trader", 0])
    rejected(s, ["pick", 0, "builder", 0], "has picked")
    s.apply(["adv"])
    s.apply(["adv"])                      # trader phase done
    assert (s.step(), s.active()) == ("pick", 1)
    assert "Trader: taken (Ania)" in lines(s)
    assert "Kupiec: zajęty (Ania)" in lines(s, 1)
    rejected(s, ["pick", 1, "trader", 0], "Trader is taken this round")
    pick(s, "producer")
    s.apply(["adv"])
    pick(s, "councillor")
    # Three players, three roles: a fourth pick has no turn to go in.
    rejected(s, ["pick", 2, "prospector", 0], "not now")
    rejected(s, ["pick", 0, "prospector", 0], "not now")
    s.apply(["adv"])
    # The governor card has passed left: Bartek, Celina, Ania pick.
    assert (s.step(), s.state["cur"]["round"]) == ("round_start", 2)
    assert lines(s)[0] == "Governor: Bartek; roles back"
    s.apply(["adv"])
    order = []
    for role in ("prospector", "builder", "trader"):
        order.append(s.active())
        pick(s, role)
        while s.step() != "pick":
            s.apply(["adv"])
            if s.step() == "round_start":
                break
    assert order == [1, 2, 0]
    assert s.game.pickers(s.state) == [2, 0, 1]    # round 3: Celina


def test_two_players_pick_three_roles_and_the_library_once_a_round():
    s = start(NAMES[:2])
    given(s, 0, ["indigo_plant", "library"])
    assert s.game.pickers(s.state) == [0, 1, 0]
    # Ania, governor, uses the library on her first pick: builder -2.
    assert "Builder: pays 2 cards less" in lines(s)
    pick(s, "builder", 1)
    assert quote(s, 0, "chapel") == 1
    assert "Builder: pays 2 cards less" in lines(s)
    build(s, "chapel", pays=1)
    build(s)
    pick(s, "producer")
    s.apply(["adv"])
    assert (s.step(), s.active()) == ("pick", 0)
    assert "Library used this round" in lines(s)
    assert "Trader: sells up to 2" in lines(s)
    rejected(s, ["pick", 0, "trader", 1], "once a round with 2 players")
    rejected(s, ["pick", 1, "trader", 0], "Ania's turn")
    assert pick_step.make_pick(s.state, 0, pick_answers("trader"))[3] == 0
    pick(s, "trader", 0)
    assert rules.sell_max(s.state, 0) == 1       # one production building
    s.apply(["adv"])
    # Round 2: Bartek governs; Ania's one pick may use the library again.
    assert s.state["cur"]["round"] == 2 and s.game.pickers(s.state) == [1, 0, 1]
    s.apply(["adv"])
    pick(s, "builder")
    build(s)
    build(s)
    assert s.active() == 0
    pick(s, "councillor", 1)
    assert "Ania: draws 8, keeps 1" in lines(s)
    assert "Ania: dobiera 8, zatrzymuje 1" in lines(s, 1)
    rejected(s, ["pick", 1, "producer", 1], "not now")


def test_library_in_three_players_and_only_when_owned():
    s = start()
    rejected(s, ["pick", 0, "builder", 1], "has no library")
    given(s, 0, ["indigo_plant", "library"])
    given(s, 1, ["indigo_plant", "library"])
    assert pick_step.make_pick(s.state, 0, pick_answers("producer")) == ["pick", 0, "producer", 1]
    pick(s, "producer")
    assert phase_step.produce_max(s.state, 0) == 1    # up to 3, but one production building
    given(s, 0, ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster",
                 "library", "aqueduct", "well"])
    given(s, 1, ["indigo_plant", "sugar_mill", "aqueduct"])
    assert phase_step.produce_max(s.state, 0) == 4    # 1 + 1 + library 1 + aqueduct 1
    assert phase_step.produce_max(s.state, 1) == 2
    assert phase_step.produce_max(s.state, 2) == 1
    text = lines(s)
    assert text[0] == "Ania: Producer \u2013 produces up to 3"
    assert text[1:4] == ["Ania: 4 goods max", "  Well: 2+ goods = +1 card", "Bartek: 2 goods max"]
    assert lines(s, 1)[0] == "Ania: Nadzorca \u2013 produkuje do 3 towarów"


# -- building costs -------------------------------------------------------

def test_builder_library_smithy_never_below_zero():
    # Rulebook: the builder with library and smithy builds a sugar mill for
    # nothing, and gets no card back although 2 - 1 - 2 = -1.
    s = start()
    given(s, 0, ["indigo_plant", "library", "smithy"])
    pick(s, "builder", 1)
    assert quote(s, 0, "sugar_mill") == 0
    assert quote(s, 0, "coffee_roaster") == 1
    assert quote(s, 0, "chapel") == 1          # smithy works on production only
    rejected(s, ["build", 0, "sugar_mill", "", 0, -1], "costs 0")
    e = build_event(s, 0, "sugar_mill")
    assert e == ["build", 0, "sugar_mill", "", 0, 0]
    assert s.game.describe(e, 1) == "Cukrownia, płaci 0 kart"
    assert s.game.describe(e, 0) == "Sugar mill, pays 0 cards"
    s.apply(e)
    assert "Built: Sugar mill" in lines(s)
    rejected(s, build_event(s, 0, "well"), "one building per builder")
    s.apply(["adv"])
    assert quote(s, 1, "sugar_mill") == 2      # Bartek: no privilege, no smithy


def test_quarry_examples():
    # Przemek, builder with a quarry: a crane (2) and any cost-1 building for free.
    s = start(("Przemek", "Gosia", "Ola"))
    given(s, 0, ["indigo_plant", "quarry"])
    pick(s, "builder", 0)
    assert quote(s, 0, "crane") == 0
    assert quote(s, 0, "archive") == 0
    assert quote(s, 0, "sugar_mill") == 1      # no quarry for production
    # With a library too: violet buildings 3 cards less.
    given(s, 0, ["indigo_plant", "quarry", "library"])
    s.state["g"]["picks"][0][2] = 1             # as if the library was used with the pick
    assert quote(s, 0, "statue") == 0
    assert quote(s, 0, "hero") == 2
    assert quote(s, 0, "tobacco_storage") == 1


def test_black_market_example():
    # Gosia builds a library (5): 3 cards from her hand and 2 goods.
    s = start(("Gosia", "Maciek", "Ola"))
    given(s, 1, ["indigo_plant", "tobacco_storage", "black_market"])
    pick(s, "builder")
    build(s)
    assert build_step.questions(s.state, 1, {"group": 5, "building": cards.index("library")},
                               None)[-1][0] == "goods"
    e = build_event(s, 1, "library", goods=2)
    assert e == ["build", 1, "library", "", 2, 3]
    assert s.game.describe(e, 0) == "Library, pays 3 cards + 2 goods"
    rejected(s, ["build", 1, "library", "", 3, 2], "1-2 goods")
    rejected(s, ["build", 1, "archive", "", 2, 0], "only 1 needed")
    s.apply(e)
    s.apply(["adv"])
    rejected(s, ["build", 2, "library", "", 1, 4], "needs a black market")


def test_crane_examples():
    s = start(("Martyna", "Maciek", "Przemek"), expansion=True)
    given(s, 0, ["indigo_plant", "chapel", "crane"])
    given(s, 1, ["indigo_plant", "coffee_roaster", "crane"])
    given(s, 2, ["indigo_plant", "park", "crane", "quarry", "library"])
    s.state["g"]["tuck"][0][0] = 4
    pick(s, "prospector")
    s.apply(["adv"])
    pick(s, "builder")                  # Maciek builds first
    # Maciek builds a statue (3) over his coffee roaster (4): nothing to pay.
    rejected(s, ["build", 1, "statue", "chapel", 0, 0], "not one of your")
    rejected(s, ["build", 1, "statue", "crane", 0, 0], "crane cannot be built over")
    rejected(s, ["build", 1, "coffee_roaster", "coffee_roaster", 0, 0], "same building")
    build(s, "statue", "coffee_roaster", pays=0)
    assert s.state["g"]["city"][1] == ["indigo_plant", "statue", "crane"]
    assert s.state["g"]["gone"][1] == ["coffee_roaster"]
    # Przemek: over his park up to 6 come off; with his quarry a cathedral
    # (7) over the park costs nothing. Built over, the quarry stops working
    # at once.
    assert quote(s, 2, "library") is None       # he has one already
    assert quote(s, 2, "cathedral", "park") == 0
    assert quote(s, 2, "hero", "park") == 0
    assert quote(s, 2, "hero", "quarry") == 5 - 4
    assert quote(s, 2, "hero", "indigo_plant") == 5 - 1 - 1
    # Gosia's example: no quarry, not the builder: the cathedral over the park costs 1.
    given(s, 2, ["indigo_plant", "park", "crane"])
    build(s, "cathedral", "park", pays=1)
    # Martyna builds a palace (6) over her chapel (3): 3 cards; the 4 cards
    # under the chapel still count, but no more can be tucked.
    build(s, "palace", "chapel", pays=3)
    assert len(s.state["g"]["city"][0]) == 3
    assert (s.step(), s.active()) == ("pick", 2)
    pick(s, "councillor")
    s.apply(["adv"])
    assert s.step() == "round_start"
    assert not [t for t in lines(s) if "Chapel" in t]
    rejected(s, ["tuck", 0, "chapel", 1], "has no chapel")
    assert totals(s)["Martyna"]["breakdown"]["chapel"] == 4
    s.apply(["adv"])
    # Later she may build a chapel again; without a crane there is no building over.
    pick(s, "builder")                           # Maciek governs round 2
    build(s)
    build(s)
    assert quote(s, 0, "chapel") == 3
    assert quote(s, 0, "hero", "indigo_plant") == 4
    given(s, 0, ["indigo_plant", "palace"])
    rejected(s, ["build", 0, "hero", "indigo_plant", 0, 4], "needs a crane")


def test_violet_once_production_again_and_the_cards_in_the_deck():
    s = start(expansion=True)
    given(s, 0, ["indigo_plant", "chapel", "palace"])
    given(s, 1, ["indigo_plant", "palace", "cathedral"])
    pick(s, "builder")
    before = snap(s)
    msg = rejected(s, ["build", 0, "chapel", "", 0, 2], "already built")
    assert msg == "already built: one of each violet"
    assert snap(s) == before
    why = build_step.quote(s.state, 0, "chapel")[1]
    assert texts.message("san_juan", why) == ("already built: one of each violet",
                                              "już jest: budynek miejski tylko raz")
    build(s, "indigo_plant", pays=0)
    assert s.state["g"]["city"][0].count("indigo_plant") == 2
    # Two cards of each 6-cost building, one cathedral.
    rejected(s, ["build", 1, "palace", "", 0, 6], "already built")
    s.apply(["adv"])
    rejected(s, ["build", 2, "palace", "", 0, 6], "no card of it is left")
    rejected(s, ["build", 2, "cathedral", "", 0, 7], "no card of it is left")
    rows = {r[0]: r for r in build_step.build_choices(s.state, 2)}
    assert rows["palace"][1] is None
    assert texts.pair("san_juan", rows["palace"][4])[1] == "nie ma już takiej karty"
    assert rows["city_hall"][1:4] == (6, 6, 0)
    assert len(rows) == 40
    # The base game knows no expansion card.
    b = start()
    pick(b, "builder")
    rejected(b, ["build", 0, "bank", "", 0, 2], "no such building")
    assert len(build_step.build_choices(b.state, 0)) == 29


def test_hut_and_tavern_numbers_asked_at_the_first_setup_and_kept():
    # Seed 004 describes both cards ("Szałas (faza kupca)", "Tawerna (faza
    # budowniczego)") without cost or VP: the table reads them off its cards.
    s = new(expansion=True)
    s.apply(["roll", [1, 1, 1, 1]])
    assert rules.unknown_cards(s.state) == ["hut", "tavern"]
    assert lines(s)[:2] == ["Hut card: cost, VP? (C)", "Tavern card: cost, VP? (C)"]
    assert lines(s, 1)[0] == "Szałas: koszt i PZ z karty? (C)"
    rejected(s, ["adv"], "first the hut's and tavern's cost and VP")
    assert menu(s) == ["card", "print"]
    rows = s.game.ACTIONS["card"]["questions"](s.state, None, {}, 1)
    assert [(r[0], r[1][1], r[2], r[3]) for r in rows] == [
        ("cost", "Szałas: koszt na karcie", 1, 9), ("vp", "Szałas: PZ na karcie", 0, 20)]
    s.apply(s.game.ACTIONS["card"]["make"](s.state, None, {"cost": 3, "vp": 2}))
    assert s.state["g"]["print"] == {"hut": [3, 2]}
    assert s.game.kept_options(s.state) == {"hut_cost": 3, "hut_vp": 2}
    numbers(s, 2, 1)                                                  # the tavern
    assert s.game.kept_options(s.state) == {"hut_cost": 3, "hut_vp": 2,
                                            "tavern_cost": 2, "tavern_vp": 1}
    s.apply(["adv"])
    # The next game starts from the kept numbers: nothing to ask.
    kept = new(expansion=True, **s.game.kept_options(s.state))
    assert rules.unknown_cards(kept.state) == [] and "card" not in menu(kept)
    assert rules.cost_of(kept.state, "hut") == 3 and rules.vp_of(kept.state, "tavern") == 1
    # Only "New buildings" has the two cards.
    assert rules.unknown_cards(new().state) == []
    try:
        new(expansion=True, hut_cost=12)
        raise AssertionError("a cost of 12 accepted")
    except Reject as e:
        assert "cost 0-9" in str(e)


def test_hut_and_tavern_numbers_corrected_later():
    s = start(expansion=True)
    pick(s, "builder")
    rows = {r[0]: r for r in build_step.build_choices(s.state, 0)}
    assert rows["hut"][1] == 1 and rows["hut"][4] is None
    rejected(s, ["print", "hut", 2, 30], "VP 0-20")
    rejected(s, ["print", "castle", 2, 1], "no such building")
    s.apply(["print", "hut", 2, 1])
    assert s.game.describe(["print", "hut", 2, 1], 1) == "Szałas: koszt 2, 1 PZ"
    build(s, "hut", pays=1)
    # The table's number also counts in a residence set: sugar mill, well, hut at 2.
    given(s, 1, ["indigo_plant", "sugar_mill", "well", "residence"])
    s.apply(["print", "residence", 6, 0])
    build(s, "hut", pays=2)
    res = {r["name"]: r for r in s.game.results(s.state)["results"]}
    assert res["Bartek"]["breakdown"]["residence"] == 4
    assert res["Bartek"]["breakdown"]["buildings"] == 1 + 1 + 1 + 1
    assert res["Ania"]["total"] == 2


# -- round start, end of the game ------------------------------------------

def play_round(s, roles):
    """Every picker takes the next role; builders all pass."""
    for role in roles:
        pick(s, role)
        while s.step() in ("build", "phase"):
            s.apply(["adv"])


def test_round_start_reminders_in_the_rulebook_order():
    s = start(NAMES, expansion=True)
    given(s, 0, ["indigo_plant", "office", "chapel", "tower"])
    given(s, 1, ["indigo_plant", "bank"])
    given(s, 2, ["indigo_plant", "guard_room"])
    play_round(s, ("producer", "trader", "councillor", "prospector"))
    assert s.step() == "round_start"
    assert lines(s) == ["Governor: Bartek; roles back",
                        "1 Office: Ania may swap 1-2 cards",
                        "2 Bank: Bartek may tuck cards (once)",
                        "2 Chapel: Ania may tuck 1 card",
                        "3 Hand limit 12: Ania",
                        "3 Hand limit 7: Celina",
                        "3 Hand limit 6: Bartek, Dorota"]
    assert lines(s, 1) == ["Gubernator: Bartek; postacie wracają",
                           "1 Biuro: Ania może wymienić 1-2 karty",
                           "2 Bank: Bartek może wsunąć karty (raz)",
                           "2 Kaplica: Ania może wsunąć 1 kartę",
                           "3 Limit kart w ręce 12: Ania",
                           "3 Limit kart w ręce 7: Celina",
                           "3 Limit kart w ręce 6: Bartek, Dorota"]
    rejected(s, ["tuck", 0, "chapel", 2], "1 card a round")
    rejected(s, ["tuck", 3, "chapel", 1], "Dorota has no chapel")
    rejected(s, ["tuck", 0, "bank", 1], "Ania has no bank")
    rejected(s, ["tuck", 1, "bank", 0], "1 or more")
    s.apply(sj.ACTIONS["chapel"]["make"](s.state, 0, {}))
    rejected(s, ["tuck", 0, "chapel", 1], "tucked a card this round")
    assert "2 Chapel: Ania has 1 under it" in lines(s)
    s.apply(["tuck", 1, "bank", 3])
    assert s.game.describe(["tuck", 1, "bank", 3], 1) == "3 karty pod Bank"
    assert not [t for t in lines(s) if "Bank" in t]
    # the score column: the buildings' printed VP and the cards tucked
    assert [len(c) for c in s.state["g"]["city"][:2]] == [4, 2]
    assert s.state["scores"][:2] == [7, 6]
    s.apply(["adv"])
    rejected(s, ["tuck", 0, "chapel", 1], "not now")
    play_round(s, ("producer", "trader", "councillor", "prospector"))
    s.apply(["tuck", 0, "chapel", 1])
    rejected(s, ["tuck", 1, "bank", 2], "once a game")
    assert s.state["g"]["tuck"][:2] == [[2, 0, 0], [0, 3, 0]]
    # Without a guard room on the table the limit is 7 (tower 12).
    given(s, 2, ["indigo_plant"])
    assert [start_step.hand_limit(s.state, p) for p in range(4)] == [12, 7, 7, 7]


def near_the_end():
    """A builder phase where Ania and Bartek have 11 buildings, Celina 10."""
    s = start()
    eleven = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster",
              "silver_smelter", "smithy", "gold_mine", "archive", "poor_house", "well", "chapel"]
    given(s, 0, eleven)
    given(s, 1, eleven[:10] + ["tower"])
    given(s, 2, eleven[:10])
    pick(s, "builder")
    return s


def test_the_game_ends_after_the_builder_phase_in_which_someone_has_12():
    s = near_the_end()
    build(s, "indigo_plant", pays=0)
    assert s.step() == "build" and s.active() == 1
    assert "12 buildings: game ends after this phase" in lines(s)
    assert "12 budynków: koniec gry po tej fazie" in lines(s, 1)
    # Everyone still builds in that phase: Bartek his 12th, Celina her 11th.
    build(s, "indigo_plant", pays=0)
    assert s.step() == "build" and s.active() == 2
    rejected(s, ["fin", 0, 1, 0, 0, 0, 0], "not now")
    build(s, "indigo_plant", pays=0)
    assert s.step() == "final"
    assert lines(s) == ["Game over: Ania has 12 buildings", "Game over: Bartek has 12 buildings",
                        "Tie: B, cards+goods of Ania, Bartek"]
    # C at the final count says what the table must enter first.
    rejected(s, ["adv"], "a tie: first the cards in hand and goods of Ania, Bartek")
    rejected(s, ["pick", 1, "trader", 0], "a tie: first the cards in hand and goods")
    s.apply(["fin", 0, 2, 1, 0, 0, 0])
    s.apply(["fin", 1, 3, 1, 0, 0, 0])
    s.apply(["end"])
    assert s.state["over"]
    r = s.game.results(s.state)["results"]
    # Equal printed VP (17 each); Bartek has more hand cards + goods.
    assert [(x["name"], x["total"], x["rank"]) for x in r] == [
        ("Bartek", 17, 1), ("Ania", 17, 2), ("Celina", 15, 3)]


def tied_at_the_end():
    """Ania and Bartek end at 17, Celina at 15."""
    s = near_the_end()
    for _ in range(3):
        build(s, "indigo_plant", pays=0)
    assert s.step() == "final"
    return s


def test_a_tie_asks_the_tied_players_cards_and_goods_before_the_ranking():
    # Seed 004: "W przypadku remisu, zwycięża remisujący, posiadający
    # łącznie więcej kart w ręce i towarów (1 towar = 1 karta w ręce)."
    s = tied_at_the_end()
    # Ania and Bartek 17 each: the ranking waits for their counts only.
    assert final_step.tie_pending(s.state) == [0, 1]
    msg = rejected(s, ["end"], "a tie: first the cards in hand and goods of Ania, Bartek")
    assert "(B: Tie: cards + goods)" in msg
    assert menu(s) == ["tie", "fin", "print"]
    # one number per tied player: only cards in hand and goods together count
    rows = s.game.ACTIONS["tie"]["questions"](s.state, None, {}, 0)
    assert [(r[0], r[1][0]) for r in rows] == [("hand", "Ania: cards in hand + goods")]
    s.apply(s.game.ACTIONS["tie"]["make"](s.state, None, {"hand": 5}))       # Ania 5
    assert s.state["g"]["fin"][0] == [5, 0, 0, 0, 0]
    assert final_step.tie_pending(s.state) == [1]
    rows = s.game.ACTIONS["tie"]["questions"](s.state, None, {}, 1)
    assert rows[0][1][1] == "Bartek: karty w ręce + towary"
    rejected(s, ["end"], "of Bartek (B")
    s.apply(s.game.ACTIONS["tie"]["make"](s.state, None, {"hand": 6}))       # Bartek 6
    assert final_step.tie_pending(s.state) == [] and "tie" not in menu(s)
    # Celina, alone at 15, is never asked; the end is allowed now.
    assert s.state["g"]["fin"][2] is None
    note = "Tie 17 broken by cards+goods: Bartek 6, Ania 5"
    assert lines(s)[-1] == note
    s.apply(["end"])
    res = s.game.results(s.state)
    assert [(x["name"], x["total"], x["rank"]) for x in res["results"]] == [
        ("Bartek", 17, 1), ("Ania", 17, 2), ("Celina", 15, 3)]
    assert res["note"] == (note, "Remis 17 rozstrzygnięty kartami+towarami: Bartek 6, Ania 5")
    # The ranking screen ends with how the tie was settled.
    from ui import text, tools
    text.set_lang(0)
    labels = [" ".join(item[0].split()) for item in tools.Ranking(res, s.game).items]
    assert labels == ["1. Bartek 17", "2. Ania 17", "3. Celina 15", note]
    # Equal counts too: the tie stands, and the ranking says so.
    s = tied_at_the_end()
    s.apply(["fin", 0, 4, 1, 0, 0, 0])
    s.apply(["fin", 1, 5, 0, 0, 0, 0])
    res = s.game.results(s.state)
    assert [x["rank"] for x in res["results"]] == [1, 1, 3]
    assert res["note"][0] == "Tie 17, cards+goods equal: Ania 5, Bartek 5"
    # No tie: nothing to ask, nothing to note.
    assert final_step.tie_pending(start().state) == []


def test_tavern_draws_at_the_end_of_a_builder_phase():
    s = start(expansion=True)
    s.apply(["print", "tavern", 2, 1])
    given(s, 0, ["indigo_plant", "smithy", "well"])
    given(s, 1, ["indigo_plant", "smithy", "well"])
    given(s, 2, ["indigo_plant", "tavern"])
    pick(s, "builder")
    build(s)
    build(s)
    build(s)
    assert s.step() == "phase"
    assert lines(s) == ["Ania: Builder \u2013 pays 1 card less", "Tavern: Celina draws 1 (fewest)"]
    assert lines(s, 1)[1] == "Tawerna: Celina dobiera 1 (najmniej)"
    s.apply(["adv"])
    # A tavern works from the phase after it was built: Celina, fewest
    # again after building one, draws nothing now; the step is skipped.
    play_round(s, ("producer", "councillor"))
    s.apply(["adv"])                  # round 2: Bartek governs
    given(s, 2, ["indigo_plant"])
    pick(s, "builder")
    build(s)
    build(s, "tavern", pays=2)
    assert phase_step.tavern_draws(s.state) == []
    assert s.step() == "build" and s.active() == 0
    build(s)
    assert s.step() == "pick" and s.active() == 2


def test_what_each_player_does_in_the_other_phases():
    s = start(NAMES, expansion=True)
    given(s, 0, ["indigo_plant", "library", "gold_mine"])
    given(s, 1, ["indigo_plant", "prefecture", "archive", "customs_office", "goldsmith"])
    given(s, 2, ["indigo_plant", "hut"])
    pick(s, "councillor", 1)
    assert lines(s) == ["Ania: Councillor \u2013 draws 8, keeps 1",
                        "Customs office gets a good: Bartek",
                        "Ania: draws 8, keeps 1", "Bartek: draws 2, keeps 2",
                        "  Archive: discard from whole hand", "Celina: draws 2, keeps 1",
                        "Dorota: draws 2, keeps 1"]
    s.apply(["adv"])
    pick(s, "prospector")
    assert lines(s) == ["Bartek: Prospector \u2013 draws 1 card", "Bartek: draws 1 card",
                        "Goldsmith: Bartek reveals 1", "Gold mine: Ania reveals 4"]
    assert lines(s, 1)[:2] == ["Bartek: Poszukiwacz złota \u2013 dobiera 1 kartę",
                               "Bartek: dobiera 1 kartę"]
    # The goldsmith keeps a revealed card only if nobody has built it.
    assert not rules.goldsmith_keeps(s.state, "archive")
    assert not rules.goldsmith_keeps(s.state, "indigo_plant")
    assert rules.goldsmith_keeps(s.state, "chapel")
    given(s, 3, ["indigo_plant"], gone=["chapel"])
    assert not rules.goldsmith_keeps(s.state, "chapel")
    s.apply(["adv"])
    pick(s, "trader")
    assert lines(s)[-1] == "Hut: Celina +1 card if nobody sells"
    s.apply(phase_step.make_sell(s.state, 3, {}))
    assert lines(s)[-1] == "Hut: Celina +1 card if nobody sells"
    s.apply(phase_step.make_sell(s.state, 0, {"indigo_plant": 1}))
    assert not [t for t in lines(s) if "Hut" in t]


# -- final scoring from the recorded buildings -----------------------------

def totals(s):
    return {r["name"]: r for r in s.game.results(s.state)["results"]}


def test_final_examples_palace_city_hall_guild_hall_arch():
    s = start(("Maciek", "Przemek", "Martyna", "Gosia"))
    # Maciek: 23 printed + 8 arch + 3 chapel cards (his chapel is now the
    # palace, by crane) = 34; palace 34 / 4 = 8: 42.
    given(s, 0, ["palace", "triumphal_arch", "statue", "victory_column", "hero", "library",
                 "silver_smelter", "silver_smelter", "coffee_roaster"], gone=["chapel"])
    given(s, 1, ["poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library", "statue",
                 "victory_column", "city_hall", "indigo_plant"])
    given(s, 2, ["indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage",
                 "tobacco_storage", "guild_hall", "chapel"])
    given(s, 3, ["triumphal_arch", "statue", "victory_column", "city_hall"])
    r = totals(s)
    assert r["Przemek"]["breakdown"]["city_hall"] == 9
    assert r["Martyna"]["breakdown"]["guild_hall"] == 8
    assert r["Gosia"]["breakdown"]["triumphal_arch"] == 6
    assert r["Gosia"]["breakdown"]["city_hall"] == 4
    # Through the final questions: the chapel's 3 cards.
    given(s, 1, ["indigo_plant"] * 3 + ["sugar_mill"] * 3 + ["tobacco_storage"] * 3 +
          ["smithy", "archive", "well"])
    s.apply(["pick", 0, "prospector", 0])       # with 12 on the table, the game is over
    assert s.step() == "final"
    asks = final_step.final_questions(s.state, 0)
    assert [a[0] for a in asks] == ["hand", "goods", "chapel"]
    assert asks[1][3] == 3                           # goods: on 3 production buildings
    rejected(s, ["fin", 0, 0, 4, 3, 0, 0], "no place for 4 goods")
    rejected(s, ["fin", 3, 0, 0, 1, 0, 0], "Gosia has no chapel")
    s.apply(final_step.make_final(s.state, 0, {"chapel": 3, "hand": 2}))
    assert s.state["g"]["fin"][0] == [2, 0, 3, 0, 0]
    r = totals(s)
    assert r["Maciek"]["breakdown"]["palace"] == 8
    assert r["Maciek"]["total"] == 42


def test_final_example_cathedral():
    # Maciek's opponents built 2 guild halls, 2 city halls, a residence and
    # a palace: 4 + 3 + 2 + 1 + 0 + 0 = 10.
    s = start(("Maciek", "Ola", "Ewa"), expansion=True)
    given(s, 0, ["indigo_plant", "cathedral"])
    given(s, 1, ["indigo_plant", "guild_hall", "city_hall", "residence"])
    given(s, 2, ["indigo_plant", "guild_hall", "city_hall", "palace"])
    r = totals(s)
    assert r["Maciek"]["breakdown"]["cathedral"] == 10
    assert r["Maciek"]["total"] == 11


def test_final_examples_residences():
    s = start(("Maciek", "Martyna", "Ola", "Ewa"), expansion=True)
    maciek = ["indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room", "poor_house",
              "bank", "tobacco_storage", "aqueduct", "palace", "city_hall", "residence"]
    martyna = ["indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
               "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall",
               "residence"]
    given(s, 0, maciek)
    given(s, 1, martyna)
    r = totals(s)
    assert r["Maciek"]["breakdown"]["residence"] == 10
    assert r["Martyna"]["breakdown"]["residence"] == 7
    # 12 printed + city hall 9 + residence 10 = 31, palace 7; and
    # 11 printed + guild hall 8 + residence 7 = 26, palace 6.
    assert (r["Maciek"]["total"], r["Martyna"]["total"]) == (38, 32)


# -- refused input ----------------------------------------------------------

def test_invalid_input_is_refused_and_changes_nothing():
    s = start(expansion=True)
    rejected(s, ["sc", 0, 5, "vp"], "scores its buildings at the end")
    rejected(s, ["build", 0, "chapel", "", 0, 3], "not now")
    rejected(s, ["pick", 0, "builder"], "not an action of this game")   # kit's shape check
    rejected(s, ["pick", 7, "builder", 0], "no player 7")
    rejected(s, ["fly"], "not now")
    rejected(s, ["tile", 1], "not now")
    rejected(s, ["fin", 0, 0, 0, 0, 0, 0], "not now")
    rejected(s, ["print", "hut", -1, 1], "cost 0-9")
    pick(s, "builder")
    rejected(s, ["build", 1, "chapel", "", 0, 3], "Ania's turn to build")
    rejected(s, ["build", 0, "chapel", "", 0], "not an action of this game")
    rejected(s, ["build", 0, 5, "", 0, 0], "no such building")
    rejected(s, ["build", 0, "chapel", "", 0, 3], "Chapel costs 2 here")
    rejected(s, ["build", 0, "chapel", "", True, 2], "0-2")
    rejected(s, ["build", 0, "chapel", 3, 0, 2], "not a building")
    rejected(s, ["build", 0, "chapel", "", 1, 1], "needs a black market")
    rejected(s, ["sell", 0, [1, 0, 0, 0, 0], 0, 0, 1], "not now")
    rejected(s, ["tuck", 0, "chapel", 1], "not now")
    s.apply(["build", 0, "chapel", "", 0, 2])
    rejected(s, ["build", 0, "tower", "", 0, 2], "one building per builder phase")
    s.apply(["adv"])
    s.apply(["build", 1, "chapel", "", 0, 3])
    s.apply(["adv"])
    rejected(s, ["pick", 2, "trader", 0], "not now")
    s.apply(["adv"])
    pick(s, "trader")
    rejected(s, ["sell", 1, [1, 0, 0, 0, 0], 0, 0], "not an action of this game")
    rejected(s, ["sell", 1, [1, 0, 0, 0], 0, 0, 1], "one count per kind")
    rejected(s, ["sell", 1, [0, 1, 0, 0, 0], 0, 0, 1], "not that many sugar")
    rejected(s, ["tile", 2], "device deals")
    rejected(s, ["tuck", 0, "harbor", 1], "not now")


def test_texts_are_short_and_every_event_has_a_history_line():
    for table in (rules.ROLE_TEXT, rules.GOOD_TEXT, [p for row in rules.PRIVILEGE for p in row],
                  [row[1] for row in final_step.FINAL], [a["name"] for a in sj.ACTIONS.values()],
                  list(sj.OPTION_TEXT.values()), [row[1] for row in build_step.BUILD_HELP]):
        for pair in table:
            if type(pair) is int:       # a line of games/san_juan/texts.lang
                pair = texts.pair("san_juan", pair)
            assert len(pair) == 2
            for text in pair:
                assert 0 < len(text) <= 37, text
    prompts = [step["prompt"] for step in sj.STEPS.values() if type(step["prompt"]) is int]
    assert len(prompts) == len(sj.STEPS) - 1         # the pick's follows the pick
    g = start()
    prompts.append(sj.STEPS["pick"]["prompt"](g.state, 0))     # before the pick: an id
    for i in prompts:
        for text in texts.pair("san_juan", i):
            assert len(text.replace("{player}", "Bartek")) <= 37, text
    events = (["pick", 0, "builder", 1], ["build", 0, "palace", "chapel", 0, 3],
              ["sell", 0, [1, 0, 0, 0, 1], 1, 1, 6], ["tuck", 0, "chapel", 1],
              ["tile", 3], ["print", "hut", 2, 1], ["fin", 0, 3, 1, 0, 0, 0],
              ["roll", [1, 1, 1, 1]], ["pass", 0], ["nosale"], ["end"])
    expected = (("Builder \u2013 pays 2 cards less", "Budowniczy \u2013 płaci o 2 karty mniej"),
                ("Palace (crane: Chapel), pays 3 cards", "Pałac (Żuraw: Kaplica), płaci 3 karty"),
                ("sells 3, draws 6, 1 under harbor", "sprzedaje 3, dobiera 6, 1 pod Port"),
                ("1 card under the chapel", "1 kartę pod Kaplicę"),
                ("trading-house tile 3", "targowisko 3"),
                ("Hut: cost 2, 1 VP", "Szałas: koszt 2, 1 PZ"),
                ("hand 3, goods 1", "ręka 3, towary 1"),
                ("trading-house tiles shuffled", "targowiska potasowane"),
                ("passes", "pasuje"), ("Nobody sells", "Nikt nie sprzedaje"),
                ("game ended", "koniec gry"))
    for e, want in zip(events, expected):
        assert (sj.describe(e, 0), sj.describe(e, 1)) == want
    # a pass names its player; a move on is no row of the history at all
    assert sj.describe(["pass", 1], 0, ["Ania", "Bartek"]) == "Bartek: passes"
    assert sj.describe(["adv"], 0, ["Ania", "Bartek"]) is None


def test_breakdown_names_the_special_buildings_by_their_cards():
    import games
    from games.san_juan import game as san_juan
    assert games.part_name(san_juan, "guild_hall", 0) == "Guild hall"
    assert games.part_name(san_juan, "palace", 1) == "Pałac"
    assert games.part_name(san_juan, "chapel", 0) == "Cards under the chapel"
    # the special buildings by their cards' names (after the printed VP
    # and the cards under chapel, bank and harbor)
    for key, i in san_juan.BREAKDOWN[4:]:
        assert tuple(texts.pair("san_juan", i)) == (rules.bname(key, 0), rules.bname(key, 1))
