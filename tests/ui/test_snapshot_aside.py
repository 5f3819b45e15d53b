"""A damaged snapshot is not skipped in silence: it goes to the damaged
folder, the boot names it in the language shown, and the game is rebuilt
from its journal, exactly as it was."""

import main

from core import canon
from core.rng import Rng
from core.session import SNAPSHOT_EVERY
from core.store import Store
from hw.simpanel import SimPanel
from support.cutsweep import play
from support.faultfs import FaultFS
from ui import text

GENERIC = ["b", "=Any_game", "#2", "b", "=no_colour", "b", "=no_colour", "=Start_the_game",
           "=Ania"]


def boot(fs):
    return main.boot(SimPanel(), Store(fs), Rng(7))


def test_a_damaged_snapshot_is_set_aside_named_and_the_game_rebuilt():
    fs = FaultFS()
    app = boot(fs)
    play(app, GENERIC)
    while app.session.state["n"] < SNAPSHOT_EVERY + 2:
        app.press("a" if app.session.state["n"] % 3 else "c")
    state = canon.dumps(app.session.state)
    folder = app.session.journal.folder
    snaps = [leaf for leaf in ("snap0", "snap1") if fs.exists(folder + "/" + leaf)]
    assert snaps, fs.listdir(folder)
    name = folder + "/" + snaps[0]
    fs.flip(name, len(fs.get(name)) - 3)
    for lang in (0, 1):
        again = fs.clone()
        if lang:
            Store(again).save_settings({"lang": 1})
        app = boot(again)
        assert canon.dumps(app.session.state) == state
        leaf = name.replace("/", "-")
        assert again.exists("damaged/" + leaf) and not again.exists(name)
        shown = " ".join(str(x) for x in getattr(app.top(), "lines", ()))
        assert leaf in shown, shown
        assert text.t("resumed") in app.top().title, app.top().title
