"""The table's records by key presses: the ranking's line after a play
(a win count, a new record) and the Records screen's pages, read off the
simulator's screen in both runtimes and both languages."""

import pytest
from test_sim import round_keys, run_cli, setup_keys


def game_keys(points, again):
    """A 10-round generic game (Ania, Bartek, Celina), ``points`` each
    round, ended at its final step: the ranking is on the screen."""
    keys = setup_keys(again=again)
    for _ in range(10):
        keys += round_keys(points)
    return keys + ["c", "b"]


def screen(flash, keys, runtime="cpython", board="sim"):
    out = run_cli(["--board", board, "--keys", " ".join(keys), "--flash", str(flash),
                   "--seed", "7", "--text", "--runtime", runtime])
    assert out.returncode == 0, out.stderr[-2000:]
    return [line[2:] for line in out.stdout.split("\n") if line.startswith("| ")]


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_the_ranking_says_a_win_count_then_a_new_record(tmp_path, runtime):
    flash = tmp_path / "f"
    rows = screen(flash, game_keys((3, 2, 1), False), runtime)
    assert "[1. Ania   30]" in rows
    assert "Ania: 1st win at Any game" in rows
    # the device boots on the main menu: the next game
    rows = screen(flash, game_keys((3, 1, 2), True), runtime)
    assert "Ania: 2nd win at Any game" in rows
    rows = screen(flash, game_keys((2, 5, 1), True), runtime)
    assert "[1. Bartek 50]" in rows
    assert "New record: 50, Bartek" in rows           # over Ania's 30


def test_records_pages_by_game_and_player_in_both_languages(tmp_path):
    flash = tmp_path / "f"
    screen(flash, game_keys((3, 2, 1), False))
    screen(flash, game_keys((2, 5, 1), True))
    # each run boots on the main menu: New game, Finished games, Records,
    # Settings
    rows = screen(flash, ["=Records"])
    assert rows[:5] == ["[Records]", "[Any game: 2]", "Ania: 1/2", "Bartek: 1/2",
                        "Celina: 0/2"]
    rows = screen(flash, ["=Records", "b"])           # the game's page
    assert rows[0] == "[Records · Any game]"
    assert rows[1] == "plays: 2, best: 50 Bartek (#2)"
    assert rows[3].split() == ["Ania", "1/2", "30", "25", "#2"]
    assert rows[4].split() == ["Bartek", "1/2", "50", "35", "#2"]
    assert rows[5].split() == ["Celina", "0/2", "10", "10", "#2"]
    rows = screen(flash, ["=Records", "b", "b"])      # B: the rest of the page
    pairs = [r.split() for r in rows if "-" in r and ":" in r]
    assert pairs == [["Ania-Bartek", "1:1/2"], ["Ania-Celina", "2:0/2"],
                     ["Bartek-Celina", "2:0/2"]]
    rows = screen(flash, ["=Records", "b", "c", "c"])     # C: Ania's, then Bartek's page
    assert rows[0] == "[Records · Bartek]"
    assert rows[2].split() == ["Any", "game", "1/2", "50", "35", "#2"]
    assert rows[3].split() == ["All", "games", "1/2"]
    # the same from Finished games (its last item), in Polish, on the 2.13"
    screen(flash, ["=Settings", "b"])                 # the language: Polish
    rows = screen(flash, ["=Zakończone_gry", "a", "b", "b"], board="waveshare_213")
    assert rows[0] == "[Rekordy · Dowolna gra]"
    assert " ".join(rows[1:3]) == "rozgrywki: 2, rekord: 50 Bartek (#2)"   # wrapped
    # a player's page on the 2.13": a name too long beside its figures
    # gets a row of its own above them, whole
    rows = screen(flash, ["=Rekordy", "b", "c"], board="waveshare_213")
    assert rows[0] == "[Rekordy · Ania]"
    assert not any("…" in r for r in rows), rows
    at = rows.index("Wszystkie gry")
    assert rows[at + 1].split() == ["1/2"]
    at = rows.index("Dowolna gra")
    assert rows[at + 1].split() == ["1/2", "30", "25", "#2"]
