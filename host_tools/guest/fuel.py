"""Guest side of the fuel counter: how much fuel the running MicroPython
has left, read from the host through the WASI build's host call.

Only for measurements inside host_tools.mpy; on a real Pico there is no
such counter and ``available()`` is False.
"""

import sys

host = None
if sys.implementation.name == "micropython":
    try:
        import json

        import host
    except ImportError:  # a real board
        host = None


def available():
    return host is not None


def remaining():
    """Fuel left; the difference of two readings is the fuel spent between
    them (a reading itself costs a few thousand units)."""
    if host is None:
        return 0
    return json.loads(host.call("fuel", "{}"))["value"]
