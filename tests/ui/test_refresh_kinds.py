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
    band = refresh.BAND
    rows = 4 * band
    r = refresh.Refresh(1, rows, every=3)
    buf = bytearray(rows)
    r.shown(buf, True)                                    # the boot's full frame
    for i in range(3):
        buf[i * band + 1] = 1                             # a row of band i
        assert r.decide(buf, 1, rows, settled=False) == (False, (0, i * band, 8, band))
        r.shown(buf, False)
    buf[5] = 1
    assert r.decide(buf, 1, rows, settled=False)[0] is False    # a menu: it waits
    assert r.decide(buf, 1, rows, settled=True) == (True, None)  # the play screen


def test_a_partial_refresh_covers_the_bands_that_changed_and_only_those():
    band = refresh.BAND
    stride, rows = 16, 296                    # the Badger's and Inky Pack's panel
    r = refresh.Refresh(stride, rows)
    buf = bytearray(stride * rows)
    assert r.decide(buf, stride, rows) == (True, None)      # the boot's frame
    r.shown(buf, True)
    assert r.decide(buf, stride, rows) == (None, None)      # nothing changed
    # one pixel in row 100 and one in row 180: the bands from 96 to 183
    buf[100 * stride + 3] = 0x10
    buf[180 * stride] = 0x80
    top = 100 // band * band
    assert r.decide(buf, stride, rows) == (False, (0, top, 128, (180 // band + 1) * band - top))
    r.shown(buf, False)
    assert r.decide(buf, stride, rows) == (None, None)
    # the same bytes moved within a row change its band all the same
    buf[100 * stride + 3], buf[100 * stride + 4] = 0, 0x10
    assert r.decide(buf, stride, rows) == (False, (0, top, 128, band))
    r.shown(buf, False)
    # the last band ends with the panel (296 rows: the last band is short)
    buf[295 * stride] = 1
    full, (x, y, w, h) = r.decide(buf, stride, rows)
    assert (full, y + h) == (False, rows)
    # a frame undone to the one shown changes nothing
    buf[295 * stride] = 0
    assert r.decide(buf, stride, rows) == (None, None)
