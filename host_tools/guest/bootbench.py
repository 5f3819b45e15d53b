"""A cold boot measured inside MicroPython: importing the firmware from its
compiled .mpy files, recovering the saved game on the flash and drawing
the first screen, as ``main.start`` does on the Pico.

Prints ``BOOT <fuel> <heap peak> <events>``. The collector stays off (the
WASI build's collector must not start inside C code), except where the
firmware itself collects (core.mem.collect, between boot's stages); the
heap in use just before each of those collections and at the end is
recorded, and the largest is the boot's peak.

argv: the flash directory, the panel's width, height and rotation, and
optionally a board whose hardware is built first over a stand-in
``machine`` (see ``simloop.board_hardware``) and kept.
"""

import gc
import sys

import fuel


def main(argv):
    gc.disable()
    gc.collect()
    flash = argv[0]
    width, height, rotation = int(argv[1]), int(argv[2]), int(argv[3])
    peak = [gc.mem_alloc()]
    start = fuel.remaining()

    from core import mem
    real = mem.collect

    def collect():
        used = gc.mem_alloc()
        if used > peak[0]:
            peak[0] = used
        real()

    mem.collect = collect       # main calls mem.collect(), looked up each time

    hardware = None
    if len(argv) > 4:
        from simloop import board_hardware
        hardware = board_hardware(argv[4])

    import main as firmware

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    from hw.simpanel import SimPanel
    panel = SimPanel(width, height, rotation)
    app = firmware.start(panel, Store(Storage(flash)), Rng(1))
    spent = start - fuel.remaining()
    used = gc.mem_alloc()
    if used > peak[0]:
        peak[0] = used
    events = app.session.journal.length if app.session is not None else 0
    del hardware     # held to here, as the device keeps it
    print("BOOT %d %d %d" % (spent, peak[0], events))


if __name__ == "__main__":
    main(sys.argv[1:])
