"""San Juan's helpers as the tests call them: answers by key (a role by
its place in ROLES, a building by its place in the cards, a crane's target
by its place in the city), and the step entry's checklist and menu where
the game is. Runs in both runtimes (tests/games)."""

from games.san_juan import build as build_step
from games.san_juan import cards, rules
from games.san_juan import pick as pick_step


def pick_answers(role, lib=None):
    """The pick helper's answers: the role by its place in ROLES; lib 0
    by the menu's "Without the library", then the role again."""
    i = rules.ROLES.index(role)
    return {"role": pick_step.PLAIN, "plain": i} if lib == 0 else {"role": i}


def build_event(s, p, bid, over="", goods=0):
    """The build helper's event for p: the building by its place in the
    cards, a crane's target by its place in p's city."""
    answers = {"building": cards.index(bid), "goods": goods}
    if over:
        answers["over"] = s.state["g"]["city"][p].index(over)
    return build_step.make_build(s.state, p, answers)


def checklist(s, lang=0):
    """The checklist of the step the game is at (its entry's)."""
    return s.game.STEPS[s.step()]["checklist"](s.state, lang)


def menu(s):
    """What the menu offers in the step the game is at (its entry's)."""
    f = s.game.STEPS[s.step()]["menu"]
    return list(f(s.state) if callable(f) else f)
