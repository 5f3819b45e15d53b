"""make presses (host_tools/presses.py): what it counts and when it fails.
A reference game played by it gives the counts the simulator gives, in the
issue's shape; a ranking or a category total that drifts fails it; the
budgets are reported, and fail it only when asked."""

import copy
import json

from host_tools import bench, presses
from host_tools.presses_baseline import BASELINE

SHAPE = {"presses", "baseline_presses", "rounds", "turns", "refresh", "wait_s",
         "baseline_wait_s"}


def test_generic_game_counted_in_the_issues_shape(tmp_path, capsys):
    from support import reference_games
    out = tmp_path / "presses.json"
    rc = presses.main(["generic_3p", "--out", str(out)])
    text = capsys.readouterr().out
    assert rc == 0, text
    rec = json.loads(out.read_text())["generic_3p"]
    assert set(rec) == SHAPE
    # 10 rounds of 3 turns, every button the script stands for a press (its
    # =Label and #N tokens expanded); the boot's frame full, the menus and
    # entries fast, the play screen partial
    assert (rec["rounds"], rec["turns"]) == (10, 30)
    import test_sim
    assert rec["presses"] == len(test_sim.plain_keys(reference_games.generic_3p()))
    assert rec["baseline_presses"] == 369
    r = rec["refresh"]
    assert set(r) == {"full", "partial", "fast"} and min(r.values()) > 0
    assert r["full"] + r["partial"] + r["fast"] <= rec["presses"] + 1
    assert rec["wait_s"]["uc8151"] < rec["baseline_wait_s"]["uc8151"]
    # the budgets: reported by name, failing only when enforced
    over = presses.over_budget("generic_3p", rec)
    enforced = presses.main(["generic_3p", "--out", str(out), "--enforce-budgets"])
    if over:
        assert "over budget (not enforced, see --enforce-budgets): generic_3p" in text
        assert enforced == 1
    else:
        assert "every game within the budgets" in text and enforced == 0


def test_wait_is_refreshes_at_the_panels_times_plus_compute():
    refresh = {"full": 2, "partial": 10, "fast": 100}
    fuel = bench.FUEL_PER_MS * 1000 * 3    # 3 s of compute
    assert presses.wait_s(refresh, fuel) == {"uc8151": 2 * 4.5 + 8 + 25 + 3,
                                             "ssd1680": 4 + 3 + 30 + 3}


def test_drift_names_the_ranking_and_the_category_that_changed():
    base = BASELINE["burgundy_2p"]
    game = {"ranking": copy.deepcopy(base["ranking"]),
            "categories": copy.deepcopy(base["categories"])}
    assert presses.drift(game, base) == []
    game["categories"]["Ania"]["sale"] += 2
    game["categories"]["Ania"]["animals"] -= 2     # the same total, other categories
    assert presses.drift(game, base) == ["Ania animals: 28, was 30", "Ania sale: 24, was 22"]
    game["ranking"][0][2] += 1
    assert presses.drift(game, base)[0].startswith("ranking [[1, 'Bartek', 233]")


def test_budget_is_0_40_of_the_presses_and_a_third_of_the_waiting():
    rec = {"presses": 40, "baseline_presses": 100, "wait_s": {"uc8151": 10, "ssd1680": 10},
           "baseline_wait_s": {"uc8151": 30, "ssd1680": 30}}
    assert presses.over_budget("burgundy_2p", rec) == []
    rec["presses"] = 41
    rec["wait_s"]["ssd1680"] = 10.5
    assert presses.over_budget("burgundy_2p", rec) == ["presses 0.41 of baseline (budget 0.40)",
                                                       "ssd1680 waiting 0.35 (budget 0.33)"]


def test_the_games_added_later_must_be_a_fifth_under_their_own_baseline():
    # Burgundy for 3 and Tiletum for 2, measured on main before the press
    # savings: 0.80 of their count, their waiting not budgeted.
    assert BASELINE["burgundy_3p"]["presses"] == 483 and BASELINE["tiletum_2p"]["presses"] == 322
    rec = {"presses": 80, "baseline_presses": 100, "wait_s": {"uc8151": 30, "ssd1680": 30},
           "baseline_wait_s": {"uc8151": 30, "ssd1680": 30}}
    assert presses.over_budget("tiletum_2p", rec) == []
    rec["presses"] = 81
    assert presses.over_budget("tiletum_2p", rec) == ["presses 0.81 of baseline (budget 0.80)"]


def test_a_game_over_its_press_ceiling_fails(tmp_path, capsys, monkeypatch):
    # The generic game's ceiling one press under what it takes: make
    # presses fails and names it; at its ceiling it passes.
    out = tmp_path / "presses.json"
    assert presses.main(["generic_3p", "--out", str(out)]) == 0
    took = json.loads(out.read_text())["generic_3p"]["presses"]
    assert took <= presses.PRESS_CEILINGS["generic_3p"]
    monkeypatch.setitem(presses.PRESS_CEILINGS, "generic_3p", took - 1)
    capsys.readouterr()
    assert presses.main(["generic_3p", "--out", str(out)]) == 1
    assert ("FAIL generic_3p takes %d presses, more than its ceiling %d" % (took, took - 1)
            in capsys.readouterr().out)
