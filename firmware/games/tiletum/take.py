"""Tiletum's "take a die" step: in each pass of the action phase each
player in turn order takes one die from the wheel (its goods, x the value,
and its action with 7 - value action points, plus the player's building
bonus; 2 gold change the value by one step). The device keeps which dice
are left, moves the king marker for the King's action, and keeps what the
player scores while acting: completed buildings (their bonus marker),
contracts, the cathedral, coats of arms, characters, house spaces.

Events of the step:

    ["take", p, colour, value, new value, action, extra AP]
        colour None: one of the table's own dice (not entered), its value
        only; action: the one done on the universal space (else the
        wheel's, or None)
    ["km", p, spaces]                    the king marker moves on
    ["bld", p, action or None, bonus AP] a completed building
    ["ctr", p, contract VP, space VP]    a contract done
"""

from micropython import const

from core import ledger
from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_PLAYER_TAKES_DIE = const(4)
_T_NOT_ACTION = const(9)
_T_DIE_SHOWS_1_6 = const(10)
_T_AP = const(23)
_T_ONLY_MOVES_NOW = const(32)
_T_MOVE_1_D_SPACES = const(33)
_T_IT_SS_TURN = const(40)
_T_HAS_3_DICE_THIS = const(41)
_T_TOOK_DIE_THIS_TURN = const(42)
_T_NO_SUCH_DIE_WHEEL = const(43)
_T_ANY_ACTION_CHOOSE_WHICH = const(44)
_T_EXTRA_AP_FROM_HELPER = const(45)
_T_ONLY_BUILDS_NOW = const(46)
_T_HAS_6_BUILDINGS_DONE = const(47)
_T_ONE_BUILDING_ONLY_HAS = const(48)
_T_BONUS_1_3_AP = const(49)
_T_VP = const(64)
_T_NONE_RIGHTMOST = const(67)
_T_HOUSE_SPACE = const(68)
_T_HELPER_TILE = const(69)
_T_TAKE_DIE = const(89)
_T_CHANGE_2_GOLD_STEP = const(91)
_T_ANY_ACTION_WHICH = const(92)
_T_CONTRACT_DONE = const(93)
_T_CATHEDRAL = const(96)
_T_VP_COST_TILE = const(97)
_T_VP_CATHEDRAL_TILE = const(98)
_T_COAT_ARMS_BONUS = const(99)
_T_CHARACTER_BONUS = const(100)
_T_OTHER_VP = const(101)
_T_WHY_0_HOUSE_1 = const(102)
_T_BUILDING_COMPLETED = const(103)
_T_BONUS_AP = const(104)
_T_BONUS_AP_FLOORS = const(105)
_T_KING_TRACK_FORWARD = const(106)
_T_SPACES = const(107)
_T_DIE_X_D = const(133)
_T_D_AP = const(134)
_T_KING_TRACK_NOW_D = const(135)
_T_BONUS_AP_2 = const(136)
_T_CHANGE_DIE_2_GOLD = const(137)
_T_WHICH_DIE = const(176)
_T_GOLD_COST = const(177)
_T_TAKE_DIE_HELPER = const(183)
_T_HELPER_ADDS_AP = const(184)
_T_CONTRACTS_SLIDE_REFILL = const(185)
_T_C_TAKEN_OTHER = const(202)
_T_DIE_VALUE_PAID = const(204)
_T_VP_CONTRACT_PLUS_SPACE = const(279)
# End of text ids.


# ---- what a die gives ------------------------------------------------------------

def take_info(state, p, colour, value, new=None, act=None, extra=0):
    """What a die gives ``p``: {"goods" (colour index), "amount", "cost"
    (gold), "action" (of the wheel at the new value), "does" (the action
    done: the chosen one on the universal space), "ap", "bonus", "total"}."""
    if new is None:
        new = value
    wheel_act = R.act_at(state["g"], new)
    does = wheel_act
    if wheel_act == D.UNIVERSAL:
        does = kit.index(D.ACTS, act)
    bonus = R.bonus_of(state, p, does)
    return {"goods": kit.index(D.COLOURS, colour), "amount": new,
            "cost": D.GOLD_PER_STEP * abs(new - value), "action": wheel_act, "does": does,
            "ap": R.ap_of(new), "bonus": bonus, "total": R.ap_of(new) + bonus + extra}


def take_event(state, colour, value, new=None, act=None, extra=0):
    """The "take" event for the active player; ``act`` counts only on the
    universal space (which action the player does), elsewhere the wheel
    decides."""
    if new is None:
        new = value
    a = R.act_at(state["g"], new)
    if a != D.UNIVERSAL:
        act = D.ACTS[a]
    return ["take", state["cur"]["active"], colour, value, new, act, extra]


# ---- events -----------------------------------------------------------------------

def _check_take(state, ev):
    g = state["g"]
    msg = kit.shape(state, ev, "poiioi")
    if msg:
        return msg
    p, colour, value, new, act, extra = ev[1:]
    if colour is not None and type(colour) is not str or value < 1 or value > 6:
        return _T_NOT_ACTION
    if p != state["cur"]["active"]:
        return R.m(_T_IT_SS_TURN, kit.name(state, state["cur"]["active"]))
    took = len(g["took"][p])
    if took >= 3:
        return R.m(_T_HAS_3_DICE_THIS, kit.name(state, p))
    if took >= R.pass_of(state):
        return R.m(_T_TOOK_DIE_THIS_TURN, kit.name(state, p))
    # a die named from the wheel's list, or one of the table's own dice
    # (not entered) by its value only
    if (colour is None) != (g["wheel"] is None) or \
            colour is not None and [colour, value] not in g["wheel"]:
        return R.m(_T_NO_SUCH_DIE_WHEEL)
    if new < 1 or new > 6:
        return _T_DIE_SHOWS_1_6
    a = R.act_at(g, new)
    if a == D.UNIVERSAL:
        if kit.index(D.ACTS, act) in (-1, D.UNIVERSAL):
            return R.m(_T_ANY_ACTION_CHOOSE_WHICH)
    elif act is not None and act != D.ACTS[a]:
        return ("a %d does %s now" % (new, R.t(D.ACT_TEXT[a], 0)),
                "%d daje teraz akcję: %s" % (new, R.t(D.ACT_TEXT[a], 1)))
    if extra < 0 or extra > 3:
        return R.m(_T_EXTRA_AP_FROM_HELPER)
    return None


def _take(state, ev):
    g = state["g"]
    p = ev[1]
    info = take_info(state, p, ev[2], ev[3], ev[4], ev[5], ev[6])
    if ev[2] is not None:
        g["wheel"].remove([ev[2], ev[3]])
    g["took"][p].append([ev[2], ev[4], info["does"], info["total"]])
    if info["does"] == D.KING:
        # all the points move the marker on, never past 15, on top of a stack
        R.move_on(state, p, info["total"])


def _check_km(state, ev):
    msg = kit.shape(state, ev, "pi")
    if msg:
        return msg
    if ev[1] != state["cur"]["active"]:
        return R.m(_T_ONLY_MOVES_NOW, kit.name(state, state["cur"]["active"]))
    if ev[2] < 1 or ev[2] > D.KING_TOP:
        return R.m(_T_MOVE_1_D_SPACES, D.KING_TOP)
    return None


def _km(state, ev):
    R.move_on(state, ev[1], ev[2])


def _check_bld(state, ev):
    msg = kit.shape(state, ev, "poi")
    if msg:
        return msg
    p, act, ap = ev[1:]
    if state["cur"]["step"] == "take" and p != state["cur"]["active"]:
        return R.m(_T_ONLY_BUILDS_NOW, kit.name(state, state["cur"]["active"]))
    marks, plain = state["g"]["built"][p]
    if marks + plain >= 6:
        return R.m(_T_HAS_6_BUILDINGS_DONE, kit.name(state, p))
    if act is None:
        # the rightmost building, occupied from the start, has no bonus marker
        if ap or plain:
            return R.m(_T_ONE_BUILDING_ONLY_HAS)
        return None
    if kit.index(D.ACTS, act) not in range(5) or ap < 1 or ap > 3 or marks >= 5:
        return R.m(_T_BONUS_1_3_AP)
    return None


def _bld(state, ev):
    g = state["g"]
    p = ev[1]
    if ev[2] is None:
        g["built"][p][1] += 1
        return
    g["built"][p][0] += 1
    a = kit.index(D.ACTS, ev[2])
    g["bonus"][p][a] += ev[3]
    # Seed 001, building completion: the action "natychmiast staje się
    # silniejsza dla danego gracza (także w aktualnie rozgrywanej turze,
    # jeśli gracz wykonuje tę akcję)": the die taken this turn for that
    # action gains the bonus too, and a King action moves on by it.
    took = g["took"][p]
    if state["cur"]["step"] == "take" and took and len(took) == R.pass_of(state) \
            and took[-1][2] == a:
        took[-1][3] += ev[3]
        if a == D.KING:
            R.move_on(state, p, ev[3])


def _check_ctr(state, ev):
    msg = kit.shape(state, ev, "pii")
    if msg:
        return msg
    if ev[2] < 0 or ev[3] < 0 or ev[2] + ev[3] > 40:
        return ("contract and space 0-40 VP", "kontrakt i pole 0-40 PZ")
    return None


def _ctr(state, ev):
    ledger.add(state, ev[1], ev[2] + ev[3], "contract", D.SCORE_FLOOR)
    R.known(state, ev[1])[R.CTR] += 1     # a fair's count starts at it
    # the sums and the count of the contracts entered: the next entry
    # starts at their mean (the market's contracts are alike, and so are
    # the spaces they cover)
    lc = state["g"].get("lc") or [0, 0, 0]
    state["g"]["lc"] = [lc[0] + ev[2], lc[1] + ev[3], lc[2] + 1]


# ---- "take a die": its questions ------------------------------------------------------

def _take_rows(state, p, answers, lang):
    """The questions of "take a die": which die of those on the wheel (a
    die that is not there cannot be picked), its value after paying 2 gold
    a step (each value with its goods and action points), and on the
    universal space which action it does (each with its points). With the
    table's own dice (not entered): the value once paid for, starting at
    the King's. Only the question being asked gets its labels, in the
    language shown (see _asked)."""
    g = state["g"]
    wheel = g["wheel"]
    p = state["cur"].get("active")
    if wheel is None:
        rows = [_asked(("new", _T_DIE_VALUE_PAID, 1, 6, _king_value(g)), answers,
                       lambda: [_value_label(state, p, v, lang) for v in range(1, 7)])]
    else:
        rows = [_asked(("die", _T_WHICH_DIE, 0, len(wheel) - 1, king_die(g)), answers,
                       lambda: [_die_label(state, p, d, lang) for d in wheel])]
        i = answers.get("die")
        if i is None or i >= len(wheel):
            return rows
        d = wheel[i]
        rows.append(_asked(("new", _T_CHANGE_2_GOLD_STEP, 1, 6, d[1]), answers,
                           lambda: [_new_label(state, p, d, v, lang) for v in range(1, 7)]))
    new = answers.get("new")
    if new is not None and R.act_at(g, new) == D.UNIVERSAL:
        rows.append(_asked(("act", _T_ANY_ACTION_WHICH, 0, 4, D.KING), answers,
                           lambda: [_act_label(state, p, new, a, lang) for a in range(5)]))
    return rows


def _asked(row, answers, labels):
    """``row`` with its labels (``labels()``) while it is the one being
    asked; an answered one keeps only its five fields. The questions are
    read again after each answer with the garbage collector off during
    the press: labels of every die at every answer, in both languages,
    would cost kilobytes."""
    return row if row[0] in answers else row + (labels(),)


def king_die(g):
    """Where the die list opens: a die is entered mostly for the King
    action (any other C takes as taken), so the first die at the King's
    space, else the first at the universal space, else the first."""
    wheel = g["wheel"]
    for want in (D.KING, D.UNIVERSAL):
        for i in range(len(wheel)):
            if R.act_at(g, wheel[i][1]) == want:
                return i
    return 0


def _king_value(g):
    """The value at the King's space (the table's own dice start there)."""
    king = 1
    for v in range(1, 7):
        if R.act_at(g, v) == D.KING:
            king = v
    return king


def _ap_text(info):
    """"4 AP" or "4+2 AP" (the player's completed-building bonus)."""
    ap = "%d" % info["ap"]
    if info["bonus"]:
        ap += "+%d" % info["bonus"]
    return ap


def _die_text(state, p, colour, value, new, lang):
    """What a die gives, for a menu line: "gold x3, Arch 4+1 AP"."""
    info = take_info(state, p, colour, value, new, D.ACTS[D.UNIVERSAL])
    a = info["action"]
    text = "%s x%d, %s" % (R.t(D.GOODS_TEXT[info["goods"]], lang), new,
                             R.t(D.ACT_SHORT[a], lang))
    if a != D.UNIVERSAL:
        text += " %s %s" % (_ap_text(info), R.t(_T_AP, lang))
    else:
        text += " %d %s" % (info["ap"], R.t(_T_AP, lang))
    return text


def _die_label(state, p, d, lang):
    c = kit.index(D.COLOURS, d[0])
    return "%d %s: %s" % (d[1], R.t(D.COLOUR_TEXT[c], lang),
                          _die_text(state, p, d[0], d[1], d[1], lang))


def _new_label(state, p, d, new, lang):
    text = "%d: %s" % (new, _die_text(state, p, d[0], d[1], new, lang))
    if new != d[1]:
        text += R.t(_T_GOLD_COST, lang, D.GOLD_PER_STEP * abs(new - d[1]))
    return text


def _act_label(state, p, value, a, lang):
    info = take_info(state, p, "blue", value, value, D.ACTS[a])
    return "%s %s %s" % (R.t(D.ACT_TEXT[a], lang), _ap_text(info), R.t(_T_AP, lang))


def _value_label(state, p, v, lang):
    """"5: King 2 AP": a value, its action this round and its points."""
    info = take_info(state, p, None, v, v, D.ACTS[D.UNIVERSAL])
    a = info["action"]
    ap = _ap_text(info) if a != D.UNIVERSAL else "%d" % info["ap"]
    return "%d: %s %s %s" % (v, R.t(D.ACT_SHORT[a], lang), ap, R.t(_T_AP, lang))


def _make_take(state, p, answers):
    # the die picked from the wheel's list, its value after any change,
    # and (only on the universal space) the action done
    wheel = state["g"]["wheel"]
    if wheel is None:       # the table's own dice: the value only
        colour = value = None
    else:
        colour, value = wheel[answers["die"]]
    new = answers["new"]
    act = D.ACTS[answers["act"]] if "act" in answers else None
    return take_event(state, colour, new if value is None else value, new, act)


_HELPER_ROW = ("extra", _T_HELPER_ADDS_AP, 1, 3, 1)


def _take_x_rows(state, p, answers, lang):
    """"Take a die" with a helper tile that adds AP to the die's action
    (seed 001, appendix: "Dodaj 1/2/3 PA do wartości wykonywanej akcji...
    tylko w odniesieniu do akcji przypisanej wybranej kości"): the take's
    questions, then, once the value is known, the helper's AP."""
    rows = _take_rows(state, p, answers, lang)
    if "new" in answers:
        rows.append(_HELPER_ROW)
    return rows


def _make_take_x(state, p, answers):
    ev = _make_take(state, p, answers)
    ev[6] = answers.get("extra", 1)
    return ev


# ---- the other helpers of the step ----------------------------------------------------

def _contract_rows(state, p, answers, lang):
    """A contract's VP and the VP of the player-board space it covers, as
    one number (only their sum scores), starting at the mean of the
    contracts entered so far (rounded half up)."""
    lc = state["g"].get("lc")
    n = lc[2] if lc else 0
    mean = (2 * (lc[0] + lc[1]) + n) // (2 * n) if n else 0
    return (("a", _T_VP_CONTRACT_PLUS_SPACE, 0, 40, mean),)


def _make_contract(state, p, answers):
    return ["ctr", p, answers["a"], 0]


def _make_cathedral(state, p, answers):
    """The cathedral's two printed figures: their sum, both kept."""
    a = answers["a"]
    b = answers["b"]
    return ["sc", p, a + b, "cathedral", a, b]


_WHY = ("house", "helper", "other")


def _make_other(state, p, answers):
    return ["sc", p, answers["vp"], _WHY[answers["why"]]]


_BLD_ROWS = (("for", _T_BONUS_AP, 0, 5, 0, (_T_NONE_RIGHTMOST,) + D.ACT_TEXT[:5]),
             ("ap", _T_BONUS_AP_FLOORS, 1, 3, 1))


def _bld_rows(state, p, answers, lang):
    """A completed building: the action its bonus marker names, and its
    points (not asked for the rightmost building, which has no marker)."""
    return _BLD_ROWS if answers.get("for") else _BLD_ROWS[:1]


def _make_bld(state, p, answers):
    a = answers["for"]
    return ["bld", p, D.ACTS[a - 1], answers["ap"]] if a else ["bld", p, None, 0]


# ---- the menu -------------------------------------------------------------------------

# "Take a die" where the menu opens (see _likely), a contract above it and
# the die with a helper tile's AP below: the two items beside the cursor
# are nothing alike (a contract beside the character bonus, the same
# number asked, was entered as the other), and the King's die with a
# helper is one step away.
_ABOVE = ("bld", "contract")
_SCORING = ("character", "arms", "cathedral", "other", "km")
# what a player most probably enters after a die for each action: a
# completed building (architect), a house space's VP (merchant), a
# character's or a contract's VP; nothing after the King's
_AFTER = ("bld", "other", "character", "contract")


def _taken(state):
    """The active player has taken this pass's die."""
    return len(state["g"]["took"][state["cur"]["active"]]) >= R.pass_of(state)


def _menu(state):
    """"Take a die" until the player has one (with a helper tile too), the
    scoring of what the player does with it, and the king marker."""
    if not _taken(state):
        return _ABOVE + ("take", "take_x") + _SCORING + ("kset",)
    return _ABOVE + _SCORING + ("kset",)


def _likely(state):
    """The die, then what the die's action most probably scores."""
    took = state["g"]["took"][state["cur"]["active"]]
    if len(took) < R.pass_of(state):
        return "take"
    a = took[-1][2]
    return _AFTER[a] if a is not None and a < len(_AFTER) else None


def _lines(state, lang):
    """The die taken (its goods, action and points, the king marker after
    the King's) and the contracts' refill; before it, the dice at the
    wheel and what C does."""
    g = state["g"]
    p = state["cur"]["active"]
    took = g["took"][p]
    if len(took) >= R.pass_of(state):
        c, v, a, ap = took[-1]
        c = kit.index(D.COLOURS, c)
        L = [R.t(_T_D_AP, lang, R.t(D.ACT_TEXT[a], lang), ap)]
        if c >= 0:      # a die of the wheel's list (the table's own: its value only)
            L.insert(0, R.t(_T_DIE_X_D, lang, R.t(D.COLOUR_TEXT[c], lang),
                            R.t(D.GOODS_TEXT[c], lang), v))
        if a == D.KING:
            L.append(R.t(_T_KING_TRACK_NOW_D, lang, g["kp"][p]))
        # "Na koniec tury należy przesunąć kafelki kontraktów na rynku w
        # prawo, zapełniając wszystkie puste pola, a następnie uzupełnić rynek."
        L.append(R.t(_T_CONTRACTS_SLIDE_REFILL, lang))
    else:
        L = R.dice_lines(state, lang)
    b = g["bonus"][p]
    parts = ["%s+%d" % (R.t(D.ACT_SHORT[a], lang), b[a]) for a in range(5) if b[a]]
    if parts:
        L.append(R.t(_T_BONUS_AP_2, lang) + " ".join(parts))
    if len(took) < R.pass_of(state):
        L.append(R.t(_T_CHANGE_DIE_2_GOLD, lang))
        L.insert(0, R.t(_T_C_TAKEN_OTHER, lang))    # first: what C does now (_leave)
    return L


def _leave(state):
    """C with no die entered: a die taken for any action but the King's
    changes nothing the device works out (goods and action points are the
    table's; only the King action moves a marker), so C records it as a
    die taken, which one unsaid: it stays in the wheel's list."""
    took = state["g"]["took"][state["cur"]["active"]]
    if len(took) < R.pass_of(state):
        took.append([None, 0, None, 0])


STEP = {
    "prompt": _T_PLAYER_TAKES_DIE,
    "status": R.status(D.PH_ACTION),
    "allow": ("take", "ctr", "km", "kset", "bld", "adv"),
    "events": {
        "take": (_check_take, _take),
        "km": (_check_km, _km),
        "bld": (_check_bld, _bld),
        "ctr": (_check_ctr, _ctr),
    },
    "helpers": {
        "take": {"name": _T_TAKE_DIE, "who": "active",
                 "questions": _take_rows, "make": _make_take},
        "take_x": {"name": _T_TAKE_DIE_HELPER, "who": "active",
                   "questions": _take_x_rows, "make": _make_take_x},
        "contract": {"name": _T_CONTRACT_DONE, "who": "active",
                     "questions": _contract_rows, "make": _make_contract},
        "cathedral": {"name": _T_CATHEDRAL, "who": "active",
                      "questions": (("a", _T_VP_COST_TILE, 0, 30, 0),
                                    ("b", _T_VP_CATHEDRAL_TILE, 0, 30, 0)),
                      "make": _make_cathedral},
        "arms": {"name": _T_COAT_ARMS_BONUS, "who": "active",
                 "questions": (("vp", _T_VP, 0, 10, 5),),
                 "make": kit.event("sc", ("vp",), True, ("arms",))},
        "character": {"name": _T_CHARACTER_BONUS, "who": "active",
                      "questions": (("vp", _T_VP, 0, 10, 2),),
                      "make": kit.event("sc", ("vp",), True, ("character",))},
        "other": {"name": _T_OTHER_VP, "who": "any",
                  "questions": (("why", _T_WHY_0_HOUSE_1, 0, 2, 0,
                                 (_T_HOUSE_SPACE, _T_HELPER_TILE, ("other", "inne"))),
                                ("vp", _T_VP, -30, 30, 1)),
                  "make": _make_other},
        "bld": {"name": _T_BUILDING_COMPLETED, "who": "active",
                "questions": _bld_rows, "make": _make_bld},
        "km": {"name": _T_KING_TRACK_FORWARD, "who": "active",
               "questions": (("n", _T_SPACES, 1, 6, 1),), "make": kit.event("km", ("n",))},
    },
    "menu": _menu,
    "likely": _likely,
    "checklist": _lines,
    "leave": _leave,
}
