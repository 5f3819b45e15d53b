"""Main menu, settings, and the ways into the new-game wizard
(ui.newgame), the games in progress (ui.inprogress), the finished games
(ui.playlog) and the records (ui.records), each imported when chosen.

Imported when the main menu opens; the play screen drops it (see ui.play).

New game: choose the game, the number of players, each player's name (a
list of common names or spelled with the buttons) and colour, the game's
options, then the first player (drawn by the device or chosen); the game
starts and is saved from its first event on. A game in progress is asked
about first: kept (Continue lists the games in progress) or abandoned to
the finished games, marked unfinished.
"""

from core import mem, texts
from ui import text, widgets

# The play screen and what opens over it: not needed behind the menus.
_PLAY = ("ui.play", "ui.commands", "ui.actions", "ui.tools")
_ASKED = "ui.inprogress"    # the games in progress: Continue's list, New game's question
_WIZARD = "ui.newgame"      # the new-game wizard, left by Back


def main_menu(app):
    if app.session is not None and not app.live():
        # A finished game is archived and no screen of the main menu's
        # reaches its session again: its state and journal leave the heap
        # (tens of KB the next game or the QR code would carry).
        app.session = None
    items = [(text.t("new_game"), new_game)]
    if app.live() or (app.store is not None and app.store.in_progress()):
        items.insert(0, (text.t("continue"), continue_game))
    if app.store is not None:
        items.append((text.t("finished"), finished_games))
        items.append((records_label(), records))
    items.append((text.t("settings"), settings))
    app.home(widgets.Menu(text.t("app"), items, back=False))
    mem.drop(_ASKED, _WIZARD, *_PLAY)


def continue_game(app):
    mem.drop(_WIZARD)
    from ui import inprogress
    inprogress.continue_game(app)


# -- new game -------------------------------------------------------------

def new_game(app):
    """Choose the game; a game in progress is asked about first."""
    if app.session is None and app.store is not None and app.store.in_progress():
        app.session, _notes = app.store.resume()     # the current one, if any
    if app.live():
        from ui import inprogress
        inprogress.ask(app)
        return
    choose_game(app)


def choose_game(app):
    """The wizard's first step (ui.newgame, dropped when the game starts
    or another item of the main menu is chosen)."""
    mem.drop(_ASKED)        # kept or abandoned: the question's code goes
    from ui import newgame
    newgame.choose_game(app)


# -- settings ---------------------------------------------------------------

def settings(app):
    mem.drop(_WIZARD)

    def lang_label(app):
        return "%s: %s" % (text.t("language"), text.LANGS[text.lang()])

    def toggle_lang(app):
        text.set_lang(1 - text.lang())
        app.settings["lang"] = text.lang()
        save_settings(app)
        # The main menu below holds its labels as text: built again in
        # the new language, with the settings over it.
        main_menu(app)
        settings(app)

    def every_label(app):
        return "%s %s" % (text.t("refresh_every"), text.t("refresh_n") % app.refresh.every)

    def every(app):
        def ok(app, n):
            app.refresh.every = n
            app.settings["refresh_every"] = n
            save_settings(app)
            app.pop()
        app.push(widgets.NumberEntry(text.t("refresh_every"), 1, 100, app.refresh.every, ok))

    def now(app):
        app.refresh.request_full()

    items = [(lang_label, toggle_lang), (every_label, every), (text.t("refresh_now"), now)]
    if getattr(app, "power_status", None) is not None:
        # Only on a device: main.run gives the app its hardware's reading.
        items.append((power_label, _read_again))
    app.push(widgets.Menu(text.t("settings"), items))


def power_label(app):
    """USB, the battery's voltage and charge, or that this board cannot
    measure it (never a made-up level)."""
    kind, reading = app.power_status()
    if kind == "usb":
        return text.t("power_usb")
    if kind not in ("battery", "vsys"):
        return text.t("battery_unknown")
    volts, pct = reading
    cents = int(volts * 100 + 0.5)
    shown = "%d.%02d" % (cents // 100, cents % 100)
    if text.lang() == 1:
        shown = shown.replace(".", ",")  # Polish writes a decimal comma
    # "vsys": the supply is read, but whether USB feeds it is not (a W
    # board on the plain Pico firmware: its VBUS sense is the radio's)
    return text.t("battery_level" if kind == "battery" else "battery_vsys") % (shown, pct)


def _read_again(app):
    pass  # the label reads the battery each time the menu is drawn


def save_settings(app):
    if app.store is not None:
        app.store.save_settings(app.settings)


# -- finished games -----------------------------------------------------------

def finished_games(app):
    mem.drop(_WIZARD)
    from ui import playlog  # the list, a play's ranking and its QR code
    playlog.finished_games(app)


def records_label():
    """"Records": the name of the screen, text 0 of its pack."""
    return texts.get("ui/records", 0, text.lang())


def records(app):
    """The table's records (ui.records, dropped when its list closes)."""
    mem.drop(_WIZARD)
    from ui import records as screen
    screen.show(app)
