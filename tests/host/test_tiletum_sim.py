"""Tiletum through the buttons: a whole 3-player game (4 rounds) pressed
key by key in the simulator, the same saved game under CPython and inside
MicroPython with the Pico's heap, the final ranking read off the screen;
and entries the table gets wrong, refused on the screen without a change.

The key script says what is chosen, never where it sits: ``=Label`` picks
the item of the menu on top whose text starts with Label (underscores for
spaces) and ``#N`` sets the number entry on top to N (host_tools/guest/
simloop.py works out the presses from the screen as it is). So a menu that
opens on the likeliest item, or a number that starts at the likely value,
costs the script fewer presses without a change here.
"""

import json

from test_sim import run_cli

from host_tools import sim

ROOT = sim.ROOT
A, B, C = 0, 1, 2       # seats: Ania (blue), Bartek (pink), Celina (orange)
NAMES = ("Ania", "Bartek", "Celina")


def menu(label):
    """From the play screen, the action menu's item starting with
    ``label``: A where it is the helper A starts, else B and the item."""
    return ["=" + label]


def nums(*values):
    """Number entries, one after the other."""
    return ["#%d" % v for v in values]


def take(die, new=None, act=None):
    """Take a die: ``die`` as its menu line starts ("6_blue"), its value
    after paying gold (``new``; else as rolled), the action done on the
    universal space."""
    keys = menu("Take_a_die") + ["=" + die]
    value = int(die.split("_")[0]) if new is None else new
    keys += ["=%d:" % value]
    return keys + (["=" + act] if act else [])


def contract(a, b):
    """A contract: its VP and the space's, entered as one sum."""
    return menu("Contract") + nums(a + b)


def built(act=None, ap=1, who=None):
    """A completed building: the action its bonus marker names (None: the
    rightmost building, no bonus) and the bonus AP."""
    keys = menu("Building")
    if who is not None:
        keys += ["=" + NAMES[who]]
    if act is None:
        return keys + ["=none"]
    return keys + ["=" + act, "#%d" % ap]


def own_dice():
    """The table draws and rolls its own dice: nothing entered, C goes on."""
    return []


def king_value(v, act=None):
    """One of the table's own dice taken for the King: its value once paid
    for, and on the universal space the action done."""
    return menu("Take_a_die") + ["=%d:" % v] + (["=" + act] if act else [])


def fair_vp(city, tile, kind):
    """The fair's VP each time (city + tile, one entry) and its tile."""
    return menu("Fair_VP") + nums(city + tile) + ["=" + kind]


def fair(p, *times, follow=False):
    """A player's fair score; ``follow``: the first, which follows the
    fair's figures by itself."""
    keys = [] if follow else menu("Fair:_sets" if len(times) == 2 else "Fair")
    return keys + ["=" + NAMES[p]] + nums(*times)


def token(v):
    return menu("Token_revealed") + nums(v)


def before_wheel():
    """From the main menu to the setup step of a new 3-player game."""
    keys = ["=New_game", "=Tiletum"]
    keys += ["#3"]                          # 3 players
    keys += ["=Ania", "=blue"]
    keys += ["=Bartek", "=pink"]
    keys += ["=Celina", "=orange"]
    keys += ["=Start"]                      # Start the game
    return keys + ["=Bartek"]               # first player: Bartek (order B, C, A)


# the wheel entered space by space, clockwise: 1 Arch 2 Merch 3 Char 4 Contr
# 5 King 6 Any
WHEEL = ["=Enter_each_space"]
for _v, _a in enumerate(("Architect", "Merchant", "Character", "Contract", "King", "Any")):
    WHEEL += ["=" + _a, "#%d" % (_v + 1)]


def after_wheel():
    keys = menu("King_track_lowest") + nums(-2)             # the lowest space: -2
    keys += menu("Corruption_tokens") + nums(2, 2, 2)       # two each of 0, 1, 2
    return keys + ["c"]


def setup_keys():
    # the wheel as the rulebook prints it, the 1 beside the architect
    return before_wheel() + menu("Action_wheel") + ["=1_beside_Architect"] + after_wheel()


def round1():
    # The device draws (seed 7): 1 yellow, 1 dgrey, 2 blue, 2 lgrey, 2 dgrey,
    # 3 pink, 3 yellow, 3 yellow, 3 lgrey, 4 pink, 6 blue. Order B, C, A.
    k = menu("Device_draws") + ["c"]
    k += ["c"]                                              # token 0: C
    k += take("6_blue", act="King") + ["c"]                 # B: any -> king 1 AP: B 1
    k += take("4_pink", 5) + ["c"]                          # C: -> 5 (2 gold): king 2: C 2
    k += built("King", 2) + ["c"]                           # A: 1 yellow, arch; building, king +2
    k += token(1) + ["c"]                                   # A -1, B 0, C 1
    k += menu("Character") + nums(2) + ["c"]                # B: 3 pink; character +2: B 12
    k += ["c"]                                              # C: 2 blue, merchant
    k += contract(5, 2) + ["c"]                             # A: 3 yellow -> 4: contract 5 + 2: A 17
    k += token(2) + ["c"]                                   # A -2 (not -3), B on A, C -1
    k += built() + ["c"]                                    # B: 1 dgrey; the rightmost building
    k += menu("Coat_of_arms") + nums(5) + ["c"]             # C: 3 lgrey; arms +5: C 15
    k += ["c"]                                              # A: 2 dgrey
    # king phase, the VP of -2 and -1 read off the board once:
    # A 17 - 2 = 15, B 12 - 2 = 10, C 15 - 1 = 14; order C, A (below B), B
    k += menu("Score_the_king") + nums(-2, -1) + ["c"]
    # fair in Tiletum: 2 + 2 per completed contract; A 1 contract: 19
    k += fair_vp(2, 2, "completed_contracts")
    k += fair(A, 1, follow=True) + ["c"]
    return k + ["c"]                                        # clean-up: the wheel turns


def round2():
    # 1 Merch. 2 Char. 3 Contr. 4 King 5 Any 6 Arch.; order C, A, B; the table's
    # own dice (blue 4 4 1, pink 5 2, yellow 3 6, lgrey 4 1, dgrey 2 5), not entered
    k = own_dice() + ["c"]
    k += token(1) + ["c"]                                   # all on -1
    k += king_value(4) + ["c"]                              # C: 4 blue, king 3: C 2
    k += king_value(4) + ["c"]                              # A: 4 blue, king 3 + 2: A 4
    k += king_value(5, "King") + ["c"]                      # B: 5 pink, any -> king 2: B 1
    k += menu("Device_reveals") + ["c"]                     # 2 (A 2, B -1, C 0)
    k += contract(4, 3) + ["c"]                             # C: 3 yellow, contract 4 + 3: C 21
    k += king_value(5, "King") + ["c"]                      # A: 6 yellow -> 5, any: king 2+2: A 6
    k += menu("Other") + ["=Bartek", "=house"] + nums(3) + ["c"]    # B: 1 lgrey; house +3: B 13
    k += ["c"]                                              # token 0: C
    k += menu("Character") + nums(2) + ["c"]                # C: 2 pink; character +2: C 23
    k += ["c"]                                              # A: 1 lgrey
    k += king_value(4) + ["c"]                              # B: 4 lgrey, king 3: B 2
    # king: space 2 gives 1, space 6 gives 3 (0 nothing): A 22, B 14, C 23; order A, B, C
    k += menu("Score_the_king") + nums(1, 3) + ["c"]
    # fair: 3 + 2 per house + pillar set: A 3 houses 2 pillars = 2 sets
    # +10: 32; C 1 house 4 pillars = 1 set +5: 28
    k += fair_vp(3, 2, "house_+_pillar")
    k += fair(A, 3, 2, follow=True)
    k += fair(C, 1, 4) + ["c"]
    return k + ["c"]


def round3():
    # 1 Char. 2 Contr. 3 King 4 Any 5 Arch. 6 Merch.; order A, B, C; the device
    # draws: 1 blue, 1 dgrey, 2 lgrey, 3 pink, 3 pink, 3 dgrey, 4 blue,
    # 6 pink, 6 yellow, 6 yellow, 6 lgrey
    k = menu("Device_draws") + ["c"]
    k += token(1) + ["c"]                                   # A 5, B 1, C -1
    # A: contract 6 + 2, cathedral 3 + 4: A 47
    k += contract(6, 2) + menu("Cathedral") + nums(3, 4) + ["c"]
    k += take("3_pink") + ["c"]                             # B: king 4: B 5
    k += contract(5, 1) + ["c"]                             # C: 4 blue, any -> contract: C 34
    k += token(2) + ["c"]                                   # A 3, B 3, C -2
    k += menu("Character") + nums(2) + ["c"]                # A: 1 blue; character +2: A 49
    k += menu("Coat_of_arms") + nums(5) + ["c"]             # B: 1 dgrey; arms +5: B 19
    k += contract(4, 2) + ["c"]                             # C: 3 dgrey -> 2, 4 + 2: C 40
    k += menu("Device_reveals") + ["c"]                     # 0
    k += take("3_pink") + ["c"]                             # A: king 4 + 2: A 9
    k += built("Contract", 1) + ["c"]                       # B: 6 yellow -> 5; building
    k += ["c"]                                              # C: 6 pink
    # king: space 3 gives 2, space 9 gives 5 (-2 known): A 54, B 21, C 38
    k += menu("Score_the_king") + nums(2, 5) + ["c"]
    # fair in Verona: 3 + 3 per completed contract: A 2 -> +12: 66, C 3 -> +18: 56
    k += fair_vp(3, 3, "completed_contracts")
    k += fair(A, 2, follow=True)
    k += fair(C, 3) + ["c"]
    return k + ["c"]


def round4():
    # 1 Contr. 2 King 3 Any 4 Arch. 5 Merch. 6 Char.; order A, B, C; the table's
    # own dice (blue 1 2, pink 2 3 6, yellow 1 5, lgrey 4, dgrey 3 5 6), not entered
    k = own_dice() + ["c"]
    k += token(2) + ["c"]                                   # A 7, B 1, C -2
    k += contract(8, 2) + ["c"]                             # A: 1 blue, contract 8 + 2: A 76
    k += contract(5, 3) + ["c"]                             # B: 1 yellow (6 + 1 AP), 5 + 3: B 29
    k += king_value(2) + ["c"]                              # C: 2 blue, king 5: C 3
    k += ["c"]                                              # token 0: C
    k += king_value(2) + ["c"]                              # A: 2 pink, king 5 + 2: A 14
    k += king_value(3, "King") + ["c"]                      # B: 3 pink, any -> king 4: B 5
    k += king_value(3, "King") + ["c"]                      # C: 3 dgrey, any -> king 4: C 7
    k += token(1) + ["c"]                                   # A 13, B 4, C 6
    k += menu("King_track_forward") + nums(5) + ["c"]       # A: 6 dgrey; king +5 stops on 15
    k += king_value(2) + ["c"]                              # B: 4 lgrey -> 2 (4 gold), king 5: B 9
    k += ["c"]                                              # C: 5 yellow
    # king, round 4: space 15 gives 8 (9 and 6 known): A 76 + 8 + 4 (leader)
    # = 88, B 29 + 5 = 34, C 56 + 3 = 59; order A, B, C
    k += menu("Score_the_king") + nums(8) + ["c"]
    # fair: 2 + 3 per coat of arms: B 1 -> 39, C 1 -> 64
    k += fair_vp(2, 3, "coats_of_arms")
    k += fair(B, 1, follow=True)
    return k + fair(C, 1) + ["c"]


def final_keys():
    # C at the final step: the first player's count (in turn order A, B, C),
    # each next player's following the last: completed buildings (from the
    # device's count), houses, pillars, goods
    k = ["c", "=Ania"] + nums(3, 3, 2, 7)           # 1 built + the rightmost + architect
    k += ["=Bartek"] + nums(4, 5, 5, 9)             # 2 built + architect + merchant
    return k + ["=Celina"] + nums(0, 2, 4, 16)


def game_keys():
    return setup_keys() + round1() + round2() + round3() + round4() + final_keys()


# C once every count is in: "End the game?" opens on yes.
END = ["c", "=yes"]


# -- two players: Ania (blue) and Bartek (pink), Bartek first ----------------------
#
# The table rolls its own dice every round (nothing entered); a contract
# and a coat of arms, the King's dice, houses and pillars at a fair and the
# final count, the entries a table of two makes most.
A2, B2 = 0, 1       # seats of the two-player game


def two_setup():
    keys = ["=New_game", "=Tiletum", "#2", "=Ania", "=blue", "=Bartek", "=pink", "=Start"]
    keys += ["=Bartek"]                     # first player: Bartek (order B, A)
    return keys + menu("Action_wheel") + ["=1_beside_Architect"] + after_wheel()


def two_round1():
    # 1 Arch 2 Merch 3 Char 4 Contr 5 King 6 Any; order B, A
    k = own_dice() + ["c"]
    k += ["c"]
    k += king_value(6, "King") + ["c"]
    k += built("King", 2) + ["c"]
    k += token(1) + ["c"]
    k += menu("Character") + nums(2) + ["c"]
    k += contract(5, 2) + ["c"]
    k += token(2) + ["c"]
    k += built() + ["c"]
    k += menu("Coat_of_arms") + nums(5) + ["c"]
    k += menu("Score_the_king") + nums(-2) + ["c"]
    k += fair_vp(2, 2, "completed_contracts")
    k += fair(A2, 1, follow=True) + ["c"]
    return k + ["c"]


def two_round2():
    # 1 Merch. 2 Char. 3 Contr. 4 King 5 Any 6 Arch.
    k = own_dice() + ["c"]
    k += token(1) + ["c"]
    k += king_value(4) + ["c"]
    k += king_value(5, "King") + ["c"]
    k += menu("Device_reveals") + ["c"]
    k += contract(4, 3) + ["c"]
    k += menu("Other") + ["=Bartek", "=house"] + nums(3) + ["c"]
    k += ["c"]
    k += menu("Character") + nums(2) + ["c"]
    k += king_value(4) + ["c"]
    k += menu("Score_the_king") + nums(1) + ["c"]
    k += fair_vp(3, 2, "house_+_pillar")
    k += fair(A2, 3, 2, follow=True)
    k += fair(B2, 2, 2) + ["c"]
    return k + ["c"]


def two_round3():
    # 1 Char. 2 Contr. 3 King 4 Any 5 Arch. 6 Merch.
    k = own_dice() + ["c"]
    k += token(1) + ["c"]
    k += contract(6, 2) + menu("Cathedral") + nums(3, 4) + ["c"]
    k += king_value(3) + ["c"]
    k += token(2) + ["c"]
    k += menu("Character") + nums(2) + ["c"]
    k += menu("Coat_of_arms") + nums(5) + ["c"]
    k += menu("Device_reveals") + ["c"]
    k += king_value(3) + ["c"]
    k += built("Contract", 1) + ["c"]
    k += menu("Score_the_king") + nums(0, 2) + ["c"]
    k += fair_vp(3, 3, "completed_contracts")
    k += fair(A2, 2, follow=True)
    k += fair(B2, 1) + ["c"]
    return k + ["c"]


def two_round4():
    # 1 Contr. 2 King 3 Any 4 Arch. 5 Merch. 6 Char.
    k = own_dice() + ["c"]
    k += token(2) + ["c"]
    k += contract(8, 2) + ["c"]
    k += contract(5, 3) + ["c"]
    k += ["c"]
    k += king_value(2) + ["c"]
    k += king_value(3, "King") + ["c"]
    k += token(1) + ["c"]
    k += menu("King_track_forward") + nums(5) + ["c"]
    k += king_value(2) + ["c"]
    k += menu("Score_the_king") + nums(4, 7) + ["c"]
    k += fair_vp(2, 3, "coats_of_arms")
    k += fair(A2, 1, follow=True)
    return k + fair(B2, 1) + ["c"]


def two_final():
    # completed buildings, houses, pillars, goods; C ends the game
    k = ["c", "=Ania"] + nums(3, 4, 3, 6)
    return k + ["=Bartek"] + nums(4, 2, 5, 9) + END


def two_player_keys():
    """Main menu to the final ranking of the two-player game."""
    return two_setup() + two_round1() + two_round2() + two_round3() + two_round4() + \
        two_final()


def sim_run(tmp_path, name, keys, runtime, *flags):
    out = run_cli(["--keys", " ".join(keys), "--flash", str(tmp_path / name), "--seed", "7",
                   "--runtime", runtime] + list(flags))
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout.split("\n")


def test_whole_game_by_buttons_same_under_both_runtimes(tmp_path):
    states = {}
    ranking = {}
    for runtime in ("cpython", "micropython"):
        # the game at its final step, every count entered, as saved on flash
        lines = sim_run(tmp_path, runtime + "-final", game_keys(), runtime, "--dump-state")
        states[runtime] = lines[0]
        # ended: the ranking on the screen
        lines = sim_run(tmp_path, runtime + "-end", game_keys() + END, runtime, "--text")
        ranking[runtime] = [r for r in lines if r.startswith("| ")]
    assert states["cpython"] == states["micropython"]
    st = json.loads(states["cpython"])
    assert st["cur"]["step"] == "final" and not st["over"]
    assert st["scores"] == [88, 39, 64]
    assert st["g"]["kp"] == [15, 9, 6] and st["order"] == [A, B, C]
    # houses, pillars, goods, then the buildings completed, counted at the end
    assert st["g"]["fin"] == [[3, 2, 7, 3], [5, 5, 9, 4], [2, 4, 16, 0]]
    assert st["g"]["built"] == [[1, 0], [1, 1], [0, 0]]      # as entered during the game
    # Final scoring (buildings 1-6 done: 0/0/5/10/20/30; houses x pillars;
    # 1 VP per 4 goods):
    #   Ania   88 + 5 (3 done) + 3 x 2 + 7 // 4 = 88 + 5 + 6 + 1 = 100
    #   Bartek 39 + 10 (4 done) + 5 x 5 + 9 // 4 = 39 + 37 (the rulebook's example) = 76
    #   Celina 64 + 0 + 2 x 4 + 16 // 4 = 64 + 8 + 4 = 76: tied with Bartek, who is
    #   earlier in turn order (B before C on the king track), so Bartek is second
    assert ranking["cpython"] == ranking["micropython"]
    assert ranking["cpython"][:4] == ["| [Winner: Ania]", "| [1. Ania   100]",
                                      "| 2. Bartek  76", "| 3. Celina  76"]
    # under the rows, wrapped: why Bartek is ahead of Celina
    assert " ".join(r[2:] for r in ranking["cpython"][4:6]) == \
        "Bartek wins the tie: earlier in turn order"


def screen(keys):
    """The last screen's rows and the saved state, in-process (CPython)."""
    import sys
    import tempfile
    sys.path.insert(0, str(ROOT / "host_tools" / "guest"))
    import simloop
    d = tempfile.mkdtemp()
    r = simloop.run(keys, d, 7, 296, 128, 270, text=True)
    return r["text"], simloop.saved_state(d)


def round1_start():
    """Round 1, the dice drawn and token 0 entered: Bartek to take a die."""
    return setup_keys() + menu("Device_draws") + ["c"] + token(0) + ["c"]


def test_wrong_entries_show_a_message_and_change_nothing():
    start = round1_start()
    rows, before = screen(start)
    assert rows[0] == "[R1 Action 1/3]" and "Bartek takes a die" in rows[1]
    # a die that is not on the wheel cannot even be named: the list holds
    # exactly the 11 dice drawn (there is no 5 this round); it opens on the
    # likeliest die to enter, one for the King: none is at the King's 5,
    # so the 6 at the universal space
    rows, _ = screen(start + menu("Take_a_die"))
    assert rows[0] == "[Which die]" and rows[-2] == "[6 blue: iron x6, Any 1 AP]"
    rows, _ = screen(start + menu("Take_a_die") + ["c"])   # the list wraps round
    assert rows[1] == "[1 yellow: gold x1, Arch. 6 AP]"
    rows, _ = screen(start + menu("Take_a_die") + ["a"] * 10)
    assert rows[1] == "[1 yellow: gold x1, Arch. 6 AP]"
    assert not [r for r in screen(start + menu("Take_a_die"))[0] if r.lstrip("[").startswith("5 ")]
    # C before taking a die: a die taken for another action, unnamed (the
    # device needs only a King action's die); Celina's turn
    rows, after = screen(start + ["c"])
    g = json.loads(after)["g"]
    assert g["took"][B] == [[None, 0, None, 0]] and len(g["wheel"]) == 11
    assert json.loads(after)["cur"]["active"] == C
    # a king marker put below the track's lowest space (-2): refused
    rows, after = screen(start + menu("Put_king") + ["=Bartek", "#-5"])
    assert "the king track starts at -2" in rows and after == before
    # once Bartek has his die the menu offers no second one this turn
    # (and the fourth of a round is never asked: three passes a round)
    rows, taken = screen(start + take("6_blue", act="King") + ["b"])
    assert taken != before
    assert not [r for r in rows if "Take a die" in r]
    # a king position past 15 cannot be entered: the entry stops at 15
    rows, _ = screen(start + menu("Put_king") + ["=Bartek", "up", "up", "up"])
    assert rows[1] == "15" and rows[2].strip() == "-"


def test_a_helper_tile_adds_ap_by_the_buttons():
    # Seed 001, appendix: "Dodaj 1/2/3 PA do wartości wykonywanej akcji."
    # Bartek's 6 blue on the universal space, done as the King action (1 AP),
    # with a helper adding 2: the marker moves 3 spaces.
    start = round1_start()
    helper = menu("Take_a_die_+") + ["=6_blue", "=6:", "=King"]
    rows, _ = screen(start + helper)
    assert rows[0] == "[Helper tile: + AP]"
    rows, state = screen(start + helper + ["#2"])
    g = json.loads(state)["g"]
    assert g["took"][B][-1] == ["blue", 6, 4, 3] and g["kp"][B] == 3


def test_a_second_game_by_the_buttons_keeps_the_board_figures(tmp_path):
    # The two-player game read the board once: the wheel (its six spaces),
    # the lowest king space (-2) and its VP, the token mix. The table's
    # next game, on the same device, by the buttons: the options say the
    # figures are kept, the setup asks only where the dial's 1 is, and the
    # king phase scores space -2 without asking its VP again.
    import shutil
    sim_run(tmp_path, "f", two_player_keys(), "cpython")

    def rows_after(keys, name):     # a boot on a copy of the flash after the first game
        shutil.copytree(tmp_path / "f", tmp_path / name)
        return [r[2:] for r in sim_run(tmp_path, name, keys, "cpython", "--text")
                if r[:2] == "| "]
    again = ["=New_game", "=Tiletum", "#2", "=As_last"]
    rows = rows_after(again, "options")
    assert rows[0] == "[Options]"
    assert {"Printed wheel: kept", "King track VP: kept", "Token mix: kept"} <= set(rows), rows
    # the wheel's turn, then C: the lowest space and the tokens are in
    start = again + ["=Start", "=Bartek", "=Action_wheel", "=1_beside_Architect", "c"]
    rows = rows_after(start, "setup")
    assert rows[0] == "[R1 Preparation]", rows
    r1 = two_round1()
    king = start + r1[:r1.index("=Score_the_king")]
    rows = rows_after(king, "king")
    assert rows[0] == "[R1 King]" and "Ania on -2: -2 VP" in rows, rows
    assert not [r for r in rows if "VP of king space" in r]
    # forgetting one in the options: the next game asks it again
    forget = again + ["=King_track_VP", "=not_kept", "=Start", "=Bartek",
                      "=Action_wheel", "=1_beside_Architect", "c"]
    rows = rows_after(forget, "forget")
    assert rows[:2] == ["[Cannot do that]", "enter the king track's lowest space"], rows


def test_the_menu_opens_on_a_die_between_a_contract_and_the_helper_die():
    # The action menu opens on "Take a die"; beside it a contract (above)
    # and the die with a helper tile's AP (below): no two like entries
    # (a contract and a character bonus ask the same VP) one press apart
    # in opposite directions, and the King's die with a helper is one
    # step down, not six.
    rows, _ = screen(round1_start() + ["b"])
    at = rows.index("[Take a die]")
    assert rows[at - 1:at + 2] == ["Contract done", "[Take a die]", "Take a die + helper AP"], rows
    rows, _ = screen(round1_start() + ["b", "c"])         # C: one step down
    assert "[Take a die + helper AP]" in rows, rows


def test_a_fairs_houses_and_pillars_are_named_and_reused_to_the_end():
    # The two-player game's second fair (house + pillar sets): the counts
    # are named, and the pillars do not start at the houses just entered
    # (a table pressing on took them for its pillars).
    r2 = two_round2()
    at = r2.index("=house_+_pillar") + 1      # the fair's figures: Ania's score follows
    start = two_setup() + two_round1() + r2[:at] + ["=Ania"]
    rows, _ = screen(start)
    assert rows[:2] == ["[Houses on the map]", "0"], rows
    rows, _ = screen(start + ["#3"])
    assert rows[:2] == ["[Pillars on the map]", "0"], rows
    # Ania's 3 houses and 2 pillars are what the device knows of hers: the
    # final count starts there (no later fair counted them again)
    keys = two_player_keys()
    final = keys.index("=Ania", len(keys) - len(two_final()))
    rows, _ = screen(keys[:final + 1] + ["#3"])
    assert rows[:2] == ["[Houses on the map]", "3"], rows
    rows, _ = screen(keys[:final + 1] + ["#3", "b"])
    assert rows[:2] == ["[Pillars on the map]", "2"], rows
    # and the standings project them: Ania 44 + 3 x 2 (goods still a guess)
    rows, _ = screen(two_setup() + two_round1() + r2 + ["C"])
    assert rows[1].split() == ["[1.", "Ania", "44", "→", "50*]"], rows


def test_a_fair_counts_start_at_what_the_device_counted():
    # Round 3's fair scores completed contracts: the entry says what it
    # counts and starts at the three contracts Ania entered by then (7, 7
    # and 8 VP).
    r3 = two_round3()
    at = r3.index("=completed_contracts") + 1
    keys = two_setup() + two_round1() + two_round2() + r3[:at] + ["=Ania"]
    rows, _ = screen(keys)
    assert rows[:2] == ["[Completed contracts]", "3"], rows
