"""A generic game on the screens by key presses, with an in-memory store:
the helpers the ui suites share."""

import main

from core.rng import Rng
from hw.simpanel import SimPanel
from support.memstore import MemStore
from ui import widgets

# The screens' modules come and go with the screens (core.mem.drop): a
# test imports ui.play where it looks at the play screen, to see the
# module the firmware loaded last.


def boot(seed=7):
    panel = SimPanel()
    store = MemStore()
    return main.start(panel, store, Rng(seed)), panel, store


def press(app, keys):
    for k in keys.split():
        app.press(k)


def choose(app, label):
    """Move the top menu's cursor to ``label`` with C presses, then B."""
    menu = app.top()
    labels = [menu.label(item, app) for item in menu.items]
    assert label in labels, (label, labels)
    while labels[menu.index] != label:
        app.press("c")
    app.press("b")


def new_generic(app, names=("Ania", "Bartek", "Celina"), rounds=10, answer=None):
    """A generic game through the wizard; ``answer``: the choice to the
    question about a game in progress, when there is one."""
    choose(app, "New game")
    if answer:
        choose(app, answer)
    choose(app, "Any game")
    assert isinstance(app.top(), widgets.NumberEntry)
    while app.top().value < len(names):
        app.press("c")
    while app.top().value > len(names):
        app.press("a")
    app.press("b")
    for name in names:
        choose(app, name)
        choose(app, "no colour")
    choose(app, "Rounds (0 = open): 0")
    for _ in range(rounds):
        app.press("c")
    app.press("b")
    choose(app, "Start the game")
    choose(app, names[0])
    from ui import play
    assert isinstance(app.top(), play.PlayScreen)


def score(app, points):
    app.press("b")
    choose(app, "Score +/-")
    app.press("b")                       # the active player is preselected
    for _ in range(points):
        app.press("c+" if points > 3 else "c")
    app.press("b")
