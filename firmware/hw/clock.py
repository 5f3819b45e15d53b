"""Millisecond ticks for the drivers, the buttons and power management.

MicroPython's ``time.ticks_ms()`` wraps around (every 2**30 ms on the
RP2040, about 12 days), so a duration is always ``ticks_diff(later,
earlier)``, never a subtraction. On CPython (simulator, host tests) the same
functions are built on ``time.monotonic`` with the same wrap-around, so code
behaves alike in both interpreters.

This module is the default clock of everything in ``hw``: an object with
``ticks_ms()``, ``ticks_diff(a, b)``, ``ticks_add(t, ms)`` and
``sleep_ms(ms)``. Tests pass a fake clock with the same four methods.
"""

import time

from micropython import const

PERIOD = const(0x40000000)  # 2**30, the RP2040 port's ticks period
_HALF = const(0x20000000)
_MASK = const(0x3FFFFFFF)

_native = hasattr(time, "ticks_ms")


def wrap_diff(a, b):
    """``a - b`` for tick values that wrap at ``PERIOD`` (signed result)."""
    return ((a - b + _HALF) & _MASK) - _HALF


def ticks_ms():
    if _native:
        return time.ticks_ms()
    # Looked up by name: MicroPython (and its stubs, which the type check
    # reads) has no time.monotonic; this line only runs on CPython.
    monotonic = getattr(time, "monotonic")  # noqa: B009
    return int(monotonic() * 1000) & _MASK


def ticks_diff(a, b):
    if _native:
        return time.ticks_diff(a, b)
    return wrap_diff(a, b)


def ticks_add(t, ms):
    if _native:
        return time.ticks_add(t, ms)
    return (t + ms) & _MASK


def sleep_ms(ms):
    if _native:
        time.sleep_ms(ms)
    else:
        time.sleep(ms / 1000)
