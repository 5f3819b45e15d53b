"""The refresh each screen asks the panel for: menus, lists and number
entry the fastest partial one, the play screen the cleaner partial one
when a score or a die it shows changed (else the fastest), a new screen a
full one, and every 50th update a full one on the play screen (on any
screen after 100), whatever the kind before (see ui.refresh, hw.panel)."""

import main

from core.rng import Rng
from hw.simpanel import SimPanel
from support.memstore import MemStore
from support.screens import score
from ui import refresh


def boot():
    panel = SimPanel()
    return main.start(panel, MemStore(), Rng(7)), panel


def after(app, panel, keys):
    """(full, partial but not fast, fast) refreshes the presses caused."""
    before = (panel.full_refreshes, panel.partial_refreshes, panel.fast_refreshes)
    for k in keys.split():
        app.press(k)
    full = panel.full_refreshes - before[0]
    fast = panel.fast_refreshes - before[2]
    return full, panel.partial_refreshes - before[1] - fast, fast


def test_menus_are_fast_the_play_screen_partial_a_new_root_full():
    app, panel = boot()
    assert (panel.full_refreshes, panel.partial_refreshes) == (1, 0)   # the boot's frame
    assert after(app, panel, "c a") == (0, 0, 2)          # the main menu's cursor
    # New game, "Any game" (wrapping up), 3 players: a number entry
    assert after(app, panel, "b a b c a") == (0, 0, 5)
    # ok, the names and colours, the options (start): the first player's menu
    assert after(app, panel, "b b b b b b b b") == (0, 0, 8)
    assert after(app, panel, "c") == (0, 0, 1)            # Ania, not "Device draws"
    assert after(app, panel, "b") == (1, 0, 0)            # the play screen: a new root
    assert after(app, panel, "a") == (0, 1, 0)            # the dice rolled: the play screen
    assert after(app, panel, "b") == (0, 0, 1)            # its menu
    assert after(app, panel, "B") == (0, 0, 1)            # back: no number changed
    score(app, 4)                                         # Ania's points: the pad's entry
    assert panel.partial_refreshes - panel.fast_refreshes == 2    # the play screen's total
    # Bartek's turn: Ania's dice leave the screen, a partial refresh
    # (they would stay as ghosts after a fast one); the marker moved
    assert after(app, panel, "c") == (0, 1, 0)
    assert after(app, panel, "b") == (0, 0, 1)            # his menu
    assert after(app, panel, "B") == (0, 0, 1)            # back: nothing changed
    assert after(app, panel, "a") == (0, 1, 0)            # his dice


def test_the_periodic_full_refresh_waits_for_the_play_screen():
    app, panel = boot()
    # the main menu's cursor, up and down: not where the flash belongs
    kinds = [after(app, panel, k) for k in ("c", "a") * 51]
    assert kinds[:100] == [(0, 0, 1)] * 100 and kinds[100] == (1, 0, 0)
    r = refresh.Refresh(16, every=3)
    buf = bytearray(16)
    r.shown(buf, True)                                    # the boot's full frame
    for i in range(3):
        buf[i] = 1
        assert r.decide(buf, 1, 16, settled=False) == (False, (0, i, 8, 1))
        r.shown(buf, False)
    buf[5] = 1
    assert r.decide(buf, 1, 16, settled=False)[0] is False    # a menu: it waits
    assert r.decide(buf, 1, 16, settled=True) == (True, None)  # the play screen
