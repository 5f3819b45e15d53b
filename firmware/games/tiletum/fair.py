"""Tiletum's fair: the round's fair scores the players with a house in
its city, the VP under the city plus the VP on the fair tile for each time
a player meets the tile's condition (per set of two things for the "sets"
tiles). The king-track tile scores in the king phase instead, before the
markers move, once: city + tile + the player's king-track VP.

Events of the step (the king phase allows them too, for that tile):

    ["fairvp", city VP, tile VP, tile]   the fair's printed figures
                                         (tile 0: not given)
    ["fair", p, times]                   a player scores the fair
    ["fair", p, sets, a, b]              a "sets" tile: the two counts
                                         (sets: the smaller)

A fair's counts are what the device knows next (games.tiletum.rules.known):
the next fair's and the final count's entries start at them.
"""

from micropython import const

from core import ledger
from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_ROUND_ROUND_FAIR = const(6)
_T_TOO_LATE_KING_TRACK = const(11)
_T_VP_KING_SPACE_D = const(51)
_T_FAIR_VP_0_D = const(52)
_T_FAIRS_SCORE_FAIR_PHASE = const(53)
_T_THAT_FAIR_SCORES_KING = const(54)
_T_PLAYERS_SCORED_ALREADY_UNDO = const(55)
_T_ENTER_FAIRS_VP_FIRST = const(56)
_T_SCORED_THIS_FAIR = const(57)
_T_TIMES_0_D = const(58)
_T_THIS_TILE_NOT_MULTIPLIED = const(59)
_T_HOUSES_MAP = const(60)
_T_PILLARS_MAP = const(61)
_T_NOT_GIVEN = const(70)
_T_FAIR_TILE = const(78)
_T_FAIR_VP = const(88)
_T_FAIR = const(110)
_T_TIMES_MET = const(111)
_T_FAIR_SETS = const(112)
_T_CONTRACTS_DONE = const(113)
_T_CATHEDRAL_TILES = const(114)
_T_CITY_FAIR_TOKEN_D = const(147)
_T_FAIR_2 = const(148)
_T_WHO_HOUSE_THERE_MERCHANT = const(149)
_T_VP_CITY_TILE_X = const(150)
_T_SCORED_KING_PHASE = const(151)
_T_D_VP_EACH_TIME = const(152)
_T_SCORED = const(153)
_T_COATS_OF_ARMS = const(277)
_T_VP_EACH_TIME_CITY_TILE = const(278)
# End of text ids.


def _check_fairvp(state, ev):
    g = state["g"]
    msg = kit.shape(state, ev, "iii")
    if msg:
        return msg
    if min(ev[1:3]) < 0 or max(ev[1:3]) > D.FAIR_MAX_VP or ev[3] < 0 or \
            ev[3] > len(D.FAIR_TILES):
        return R.m(_T_FAIR_VP_0_D, D.FAIR_MAX_VP, len(D.FAIR_TILES))
    in_king = state["cur"]["step"] == "king"
    if in_king and not R.king_tile(ev[3]):
        return R.m(_T_FAIRS_SCORE_FAIR_PHASE)
    if in_king and g["roy"]:
        return _T_TOO_LATE_KING_TRACK
    f = g["fair"]
    if not in_king and (R.king_tile(ev[3]) or f is not None and R.king_tile(f[2])):
        return R.m(_T_THAT_FAIR_SCORES_KING)
    if f is not None and f[3]:
        return R.m(_T_PLAYERS_SCORED_ALREADY_UNDO)
    return None


def _fairvp(state, ev):
    state["g"]["fair"] = [ev[1], ev[2], ev[3], []]
    state["g"]["lf"] = [ev[1], ev[2]]     # the next fair's entry starts here


def fair_points_of(state, p, times):
    """VP ``p`` gets at this round's fair meeting its condition ``times``
    times; the king-track tile: city + tile + the player's king VP, once.
    (The rules of tiletum_score.fair_points and king_fair_points, written
    out here so that the end-game scorer is loaded only at the end: the
    tests hold the two to the same numbers.)"""
    g = state["g"]
    f = g["fair"]
    if R.king_tile(f[2]):
        return f[0] + f[1] + (R.kvp(g, g["kp"][p]) or 0)
    return (f[0] + f[1]) * times


def _check_fair(state, ev):
    g = state["g"]
    msg = kit.shape(state, ev, "piii" if len(ev) == 5 else "pi")
    if msg:
        return msg
    f = g["fair"]
    if f is None:
        return R.m(_T_ENTER_FAIRS_VP_FIRST)
    if len(ev) == 5 and (f[2] not in _SETS or min(ev[3], ev[4]) != ev[2]
                         or max(ev[3], ev[4]) > D.FAIR_MAX_TIMES):
        return R.m(_T_TIMES_0_D, D.FAIR_MAX_TIMES)
    if ev[1] in f[3]:
        return R.m(_T_SCORED_THIS_FAIR, kit.name(state, ev[1]))
    if ev[2] < 0 or ev[2] > D.FAIR_MAX_TIMES:
        return R.m(_T_TIMES_0_D, D.FAIR_MAX_TIMES)
    if R.king_tile(f[2]):
        if g["roy"]:
            return _T_TOO_LATE_KING_TRACK
        if ev[2] != 1:
            return R.m(_T_THIS_TILE_NOT_MULTIPLIED)
        if R.kvp(g, g["kp"][ev[1]]) is None:
            return R.m(_T_VP_KING_SPACE_D, g["kp"][ev[1]])
    return None


def _fair(state, ev):
    g = state["g"]
    f = g["fair"]
    p = ev[1]
    if R.king_tile(f[2]):
        # the tile's VP first, then the king-track VP (which may take some)
        ledger.add(state, p, f[0] + f[1], "fair", D.SCORE_FLOOR)
        ledger.add(state, p, R.kvp(g, g["kp"][p]), "fair", D.SCORE_FLOOR)
    else:
        ledger.add(state, p, fair_points_of(state, p, ev[2]), "fair", D.SCORE_FLOOR)
    # what the table counted: the next entries start there
    known = R.known(state, p)
    if len(ev) == 5:
        known[_SETS[f[2]][0]] = ev[3]
        known[_SETS[f[2]][1]] = ev[4]
    elif f[2] and _COUNTS[f[2] - 1] is not None:
        known[_COUNTS[f[2] - 1]] = ev[2]
    f[3].append(p)


# ---- the questions ----------------------------------------------------------------------

_KIND_ROW = ("kind", _T_FAIR_TILE, 0, len(D.FAIR_TILES), 0,
             (_T_NOT_GIVEN,) + tuple([t[0] for t in D.FAIR_TILES]))


def _fairvp_rows(state, p, answers, lang):
    """The fair's VP each time (the city's and the tile's printed VP: only
    their sum counts, one entry), starting at the last fair's; then the
    fair tile."""
    lf = state["g"].get("lf") or (0, 0)
    return (("city", _T_VP_EACH_TIME_CITY_TILE, 0, D.FAIR_MAX_VP, lf[0] + lf[1]), _KIND_ROW)


def _make_fairvp(state, p, answers):
    return ["fairvp", answers["city"], 0, answers["kind"]]


def _who_row(state):
    """Whose fair score: the next in turn order not scored yet."""
    f = state["g"]["fair"]
    done = f[3] if f else ()
    return ("p", _T_FAIR, 0, len(state["players"]) - 1,
            R.next_player(state, lambda p: p in done), R.player_labels)


# What each fair tile counts, as games.tiletum.rules.known keeps it (None:
# nothing the device counts); the "sets" tiles' two counts; the entry's
# title for each count.
_COUNTS = (None, None, R.CTR, None, None, R.HOUSES, None, R.ARMS, R.PILLARS, None, R.CATH)
_SETS = {1: (R.HOUSES, R.PILLARS), 2: (R.CTR, R.CATH), 5: (R.ARMS, R.CTR)}
_COUNT_TEXT = (_T_CONTRACTS_DONE, _T_CATHEDRAL_TILES, _T_COATS_OF_ARMS, _T_HOUSES_MAP,
               _T_PILLARS_MAP)


def _count_row(state, key, answers, which, default):
    """A count's entry, named by what it counts, starting at what the
    device knows of the player's (else ``default``)."""
    who = answers.get("p", _who_row(state)[4])
    v = R.count(state, who, which) if which is not None else None
    return (key, _COUNT_TEXT[which] if which is not None else _T_TIMES_MET, 0,
            D.FAIR_MAX_TIMES, default if v is None else v)


def _fair_rows(state, p, answers, lang):
    f = state["g"]["fair"]
    if f and R.king_tile(f[2]):     # scored once, not multiplied: no count
        return (_who_row(state),)
    which = _COUNTS[f[2] - 1] if f and f[2] else None
    return (_who_row(state), _count_row(state, "times", answers, which, 1))


def _sets_rows(state, p, answers, lang):
    # each count named, and where the device knows it (a contract, an
    # earlier fair), starting there; else at 0
    f = state["g"]["fair"]
    a, b = _SETS.get(f[2] if f else 0, (None, None))
    return (_who_row(state), _count_row(state, "a", answers, a, 0),
            _count_row(state, "b", answers, b, 0))


def _make_fair(state, p, answers):
    return ["fair", answers.get("p", p), answers.get("times", 1)]


def _make_sets(state, p, answers):
    a, b = answers["a"], answers["b"]
    return ["fair", answers.get("p", p), min(a, b), a, b]


# ---- the step ---------------------------------------------------------------------------

def _menu(state):
    """The fair's figures first; then who scores, by the tile's kind;
    nothing where the king phase scored it."""
    f = state["g"]["fair"]
    if f is None:
        return ("fairvp",)
    if R.king_tile(f[2]):
        return ()
    if f[2] and D.FAIR_TILES[f[2] - 1][1] == D.SETS:
        return ("fair_sets", "fairvp")
    return ("fair", "fairvp")


def _likely(state):
    # the figures, then who scores
    offered = _menu(state)
    return offered[0] if offered else None


def _follow_up(state, event):
    """The fair's figures in: the first player's score follows at once."""
    if event[0] == "fairvp" and state["cur"]["step"] == "fair":
        offered = _menu(state)
        return offered[0] if offered and offered[0] != "fairvp" else None
    return None


def _lines(state, lang):
    """The fair's city, who scores there, and the VP each time."""
    g = state["g"]
    r = state["cur"].get("round", 1)
    # round 1 always in Tiletum, then the city with the round's fair token
    city = "Tiletum" if r == 1 else R.t(_T_CITY_FAIR_TOKEN_D, lang, r)
    L = [R.t(_T_FAIR_2, lang) + city, R.t(_T_WHO_HOUSE_THERE_MERCHANT, lang)]
    f = g["fair"]
    if f is None:
        L.append(R.t(_T_VP_CITY_TILE_X, lang))
        return L
    if f[2]:
        L.append(R.t(D.FAIR_TILES[f[2] - 1][0], lang))
    if R.king_tile(f[2]):
        L.append(R.t(_T_SCORED_KING_PHASE, lang))
    else:
        L.append(R.t(_T_D_VP_EACH_TIME, lang, f[0] + f[1]))
    if f[3]:
        L.append(R.t(_T_SCORED, lang) + kit.names(state, f[3]))
    return L


STEP = {
    "prompt": _T_ROUND_ROUND_FAIR,
    "status": R.status(D.PH_FAIR),
    "allow": ("fairvp", "fair", "adv"),
    "events": {
        "fairvp": (_check_fairvp, _fairvp),
        "fair": (_check_fair, _fair),
    },
    "helpers": {
        "fairvp": {"name": _T_FAIR_VP, "who": "none", "questions": _fairvp_rows,
                   "make": _make_fairvp},
        "fair": {"name": _T_FAIR, "who": "none", "questions": _fair_rows,
                 "make": _make_fair},
        "fair_sets": {"name": _T_FAIR_SETS, "who": "none", "questions": _sets_rows,
                      "make": _make_sets},
    },
    "menu": _menu,
    "likely": _likely,
    "follow_up": _follow_up,
    "checklist": _lines,
}
