"""Whole games of The Castles of Burgundy, scripted from setup to the final
ranking through a Session: 25 rounds, turn order changed by ships (stacking
included), undo mid-game, a resume from the journal in the middle.

Every scripted action carries the points worked out by hand from the
rulebook; the driver checks each against the device, then the final totals,
breakdowns and ranking (hand sums in the comments)."""

from core import canon
from core.rng import Rng
from core.session import Session
from games import burgundy as bg
from support.memjournal import MemJournal

# A script has one row per round: the round, the turn order expected (the
# players' initials), then one cell per seat with that player's actions in
# their turn: "ani 2 3 1 =9" is the animals helper with kind 2, 3 animals,
# pasture 1, scoring 9 by hand ("=" left out: 0). "undo" takes back the last
# event; "next" ends the turn (by mistake, undone in the scripts).
HELPERS = {"ship": "ship", "mine": "mine", "castle": "castle", "know": "knowledge",
           "bld": "building", "ani": "animals", "sell": "sell", "reg": "region", "fix": "fix"}


def snap(s):
    return canon.dumps(s.state)


def do(s, text):
    """One scripted action, through the helper the screen would use."""
    words = text.split()
    points = 0
    if words[-1][0] == "=":
        points = int(words.pop()[1:])
    if words[0] == "undo":
        s.undo()
        return
    if words[0] == "next":
        s.apply(["adv"])
        return
    spec = bg.ACTIONS[HELPERS[words[0]]]
    values = [int(w) for w in words[1:]]        # as the screens give them
    assert len(values) == len(spec["ask"]), text
    p = s.active()
    event = spec["make"](s.state, p, values)
    before = s.state["scores"][p]
    s.apply(event)
    got = s.state["scores"][p] - before
    assert got == points, (s.state["cur"], text, got)


def play(s, script, roll, resume_after):
    """Plays the 25 rounds, checking each round's turn order; returns the
    session (a new one after the resume) and the phase-end checklists."""
    phase_ends = []
    for row in script:
        while s.step() != "roll":
            if s.step() == "phase_end":
                phase_ends.append(bg.checklist(s.state, 0))
            s.apply(["adv"])
        assert (s.state["cur"]["phase"], s.state["cur"]["round"]) == (
            "ABCDE".index(row[0][0]) + 1, int(row[0][1])), row[0]
        roll(s, row[0])
        s.apply(["adv"])
        order = ""
        while s.step() == "turn":
            p = s.active()
            order += s.state["players"][p]["name"][0]
            cell = row[2 + p]
            if cell:
                for text in cell.split(";"):
                    do(s, text)
            s.apply(["adv"])
        assert order == row[1], (row, order)
        if row[0] == resume_after:
            before = snap(s)
            s = Session.resume(s.journal)
            assert snap(s) == before
    while s.step() != "final":
        if s.step() == "phase_end":
            phase_ends.append(bg.checklist(s.state, 0))
        s.apply(["adv"])
    return s, phase_ends


def finish(s, counts):
    """The final counts (goods, silverlings, workers) through the "count"
    action, then the end; returns the ranking."""
    for p in range(len(counts)):
        s.apply(bg.ACTIONS["count"]["make"](s.state, p, list(counts[p])))
    s.apply(["end"])
    return bg.results(s.state)


def check_sums(res):
    for r in res["results"]:
        total = 0
        for v in r["breakdown"].values():
            total += v
        assert total == r["total"], r


# -- two players: Ania and Benek, no dice on the device ------------------------------
#
# Benek drew first. The table rolls its own dice and enters the white die
# when it wants the reminder ("-": not entered). Ania takes knowledge 7 early
# (the rulebook's sheep and pigs), Benek scores the rulebook's cows (3, then
# 4 + 3, then 4 + 4 + 3) and ends with tiles 17 and 22, 2 watchtowers and 4
# banks. Two players: 2 VP per goods tile sold, bonus tiles 5 and 2.

# Ships: Ania A1, then Benek A5 on top of her; Ania B4, Benek C1 on top;
# Ania C2, Benek C4 on top; Ania C5, D2, E1; Benek D4, E2 and E4, on top of
# her on the sixth space. A ship changes the order from the next round.
TWO = (
    ("A1", "BA", "ship", "ani 1 3 1 =3"),
    ("A2", "AB", "know 7", "ani 1 4 1 =7"),                 # 4 cows + 3
    ("A3", "AB", "ani 2 4 1 =5", "bld 2 =4"),               # 4 sheep + 1; watchtower
    ("A4", "AB", "ani 2 3 1 =9", "ani 1 4 1 =11"),          # (3+1) + (4+1); 4 + 4 + 3
    ("A5", "AB", "ani 3 2 1 =3", "ship"),                   # 2 pigs + 1
    ("B1", "BA", "mine; castle", "sell 1 3 =6; mine"),
    ("B2", "BA", "sell 2 2 =4", "bld 7; reg 1 =9; bld 4"),
    # Benek records his sheep on the wrong pasture and takes it back.
    ("B3", "BA", "ani 3 3 1 =7", "ani 2 2 2 =2; undo; ani 2 2 1 =2"),
    ("B4", "BA", "ship; know 15", "mine; know 17"),
    ("B5", "AB", "ani 1 2 1 =3; reg 5 =23", "bld 7; reg 3 =14"),   # pasture of 5: 15 + 8
    # Ania ends her turn by mistake and takes the end back.
    ("C1", "AB", "next; undo; mine; bld 5", "ship; sell 6 2 =4"),
    ("C2", "BA", "ship; reg 3 =12; sell 5 3 =6", "mine =5; reg 3 =12"),  # grey: Benek 1st
    ("C3", "AB", "mine =2; reg 3 =12", "bld 6; bld 5"),
    ("C4", "AB", "know 24; reg 3 =12; ani 4 2 2 =8; reg 1 =7",     # 6th animal: 3 + 5
     "ship; reg 3 =12; know 22"),
    ("C5", "BA", "ship; castle", "bld 1; sell 2 2 =4; bld 2 =4"),
    ("D1", "AB", "sell 1 2 =4; know 3", "castle; castle"),
    ("D2", "AB", "ship", "know 9; reg 3 =10; ani 4 3 2 =3; reg 1 =5"),
    ("D3", "AB", "castle =5; reg 3 =10", "castle =2; reg 3 =10"),  # dark green: Ania 1st
    ("D4", "AB", "bld 7; reg 1 =5", "ship; bld 7; reg 5 =19"),
    ("D5", "AB", "sell 4 2 =4; fix -2 6 =-2", "bld 3"),
    ("E1", "AB", "ship =5; reg 3 =8", "sell 5 2 =4"),              # 6th ship: blue
    ("E2", "AB", "know 26; know 25 =5; reg 3 =8",                  # 6th yellow
     "ship; bld 8; ani 2 3 1 =7; reg 5 =17"),                      # 3 + 2 sheep, 2nd: +2
    ("E3", "AB", "sell 6 2 =4", "bld 7 =5; reg 3 =8"),             # 12th building
    ("E4", "AB", "bld 6", "ship =2; reg 3 =8"),
    ("E5", "BA", "", "sell 4 2 =4"),
)
WHITES = {"A1": 3, "A2": 5, "A3": 1, "B1": 6, "B2": 2, "B3": 4, "B4": 3, "C1": 5,
          "C2": 1, "C3": 6, "D1": 2, "D2": 4, "D3": 3, "D4": 5, "E1": 1, "E2": 6,
          "E4": 2, "E5": 4}


def roll_white(s, key):
    if key in WHITES:
        s.apply(["roll", [WHITES[key]]])
        assert bg.checklist(s.state, 0)[0] == "Top goods tile to depot %d" % WHITES[key]


def test_two_player_game_from_setup_to_ranking():
    players = [{"name": "Ania", "colour": "red"}, {"name": "Benek", "colour": "blue"}]
    s = Session.new(MemJournal(), "burgundy", {"dice": "none"}, players, 1)
    assert s.state["g"]["workers"] == [2, 1]
    s, ends = play(s, TWO, roll_white, "C3")
    assert ends[0][1:3] == ["Benek: no mines", "Ania: no mines"]
    assert ends[2][1:3] == ["Ania: 3 silverlings", "Benek: 3 silverlings"]
    # Score track: Ania 17 + 37 + 59 + 28 + 30 - 2 = 169 (phases A-E, the
    # correction); Benek 25 + 31 + 41 + 49 + 55 = 201.
    assert s.state["scores"] == [169, 201]
    assert bg.final_ask(s.state, 0)[2][0] == "workers"
    res = finish(s, [(1, 3, 5), (2, 4, 3)])        # goods, silverlings, workers
    check_sums(res)
    benek, ania = res["results"]
    # Benek: 201 + 2 goods + 4 silverlings + 3 workers (1) + tiles 17 (2 x 4)
    # and 22 (4 x 4) = 232.
    assert (benek["name"], benek["rank"], benek["total"], benek["seat"]) == ("Benek", 1, 232, 1)
    assert benek["breakdown"] == {"animals": 31, "tower": 8, "sale": 22, "region": 124,
                                  "bonus": 16, "goods": 2, "silver": 4, "workers": 1,
                                  "knowledge_17": 8, "knowledge_22": 16}
    # Ania: 169 + 1 + 3 + 5 workers (2) + tile 15 (5 goods kinds sold: 15),
    # 24 (4 animal kinds: 16), 25 (11 tiles sold), 26 (5 bonus tiles: 10) = 227.
    assert (ania["name"], ania["rank"], ania["total"]) == ("Ania", 2, 227)
    assert ania["breakdown"] == {"animals": 30, "sale": 22, "region": 97, "bonus": 22,
                                 "fix": -2, "goods": 1, "silver": 3, "workers": 2,
                                 "knowledge_15": 15, "knowledge_24": 16,
                                 "knowledge_25": 11, "knowledge_26": 10}
    sheet = bg.sheet(s.state)["players"]
    assert [p["empty_spaces"] for p in sheet] == [9, 3]
    assert [p["turn_order"] for p in sheet] == [2, 1]
    assert sheet[1]["buildings"]["bank"] == 4 and sheet[1]["buildings"]["watchtower"] == 2


# -- four players: the device rolls every die ------------------------------------------
#
# Celina drew first: Celina, Daria, Ania, Bartek. Four players: 4 VP per goods
# tile, bonus tiles 7 and 4, nothing for the third and fourth. Grey is a race
# of all four (Daria A4, Celina A5, Ania B2, Bartek B3). Ania and Celina tie
# on points and on empty spaces; Ania played later in the last round.

# Ships: Daria A1; Celina then Ania A2 (each on top); Bartek A3 (on top of
# all four); Daria twice B1; Ania B3; Bartek C1 (on Ania); Celina C2 (on
# both); Ania D1 (on Daria); Daria D3; Celina E1 (on Ania); Bartek E4 (on both).
FOUR = (
    ("A1", "CDAB", "ani 1 4 1 =4", "know 7", "mine", "ship"),
    ("A2", "DCAB", "ship; mine", "ani 2 4 1 =5", "ship; mine", "mine"),
    ("A3", "ACDB", "ani 1 3 1 =7", "ship; ani 2 3 1 =9", "", "mine"),
    ("A4", "BACD", "", "mine", "", "mine =7; reg 3 =16"),     # grey: Daria 1st
    ("A5", "BACD", "", "", "mine =4; reg 3 =16", ""),         # Celina 2nd
    ("B1", "BACD", "mine", "ani 3 2 1 =3", "", "ship; ship"),
    ("B2", "DBAC", "mine; reg 3 =14", "mine", "sell 2 2 =8", ""),     # Ania 3rd: 0
    ("B3", "DBAC", "ship; sell 3 2 =8", "mine; reg 3 =14", "", ""),   # Bartek 4th: 0
    ("B4", "DABC", "", "", "", "sell 4 4 =16"),
    # Celina, last in the phase's last round, ends it by mistake: undone
    # from the phase end.
    ("B5", "DABC", "", "", "next; undo", ""),
    ("C1", "DABC", "know 25; bld 2 =4", "ship; bld 2 =4", "", ""),
    ("C2", "DBAC", "", "sell 1 4 =16; undo; sell 1 3 =12", "ship; castle", ""),
    ("C3", "DCBA", "sell 4 3 =12", "", "", "castle; castle"),
    ("C4", "DCBA", "", "", "castle; castle =7; reg 3 =12", ""),  # dark green: Celina 1st
    ("C5", "DCBA", "", "", "", "castle =4; reg 3 =12"),
    ("D1", "DCBA", "ship; reg 1 =5", "", "", ""),
    ("D2", "ADCB", "", "bld 7; know 22", "", ""),
    ("D3", "ADCB", "", "", "bld 2 =4", "ship"),
    ("D4", "DACB", "ani 1 4 1 =11", "", "", "ani 4 2 1 =2"),   # 4 + 4 + 3
    ("D5", "DACB", "", "bld 7", "", ""),
    ("E1", "DACB", "", "", "ship; sell 5 3 =12", ""),
    ("E2", "DCAB", "sell 6 1 =4", "", "", ""),
    ("E3", "DCAB", "", "", "know 15", "ani 4 3 1 =5"),
    ("E4", "DCAB", "", "ship; bld 2 =4", "", ""),
    ("E5", "DBCA", "", "reg 4 =12", "", "bld 4"),
)

RNG = Rng(2024)


def roll_all(s, key):
    s.roll(RNG)
    view = bg.dice_view(s.state, 0)
    assert [label for label, _ in view] == ["Ania", "Ania", "Bartek", "Bartek", "Celina",
                                           "Celina", "Daria", "Daria", "white"]


def test_four_player_game_from_setup_to_ranking():
    players = [{"name": n} for n in ("Ania", "Bartek", "Celina", "Daria")]
    s = Session.new(MemJournal(), "burgundy", {}, players, 2)
    assert s.state["g"]["workers"] == [3, 4, 1, 2]
    s, ends = play(s, FOUR, roll_all, "C3")
    assert ends[0] == ["Mines: 1 silverling each", "Bartek: 1 silverling",
                       "Ania: 1 silverling", "Celina: 3 silverlings",
                       "Daria: 3 silverlings", "Next: phase B"]
    assert s.state["g"]["bonus"][1] == [3, 2, 0, 1]       # grey: Daria, Celina, Ania, Bartek
    # Track: Ania 4+7+14+8+4+12+5+11+4 = 69; Bartek 5+9+3+14+4+12+4+12 = 63;
    # Celina 20+8+19+4+12 = 63; Daria 23+16+16+2+5 = 62.
    assert s.state["scores"] == [69, 63, 63, 62]
    res = finish(s, [(2, 5, 6), (1, 6, 4), (3, 8, 10), (0, 12, 9)])
    check_sums(res)
    # Ania 69 + 2 + 5 + 3 + tile 25 (6 sold) = 85; Celina 63 + 3 + 8 + 5 +
    # tile 15 (2 kinds) = 85; both 25 empty spaces; Ania's last turn was
    # later. Bartek 63 + 1 + 6 + 2 + tile 22 (2 banks) = 80; Daria 62 + 12 + 4 = 78.
    assert [(r["name"], r["total"], r["rank"]) for r in res["results"]] == [
        ("Ania", 85, 1), ("Celina", 85, 2), ("Bartek", 80, 3), ("Daria", 78, 4)]
    sheet = bg.sheet(s.state)["players"]
    assert [p["empty_spaces"] for p in sheet] == [25, 21, 25, 23]
    assert [p["turn_order"] for p in sheet] == [4, 2, 3, 1]
    celina = res["results"][1]["breakdown"]
    assert celina == {"bonus": 11, "region": 28, "sale": 20, "tower": 4, "goods": 3,
                      "silver": 8, "workers": 5, "knowledge_15": 6}
    assert len(canon.dumps(s.state)) < 1600
    # The whole game replays to the same state from its journal.
    assert snap(Session.resume(s.journal)) == snap(s)
