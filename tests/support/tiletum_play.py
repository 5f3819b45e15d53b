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


# ---- what the step entries offer, as the screens read them ----------------

def _entry(state):
    from games.tiletum import game as T
    return T.STEPS[state["cur"]["step"]]


def offered(state):
    """The helpers the menu offers now: the step's "menu"."""
    menu = _entry(state).get("menu", ())
    return tuple(menu(state) if callable(menu) else menu)


def likely(state):
    """The helper the menu opens on now (the step's "likely"), or None."""
    f = _entry(state).get("likely")
    return f(state) if f else None


def checklist(state, lang):
    """The step's checklist lines."""
    f = _entry(state).get("checklist")
    return f(state, lang) if f else []


def status(state, lang):
    """The play screen's title line (the step's "status")."""
    return _entry(state)["status"](state, lang)


def helper(aid):
    """Helper ``aid`` of whatever step owns it."""
    from games.tiletum import game as T
    return T.ACTIONS[aid]


def rows(state, aid, answers=None, p=None, lang=0):
    """The questions of helper ``aid`` after ``answers`` (a dict), with
    their labels worked out as the screen shows them."""
    answers = answers or {}
    q = helper(aid)["questions"]
    out = []
    for row in (q(state, p, answers, lang) if callable(q) else q):
        if len(row) > 5 and callable(row[5]):
            row = row[:5] + (row[5](state, p, answers),)
        out.append(row)
    return out


def make(state, aid, p, answers):
    """The event helper ``aid`` makes of ``answers`` (a dict)."""
    return helper(aid)["make"](state, p, answers)
