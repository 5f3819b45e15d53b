"""A long game's journal on real files: written under CPython, recovered
from cold inside MicroPython with the Pico's heap, the same state; its size
per event within the budget."""

import json
import sys

from host_tools import mpy

ROOT = mpy.ROOT
for p in (ROOT / "firmware", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from core import canon  # noqa: E402
from core.rng import Rng  # noqa: E402
from core.storage import Storage  # noqa: E402
from core.store import Store  # noqa: E402

BYTES_PER_EVENT = 48

RECOVER = """
import gc, json
gc.disable()
import fuel
from core import canon
from core.storage import Storage
from core.store import Store
# The code resume() imports on first use, loaded before the base: this
# measures the recovery's data, not modules that are on the heap anyway;
# and the registry, which main.py imports at boot and hands core its games.
import core.archive, core.journal, core.session, games
gc.collect()
base = gc.mem_alloc()
start = fuel.remaining()
session, notes = Store(Storage("/flash")).resume()
spent = start - fuel.remaining()
peak = gc.mem_alloc() - base      # no collection since: a bound on the peak
state = canon.dumps(session.state)
print(json.dumps({"fuel": spent, "peak": peak, "notes": notes}))
print(state)
"""


def play_long_game(flash, rounds=25, players=4, seed=3):
    """A 4-player, 25-round generic game: every turn a roll, a score entry
    and the end of the turn, with an undo now and then."""
    store = Store(Storage(str(flash)))
    names = [{"name": n} for n in ("Ania", "Bartek", "Celina", "Darek")[:players]]
    s = store.new_session("generic", {"rounds": rounds}, names, 0)
    rng = Rng(seed)
    while s.step() == "turn":
        s.roll(rng)
        s.apply(["sc", s.active(), rng.randint(1, 12), "pad"])
        if rng.below(10) == 0:
            s.undo()
            s.apply(["sc", s.active(), 1, "pad"])
        s.apply(["adv"])
    return s


def test_25_round_game_replays_from_cold_in_micropython(tmp_path):
    flash = tmp_path / "flash"
    flash.mkdir()
    live = play_long_game(flash)
    assert live.state["cur"]["step"] == "final"
    events = live.journal.length
    assert events > 300
    journal = flash / "games" / ("%04d" % 1) / "journal"
    size = journal.stat().st_size
    assert size / events <= BYTES_PER_EVENT, (size, events)

    from host_tools import build
    if build.stale():
        build.build(quiet=True)
    res = mpy.run(code=RECOVER, flash=flash, firmware=mpy.COMPILED)  # as on the device
    assert res.ok, res.stderr[-2000:]
    figures_line, state_line = res.stdout.strip().split("\n")
    figures = json.loads(figures_line)
    assert state_line == canon.dumps(live.state)
    assert figures["notes"] == []
    assert figures["peak"] < 64 * 1024, figures
    print("\n%d events, %.1f bytes/event, cold recovery %d fuel, heap peak <= %d bytes"
          % (events, size / events, figures["fuel"], figures["peak"]))
