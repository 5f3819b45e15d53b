"""Whole games of The Castles of Burgundy played through the device's
buttons in the simulator, from the main menu to the final ranking, under
CPython and inside MicroPython with the Pico's heap.

The games are the rulebook-checked plans of support.burgundy_plans (the
same rows tests/games/test_burgundy_games.py plays as events), turned into
presses by support.burgundy_keys: 25 rounds, the turn order changed by
ships (stacking included), undo used mid-game, the final calculator. The
ranking is read off the screen; the totals are the hand sums of that test
(2 players: Bartek 232, Ania 227; 4 players: Ania and Celina 85 each, Ania
first on the later turn, Bartek 80, Darek 78)."""

import subprocess
import sys

import pytest

from host_tools import sim

ROOT = sim.ROOT
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims")]

from support import burgundy_keys as bk  # noqa: E402
from support.burgundy_plans import FOUR, THREE, TWO, WHITES  # noqa: E402

# The winner in the title, the totals lined up; Ania and Celina tie on
# points and the tie-break says why Ania is first.
TWO_RANKING = ["[Winner: Bartek]", "[1. Bartek 232]", "2. Ania   227"]
FOUR_RANKING = ["[Winner: Ania]", "[1. Ania   85]", "2. Celina 85", "3. Bartek 80",
                "4. Darek  78", "Ania wins the tie: later in the last", "round"]


def enter_white(key):
    """The two-player table rolls its own dice and may enter the white die
    (in the round's first turn, "Enter the dice") for the goods tile
    reminder."""
    if key in WHITES:
        return ["b", "=Enter_the_dice", "#%d" % WHITES[key]]
    return []


def two_player_keys():
    # The table rolls its own dice and does not enter the white die: it
    # only tells where the round's goods tile goes (the roll step's
    # reminder); nothing the device scores or orders reads it.
    keys = bk.new_game(2, 1, ("red", "blue"), dice="none")    # Bartek first
    keys += bk.rounds(TWO, lambda key: [])
    # Ania holds knowledge tile 15: her count ends with the 5 goods kinds
    # she sold.
    return keys + bk.final_counts([(1, 3, 5, 5), (2, 4, 3)]) + bk.end_game()


def four_player_keys():
    keys = bk.new_game(4, 2)                                   # Celina first
    keys += bk.rounds(FOUR, lambda key: [])          # the device rolls as a round begins
    # Celina holds knowledge tile 15: 2 goods kinds sold.
    return keys + bk.final_counts([(2, 5, 6), (1, 6, 4), (3, 8, 10, 2), (0, 12, 9)]) + \
        bk.end_game()


def three_player_keys():
    keys = bk.new_game(3, 0)                                   # Ania first
    keys += bk.rounds(THREE, lambda key: [])         # the device rolls as a round begins
    # Ania holds knowledge tile 15: 3 goods kinds sold.
    return keys + bk.final_counts([(2, 4, 3, 3), (1, 5, 2), (0, 3, 4)]) + bk.end_game()


def run(keys, flash, runtime="cpython", cut=None, dump=False):
    args = [sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
            "--flash", str(flash), "--seed", "11", "--text", "--runtime", runtime]
    if cut is not None:
        args += ["--power-cut-after-writes", str(cut)]
    if dump:
        args += ["--dump-state"]
    out = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    assert out.returncode in (0, 3), out.stderr
    screen = [line[2:] for line in out.stdout.splitlines() if line.startswith("| ")]
    state = [line for line in out.stdout.splitlines() if line[:1] in ("{", "n")]
    return out.returncode, screen, (state[0] if state else None)


def ranking(screen):
    """The title, the ranked rows and the tie's line, without the records'
    line under them (a win count or a new record, wrapped; on a full page
    only the arrow that says more follows) and the hint line."""
    rows = [r[:-3] if r.endswith("  \u25bc") else r for r in screen[:-1]]
    for i, r in enumerate(rows):
        if " win at " in r or r.startswith("New record:"):
            return rows[:i]
    return rows


def saved_game(flash):
    """The finished game on the flash: its summary, and its journal after
    the 10-byte header (which carries a random journal id)."""
    d = flash / "games" / "0001"
    return (d / "summary").read_bytes(), (d / "journal").read_bytes()[10:]


def test_two_players_by_the_buttons_same_under_both_runtimes(tmp_path):
    keys = two_player_keys()
    saved = []
    for runtime in ("cpython", "micropython"):
        flash = tmp_path / runtime
        _rc, screen, _ = run(keys, flash, runtime)
        assert ranking(screen) == TWO_RANKING, (runtime, screen)
        saved.append(saved_game(flash))
    assert saved[0] == saved[1]


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_two_players_with_the_white_die_entered_same_ranking(tmp_path, runtime):
    # A table that enters the white die for the goods tile reminder: the
    # same game, the same ranking (the die scores nothing).
    keys = bk.new_game(2, 1, ("red", "blue"), dice="none")
    keys += bk.rounds(TWO, enter_white)
    keys += bk.final_counts([(1, 3, 5, 5), (2, 4, 3)]) + bk.end_game()
    assert "=Sell_goods" in keys and "=Enter_the_dice" in keys
    _rc, screen, _ = run(keys, tmp_path / "f", runtime)
    assert ranking(screen) == TWO_RANKING, screen


def test_a_label_no_menu_offers_stops_the_script_with_its_name(tmp_path):
    # the games of the New game menu, the main menu's items, a number entry
    for keys, shown in ((["b", "=Chess"], "Tiletum"), (["=Chess"], "Settings"),
                        (["b", "b", "=Three"], "not a menu")):
        out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
                              "--flash", str(tmp_path / "f")], cwd=ROOT, capture_output=True,
                             text=True)
        assert out.returncode != 0
        assert "=" + keys[-1][1:] in out.stderr and shown in out.stderr, out.stderr


def test_two_players_breakdown_on_the_screen(tmp_path):
    # B on the winner: the breakdown the rulebook's sums give (see
    # tests/games/test_burgundy_games.py), with the game's own words.
    _rc, screen, _ = run(two_player_keys() + ["b"], tmp_path / "f")
    assert screen[0] == "[Bartek]"
    assert "Knowledge 22: 16" in screen and "Goods left: 2" in screen, screen


def resumed(flash, keys, runtime):
    """A fresh boot on ``flash`` (the power came back): the play screen,
    "resumed" where its hints go (no press to close it); then ``keys``."""
    return run(keys, flash, runtime)


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_four_players_power_pulled_twice_and_resumed(tmp_path, runtime):
    keys = four_player_keys()
    # The power is pulled between two presses in round C3's last turn, and
    # again in the middle of the flash write of the roll that C makes on
    # the way to round C4.
    at = len(bk.new_game(4, 2)) + len(bk.rounds(FOUR[:13], lambda key: [])) - 1
    assert keys[at] == "c"
    flash = tmp_path / "f"
    rc, _screen, before = run(keys[:at], flash, runtime, dump=True)
    assert rc == 0 and '"round":3' in before and '"phase":3' in before
    # C: the step moves on and the device rolls, one journal record (a
    # press is kept whole or not at all), torn when the power fails.
    rc, _screen, _ = run(["c"], flash, runtime, cut=2)
    assert rc == 3
    rc, _screen, state = run([], flash, runtime, dump=True)
    assert rc == 0
    # The game is where the last press left it or just before, never
    # broken, and never half of it.
    rest = keys[at + 1:]
    if state == before:
        rest = ["c"] + rest
    else:
        assert '"round":4' in state and '"dice":null' not in state, state
    rc, screen, _ = resumed(flash, rest, runtime)
    assert ranking(screen) == FOUR_RANKING, screen


def test_scores_screen_names_the_categories_in_the_games_words(tmp_path):
    # After two rounds (Bartek's cows: 3, then 4 + 3), the menu's Scores.
    keys = bk.new_game(2, 1, ("red", "blue"), dice="none")
    keys += bk.rounds(TWO[:2], enter_white)
    _rc, screen, _ = run(keys + ["b", "=Scores"], tmp_path / "f")
    assert screen[:4] == ["[Scores]", "Ania: 0", "Bartek: 10", "   Animals +10"], screen


def test_no_more_after_a_tile_opens_the_helpers_menu(tmp_path):
    # After an animal tile the device asks about its region; "no, more
    # actions" records nothing and goes straight to the helpers' menu, on
    # the likeliest helper A does not start (A starts a ship: the menu
    # opens on a building); the next helper is one pick away.
    keys = bk.new_game(2, 1, dice="none") + ["c", "c"] + \
        bk.action("ani 1 2 1", 1, first_animals=True)
    _rc, screen, _ = run(keys + ["=No,_more"], tmp_path / "f")
    assert screen[0] == "[Menu]" and "[Building]" in screen, screen
    _rc, screen, _ = run(keys + ["=No,_more", "=Sell_goods"], tmp_path / "g")
    assert screen[0] == "[Tiles sold]", screen


def test_a_phase_ends_by_itself_and_one_undo_takes_back_the_last_turn(tmp_path):
    # The last turn of phase A ends (C): phase A's end passes by itself,
    # its mine income heading phase B's checklist; one long A takes back
    # that C (the table never saw the phase end), and C again ends it.
    keys = bk.new_game(2, 1, ("red", "blue"), dice="none") + bk.rounds(TWO[:5], enter_white)
    _rc, screen, _ = run(keys, tmp_path / "f")
    assert screen[:5] == ["[Phase B · start]", "Prepare the phase", "Mines: 1 silverling each",
                          "Bartek: no mines", "Ania: no mines"], screen
    _rc, screen, _ = run(keys + ["A"], tmp_path / "g")
    assert screen[:2] == ["[Phase A · round 5]", "Bartek's turn  [Bartek]  [25]"], screen
    _rc, screen, _ = run(keys + ["A", "c"], tmp_path / "h")
    assert screen[0] == "[Phase B · start]", screen


def test_one_undo_at_a_round_start_takes_back_the_last_turn_end_and_the_roll(tmp_path):
    # Four players, the device rolls as a round begins: the last turn's C
    # ended round 1 and rolled round 2 by itself. One long A is back in
    # Bartek's turn of round 1, as before that C.
    keys = bk.new_game(4, 2) + bk.rounds(FOUR[:1], lambda key: [])
    _rc, screen, _ = run(keys, tmp_path / "f")
    assert screen[:2] == ["[Phase A · round 2 · goods → 3]",
                          "Darek's turn  [Darek]  [0]"], screen
    _rc, screen, _ = run(keys + ["A"], tmp_path / "g")
    assert screen[:2] == ["[Phase A · round 1 · goods → 2]",
                          "Bartek's turn  Darek  0"], screen


def test_a_knowledge_tile_and_an_animal_tile_are_one_list_each(tmp_path):
    # A knowledge tile: one list of the free tiles (not a group, then a
    # tile), opening on tile 15; an animal tile: its kind and animals in
    # one list, opening on 3 of the player's last kind (cows at first).
    start = bk.new_game(2, 1, dice="none") + ["c", "c"]
    _rc, screen, _ = run(start + [bk.label("knowledge")], tmp_path / "k")
    assert screen[0] == "[Knowledge tile]" and "[15 End: 3 VP per goods kind sold]" in screen
    _rc, screen, _ = run(start + [bk.label("animals")], tmp_path / "a")
    assert screen[:4] == ["[Animal]", "Cows: 2", "[Cows: 3]", "Cows: 4"], screen
    # one B takes the tile: the pasture (a new one, the only one) is not
    # asked, and the region question follows
    _rc, screen, _ = run(start + [bk.label("animals"), "b"], tmp_path / "b")
    assert screen[0].startswith("[Completed a region"), screen
