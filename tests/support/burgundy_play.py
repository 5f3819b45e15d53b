"""Playing The Castles of Burgundy through a Session in tests: a new game,
the screens' way of using a scoring helper (make, preview, apply), moving
on to a given phase and step, and refusals that must change nothing."""

import games
from core import canon, questions
from core.rng import Rng
from core.session import Reject, Session
from games.burgundy import game as bg
from support.memjournal import MemJournal

NAMES = ("Ania", "Bartek", "Celina", "Daria")


def new(n=2, first=0, names=NAMES, **options):
    players = [{"name": names[i]} for i in range(n)]
    return Session.new(MemJournal(), "burgundy", options, players, first)


def snap(s):
    return canon.dumps(s.state)


def refused(s, event, words):
    """The event is refused with ``words`` in its English message, its
    Polish one differs, and nothing changed; returns the refusal."""
    before = snap(s)
    try:
        s.apply(event)
    except Reject as e:
        assert words in str(e), (str(e), words)
        assert e.text(1) != e.text(0), e.text(1)
        assert snap(s) == before, "a refused event changed the state"
        return e
    raise AssertionError("accepted %r" % (event,))


def rows(state, action, p, answers, lang=0):
    """A helper's question rows for player ``p`` after ``answers``."""
    return questions.rows(bg, state, action, p, answers, lang)


def act(s, action, player=None, **values):
    """A helper used as the screen uses it: make, preview, apply. Returns
    the points it scored (and checks the preview said so)."""
    p = s.active() if player is None else player
    if action == "animals" and "kind" in values:    # one pick: cows 2-4, sheep 2-4...
        values["tile"] = 3 * (values.pop("kind") - 1) + values.pop("animals") - 1
    # In the form's own shape, as the screens give them (a knowledge
    # tile's group only narrows the menu: not needed here)
    answers = questions.fill(bg, s.state, action, p, values)
    event = questions.make(bg, s.state, action, p, answers)
    preview = bg.points(s.state, event).get(p, 0)
    before = s.state["scores"][p]
    s.apply(event)
    assert s.state["scores"][p] - before == preview, (event, preview)
    return preview


def hook(state, key, *args):
    """What the entry of the step ``state`` is at says for ``key``
    ("checklist", "likely"...), given ``args`` after the state; None
    where the entry leaves it out."""
    f = games.step_fn(bg, state["cur"]["step"], key)
    return f(state, *args) if f else None


def menu(state):
    """The helpers the step's menu offers now."""
    m = games.step_fn(bg, state["cur"]["step"], "menu") or ()
    return m(state) if callable(m) else m


def go(s, phase, rnd=None, step="turn", player=None, rng=None):
    """Advance (rolling where the step needs it) to a step of a phase/round."""
    rng = rng or Rng(1)
    for _ in range(2000):
        cur = s.state["cur"]
        if (cur["step"] == step and cur.get("phase") == phase
                and (rnd is None or cur.get("round") == rnd)
                and (player is None or cur["active"] == player)):
            return
        if cur["step"] == "final":
            raise AssertionError("reached the end looking for %s %s" % (phase, step))
        if cur["step"] == "roll" and s.state["dice"] is None and \
                s.state["options"]["dice"] != "none":
            s.roll(rng)
        s.apply(["adv"])
    raise AssertionError("no such step")
