"""Playing Tiletum through a Session in tests: the players, the wheel's
actions and the dice colours, a new game with its wheel and king track
entered, and refusals that must change nothing."""

from core import canon
from core.session import Reject, Session
from support.memjournal import MemJournal

NAMES = ("Ania", "Bartek", "Celina", "Dorota")
ACTS = ["architect", "merchant", "character", "contract", "king", "universal"]
COLOURS = ("blue", "pink", "yellow", "lgrey", "dgrey")


def game(n=3, vals=(1, 2, 3, 4, 5, 6), low=-4, colours=None):
    players = []
    for i in range(n):
        p = {"name": NAMES[i]}
        if colours:
            p["colour"] = colours[i]
        players.append(p)
    s = Session.new(MemJournal(), "tiletum", {}, players, 0)
    s.apply(["wheel", ACTS, list(vals)])
    s.apply(["klow", low])
    s.apply(["adv"])
    return s


def snap(s):
    return canon.dumps(s.state)


def rejected(s, event, words=""):
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert snap(s) == before, "a refused event changed the state"
        return e
    raise AssertionError("accepted %r" % (event,))
