"""A table that presses buttons at random, but like a person would: on the
play screen mostly C (next) and B (the menu), sometimes A (roll) and long
A (undo); in a menu a random item, now and then back out; in a number
entry a few random steps, then OK. It never chooses "Main menu", "New
game" or "Refresh", and seldom "End the game", so a walk stays inside one
game and gets deep into it (a pure random walk soon wanders back to the
main menu and starts other games).

Host-only: it drives the firmware's App in this process under CPython and
raises whatever the firmware raises."""

from core.rng import Rng
from core.storage import Storage
from core.store import Store
from games import catalog
from hw.simpanel import SimPanel

GAMES = catalog.ids()       # in the new-game menu's order

# What a table enters at setup before anything else can happen, which a
# random walk would hardly ever get right: Tiletum's action wheel as
# printed (the menu, "Action wheel", six actions and values by their
# defaults) and the king track's lowest space (its default).
SETUP = {"tiletum": ["b"] * 14 + ["b", "c", "b", "b"]}


class Walk:
    def __init__(self, flash, game, players, seed):
        import main
        self.rng = Rng(seed)
        self.app = main.start(SimPanel(296, 128, 270), Store(Storage(str(flash))), Rng(seed))
        self.presses = []
        self.start(GAMES.index(game), players)

    def press(self, k):
        self.presses.append(k)
        self.app.press(k)

    def start(self, index, players):
        """Main menu -> the game, ``players`` default names without colours,
        default options, the device draws the first player."""
        for k in ["b"] + ["c"] * index + ["b"]:
            self.press(k)
        for _ in range(abs(players - 3)):
            self.press("c" if players > 3 else "a")
        self.press("b")
        for _ in range(players):
            self.press("b")
            self.press("b")
        self.press("b")         # Start the game
        self.press("b")         # the device draws the first player
        self.press("b")         # and says who: OK
        for k in SETUP.get(GAMES[index], ()):
            self.press(k)

    def run(self, steps):
        """Up to ``steps`` decisions, or until the game is over; returns
        how many were taken."""
        from ui import text, widgets
        from ui.play import PlayScreen
        avoid = (text.t("main_menu"), text.t("new_game"), text.t("refresh_now"))
        end = text.t("end_game")
        rng = self.rng
        app = self.app
        for step in range(steps):
            if app.session is None or app.session.state["over"]:
                return step
            top = app.top()
            if isinstance(top, PlayScreen):
                # undo now and then, as a table does
                self.press("A" if rng.below(20) == 0 else "cccbbba"[rng.below(7)])
            elif isinstance(top, widgets.NumberEntry):
                for _ in range(rng.below(4)):
                    self.press(("a", "c", "up", "down")[rng.below(4)])
                self.press("b")
            elif isinstance(top, widgets.Message):
                self.press("b")
            elif getattr(top, "items", None):
                items = top.items
                i = rng.below(len(items))
                label = top.label(items[i], app)
                # Ending the game on a whim would end most walks early: a
                # table does it once, at the end.
                if label in avoid or (label == end and rng.below(20)) or rng.below(15) == 0:
                    self.press("B")
                    continue
                for _ in range((i - top.index) % len(items)):
                    self.press("c")
                self.press("b")
            else:
                self.press("B")
        return steps
