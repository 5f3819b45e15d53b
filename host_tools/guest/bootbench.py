"""A cold boot measured inside MicroPython: importing the firmware from its
compiled .mpy files, recovering the saved game on the flash and drawing
the first screen, as ``main.start`` does on the Pico.

Prints ``BOOT <fuel> <heap peak> <events> <the screen on top>``. The collector stays off (the
WASI build's collector must not start inside C code), except where the
firmware itself collects (core.mem.collect, between boot's stages); the
heap in use just before each of those collections and at the end is
recorded, and the largest is the boot's peak.

argv: the flash directory, the panel's width, height and rotation, and
optionally a board's name: its hardware is built first, as on the device
(host_tools/guest/board.py), and the firmware draws on its driver.
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

    import main as firmware

    from core.rng import Rng
    from core.storage import Storage
    from core.store import Store
    if len(argv) > 4:       # a board's real drivers, as the device boots
        import board
        hw = board.hardware(argv[4])
        panel = hw.panel
    else:
        from hw.simpanel import SimPanel
        panel = SimPanel(width, height, rotation)
    app = firmware.start(panel, Store(Storage(flash)), Rng(1))
    spent = start - fuel.remaining()
    used = gc.mem_alloc()
    if used > peak[0]:
        peak[0] = used
    events = app.session.journal.length if app.session is not None else 0
    print("BOOT %d %d %d %s" % (spent, peak[0], events, type(app.top()).__name__))


if __name__ == "__main__":
    main(sys.argv[1:])
