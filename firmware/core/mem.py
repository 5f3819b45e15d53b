"""Garbage collection at the firmware's safe points.

The firmware collects where it knows the heap holds the most garbage and no
C code is half-way through building an object: after a button press, after
the imports at boot, before a game module loads. On MicroPython that keeps
the Pico's small heap unfragmented (and is the only time the WASI build
used in tests may collect, see tests/conftest.py); CPython frees by
reference counting and a full collection there is only slow.
"""

import gc
import sys

_MICRO = sys.implementation.name == "micropython"


def collect():
    if _MICRO:
        gc.collect()


def used():
    """Bytes of heap in use (MicroPython), 0 elsewhere."""
    return gc.mem_alloc() if _MICRO else 0
