"""Amber played with the device's three buttons, in the simulator: a whole
3-player game from the main menu to the final ranking (under both runtimes,
the same saved state), and input the rules refuse: a player's own castle is
never offered, a tile after a complete network and a turn after the end
get a message and change nothing.

The key scripts come from ``AmberKeys``, which knows the menus as the
screen shows them and counts the tile stack by the rulebook (92 tiles, 6
dealt to each, every turn draws back to 6, the game ends when the stack is
empty and everybody holds 3), so it knows how many turns there are.
"""

import json

import pytest
from test_sim import run_cli

ANIA, BARTEK, CELINA = 0, 1, 2


class AmberKeys:
    """Key presses for a game of Amber, from the main menu on."""

    def __init__(self, players=3, villages=4, diagram=2, advanced=False, first=ANIA):
        self.n = players
        self.advanced = advanced
        self.villages = villages
        self.keys = ["b", "c", "c", "c", "b"]        # New game, the 4th game: Amber
        self.keys += ["a"] * (3 - players) + ["c"] * (players - 3) + ["b"]
        self.keys += ["b", "b"] * players            # the listed names, no colour
        if advanced:
            self.keys += ["c", "b", "a"]             # Advanced variant: yes
        self.keys += ["b"]                           # Start the game
        self.keys += ["c"] * (first + 1) + ["b"]     # first player by name
        # Setup: menu, "Start layout" (no player asked), diagram, villages; next.
        self.keys += ["b", "b"] + ["c"] * diagram + ["b"] + ["c"] * (villages - 1) + ["b"]
        self.keys += ["c"]
        # What the rules make the menu offer, and the stack the device counts.
        self.active = first
        self.sup = 92 - 6 * players
        self.hand = [6] * players
        self.laid = 1           # hand tiles laid this turn
        self.stuck = False
        self.shovels = 0        # seats that used the special shovel (bits)
        self.shovel = False
        self.held = set()       # ("v"|"c", n, seat) connections held now
        self.turns = 1          # the turn being entered (1 = the first)

    def menu(self):
        """The game's items of the action menu now, in the screen's order."""
        items = ["village", "castle"]
        # the special shovel replaces the hand tile: nothing more after it
        if not self.stuck and not self.shovel and self.laid < 2 and \
                not (self.sup == 0 and self.hand[self.active] - self.laid - 1 < 3):
            items.append("tile")
        fresh = not self.stuck and not self.shovel and self.laid == 1
        if fresh:
            items.append("stuck")
        if self.advanced and fresh and not self.shovels >> self.active & 1:
            items.append("shovel")
        if any(k == "v" for k, _, _ in self.held):
            items.append("lost_v")
        if any(k == "c" for k, _, _ in self.held):
            items.append("lost_c")
        return items

    def choose(self, item):
        self.keys += ["b"] + ["c"] * self.menu().index(item) + ["b"]

    def pick_player(self, p):
        # the picker opens on the active player and wraps around
        self.keys += ["c"] * ((p - self.active) % self.n) + ["b"]

    def village(self, p, v, lost=False):
        self.choose("lost_v" if lost else "village")
        self.pick_player(p)
        self.keys += ["c"] * (v - 1) + ["b"]         # "Village v" in a menu of the villages
        (self.held.discard if lost else self.held.add)(("v", v, p))

    def castle(self, p, owner, lost=False):
        self.choose("lost_c" if lost else "castle")
        self.pick_player(p)
        # the castles by their owners' names, the player's own left out
        self.keys += ["c"] * (owner if owner < p else owner - 1) + ["b"]
        (self.held.discard if lost else self.held.add)(("c", owner, p))

    def tile(self):
        self.choose("tile")
        self.laid += 1

    def cannot_play(self):
        self.choose("stuck")
        self.stuck = True
        self.laid = 0

    def special_shovel(self):
        self.choose("shovel")
        self.shovel = True
        self.shovels |= 1 << self.active
        self.laid = 0

    def playing(self, p):
        return self.sup > 0 or self.hand[p] > 3

    def over(self):
        return not any(self.playing(p) for p in range(self.n))

    def end_turn(self):
        """C: the turn ends, the player draws back to 6 while tiles last;
        players with 3 tiles and nothing to draw are passed over."""
        self.keys += ["c"]
        p = self.active
        self.hand[p] -= self.laid
        take = min(6 - self.hand[p], self.sup)
        self.hand[p] += take
        self.sup -= take
        self.laid, self.stuck, self.shovel = 1, False, False
        self.turns += 1
        if self.over():
            return
        self.active = (p + 1) % self.n
        while not self.playing(self.active):
            self.active = (self.active + 1) % self.n


# The 3-player game: Ania, Bartek, Celina (Ania starts), diagram 2 with 4
# villages, the basic game. Entries by turn number, before the turn ends.
def three_player_game():
    k = AmberKeys()
    script = {
        4: lambda: k.village(ANIA, 1),               # Ania +1 village +1 coin = 2
        5: lambda: k.village(BARTEK, 2),             # Bartek 2
        # Celina lays two tiles: villages 3 and 4, a coin each: 4
        6: lambda: (k.village(CELINA, 3), k.tile(), k.village(CELINA, 4)),
        # Ania's road meets Bartek's: each reaches the other's castle (2 + its
        # coin) and village (1, its coin already taken): Ania 2+3+1 = 6, Bartek 6
        10: lambda: (k.castle(ANIA, BARTEK), k.castle(BARTEK, ANIA),
                     k.village(ANIA, 2), k.village(BARTEK, 1)),
        # Celina's tile joins all three networks. Ania and Bartek reach her
        # castle at the same moment: 2 each, its coin to the box (Ania takes it
        # first, then gives it up). Celina reaches both castles (coins gone):
        # +4, villages 1 and 2: +2. Ania and Bartek reach villages 3 and 4: +2.
        # Ania 6+2+2 = 10, Bartek 10, Celina 4+4+2 = 10. All three networks are
        # complete at once: no outright win, play goes on to the end.
        12: lambda: (k.castle(ANIA, CELINA), k.castle(BARTEK, CELINA),
                     k.castle(CELINA, ANIA), k.castle(CELINA, BARTEK),
                     k.village(CELINA, 1), k.village(CELINA, 2),
                     k.village(ANIA, 3), k.village(ANIA, 4),
                     k.village(BARTEK, 3), k.village(BARTEK, 4)),
        15: lambda: k.cannot_play(),                 # Celina: a coin to the box, 9
        20: lambda: k.village(ANIA, 3, lost=True),   # Bartek's shovel: Ania loses village 3, 9
        31: lambda: k.village(ANIA, 3),              # Ania's road is back: 10, no coin left
    }
    while not k.over():
        entry = script.get(k.turns)
        if entry:
            entry()
        k.end_turn()
    return k


# Final: Ania   coins 2 (village 1, Bartek's castle) + villages 4 + castles 2x2 = 10
#        Bartek coins 2 (village 2, Ania's castle)   + villages 4 + castles 2x2 = 10
#        Celina coins 2 (villages 3, 4) - 1 discarded + villages 4 + castles 4 = 9
# Ania and Bartek share the win.
FINAL_SCORES = [10, 10, 9]
# The final step's menu: End the game, then yes, picked by their names (the
# tools before the end, Scores, History, Standings..., may move).
END_KEYS = ["b", "=End_the_game", "=yes"]


def play(keys, flash, runtime):
    out = run_cli(["--keys", " ".join(keys), "--flash", str(flash), "--seed", "3",
                   "--dump-state", "--text", "--runtime", runtime])
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.split("\n")
    text = [line[2:] for line in lines if line.startswith("| ")]
    return lines[0], text


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_three_player_game_by_buttons_to_a_shared_win(tmp_path, runtime):
    k = three_player_game()
    # 74 tiles to draw; Celina's two-tile turn draws 2, her cannot-play turn
    # none (a tile swapped): 72 + 1 + 1 = 74 turns empty the stack; then each
    # lays 3 more tiles with nothing to draw: 9 turns.
    assert (k.turns - 1, k.sup, k.hand) == (74 + 9, 0, [3, 3, 3])
    # Stopped at the final step: the device has spotted the end by itself.
    saved, text = play(k.keys, tmp_path / "a", runtime)
    state = json.loads(saved)
    assert state["cur"]["step"] == "final" and not state["over"]
    g = state["g"]
    assert (g["sup"], g["hand"], g["tie"], g["win"]) == (0, [3, 3, 3], True, -1)
    assert g["coins"] == [2, 2, 1] and state["scores"] == FINAL_SCORES
    assert "Stack empty, 3 tiles each" in text
    # The same game on the other runtime saves the same state, byte for byte.
    if runtime == "micropython":
        again, _ = play(k.keys, tmp_path / "b", "cpython")
        assert again == saved
    # Ended from the menu: the ranking on the screen, a shared first place.
    saved, text = play(k.keys + END_KEYS, tmp_path / "c", runtime)
    assert saved == "null"                   # no game in progress any more
    assert text[0] == "[Shared win: Ania, Bartek]"
    assert text[1:4] == ["[1. Ania   10]", "1. Bartek 10", "3. Celina  9"]


def test_refusals_through_the_buttons(tmp_path):
    # 2 players, 1 village: Ania reaches it and Bartek's castle in her
    # second turn, a complete network that wins outright.
    k = AmberKeys(players=2, villages=1, diagram=0)
    k.end_turn()
    k.end_turn()
    # Ania's castle menu offers Bartek's castle only, never her own.
    _, text = play(k.keys + ["b", "c", "b", "b"], tmp_path / "a", "cpython")
    assert text == ["[Whose castle?]", "[Bartek]", "A up  C down  B choose"]
    k.castle(ANIA, BARTEK)
    k.village(ANIA, 1)
    before, text = play(k.keys, tmp_path / "b", "cpython")
    assert "Ania reached all: wins" in text
    # One more tile now: refused, the turn must end.
    k.tile()
    after, text = play(k.keys, tmp_path / "c", "cpython")
    assert "Ania reached everything and wins: end the turn" in " ".join(text)
    assert after == before
    k.keys += ["b", "B"]                     # the message closed, back from the menu
    k.keys += ["c"]                          # the turn ends: the game is won
    won, text = play(k.keys, tmp_path / "d", "cpython")
    assert "Ania: complete network, wins" in text
    # A turn after the end: C refuses with a message, and the menu offers
    # no turn at all.
    k.keys += ["c"]
    after, text = play(k.keys, tmp_path / "e", "cpython")
    assert "not now: the final count; end the game in the menu (B)" in " ".join(text)
    assert after == won
    k.keys += ["b", "b"]
    _, text = play(k.keys, tmp_path / "f", "cpython")
    assert text[:6] == ["[Menu]", "[Undo]", "Scores", "History", "Standings", "Checklist"]
    # "End the game", yes: Ania first, her complete network worth Bartek's
    # castle 2 + its coin 1 + the village 1 + its coin 1 = 5; Bartek 0.
    k.keys += ["=End_the_game", "=yes"]
    _, text = play(k.keys, tmp_path / "g", "cpython")
    assert text[1:3] == ["[1. Ania   5]", "2. Bartek 0"]


def test_advanced_game_special_shovels_by_buttons(tmp_path):
    # 2 players, the advanced variant, diagram 1 with 2 villages.
    k = AmberKeys(players=2, villages=2, diagram=1, advanced=True)
    script = {
        3: lambda: k.special_shovel(),               # Ania: instead of a hand tile
        5: lambda: k.village(ANIA, 1),               # Ania 1 + coin = 2
        6: lambda: k.castle(BARTEK, ANIA),           # Bartek 2 + coin = 3
        8: lambda: k.special_shovel(),               # Bartek: his, no hand tile after it
    }
    peek = shovelled = None
    while not k.over():
        if k.turns == 9:                             # Ania's shovel is gone
            peek = k.keys + ["b"]
        entry = script.get(k.turns)
        if entry:
            entry()
        if k.turns == 8:                             # Bartek's shovel laid
            shovelled = k.keys + ["b"]
        k.end_turn()
    # 80 tiles to draw (the face-up row of 2 among them): the two shovel
    # turns draw none, every other turn 1: 82 turns; then 3 + 3 hand tiles laid.
    assert (k.turns - 1, k.hand) == (82 + 6, [3, 3])
    _, text = play(peek, tmp_path / "a", "cpython")
    assert text[:5] == ["[Menu]", "[Reached a village]", "Reached a castle", "Another tile",
                        "Cannot play"] and "Special shovel" not in text
    # After the special shovel no hand tile: "zamiast zagrywania kafla z ręki".
    _, text = play(shovelled, tmp_path / "s", "cpython")
    assert text[:3] == ["[Menu]", "[Reached a village]", "Reached a castle"]
    assert "Another tile" not in text and "Cannot play" not in text
    saved, text = play(k.keys, tmp_path / "b", "cpython")
    g = json.loads(saved)["g"]
    assert (g["sup"], g["hand"], g["sh"]) == (0, [3, 3], 0b11)
    saved, text = play(k.keys + END_KEYS, tmp_path / "c", "cpython")
    # Bartek: Ania's castle 2 + its coin 1 = 3; Ania: village 1 + its coin = 2
    assert text[1:3] == ["[1. Bartek 3]", "2. Ania   2"]


def test_nobody_can_play_ends_by_the_buttons(tmp_path):
    # With the stack gone and every player answering "Cannot play" in a
    # row, the turn says so and C ends the game instead of going round.
    k = AmberKeys(players=2, villages=1, diagram=0)
    while k.sup:
        k.end_turn()
    k.cannot_play()
    k.end_turn()                             # Ania cannot lay a tile
    k.cannot_play()                          # nor can Bartek
    saved, text = play(k.keys, tmp_path / "a", "cpython")
    assert "Nobody can play: C ends game" in " ".join(text)   # the prompt wraps
    assert json.loads(saved)["cur"]["step"] == "turn"
    saved, text = play(k.keys + ["c"], tmp_path / "b", "cpython")
    state = json.loads(saved)
    assert state["cur"]["step"] == "final" and not state["over"]
    assert "Nobody could play: game over" in " ".join(text)
    saved, text = play(k.keys + ["c"] + END_KEYS, tmp_path / "c", "cpython")
    assert saved == "null" and text[0] == "[Shared win: Ania, Bartek]"
