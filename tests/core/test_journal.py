"""The game journal: effective events with undo/redo, snapshots tied to one
history, replay equivalence, format version, record size."""

from core import canon
from core.journal import (
    HEADER,
    VERSION,
    Journal,
    JournalError,
    NewerFormat,
    crc16,
    frame,
    pack_blob,
)
from core.rng import Rng
from support.faultfs import (
    FaultFS,
    Table,
    burgundy_events,
    collect,
    fold,
    key,
    settle,
    start,
)


def new_game(fs=None, folder="g"):
    fs = fs or FaultFS()
    if folder not in fs.dirs:
        fs.mkdir(folder)
    return fs, Journal.create(fs, folder)


def replay(j, n=None):
    """The state from the first event, ignoring snapshots."""
    s = start()
    for ev in j.events(0, j.length if n is None else n):
        s = fold(s, ev)
    return s


def test_crc16_is_ccitt_false():
    assert crc16(b"123456789") == 0x29B1
    assert crc16(b"") == 0xFFFF
    # continuing a CRC over two pieces is the CRC of the whole
    assert crc16(b"56789", crc16(b"1234")) == 0x29B1


def test_events_read_back_in_order_after_reopen():
    fs, j = new_game()
    evs = [["roll", [3, 5, 1, 6]], ["score", 2, 15, "region", 5], ["adv"], ["name", "Żaneta"]]
    for e in evs:
        j.append(e)
    assert collect(j.events()) == evs
    k = Journal.open(fs, "g")
    assert (k.length, k.full_length) == (4, 4)
    assert collect(k.events(0, 4)) == evs
    assert collect(k.events(1, 3)) == evs[1:3]
    assert k.report() is None
    assert k.dropped_records == 0


def test_undo_redo_and_new_event_discards_tail():
    fs, j = new_game()
    for i in range(5):
        j.append(["e", i])
    j.set_length(4)
    j.set_length(3)
    assert (j.length, j.full_length) == (3, 5)
    j.set_length(4)                         # redo brings event 3 back
    assert collect(j.events())[-1] == ["e", 3]
    assert collect(j.events(4, 5)) == [["e", 4]]   # redo can read what it restores
    k = Journal.open(fs, "g")
    assert (k.length, k.full_length) == (4, 5)
    j.append(["new"])                       # no redo after a new event
    assert (j.length, j.full_length) == (5, 5)
    assert collect(j.events()) == [["e", 0], ["e", 1], ["e", 2], ["e", 3], ["new"]]
    try:
        j.set_length(6)
        assert False, "redo past the kept tail"
    except ValueError:
        pass
    k = Journal.open(fs, "g")
    assert collect(k.events()) == collect(j.events())
    assert (k.length, k.full_length) == (5, 5)


def test_undo_survives_reopen():
    fs, j = new_game()
    for i in range(3):
        j.append(["e", i])
    j.undo()
    k = Journal.open(fs, "g")
    assert k.length == 2 and collect(k.events()) == [["e", 0], ["e", 1]]
    k.redo()
    assert Journal.open(fs, "g").length == 3


def test_random_play_recovered_state_equals_live_state():
    rng = Rng(2024)
    evs = burgundy_events(rng, 400)
    fs, j = new_game()
    t = Table(j, every=16)
    live = []                   # every state the table showed, as text
    i = 0
    for step in range(260):
        if step % 20 == 0:
            settle()
        r = rng.below(100)
        if r < 70 or j.length == 0:
            t.add(evs[i])
            i += 1
        elif r < 85 and j.length > 1:
            t.undo()
        elif r < 95 and j.full_length > j.length:
            t.redo()
        else:
            t.snap()
        live.append(key(t.state))
        if step % 37 == 0:
            # a cold boot now: the recovered state is the live one
            k = Journal.open(fs, "g")
            assert key(k.rebuild(fold, start)) == live[-1]
    k = Journal.open(fs, "g")
    assert key(k.rebuild(fold, start)) == key(t.state)
    assert key(replay(k)) == key(t.state)
    assert k.length == j.length and k.full_length == j.full_length


def test_undo_k_then_redo_k_returns_same_state():
    rng = Rng(99)
    fs, j = new_game()
    t = Table(j, every=10)
    for e in burgundy_events(rng, 75):
        t.add(e)
    before = key(t.state)
    seen = [before]
    for _ in range(23):
        t.undo()
        seen.append(key(t.state))
    assert key(t.state) == key(replay(j))
    assert len(set(seen)) == 24             # every undo changed the state
    for _ in range(23):
        t.redo()
    assert key(t.state) == before
    assert key(Journal.open(fs, "g").rebuild(fold, start)) == before


def test_snapshot_of_another_history_is_not_used():
    fs, j = new_game()
    t = Table(j, every=1000)
    for i in range(12):
        t.add(["e", i])
    t.snap()                                # at 12
    for _ in range(5):
        t.undo()                            # back to 7
    t.add(["other", 7])                     # history forks at 8
    for i in range(4):
        t.add(["f", i])                     # length 12 again
    k = Journal.open(fs, "g")
    state, n = k.best_snapshot(12)
    assert state is None and n == 0         # the n=12 snapshot is of the old history
    assert key(k.rebuild(fold, start)) == key(t.state)
    assert k.rebuild(fold, start)["last"] == ["f", 3]


def test_snapshot_in_undone_tail_is_used_after_redo():
    fs, j = new_game()
    t = Table(j, every=1000)
    for i in range(10):
        t.add(["e", i])
    t.snap()
    t.undo()
    k = Journal.open(fs, "g")
    assert k.best_snapshot(k.length) == (None, 0)
    t.redo()
    k = Journal.open(fs, "g")
    state, n = k.best_snapshot(k.length)
    assert n == 10 and key(state) == key(t.state)


def test_two_snapshots_kept_newest_and_previous():
    fs, j = new_game()
    t = Table(j, every=5)
    for i in range(17):
        t.add(["e", i])                     # snapshots at 5, 10, 15
    assert "g/snap0" in fs.files and "g/snap1" in fs.files
    k = Journal.open(fs, "g")
    assert k.best_snapshot()[1] == 15
    assert k.best_snapshot(14)[1] == 10     # the previous one is still there
    assert k.best_snapshot(9) == (None, 0)  # 5 was overwritten


def test_damaged_newest_snapshot_falls_back_to_previous_then_replay():
    fs, j = new_game()
    t = Table(j, every=5)
    for i in range(12):
        t.add(["e", i])                     # snapshots at 5 and 10
    k = Journal.open(fs, "g")
    k._load_metas()
    slot10 = [s for s in (0, 1) if k._metas[s][2] == 10][0]
    newest = "g/snap%d" % slot10
    older = "g/snap%d" % (1 - slot10)
    fs.flip(newest, len(fs.get(newest)) - 3)
    k = Journal.open(fs, "g")
    assert k.best_snapshot()[1] == 5
    assert key(k.rebuild(fold, start)) == key(t.state)
    fs.truncate(older, 20)
    k = Journal.open(fs, "g")
    assert k.best_snapshot() == (None, 0)
    assert key(k.rebuild(fold, start)) == key(t.state)
    # the next snapshot goes into a damaged slot, not over a good one
    k.append(["x"])
    s = k.rebuild(fold, start)
    k.snapshot(s)
    assert Journal.open(fs, "g").best_snapshot()[1] == 13


def test_newer_journal_is_refused_and_left_untouched():
    fs, j = new_game()
    for i in range(5):
        j.append(["e", i])
    j.snapshot({"n": 5})
    j.close()
    data = bytearray(fs.get("g/journal"))
    data[3] = 3                             # format 3, with a valid header CRC
    c = crc16(bytes(data[:8]))
    data[8] = c >> 8
    data[9] = c & 0xFF
    fs.put("g/journal", data)
    before = fs.image()
    try:
        Journal.open(fs, "g")
        assert False, "a newer journal was opened"
    except NewerFormat as e:
        msg = str(e)
        assert "format 3" in msg and "up to 2" in msg
        assert "update the firmware" in msg and "kept" in msg
    assert fs.image() == before
    # and the same through the archive: the game stays, untouched
    writes = fs.writes
    try:
        Journal.open(fs, "g").append(["e"])
        assert False
    except NewerFormat:
        pass
    assert fs.writes == writes and fs.image() == before


def test_newer_snapshot_is_ignored_not_misread():
    fs, j = new_game()
    t = Table(j, every=4)
    for i in range(6):
        t.add(["e", i])
    k = Journal.open(fs, "g")
    assert k.best_snapshot()[1] == 4
    # the same snapshot, sealed as a newer format: a valid blob this
    # firmware must not read as its own
    body = fs.get("g/snap0")[10:]
    fs.put("g/snap0", b"".join(pack_blob(b"TCS", body, VERSION + 1)))
    k = Journal.open(fs, "g")
    assert k.best_snapshot() == (None, 0)
    assert key(k.rebuild(fold, start)) == key(t.state)


def test_other_schema_snapshots_are_ignored():
    fs, j = new_game()
    t = Table(j, every=4)
    for i in range(6):
        t.add(["e", i])
    assert Journal.open(fs, "g").best_snapshot()[1] == 4
    assert Journal.open(fs, "g", schema=2).best_snapshot() == (None, 0)


def test_snapshot_left_in_a_reused_folder_is_not_taken():
    fs, j = new_game()
    t = Table(j, every=3)
    for i in range(4):
        t.add(["e", i])
    old_snap = fs.get("g/snap0")
    j2 = Journal.create(fs, "g")            # a new game in the same folder
    assert "g/snap0" not in fs.files
    fs.put("g/snap0", old_snap)             # even if an old snapshot survived
    for i in range(4):
        j2.append(["e", i])                 # same events, same offsets
    assert Journal.open(fs, "g").best_snapshot() == (None, 0)


def test_record_framing_short_and_long():
    assert len(frame(b"[1]")) == 3 + 3
    assert frame(b"x" * 127)[0] == 127
    long = frame(b"y" * 300)
    assert long[0] & 0x80 and ((long[0] & 0x7F) << 8 | long[1]) == 300
    assert len(long) == 2 + 2 + 300
    fs, j = new_game()
    big = ["note", "z" * 1000]
    j.append(big)
    j.append(["adv"])
    assert collect(Journal.open(fs, "g").events()) == [big, ["adv"]]
    for bad in (b"", b"q" * 0x8000):
        try:
            frame(bad)
            assert False
        except ValueError:
            pass


def test_bytes_per_event_within_budget():
    rng = Rng(7)
    evs = burgundy_events(rng, 1000)
    fs, j = new_game()
    for i in range(len(evs)):
        if i % 50 == 0:
            settle()
        j.append(evs[i])
        if i % 40 == 39:                    # a realistic sprinkling of undo/redo
            j.undo()
            j.redo()
    size = len(fs.get("g/journal"))
    per_event = (size - HEADER) / 1000
    print("journal: %d bytes for 1000 events and 50 undo/redo: %.1f bytes/event"
          % (size, per_event))
    assert per_event <= 48
    # exactly the format: header, each event framed, each marker framed
    expect = HEADER
    payload = 0
    for e in evs:
        expect += len(frame(canon.dumps(e).encode()))
        payload += len(canon.dumps(e))
    for i in range(39, 1000, 40):
        expect += len(frame(b"=%d" % i)) + len(frame(b"=%d" % (i + 1)))
    assert size == expect
    assert expect - payload - HEADER < 3 * 1000 + 2 + 50 * 12
    assert Journal.open(fs, "g").length == 1000


def test_full_flash_refuses_the_event_and_keeps_the_game():
    fs, j = new_game()
    for i in range(10):
        j.append(["e", i])
    fs.space = fs.used() + len(frame(b'["e"]'))   # room for one more record
    j.append(["e"])
    try:
        j.append(["e", 11])
        assert False, "write on a full flash"
    except OSError:
        pass
    assert j.length == 11                   # the refused event did not count
    fs.space = None
    j.append(["e", 12])
    k = Journal.open(fs, "g")
    assert collect(k.events())[-2:] == [["e"], ["e", 12]]
    assert k.dropped_bytes == 0


def test_busy_while_a_record_is_unflushed():
    fs, j = new_game()
    assert not fs.busy()
    j.append(["e"])
    assert not fs.busy()
    f = fs.open_append("g/journal")
    fs.write(f, b"x")
    assert fs.busy()
    fs.flush(f)
    assert not fs.busy()
    fs.close(f)


def test_garbage_and_empty_files_never_crash():
    rng = Rng(5)
    for trial in range(60):
        settle()
        fs = FaultFS()
        n = rng.below(80)
        data = bytes([rng.below(256) for _ in range(n)])
        if trial % 3 == 0:
            data = b"TCJ\x01" + data        # a plausible header start
        fs.put("g/journal", data)
        for s in ("g/snap0", "g/snap1"):
            fs.put(s, bytes([rng.below(256) for _ in range(rng.below(60))]))
        try:
            k = Journal.open(fs, "g")
        except JournalError:
            continue
        state = k.rebuild(fold, start)
        assert state["n"] == k.length
