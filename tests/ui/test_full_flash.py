"""A full flash: the reserve (core.storage) gives the last writes room,
a press that fails for space restarts the device once with "Flash full"
on screen, no boot loops, and after a reboot nothing is lost that a press
had shown as saved."""

import main

from core import canon
from core.rng import Rng
from core.storage import RESERVE
from core.store import Store
from hw.simpanel import SimPanel
from support.faultfs import FaultFS
from support.screens import new_generic
from ui import widgets


def test_forty_presses_on_a_full_flash_lose_nothing_saved_and_never_loop():
    fs = FaultFS()
    fs.keep_reserve(300)
    app = main.start(SimPanel(), Store(fs), Rng(7))
    new_generic(app, rounds=0)
    assert fs.exists(RESERVE)
    fs.space = fs.used() + 100      # a few records' room, then the reserve's
    holder = [app]
    restarts = []

    def restart():
        restarts.append(1)
        holder[0] = main.start(SimPanel(), Store(fs), Rng(7))

    saved = None
    for i in range(40):
        app = holder[0]
        if app.session is None or not isinstance(app.top(), type(app.stack[0])):
            app.press("b")          # a message over the screen: read
            continue
        main.press(app, "a" if i % 3 else "c", restart)
        app = holder[0]
        if app.session is not None and app is not None and not restarts[i:]:
            # what the screen shows after a press is on the flash
            saved = canon.dumps(app.session.state)
    assert not fs.exists(RESERVE)           # it gave its room
    assert 1 <= len(restarts) <= 40
    again = main.start(SimPanel(), Store(fs), Rng(7))
    assert again.session is not None
    if saved is not None:
        got = canon.dumps(again.session.state)
        assert got == canon.dumps(holder[0].session.state) or got == saved


def test_flash_full_is_said_at_the_boot_after_the_press_that_failed():
    fs = FaultFS()
    fs.keep_reserve(200)
    app = main.start(SimPanel(), Store(fs), Rng(7))
    new_generic(app, rounds=0)
    fs.space = fs.used() + 40       # a few records' room, then the reserve's
    boots = []

    def restart():
        boots.append(main.start(SimPanel(), Store(fs), Rng(7)))

    n = app.session.state["n"]
    for _ in range(80):
        if boots:
            break
        main.press(app, "c", restart)
    assert boots, "no press failed for space"
    top = boots[0].top()
    assert isinstance(top, widgets.Message)
    assert "Flash full: not saved" in top.lines, top.lines
    # the game is back as its journal kept it: every turn the screen showed
    assert boots[0].session.state["n"] >= n
