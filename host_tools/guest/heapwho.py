"""The simulator's loop (simloop.py) stopped at one collection of one press
to show what the heap holds there (host_tools/heap_who.py reads it). Run
in its place inside MicroPython, with simloop's arguments and two more:
the press (1 for the first) and which collection of the firmware's inside
it (1 for the first; 0: the loop's own, after the press).

Every import is noted (the module's name and its address, ``id``), so
that a module dropped from ``sys.modules`` and still on the heap can be
told. Right after that collection it prints MicroPython's map of the heap
(``micropython.mem_info(1)``: a letter per 16-byte block, what is live),
then writes the memory from address 0 to the heap's end to
``/flash/mem.bin``: the heap, the interpreter's static state and the
C stack, every word the collector may have read. Then, and the run
ends there::

    STACKUSE <bytes>          the C stack in use at the dump
    MARKER <address>          a local of the dump: its word on the stack
    SEEN <name>=<address> ... every module imported so far
    LOADED <name>=<address>   the modules in sys.modules

The import hook and this module take some heap themselves: the figures
are this run's, a few hundred bytes off the bench's.
"""

import builtins
import sys

import main
import micropython
import simloop
import uctypes

from core import mem

seen = []
_import = builtins.__import__


def noted(*args, **kw):
    m = _import(*args, **kw)
    for name in sys.modules:
        i = id(sys.modules[name])
        if (name, i) not in seen:
            seen.append((name, i))
    return m


builtins.__import__ = noted

WHICH = int(sys.argv.pop())
TARGET = int(sys.argv.pop())
# The end of what is dumped: the WASI build's memory is 384 KB, the heap
# ends below that.
END = 0x60000
# presses done, whether the loop's collection after a press is next, the
# collections counted inside the target press, whether a press is running
state = [0, False, 0, False]
_collect = mem.collect
_start = main.start


def collect():
    after_press = state[1]
    state[1] = False
    _collect()
    if after_press:
        if state[0] == TARGET and WHICH == 0:
            dump()
    elif state[3] and state[0] == TARGET - 1:
        state[2] += 1
        if state[2] == WHICH:
            dump()


def dump():
    marker = bytearray(4)
    print("MEMINFO")
    micropython.mem_info(1)
    print("ENDMEMINFO")
    print("STACKUSE %d" % micropython.stack_use())
    with open("/flash/mem.bin", "wb") as f:
        f.write(uctypes.bytearray_at(0, END))
    print("MARKER %d" % id(marker))
    print("SEEN " + " ".join("%s=%d" % s for s in seen))
    print("LOADED " + " ".join("%s=%d" % (n, id(sys.modules[n])) for n in sys.modules))
    sys.exit(0)     # the rest of the game is not needed


def start(*args):
    a = _start(*args)
    press = a.press

    def counted(k):
        state[3] = True
        press(k)
        state[3] = False
        state[0] += 1
        state[1] = True
    a.press = counted
    return a


mem.collect = collect
main.start = start
simloop.main(sys.argv[1:])
