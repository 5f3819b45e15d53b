"""The simulator's loop (simloop.py) playing several games one after
another in one session, as a table plays an evening without switching the
device off. Run in its place inside MicroPython, with the same arguments;
the key script holds a marker ``@SEED`` before each game's keys.

At a marker the table goes back to the main menu as it would, by long B
presses (from the ranking or a finished play's page to the screen under
it, from the play screen to the main menu), the device's generator is
seeded anew (each game's key script was written for its own dice), and
once that game's first play screen is
up (its new-game wizard done) the loop prints::

    GAME <n> <live>

``live``: the heap still live after a collection there, the names that
MicroPython interned for good so far included. Then, at the end,
``qstr pool: ...`` as simtrace.py prints it.

It hooks in where simloop and the firmware look their names up at each
call (main.start, simloop.each_key), as simtrace.py does.
"""

import sys

import main
import micropython
import simloop

from core import mem
from core.rng import Rng

app = [None]
# the games started, whether the current one's start is still to be noted
game = [0, False]
_start = main.start
_each_key = simloop.each_key


def start(*args):
    a = _start(*args)
    app[0] = a
    press = a.press

    def noted(k):
        press(k)
        if game[1] and type(a.top()).__name__ == "PlayScreen":
            game[1] = False
            mem.collect()
            print("GAME %d %d" % (game[0], mem.used()))
    a.press = noted
    return a


def home():
    """Long B until the main menu is up (the stack's root, not the play
    screen): at most a few presses."""
    a = app[0]
    for _ in range(8):
        if len(a.stack) == 1 and type(a.top()).__name__ != "PlayScreen":
            return
        mem.collect()
        a.press("B")
    raise SystemExit("the main menu is not up after 8 long B presses")


def each_key(f):
    for key in _each_key(f):
        if key[0] == "@":
            home()
            app[0].rng = Rng(int(key[1:]))
            game[0] += 1
            game[1] = True
            continue
        yield key


main.start = start
simloop.each_key = each_key
simloop.main(sys.argv[1:])
micropython.qstr_info()
