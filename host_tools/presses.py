"""What feeding the device costs a table: every reference game pressed
through the simulator, counted (``make presses`` -> ``build/presses.json``).

Each game of tests/support/reference_games.py runs inside MicroPython with
the Pico's heap (the device's runtime, which counts each press's fuel), from
the main menu to the final ranking. Per game the file holds the presses,
the rounds and player turns the finished game went through, the panel
refreshes by kind (full, partial, fast; the boot's first frame included),
and the estimated table waiting in seconds on each panel: every refresh at
its panel's time (REFRESH_S) plus every press's compute (fuel at
bench.FUEL_PER_MS). Beside it, the same figures of main at 9e8e3e5
(host_tools/presses_baseline.py; Burgundy for 3 and Tiletum for 2 at
e5e6127).

It fails when a game drifts: the ranking (rank, name, total) or any
player's total in a score category differs from the baseline's; and when
a game takes more presses than its ceiling (PRESS_CEILINGS: what it costs
now, so that the table's presses cannot creep back up unnoticed). The
issue's budgets (at most 0.40 of the presses, a third of the waiting; the
two games added later a fifth fewer presses than their own baseline) are
reported per game; ``--enforce-budgets`` makes a game over budget fail too.

    python -m host_tools.presses [--out build/presses.json] [--enforce-budgets] [GAME ...]
"""

import argparse
import json
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from host_tools import bench, build, mpy, sim
from host_tools.presses_baseline import BASELINE

ROOT = sim.ROOT
sys.path.insert(0, str(ROOT / "tests"))

from support import reference_games  # noqa: E402

# Seconds one refresh keeps the table waiting, by panel and kind.
# UC8151 (Pico Inky Pack, Badger 2040): ../shared/HARDWARE.md, "Panel
# timings" (Pimoroni's update speeds): full = the OTP waveform, 4.5 s;
# partial = our 78-frame register waveform, Pimoroni's "fast" speed, 0.8 s;
# fast = our 26-frame waveform, Pimoroni's "turbo" speed, 0.25 s.
# SSD1680 (Waveshare 2.13 V4): the same file, vendor figures: full 2 s,
# partial 0.3 s; its fast mode has no published figure, so it is counted
# as a partial one until a board measures it (make bench-device prints
# panel_fast_refresh_N on a Waveshare board).
REFRESH_S = {
    "uc8151": {"full": 4.5, "partial": 0.8, "fast": 0.25},
    "ssd1680": {"full": 2.0, "partial": 0.3, "fast": 0.3},
}
PANELS = ("uc8151", "ssd1680")
PRESS_BUDGET = 0.40     # at most this share of the baseline's presses
WAIT_BUDGET = 1 / 3     # at most a third of its waiting
# The games that joined with the fast refreshes already in: a fifth fewer
# presses than their own baseline, no waiting budget (their baseline's
# waiting is already the fast refreshes').
NEW_PRESS_BUDGET = 0.80
NEW_GAMES = ("burgundy_3p", "tiletum_2p")
# What each reference game costs now, as a ceiling: a change that makes the
# table press more fails ``make presses`` (and so ``make test``) even where
# the game is not yet within the budget above. Lower them as games get
# cheaper; never raise one without saying why in the commit. (The generic
# game's rose by one when a number range of 20-99 took a long step of 5
# instead of 10: its 10 rounds are two UP presses, Burgundy's and
# Tiletum's final counts 6-8 presses fewer.)
PRESS_CEILINGS = {
    "burgundy_2p": 412, "burgundy_4p": 378, "tiletum_3p": 362, "san_juan_2p": 253,
    "san_juan_4p": 444, "amber_3p": 123, "generic_3p": 147, "burgundy_3p": 455,
    "tiletum_2p": 304,
}


def wait_s(refresh, fuel):
    """Estimated waiting per panel: the refreshes plus the compute."""
    compute = fuel / bench.FUEL_PER_MS / 1000
    return {panel: round(sum(refresh[k] * REFRESH_S[panel][k] for k in refresh) + compute, 1)
            for panel in PANELS}


def rounds_and_turns(flash):
    """Rounds and player turns of the finished game on ``flash``, from its
    events replayed one by one: a round is a distinct (phase, round) of the
    flow (Amber's laps count as rounds); a turn a stretch of events while
    one player is active in one step of one round."""
    from core.archive import Archive
    from core.session import Session
    from core.storage import Storage
    from support.memjournal import MemJournal
    archive = Archive(Storage(str(flash)))
    (number,) = archive.finished()
    events = list(archive.events(number))
    s = Session.new(MemJournal(), *events[0][1:])
    rounds = set()
    turns = 0
    last = None
    for event in events[1:]:
        s.apply(event)
        cur = s.state["cur"]
        at = (cur.get("phase"), cur.get("round"), cur.get("lap"))
        if at[1] is not None or at[2] is not None:
            rounds.add(at)
        who = at + (cur.get("turn"), cur.get("step"), cur.get("active"))
        if who[-1] is not None and who != last:
            turns += 1
        last = who
    return len(rounds), turns


def results(flash):
    """The finished game's ranking [[rank, name, total]] and each player's
    totals by score category {name: {category: points}}."""
    from core.storage import Storage
    from core.store import Store
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    res = store.summary(entry["id"])["results"]
    return ([[r["rank"], r["name"], r["total"]] for r in res],
            {r["name"]: r["breakdown"] for r in res})


_FIRMWARE = threading.Lock()


def play(name, keys, seed):
    """One reference game inside MicroPython: its counts and results."""
    geom = sim.board_geometry("sim")
    presses = []
    with tempfile.TemporaryDirectory() as tmp:
        flash = Path(tmp)
        frames = sim.Frames(None, geom[0], geom[1], geom[2], *sim.native_size(*geom))
        r = sim.run_micropython(keys, flash, seed, geom, None, frames, presses, text=True)
        # Reading the results runs the firmware here, under CPython, whose
        # modules load and drop themselves (games.steps): one game at a
        # time, or one game's import meets another's drop.
        with _FIRMWARE:
            ranking, categories = results(flash)
            rounds, turns = rounds_and_turns(flash)
    return {"name": name, "presses": len(presses), "fuel": sum(p[1] for p in presses),
            "refresh": {"full": r["full"], "partial": r["partial"] - r["fast"],
                        "fast": r["fast"]},
            "rounds": rounds, "turns": turns, "ranking": ranking, "categories": categories,
            "screen": r["text"]}


def drift(game, base):
    """What differs from the baseline's ending, as lines (none: the same)."""
    out = []
    if game["ranking"] != base["ranking"]:
        out.append("ranking %s, was %s" % (game["ranking"], base["ranking"]))
    for player, cats in sorted(base["categories"].items()):
        now = game["categories"].get(player, {})
        for cat in sorted(set(cats) | set(now)):
            if now.get(cat, 0) != cats.get(cat, 0):
                out.append("%s %s: %d, was %d" % (player, cat, now.get(cat, 0),
                                                    cats.get(cat, 0)))
    return out


def entry(game, base):
    """The game's record in presses.json (the issue's shape)."""
    return {"presses": game["presses"], "baseline_presses": base["presses"],
            "rounds": game["rounds"], "turns": game["turns"], "refresh": game["refresh"],
            "wait_s": wait_s(game["refresh"], game["fuel"]),
            "baseline_wait_s": wait_s(base["refresh"], base["fuel"])}


def over_budget(name, rec):
    """The budgets a record misses, as words (empty: within them)."""
    out = []
    budget = NEW_PRESS_BUDGET if name in NEW_GAMES else PRESS_BUDGET
    ratio = rec["presses"] / rec["baseline_presses"]
    if ratio > budget:
        out.append("presses %.2f of baseline (budget %.2f)" % (ratio, budget))
    if name in NEW_GAMES:
        return out
    for panel in PANELS:
        ratio = rec["wait_s"][panel] / rec["baseline_wait_s"][panel]
        if ratio > WAIT_BUDGET:
            out.append("%s waiting %.2f (budget %.2f)" % (panel, ratio, WAIT_BUDGET))
    return out


def table(records):
    """The figures as text, a game a line."""
    lines = ["%-12s %7s %5s %6s %6s %6s  %-16s %-19s %-19s" % (
        "game", "presses", "base", "/round", "/turn", "ratio", "full/partial/fast",
        "uc8151 s (base)", "ssd1680 s (base)")]
    for name, rec in records.items():
        r = rec["refresh"]
        lines.append("%-12s %7d %5d %6.1f %6.1f %6.2f  %-16s %-19s %-19s" % (
            name, rec["presses"], rec["baseline_presses"],
            rec["presses"] / max(1, rec["rounds"]), rec["presses"] / max(1, rec["turns"]),
            rec["presses"] / rec["baseline_presses"],
            "%d/%d/%d" % (r["full"], r["partial"], r["fast"]),
            "%.0f (%.0f)" % (rec["wait_s"]["uc8151"], rec["baseline_wait_s"]["uc8151"]),
            "%.0f (%.0f)" % (rec["wait_s"]["ssd1680"], rec["baseline_wait_s"]["ssd1680"])))
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.presses",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="only these reference games")
    parser.add_argument("--out", default=str(ROOT / "build" / "presses.json"))
    parser.add_argument("--enforce-budgets", action="store_true",
                        help="fail when a game is over the press or waiting budget")
    parser.add_argument("--jobs", type=int, default=2, help="games played at once")
    ns = parser.parse_args(argv)
    chosen = [g for g in reference_games.GAMES if not ns.games or g[0] in ns.games]
    unknown = set(ns.games) - {g[0] for g in reference_games.GAMES}
    if unknown:
        raise SystemExit("unknown game %s; known: %s" % (
            ", ".join(sorted(unknown)), ", ".join(g[0] for g in reference_games.GAMES)))
    if build.stale():
        build.build(quiet=True)
    # One engine and compiled module for every run, made before the threads
    # (two threads making them at once would mix engines).
    mpy._load()
    # The key scripts are made first (San Juan's driver plays in-process,
    # which is not thread-safe); the MicroPython runs then go in parallel.
    scripts = [(name, make(), seed) for name, make, seed in chosen]
    with ThreadPoolExecutor(max(1, ns.jobs)) as pool:
        played = list(pool.map(lambda g: play(*g), scripts))
    records = {}
    failures = []
    for game in played:
        base = BASELINE[game["name"]]
        records[game["name"]] = entry(game, base)
        for line in drift(game, base):
            failures.append("%s drifted: %s" % (game["name"], line))
        ceiling = PRESS_CEILINGS.get(game["name"])
        if ceiling is not None and game["presses"] > ceiling:
            failures.append("%s takes %d presses, more than its ceiling %d"
                            % (game["name"], game["presses"], ceiling))
    out = Path(ns.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")
    for line in table(records):
        print(line)
    if not ns.games and ns.out == parser.get_default("out"):
        from host_tools import docs  # the figures of docs/performance.md are this run's
        docs.write_block(docs.PERFORMANCE, "presses", ["```text"] + table(records) + ["```"])
    over = {name: over_budget(name, rec) for name, rec in records.items()}
    over = {name: why for name, why in sorted(over.items()) if why}
    if over:
        print("over budget (%s): %s" % (
            "enforced" if ns.enforce_budgets else "not enforced, see --enforce-budgets",
            ", ".join(over)))
        for name, why in over.items():
            print("  %s: %s" % (name, "; ".join(why)))
    else:
        print("every game within the budgets")
    print("written: %s" % out)
    for line in failures:
        print("FAIL " + line)
    if failures or (over and ns.enforce_budgets):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
