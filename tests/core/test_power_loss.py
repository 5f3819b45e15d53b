"""Power cuts and damaged flash: after recovery the game is the one after
some prefix of the accepted presses, never more than the last one lost,
and recovery never crashes, whatever the bytes."""

import json

from core.journal import HEADER, Journal, JournalError
from core.rng import Rng
from core.storage import PowerCut
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

EVERY = 4       # snapshot interval of the scripted games: many snapshots to cut


# Every kind of step, in the orders that matter: appends across automatic
# snapshots, undo and redo across a snapshot, a new event after an undo (the
# history forks past a snapshot), explicit snapshots, undo right after one.
PLAN = "aaaaa uu r a aa s uuu rr aaaa s u a aaa uu r s u aa"


def script(n_events, seed, plan=PLAN):
    """Operations: ("a", event), ("u",), ("r",), ("s",) (an explicit
    snapshot, like the session's at a phase end): ``plan`` first, then
    appends until ``n_events`` events."""
    evs = burgundy_events(Rng(seed), n_events)
    ops = []
    i = 0
    for c in plan.replace(" ", ""):
        if c == "a":
            if i == len(evs):
                break
            ops.append(("a", evs[i]))
            i += 1
        else:
            ops.append((c,))
    while i < len(evs):
        ops.append(("a", evs[i]))
        i += 1
    return ops


def play(t, op):
    if op[0] == "a":
        t.add(op[1])
    elif op[0] == "u":
        t.undo()
    elif op[0] == "r":
        t.redo()
    else:
        t.snap()


def base_game():
    """A flash holding an empty game in folder g, nothing counted yet."""
    fs = FaultFS()
    fs.mkdir("g")
    Journal.create(fs, "g", gid=b"test")
    fs.writes = 0
    return fs


def states_of(ops):
    """Key of the state after each prefix of ops (index = ops done), and
    the journal size after each prefix."""
    fs = base_game()
    t = Table(Journal.open(fs, "g"), EVERY)
    keys = [key(t.state)]
    ends = [t.j.end]
    for op in ops:
        if len(keys) % 10 == 0:
            settle()
        play(t, op)
        keys.append(key(t.state))
        ends.append(t.j.end)
    return keys, ends, fs


def run_until_cut(fs, ops):
    """Play ops until the power goes; the number of ops completed."""
    t = Table(Journal.open(fs, "g"), EVERY)
    done = 0
    try:
        for op in ops:
            play(t, op)
            done += 1
    except PowerCut:
        return done
    return done


def recover(fs):
    fs.power_on()
    j = Journal.open(fs, "g")
    return j, key(j.rebuild(fold, start))


def tears(size):
    """Prefix lengths to tear a write of ``size`` bytes at."""
    out = [None]
    for k in (0, 1, 2, 3, size // 2, size - 1):
        if 0 <= k < size and k not in out:
            out.append(k)
    return out


def check_cuts(ops, continue_every=1):
    keys, _ends, fs_done = states_of(ops)
    # one dry run records every counted operation of the script
    fs = base_game()
    fs.log = []
    run_until_cut(fs, ops)
    log = fs.log
    assert len(log) == fs.writes
    cases = 0
    for c in range(1, len(log) + 1):
        kind, size = log[c - 1]
        for tear in (tears(size) if kind == "write" else (None, 0)):
            settle()
            fs = base_game()
            fs.arm(c, tear)
            done = run_until_cut(fs, ops)
            assert done < len(ops), "the power cut did not happen"
            j, got = recover(fs)
            cases += 1
            # the state after the accepted presses, or with the one in flight
            assert got == keys[done] or got == keys[done + 1], (c, tear, done)
            assert j.dropped_records <= 1
            if cases % continue_every == 0:
                # play on after recovery: the repaired journal takes new
                # events, and a second boot sees them
                t = Table(j, EVERY)
                t.add(["after", c])
                t.undo()
                t.redo()
                again = Journal.open(fs, "g")
                assert key(again.rebuild(fold, start)) == key(t.state)
                assert again.dropped_bytes == 0
                assert again.events(again.length - 1).__next__() == ["after", c]
    return cases


def test_cut_after_every_write_of_a_scripted_game():
    ops = script(24, 11)
    kinds = set([op[0] for op in ops])
    assert kinds == set(("a", "u", "r", "s"))
    cases = check_cuts(ops, continue_every=3)
    print("power-cut cases:", cases)
    assert cases > 200


def test_cut_in_the_middle_of_the_repair():
    ops = script(30, 5)
    keys, ends, _ = states_of(ops)
    # a torn record: the last append's write lands 3 of its bytes
    fs = base_game()
    fs.log = []
    run_until_cut(fs, ops)
    # journal records are the writes followed by a flush
    records = [i for i in range(len(fs.log) - 1)
               if fs.log[i][0] == "write" and fs.log[i + 1][0] == "flush"]
    torn = base_game()
    torn.arm(records[-1] + 1, 3)
    done = run_until_cut(torn, ops)
    torn.power_on()
    j = Journal.open(torn, "g")
    assert j.dropped_bytes > 0 and j.report() == "recovered: last press lost"
    recovered = key(j.rebuild(fold, start))
    assert recovered == keys[done]
    # the repair: remove stale snapshots, copy the prefix, rename; then
    # the new record. Cut at each of those steps, torn or not.
    dry = torn.clone()
    dry.log = []
    Table(Journal.open(dry, "g"), EVERY).add(["next"])
    steps = len(dry.log)
    assert steps >= 5
    for c in range(1, steps + 1):
        for tear in (None, 0, 1):
            settle()
            fs = torn.clone()
            fs.arm(c, tear)
            t = Table(Journal.open(fs, "g"), EVERY)
            try:
                t.add(["next"])
            except PowerCut:
                pass
            k, got = recover(fs)
            with_next = key(fold(json.loads(recovered), ["next"]))
            assert got in (recovered, with_next), (c, tear)
            # and the next boot can always play on
            Table(k, EVERY).add(["more"])
            again = Journal.open(fs, "g")
            assert again.dropped_bytes == 0
            assert collect(again.events(again.length - 1))[0] == ["more"]


def test_cut_while_creating_a_game():
    for c in range(1, 6):
        for tear in (None, 0, 1):
            fs = FaultFS()
            fs.mkdir("g")
            fs.arm(c, tear)
            try:
                j = Journal.create(fs, "g")
                j.append(["new"])
            except PowerCut:
                pass
            fs.power_on()
            try:
                j = Journal.open(fs, "g")
            except JournalError:
                continue            # no journal yet: no game to resume
            assert j.length in (0, 1)
            assert j.rebuild(fold, start)["n"] == j.length


def small_game():
    ops = script(14, 3)
    keys, ends, fs = states_of(ops)
    return ops, keys, ends, fs


def expected_after_damage(ends, keys, pos):
    """The state recovery must give when byte ``pos`` of the journal is
    damaged: the ops whose records end before it, and no more."""
    if pos < HEADER:
        return keys[-1]             # header only: all records still check out
    i = 0
    while i + 1 < len(ends) and ends[i + 1] <= pos:
        i += 1
    return keys[i]


def test_every_flipped_journal_byte_recovers_a_prefix():
    ops, keys, ends, fs0 = small_game()
    size = len(fs0.get("g/journal"))
    assert size == ends[-1]
    for pos in range(size):
        for mask in (0xFF, 0x01):
            settle()
            fs = fs0.clone()
            fs.flip("g/journal", pos, mask)
            j = Journal.open(fs, "g")
            got = key(j.rebuild(fold, start))
            assert got == expected_after_damage(ends, keys, pos), (pos, mask)
            if pos < HEADER:
                assert j.report() == "recovered: saved game repaired"
            else:
                assert j.dropped_bytes == size - max(e for e in ends if e <= pos)
        if pos % 5 == 0:
            # after the damage, play goes on and a reboot agrees
            t = Table(j, EVERY)
            t.add(["on"])
            assert key(Journal.open(fs, "g").rebuild(fold, start)) == key(t.state)


def test_every_truncated_journal_recovers_a_prefix():
    ops, keys, ends, fs0 = small_game()
    size = len(fs0.get("g/journal"))
    for n in range(size + 1):
        settle()
        fs = fs0.clone()
        fs.truncate("g/journal", n)
        j = Journal.open(fs, "g")
        got = key(j.rebuild(fold, start))
        if n < HEADER:
            assert got == keys[0]
        else:
            assert got == expected_after_damage(ends, keys, n), n


def test_every_damaged_snapshot_byte_falls_back():
    ops, keys, ends, fs0 = small_game()
    final = keys[-1]
    for name in ("g/snap0", "g/snap1"):
        data = fs0.get(name)
        for pos in range(0, len(data)):
            settle()
            fs = fs0.clone()
            fs.flip(name, pos, 0x01 if pos % 2 else 0xFF)
            j = Journal.open(fs, "g")
            assert key(j.rebuild(fold, start)) == final, (name, pos)
        for n in range(0, len(data), 3):
            settle()
            fs = fs0.clone()
            fs.truncate(name, n)
            j = Journal.open(fs, "g")
            assert key(j.rebuild(fold, start)) == final, (name, n)


def test_flips_in_a_long_journal_sampled():
    rng = Rng(77)
    fs0 = base_game()
    t = Table(Journal.open(fs0, "g"), 32)
    keys = [key(t.state)]
    ends = [t.j.end]
    for e in burgundy_events(rng, 300):
        if t.j.length % 50 == 0:
            settle()
        t.add(e)
        keys.append(key(t.state))
        ends.append(t.j.end)
    size = ends[-1]
    for pos in range(HEADER, size, 97):
        settle()
        fs = fs0.clone()
        fs.flip("g/journal", pos, 1 << (pos % 8))
        j = Journal.open(fs, "g")
        assert key(j.rebuild(fold, start)) == expected_after_damage(ends, keys, pos)


def test_random_damage_never_crashes_and_never_invents_a_state():
    ops, keys, ends, fs0 = small_game()
    prefixes = set(keys)
    rng = Rng(31337)
    size = len(fs0.get("g/journal"))
    for _ in range(150):
        settle()
        fs = fs0.clone()
        for _ in range(1 + rng.below(6)):
            name = ("g/journal", "g/snap0", "g/snap1")[rng.below(3)]
            n = len(fs.get(name))
            if n and rng.below(4):
                fs.flip(name, rng.below(n), 1 + rng.below(255))
            else:
                fs.truncate(name, rng.below(n + 1))
        try:
            j = Journal.open(fs, "g")
        except JournalError:
            continue                # refused whole (header and records hit)
        assert key(j.rebuild(fold, start)) in prefixes
        assert j.end <= size


# -- the real session on the real journal ------------------------------------

def session_presses():
    """A generic game's presses: dice, scores, turns, undo and redo, past
    the session's first snapshot (event 32)."""
    out = []
    for r in range(12):
        out.append("roll")
        out.append(("sc", r % 2, r + 1))
        if r % 4 == 3:
            out.append("undo")
            out.append("redo" if r % 8 == 3 else ("sc", 1, 2))
        out.append("adv")
    return out


def press(s, p, rng):
    if p == "roll":
        s.roll(rng)
    elif p == "undo":
        s.undo()
    elif p == "redo":
        s.redo()
    elif p == "adv":
        s.apply(["adv"])
    else:
        s.apply(["sc", p[1], p[2], "pad"])


def run_session(fs, presses, states=None):
    """Start a game and press; the number of presses completed (the new
    game is press 0)."""
    from core import canon
    from core.session import Session
    rng = Rng(8)
    done = 0
    try:
        s = Session.new(Journal.create(fs, "g"), "generic", {"dice": "2d6"},
                        [{"name": "Ania"}, {"name": "Bartek"}], 0)
        done = 1
        if states is not None:
            states.append(canon.dumps(s.state))
        for p in presses:
            press(s, p, rng)
            done += 1
            if states is not None:
                states.append(canon.dumps(s.state))
    except PowerCut:
        pass
    return done


def test_real_session_survives_a_cut_at_every_write():
    from core import canon
    from core.session import Reject, Session
    presses = session_presses()
    states = []
    dry = FaultFS()
    dry.mkdir("g")
    dry.writes = 0
    dry.log = []
    assert run_session(dry, presses, states) == len(presses) + 1
    assert Journal.open(dry, "g").length > 32       # the session snapshotted
    assert "g/snap0" in dry.files
    for c in range(1, len(dry.log) + 1):
        for tear in (None, 0, 2):
            settle()
            fs = FaultFS()
            fs.mkdir("g")
            fs.writes = 0
            fs.arm(c, tear)
            done = run_session(fs, presses)
            fs.power_on()
            try:
                s = Session.resume(Journal.open(fs, "g"))
            except (JournalError, Reject):
                assert done == 0            # only before the game's first event
                continue
            got = canon.dumps(s.state)
            assert (done > 0 and got == states[done - 1]) or got == states[done], (c, tear)
