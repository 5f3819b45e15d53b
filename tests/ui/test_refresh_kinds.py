"""The refresh each screen asks the panel for: menus, lists and number
entry the fastest partial one, the play screen after a change the cleaner
partial one, a new screen and every 20th update a full one, whatever the
kind before (see ui.refresh and hw.panel)."""

import main

from core.rng import Rng
from hw.simpanel import SimPanel
from support.memstore import MemStore


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
    assert after(app, panel, "B") == (0, 1, 0)            # back on the play screen


def test_the_20th_partial_update_is_full_fast_or_not():
    app, panel = boot()
    kinds = [after(app, panel, k) for k in ("c", "a") * 12]
    assert kinds[:20] == [(0, 0, 1)] * 20 and kinds[20] == (1, 0, 0)
