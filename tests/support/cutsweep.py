"""A power cut at every write of one press on the device's screens, under
each failure model, and at the writes of the boot that follows: what the
flash holds then must be what it held before the press or after it.

``world`` is what a user would notice of a flash: the game in progress
(its state, and the answers of a form left open), the games kept in
progress, the finished games, the settings. ``sweep`` plays a key script
on a fresh flash, presses the keys of the press under test, and for every
write that press makes and each tear (support.faultfs: the write lost,
unflushed data lost, torn) replays the script, cuts the power there,
boots (cutting that boot's own writes too, one tear each), boots again,
and compares. Runs under CPython and inside MicroPython."""

from core import canon
from core.rng import Rng
from core.storage import PowerCut
from core.store import Store
from hw.simpanel import SimPanel
from support.faultfs import FaultFS, settle

# None: the cut write lands whole; 0: written, not flushed, lost; 3: torn
TEARS = (None, 0, 3)


def boot(fs):
    import main
    return main.boot(SimPanel(), Store(fs), Rng(7))


def keys_of(app, step):
    from simloop import script_keys
    return script_keys(app, step)


def play(app, steps):
    for step in steps:
        for k in keys_of(app, step):
            app.press(k)


def world(fs):
    """What the flash holds, as a user would find it (read on a copy: the
    boot's own repairs must not hide anything from the next look)."""
    flash = fs.clone()
    store = Store(flash)
    s, _notes = store.resume()
    game = draft = None
    if s is not None:
        game = canon.dumps(s.state)
        d = store.draft("load", s)
        draft = canon.dumps(d) if d is not None else None
    kept = []
    for row in store.open_games():
        kept.append(canon.dumps(row) if not isinstance(row, int) else row)
    finished = [(r["id"], r["game"], r["winner"]) for r in store.finished()]
    return canon.dumps([game, draft, sorted(kept), finished,
                        store.load_settings()])


def finished_ids(fs):
    return sorted(r["id"] for r in Store(fs.clone()).finished())


def expand(app, steps):
    """Press the script ``steps`` on ``app``; the keys pressed."""
    out = []
    for step in steps:
        for k in keys_of(app, step):
            app.press(k)
            out.append(k)
    return out


def sweep(setup, steps, tears=TEARS, boot_cuts=True, every=1):
    """Cut the power at every ``every``-th write of each press of the
    script ``steps`` after the script ``setup``; the flash must then hold
    what it held before that press or after it, and every finished game
    must still be listed. Returns (cases, failures): a failure is a
    (press, write, tear, what) tuple."""
    dry = FaultFS()
    app = boot(dry)
    setup = expand(app, setup)
    seen = [world(dry)]
    kept_finished = finished_ids(dry)
    marks = [dry.writes]
    keys = []
    for step in steps:
        for k in keys_of(app, step):
            app.press(k)
            keys.append(k)
            marks.append(dry.writes)
            seen.append(world(dry))
    app = dry = None
    cases = 0
    failures = []
    for i in range(len(keys)):
        allowed = (seen[i], seen[i + 1])
        for w in range(1, marks[i + 1] - marks[i] + 1, every):
            for tear in tears:
                settle()
                cases += 1
                fs = FaultFS()
                app = boot(fs)
                play(app, setup + keys[:i])
                fs.arm(w, tear)
                try:
                    app.press(keys[i])
                    failures.append((i, w, tear, "no power cut"))
                    continue
                except PowerCut:
                    pass
                app = None
                fs.power_on()
                why = check(fs, allowed, kept_finished, tears if boot_cuts else ())
                if why:
                    failures.append((keys[i], i, w, tear, why))
    return cases, failures


def check(fs, allowed, kept_finished, tears):
    """Boot ``fs`` (each of the boot's writes cut once first, a tear each
    from ``tears``): what is wrong, or None."""
    try:
        probe = fs.clone()
        b0 = probe.writes
        boot(probe)
        n = probe.writes - b0
        probe = None
        for j in range(1, n + 1 if tears else 1):
            again = fs.clone()
            again.arm(j, tears[j % len(tears)])
            try:
                boot(again)
            except PowerCut:
                pass
            again.power_on()
            boot(again)
            got = world(again)
            if got not in allowed:
                return "boot cut %d: %s" % (j, got)
        boot(fs)
        got = world(fs)
        if got not in allowed:
            return got
        lost = [g for g in kept_finished if g not in finished_ids(fs)]
        if lost:
            return "finished games lost: %r" % lost
    except PowerCut:
        raise
    except Exception as e:  # noqa: BLE001 - a crash is a failure found
        return "%s: %s" % (type(e).__name__, e)
    return None
