"""The reference games (support.reference_games) replayed in-process for
the standings' tests (tests/host/test_glance.py), with the game's state
noted at each round and the last state before the game was ended: the
standings are a screen of the game in progress.
"""

import json
import tempfile

from support import reference_games

SEEDS = {}
MAKERS = {}
for _name, _maker, _seed in reference_games.GAMES:
    SEEDS[_name] = _seed
    MAKERS[_name] = _maker


class Recorder:
    """Presses a reference game's keys on an in-process device (as the
    simulator runs it) and notes the state (a copy) whenever the game
    reaches a new round (phase and round; in Amber, which has none, a new
    turn), with the number of keys pressed by then; and the last state
    before the game ended (the final step, every answer entered). A label
    pick of the script ("=End_the_game") is noted as the presses it makes."""

    def __init__(self, name, geometry=(296, 128, 270)):
        import main

        from core.rng import Rng
        from core.storage import Storage
        from core.store import Store
        from hw.simpanel import SimPanel
        self.app = main.start(SimPanel(*geometry), Store(Storage(tempfile.mkdtemp())),
                              Rng(SEEDS[name]))
        self.keys = []
        self.marks = []         # [(keys pressed, state)]
        self.settled = None     # (keys pressed, state): the last change before the end
        self._last = None

    def press(self, keys):
        for step in keys:
            for k in _buttons(self.app, step):
                self._press(k)

    def _press(self, k):
        self.app.press(k)
        self.keys.append(k)
        s = self.app.session
        if s is None or s.state["over"]:
            return
        text = json.dumps(s.state)
        if self.settled is None or text != self.settled[1]:
            self.settled = (len(self.keys), text)
        cur = s.state["cur"]
        mark = (cur.get("phase"), cur.get("round"), cur.get("step") == "final",
                cur.get("active") if s.game.GAME == "amber" else None)
        if mark != self._last:
            self._last = mark
            self.marks.append((len(self.keys), json.loads(text)))

    def final(self):
        """The game at its final step, every answer entered."""
        return json.loads(self.settled[1])

    def final_keys(self):
        """The keys that lead there (the play screen on top)."""
        return self.keys[:self.settled[0]]


def _buttons(app, step):
    """The buttons a script's step stands for (a ``=Label`` or ``#N``
    token is expanded on the screen it meets, as the simulator does)."""
    import sys
    from pathlib import Path
    guest = str(Path(__file__).resolve().parent.parent.parent / "host_tools" / "guest")
    if guest not in sys.path:
        sys.path.insert(0, guest)
    import simloop
    return simloop.script_keys(app, step)


def play(name, geometry=(296, 128, 270)):
    """A reference game by its name in support.reference_games: the
    Recorder that played it on a panel of ``geometry`` (its presses are
    that panel's: UP and DOWN turn a page of as many items as it shows)."""
    d = Recorder(name, geometry)
    d.press(MAKERS[name]())
    return d
