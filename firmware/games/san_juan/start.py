"""San Juan's round start (from the second round): the governor takes the
roles back; office, chapel and bank owners act in the rulebook's order
(the device asks each chapel owner in turn whether a card goes under the
chapel, and takes a bank's cards once a game); the hand limits.
"""

from micropython import const

from games import kit
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_ROUND_ROUND_START = const(24)
_T_GOVERNOR_ROLES_BACK = const(73)
_T_N1_OFFICE_MAY_SWAP = const(74)
_T_N2_CHAPEL_HAS_D = const(75)
_T_N2_CHAPEL_MAY_TUCK = const(76)
_T_N2_BANK_MAY_TUCK = const(77)
_T_N3_HAND_LIMIT_D = const(78)
_T_N3_HAND_LIMIT_D_2 = const(79)
_T_CARD_UNDER_CHAPEL = const(102)
_T_CARDS_UNDER_BANK = const(103)
_T_CARDS = const(104)
_T_ST_START = const(121)
_T_CHAPEL_OF = const(154)
_T_CHAPEL_YES = const(155)
_T_CHAPEL_NO = const(156)
_T_R_TUCK_1 = const(214)
_T_R_NO_CHAPEL = const(215)
_T_R_CHAPEL_1 = const(216)
_T_R_TUCKED = const(217)
_T_R_NO_BANK = const(218)
_T_R_BANK_ONCE = const(219)
_T_R_TUCK_WHERE = const(220)
# End of text ids.

GAME = r.GAME


def chapel_next(state):
    """The next chapel owner (from the governor) who has not said yet
    whether a card goes under the chapel this round, or None."""
    g = state["g"]
    if state["cur"]["step"] != "round_start":
        return None
    for p in r.clockwise(state, r.governor(state)):
        if r.has(state, p, "chapel") and g["ct"][p] != r.round_of(state):
            return p
    return None


def _bank_open(state):
    """Whether anyone may still put cards under a bank (once a game)."""
    g = state["g"]
    return any(r.has(state, q, "bank") and not g["tuck"][q][1] for q in range(len(g["city"])))


def hand_limit(state, p):
    """p's hand limit at the start of a round: 7, tower 12, and 6 for those
    with neither guard room nor tower once anyone has a guard room."""
    if r.has(state, p, "tower"):
        return r.TOWER_LIMIT
    if r.has(state, p, "guard_room"):
        return r.HAND_LIMIT
    for q in range(len(state["players"])):
        if r.has(state, q, "guard_room"):
            return r.GUARD_LIMIT
    return r.HAND_LIMIT


# -- the event ----------------------------------------------------------------

def check_tuck(state, e):
    """["tuck", p, "chapel"|"bank", n]: cards under a chapel (1 a round) or
    a bank (once a game)."""
    bad = kit.shape(state, e, "pso")
    if bad:
        return bad
    p, where, k = e[1], e[2], e[3]
    if not kit.is_int(k) or k < 0 or k > r.TUCK_MAX:
        return _T_R_TUCK_1
    g = state["g"]
    if where == "chapel":
        if not r.has(state, p, "chapel"):
            return (_T_R_NO_CHAPEL, kit.name(state, p))
        if k > 1:
            return _T_R_CHAPEL_1
        if g["ct"][p] == r.round_of(state):
            return (_T_R_TUCKED, kit.name(state, p))
    elif where == "bank":
        if not k:
            return _T_R_TUCK_1
        if not r.has(state, p, "bank"):
            return (_T_R_NO_BANK, kit.name(state, p))
        if g["tuck"][p][1]:
            return _T_R_BANK_ONCE
    else:
        return _T_R_TUCK_WHERE
    return None


def tuck(state, e):
    g = state["g"]
    p = e[1]
    if e[2] == "chapel":
        g["tuck"][p][0] += e[3]
        g["ct"][p] = r.round_of(state)
    else:
        g["tuck"][p][1] += e[3]
    r.rescore(state, p)


# -- the helpers ----------------------------------------------------------------

def chapel_questions(state, p, answers, lang):
    """The next chapel owner: a card under it this round (the first item)
    or none."""
    p = chapel_next(state)
    title = _T_CARD_UNDER_CHAPEL if lang is None or p is None else \
        r.named(_T_CHAPEL_OF, kit.name(state, p))
    labels = None
    if lang is not None:
        labels = [kit.text(GAME, _T_CHAPEL_YES, lang), kit.text(GAME, _T_CHAPEL_NO, lang)]
    return [("skip", title, 0, 1, 0, labels)]


def make_chapel(state, p, answers):
    return ["tuck", chapel_next(state), "chapel", 1 - answers.get("skip", 0)]


def bank_questions(state, p, answers, lang):
    """The cards under p's bank; none asked of a player with no bank to
    fill (none, or filled already): the refusal then comes before
    any number."""
    if p is None or not r.has(state, p, "bank") or state["g"]["tuck"][p][1]:
        return ()
    return (("cards", _T_CARDS, 1, r.TUCK_MAX, 1),)


def likely_player(state, action):
    """The bank's chooser opens on the first bank owner (from the
    governor) who may still put cards under it."""
    if action != "bank":
        return None
    g = state["g"]
    for p in r.clockwise(state, r.governor(state)):
        if r.has(state, p, "bank") and not g["tuck"][p][1]:
            return p
    return None


def make_bank(state, p, answers):
    return ["tuck", p, "bank", answers.get("cards", 1)]


# -- the step -----------------------------------------------------------------

def checklist(state, lang):
    """The round-start chores in the rulebook's order."""
    n = len(state["players"])
    g = state["g"]
    order = r.clockwise(state, r.governor(state))
    out = [kit.text(GAME, _T_GOVERNOR_ROLES_BACK, lang) % kit.name(state, r.governor(state))]
    for p in order:
        if r.has(state, p, "office"):
            out.append(kit.text(GAME, _T_N1_OFFICE_MAY_SWAP, lang) % kit.name(state, p))
    for p in order:
        if r.has(state, p, "chapel"):
            if g["ct"][p] == r.round_of(state):
                out.append(kit.text(GAME, _T_N2_CHAPEL_HAS_D, lang)
                           % (kit.name(state, p), g["tuck"][p][0]))
            else:
                out.append(kit.text(GAME, _T_N2_CHAPEL_MAY_TUCK, lang) % kit.name(state, p))
        if r.has(state, p, "bank") and not g["tuck"][p][1]:
            out.append(kit.text(GAME, _T_N2_BANK_MAY_TUCK, lang) % kit.name(state, p))
    limits = [hand_limit(state, p) for p in range(n)]
    for lim in (r.TOWER_LIMIT, r.HAND_LIMIT, r.GUARD_LIMIT):
        who = [p for p in order if limits[p] == lim]
        if len(who) == n:
            out.append(kit.text(GAME, _T_N3_HAND_LIMIT_D, lang) % lim)
        elif who:
            out.append(kit.text(GAME, _T_N3_HAND_LIMIT_D_2, lang)
                       % (lim, kit.names(state, who)))
    return out


def menu(state):
    """The chapel and the bank, only where someone can use them."""
    out = []
    if chapel_next(state) is not None:
        out.append("chapel")
    if _bank_open(state):
        out.append("bank")
    out.append("print")
    return out


def likely(state):
    """The next chapel owner's card, else a bank's cards."""
    if chapel_next(state) is not None:
        return "chapel"
    return "bank" if _bank_open(state) else None


def c(state):
    """A chapel owner's card while one has not answered."""
    return "chapel" if chapel_next(state) is not None else None


def moves_on(state, event):
    """After the last chapel's card, unless a bank may still take cards:
    the device moves on by itself; long A takes both back."""
    return event[0] == "tuck" and chapel_next(state) is None and not _bank_open(state)


def skip(state):
    return r.round_of(state) == 1       # the first round starts from the setup


def status(state, lang):
    """"R3 start"."""
    return kit.text(GAME, _T_ST_START, lang) % r.round_of(state)


STEP = {
    "prompt": _T_ROUND_ROUND_START,
    "status": status,
    "allow": ("adv", "tuck", "print"),
    "events": {"tuck": (check_tuck, tuck)},
    "helpers": {
        # the next chapel owner: a card under it this round, or none
        "chapel": {"name": _T_CARD_UNDER_CHAPEL, "who": "none",
                   "questions": chapel_questions, "make": make_chapel},
        "bank": {"name": _T_CARDS_UNDER_BANK, "who": "any",
                 "questions": bank_questions, "make": make_bank},
    },
    "menu": menu,
    "likely": likely,
    "likely_player": likely_player,
    "c": c,
    "moves_on": moves_on,
    "checklist": checklist,
    "skip": skip,
}
