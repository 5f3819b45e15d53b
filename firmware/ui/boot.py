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
    app.restarted = restarted is not None
    title = None
    if restarted is not None:   # a press failed and the device restarted (press)
        what = "out_of_memory" if restarted == "MemoryError" else restarted
        if app.session is None:
            title = "restarted"
            notes = [what] + notes
        else:                   # the game is back as its journal kept it
            notes = ["restarted", what, "check_last"] + notes
    # Only the screens shown are imported: the play screen or the menus.
    app.main_menu = main_menu
    draft = None
    if app.session is not None:
        j = app.session.journal
        if j.last_group > 1 and j.length == j.full_length:
            # the last press recorded several events (a step passed by
            # itself, the dice of a round): one undo takes them all back,
            # as it would have before the power-off (ui.commands.undo)
            app.passed = (j.length, j.length - j.last_group)
        from ui import commands, play
        # what the game keeps for its next games, from the state resumed:
        # a power cut may have come between the event and the settings
        commands.keep_options(app, app.session)
        play.show(app)
        draft = store.draft("load", app.session)
        if draft is not None:   # a form the power-off left open: where it was
            from ui import actions
            actions.reopen(app, draft)
    else:
        main_menu(app)
        opened = store.take_next() if store is not None else None
        if opened is not None and opened[0] == "qr":
            # Held C on a ranking: the device restarted to draw the play's
            # QR code on a clean heap (ui.tools). Over its page in
            # Finished games, where B leads back, as if reached from there.
            _qr(app, opened[1])
    if store is not None and store.aside:   # files set aside: named, once
        notes = notes + store.aside
        del store.aside[:]
    if notes:   # what the recovery did is worth a press to read
        if app.session is not None:
            title = "resumed"
        elif title is None:
            # An ending the power cut short has just been completed: say where it is.
            title = "game_over" if "ended_saved" in notes else \
                "recovered" if "recovered" in notes else "set_aside"
        app.push(widgets.Message(text.t(title), text.notes(notes)))
    elif app.session is not None and draft is None:
        from ui.commands import status  # a plain resume says so where the hints go, at no press
        app.note = text.t("resumed") + ": " + status(app.session)
    return app


def _qr(app, number):
    """Finished play ``number``'s QR code over its page, at the boot. A
    play no longer there (deleted since, the flash set aside) or a code
    that cannot be drawn leaves the main menu, with what went wrong."""
    try:
        summary = app.store.summary(number)
        from ui import playlog
        playlog.show_play(app, number)
        playlog.show_qr(app, number, summary)
    except Exception as e:  # noqa: BLE001 - the boot must go on
        app.main_menu(app)
        app.push(widgets.Message(text.t("error"), [type(e).__name__, str(e)[:80]]))
