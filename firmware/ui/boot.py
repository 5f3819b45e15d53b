"""The boot's work (main.start): the settings, the saved game resumed,
the app built and its first screen chosen. Imported for the boot and
dropped before the first frame is drawn: its code is not on the heap for
the evening (main, which the device runs as source, keeps only the loop
and the press)."""

from core import mem, texts
from core.rng import Rng
from ui import text, widgets
from ui.canvas import Canvas, close_fonts
from ui.screen import App


def start(panel, store, rng, main_menu):
    """main.start's work but the first frame: the app on ``panel`` with
    ``store``, the game in progress resumed or ``main_menu`` shown."""
    settings = store.load_settings() if store is not None else {}
    text.set_lang(settings.get("lang", 0))
    notes = []
    mem.collect()  # the imports' garbage, before the saved game is read
    restarted = session = None
    if store is not None:
        # The saved game first: its import reads every step of the game
        # one at a time (games.steps), the boot's peak, and the frame
        # buffers and fonts are not on the heap yet beside it.
        session, notes = store.resume()
        restarted = store.take_restart()
    if session is not None:
        # The modules of the steps the replay read and the game has left.
        import games
        games.settle(session.game, session.state["cur"]["step"])
        mem.collect()
        from ui import play
        play.ready(session)
    mem.collect()
    canvas = Canvas.for_panel(panel)
    # The fonts' metrics and glyph buffers (the glyphs themselves are read
    # from flash when drawn).
    for name in ("small", "medium", "large"):
        canvas.font(name)
    app = App(panel, canvas, rng or Rng(), store, settings)
    app.session = session
    session = None
    # The text packs and font files read so far are closed again (on the
    # Pico an open file holds a 1 KB buffer), and the fonts' loading goes,
    # before the first screen's imports.
    texts.close()
    close_fonts()
    mem.collect()
    # An ending the power cut short has just been completed: say where it is.
    title = text.t("game_over" if "ended_saved" in notes else "error")
    app.restarted = restarted is not None
    if restarted is not None:   # a press failed and the device restarted (press)
        what = "out_of_memory" if restarted == "MemoryError" else restarted
        if app.session is None:
            title = text.t("restarted")
            notes = [what] + notes
        else:                   # the game is back as its journal kept it
            notes = ["restarted", what, "check_last"] + notes
    notes = [text.t(n) if text.has(n) else n for n in notes]
    # Only the screens shown are imported: the play screen or the menus.
    app.main_menu = main_menu
    if app.session is not None:
        from ui import play
        play.show(app)
        draft = store.draft("load", app.session)
        if draft is not None:   # a form the power-off left open: where it was
            from ui import actions
            actions.reopen(app, draft)
        if notes:   # what the recovery did is worth a press to read
            app.push(widgets.Message(text.t("resumed"), notes))
        elif draft is None:     # a plain resume says so where the hints go,
            from ui.commands import status  # at no press
            app.note = text.t("resumed") + ": " + status(app.session)
    else:
        main_menu(app)
        if notes:
            app.push(widgets.Message(title, notes))
    return app
