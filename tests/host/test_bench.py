"""The performance budgets in CI: the first phase of the benchmark's game
(``make bench`` plays all 25 rounds) checked against the same budgets per
press and per boot, inside MicroPython with the Pico's heap; and the
budget check itself.

The two heap budgets are not met while the code sits in the heap (see
host_tools.bench.HEAP_CEILINGS): the short run holds those figures to
their ceilings instead, and fails if they are met one day, so that the
budgets come back into force."""

from host_tools import bench


def test_first_phase_of_the_bench_game_meets_the_budgets():
    r = bench.measure(rounds=5)
    assert r["presses"] > 100 and r["events"] > 10
    assert bench.check(r, bench.HEAP_CEILINGS) == [], bench.table(r)
    # Still over the heap budgets: when this fails, drop the ceilings.
    assert [line.split()[0] for line in bench.check(r)] == [
        "heap_peak_bytes", "boot_heap_peak_bytes"]


def test_a_budget_exceeded_is_named():
    r = {"presses": 100, "press_fuel_p50": 1, "press_fuel_p95": 31_000_000,
         "press_fuel_max": 1, "heap_peak_bytes": 1, "boot_fuel": 1,
         "boot_heap_peak_bytes": 1, "mpy_bytes": 1, "refresh_full": 11,
         "refresh_partial": 89, "events": 10, "journal_bytes": 490}
    assert bench.check(r) == ["press_fuel_p95 31000000 > 30000000",
                              "refresh_full 11 > presses / 10 (10)",
                              "journal_bytes / events 49.0 > 48"]
    r.update(press_fuel_p95=30_000_000, refresh_full=10, journal_bytes=480)
    assert bench.check(r) == []
