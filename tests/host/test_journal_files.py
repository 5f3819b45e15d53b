"""Saved games on real files: the real Storage over a host directory, games
written by one interpreter and recovered by the other, byte-identical
journals from both (snapshots: the same state), and the cost of a cold
recovery inside MicroPython (fuel and heap, Pico heap cap)."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
for p in (ROOT / "firmware", ROOT / "tests", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from core import canon  # noqa: E402
from core.archive import Archive  # noqa: E402
from core.journal import Journal  # noqa: E402
from core.rng import Rng  # noqa: E402
from core.storage import PowerCut, Storage  # noqa: E402
from host_tools import mpy  # noqa: E402
from support.faultfs import Table, burgundy_events, fold, key, start  # noqa: E402

# The same game, played by either interpreter: 60 events, undo, redo, a
# fork, snapshots every 16, a finish.
PLAY = """
from core.archive import Archive
from core.journal import Journal
from core.rng import Rng
from core.storage import Storage
from support.faultfs import Table, burgundy_events
def play(root):
    st = Storage(root)
    a = Archive(st)
    g, j = a.new_game()
    j.gid = b"same"                 # fixed id: the bytes can be compared
    st.replace(j._name("journal"), (j._header(),))
    t = Table(j, 16)
    evs = burgundy_events(Rng(3), 60)
    for i in range(60):
        t.add(evs[i])
        if i % 13 == 12:
            t.undo()
            t.undo()
            t.redo()
    j.close()
    a.finish({"players": ["Ala", "Bartek"], "scores": [71, 64], "ranks": [1, 2]})
    return g
"""

READ = """
import json
from core import canon
from core.archive import Archive
from core.storage import Storage
from support.faultfs import fold, start, key
a = Archive(Storage("/flash"))
out = {"finished": a.finished(), "current": a.current()}
g = out["finished"][0]
out["summary"] = a.summary(g)
out["events"] = list(a.events(g))
j = a.journal(g)
out["state"] = key(j.rebuild(fold, start))
print("OUT" + canon.dumps(out))
"""


def guest(code, flash):
    res = mpy.run(code=code, flash=str(flash))
    assert res.rc == 0, res.stderr
    line = [x for x in res.stdout.splitlines() if x.startswith("OUT")][-1]
    return json.loads(line[3:])


def host_read(root):
    a = Archive(Storage(str(root)))
    g = a.finished()[0]
    j = a.journal(g)
    return {"finished": a.finished(), "current": a.current(), "summary": a.summary(g),
            "events": list(a.events(g)), "state": key(j.rebuild(fold, start))}


def test_cpython_writes_micropython_reads(tmp_path):
    ns = {}
    exec(PLAY, ns)
    ns["play"](str(tmp_path))
    here = host_read(tmp_path)
    there = guest(READ, tmp_path)
    assert there == json.loads(canon.dumps(here))
    assert len(here["events"]) > 40


def test_micropython_writes_cpython_reads_same_bytes(tmp_path):
    a_dir = tmp_path / "a"
    b_dir = tmp_path / "b"
    a_dir.mkdir()
    b_dir.mkdir()
    ns = {}
    exec(PLAY, ns)
    ns["play"](str(a_dir))
    guest(PLAY + "\nplay('/flash')\nprint('OUT1')\n", b_dir)
    files_a = sorted(p.relative_to(a_dir) for p in a_dir.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b_dir) for p in b_dir.rglob("*") if p.is_file())
    assert files_a == files_b
    for rel in files_a:
        a, b = (a_dir / rel).read_bytes(), (b_dir / rel).read_bytes()
        if rel.name.startswith("snap"):
            # A snapshot is the interpreter's own JSON of the state (its
            # keys in no set order, core.recovery._payload): the same
            # metadata and the same state, not the same bytes.
            meta = slice(10, 30)
            assert a[:4] == b[:4] == b"TCS\x01" and a[meta] == b[meta], rel
            assert json.loads(a[30:]) == json.loads(b[30:]), rel
            continue
        assert a == b, rel
    assert host_read(b_dir) == host_read(a_dir)


def test_torn_tail_on_disk_is_repaired_inside_micropython(tmp_path):
    st = Storage(str(tmp_path))
    a = Archive(st)
    g, j = a.new_game()
    for i in range(20):
        j.append(["roll", [i % 6 + 1, 2]])
    j.close()
    path = tmp_path / "games" / ("%04d" % g) / "journal"
    data = path.read_bytes()
    path.write_bytes(data[:-2])             # the last record torn
    code = """
from core.archive import Archive
from core.storage import Storage
a = Archive(Storage("/flash"))
j = a.resume()
note = j.report()
j.append(["adv"])
print("OUT" + '["%s", %d]' % (note, j.length))
"""
    assert guest(code, tmp_path) == ["recovered: last press lost", 20]
    k = Archive(Storage(str(tmp_path))).resume()
    assert k.dropped_bytes == 0 and k.length == 20
    assert list(k.events())[-2:] == [["roll", [1, 2]], ["adv"]]
    assert not (tmp_path / "games" / ("%04d" % g) / "journal.tmp").exists()


def test_real_storage_counts_writes_and_cuts_power(tmp_path):
    st = Storage(str(tmp_path))
    st.mkdir("d")
    st.replace("d/f", (b"one",))
    st.replace("d/f", (b"two", b"!"))      # rename replaces the old file
    assert st.read_all("d/f") == b"two!"
    assert st.listdir("d") == ["f"]
    assert st.size("d/f") == 4 and st.isdir("d") and not st.exists("d/f.tmp")
    # mkdir, then per replace: create, write(s), close, rename
    assert st.writes == 1 + 4 + 5
    f = st.open_append("d/f")
    st.write(f, b"x")
    assert st.busy()
    st.flush(f)
    assert not st.busy()
    st.close(f)
    cut = Storage(str(tmp_path), cut_after=st.writes + 2)
    cut.writes = st.writes
    f = cut.open_append("d/f")
    cut.write(f, b"y")
    with pytest.raises(PowerCut):
        cut.flush(f)                        # the last operation power allows
    with pytest.raises(PowerCut):
        cut.remove("d/f")
    assert (tmp_path / "d" / "f").read_bytes() == b"two!xy"


RECOVER = """
import gc, json
import fuel
from core.journal import Journal
from core.storage import Storage
import core.recovery    # the journal's recovery half: loaded, like the rest, before counting

def trivial(state, event):
    state["n"] += 1
    state["last"] = event
    return state

def recover(mark):
    j = Journal.open(Storage("/flash"), "g")
    mark()
    state, k = j.best_snapshot()
    mark()
    for ev in j.events(k, j.length):
        state = trivial(state, ev)
        mark()
    return j, state, k

# fuel: a cold recovery as the device does it
gc.collect()
f0 = fuel.remaining()
j, state, k = recover(lambda: None)
spent = f0 - fuel.remaining()
del j, state

# heap: live bytes (after a collection) at points during a second recovery,
# including every 64th record of the scan
gc.collect()
base = gc.mem_alloc()
peak = [0]
def mark():
    gc.collect()
    a = gc.mem_alloc() - base
    if a > peak[0]:
        peak[0] = a
put = Journal._put
def counting_put(self, i, off):
    put(self, i, off)
    if i % 64 == 0:
        mark()
Journal._put = counting_put
j, state, k = recover(mark)
gc.collect()
kept = gc.mem_alloc() - base
print("OUT" + json.dumps({"fuel": spent, "peak": peak[0], "kept": kept,
                          "length": j.length, "from": k, "n": state["n"]}))
"""


def test_cold_recovery_of_500_events_fuel_and_heap(tmp_path):
    st = Storage(str(tmp_path))
    st.mkdir("g")
    t = Table(Journal.create(st, "g"), 32)
    # a state of realistic size: a score sheet beside the toy fold's fields
    t.state["sheet"] = [{"cat%02d" % c: [c * p, c + p, 100 + c] for c in range(40)}
                        for p in range(4)]
    evs = burgundy_events(Rng(500), 500)
    for e in evs:
        t.add(e)                            # snapshots at 32, 64, ... 480
    t.j.close()
    snap = max((tmp_path / "g" / s).stat().st_size for s in ("snap0", "snap1"))
    size = (tmp_path / "g" / "journal").stat().st_size
    res = guest(RECOVER, tmp_path)
    print("\n500-event journal: %d bytes; snapshot %d bytes" % (size, snap))
    print("cold recovery inside MicroPython (snapshot at 480, 20 events replayed, "
          "trivial fold): %(fuel)d fuel; live heap peak %(peak)d bytes, "
          "kept after %(kept)d bytes" % res)
    assert res["length"] == 500 and res["from"] == 480 and res["n"] == 500
    assert snap > 2500
    assert res["fuel"] < 60_000_000         # about 0.1 s on a Pico, at most
    # the parsed state itself is most of it (about 12 KB for this one)
    assert res["peak"] < 26 * 1024
    assert res["kept"] < 16 * 1024
    # and both recoveries fit in 80 KB of heap, well under half the
    # Pico's, with the modules compiled from source here (the device loads
    # them precompiled)
    small = mpy.run(code=RECOVER, flash=str(tmp_path), heap="80k")
    assert small.rc == 0, small.stderr
