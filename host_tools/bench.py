"""``make bench``: the performance budgets, measured with deterministic
figures inside the real MicroPython build (WebAssembly fuel, heap bytes,
byte sizes, refresh counts), never with a wall clock.

    python -m host_tools.bench [--rounds N] [--games burgundy,qr,...] [--out FILE]

It plays every game's reference game by key presses through the
simulator, on the compiled firmware, with the collector running only
between presses (as on the device), and with the board's hardware built
over a stand-in ``machine`` module (BOARD: its driver modules and objects
exist only on the device, and the figures must hold them):

- burgundy: the tests' 4-player Castles of Burgundy game (all 25 rounds,
  the device's dice, the scoring helpers, two undos, the final
  calculator). Just before it is ended a second device cold-boots on a
  copy of the flash (import from .mpy, recover the 25-round game, draw the
  first screen): the boot figures, with the longest saved game;
- tiletum, san_juan, amber, generic: their reference games
  (tests/support/reference_games.py: 3 players, the 4-player "New
  buildings" game, 3 players, 3 players), to the ranking;
- qr: the BG Stats QR code of the finished 4-player San Juan play (a cold
  boot, Finished games, the play, its QR code).

Per game it reports the heap in use right after a press (the collector
runs before it, so this bounds the press's peak), the live heap after a
collection at the start and at the end of the game (a heap that grows
through a game is a leak), and fuel per press. ``--rounds N`` plays only
the first N rounds of the Burgundy game and boots on that: the short
version ``make test`` runs.

It writes the figures to ``build/bench.json``, prints them with an
estimate in milliseconds on a Pico (FUEL_PER_MS, see README), and exits 1
when a budget is exceeded, naming the game and the budget.
"""

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "tests", ROOT / "tests" / "host", ROOT / "firmware",
          ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.append(str(p))

from host_tools import build, mpy, sim  # noqa: E402

GEOMETRY = (296, 128, 270)      # the simulator board's panel, the Badger's too
SEED = 11
# The board whose hardware objects the figures hold: a Pico W board, the
# smallest heap of the supported ones.
BOARD = "badger2040w"
# The heap the bench runs with: above the budgets, so that a figure over
# its budget is reported as a number rather than a MemoryError.
BENCH_HEAP = "256k"

# The budgets of the performance and memory issues, per game; "refresh_full"
# and "journal" are ratios checked in check(). The heap budgets are for the
# WASI figure with the board's hardware held: about 22 KB under the rp2
# port's for the same press (README "Performance"), so 120 KB here is about
# 142 KB on a Pico W, under the 166 KB its firmware leaves free.
BUDGETS = {
    "press_fuel_p95": 30_000_000,
    "press_fuel_max": 60_000_000,
    "heap_peak_bytes": 120 * 1024,
}
BOOT_BUDGETS = {
    "boot_heap_peak_bytes": 100 * 1024,
    "boot_fuel": 600_000_000,
    "mpy_bytes": 300 * 1024,
}
JOURNAL_BYTES_PER_EVENT = 48

# The heap budgets are not met yet (see README "Performance"): ``make test``
# holds the short run's heap figures (``--rounds 5``, Burgundy and the boot
# on it) to these ceilings instead, a little above today's figures, so that
# a regression still fails CI; the full bench reports every budget exceeded.
HEAP_CEILINGS = {
    "heap_peak_bytes": 159 * 1024,
    "boot_heap_peak_bytes": 151 * 1024,
}
PRESSES_PER_FULL_REFRESH = 10
# The live heap after a collection, on the play screen, may grow this much
# from the start of a game to its end. The game's own state grows a little
# with every round (1-4 KB over a whole game); the rest is the collector's:
# it scans every block for pointers, and some words of the frame buffers
# look like heap addresses and keep dead objects alive, more or fewer as
# the heap's layout shifts (up to 13 KB in the Burgundy game with the
# board's hardware in the heap).
LIVE_GROWTH_BYTES = 16 * 1024

# WebAssembly fuel per millisecond of a Pico at 125 MHz: a rough figure
# from RUNTIMES.md (a 100,000-iteration loop costs ~131 M fuel; a Pico
# runs ~0.5 M such iterations a second), to be replaced by the ratio
# ``make bench-device`` measures on a board.
FUEL_PER_MS = 650_000

GAMES = ("burgundy", "tiletum", "san_juan", "amber", "generic", "qr")
# Finished games, the newest, its last item: the QR code.
SHOW_QR = ["c", "b", "b", "a", "b"]


def burgundy_keys(rounds=25):
    """(the presses up to the end, the presses that end the game): the
    four-player game of the tests, as the table presses it."""
    from support import burgundy_keys as bk
    from support.burgundy_plans import FOUR
    keys = bk.new_game(4, 2) + bk.rounds(FOUR[:rounds], lambda key: ["a"])
    if rounds < len(FOUR):
        return keys, []
    keys += bk.final_counts([(2, 5, 6), (1, 6, 4), (3, 8, 10), (0, 12, 9)])
    return keys, bk.end_game()


game_keys = burgundy_keys       # the name the tests used


# The reference game (tests/support/reference_games.py) each game plays.
REFERENCE = {"tiletum": "tiletum_3p", "san_juan": "san_juan_4p", "amber": "amber_3p",
             "generic": "generic_3p"}


def reference_keys(game):
    """(seed, the presses up to the end, the presses that end the game) of
    ``game``'s reference game in the tests."""
    from support import reference_games
    for name, make, seed in reference_games.GAMES:
        if name == REFERENCE.get(game):
            return seed, make(), []
    raise ValueError("no reference game %r" % (game,))


def play(keys, flash, seed=SEED, board=BOARD):
    """Presses ``keys`` in MicroPython; ([(key, fuel, heap)], result)."""
    presses = []
    frames = sim.Frames(None, *GEOMETRY, *sim.native_size(*GEOMETRY))     # none kept
    result = sim.run_micropython(keys, Path(flash), seed, GEOMETRY, None, frames, presses,
                                 heap=BENCH_HEAP, board=board)
    return presses, result


def boot(flash):
    """A cold boot on ``flash`` in MicroPython: (fuel, heap peak, events)."""
    res = mpy.run(script=str(ROOT / "host_tools" / "guest" / "bootbench.py"),
                  args=["/flash"] + [str(v) for v in GEOMETRY] + [BOARD], flash=Path(flash),
                  firmware=mpy.COMPILED, heap=BENCH_HEAP, **sim.board_mounts())
    for line in res.stdout.splitlines():
        if line.startswith("BOOT "):
            spent, peak, events = line.split()[1:]
            return int(spent), int(peak), int(events)
    raise SystemExit("the boot failed inside MicroPython:\n" + res.stderr)


def mpy_bytes():
    """The compiled firmware's size: every file the device's flash gets
    from build/firmware (.mpy, fonts, text packs)."""
    return sum(f.stat().st_size for f in mpy.COMPILED.rglob("*") if f.is_file())


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def figures(presses, live, full, partial):
    """One game's figures from its presses [(key, fuel, heap)]."""
    fuel = [p[1] for p in presses]
    heap = [p[2] for p in presses]
    peak = heap.index(max(heap))
    return {
        "presses": len(presses),
        "press_fuel_p50": percentile(fuel, 0.5),
        "press_fuel_p95": percentile(fuel, 0.95),
        "press_fuel_max": max(fuel),
        "heap_peak_bytes": heap[peak],
        "heap_peak_press": peak + 1,
        "heap_p95_bytes": percentile(heap, 0.95),
        "live_start_bytes": live[0] if live else 0,
        "live_end_bytes": live[1] if live else 0,
        "refresh_full": full,
        "refresh_partial": partial,
    }


def _burgundy(rounds, tmp, r):
    before_end, end = burgundy_keys(rounds)
    flash = tmp / "burgundy"
    flash.mkdir()
    presses, first = play(before_end, flash)
    copy = tmp / "boot"
    shutil.copytree(flash, copy)
    r["boot_fuel"], r["boot_heap_peak_bytes"], r["events"] = boot(copy)
    full, partial = first["full"], first["partial"]
    live = first["live"]
    if end:
        # The same device goes on (its screen is the one it left): a new
        # simulator process boots first, and B closes its note.
        more, second = play(["b"] + end, flash)
        presses += more[1:]
        full += second["full"] - 1
        partial += second["partial"]
    r["journal_bytes"] = sum(f.stat().st_size for f in flash.rglob("journal"))
    return figures(presses, live, full, partial)


def measure(rounds=25, games=GAMES):
    """The figures of ``games`` (GAMES by default): {"games": {game:
    figures}, boot figures, "mpy_bytes"}."""
    if build.stale():
        build.build(quiet=True)
    r = {"games": {}, "mpy_bytes": mpy_bytes()}
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        for game in games:
            if game == "burgundy":
                r["games"][game] = _burgundy(rounds, tmp, r)
                continue
            if game == "qr":
                # The finished San Juan play, from a cold boot.
                if not (tmp / "san_juan").exists():
                    seed, keys, end = reference_keys("san_juan")
                    (tmp / "san_juan").mkdir()
                    play(keys + end, tmp / "san_juan", seed)
                seed, keys, end = SEED, SHOW_QR, []
                shutil.copytree(tmp / "san_juan", tmp / "qr")
            else:
                seed, keys, end = reference_keys(game)
                (tmp / game).mkdir()
            presses, res = play(keys + end, tmp / game, seed)
            r["games"][game] = figures(presses, res["live"], res["full"], res["partial"])
    return r


def check(r, budgets=None):
    """The budgets exceeded, as lines naming the game ("san_juan:
    heap_peak_bytes 131000 > 122880"); ``budgets`` replaces some of
    BUDGETS and BOOT_BUDGETS."""
    limits = dict(BUDGETS)
    limits.update(BOOT_BUDGETS)
    limits.update(budgets or {})
    over = []
    for key in BOOT_BUDGETS:
        if key in r and r[key] > limits[key]:
            over.append("boot: %s %d > %d" % (key, r[key], limits[key]))
    if r.get("events") and r["journal_bytes"] > JOURNAL_BYTES_PER_EVENT * r["events"]:
        over.append("burgundy: journal_bytes / events %.1f > %d" % (
            r["journal_bytes"] / r["events"], JOURNAL_BYTES_PER_EVENT))
    for game, g in sorted(r["games"].items()):
        for key in BUDGETS:
            if g[key] > limits[key]:
                over.append("%s: %s %d > %d (press %d)" % (game, key, g[key], limits[key],
                                                          g["heap_peak_press"])
                            if key == "heap_peak_bytes" else
                            "%s: %s %d > %d" % (game, key, g[key], limits[key]))
        grew = g["live_end_bytes"] - g["live_start_bytes"]
        if grew > LIVE_GROWTH_BYTES:
            over.append("%s: live heap after collection grew %d > %d (%d -> %d)" % (
                game, grew, LIVE_GROWTH_BYTES, g["live_start_bytes"], g["live_end_bytes"]))
        # a short visit (the QR screen) is one full refresh anyway
        if g["presses"] >= 100 and \
                g["refresh_full"] * PRESSES_PER_FULL_REFRESH > g["presses"]:
            over.append("%s: refresh_full %d > presses / %d (%d)" % (
                game, g["refresh_full"], PRESSES_PER_FULL_REFRESH,
                g["presses"] // PRESSES_PER_FULL_REFRESH))
    return over


def table(r):
    """The figures, a column per game, with milliseconds on a Pico
    estimated from fuel."""
    def kb(v):
        return "%.1f KB" % (v / 1024)

    def mfuel(v):
        return "%.1f M" % (v / 1e6)

    games = [g for g in GAMES if g in r["games"]] + \
        sorted(g for g in r["games"] if g not in GAMES)
    rows = (("presses", "presses", str), ("heap peak (press)", "heap_peak_bytes", kb),
            ("  at press", "heap_peak_press", str), ("heap p95", "heap_p95_bytes", kb),
            ("live at start", "live_start_bytes", kb), ("live at end", "live_end_bytes", kb),
            ("press fuel p50", "press_fuel_p50", mfuel),
            ("press fuel p95", "press_fuel_p95", mfuel),
            ("press fuel max", "press_fuel_max", mfuel),
            ("refreshes full", "refresh_full", str),
            ("refreshes partial", "refresh_partial", str))
    lines = ["%-20s" % "" + "".join("%12s" % g for g in games)]
    for label, key, fmt in rows:
        lines.append("%-20s" % label + "".join("%12s" % fmt(r["games"][g][key])
                                               for g in games))
    lines.append("")
    if "boot_fuel" in r:
        lines.append("boot (the longest saved game): %s, %s fuel (~%.0f ms)" % (
            kb(r["boot_heap_peak_bytes"]), mfuel(r["boot_fuel"]), r["boot_fuel"] / FUEL_PER_MS))
        lines.append("events, journal: %d, %d B (%.1f B/event)" % (
            r["events"], r["journal_bytes"], r["journal_bytes"] / max(1, r["events"])))
    lines.append("compiled firmware: %s" % kb(r["mpy_bytes"]))
    lines.append("(heap: WASI, with the %s's hardware held; ms: estimates at %d fuel "
                 "per ms on a Pico; see README)" % (BOARD, FUEL_PER_MS))
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.bench",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=25,
                        help="rounds of the game to play (25: the whole game)")
    parser.add_argument("--games", default=",".join(GAMES),
                        help="the games to play, comma-separated (default: all)")
    parser.add_argument("--out", default=str(ROOT / "build" / "bench.json"))
    ns = parser.parse_args(argv)
    games = [g for g in ns.games.split(",") if g]
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error("unknown game(s) %s; known: %s" % (", ".join(unknown), ", ".join(GAMES)))
    r = measure(ns.rounds, games)
    out = Path(ns.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(r, indent=1) + "\n")
    print("\n".join(table(r)))
    over = check(r)
    for line in over:
        print("over budget: " + line, file=sys.stderr)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
