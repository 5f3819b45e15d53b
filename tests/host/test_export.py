"""The export of finished games: CSV and BG Stats file from a simulator
flash, round-tripped, with uuids that stay the same on a second export."""

import csv
import json
import subprocess
import sys
from pathlib import Path

import test_sim

from host_tools import export

ROOT = export.ROOT


def finish_generic_games(flash, count):
    """Play ``count`` short generic games to their end in the simulator
    (once one was played, the device offers the same game and table)."""
    for _ in range(count):
        again = (Path(flash) / "players.json").exists()
        keys = test_sim.setup_keys(rounds=0, again=again)
        keys += test_sim.turn_keys(3) + test_sim.turn_keys(1) + test_sim.turn_keys(2)
        # the menu's End the game, yes
        keys += ["b", "=End_the_game", "=yes"]
        out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
                              "--flash", str(flash), "--seed", "3"],
                             cwd=ROOT, capture_output=True, text=True)
        assert out.returncode == 0, out.stderr[-2000:]


def finish_four_player_burgundy_play(flash):
    """One finished play on ``flash``, its summary made a four-player
    Burgundy game (Aleksandra, Bartholomew, Celina, Dawid: 150 to 129,
    a date and 95 minutes): the longest QR code a table makes. Its
    Finished games entry."""
    from core.storage import Storage
    from core.store import Store
    finish_generic_games(flash, 1)
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    names = ["Aleksandra", "Bartholomew", "Celina", "Dawid"]
    results = [{"name": n, "total": 150 - 7 * i, "rank": i + 1} for i, n in enumerate(names)]
    store.amend(entry["id"], {"game": "burgundy", "players": names, "results": results,
                              "date": "2026-11-20 20:15:00", "duration_min": 95, "first": 1})
    return entry


def run_export(flash, out):
    res = subprocess.run([sys.executable, "-m", "host_tools.export", "--flash", str(flash),
                          "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    return res.stdout


def test_export_round_trips(tmp_path):
    flash = tmp_path / "flash"
    flash.mkdir()
    finish_generic_games(flash, 1)
    found = export.plays(flash)
    assert len(found) == 1
    out = tmp_path / "out"
    assert "1 finished games" in run_export(flash, out)
    with open(out / "plays.csv", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    assert [(r["player"], r["score"], r["rank"], r["winner"]) for r in table] == [
        ("Ania", "3", "1", "1"), ("Bartek", "1", "3", "0"), ("Celina", "2", "2", "0")]
    assert {r["game"] for r in table} == {"Any game"}
    assert table[0]["start_player"] == "1" and table[1]["start_player"] == "0"
    data = json.loads((out / "plays.bgsplay").read_text(encoding="utf-8"))
    assert set(data) == {"games", "players", "locations", "plays"}
    (play,) = data["plays"]
    ids = {p["id"]: p["name"] for p in data["players"]}
    assert [(ids[s["playerRefId"]], s["score"], s["winner"]) for s in play["playerScores"]] == [
        ("Ania", "3", True), ("Bartek", "1", False), ("Celina", "2", False)]
    assert play["gameRefId"] == data["games"][0]["id"]
    assert len(play["playDate"]) == 19


def test_bgg_ids_of_the_games():
    assert export.bgg_id("burgundy") == 84876
    assert export.bgg_id("tiletum") == 351913
    assert export.game_name("generic") == "Any game"


def test_second_export_keeps_the_uuids(tmp_path):
    flash = tmp_path / "flash"
    flash.mkdir()
    finish_generic_games(flash, 1)
    run_export(flash, tmp_path / "a")
    run_export(flash, tmp_path / "b")
    a = json.loads((tmp_path / "a" / "plays.bgsplay").read_text())
    b = json.loads((tmp_path / "b" / "plays.bgsplay").read_text())
    assert a == b
    first = a["plays"][0]["uuid"]
    finish_generic_games(flash, 1)
    run_export(flash, tmp_path / "c")
    c = json.loads((tmp_path / "c" / "plays.bgsplay").read_text())
    assert len(c["plays"]) == 2
    assert c["plays"][0]["uuid"] == first             # the earlier play is the same play
    assert c["plays"][1]["uuid"] != first
    assert [p["uuid"] for p in c["players"]] == [p["uuid"] for p in a["players"]]


def test_records_csv_holds_the_records_with_the_pruned_plays(tmp_path):
    sys.path.insert(0, str(ROOT / "tests" / "core"))
    from test_records import expected, file_play, generated

    from core.archive import Archive
    from core.storage import Storage
    flash = tmp_path / "flash"
    flash.mkdir()
    a = Archive(Storage(str(flash)))
    plays = generated(30)
    filed = [(file_play(a, s), s) for s in plays]
    assert len(a.finished()) < 30                   # the budget pruned the oldest
    out = tmp_path / "out"
    assert "records.csv" in run_export(flash, out)
    with open(out / "records.csv", encoding="utf-8", newline="") as f:
        table = list(csv.DictReader(f))
    want = expected(filed)
    names = {"burgundy": "The Castles of Burgundy", "tiletum": "Tiletum", "san_juan": "San Juan",
             "amber": "Amber", "generic": "Any game"}
    got = {}
    for r in table:
        key = [k for k, v in names.items() if v == r["game"]][0] + (
            "~low" if r["lowest_wins"] == "1" else "")
        n, best, people, pairs = got.get(key, (0, None, {}, {}))
        if r["row"] == "game":
            n, best = int(r["plays"]), (int(r["best"]), r["player"], int(r["best_play"]))
        elif r["row"] == "player":
            p = want[key][2][r["player"]]
            assert r["average"] == "%.1f" % (p[3] / p[0] + 1e-9)
            people[r["player"]] = (int(r["plays"]), int(r["wins"]), int(r["best"]), p[3],
                                   int(r["last_play"]))
        else:
            pairs[(r["player"], r["opponent"])] = (int(r["plays"]), int(r["ahead"]),
                                                   int(r["behind"]))
        got[key] = (n, best, people, pairs)
    assert got == want
