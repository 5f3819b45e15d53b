"""Tiletum through the buttons: a whole 3-player game (4 rounds) pressed
key by key in the simulator, the same saved game under CPython and inside
MicroPython with the Pico's heap, the final ranking read off the screen;
and entries the table gets wrong, refused on the screen without a change.

The key script is made by the small helpers below, which know the menus:
the action menu (B) lists the game's helpers first, in the order of
games.tiletum.actions(state); a question with named values is a menu
starting at its default, any other a number entry (A -, C +, up/down 10).
"""

import json

from test_sim import run_cli

from host_tools import sim

ROOT = sim.ROOT
A, B, C = 0, 1, 2       # seats: Ania (blue), Bartek (orange), Celina (green)

# the take step's helpers once the die is taken (actions(state))
CONTRACT, CATHEDRAL, ARMS, CHARACTER, OTHER, BUILT, KING_MOVE = range(7)


def before_the_die(aid):
    """Where the take step's menu lists ``aid`` while the player has no
    die yet, as games.tiletum.actions gives it."""
    from games import tiletum
    from support.tiletum_play import game
    s = game(3)
    s.apply(["roll", [[c, 1] for c in ("blue", "pink", "yellow", "lgrey", "dgrey")] * 2
             + [["blue", 2]]])
    s.apply(["adv"])
    s.apply(["corrupt", 0])
    s.apply(["adv"])
    assert s.step() == "take"
    return list(tiletum.actions(s.state)).index(aid)


def pick(i):
    """In a menu at its first (or default) item: down to item i, choose."""
    return ["c"] * i + ["b"]


def number(v, default=0):
    """A number entry from its default to v, then ok."""
    d = v - default
    keys = ["up" if d > 0 else "down"] * (abs(d) // 10)
    return keys + ["c" if d > 0 else "a"] * (abs(d) % 10) + ["b"]


def menu(i):
    """The action menu, its i-th item."""
    return ["b"] + pick(i)


def take(die, new=None, old=None, act=None):
    """Take a die: its place in the wheel's list (lowest value first, then
    colour), its value after paying gold, the action on the universal space
    (0 Arch., 1 Merch., 2 Char., 3 Contr., 4 King)."""
    keys = menu(0) + pick(die)
    if new is None:
        keys += ["b"]                   # the value as it is: the default
    else:
        keys += ["c" if new > old else "a"] * abs(new - old) + ["b"]
    return keys + (pick(act) if act is not None else [])


def contract(a, b):
    return menu(CONTRACT) + number(a) + number(b)


def built(act, ap=1):
    """A completed building: 0 the rightmost (no bonus), 1 Arch. .. 5 King."""
    return menu(BUILT) + pick(act) + (number(ap, 1) if act else [])


def table_dice(counts, values):
    """The table's own dice: the count of each colour asked (from its
    lowest possible count), then each die's value (from 1)."""
    keys = menu(1)
    for n, lo in counts:
        keys += number(n, lo)
    for v in values:
        keys += number(v, 1)
    return keys


def setup_keys():
    keys = ["b", "c", "b"]                  # New game, Tiletum
    keys += ["b"]                           # 3 players
    keys += ["b"] + pick(1)                 # Ania, blue
    keys += ["b"] + pick(2)                 # Bartek, orange
    keys += ["b"] + pick(4)                 # Celina, green
    keys += ["b"]                           # Start the game
    keys += pick(2)                         # first player: Bartek (order B, C, A)
    keys += menu(0) + ["b"] * 12            # the wheel: 1 Arch 2 Merch 3 Char 4 Contr 5 King 6 Any
    keys += menu(1) + ["b"]                 # the king track's lowest space: -2
    keys += menu(2) + ["b"] * 3             # corruption tokens: two each of 0, 1, 2
    return keys + ["c"]


def round1():
    # The device draws (seed 7): 1 yellow, 1 dgrey, 2 blue, 2 lgrey, 2 dgrey,
    # 3 pink, 3 yellow, 3 yellow, 3 lgrey, 4 pink, 6 blue. Order B, C, A.
    k = menu(0) + ["c"]
    k += menu(0) + number(0) + ["c"]                        # token 0
    k += take(10, act=4) + ["c"]                            # B: 6 blue, any -> king 1 AP: B 1
    k += take(9, new=5, old=4) + ["c"]                      # C: 4 pink -> 5 (2 gold): king 2: C 2
    k += take(0) + built(5, 2) + ["c"]                      # A: 1 yellow, arch; building, king +2
    k += menu(0) + number(1) + ["c"]                        # token 1: A -1, B 0, C 1
    k += take(4) + menu(CHARACTER) + ["b", "c"]             # B: 3 pink; character +2: B 12
    k += take(1) + ["c"]                                    # C: 2 blue, merchant
    k += take(3, new=4, old=3) + contract(5, 2) + ["c"]     # A: 3 yellow -> 4: contract 5 + 2: A 17
    k += menu(0) + number(2) + ["c"]                        # token 2: A -2 (not -3), B on A, C -1
    k += take(0) + built(0) + ["c"]                         # B: 1 dgrey; the rightmost building
    k += take(3) + menu(ARMS) + ["b", "c"]                  # C: 3 lgrey; coat of arms +5: C 15
    k += take(1) + ["c"]                                    # A: 2 dgrey
    # king phase, the VP of -2 and -1 read off the board once:
    # A 17 - 2 = 15, B 12 - 2 = 10, C 15 - 1 = 14; order C, A (below B), B
    k += menu(0) + number(-2) + number(-1) + ["c"]
    # fair in Tiletum: 2 + 2 per completed contract (tile 3); A 1 contract: 19
    k += menu(0) + number(2) + number(2) + pick(3)
    k += menu(0) + pick(A) + number(1, 1) + ["c"]
    return k + ["c"]                                        # clean-up: the wheel turns


def round2():
    # 1 Merch. 2 Char. 3 Contr. 4 King 5 Any 6 Arch.; order C, A, B; the table's
    # own dice: blue 4 4 1, pink 5 2, yellow 3 6, lgrey 4 1, dgrey 2 5
    k = table_dice([(3, 0), (2, 0), (2, 0), (2, 1)], [4, 4, 1, 5, 2, 3, 6, 4, 1, 2, 5]) + ["c"]
    k += menu(0) + number(1) + ["c"]                        # token 1: all on -1
    k += take(5) + ["c"]                                    # C: 4 blue, king 3: C 2
    k += take(5) + ["c"]                                    # A: 4 blue, king 3 + 2: A 4
    k += take(6, act=4) + ["c"]                             # B: 5 pink, any -> king 2: B 1
    k += menu(1) + ["c"]                                    # the device reveals: 2 (A 2, B -1, C 0)
    k += take(4) + contract(4, 3) + ["c"]                   # C: 3 yellow, contract 4 + 3: C 21
    k += take(6, new=5, old=6, act=4) + ["c"]               # A: 6 yellow -> 5, any: king 2+2: A 6
    k += take(0) + menu(OTHER) + ["b"] + pick(0) + number(3, 1) + ["c"]   # B: house space +3: B 13
    k += menu(0) + number(0) + ["c"]                        # token 0
    k += take(1) + menu(CHARACTER) + ["b", "c"]             # C: 2 pink; character +2: C 23
    k += take(0) + ["c"]                                    # A: 1 lgrey
    k += take(1) + ["c"]                                    # B: 4 lgrey, king 3: B 2
    # king: space 2 gives 1, space 6 gives 3 (0 nothing): A 22, B 14, C 23; order A, B, C
    k += menu(0) + number(1) + number(3) + ["c"]
    # fair: 3 + 2 per house + pillar set (tile 1): A 3 houses 2 pillars = 2 sets
    # +10: 32; C 1 house 4 pillars = 1 set +5: 28
    k += menu(0) + number(3) + number(2) + pick(1)
    k += menu(0) + pick(A) + number(3) + number(2)
    k += menu(0) + pick(C) + number(1) + number(4) + ["c"]
    return k + ["c"]


def round3():
    # 1 Char. 2 Contr. 3 King 4 Any 5 Arch. 6 Merch.; order A, B, C; the device
    # draws: 1 blue, 1 dgrey, 2 lgrey, 3 pink, 3 pink, 3 dgrey, 4 blue,
    # 6 pink, 6 yellow, 6 yellow, 6 lgrey
    k = menu(0) + ["c"]
    k += menu(0) + number(1) + ["c"]                        # token 1: A 5, B 1, C -1
    # A: 2 lgrey, contract 6 + 2, cathedral 3 + 4: A 47
    k += take(2) + contract(6, 2) + menu(CATHEDRAL) + number(3) + number(4) + ["c"]
    k += take(2) + ["c"]                                    # B: 3 pink, king 4: B 5
    k += take(4, act=3) + contract(5, 1) + ["c"]            # C: 4 blue, any -> contract 5 + 1: C 34
    k += menu(0) + number(2) + ["c"]                        # token 2: A 3, B 3, C -2
    k += take(0) + menu(CHARACTER) + ["b", "c"]             # A: 1 blue; character +2: A 49
    k += take(0) + menu(ARMS) + ["b", "c"]                  # B: 1 dgrey; coat of arms +5: B 19
    k += take(1, new=2, old=3) + contract(4, 2) + ["c"]     # C: 3 dgrey -> 2, contract 4 + 2: C 40
    k += menu(1) + ["c"]                                    # the device reveals: 0
    k += take(0) + ["c"]                                    # A: 3 pink, king 4 + 2: A 9
    k += take(1, new=5, old=6) + built(4, 1) + ["c"]        # B: 6 yellow -> 5; building, contr +1
    k += take(0) + ["c"]                                    # C: 6 pink
    # king: space 3 gives 2, space 9 gives 5 (-2 known): A 54, B 21, C 38
    k += menu(0) + number(2) + number(5) + ["c"]
    # fair in Verona: 3 + 3 per completed contract: A 2 -> +12: 66, C 3 -> +18: 56
    k += menu(0) + number(3) + number(3) + pick(3)
    k += menu(0) + pick(A) + number(2, 1)
    k += menu(0) + pick(C) + number(3, 1) + ["c"]
    return k + ["c"]


def round4():
    # 1 Contr. 2 King 3 Any 4 Arch. 5 Merch. 6 Char.; order A, B, C; the table's
    # own dice: blue 1 2, pink 2 3 6, yellow 1 5, lgrey 4, dgrey 3 5 6
    k = table_dice([(2, 0), (3, 0), (2, 0), (1, 1)], [1, 2, 2, 3, 6, 1, 5, 4, 3, 5, 6]) + ["c"]
    k += menu(0) + number(2) + ["c"]                        # token 2: A 7, B 1, C -2
    k += take(0) + contract(8, 2) + ["c"]                   # A: 1 blue, contract 8 + 2: A 76
    k += take(0) + contract(5, 3) + ["c"]                   # B: 1 yellow (6 + 1 AP), 5 + 3: B 29
    k += take(0) + ["c"]                                    # C: 2 blue, king 5: C 3
    k += menu(0) + number(0) + ["c"]                        # token 0
    k += take(0) + ["c"]                                    # A: 2 pink, king 5 + 2: A 14
    k += take(0, act=4) + ["c"]                             # B: 3 pink, any -> king 4: B 5
    k += take(0, act=4) + ["c"]                             # C: 3 dgrey, any -> king 4: C 7
    k += menu(0) + number(1) + ["c"]                        # token 1: A 13, B 4, C 6
    k += take(4) + menu(KING_MOVE) + number(5, 1) + ["c"]   # A: 6 dgrey; king +5 stops on 15
    k += take(0, new=2, old=4) + ["c"]                      # B: 4 lgrey -> 2 (4 gold), king 5: B 9
    k += take(0) + ["c"]                                    # C: 5 yellow
    # king, round 4: space 15 gives 8 (9 and 6 known): A 76 + 8 + 4 (leader)
    # = 88, B 29 + 5 = 34, C 56 + 3 = 59; order A, B, C
    k += menu(0) + number(8) + ["c"]
    # fair: 2 + 3 per coat of arms (tile 8): B 1 -> 39, C 1 -> 64
    k += menu(0) + number(2) + number(3) + pick(8)
    k += menu(0) + pick(B) + number(1, 1)
    return k + menu(0) + pick(C) + number(1, 1) + ["c"]


def final_keys():
    k = menu(1) + pick(A) + pick(0)                 # A: the rightmost building
    k += menu(1) + pick(A) + pick(1) + ["b"]        # A: architect +1 (3 done)
    k += menu(1) + pick(B) + pick(1) + ["b"]        # B: architect +1
    k += menu(1) + pick(B) + pick(2) + ["b"]        # B: merchant +1 (4 done)
    k += menu(0) + pick(A) + number(3) + number(2) + number(7)     # houses, pillars, goods
    k += menu(0) + pick(B) + number(5) + number(5) + number(9)
    return k + menu(0) + pick(C) + number(2) + number(4) + number(16)


def game_keys():
    return setup_keys() + round1() + round2() + round3() + round4() + final_keys()


# Menu at the final step: End the game, then yes, picked by their names
# (the tools before the end, Scores, History, Standings..., may move).
END = ["b", "=End_the_game", "=yes"]


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
    assert st["g"]["fin"] == [[3, 2, 7], [5, 5, 9], [2, 4, 16]]
    assert st["g"]["built"] == [[2, 1], [3, 1], [0, 0]]
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


def test_wrong_entries_show_a_message_and_change_nothing():
    start = setup_keys() + round1()[:7]     # round 1, token 0 entered: Bartek to take a die
    rows, before = screen(start)
    assert rows[0] == "[R1 Action 1/3]" and "Bartek takes a die" in rows[1]
    # a die that is not on the wheel cannot even be named: the list holds
    # exactly the 11 dice drawn (there is no 5 this round)
    rows, _ = screen(start + menu(0) + ["c"] * 10)
    assert rows[0] == "[Which die]" and rows[-2] == "[6 blue: iron x6, Any 1 AP]"
    rows, _ = screen(start + menu(0) + ["c"] * 11)   # the list wraps round
    assert rows[1] == "[1 yellow: gold x1, Arch. 6 AP]"
    assert not [r for r in screen(start + menu(0))[0] if r.lstrip("[").startswith("5 ")]
    # next before taking a die: refused
    rows, after = screen(start + ["c"])
    assert "Bartek takes a die first" in rows and after == before
    # a king marker put below the track's lowest space (-2): refused
    rows, after = screen(start + menu(before_the_die("kset")) + ["b"] + number(-5))
    assert "the king track starts at -2" in rows and after == before
    # once Bartek has his die the menu offers no second one this turn
    # (and the fourth of a round is never asked: three passes a round)
    rows, taken = screen(start + take(10, act=4) + ["b"])
    assert taken != before and rows[1] == "[Contract done]"
    assert not [r for r in rows if "Take a die" in r]
    # a king position past 15 cannot be entered: the entry stops at 15
    rows, _ = screen(start + menu(before_the_die("kset")) + ["b"] + ["up"] * 3)
    assert rows[1] == "15" and rows[2].strip() == "-"


def test_a_helper_tile_adds_ap_by_the_buttons():
    # Seed 001, appendix: "Dodaj 1/2/3 PA do wartości wykonywanej akcji."
    # Bartek's 6 blue on the universal space, done as the King action (1 AP),
    # with a helper adding 2: the marker moves 3 spaces.
    start = setup_keys() + round1()[:7]
    helper = menu(before_the_die("take_x")) + pick(10) + ["b"] + pick(4)
    rows, _ = screen(start + helper)
    assert rows[0] == "[Helper tile: + AP]"
    rows, state = screen(start + helper + number(2, 1))
    g = json.loads(state)["g"]
    assert g["took"][B][-1] == ["blue", 6, 4, 3] and g["kp"][B] == 3
