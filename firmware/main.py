"""Boot and main loop of the table companion.

On the device ``main.py`` runs at power-up: load the board's data, bring up
the panel and buttons, open the flash storage, resume the saved game (with
a short "resumed" or recovery notice) or show the main menu, then wait for
buttons. The simulator and the tests call ``start`` with their own panel,
storage and rng and feed presses to ``App.press``.
"""

from core import mem
from core.rng import Rng
from ui import menus, text, widgets
from ui.canvas import Canvas
from ui.play import PlayScreen
from ui.screen import App


def start(panel, store, rng=None):
    """Build the app on ``panel`` with ``store`` (games on flash), resume
    the game in progress if there is one, and draw the first screen."""
    settings = store.load_settings() if store is not None else {}
    text.set_lang(settings.get("lang", 0))
    canvas = Canvas.for_panel(panel)
    # The fonts' glyph data are the largest blocks the screens need: take
    # them now, while the heap is in one piece, not after a game's code
    # has scattered small objects over it.
    for name in ("small", "medium", "large"):
        canvas.font(name)
    app = App(panel, canvas, rng or Rng(), store, settings)
    notes = []
    mem.collect()  # the imports' garbage, before the saved game is read
    if store is not None:
        app.session, notes = store.resume()
    mem.collect()
    notes = [text.t(n) if text.has(n) else n for n in notes]
    if app.session is not None and not app.session.state["over"]:
        app.home(PlayScreen())
        app.push(widgets.Message(text.t("resumed"), notes or [status_line(app.session)]))
    else:
        menus.main_menu(app)
        if notes:
            app.push(widgets.Message(text.t("error"), notes))
    app.render()
    return app


def status_line(session):
    from ui.play import status
    return status(session)


def run():
    """The device: board from /board.json, hardware, flash, loop forever."""
    import boards
    from core import store as storemod
    from hw import setup
    store = storemod.Store(storemod.device_storage())
    hw = setup.build(boards.configured(), storage_busy=store.busy)
    app = start(hw.panel, store)
    while True:
        key = hw.next_key(app)
        if key is not None:
            app.press(key)
            mem.collect()


if __name__ == "__main__":
    run()
