"""Whole games of Amber played through the session as a table would enter
them: a 3-player game from the setup to the final ranking with a mistake
taken back, a reboot in the middle (the game rebuilt from its journal), a
simultaneous complete network, a lost connection and a shared win; and an
advanced 4-player game won outright. The same final state, byte for byte,
in CPython and in MicroPython."""

import binascii
import hashlib

import games
from core import canon
from core.rng import Rng
from core.session import Reject, Session
from support.memjournal import MemJournal

ALA, BARTEK, CELINA = 0, 1, 2
PLAYERS = [{"name": "Ala", "colour": "red"}, {"name": "Bartek", "colour": "blue"},
           {"name": "Celina", "colour": "green"}]

def own(s, key, *args):
    """What the step the game is at declares for ``key`` (its entry in
    STEPS), asked on the game now; None where the step declares none."""
    f = s.game.STEPS[s.step()].get(key)
    if f is None or not callable(f):
        return f
    return f(s.state, *args)


# Entries before "end of turn", by turn number (1 = the first turn). Bartek
# starts, so turns 1, 2, 3 are Bartek's, Celina's and Ala's, and so on.
SCRIPT = {
    4: [["link", "v", 1, BARTEK]],                      # Bartek's tile on village 1
    5: [["link", "v", 2, CELINA]],
    6: [["link", "v", 3, ALA], ["play"], ["link", "v", 4, ALA]],   # two tiles
    # Bartek's road meets Celina's: each reaches the other's castle and village.
    10: [["link", "v", 2, BARTEK], ["link", "v", 1, CELINA],
         ["link", "c", CELINA, BARTEK], ["link", "c", BARTEK, CELINA]],
    12: [["stuck"]],                                    # Ala cannot lay a tile
    # Ala's tile joins all three networks: Bartek and Celina reach Ala's
    # castle at the same moment (its coin goes to the box) and both complete
    # their networks at once, so nobody wins outright.
    15: [["link", "c", BARTEK, ALA], ["link", "c", CELINA, ALA], ["link", "v", 1, ALA],
         ["link", "c", ALA, BARTEK], ["link", "c", ALA, CELINA],
         ["link", "v", 3, BARTEK], ["link", "v", 4, BARTEK],
         ["link", "v", 3, CELINA], ["link", "v", 4, CELINA]],
    30: [["link", "v", 2, ALA]],          # Ala complete too, but too late to win
    40: [["cut", "c", CELINA, ALA]],      # Bartek's shovel cuts Ala off Celina's castle
}
MISTAKE_AT = 11                           # a connection entered by mistake, taken back
RESUME_AT = 25                            # the device reboots before this turn
# CPython and MicroPython must agree on this, byte for byte.
FINAL_STATE_SHA256 = "77351d1caf8a2efcfdbcdbe0979a2ef88d4794e235103c1ff67853aeb1f7af7c"


def digest(state):
    return binascii.hexlify(hashlib.sha256(canon.dumps(state).encode()).digest()).decode()


def snap(s):
    return canon.dumps(s.state)


def table(s):
    return [(r["name"], r["total"], r["rank"]) for r in s.game.results(s.state)["results"]]


def play_three(upto=None):
    """The scripted 3-player game; returns the session and what was seen."""
    s = Session.new(MemJournal(), "amber", {}, PLAYERS, BARTEK)
    assert s.step() == "setup"
    s.apply(["layout", 1, 4])
    s.apply(["adv"])
    seen = {"turns": 0, "sup": [], "active": []}
    t = 0
    while s.step() != "final":
        t += 1
        if upto is not None and t == upto:
            return s, seen
        if t == RESUME_AT:
            again = Session.resume(s.journal)
            assert snap(again) == snap(s)
            s = again
        seen["active"].append(s.active())
        for event in SCRIPT.get(t, ()):
            s.apply(event)
        if t == MISTAKE_AT:
            before = snap(s)
            s.apply(["link", "v", 1, ALA])
            s.undo()
            assert snap(s) == before
        s.apply(["adv"])
        seen["sup"].append(s.state["g"]["sup"])
        seen["turns"] = t
    return s, seen


def test_three_players_from_setup_to_shared_win():
    s, seen = play_three()
    g = s.state["g"]
    assert seen["active"][:7] == [BARTEK, CELINA, ALA, BARTEK, CELINA, ALA, BARTEK]
    # 74 tiles to draw; Ala's two-tile turn took 2, her stuck turn none.
    assert seen["sup"][:6] == [73, 72, 71, 70, 69, 67]
    assert seen["sup"][11] == 62                       # turn 12: nothing drawn
    # 92 tiles, 9 left in hands at the end, one turn of two, one stuck turn.
    assert seen["turns"] == 92 - 9 - 1 + 1
    assert g["sup"] == 0 and g["hand"] == [3, 3, 3]
    assert g["tie"] and g["win"] == -1
    assert s.step() == "final" and not s.state["over"]
    s.apply(["end"])
    assert s.state["over"]
    # Ala: 1 coin left (village 3 or 4, the other discarded) + 4 villages +
    # Bartek's castle; Bartek: coins of village 1 and Celina's castle, 4
    # villages, 2 castles; Celina: coins of village 2 and Bartek's castle.
    assert table(s) == [("Bartek", 10, 1), ("Celina", 10, 1), ("Ala", 7, 3)]
    r = s.game.results(s.state)["results"]
    assert r[2]["breakdown"] == {"coins": 1, "villages": 4, "castles": 2}
    assert r[0]["breakdown"] == {"coins": 2, "villages": 4, "castles": 4}
    assert s.state["scores"] == [7, 10, 10]             # the running score agrees
    # Where the 7 coins went: 5 taken, one to the box at once, one discarded.
    assert g["coin"] == [BARTEK, CELINA, ALA, ALA, -1, -1, -1, -1, -2, CELINA, BARTEK]
    assert g["coins"] == [1, 2, 2]
    assert own(s, "checklist", 1) == ["Stos pusty, po 3 kafle"]
    assert digest(s.state) == FINAL_STATE_SHA256


def test_three_players_game_over_refuses_more_play():
    s, _ = play_three()
    s.apply(["end"])
    before = snap(s)
    for event in (["adv"], ["play"], ["link", "v", 1, ALA], ["stuck"], ["sc", 0, 1, "fix"]):
        try:
            s.apply(event)
            raise AssertionError("accepted %r" % (event,))
        except Reject as e:
            assert "over" in str(e)
    assert snap(s) == before


def test_three_players_state_in_the_middle():
    s, _ = play_three(upto=16)
    g = s.state["g"]
    assert s.active() == BARTEK and s.step() == "turn"
    assert g["tie"] and g["win"] == -1
    assert s.state["scores"] == [1 + 3 + 2 * 2, 2 + 4 + 2 * 2, 2 + 4 + 2 * 2]
    assert own(s, "status", 0) == "Bartek · Stack 59"
    # Undo across turns, then redo, gives the same game back.
    before = snap(s)
    for _ in range(5):
        s.undo()
    assert s.state["g"]["tie"] is False
    for _ in range(5):
        s.redo()
    assert snap(s) == before


def test_advanced_four_players_outright_win():
    players = [{"name": n} for n in ("Darek", "Ewa", "Filip", "Gosia")]
    s = Session.new(MemJournal(), "amber", {"advanced": True}, players, 0)
    s.apply(["pool", 4])                 # the table lets the device draw 1 of 4 layouts
    drawn = s.roll(Rng(2024))[0]
    s.apply(["layout", drawn, 2])        # the drawn diagram shows 2 villages
    s.apply(["adv"])
    assert s.step() == "turn_a" and s.state["g"]["sup"] == 68
    entries = {
        2: [["shovel"]],                                    # Ewa's special shovel
        5: [["link", "v", 1, 0]],
        6: [["link", "v", 2, 1], ["link", "c", 0, 1]],
        9: [["link", "c", 1, 0], ["link", "v", 2, 0]],
        13: [["link", "c", 2, 0]],
        17: [["link", "c", 3, 0], ["link", "c", 3, 2]],     # Darek complete, coin boxed
    }
    t = 0
    while s.step() != "final":
        t += 1
        for event in entries.get(t, ()):
            s.apply(event)
            if event == ["shovel"]:
                # the shovel laid no tile: A and the menu no longer offer
                # what a tile reached
                f = games.step_fn(s.game, s.step(), "likely")
                assert f(s.state) is None
        s.apply(["adv"])
    assert t == 17 and s.state["g"]["win"] == 0 and s.state["g"]["lay"] == drawn
    assert s.state["g"]["sup"] == 68 - 16
    s.apply(["end"])
    # Darek: 3 coins (village 1, Ewa's and Filip's castles; Gosia's went to the
    # box), 2 villages, 3 castles = 11; Ewa: village 2 and Darek's castle with
    # their coins = 5; Filip: Gosia's castle, no coin = 2.
    assert table(s) == [("Darek", 11, 1), ("Ewa", 5, 2), ("Filip", 2, 3), ("Gosia", 0, 4)]
