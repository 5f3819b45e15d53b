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
NAMES = ("Ania", "Bartek", "Celina")


class AmberKeys:
    """Key presses for a game of Amber, from the main menu on. Menu items
    and numbers are picked by their labels (``=Label``) and values
    (``#N``), so the presses are whatever the screens make them cost (a
    helper by its name from the play screen: A where A starts it)."""

    def __init__(self, players=3, villages=4, advanced=False, first=ANIA):
        self.n = players
        self.advanced = advanced
        self.villages = villages
        self.keys = ["b", "=Amber", "#%d" % players]
        self.keys += ["b", "b"] * players            # the listed names, no colour
        if advanced:
            self.keys += ["c", "b", "a"]             # Advanced variant: yes
        self.keys += ["=Start_the_game", "=" + NAMES[first]]
        # Setup: C opens the layout's villages; C again: the first turn.
        self.keys += ["c", "#%d" % villages, "c"]
        # The stack the device counts, so that the script knows the turns.
        self.active = first
        self.sup = 92 - 6 * players
        self.hand = [6] * players
        self.laid = 1           # hand tiles laid this turn
        self.joined = 0         # tiles of this turn the placement form recorded
        self.moved = False      # the turn ended by itself (the game's moves_on)
        self.turns = 1          # the turn being entered (1 = the first)

    def reached(self, *picks, review=True):
        """"The tile reached...": the village or players' roads it reached
        (``picks``: their labels, "Village_2" or "Bartek"), then, where the
        device lists the connections it works out (``review``), OK."""
        self.keys += ["=The_tile_reached", "=" + picks[0]]
        if review:
            self.keys += ["=+_" + p for p in picks[1:]] + ["=OK"]
        # The turn's last tile ends the turn by itself; the first of two
        # ("Another tile" entered before it) leaves it open.
        self.joined += 1
        self.moved = self.joined >= self.laid

    def village(self, p, v, lost=False):
        """One connection by hand (or its loss): the player, the village."""
        self.keys += ["=Lost_a_village" if lost else "=Reached_a_village",
                      "=" + NAMES[p], "=Village_%d" % v]

    def castle(self, p, owner, lost=False):
        self.keys += ["=Lost_a_castle" if lost else "=Reached_a_castle",
                      "=" + NAMES[p], "=" + NAMES[owner]]

    def tile(self):
        """A second tile this turn: entered before the tiles' placements."""
        self.keys += ["=Another_tile"]
        self.laid += 1

    def cannot_play(self):
        self.keys += ["=Cannot_play"]     # the turn ends by itself
        self.laid = 0
        self.moved = True

    def special_shovel(self):
        self.keys += ["=Special_shovel"]
        self.laid = 0

    def playing(self, p):
        return self.sup > 0 or self.hand[p] > 3

    def over(self):
        return not any(self.playing(p) for p in range(self.n))

    def end_turn(self):
        """C: the turn ends, the player draws back to 6 while tiles last;
        players with 3 tiles and nothing to draw are passed over."""
        if not self.moved:
            self.keys += ["c"]
        p = self.active
        self.hand[p] -= self.laid
        take = min(6 - self.hand[p], self.sup)
        self.hand[p] += take
        self.sup -= take
        self.laid = 1
        self.joined = 0
        self.moved = False
        self.turns += 1
        if self.over():
            return
        self.active = (p + 1) % self.n
        while not self.playing(self.active):
            self.active = (self.active + 1) % self.n


# The 3-player game: Ania, Bartek, Celina (Ania starts), a layout with 4
# villages, the basic game. Entries by turn number, before the turn ends.
def three_player_game():
    k = AmberKeys()
    script = {
        4: lambda: k.reached("Village_1", review=False),   # Ania +1 village +1 coin = 2
        5: lambda: k.reached("Village_2", review=False),   # Bartek 2
        # Celina lays two tiles: villages 3 and 4, a coin each: 4
        6: lambda: (k.tile(), k.reached("Village_3", review=False),
                    k.reached("Village_4", review=False)),
        # Ania's road meets Bartek's: each reaches the other's castle (2 + its
        # coin) and village (1, its coin already taken): Ania 2+3+1 = 6, Bartek
        # 6. The device lists the four connections; OK.
        10: lambda: k.reached("Bartek's_roads"),
        # Celina's tile joins all three networks (Bartek's comes with Ania's:
        # their castles reach each other). Ania and Bartek reach her castle at
        # the same moment: 2 each, its coin to the box. Celina reaches both
        # castles (coins gone): +4, villages 1 and 2: +2. Ania and Bartek
        # reach villages 3 and 4: +2. Ania 6+2+2 = 10, Bartek 10, Celina
        # 4+4+2 = 10. All three networks are complete at once: no outright
        # win, play goes on to the end.
        12: lambda: k.reached("Ania's_roads"),
        15: lambda: k.cannot_play(),                 # Celina: a coin to the box, 9
        20: lambda: k.village(ANIA, 3, lost=True),   # Bartek's shovel: Ania loses village 3, 9
        # Ania's road is back: 10, no coin left
        31: lambda: k.reached("Village_3", review=False),
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
# The final step: C offers the end of the game, yes.
END_KEYS = ["c", "=yes"]


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
    # nothing to count: the footer offers the end, not a final count
    assert "C End the game" in text[-1] and "final count" not in text[-1], text[-1]
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
    k = AmberKeys(players=2, villages=1)
    k.end_turn()
    k.end_turn()
    # Ania's castle menu offers Bartek's castle only, never her own.
    _, text = play(k.keys + ["b", "=Reached_a_castle", "b"], tmp_path / "a", "cpython")
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
    # No turn after the end: C offers the end of the game (nothing is left
    # to count), and the menu offers no turn at all.
    k.keys += ["c"]
    after, text = play(k.keys, tmp_path / "e", "cpython")
    assert text[:3] == ["[End the game now?]", "no", "[yes]"]
    assert after == won
    k.keys += ["=no", "b"]
    _, text = play(k.keys, tmp_path / "f", "cpython")
    assert text[:6] == ["[Menu]", "[Undo]", "Scores", "History", "Standings", "Checklist"]
    # "End the game", yes: Ania first, her complete network worth Bartek's
    # castle 2 + its coin 1 + the village 1 + its coin 1 = 5; Bartek 0.
    k.keys += ["=End_the_game", "=yes"]
    _, text = play(k.keys, tmp_path / "g", "cpython")
    assert text[1:3] == ["[1. Ania   5]", "2. Bartek 0"]


def test_advanced_game_special_shovels_by_buttons(tmp_path):
    # 2 players, the advanced variant, a layout with 2 villages.
    k = AmberKeys(players=2, villages=2, advanced=True)
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
    assert text[:4] == ["[Menu]", "[The tile reached...]", "Another tile", "Cannot play"]
    assert "Special shovel" not in text
    # After the special shovel no hand tile: "zamiast zagrywania kafla z ręki".
    _, text = play(shovelled, tmp_path / "s", "cpython")
    assert text[:3] == ["[Menu]", "[The tile reached...]", "Lost a village"]
    assert "Another tile" not in text and "Cannot play" not in text
    saved, text = play(k.keys, tmp_path / "b", "cpython")
    g = json.loads(saved)["g"]
    assert (g["sup"], g["hand"], g["sh"]) == (0, [3, 3], 0b11)
    saved, text = play(k.keys + END_KEYS, tmp_path / "c", "cpython")
    # Bartek: Ania's castle 2 + its coin 1 = 3; Ania: village 1 + its coin = 2
    assert text[1:3] == ["[1. Bartek 3]", "2. Ania   2"]


def test_nobody_can_play_ends_by_the_buttons(tmp_path):
    # With the stack gone and every player answering "Cannot play" in a
    # row, the game ends instead of going round.
    k = AmberKeys(players=2, villages=1)
    while k.sup:
        k.end_turn()
    k.cannot_play()
    k.end_turn()                             # Ania cannot lay a tile
    k.cannot_play()                          # nor can Bartek: his turn ends by itself
    saved, text = play(k.keys, tmp_path / "b", "cpython")
    state = json.loads(saved)
    assert state["cur"]["step"] == "final" and not state["over"]
    assert "Nobody could play: game over" in " ".join(text)
    # Long A takes back his answer and the move on together: his turn
    # again, before "Cannot play", the game not over.
    saved, text = play(k.keys + ["A"], tmp_path / "a", "cpython")
    state = json.loads(saved)
    assert state["cur"]["step"] == "turn" and state["g"]["tk"] == 0
    assert state["cur"]["active"] == BARTEK
    saved, text = play(k.keys + END_KEYS, tmp_path / "c", "cpython")
    assert saved == "null" and text[0] == "[Shared win: Ania, Bartek]"


def test_cannot_play_reminds_of_an_unused_special_shovel(tmp_path):
    # "Cannot play" with the special shovel still unused: a player who can
    # move must (the shovel is a move), so the screen says so first; its
    # one item records the turn all the same. The history names who.
    k = AmberKeys(players=2, villages=2, advanced=True)
    keys = k.keys + ["=Cannot_play"]
    _, text = play(keys, tmp_path / "a", "cpython")
    assert text[:2] == ["[Ania: shovel still unused]", "[Cannot play all the same]"]
    keys += ["=Cannot_play_all_the_same", "b", "=History"]
    _, text = play(keys, tmp_path / "b", "cpython")
    assert text[:2] == ["[History]", "Ania: cannot play: a coin lost"]
    # once the shovel is used, "Cannot play" asks nothing: the turn ends
    k = AmberKeys(players=2, villages=2, advanced=True)
    k.special_shovel()
    k.keys += ["c"]                             # Bartek's turn
    k.special_shovel()
    k.keys += ["c", "=Cannot_play", "b", "=History"]
    _, text = play(k.keys, tmp_path / "c", "cpython")
    assert text[:4] == ["[History]", "Ania: cannot play: a coin lost",
                        "Bartek: special shovel", "Ania: special shovel"], text
