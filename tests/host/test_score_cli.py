"""``python -m host_tools.score SHEET.json`` as a script sees it: the result
object on stdout with exit 0, or exit 2 with one stderr line naming the
player and the field and nothing on stdout."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, sheet, raw=None, stdin=None, args=None):
    path = tmp_path / "sheet.json"
    path.write_text(raw if raw is not None else json.dumps(sheet), "utf-8")
    cmd = [sys.executable, "-m", "host_tools.score"] + (args if args is not None else [str(path)])
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, input=stdin, timeout=60,
                          check=False)
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def ok(tmp_path, sheet):
    rc, out, err = run(tmp_path, sheet)
    assert (rc, err) == (0, ""), err
    result = json.loads(out)
    # Keys sorted at every level, one object, one trailing newline.
    assert out == json.dumps(result, sort_keys=True, ensure_ascii=False) + "\n"
    for r in result["results"]:
        assert sum(r["breakdown"].values()) == r["total"]
    return result


def table(result):
    return [(r["name"], r["total"], r["rank"]) for r in result["results"]]


def test_burgundy_sheet(tmp_path):
    result = ok(tmp_path, {"game": "burgundy", "options": {}, "players": [
        {"name": "Ania", "track": 150, "goods": 3, "silver": 5, "workers": 7,
         "knowledge": [7, 15, 17, 22, 25], "sold": [4, 3, 3, 1],
         "buildings": {"watchtower": 2, "bank": 4}, "animal_kinds": 3, "bonus_tiles": 2,
         "empty_spaces": 2, "turn_order": 1},
        {"name": "Bartek", "track": 180, "goods": 1, "silver": 2, "workers": 4,
         "knowledge": [24, 26], "animal_kinds": 4, "bonus_tiles": 3, "turn_order": 2},
        {"name": "Celina", "track": 202, "silver": 4, "workers": 5, "empty_spaces": 5,
         "turn_order": 3}]})
    assert result["game"] == "burgundy"
    assert table(result) == [("Celina", 208, 1), ("Ania", 208, 2), ("Bartek", 207, 3)]
    assert result["results"][1]["breakdown"]["knowledge_22"] == 16


def test_tiletum_sheet(tmp_path):
    result = ok(tmp_path, {"game": "tiletum", "players": [
        {"name": "Blue", "track": 58, "completed_buildings": 4, "houses": 5, "pillars": 5,
         "goods": 9, "turn_order": 2},
        {"name": "Green", "track": 95, "turn_order": 1}]})
    # 58 + 10 + 25 + 2 = 95 ties Green; Green is earlier in turn order.
    assert table(result) == [("Green", 95, 1), ("Blue", 95, 2)]


def test_san_juan_sheet(tmp_path):
    result = ok(tmp_path, {"game": "san_juan", "options": {"expansion": True}, "players": [
        {"name": "Maciek", "buildings": [
            "indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room",
            "poor_house", "bank", "tobacco_storage", "aqueduct", "palace", "city_hall",
            "residence"], "hand": 3},
        {"name": "Martyna", "buildings": [
            "indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
            "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall",
            "residence"], "goods": 2}]})
    assert table(result) == [("Maciek", 38, 1), ("Martyna", 32, 2)]
    assert result["results"][0]["breakdown"]["residence"] == 10
    assert result["results"][1]["breakdown"]["residence"] == 7


def test_amber_sheet(tmp_path):
    result = ok(tmp_path, {"game": "amber", "players": [
        {"name": "Ala", "coins": 3, "villages": 2, "castles": 2},
        {"name": "Bartek", "coins": 1, "villages": 4, "castles": 2},
        {"name": "Cela", "coins": 2, "villages": 3}]})
    assert table(result) == [("Ala", 9, 1), ("Bartek", 9, 1), ("Cela", 5, 3)]


def test_generic_sheet_with_polish_names(tmp_path):
    result = ok(tmp_path, {"game": "generic", "options": {"lowest_wins": True}, "players": [
        {"name": "Łucja", "score": 40}, {"name": "Żaneta", "score": 31}]})
    assert table(result) == [("Żaneta", 31, 1), ("Łucja", 40, 2)]


def test_sheet_from_standard_input(tmp_path):
    sheet = {"game": "generic", "players": [{"name": "A", "score": 1}]}
    rc, out, err = run(tmp_path, None, args=["-"], stdin=json.dumps(sheet).encode())
    assert (rc, err) == (0, "")
    assert table(json.loads(out)) == [("A", 1, 1)]


def burgundy(*players):
    return {"game": "burgundy", "players": list(players)}


A = {"name": "Ania"}
B = {"name": "Bartek"}

INVALID = [
    # (id, sheet or raw text, start of the stderr line, field named)
    ("bad_json", '{"game": "generic", "players": [', "sheet, field sheet:", "not valid JSON"),
    ("not_an_object", "[1, 2]", "sheet, field sheet:", "must be an object"),
    ("unknown_game", {"game": "chess", "players": [A]}, "sheet, field game:", "unknown game"),
    ("unknown_top_key", {"game": "amber", "players": [A, B], "round": 3},
     "sheet, field round:", "unknown field"),
    ("unknown_player_key", burgundy(A, {"name": "Bartek", "gold": 3}),
     "player 2 (Bartek), field gold:", "unknown field"),
    ("unknown_building", burgundy({"name": "Ania", "buildings": {"tavern": 1}}, B),
     "player 1 (Ania), field buildings.tavern:", "unknown field"),
    ("wrong_type", burgundy(A, {"name": "Bartek", "silver": "5"}),
     "player 2 (Bartek), field silver:", "whole number"),
    ("fraction", {"game": "generic", "players": [{"name": "Ola", "score": 2.5}]},
     "player 1 (Ola), field score:", "whole number"),
    ("out_of_range", {"game": "tiletum", "players": [A, {"name": "Bartek", "pillars": 8}]},
     "player 2 (Bartek), field pillars:", "must be 0-7, got 8"),
    ("negative", burgundy({"name": "Ania", "goods": -1}, B),
     "player 1 (Ania), field goods:", "got -1"),
    ("duplicate_knowledge", burgundy({"name": "Ania", "knowledge": [15, 20]},
                                     {"name": "Bartek", "knowledge": [20]}),
     "player 2 (Bartek), field knowledge:", "tile 20"),
    ("duplicate_knowledge_same_player", burgundy({"name": "Ania", "knowledge": [9, 9]}, B),
     "player 1 (Ania), field knowledge:", "tile 9 listed twice"),
    ("too_many_players", burgundy(A, B, {"name": "C"}, {"name": "D"}, {"name": "E"}),
     "player 5 (E), field players:", "at most 4"),
    ("too_few_players", burgundy(A), "sheet, field players:", "2-4 players"),
    ("no_players", {"game": "generic", "players": []}, "sheet, field players:", "1-8"),
    ("missing_name", {"game": "amber", "players": [A, {"coins": 1}]},
     "player 2, field name:", "must be text"),
    ("expansion_building", {"game": "san_juan", "players": [
        {"name": "Ania", "buildings": ["cathedral"]}, B]},
     "player 1 (Ania), field buildings[0]:", "expansion"),
    ("duplicate_json_key", ('{"game": "generic", "players": [{"name": "Ola", "score": 3, '
                            '"score": 4}]}'), "player 1 (Ola), field score:", "given twice"),
]


@pytest.mark.parametrize("sheet,start,says", [c[1:] for c in INVALID],
                         ids=[c[0] for c in INVALID])
def test_invalid_sheet_exits_2_with_one_line(tmp_path, sheet, start, says):
    if isinstance(sheet, str):
        rc, out, err = run(tmp_path, None, raw=sheet)
    else:
        rc, out, err = run(tmp_path, sheet)
    assert rc == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, repr(err)
    assert err.startswith(start), err
    assert says in err, err


def test_missing_file_and_usage(tmp_path):
    rc, out, err = run(tmp_path, None, args=[str(tmp_path / "nope.json")])
    assert (rc, out) == (2, "")
    assert err.count("\n") == 1 and "cannot read" in err
    rc, out, err = run(tmp_path, None, args=[])
    assert (rc, out) == (2, "")
    assert err.startswith("usage:")
