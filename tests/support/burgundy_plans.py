"""The whole Castles of Burgundy games the tests play, as data: the same
rows drive a Session directly (tests/games/test_burgundy_games.py) and the
simulator by key presses (tests/host/test_burgundy_sim.py), so the buttons
must reach the same scores as the events do.

A script has one row per round: the round, the turn order expected (the
players' initials), then one cell per seat with that player's actions in
their turn: "ani 2 3 1 =9" is the animals helper with kind 2, 3 animals,
pasture 1, scoring 9 by hand ("=" left out: 0). "undo" takes back the last
event; "next" ends the turn (by mistake, undone in the scripts).
"""

# The script's words for the game's helpers (games.burgundy.game.ACTIONS).
HELPERS = {"ship": "ship", "mine": "mine", "castle": "castle", "know": "knowledge",
           "bld": "building", "ani": "animals", "sell": "sell", "reg": "region", "fix": "fix"}

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


# -- three players: the device rolls every die ---------------------------------------
#
# Ania drew first: Ania, Bartek, Celina. Three players: 3 VP per goods tile,
# bonus tiles 6 and 3. The costliest entries of a table's evening in one
# game: knowledge tiles of every group, animals of all four kinds on
# several pastures, castles, sales and the final count with tile 15's kinds.
THREE = (
    ("A1", "ABC", "know 7", "ani 1 3 1 =3", "mine"),
    ("A2", "ABC", "ani 2 2 1 =3", "bld 2 =4; reg 1 =11", "know 24"),
    ("A3", "ABC", "castle", "mine", "ani 3 3 1 =3"),
    ("A4", "ABC", "sell 3 3 =9", "ship", "bld 4; reg 1 =11"),
    ("A5", "BAC", "mine", "know 17", "ship"),
    ("B1", "CBA", "ani 2 3 1 =7", "castle", "sell 2 2 =6"),
    ("B2", "CBA", "know 15", "ani 1 4 1 =7; reg 1 =9", "mine"),
    ("B3", "CBA", "bld 7; reg 1 =9", "sell 5 2 =6", "ani 4 2 1 =2"),
    ("B4", "CBA", "ship", "know 3", "castle"),
    ("B5", "ACB", "sell 4 2 =6", "ani 3 2 2 =2", "know 25"),
    ("C1", "ACB", "castle", "bld 6", "ani 4 3 1 =5"),
    ("C2", "ACB", "ani 1 2 2 =3", "mine", "sell 6 3 =9"),
    ("C3", "ACB", "know 26", "ani 2 4 2 =4", "ship"),
    ("C4", "CAB", "mine", "sell 1 2 =6", "castle"),
    ("C5", "CAB", "sell 2 3 =9", "know 22", "ani 3 4 2 =4"),
    ("D1", "CAB", "ani 3 2 2 =3", "castle", "know 9; reg 3 =10"),
    ("D2", "CAB", "ship", "bld 1", "sell 5 2 =6"),
    ("D3", "ACB", "know 19", "ani 4 2 2 =2", "mine =6; reg 3 =10"),
    ("D4", "ACB", "castle =6; reg 3 =10", "ship", "ani 1 3 3 =3"),
    ("D5", "BAC", "sell 6 2 =6", "mine =3", "bld 5"),
    ("E1", "BAC", "ani 4 4 3 =5", "know 11", "castle =3; reg 3 =8"),
    ("E2", "BAC", "bld 3", "sell 3 3 =9", "ship"),
    ("E3", "CBA", "ship", "ani 2 2 3 =8", "sell 4 2 =6"),
    ("E4", "ACB", "know 13", "castle", "ani 2 3 3 =6"),
    ("E5", "ACB", "ani 1 2 3 =3", "bld 8", "know 4"),
)
