"""Boot and main loop of the table companion.

On the device ``main.py`` runs at power-up: load the board's data, bring up
the panel and buttons, open the flash storage, resume the saved game (with
"resumed" in the play screen's footer, or a recovery notice to read, and
the form that was being filled in, if any) or show the main menu, then
wait for buttons. The simulator and the tests call ``start`` with their
own panel, storage and rng and feed presses to ``App.press``; the device
feeds them to ``press``, which keeps a press that fails from stopping it.
"""

import sys

import games  # noqa: F401 -- the registry: hands core its games (core.protocol.use)
from core import mem
from ui import text, widgets

RESERVE = 8192      # bytes: two flash blocks


def start(panel, store, rng=None):
    """Build the app on ``panel`` with ``store`` (games on flash), resume
    the game in progress if there is one, and draw the first screen. The
    work is ui.boot's, let go before the frame: its code is no part of
    the first frame's peak or the evening's heap."""
    from ui import boot
    app = boot.start(panel, store, rng, main_menu)
    boot = None
    mem.drop("ui.boot")
    mem.collect()
    app.render()
    return app


def boot(panel, store, rng=None):
    """``start``, guarded: whatever no check of the flash foresaw must not
    leave the panel stale and the buttons dead at every power-up. What
    failed is shown over the main menu of a device that saves nothing
    (a press restarts the device: see ``press``)."""
    try:
        return start(panel, store, rng)
    except Exception as e:  # noqa: BLE001 - the last guard: anything at all
        from core.storage import PowerCut
        if isinstance(e, PowerCut):
            raise           # the simulator's power cut: no boot to finish
        what = [type(e).__name__, str(e)[:80]]
    mem.collect()
    from core.rng import Rng
    from ui.canvas import Canvas
    from ui.screen import App
    app = App(panel, Canvas.for_panel(panel), rng or Rng(), None, {})
    app.main_menu = main_menu
    app.restarted = True    # a failing press does not restart into this again
    main_menu(app)
    app.push(widgets.Message(text.t("error"), what))
    app.render()
    return app


def main_menu(app):
    """The main menu as the new root (``App.main_menu``): ui.menus,
    imported when it is shown. The screens that lead back to it call it
    through the app, as the menus lead to them (no import cycle)."""
    from ui import menus
    menus.main_menu(app)


def press(app, key, restart):
    """One press on the device (``run``). A press that raises (the heap run
    out on a board with less of it, a flash error, a fault of ours) must
    not leave the device stopped with a stale screen: what stopped it is
    noted on flash and the device restarts with a clean heap (``restart``:
    MicroPython's soft reset) and resumes the game from its journal, which
    holds every event the press applied; the boot says what happened. When
    the first press after such a restart fails too, restarting again would
    go round in circles: the error is shown, and the device goes on."""
    try:
        app.press(key)
    except Exception as e:  # noqa: BLE001 - whatever it was, the device goes on
        what = type(e).__name__
        if what == "OSError" and e.args[:1] == (28,):
            what = "flash_full"     # said as such at the next boot, translated
        e = None            # the press's objects, the traceback's frames: garbage now
        mem.collect()
        if not app.restarted:
            if app.store is not None:
                try:
                    app.store.note_restart(what)
                except Exception:  # noqa: BLE001, S110 - restarting matters more than the note
                    pass
            restart()
            return
        try:
            app.push(widgets.Message(text.t("error"), text.notes([
                "out_of_memory" if what == "MemoryError" else what])))
            app.render()
        except Exception:  # noqa: BLE001, S110 - the next press may still work
            pass
    else:
        app.restarted = False


def board_hardware(name=None, storage_busy=None, clock=None):
    """The board's hardware (``hw.hardware.Hardware``), built from its data:
    the board named in /board.json, or ``name``. The board's data modules
    and the builder are needed only now: dropped once it is built, their
    code (about 7 KB) is not on the heap for the evening."""
    import boards
    from hw import setup
    board = boards.load(name) if name else boards.configured()
    hw = setup.build(board, clock, storage_busy)
    mem.drop("hw.setup", *[m for m in sys.modules if m == "boards" or m.startswith("boards.")])
    return hw


def run():
    """The device: board from /board.json, hardware, flash, loop forever."""
    import machine

    from core import store as storemod
    store = storemod.Store(storemod.device_storage())
    # Room kept for a full flash: the last press's record, a draft and
    # the note of what stopped a press still fit (core.storage).
    store.storage.keep_reserve(RESERVE)
    hw = board_hardware(storage_busy=store.busy)
    app = boot(hw.panel, store)
    app.power_status = hw.power_status  # Settings shows it (ui.menus.power_label)
    app.restart = machine.soft_reset    # (ui.tools: the QR code on a clean heap)
    while True:
        key = hw.next_key(app)
        if key is not None:
            press(app, key, machine.soft_reset)
            mem.collect()


if __name__ == "__main__":
    run()
