"""Tiletum's king phase: each marker scores the VP of its king space
(read off the board the first time a marker stands there), in round 4 the
leader scores 4 VP, the new turn order is the king track's from the leader
down, and the markers in the red part go back to 0. A fair with the
king-track tile scores here too, before the markers move (games.tiletum.fair
owns the fair's events).

The step also owns putting a king marker on a space ("kset"), which the
corruption and the action steps allow too: the table's fix of a marker.

Events of the step:

    ["royal"] or ["royal", [[space, VP], ...]]   the king phase (with the
                                         VP of spaces read with it)
    ["kset", p, space]                   a king marker put on a space
"""

from micropython import const

from core import ledger
from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_ROUND_ROUND_KING_PHASE = const(5)
_T_NOT_ACTION = const(9)
_T_SCORE_KING_PHASE_FIRST = const(18)
_T_KING_PHASE_SCORED = const(50)
_T_VP_KING_SPACE_D = const(51)
_T_SCORE_KING_PHASE = const(87)
_T_PUT_KING_MARKER = const(108)
_T_SPACE = const(109)
_T_ORDER = const(138)
_T_LEADER_4_VP = const(139)
_T_LEADER_BONUS_TILE_NOT = const(140)
_T_VP_KING_SPACE_D_2 = const(141)
_T_D_VP = const(142)
_T_NEW_ORDER = const(143)
_T_MARKERS_RED_BACK_0 = const(144)
_T_KING_TRACK_FAIR_TILE = const(145)
_T_FAIR_D_VP_KING = const(146)
_T_SCORED = const(153)
# End of text ids.


def royal_points(state, read=()):
    """{player: VP} of the king phase: VP by king space (``read``: [space,
    VP] pairs the table reads out with it), and the round-4 leader's 4 VP."""
    g = state["g"]
    out = {}
    for p in range(len(g["kp"])):
        out[p] = R.kvp(g, g["kp"][p]) or 0
        for sp, vp in read:
            if sp == g["kp"][p]:
                out[p] = vp
    if state["cur"].get("round") == 4:
        out[R.king_order(g)[0]] += D.LEADER_VP
    return out


def _check_royal(state, ev):
    # ["royal"] or ["royal", [[space, VP], ...]]: the VP of spaces read
    # off the board with it
    if len(ev) not in (1, 2) or len(ev) == 2 and type(ev[1]) is not list:
        return _T_NOT_ACTION
    if state["g"]["roy"]:
        return R.m(_T_KING_PHASE_SCORED)
    read = ev[1] if len(ev) == 2 else []
    for pair in read:
        if type(pair) is not list or len(pair) != 2:
            return _T_NOT_ACTION
        msg = R.check_kvp(state, ["kvp"] + pair)
        if msg:
            return msg
    done = [pair[0] for pair in read]
    for sp in R.missing_king_vp(state):
        if sp not in done:
            return R.m(_T_VP_KING_SPACE_D, sp)
    return None


def _royal(state, ev):
    g = state["g"]
    if len(ev) == 2:
        for pair in ev[1]:
            R.set_kvp(state, ["kvp"] + pair)
    kp = g["kp"]
    order = R.king_order(g)
    if state["cur"].get("round") == 4:
        ledger.add(state, order[0], D.LEADER_VP, "leader", D.SCORE_FLOOR)
    for p in range(len(kp)):
        if R.kvp(g, kp[p]):
            ledger.add(state, p, R.kvp(g, kp[p]), "king", D.SCORE_FLOOR)
    state["order"] = order
    # Markers in the red part back to 0, picked up from left to right into
    # one stack: the one from the lowest space ends on top; the stack goes
    # on top of the markers already on 0. Stacks keep their own order.
    red = [p for p in g["ks"] if kp[p] < 0]
    groups = []
    for p in red:
        if groups and kp[groups[-1][0]] == kp[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    groups.reverse()
    ks = [p for p in g["ks"] if kp[p] == 0]
    for grp in groups:
        ks += grp
    g["ks"] = ks + [p for p in g["ks"] if kp[p] > 0]
    for p in red:
        kp[p] = 0
    g["roy"] = True


def _check_kset(state, ev):
    return kit.shape(state, ev, "pi") or R.space_msg(state["g"], ev[2])


def _kset(state, ev):
    R.place(state["g"], ev[1], ev[2])


# ---- the king phase's questions --------------------------------------------------------

def _royal_rows(state, p, answers, lang):
    """The king phase asks the VP printed on each occupied space whose
    figure the table has not read out yet (then the device knows it for
    the rest of the game): the red part takes (-99..0), the blue gives."""
    rows = []
    for sp in R.missing_king_vp(state):
        lo, hi = (-99, 0) if sp < 0 else (0, 99)
        rows.append(("vp%d" % sp, R.t(_T_VP_KING_SPACE_D_2, lang, sp), lo, hi,
                     kvp_guess(state["g"], sp)))
    return rows


def kvp_guess(g, sp):
    """Where the entry of a king space's VP starts: in proportion to the
    nearest space of the same part (red or blue) whose VP the table has
    read, rounded half up; with none read yet, a VP per space in the red
    part (the rulebook's example: a marker on -2 loses 2) and one per two
    spaces in the blue. Only a start: the table enters what is printed."""
    best = None
    for s in range(D.KING_MIN, D.KING_TOP + 1):
        vp = R.kvp(g, s)
        if vp is not None and s * sp > 0 and (best is None or abs(s - sp) < abs(best - sp)):
            best = s
    a = abs(sp)
    if best is None:
        v = a if sp < 0 else (a + 1) // 2
    else:
        b = abs(best)
        v = (2 * a * abs(R.kvp(g, best)) + b) // (2 * b)
    return -v if sp < 0 else v


def _make_royal(state, p, answers):
    miss = R.missing_king_vp(state)
    if not miss:
        return ["royal"]
    return ["royal", [[sp, answers["vp%d" % sp]] for sp in miss]]


# ---- the step ------------------------------------------------------------------------------

def _menu(state):
    """The king phase until it is scored (with the king-track fair), then
    nothing but moving on."""
    g = state["g"]
    if g["roy"]:
        return ()
    f = g["fair"]
    fair = ("fair",) if f is not None and R.king_tile(f[2]) else ()
    return ("royal", "fairvp") + fair + ("kvp", "kset")


def _lines(state, lang):
    """The leader and what each marker scores (or the VP still to read),
    the new order, and the king-track fair."""
    g = state["g"]
    if g["roy"]:
        return [R.t(_T_ORDER, lang) + kit.names(state, state["order"])] + \
            R.king_lines(state, lang)
    order = R.king_order(g)
    if state["cur"].get("round") == 4:
        L = [R.t(_T_LEADER_4_VP, lang, kit.name(state, order[0]))]
    else:
        L = [R.t(_T_LEADER_BONUS_TILE_NOT, lang, kit.name(state, order[0]))]
    miss = R.missing_king_vp(state)
    for s in miss:
        L.append(R.t(_T_VP_KING_SPACE_D_2, lang, s))
    if not miss:
        for p in order:
            L.append(R.t(_T_D_VP, lang, kit.name(state, p), g["kp"][p],
                         R.signed(R.kvp(g, g["kp"][p]))))
    L.append(R.t(_T_NEW_ORDER, lang) + kit.names(state, order))
    L.append(R.t(_T_MARKERS_RED_BACK_0, lang))
    f = g["fair"]
    if f is None:
        L.append(R.t(_T_KING_TRACK_FAIR_TILE, lang))
    else:
        L.append(R.t(_T_FAIR_D_VP_KING, lang, f[0] + f[1]))
        if f[3]:
            L.append(R.t(_T_SCORED, lang) + kit.names(state, f[3]))
    return L


def _leave(state):
    """The king phase asks nothing once every occupied space's VP is known
    (kept from an earlier game, or read in this one): C scores it."""
    if not state["g"]["roy"]:
        _royal(state, ["royal"])


def _ready(state):
    # C scores the king phase where the device knows every space's VP
    if not state["g"]["roy"] and R.missing_king_vp(state):
        return R.m(_T_SCORE_KING_PHASE_FIRST)
    return None


STEP = {
    "prompt": _T_ROUND_ROUND_KING_PHASE,
    "status": R.status(D.PH_KING),
    "allow": ("royal", "kvp", "klow", "kset", "fairvp", "fair", "adv"),
    "events": {
        "royal": (_check_royal, _royal),
        "kset": (_check_kset, _kset),
    },
    "helpers": {
        "royal": {"name": _T_SCORE_KING_PHASE, "who": "none",
                  "questions": _royal_rows, "make": _make_royal},
        "kset": {"name": _T_PUT_KING_MARKER, "who": "any",
                 "questions": (("space", _T_SPACE, D.KING_MIN, D.KING_TOP, 0),),
                 "make": kit.event("kset", ("space",))},
    },
    "menu": _menu,
    "checklist": _lines,
    "leave": _leave,
    "ready": _ready,
}
