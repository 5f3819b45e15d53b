"""``make bench``: the performance budgets, measured with deterministic
figures inside the real MicroPython build (WebAssembly fuel, heap bytes,
byte sizes, refresh counts), never with a wall clock.

    python -m host_tools.bench [--rounds N] [--out build/bench.json]

It plays the scripted 4-player Castles of Burgundy game of the tests
(tests/support/burgundy_plans: all 25 rounds, the device's dice, the
scoring helpers, two undos, the final calculator) by key presses through
the simulator, on the compiled firmware with the stock Pico firmware's
heap (HEAP) and the Badger 2040 W's drivers (BOARD). Just
before the game is ended it cold-boots a second device on a copy of the
flash (import from .mpy, recover the 25-round game, draw the first
screen); then the game is ended and the ranking shown. ``--rounds N``
plays only the first N rounds and boots on that game: the short version
``make test`` runs.

Then the heap of every reference game (tests/support/reference_games.py),
each played whole in one traced run (host_tools/guest/simtrace.py): the
heaviest press (its peak and where), the p95, the live heap after a
collection at the first play screen and at the ranking, and the boot
resuming the game saved just before its end; and, as its own row, the QR
screen of the 4-player Burgundy play once finished. ``--game NAME`` plays
only that game, ``--no-games`` none.

It writes the figures to ``build/bench.json``, prints them with an
estimate in milliseconds on a Pico (FUEL_PER_MS, see docs/performance.md), and exits 1
when a budget is exceeded, naming it (and the game or screen).
"""

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "tests", ROOT / "firmware", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.append(str(p))

from host_tools import build, mpy, sim  # noqa: E402

GEOMETRY = (296, 128, 270)      # the simulator board's panel
SEED = 11
# The board whose real drivers the firmware runs on while the bench counts
# the heap (host_tools/guest/board.py): the Badger 2040 W, the board with
# the least heap to give (its radio's stack takes RAM) and the same panel
# as the simulator's. None: the simulator's panel (no drivers; about 20 KB
# under what the board holds).
BOARD = "badger2040w"
# The heap the bench's runs get: the stock Pico firmware's (245,888 bytes
# on v1.28.0 rp2), so a figure over the budgets is still measured; a press
# that does not fit even there fails the run as a MemoryError.
HEAP = "240k"

# The heap budgets, from the stock firmware's measured heap (issue 35):
# MicroPython v1.28.0's RPI_PICO gives 245,888 bytes, and every RP2040
# board runs that firmware (the W boards too, see boards/picos.py). A
# press may hold at most 176 KB (68 KB, 28 %, of it left for
# fragmentation and for what WASI does not see), a boot resuming the
# longest saved game and the BG Stats QR screen 150 KB. Every figure is
# its peak with the collector off: after the press (or boot), or just
# before one of the firmware's own collections inside it.
HEAP_BUDGETS = {"press": 176 * 1024, "boot": 150 * 1024, "qr": 150 * 1024}

# The budgets of the performance issue; "refresh_full" and "journal" are
# ratios checked in check().
BUDGETS = {
    "press_fuel_p95": 30_000_000,
    "press_fuel_max": 60_000_000,
    # The same as every reference game's (HEAP_BUDGETS).
    "heap_peak_bytes": HEAP_BUDGETS["press"],
    "boot_heap_peak_bytes": HEAP_BUDGETS["boot"],
    "boot_fuel": 600_000_000,
    # What the device's flash gets (.mpy, fonts, text packs): LittleFS has
    # 1,408 KiB on every RP2040 board under the RPI_PICO firmware, and the
    # rest holds the saved games. 300 KB until the games were split into
    # their steps (one module a step, each with its own header and text
    # ids: +8 KB of .mpy) and their table words and refusals moved out of
    # the heap into the text packs (+7 KB of .lang): 313.6 KB measured.
    # 322 KB with the table's records (core.records, the Records screen and
    # its text pack, the ranking's line: +7 KB), 321.4 KB measured; 340 KB
    # with the checks that set damaged files aside, the short QR code and
    # its page link, and the audits' flows (329.3 KB measured): every
    # RP2040 board now runs the plain firmware and its 1,408 KiB, so over
    # 1 MB stays for the saved games.
    "mpy_bytes": 340 * 1024,
}
JOURNAL_BYTES_PER_EVENT = 48

PRESSES_PER_FULL_REFRESH = 10

# The finished play whose BG Stats QR code the bench shows: from the main
# menu, Finished games, the newest, its last item (tests/host/test_qr_screen.py).
QR_GAME = "burgundy_4p"
SHOW_QR = ["c", "b", "b", "a", "b"]
# Issue 39's budget for the press that shows the QR code: drawn in under
# a second on a Pico (about 100 M fuel; 494-586 M for two to four players
# before). The bench shows it twice: BG Stats' own link ("qr_" rows) and
# the link through the project's page, the device given the address
# below ("qr_page_" rows).
QR_FUEL = 100 * 10 ** 6
QR_PAGE = "https://maker.github.io/table-companion/"

# WebAssembly fuel per millisecond of a Pico at 125 MHz, from the stock
# firmware run on an emulated RP2040 (../shared/RUNTIMES.md, "MicroPython's
# real rp2 port, measured"): a key press to its frame took a median 19 M
# cycles where the bench counts 14-15 M fuel, and the old four-player QR
# code 642 M cycles where it counted 586 M: 1.1-1.3 cycles a fuel unit,
# about 100,000 fuel a millisecond. (An earlier figure, 650,000, came
# from a counted loop: whole presses run at a seventh of its pace.) To be
# replaced by the ratio ``make bench-device`` measures on a board.
FUEL_PER_MS = 100_000


def game_keys(rounds=25):
    """(the presses up to the end, the presses that end the game): the
    four-player game of the tests, as the table presses it."""
    from support import burgundy_keys as bk
    from support.burgundy_plans import FOUR
    keys = bk.new_game(4, 2) + bk.rounds(FOUR[:rounds], lambda key: [])     # the device rolls
    if rounds < len(FOUR):
        return keys, []
    keys += bk.final_counts([(2, 5, 6), (1, 6, 4), (3, 8, 10, 2), (0, 12, 9)])
    return keys, bk.end_game()


def play(keys, flash, seed=SEED, board=BOARD):
    """Presses ``keys`` in MicroPython; ([(key, fuel, heap)], result)."""
    presses = []
    frames = sim.Frames(None, *GEOMETRY, *sim.native_size(*GEOMETRY))     # none kept
    result = sim.run_micropython(keys, Path(flash), seed, GEOMETRY, None, frames, presses,
                                 heap=HEAP, board=board)
    return presses, result


def boot(flash, geom=GEOMETRY, board=BOARD, screen=False):
    """A cold boot on ``flash`` in MicroPython (on ``board``'s drivers):
    (fuel, heap peak, events), and with ``screen`` the name of the screen
    it shows."""
    args = ["/flash"] + [str(v) for v in geom] + ([board] if board else [])
    res = mpy.run(module="bootbench", guest=mpy.compiled_guest(), args=args, flash=Path(flash),
                  mounts={"/brd/boards": ROOT / "build" / "boards"}, extra_path=("/brd",),
                  heap=HEAP, firmware=mpy.COMPILED)
    for line in res.stdout.splitlines():
        if line.startswith("BOOT "):
            spent, peak, events, top = line.split()[1:]
            return (int(spent), int(peak), int(events)) + ((top,) if screen else ())
    raise SystemExit("the boot failed inside MicroPython:\n" + res.stderr)


def mpy_bytes():
    """The compiled firmware's size: every file the device's flash gets
    from build/firmware (.mpy, fonts, text packs)."""
    return sum(f.stat().st_size for f in mpy.COMPILED.rglob("*") if f.is_file())


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def measure(rounds=25):
    if build.stale():
        build.build(quiet=True)
    before_end, end = game_keys(rounds)
    with tempfile.TemporaryDirectory() as tmp:
        flash = Path(tmp) / "flash"
        flash.mkdir()
        presses, first = play(before_end, flash)
        copy = Path(tmp) / "boot"
        shutil.copytree(flash, copy)
        boot_fuel, boot_heap, events = boot(copy)
        full, partial = first["full"], first["partial"]
        if end:
            # The same device goes on (its screen is the one it left): a
            # new simulator process boots first (its resumed note is in the
            # footer: no press), its first frame a full refresh.
            more, second = play(end, flash)
            presses += more
            full += second["full"] - 1
            partial += second["partial"]
        journal = sum(f.stat().st_size for f in flash.rglob("journal"))
    fuel = [p[1] for p in presses]
    heap = [p[2] for p in presses]
    return {
        "presses": len(presses),
        "press_fuel_p50": percentile(fuel, 0.5),
        "press_fuel_p95": percentile(fuel, 0.95),
        "press_fuel_max": max(fuel),
        "heap_peak_bytes": max(heap),
        "boot_fuel": boot_fuel,
        "boot_heap_peak_bytes": boot_heap,
        "mpy_bytes": mpy_bytes(),
        "refresh_full": full,
        "refresh_partial": partial,
        "events": events,
        "journal_bytes": journal,
    }


def check(r, budgets=None):
    """The budgets exceeded, as lines ("heap_peak_bytes 101000 > 98304");
    ``budgets`` replaces some of BUDGETS."""
    limits = dict(BUDGETS)
    limits.update(budgets or {})
    over = []
    for key, limit in limits.items():
        if r[key] > limit:
            over.append("%s %d > %d" % (key, r[key], limit))
    if r["refresh_full"] * PRESSES_PER_FULL_REFRESH > r["presses"]:
        over.append("refresh_full %d > presses / %d (%d)" % (
            r["refresh_full"], PRESSES_PER_FULL_REFRESH, r["presses"] // PRESSES_PER_FULL_REFRESH))
    if r["events"] and r["journal_bytes"] > JOURNAL_BYTES_PER_EVENT * r["events"]:
        over.append("journal_bytes / events %.1f > %d" % (
            r["journal_bytes"] / r["events"], JOURNAL_BYTES_PER_EVENT))
    return over


def table(r):
    """The figures, with milliseconds on a Pico estimated from fuel."""
    def ms(fuel):
        return "~%.0f ms" % (fuel / FUEL_PER_MS)
    rows = [
        ("presses", "%d" % r["presses"], ""),
        ("press fuel p50", "%.1f M" % (r["press_fuel_p50"] / 1e6), ms(r["press_fuel_p50"])),
        ("press fuel p95", "%.1f M" % (r["press_fuel_p95"] / 1e6), ms(r["press_fuel_p95"])),
        ("press fuel max", "%.1f M" % (r["press_fuel_max"] / 1e6), ms(r["press_fuel_max"])),
        ("heap peak (press)", "%.1f KB" % (r["heap_peak_bytes"] / 1024), ""),
        ("boot fuel", "%.0f M" % (r["boot_fuel"] / 1e6), ms(r["boot_fuel"])),
        ("boot heap peak", "%.1f KB" % (r["boot_heap_peak_bytes"] / 1024), ""),
        ("compiled firmware", "%.1f KB" % (r["mpy_bytes"] / 1024), ""),
        ("refreshes full/partial", "%d / %d" % (r["refresh_full"], r["refresh_partial"]), ""),
        ("events, journal", "%d, %d B (%.1f B/event)" % (
            r["events"], r["journal_bytes"], r["journal_bytes"] / max(1, r["events"])), ""),
    ]
    lines = ["%-24s %-26s %s" % row for row in rows]
    lines.append("(ms: estimates at %d fuel per ms on a Pico; see docs/performance.md)"
                 % FUEL_PER_MS)
    return lines


# -- the heap of every reference game and of the QR screen ---------------------

def traced(tokens, flash, seed, geom=GEOMETRY, board=BOARD, names=None):
    """``tokens`` pressed in MicroPython with the trace on: [press], where a
    press is a dict: its key, the script's key it belongs to, the screen
    after it, its heap (after it), its peak (the more of that and the most
    in use before a collection of the firmware's inside it) and the live
    heap after the collection that follows it. ``names``: a dict that gets
    the names interned for good once every key is pressed (the run's
    "names", host_tools.sim.run_micropython)."""
    presses, trace = [], []
    frames = sim.Frames(None, *geom, *sim.native_size(*geom))
    result = sim.run_micropython(tokens, Path(flash), seed, geom, None, frames, presses,
                                 heap=HEAP, trace=trace, board=board)
    if len(trace) != len(presses) or "live_end" not in result:
        raise SystemExit("the traced run stopped after %d presses" % len(presses))
    if names is not None:
        names.update(result.get("names") or {})
    out = []
    for i, ((key, fuel, heap), (_live, peak, screen, index)) in enumerate(zip(presses, trace)):
        after = trace[i + 1][0] if i + 1 < len(trace) else result["live_end"]
        out.append({"n": i, "key": key, "step": tokens[index], "index": index,
                    "screen": screen, "heap": heap, "peak": max(heap, peak),
                    "live_after": after, "fuel": fuel})
    return out


def where(press):
    """A press as the report names it: '#212 b (=Buildings) -> Menu'."""
    step = "" if press["step"] == press["key"] else " (%s)" % press["step"]
    return "#%d %s%s -> %s" % (press["n"], press["key"], step, press["screen"])


def game_row(presses, boot_peak, names=None):
    """A game's figures from its traced presses: the heaviest press (its
    peak, where, and the most heap after a press), the 95th percentile,
    the live heap after collection once the first play screen is up (the
    new-game wizard done) and once the ranking is, and the boot's peak;
    with ``names`` (traced's), the names interned for good by the game's
    end: how many, the bytes they take, the pools holding them.

    Interned names are never freed: every module's names, short strings
    and the file name each import interns stay for as long as the device
    runs, whether the module stays or goes. MicroPython keeps them in
    pools that double: six hold 1,260 names (8.8 KB of tables, their
    text beside), the 1,261st opens a seventh of 1,280 (9 KB at once)."""
    heaviest = max(presses, key=lambda p: p["peak"])
    start = next((p for p in presses if p["screen"] == "PlayScreen"), None)
    end = next((p for p in presses if p["screen"] == "Ranking"), None)
    # the heaviest press while the game is played (before the one that ends it)
    played = presses[:end["n"]] if end else presses
    in_play = max(played, key=lambda p: p["peak"]) if played else heaviest
    row = {"presses": len(presses), "peak": heaviest["peak"], "peak_at": where(heaviest),
           "after_max": max(p["heap"] for p in presses),
           "p95": percentile([p["peak"] for p in presses], 0.95),
           "live_start": start and start["live_after"], "live_end": end and end["live_after"],
           "boot_peak": boot_peak, "play_peak": in_play["peak"],
           "play_peak_at": where(in_play), "play_drift": play_drift(played)}
    if names:
        row.update(names=names["count"], names_bytes=names["bytes"], name_pools=names["pools"])
    return row


def play_drift(presses):
    """How much the live heap on the play screen grew while the game was
    played: the median after the play screen's presses in the last tenth
    of them less the median in the second tenth (the first has the
    wizard's and the first steps' modules still coming). The live heap at
    the start and at the ranking differ by the scorer and the step
    modules loaded there; this is what a long game accumulates (its state,
    names interned for good, anything kept by mistake). None for a game
    with under 20 such presses."""
    lives = [p["live_after"] for p in presses if p["screen"] == "PlayScreen"]
    tenth = len(lives) // 10
    if tenth < 2:
        return None
    return percentile(lives[-tenth:], 0.5) - percentile(lives[tenth:2 * tenth], 0.5)


def measure_game(name, keys, seed, qr=False):
    """One reference game: its row (game_row), and with ``qr`` the QR
    screen's row of its finished play. The game is played whole in one
    run; the boot resumes a copy saved by a second run of its keys up to
    the one that shows the ranking (the game as it stands before its end)."""
    tokens = sim.script_tokens(keys).replace("\n", " ").split()
    with tempfile.TemporaryDirectory() as tmp:
        flash = Path(tmp) / "game"
        flash.mkdir()
        names = {}
        presses = traced(tokens, flash, seed, names=names)
        ranking = next((p for p in presses if p["screen"] == "Ranking"), None)
        if ranking is None:
            raise SystemExit("%s: its key script never shows the ranking" % name)
        saved = Path(tmp) / "saved"
        saved.mkdir()
        play(tokens[:ranking["index"]], saved, seed)
        _fuel, boot_peak, events = boot(saved)
        if not events:
            raise SystemExit("%s: no game in progress saved before its end" % name)
        rows = {name: game_row(presses, boot_peak, names)}
        if qr:
            paged = Path(tmp) / "paged"
            shutil.copytree(flash, paged)
            (paged / "settings.json").write_text(json.dumps({"page": QR_PAGE}))
            for row, where_from in (("qr_", flash), ("qr_page_", paged)):
                rows[row + name] = qr_row(traced(SHOW_QR, where_from, 1), name)
            rows["qr_ranking_" + name] = qr_after_restart(flash, name)
    return rows


def qr_after_restart(flash, name):
    """The QR screen the table gets by holding C on the ranking: the device
    asks its next boot for the code and restarts (ui.tools), so its
    figures are a cold boot's on the flash the game left, with that
    request (core.store.open_next) on it: its peak, and its fuel beside
    the QR press's budget, which it is not (a boot, with the code)."""
    with tempfile.TemporaryDirectory() as tmp:
        restarted = Path(tmp) / "restarted"
        shutil.copytree(flash, restarted)
        newest = max(int(d.name) for d in (restarted / "games").iterdir() if d.name.isdigit())
        (restarted / "next").write_bytes(b"qr %d" % newest)
        fuel, peak, _events, top = boot(restarted, screen=True)
    if top != "QRScreen":
        raise SystemExit("%s: the boot after holding C on the ranking shows %s, not the QR "
                         "code" % (name, top))
    return {"presses": 1, "peak": peak, "peak_at": "the boot after C held -> QRScreen",
            "after_max": peak, "boot_fuel": fuel}


def qr_row(shown, name):
    """The QR screen's row from its traced presses: the heaviest press's
    heap, and the fuel of the press that shows the code."""
    if shown[-1]["screen"] != "QRScreen":
        raise SystemExit("%s: %s shows %s, not the QR code"
                         % (name, " ".join(SHOW_QR), shown[-1]["screen"]))
    heaviest = max(shown, key=lambda p: p["peak"])
    return {"presses": len(shown), "peak": heaviest["peak"], "peak_at": where(heaviest),
            "after_max": max(p["heap"] for p in shown), "fuel": shown[-1]["fuel"]}


def measure_games(names=None, jobs=2):
    """{row: figures}: every reference game (or those ``names``), and the
    QR screen of QR_GAME's finished play, in the order of the games."""
    from concurrent.futures import ThreadPoolExecutor

    from support import reference_games
    if build.stale():
        build.build(quiet=True)
    mpy._load()     # one engine for every thread (see host_tools.presses)
    chosen = [g for g in reference_games.GAMES if not names or g[0] in names]
    # The key scripts first (San Juan's driver plays in-process under
    # CPython, which is not thread-safe); the MicroPython runs in parallel.
    scripts = [(name, make(), seed, name == QR_GAME) for name, make, seed in chosen]
    rows = {}
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        for part in pool.map(lambda g: measure_game(*g), scripts):
            rows.update(part)
    return rows


# An evening without a reboot: the games a group plays one after another,
# each to its ranking (then back to the main menu, host_tools/guest/evening.py).
# San Juan's script shows its ranking without ending the game (a new game
# would first ask about it), so it comes last.
EVENING = ("burgundy_4p", "tiletum_3p", "san_juan_4p")


def evening(names=EVENING, board=BOARD):
    """The reference games ``names`` played one after another in one
    session (host_tools/guest/evening.py), each with its own dice seed:
    {"live": [the live heap once each game's first play screen is up],
    "names": the names interned for good at the end (as traced's)}."""
    from support import reference_games
    if build.stale():
        build.build(quiet=True)
    made = {n: (m, s) for n, m, s in reference_games.GAMES}
    tokens = []
    for name in names:
        make, seed = made[name]
        tokens += ["@%d" % seed] + sim.script_tokens(make()).replace("\n", " ").split()
    with tempfile.TemporaryDirectory() as tmp:
        keys = Path(tmp) / "keys.txt"
        keys.write_text(" ".join(tokens))
        flash = Path(tmp) / "flash"
        flash.mkdir()
        args = ["/keys/keys.txt", "/flash", "1"] + [str(v) for v in GEOMETRY] + [
            "-1", "0", "0", board or "-"]
        res = mpy.run(module="evening", guest=mpy.compiled_guest(), args=args, flash=flash,
                      mounts={"/keys": tmp, "/brd/boards": ROOT / "build" / "boards"},
                      extra_path=("/brd",), heap=HEAP, firmware=mpy.COMPILED)
    live, interned = [], None
    for line in res.stdout.splitlines():
        if line.startswith("GAME "):
            live.append(int(line.split()[2]))
        elif line.startswith("SCRIPT "):
            raise SystemExit("the evening's key script: " + line[7:])
        elif line.startswith("qstr pool: "):
            fields = dict(f.split("=") for f in line[len("qstr pool: "):].split(", "))
            interned = {"pools": int(fields["n_pool"]), "count": int(fields["n_qstr"]),
                        "bytes": int(fields["n_total_bytes"])}
    if res.rc != 0 or len(live) != len(names):
        raise SystemExit("the evening stopped after %d of its games:\n%s"
                         % (len(live), res.stderr[-2000:]))
    return {"games": list(names), "live": live, "names": interned}


def kb(n):
    return "-" if n is None else "%.1f" % (n / 1024)


def heap_table(rows):
    """The games' and the QR screen's heap figures as text, a row a line."""
    lines = ["%-16s %7s %7s %6s %-21s %6s  %s" % (
        "heap, KB", "peak", "after", "p95", "live start->end drift", "boot", "heaviest press")]
    for name, r in rows.items():
        live = "-"
        if r.get("live_start") is not None:
            live = "%s -> %s" % (kb(r["live_start"]), kb(r["live_end"]))
        if r.get("play_drift") is not None:
            live += " %+.1f" % (r["play_drift"] / 1024)
        lines.append("%-16s %7s %7s %6s %-21s %6s  %s" % (
            name, kb(r["peak"]), kb(r["after_max"]), kb(r.get("p95")), live,
            kb(r.get("boot_peak")), r["peak_at"]))
        if r.get("play_peak_at") and r["play_peak_at"] != r["peak_at"]:
            lines.append("%-16s %7s %s  in play: %s" % ("", kb(r["play_peak"]), " " * 44,
                                                      r["play_peak_at"]))
        if r.get("fuel") is not None:
            lines.append("%-16s %7s %s  the QR press: %.1f M fuel (~%.0f ms)" % (
                "", "", " " * 44, r["fuel"] / 1e6, r["fuel"] / FUEL_PER_MS))
        if r.get("boot_fuel") is not None:
            lines.append("%-16s %7s %s  the boot with the code: %.1f M fuel (~%.0f ms)" % (
                "", "", " " * 44, r["boot_fuel"] / 1e6, r["boot_fuel"] / FUEL_PER_MS))
        if r.get("names"):
            lines.append("%-16s %7s %s  names interned: %d in %d pools" % (
                "", kb(r["names_bytes"]), " " * 44, r["names"], r["name_pools"]))
    lines.append("(peak: the most a press holds, after it or before a collection of the "
                 "firmware's inside it; after: the most after a press; live: after a "
                 "collection at the first play screen and at the ranking; drift: its growth "
                 "on the play screen from the game's second tenth to its last; boot: resuming "
                 "the game saved before its end; names: interned for good by the game's end, "
                 "part of every figure after they came)")
    return lines


def check_heaps(rows, budgets=None):
    """The heap budgets the rows exceed, as lines naming the row and the
    figure ("san_juan_2p: press peak 180.3 KB > 176.0 KB (#212 ...)"); the
    QR screen's rows ("qr_...") against the QR screen's budget."""
    limits = dict(HEAP_BUDGETS)
    limits.update(budgets or {})
    over = []
    for name, r in rows.items():
        press = limits["qr"] if name.startswith("qr_") else limits["press"]
        if r["peak"] > press:
            over.append("%s: press peak %s KB > %s KB (%s)" % (
                name, kb(r["peak"]), kb(press), r["peak_at"]))
        if r.get("boot_peak") is not None and r["boot_peak"] > limits["boot"]:
            over.append("%s: boot peak %s KB > %s KB" % (
                name, kb(r["boot_peak"]), kb(limits["boot"])))
        if r.get("fuel") is not None and r["fuel"] > limits.get("qr_fuel", QR_FUEL):
            over.append("%s: the QR press %.1f M fuel > %.0f M" % (
                name, r["fuel"] / 1e6, limits.get("qr_fuel", QR_FUEL) / 1e6))
    return over


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.bench",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=25,
                        help="rounds of the game to play (25: the whole game)")
    parser.add_argument("--out", default=str(ROOT / "build" / "bench.json"))
    parser.add_argument("--game", action="append", dest="games", metavar="NAME",
                        help="only this reference game's heap (again for more)")
    parser.add_argument("--no-games", action="store_true",
                        help="leave out the reference games' heap")
    ns = parser.parse_args(argv)
    # Only a whole run into the usual file writes the docs' figures.
    whole = (ns.out == parser.get_default("out") and not ns.games and not ns.no_games
             and ns.rounds == parser.get_default("rounds"))
    r = measure(ns.rounds)
    print("\n".join(table(r)))
    over = check(r)
    if not ns.no_games:
        r["heap_games"] = rows = measure_games(ns.games)
        print("")
        print("\n".join(heap_table(rows)))
        over += check_heaps(rows)
    out = Path(ns.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(r, indent=1) + "\n")
    if whole:
        # The figures of docs/performance.md are this run's.
        from host_tools import docs
        lines = table(r) + [""] + heap_table(r["heap_games"])
        docs.write_block(docs.PERFORMANCE, "bench", ["```text"] + lines + ["```"])
    for line in over:
        print("over budget: " + line, file=sys.stderr)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
