"""The reference games of every game module, replayed in-process with the
game's state noted at each round's start, for the standings' tests
(tests/host/test_glance.py).

Each reference game is the whole-game key script of the game's simulator
test (tests/host/test_<game>_sim.py), up to the final step with every
final answer entered, the game not ended yet: the standings are a screen
of the game in progress.
"""

import json
import tempfile

from support.san_juan_play import Driver

SEEDS = {"burgundy": 11, "tiletum": 7, "amber": 3, "san_juan": 7}


class Recorder(Driver):
    """A Driver that notes the state (a copy) whenever the game reaches a
    new round (phase and round; in Amber, which has none, a new turn), and
    the number of keys pressed by then."""

    def __init__(self, flash, seed):
        Driver.__init__(self, flash, seed)
        self.marks = []         # [(keys pressed, state)]
        self._last = None

    def press(self, *keys):
        for k in keys:
            Driver.press(self, k)
            s = self.app.session
            if s is None:
                continue
            cur = s.state["cur"]
            mark = (cur.get("phase"), cur.get("round"), cur.get("step") == "final",
                    cur.get("active") if s.game.GAME == "amber" else None)
            if mark != self._last:
                self._last = mark
                self.marks.append((len(self.keys), json.loads(json.dumps(s.state))))

    def end(self):
        """The reference game stops before "End the game"."""

    def final(self):
        """The state now (the final step, every answer entered)."""
        return json.loads(json.dumps(self.app.session.state))


def play(name):
    """A reference game by name ("burgundy_2p", "tiletum", "amber",
    "san_juan_2p", "san_juan_4p"): the Recorder that played it."""
    game = name.split("_")[0] if not name.startswith("san_juan") else "san_juan"
    d = Recorder(tempfile.mkdtemp(), SEEDS[game])
    if game == "san_juan":
        import test_san_juan_sim as t
        t.GAMES[name[-2:]][0](d)
        return d
    d.press(*keys(name))
    return d


def keys(name):
    """The key script of a reference game up to its final step."""
    if name == "tiletum":
        import test_tiletum_sim as t
        return t.game_keys()
    if name == "amber":
        import test_amber_sim as t
        return t.three_player_game().keys
    import test_burgundy_sim as t
    whole = t.two_player_keys() if name == "burgundy_2p" else t.four_player_keys()
    return whole[:-len(t.bk.end_game())]
