"""The Castles of Burgundy through a Session, what the table sees: setup
and phase checklists for each player count, the advanced boards, the three
dice modes, the turn-order track with stacking, mine income at phase end,
history lines, and texts that fit the panel in both languages."""

from core import texts
from core.rng import Rng
from core.session import Reject
from games import catalog, kit
from games.burgundy import data as bd
from games.burgundy import final, roll
from games.burgundy import game as bg
from support.burgundy_play import act, go, hook, menu, new, refused, rows
from ui import commands
from ui.fonts import small_r0

# -- setup ------------------------------------------------------------------------

def test_setup_workers_by_seat_from_the_drawn_first_player():
    s = new(4, first=2)
    g = s.state["g"]
    # Celina drew first: 1 worker; clockwise Daria 2, Ania 3, Bartek 4.
    assert g["workers"] == [3, 4, 1, 2]
    assert s.state["order"] == [2, 3, 0, 1]
    # All on the first space, the first player on top (stacks bottom to top).
    assert bd.track(s.state) == [[1, 0, 3, 2]]
    lines = hook(s.state, "checklist", 0)
    assert lines[-5:] == ["Celina: 1 worker", "Daria: 2 workers", "Ania: 3 workers",
                          "Bartek: 4 workers", "White die: Celina"]
    pl = hook(s.state, "checklist", 1)
    assert "Celina: 1 robotnik" in pl and "Bartek: 4 robotników" in pl
    assert "Każdy: 3 z 17 towarów, 1 grudka srebra, 2 kości" in pl
    assert "Towary: 5 zakrytych stosów po 5 na A-E" in pl
    assert hook(s.state, "status", 1) == "Przygotowanie"


def test_phase_start_lists_the_depot_spaces_for_two_players():
    s = new(2)
    s.apply(["adv"])
    lines = hook(s.state, "checklist", 0)
    assert hook(s.state, "status", 0) == "Phase A · start"
    assert lines == ["Depot spaces marked 2 (12 tiles):", "1: building, ship",
                     "2: knowledge, castle", "3: animals, building", "4: ship, building",
                     "5: mine, knowledge", "6: building, animals",
                     "Black depot: 4 black-backed tiles",
                     "Phase A goods: 5 face up on round spaces"]
    go(s, 2, step="phase_start")
    pl = hook(s.state, "checklist", 1)
    # Not before phase A: first the mine income of the phase ended (its
    # end passed by itself), then leftover hex tiles go, goods on the
    # depots stay.
    assert pl[:6] == ["Kopalnie: po 1 grudce srebra", "Ania: brak kopalń", "Bartek: brak kopalń",
                      "Zdejmijcie żetony z magazynów", "Towary w magazynach zostają",
                      "Statki, kopalnie i zamki mogą zostać"]
    assert "Czarny magazyn: 4 żetony" in pl and "Towary fazy B: 5 odkrytych na pola rund" in pl


def test_three_players_depot_6_alternates_castle_and_mine():
    s = new(3)
    s.apply(["adv"])
    seen = []
    for phase in range(1, 6):
        go(s, phase, step="phase_start")
        lines = hook(s.state, "checklist", 0)
        assert "Spaces marked 2 and 3 (18 tiles):" in lines
        assert "Black depot: 6 black-backed tiles" in lines
        assert "1: building, ship, knowledge" in lines
        seen.append([x for x in lines if x.startswith("6: ")][0])
        # One instruction for what may stay and depot 6's castle space (seed
        # 000: "W fazach A, C i E należy na nim umieścić zamek, ale w fazach
        # B i D kopalnię"): no "castles may stay" beside "a mine there".
        depot6 = [x for x in lines if "depot 6" in x.lower() or "may stay" in x]
        if phase == 1:
            assert depot6 == ["Depot 6: a castle on its castle space"]
        elif phase in (2, 4):
            assert depot6 == ["Ships, mines may stay; depot 6's castle: a mine!"]
        else:
            assert depot6 == ["Ships, castles may stay; depot 6's mine: a castle"]
        if phase == 4:
            assert "Statki i kopalnie zostają; magazyn 6: kopalnia!" in \
                hook(s.state, "checklist", 1)
    assert seen == ["6: building, animals, castle", "6: building, animals, mine",
                    "6: building, animals, castle", "6: building, animals, mine",
                    "6: building, animals, castle"]


def test_four_players_fill_all_24_spaces_and_8_black_tiles():
    s = new(4)
    s.apply(["adv"])
    lines = hook(s.state, "checklist", 1)
    assert "Wszystkie 24 pola magazynów:" in lines
    assert "Czarny magazyn: 8 żetonów" in lines
    depots = [x for x in lines if x[:1].isdigit() and x[1] == ":"]
    assert depots == ["1: budynek, statek, nauka, zwierzęta",
                      "2: nauka, zamek, budynek, budynek",
                      "3: zwierzęta, budynek, statek, nauka",
                      "4: statek, budynek, zwierzęta, kopalnia",
                      "5: kopalnia, nauka, budynek, budynek",
                      "6: budynek, zwierzęta, zamek, statek"]


def test_depot_spaces_use_every_light_backed_tile_with_four_players():
    # 5 phases x the 4-player spaces = the light-backed tiles of each kind.
    count = [0] * 6
    for depot in bd.DEPOTS:
        for kind, _ in depot:
            count[kind] += 5
    assert count == [10, 10, 20, 20, 20, 40]
    assert bd.BLACK_DEPOT[2] * 5 == 40
    assert sum(bd.SPACES) == bd.ESTATE == 36


def test_advanced_boards_are_entered_before_play():
    s = new(3, advanced=True)
    refused(s, ["adv"], "every player's board")
    s.apply(["board", 0, 5])
    refused(s, ["board", 1, 5], "board 5 is Ania's")
    refused(s, ["board", 1, 10], "1 to 9")
    s.apply(["board", 1, 1])
    s.apply(["board", 2, 1])        # four sides carry number 1
    assert "Ania: 1 worker, board 5" in hook(s.state, "checklist", 0)
    s.apply(["adv"])
    assert s.step() == "phase_start"
    plain = new(2)
    refused(plain, ["board", 0, 3], "advanced variant")
    # The screens' helper for it is offered at setup, and only with boards.
    assert "board" not in menu(plain.state)
    s = new(2, advanced=True)
    assert menu(s.state) == ("draw_boards", "board")
    s.apply(bg.ACTIONS["board"]["make"](s.state, 1, {"board": 7}))
    assert s.state["g"]["board"] == [0, 7]


def test_device_draws_the_advanced_boards():
    # Seed 000, the variant: "gracze otrzymują losowe plansze. Mają teraz
    # możliwość wybrania jednej ze stron planszy [...] Gracze powinni
    # wcześniej ustalić, czy podejmują te decyzje jawnie (w kolejności
    # rozgrywania), czy w ukryciu (równocześnie)." The 12 sides: board 1
    # four times, 2-9 once each, so a draw never repeats a board 2-9.
    seen = set()
    for seed in range(40):
        s = new(4, advanced=True)
        assert "Agree: choices open in order, or hidden at once" in hook(s.state, "checklist", 0)
        assert "Ustalcie: wybór jawnie po kolei czy w ukryciu" in hook(s.state, "checklist", 1)
        bg.use_rng(Rng(seed))
        s.apply(bg.ACTIONS["draw_boards"]["make"](s.state, None, {}))
        b = s.state["g"]["board"]
        assert 0 not in b and min(b) >= 1 and max(b) <= 9
        high = [x for x in b if x > 1]
        assert len(high) == len(set(high)), b
        seen.update(b)
        s.apply(["adv"])                     # every board known: play starts
        assert s.step() == "phase_start"
    assert seen == set(range(1, 10))
    # A player who turns the drawn board over enters the side (free choice).
    s = new(3, advanced=True)
    s.apply(["boards", [1, 4, 9]])
    assert "Bartek: 2 workers, board 4" in hook(s.state, "checklist", 0)
    s.apply(["board", 1, 5])
    assert s.state["g"]["board"] == [1, 5, 9]
    refused(s, ["boards", [4, 4, 1]], "board 4 is Ania's")
    refused(s, ["boards", [1, 2]], "wrong")
    refused(s, ["boards", [1, 2, 10]], "1 to 9")
    assert s.state["g"]["board"] == [1, 5, 9]
    refused(new(2), ["boards", [1, 2]], "advanced variant")


# -- dice --------------------------------------------------------------------------

def test_device_rolls_every_players_dice_and_the_white_one():
    s = new(3, first=1)
    s.apply(["adv"])
    s.apply(["adv"])
    refused(s, ["adv"], "roll the dice first")
    refused(s, ["roll", [1, 2, 3]], "7 dice expected")
    refused(s, ["roll", [1, 2, 3, 4, 5, 6, 7]], "1 to 6")
    s.apply(["roll", [1, 2, 3, 4, 5, 6, 4]])
    refused(s, ["roll", [1, 2, 3, 4, 5, 6, 6]], "already rolled")
    # Turn order from the first player; each player's own two dice.
    # One label per die, in the order of the roll (the screens draw them so).
    assert bg.dice_view(s.state, 0) == [("Ania", "1"), ("Ania", "2"), ("Bartek", "3"),
                                        ("Bartek", "4"), ("Celina", "5"), ("Celina", "6"),
                                        ("white", "4")]
    assert hook(s.state, "checklist", 1)[0] == "Górny towar do magazynu 4"
    assert hook(s.state, "status", 0) == "Phase A · round 1 · goods → depot 4"
    assert hook(s.state, "status", 1) == "Faza A · runda 1 · towar → magazyn 4"
    s.apply(["adv"])
    assert "Dice: 3 4" in hook(s.state, "checklist", 0)
    # the turns show the goods tile's depot too; their dice come from the roll
    assert hook(s.state, "status", 0) == "Phase A · round 1 · goods → depot 4"
    assert not hook(s.state, "dice") and bg.enter_dice(s.state) is None
    refused(s, ["roll", [1, 2, 3, 4, 5, 6, 4]], "as the round begins")


def test_the_roll_step_passes_by_itself_once_rolled_or_with_the_tables_dice():
    s = new(2, first=1)
    go(s, 1, step="roll")
    assert not hook(s.state, "passes")
    s.apply(["roll", [1, 2, 3, 4, 5]])
    assert hook(s.state, "passes")
    s = new(2, first=1, dice="none")
    go(s, 1, step="roll")
    assert hook(s.state, "passes")
    s.apply(["adv"])
    # the round's first turn: the white die may be entered there, not later
    assert hook(s.state, "checklist", 0)[0] == "Roll; enter the white die if you like"
    assert bg.enter_dice(s.state)[0]["sides"] == 6
    s.apply(["roll", [5]])
    assert hook(s.state, "status", 0) == "Phase A · round 1 · goods → depot 5"
    s.apply(["adv"])
    assert bg.enter_dice(s.state) is None
    refused(s, ["roll", [2]], "as the round begins")


def test_table_rolls_its_own_dice_and_the_device_the_white_one():
    s = new(2, dice="white")
    go(s, 1, step="roll")
    assert [d.get("name") for d in hook(s.state, "dice")] == ["white"]
    values = s.roll(Rng(5))
    assert len(values) == 1
    assert bg.dice_view(s.state, 1) == [("biała", str(values[0]))]
    assert "Dice:" not in " ".join(hook(s.state, "checklist", 0))


def test_without_dice_the_white_die_may_be_entered_or_left_out():
    s = new(2, dice="none")
    go(s, 1, step="roll")
    assert not hook(s.state, "dice")
    s.apply(["adv"])                # nothing entered: the table knows its depot
    assert s.step() == "turn" and bg.dice_view(s.state, 0) == []
    go(s, 1, 2, step="roll")
    s.apply(["roll", [6]])
    assert hook(s.state, "checklist", 0)[0] == "Top goods tile to depot 6"


def test_dice_option_is_checked():
    try:
        new(2, dice="some")
        raise AssertionError("accepted")
    except Reject as e:
        assert "all, white or none" in str(e)


# -- the turn-order track ------------------------------------------------------------

def test_ships_move_players_right_on_top_of_stacks():
    s = new(4, first=0)
    go(s, 1, 1)
    assert s.state["order"] == [0, 1, 2, 3]
    s.apply(["adv"])                        # Ania passes
    act(s, "ship")                          # Bartek: space 2
    assert s.state["order"] == [1, 0, 2, 3]
    # The round keeps its order: Celina and Daria still follow.
    s.apply(["adv"])
    assert s.active() == 2
    act(s, "ship")                          # Celina: space 2, on top of Bartek
    assert bd.track(s.state) == [[3, 0], [1, 2]]
    assert s.state["order"] == [2, 1, 0, 3]
    s.apply(["adv"])
    act(s, "ship")                          # Daria: on top of both
    assert s.state["order"] == [3, 2, 1, 0]
    assert roll.order_lines(s.state, 0) == ["1. Daria, space 2, on top", "2. Celina, space 2",
                                          "3. Bartek, space 2", "4. Ania, space 1"]
    s.apply(["adv"])
    # Next round: Daria first, with the white die.
    assert (s.step(), s.state["first"]) == ("roll", 3)
    assert "White die: Daria" in hook(s.state, "checklist", 0)
    s.roll(Rng(3))
    s.apply(["adv"])
    assert [s.active()] == [3]
    act(s, "ship")                          # Daria alone on space 3
    s.apply(["adv"])
    act(s, "ship")                          # Celina joins her, on top
    assert bd.track(s.state) == [[0], [1], [3, 2]]
    assert s.state["order"] == [2, 3, 1, 0]
    refused(s, ["ship", 1, 0], "Celina's turn")


# -- phase end --------------------------------------------------------------------

def test_phase_end_reminds_mine_income_and_knowledge_2():
    s = new(3)
    go(s, 1, 1, player=0)
    act(s, "mine")
    act(s, "mine")
    act(s, "knowledge", tile=2)
    s.apply(["adv"])
    act(s, "mine")
    go(s, 1, step="phase_end")
    assert hook(s.state, "status", 0) == "Phase A · end"
    assert hook(s.state, "checklist", 0) == ["Mines: 1 silverling each",
                                        "Ania: 2 silverlings + 2 workers",
                                        "Bartek: 1 silverling", "Celina: no mines",
                                        "Next: phase B"]
    assert hook(s.state, "checklist", 1)[1:4] == ["Ania: 2 grudki srebra + 2 robotników",
                                             "Bartek: 1 grudka srebra", "Celina: brak kopalń"]
    go(s, 5, step="phase_end")
    assert hook(s.state, "checklist", 0)[-1] == "Then the final scoring"


# -- texts -------------------------------------------------------------------------

def font_ok(text):
    """Every character has a glyph: printable ASCII or the fonts' extras."""
    return all(" " <= ch <= "~" or ch in small_r0.EXTRA for ch in text)


def check_pair(pair, width):
    if type(pair) is int:       # a line of games/burgundy/texts.lang
        pair = texts.pair("burgundy", pair)
    assert len(pair) == 2, pair
    for text in pair:
        assert font_ok(text), text
        assert len(text) <= width, (text, len(text))


def test_texts_fit_the_panel_in_both_languages():
    tables = (bd.KINDS, bd.COLOURS, bd.BUILDINGS, bd.BUILDING_CHOICES, bd.ANIMALS,
              bd.ANIMAL_CHOICES, bd.KNOWLEDGE_TILES, bd.FIX_REASONS)
    for table in tables:
        for pair in table:
            check_pair(pair, 37)
    for key in bg.OPTIONS:
        check_pair(bg.OPTION_TEXT[key], 37)
    for value in bg.OPTION_CHOICES["dice"]:
        check_pair(bg.OPTION_VALUE_TEXT[value], 37)
    for step in bg.STEPS.values():
        check_pair(step["prompt"], 37 - 16 + len("{player}"))
    fresh = new(2).state
    for aid, spec in bg.ACTIONS.items():
        check_pair(spec["name"], 37)
        for q in rows(fresh, aid, None, {}):
            check_pair(q[1], 37)
            if len(q) > 5 and callable(q[5]):   # the follow-up's "No", the tiles
                for label in q[5](fresh, 0, {}):
                    if type(label) is int:
                        check_pair(label, 37)
    for q in final.FINAL:
        check_pair(q[1], 37)
    check_pair(catalog.name(bg.GAME), 37)
    # Checklists with the longest names the device accepts, in every kind of
    # step: phase A to the start of phase B, each turn with its knowledge
    # reminders, mine income with tile 2; then the final step, reached by
    # the cursor alone (the texts are a function of the state).
    long = ("Aleksandra Maria", "Bartłomiej Józef", "Celina Żółkiewsk", "Dariusz Zbigniew")
    s = new(4, names=long, first=3, advanced=True, dice="all")
    for p in range(4):
        s.apply(["board", p, p + 1])
    rng = Rng(8)
    while not (s.step() == "phase_start" and s.state["cur"]["phase"] == 2):
        lines_fit(s)
        if s.step() == "turn" and not s.state["g"]["know"][s.active()]:
            act(s, "knowledge", tile=1 + 3 * s.active())
            act(s, "knowledge", tile=2 + 3 * s.active())
            act(s, "mine")
        if s.step() == "roll":
            s.roll(rng)
        s.apply(["adv"])
    lines_fit(s)
    s.flow.finish(s.state)
    assert s.step() == "final"
    lines_fit(s)


def lines_fit(s):
    for lang in (0, 1):
        for line in hook(s.state, "checklist", lang) + [hook(s.state, "status", lang)]:
            assert font_ok(line), line
            assert len(line) <= 49, (line, len(line))
        assert len(hook(s.state, "status", lang)) <= 37, hook(s.state, "status", lang)
        for label, _ in bg.dice_view(s.state, lang):
            assert font_ok(label), label


def test_history_lines():
    names = ["Ania", "Bartek"]
    cases = (
        (["sc", 0, 23, "region", 5, "B"], "Region of 5 spaces, phase B: +23",
         "Region (5 pól), faza B: +23"),
        (["sc", 0, 11, "region", 1, "A"], "Region of 1 space, phase A: +11",
         "Region (1 pole), faza A: +11"),
        (["sc", 0, 9, "region", 3, "E"], "Region of 3 spaces, phase E: +9",
         "Region (3 pola), faza E: +9"),
        (["sc", 1, -3, "fix", 2], "Correction (Animals): -3", "Korekta (Zwierzęta): -3"),
        (["sc", 1, 4, "fix"], "Correction: +4", "Korekta: +4"),
        (["ship", 0, 0], "Ship", "Statek"),
        (["mine", 0, 5], "Mine: 5", "Kopalnia: 5"),
        (["ani", 0, 1, 4, 1, 7], "4 cows, pasture 1: 7", "4 krowy, pastwisko 1: 7"),
        (["sell", 1, 5, 3, 12], "Sold 3× goods 5: 12", "Sprzedaż 3× towar 5: 12"),
        (["bld", 1, 2, 4], "Watchtower: 4", "Strażnica: 4"),
        (["know", 1, 26, 6], "Knowledge 26: 6", "Nauka 26: 6"),
        (["bonus", 0, 2, 7], "Bonus: Grey (mines): 7", "Bonus: Szary (kopalnie): 7"),
        (["board", 0, 4], "Board 4", "Plansza 4"),
        (["fin", 0, {"goods": 3, "silver": 5, "workers": 7}],
         "Left: goods 3, silver 5, workers 7", "Stan: towary 3, srebro 5, robotnicy 7"),
    )
    for event, en, pl in cases:
        who = names[event[1]] + ": "
        assert bg.describe(event, 0, names) == who + en, bg.describe(event, 0, names)
        assert bg.describe(event, 1, names) == who + pl, bg.describe(event, 1, names)
        assert font_ok(en) and font_ok(pl)
    assert bg.describe(["end"], 1, names) == "Koniec gry"
    # Turn ends and rolls stay out of the history.
    for event in (["adv"], ["roll", [4]], ["roll", [1, 2, 3, 4, 5]]):
        assert bg.describe(event, 0, names) is None
    assert kit.label(bg.GAME, bg.BREAKDOWN, "knowledge_17", 1) == "Nauka 17"
    assert kit.label(bg.GAME, bg.BREAKDOWN, "sale", 1) == "Sprzedaż"


# -- what the menus offer first ------------------------------------------------------

def test_a_full_colour_leaves_the_likeliest_helpers():
    # A starts the likeliest tile the player can still place, the menu
    # opens on the next: a ship and a building, then with the estate's
    # six ship spaces filled a building and animals.
    s = new(2)
    go(s, 1)
    assert (commands.likely(s), commands.likely(s, 1)) == ("ship", "building")
    for _ in range(6):
        act(s, "ship")
    assert "ship" not in commands.menu(s)
    assert (commands.likely(s), commands.likely(s, 1)) == ("building", "animals")


def test_a_tile_asks_next_whether_it_completed_a_region_of_its_colour():
    s = new(2)
    go(s, 1)
    p = s.active()
    assert commands.likely(s) == "ship"              # the commonest tile: A starts it
    assert commands.likely(s, 1) == "building"       # and the menu opens on the next
    # Board 1's rivers are 3 and 3 spaces: the first two ships complete none.
    for n in (1, 2, 3):
        act(s, "ship")
        assert hook(s.state, "follow_up", ["ship", p, 0]) == ("completed" if n == 3 else None)
    question = rows(s.state, "completed", p, {})[0]
    assert question[2:5] == (-1, 16, -1)    # on "no, end the turn": a river may be open
    labels = question[5](s.state, p, {})
    assert texts.text(labels[0], 0) == "No, end the turn"
    assert labels[4] == ("3: +16, more actions", "3: +16, dalsze akcje")
    assert labels[12] == ("3: +16, end the turn", "3: +16, koniec tury")
    assert texts.text(labels[1], 1) == "Nie, dalsze akcje" and labels.count(None) == 14
    assert hook(s.state, "follow_up", ["sell", p, 1, 2, 4]) is None
    # one animal tile: the pasture of 1 space, not yet the one of 5
    act(s, "animals", kind=1, animals=2, pasture=1)
    labels = rows(s.state, "completed", p, {})[0][5](s.state, p, {})
    assert labels[2][0] == "1: +11, more actions" and labels[10][0] == "1: +11, end the turn"
    assert labels[3:10] == [None] * 7 and labels[11:] == [None] * 7
    # "no, more actions" records nothing and opens the helpers' menu;
    # "no, end the turn" is C's moving on
    assert bg.ACTIONS["completed"]["make"](s.state, p, {"size": 0}) == "menu"
    assert bg.ACTIONS["completed"]["make"](s.state, p, {"size": -1}) == ["adv"]
    assert act(s, "completed", size=1) == 11
    assert s.state["cats"][p]["region"] == 11
    # The third mine fills the grey region of 3: the question starts on it.
    for _ in range(3):
        act(s, "mine")
    assert rows(s.state, "completed", p, {})[0][4] == 3 + 8    # and the turn's end
    # a region that ends the turn: the device moves on by itself (moves_on)
    event = bg.ACTIONS["completed"]["make"](s.state, p, {"size": 11})
    assert event[3:5] == ["region", 3] and hook(s.state, "moves_on", event)
    event = bg.ACTIONS["completed"]["make"](s.state, p, {"size": 3})
    assert event[3:5] == ["region", 3] and not hook(s.state, "moves_on", event)
    # Another board's regions are not known: any size up to the tiles placed.
    s = new(2, advanced=True)
    s.apply(["boards", [2, 3]])
    go(s, 1)
    act(s, "ship")
    assert bd.region_sizes(s.state, s.active()) == [1]


def test_each_step_offers_its_own_helpers_and_the_correction():
    # Every step's menu names helpers the game has; between the turns only
    # the correction, at setup nothing without the advanced variant.
    s = new(3, dice="white")
    seen = {}
    rng = Rng(2)
    while s.step() != "final":
        seen.setdefault(s.step(), menu(s.state))
        if s.step() == "roll":
            s.roll(rng)
        s.apply(["adv"])
    seen["final"] = menu(s.state)
    assert seen["setup"] == ()
    for step in ("phase_start", "roll", "phase_end"):
        assert seen[step] == ("fix",), step
    assert seen["turn"][-1] == "fix" and "bonus" not in seen["turn"]   # recorded: awarded
    assert seen["final"] == ("count", "fix")
    for ids in seen.values():
        assert all(aid in bg.ACTIONS for aid in ids), ids


def test_the_menu_leaves_out_a_full_colour_and_tiles_all_taken():
    s = new(2)
    go(s, 1)
    p = s.active()
    for _ in range(3):
        act(s, "mine")
    assert "mine" not in menu(s.state) and "ship" in menu(s.state)
    act(s, "knowledge", tile=7)
    # one list of the 26 tiles, the one taken left out, opening on tile 15
    (tile,) = rows(s.state, "knowledge", p, {})
    assert tile[2:5] == (1, 26, 15)
    tiles = tile[5](s.state, p, {})
    assert tiles[6] is None and tiles[5] == bd.KNOWLEDGE_TILES[5] and len(tiles) == 26
    assert bg.ACTIONS["knowledge"]["make"](s.state, p, {"tile": 25})[:3] == ["know", p, 25]
    # tile 15 taken: the list opens on the next free one
    s.state["g"]["know"][1] += [15, 16]
    assert rows(s.state, "knowledge", p, {})[0][4] == 17


def test_the_final_count_starts_on_the_next_player_not_counted():
    s = new(3)
    go(s, 5, step="phase_end")
    s.apply(["adv"])
    assert hook(s.state, "likely") == "count" and hook(s.state, "likely_player", "count") == 0
    # asked without a player picker: each question names who is counting
    asked = rows(s.state, "count", 1, {}, 0)
    assert [q[1] for q in asked] == ["Bartek: Goods tiles left", "Bartek: Silverlings",
                                    "Bartek: Workers"]
    assert rows(s.state, "count", 1, {}, 1)[2][1] == "Bartek: Robotnicy"
    assert rows(s.state, "sell", 1, {}, 0) == bg.ACTIONS["sell"]["questions"]
    act(s, "count", player=0, goods=1, silver=2, workers=3)
    assert hook(s.state, "likely_player", "count") == 1
    act(s, "count", player=2, goods=0, silver=0, workers=0)
    assert hook(s.state, "likely_player", "count") == 1
    act(s, "count", player=1, goods=0, silver=0, workers=0)
    assert hook(s.state, "likely") is None           # C then offers the end


def test_the_pasture_is_chosen_by_what_lies_on_it():
    s = new(2)
    go(s, 1)
    p = s.active()

    def pasture(kind, animals=2):
        answers = {"tile": 3 * (kind - 1) + animals - 1}     # one pick: kind and animals
        row = rows(s.state, "animals", p, answers)[1]
        labels = row[5](s.state, p, answers)
        return row[4], [x and x[0] for x in labels], [x and x[1] for x in labels]

    # none yet: pasture 1, a new one, the only one offered, with its points
    assert pasture(1)[:2] == (1, ["Pasture 1, +2: a new one", None, None, None, None, None])
    act(s, "animals", kind=1, animals=3, pasture=1)
    act(s, "animals", kind=2, animals=4, pasture=2)
    act(s, "animals", kind=1, animals=4, pasture=1)
    likely, english, polish = pasture(2, 3)
    # 3 sheep: where the sheep are, (3 + 4) there; each pasture with what
    # it scores and its tiles, then one new
    assert likely == 2
    assert english == ["Pasture 1, +3: cows 3+4", "Pasture 2, +7: sheep 4",
                       "Pasture 3, +3: a new one", None, None, None]
    assert polish[:3] == ["Pastwisko 1, +3: krowy 3+4", "Pastwisko 2, +7: owce 4",
                          "Pastwisko 3, +3: nowe"]
    # pigs, a kind the player has none of: where the last animals went
    assert pasture(3)[0] == 1
    act(s, "animals", kind=3, animals=2, pasture=1)
    assert pasture(3)[1][0] == "Pasture 1, +4: cows 3+4, pigs 2"
    # the tile: one list of each kind's 2, 3 and 4 animals, opening on the
    # kind of the player's last animals (pigs) with 3
    (tile, _pasture) = rows(s.state, "animals", p, {})
    labels = tile[5](s.state, p, {})
    assert tile[4] == 8 and labels[tile[4] - tile[2]][0] == "Pigs: 3"
    assert [x[0] for x in labels[:3]] == ["Cows: 2", "Cows: 3", "Cows: 4"]


def test_a_warehouse_opens_its_sale():
    # "Warehouse: sell 1 goods type": after the tile, its region question
    # (a first building completes a region of 1), then "no, more" opens the
    # sale itself rather than the menu; another building opens the menu.
    s = new(2)
    go(s, 1)
    p = s.active()
    act(s, "building", type=1)
    assert hook(s.state, "follow_up", ["bld", p, 1, 0]) == "completed"
    assert bg.ACTIONS["completed"]["make"](s.state, p, {"size": 0}) == "sell"
    act(s, "building", type=2)
    assert hook(s.state, "follow_up", ["bld", p, 2, 4]) == "completed"
    assert bg.ACTIONS["completed"]["make"](s.state, p, {"size": 0}) == "menu"
