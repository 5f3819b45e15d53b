"""The simulator's loop (simloop.py) with what the bench reads per press
beside its fuel and heap. Run in its place inside MicroPython, with the
same arguments; simloop itself is left as it is, so that every other run
measures the same code.

After each press's PRESS line it prints::

    TRACE <live> <peak> <screen> <index>

``live``: the heap still live after the loop's collection before the
press; ``peak``: the most in use just before one of the firmware's own
collections inside the press (the QR encoder's: the press's true peak
when it collects; 0 when it does not); ``screen``: the class of the
screen on top after it; ``index``: the script's key it belongs to (from
0). At the end, ``LIVE_END <live>``: the heap live after a collection
once every key is pressed, the app kept; then MicroPython's own line
about the names it has interned for good (``micropython.qstr_info()``:
"qstr pool: n_pool=7, n_qstr=1482, n_str_data_bytes=12636,
n_total_bytes=30636").

It hooks in where simloop and the firmware look their names up at each
call: core.mem.collect, main.start (the app, whose press it wraps) and
simloop.each_key (the script's keys, counted). Recording takes no heap.
"""

import sys

import main
import micropython
import simloop

from core import mem

# live before the press, peak inside it, the script's key being pressed,
# whether a TRACE line is due, the screen on top after the press, the
# script's key of the press
live = [0, 0, 0, False, None, 0]
app = [None]
_collect = mem.collect
_start = main.start
_each_key = simloop.each_key


def collect():
    if live[3]:
        # The first collection after a press is the loop's, before the next
        # one (or after the last): the line's garbage goes with it.
        live[3] = False
        print("TRACE %d %d %s %d" % (live[0], live[1], live[4], live[5]))
    else:
        used = mem.used()
        if used > live[1]:
            live[1] = used
    _collect()


def start(*args):
    a = _start(*args)
    app[0] = a
    press = a.press

    def traced(k):
        live[0] = mem.used()
        live[1] = 0
        press(k)
        live[4] = type(a.top()).__name__
        live[5] = live[2]
        live[3] = True
    a.press = traced
    return a


def each_key(f):
    for key in _each_key(f):
        yield key
        live[2] += 1


mem.collect = collect
main.start = start
simloop.each_key = each_key
simloop.main(sys.argv[1:])
mem.collect = _collect
_collect()
print("LIVE_END %d" % mem.used())
micropython.qstr_info()
