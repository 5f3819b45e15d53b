"""Hold C on a ranking on the device: it restarts to draw the play's QR
code on a clean heap, and the boot that follows opens it over the play's
page in Finished games, once. In both runtimes: the restart is the
device's soft reset, here a boot on the same flash."""

import main

from core.rng import Rng
from core.store import Store
from hw.simpanel import SimPanel
from support.faultfs import FaultFS
from support.screens import choose, new_generic, score
from ui import widgets


def boot(fs):
    """The device on the flash ``fs``: its store, and the app booted."""
    store = Store(fs)
    return main.start(SimPanel(), store, Rng(7)), store


def _finished(app):
    """A one-round generic game, ended: the ranking on the screen."""
    new_generic(app, rounds=1)
    for points in (4, 7, 2):
        score(app, points)
        app.press("c")
    app.press("b")
    choose(app, "End the game")
    choose(app, "yes")
    from ui import tools
    assert isinstance(app.top(), tools.Ranking)


def test_hold_c_on_the_ranking_restarts_into_the_qr_code():
    fs = FaultFS()
    app, store = boot(fs)
    _finished(app)
    number = int(app.session.journal.folder.rsplit("/", 1)[1])
    restarts = []
    app.restart = lambda: restarts.append(True)
    app.press("C")
    assert restarts == [True]           # the device restarts...
    again, store = boot(fs)             # ...and boots on the same flash
    from ui import playlog
    qr = again.top()
    assert isinstance(qr, playlog.QRScreen)
    assert qr.summary["results"][0]["name"] == "Bartek"     # the 7 points won
    assert qr.number == number
    again.press("b")                    # B: the play's page, as from Finished games
    assert not isinstance(again.top(), playlog.QRScreen)
    assert "Bartek" in " ".join(again.top().label(i, again) for i in again.top().items)
    # asked once: the next boot is the main menu's
    third, store = boot(fs)
    assert third.top().title == "Table companion"


def test_without_a_restart_the_code_is_drawn_in_place():
    fs = FaultFS()
    app, store = boot(fs)
    _finished(app)
    app.press("C")
    from ui import playlog
    assert isinstance(app.top(), playlog.QRScreen)
    again, store = boot(fs)
    assert again.top().title == "Table companion"


def test_a_damaged_request_boots_to_the_main_menu():
    fs = FaultFS()
    app, store = boot(fs)
    _finished(app)
    store.storage.replace("next", (b"qr \xff\x00",))
    again, store = boot(fs)
    assert again.top().title == "Table companion"
    store.open_next("qr", 99)           # a play no longer on the device
    again, store = boot(fs)
    assert isinstance(again.top(), widgets.Message)
    again.press("b")
    assert again.top().title == "Table companion"
