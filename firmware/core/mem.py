"""Garbage collection at the firmware's safe points, and modules kept only
while they are needed.

The firmware collects where it knows the heap holds the most garbage and no
C code is half-way through building an object: after a button press, after
the imports at boot, before a game module loads. On MicroPython that keeps
the Pico's small heap unfragmented (and is the only time the WASI build
used in tests may collect, see tests/conftest.py); CPython frees by
reference counting and a full collection there is only slow.

On the Pico a module's code lives in the heap (bytecode, constants,
functions) for as long as the module is in ``sys.modules`` or anything
refers to one of its functions, classes or instances. Code that only some
screens need (the new-game wizard, the play screen's rarer tools) is
imported where it is used and ``drop``-ped when the screen that needed it
is gone; the next use imports it again from flash.
"""

import gc
import sys

# MicroPython (the device, the tests' WASI runs) or CPython (the host)
MICRO = sys.implementation.name == "micropython"


# Whether a press collects between its work and its frame (ui.screen.App.
# press). The unit suites turn it off (tests/conftest.py): their heap is
# 256 MB, and each of those collections would sweep all of it.
PRESS_COLLECT = True
# Whether ``collect`` collects at all. The unit suites turn it off too:
# with their 256 MB heap every collection sweeps the whole of it, and the
# firmware's safe points (a power-cut test passes hundreds) would cost
# more fuel than the tests themselves; the harness collects between tests.
COLLECT = True
# How deep ``_scrub`` calls itself before a collection: a few frames cover
# the stack the collection's own calls take (the collector scans it from
# there up); more would only cost stack, which is small on the Pico.
SCRUB = 3


def collect():
    if MICRO and COLLECT:
        _scrub(SCRUB)
        gc.collect()


def collector(room):
    """A ``collect`` for work that offers many safe points (core.qr's
    encoder, about ten per mask): it collects only once ``room`` bytes
    more than now are in use, so small work costs no collection at all (a
    collection scans the whole live heap: at 100 KB live, ten of them cost
    more than encoding a small QR code) and large work stays within
    ``room`` of garbage."""
    if not MICRO:
        return collect
    limit = gc.mem_alloc() + room

    def run():
        if gc.mem_alloc() > limit:
            collect()
    return run
def _scrub(n):
    """Calls that overwrite the stack just below the caller: the collector
    scans the stack conservatively, and the words a deeper call left there
    (the press's work, a module just imported and dropped) look like live
    pointers to the collection's frames that lie over them, keeping their
    objects, a whole dropped module at times, on the heap (measured: 15 KB
    kept at a press's collection before its frame, a Tiletum boot 10 KB
    over its live heap while the game's steps were read)."""
    if n:
        _scrub(n - 1)


def used():
    """Bytes of heap in use (MicroPython), 0 elsewhere."""
    return gc.mem_alloc() if MICRO else 0


def modules():
    """How many modules are imported now: code that may import one can
    tell whether it did, and collect the import's garbage."""
    return len(sys.modules)


def loaded(name):
    """Whether the module ``name`` is imported now: code that imports a
    module for one call drops it afterwards only if nobody else had it."""
    return name in sys.modules


def drop(*names):
    """Forget the modules ``names`` ("ui.menus"): out of ``sys.modules`` and
    off their package, so the next collection frees their code unless
    something still refers to it (a function in a menu item, an instance
    of one of their classes). Returns True if one was loaded."""
    dropped = False
    modules = sys.modules
    for name in names:
        if name not in modules:
            continue
        dropped = True
        # MicroPython's dict keeps a deleted entry's value in its table
        # until the slot is reused, and the collector scans the table: a
        # module deleted as it is stays on the heap. Overwrite, then delete.
        modules[name] = None
        del modules[name]
        pkg, _, leaf = name.rpartition(".")
        parent = modules.get(pkg) if pkg else None
        if parent is not None and leaf in parent.__dict__:
            setattr(parent, leaf, None)
            delattr(parent, leaf)
    return dropped
