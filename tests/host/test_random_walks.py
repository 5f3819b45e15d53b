"""No button sequence crashes a game or loses it: seeded random walks
through each game (support.walker: a table pressing at random, but staying
in the game), then a fresh boot on the flash must find the game exactly as
the device had it (or, once over, among the finished games)."""

import subprocess
import sys

import pytest

from host_tools import sim

ROOT = sim.ROOT
sys.path[:0] = [str(ROOT / "host_tools" / "guest"), str(ROOT / "host_tools" / "shims"),
                str(ROOT / "firmware"), str(ROOT / "tests")]

from core import canon  # noqa: E402
from core.storage import Storage  # noqa: E402
from core.store import Store  # noqa: E402
from support.walker import Walk  # noqa: E402

CASES = [("burgundy", 2, 1), ("burgundy", 4, 2), ("tiletum", 3, 3), ("san_juan", 2, 4),
         ("san_juan", 4, 5), ("amber", 3, 6), ("amber", 6, 7), ("generic", 3, 8)]


@pytest.mark.parametrize("game,players,seed", CASES,
                         ids=["%s-%dp" % (g, p) for g, p, _ in CASES])
def test_random_walk_never_crashes_and_the_flash_keeps_the_game(tmp_path, game, players, seed):
    walk = Walk(tmp_path, game, players, seed)
    assert walk.app.session.state["game"] == game
    steps = walk.run(1500)
    session = walk.app.session
    assert steps == 1500 or session.state["over"]
    assert session.journal.length > 20
    fresh, _notes = Store(Storage(str(tmp_path))).resume()
    if session.state["over"]:
        assert fresh is None
        assert Store(Storage(str(tmp_path))).finished()[0]["game"] == game
    else:
        assert canon.dumps(fresh.state) == canon.dumps(session.state)


@pytest.mark.parametrize("game,players,seed", [("san_juan", 4, 21), ("tiletum", 4, 22)])
def test_the_same_walk_inside_micropython_ends_the_same(tmp_path, game, players, seed):
    # The walk's presses, replayed by the compiled firmware inside
    # MicroPython with the Pico's heap (the heaviest games' unusual
    # screens: history, checklists, long menus), leave the same game.
    (tmp_path / "cpython").mkdir()
    walk = Walk(tmp_path / "cpython", game, players, seed)
    walk.run(500)
    want = canon.dumps(walk.app.session.state) if not walk.app.session.state["over"] else "null"
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(walk.presses),
                          "--flash", str(tmp_path / "micropython"), "--seed", str(seed),
                          "--dump-state", "--runtime", "micropython"],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.splitlines()[0] == want
