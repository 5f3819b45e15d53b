"""San Juan's role pick: each picker in turn (2 players: the governor,
the other, the governor again) takes one of the roles not taken this
round; a library owner doubles the privilege unless the player says
otherwise (2 players: once a round). C opens the roles; once the role is
picked the game moves to its phase by itself.
"""

from micropython import const

from games import kit
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_PLAYER_PICK_ROLE = const(25)
_T_GOVERNOR_PICKS_2_3 = const(42)
_T_TAKEN = const(43)
_T_LIBRARY_DOUBLES_PRIVILEGE = const(44)
_T_LIBRARY_USED_THIS_ROUND = const(45)
_T_PICK_ROLE = const(96)
_T_ST_PICK = const(122)
_T_IS_TAKEN = const(144)
_T_PICKED_NEXT = const(147)
_T_ROLE_FOR = const(152)
_T_WITHOUT_LIBRARY = const(157)
_T_R_TURN_PICK = const(206)
_T_R_PICKED = const(207)
_T_R_NO_ROLE = const(208)
_T_R_LIB_01 = const(209)
_T_R_NO_LIBRARY = const(210)
_T_R_LIB_ONCE = const(211)
_T_R_PICK_FIRST = const(212)
# End of text ids.

GAME = r.GAME
ROLES = r.ROLES
PLAIN = len(ROLES)  # the role menu's "Without the library": then the roles again


def role_choices(state):
    """The five roles for the pick screen: (role, taken by or None)."""
    taken = {}
    for q in r.picks(state):
        taken[q[1]] = q[0]
    return [(x, taken.get(x)) for x in ROLES]


# -- the event ----------------------------------------------------------------

def check_pick(state, e):
    """["pick", p, role, lib]: p takes a role; lib 1: p uses the library."""
    bad = kit.shape(state, e, "poo")
    if bad:
        return bad
    p, role, lib = e[1], e[2], e[3]
    if p != state["cur"]["active"]:
        return (_T_R_TURN_PICK, kit.name(state, state["cur"]["active"]))
    if r.picked(state):
        return (_T_R_PICKED, kit.name(state, p))
    if role not in ROLES:
        return (_T_R_NO_ROLE, repr(role))
    for q in r.picks(state):
        if q[1] == role:
            return (kit.text(GAME, _T_IS_TAKEN, 0) % r.role_name(role, 0),
                    kit.text(GAME, _T_IS_TAKEN, 1) % r.role_name(role, 1))
    if lib not in (0, 1) or not kit.is_int(lib):
        return _T_R_LIB_01
    if lib and not r.has(state, p, "library"):
        return (_T_R_NO_LIBRARY, kit.name(state, p))
    if lib and not r.library_choice(state, p):
        return _T_R_LIB_ONCE
    return None


def pick(state, e):
    g = state["g"]
    rnd = r.round_of(state)
    if g["pr"] != rnd:
        g["pr"] = rnd
        g["picks"] = []
    g["picks"].append([e[1], e[2], e[3]])
    n = len(state["players"])
    g["fresh"] = [""] * n       # a new phase: last phase's buildings work now
    g["sold"] = [-1] * n
    if e[2] == "trader":
        g["tn"] += 1
    elif e[2] == "producer" and "bare" in g:
        g["bare"] = [[] for _ in range(n)]  # every production building may hold a good now


# -- the helper ---------------------------------------------------------------

def _role_row(state, p, key, lib, lang):
    """The roles, a taken one left out (its label None), the cursor on the
    first left; with a library the last item leads to the same roles
    without it."""
    labels = None
    default = 0
    ch = role_choices(state)
    for i in range(len(ch)):
        if ch[i][1] is None:
            default = i
            break
    if lang is not None:
        labels = []
        for i in range(len(ch)):
            if ch[i][1] is None:
                labels.append("%s: %s" % (kit.text(GAME, r.ROLE_TEXT[i], lang),
                                          kit.text(GAME, r.PRIVILEGE[i][1 if lib else 0], lang)))
            else:
                labels.append(None)
        if lib:
            labels.append(kit.text(GAME, _T_WITHOUT_LIBRARY, lang))
    return (key, r.whose(state, p, _T_ROLE_FOR, lang), 0, PLAIN if lib else PLAIN - 1,
            default, labels)


def _rows(state, p, answers, lang):
    lib = r.library_choice(state, p)
    out = [_role_row(state, p, "role", lib, lang)]
    if lib and answers.get("role") == PLAIN:
        out.append(_role_row(state, p, "plain", 0, lang))
    return out


def questions(state, p, answers, lang):
    """The roles not taken this round (a value is the role's place in
    ROLES). With a library the roles show its doubled privilege, and the
    last item ("Without the library") asks the roles again without it:
    the library is used unless the player says otherwise."""
    return r.asked(_rows, state, p, answers, lang)


def make_pick(state, p, answers):
    role = answers["role"]
    if role == PLAIN:
        return ["pick", p, ROLES[answers["plain"]], 0]
    return ["pick", p, ROLES[role], 1 if r.library_choice(state, p) else 0]


# -- the step -----------------------------------------------------------------

def checklist(state, lang):
    """The roles left with their privilege (doubled by a library)."""
    p = state["cur"]["active"]
    out = []
    if len(state["players"]) == 2:
        out.append(kit.text(GAME, _T_GOVERNOR_PICKS_2_3, lang)
                   % kit.name(state, r.governor(state)))
    lib = r.library_choice(state, p)
    for role, who in role_choices(state):
        i = ROLES.index(role)
        if who is None:
            out.append("%s: %s" % (kit.text(GAME, r.ROLE_TEXT[i], lang),
                                   kit.text(GAME, r.PRIVILEGE[i][1 if lib else 0], lang)))
        else:
            out.append(kit.text(GAME, _T_TAKEN, lang)
                       % (kit.text(GAME, r.ROLE_TEXT[i], lang), kit.name(state, who)))
    if r.has(state, p, "library"):
        out.append(kit.text(GAME, _T_LIBRARY_DOUBLES_PRIVILEGE, lang)
                   if lib else kit.text(GAME, _T_LIBRARY_USED_THIS_ROUND, lang))
    return out


def prompt(state, lang):
    """Once the role is picked the prompt moves on to C."""
    if r.picked(state):
        p, role = r.picks(state)[-1][:2]
        return kit.text(GAME, _T_PICKED_NEXT, lang) % (kit.name(state, p),
                                                       r.role_name(role, lang))
    return _T_PLAYER_PICK_ROLE


def status(state, lang):
    """"R3 pick 2/3"."""
    return kit.text(GAME, _T_ST_PICK, lang) % (r.round_of(state), state["cur"]["turn"],
                                               len(r.pickers(state)))


def menu(state):
    """A role only until the player has picked one."""
    return ("print",) if r.picked(state) else ("pick", "print")


def c(state):
    """The role picker while the active player has not picked."""
    return None if r.picked(state) else "pick"


def moves_on(state, event):
    """After a pick the step has nothing left: the game moves to its phase."""
    return event[0] == "pick"


def ready(state):
    return None if r.picked(state) else _T_R_PICK_FIRST


STEP = {
    "prompt": prompt,
    "status": status,
    "allow": ("pick", "adv", "print"),
    "events": {"pick": (check_pick, pick)},
    "helpers": {
        "pick": {"name": _T_PICK_ROLE, "who": "active", "questions": questions,
                 "make": make_pick},
    },
    "menu": menu,
    "likely": c,
    "c": c,
    "moves_on": moves_on,
    "checklist": checklist,
    "ready": ready,
}
