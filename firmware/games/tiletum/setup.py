"""Tiletum's setup step: the table sets the game up by the checklist and
enters the board's figures the device needs and no rulebook prints (the
action wheel, the king track's lowest space; the VP of king spaces and the
corruption tokens' mix where the table wants to). Figures kept from an
earlier game are in already (games.tiletum.board).

Events of the step (some allowed later too: the wheel at the preparation,
a corrected lowest space or token mix, a space's VP in the king phase):

    ["wheel", [6 actions], [6 values]]   clockwise from any action space
    ["klow", space]                      the king track's lowest space
    ["kvp", space, vp]                   the VP printed on a king space
    ["tokens", n0, n1, n2]               the corruption tokens' mix
"""

from micropython import const

from games import kit
from games.tiletum import board as B
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_SET_UP_TABLE = const(1)
_T_ENTER_ACTION_WHEEL_FIRST = const(15)
_T_ENTER_KING_TRACKS_LOWEST = const(16)
_T_WHEEL_SIX_ACTIONS_EACH = const(20)
_T_WHEEL_VALUES_1_6 = const(21)
_T_DICE_ARE_WHEEL_ALREADY = const(22)
_T_GAME_HAS_D_CORRUPTION = const(26)
_T_TOKENS_D_REVEALED_ALREADY = const(27)
_T_LOWEST_SPACE_D_D = const(36)
_T_MARKER_D = const(37)
_T_KING_SPACE = const(71)
_T_VP_PRINTED_THERE = const(72)
_T_TOKENS_0 = const(73)
_T_TOKENS_1 = const(74)
_T_TOKENS_2 = const(75)
_T_ACTION_WHEEL = const(81)
_T_KING_TRACK_LOWEST_SPACE = const(82)
_T_LOWEST_SPACE = const(83)
_T_KING_SPACE_VP = const(84)
_T_CORRUPTION_TOKENS = const(85)
_T_BAG_D_DICE_EACH = const(116)
_T_EACH_1_IRON_1 = const(117)
_T_D_GOLD_D = const(118)
_T_SCORE_10_KING_TRACK = const(119)
_T_REMOVE_TILES_MARKED = const(120)
_T_MAP_SPACES_MARKED_STAY = const(121)
_T_BONUS_TILES_ACTION_SPACES = const(122)
_T_MARKETS_5_CHARACTERS_5 = const(123)
_T_N3_CITIES_4_FAIR = const(124)
_T_CORRUPTION_SHUFFLE_LAY_3 = const(125)
_T_ACTION_TILES_SHUFFLE_ONTO = const(126)
_T_ENTER_WHEEL_ACTION_VALUE = const(127)
_T_ENTER_KING_TRACKS_LOWEST_2 = const(128)
_T_CATHEDRAL_COST_STACKS = const(186)
_T_MERCHANT_ARCHITECT_HOUSE = const(187)
_T_HOUSES_ROOFS_PILLARS = const(188)
# End of text ids.


def _check_wheel(state, ev):
    msg = kit.shape(state, ev, "ll")
    if msg:
        return msg
    acts, vals = ev[1], ev[2]
    if len(acts) != 6 or any(acts.count(a) != 1 for a in D.ACTS):
        return R.m(_T_WHEEL_SIX_ACTIONS_EACH)
    if len(vals) != 6 or any(not kit.is_int(v) for v in vals) or \
            any(vals.count(v) != 1 for v in range(1, 7)):
        return R.m(_T_WHEEL_VALUES_1_6)
    if state["g"]["drawn"]:
        return R.m(_T_DICE_ARE_WHEEL_ALREADY)
    return None


def _wheel(state, ev):
    g = state["g"]
    g["acts"] = list(ev[1])
    g["vals"] = list(ev[2])
    # as the table set it up: what the device keeps (the wheel turns later)
    g["wk"] = B.wheel_code(ev[1], ev[2])


def _check_klow(state, ev):
    if kit.shape(state, ev, "i") or ev[1] > D.KING_SURE_LOW or ev[1] < D.KING_MIN:
        return R.m(_T_LOWEST_SPACE_D_D, D.KING_MIN, D.KING_SURE_LOW)
    if min(state["g"]["kp"]) < ev[1]:
        return R.m(_T_MARKER_D, min(state["g"]["kp"]))
    return None


def _klow(state, ev):
    state["g"]["klow"] = ev[1]


def _check_tokens(state, ev):
    msg = kit.shape(state, ev, "iii")
    if msg:
        return msg
    if min(ev[1:]) < 0 or sum(ev[1:]) != D.TOKENS_IN_GAME:
        return R.m(_T_GAME_HAS_D_CORRUPTION, D.TOKENS_IN_GAME)
    for v in range(3):
        if state["g"]["trev"].count(v) > ev[1 + v]:
            return R.m(_T_TOKENS_D_REVEALED_ALREADY, v, state["g"]["trev"].count(v))
    return None


def _tokens(state, ev):
    state["g"]["tok"] = ev[1:]


# ---- the step ---------------------------------------------------------------------------

# what the setup still needs, in its order: (helper, the figure it enters)
_NEEDS = (("wheel", "vals"), ("klow", "klow"), ("tokens", "tok"))


def _likely(state):
    g = state["g"]
    for aid, key in _NEEDS:
        if g[key] is None:
            return aid
    return None


def _lines(state, lang):
    """The rulebook's setup for this many players, and the figures the
    device still needs."""
    g = state["g"]
    n = len(state["players"])
    order = state["order"]
    L = [R.t(_T_BAG_D_DICE_EACH, lang, n, 5 * n), R.t(_T_EACH_1_IRON_1, lang)]
    for i in range(n):
        L.append(R.t(_T_D_GOLD_D, lang, i + 1, kit.name(state, order[i]), D.START_GOLD[i]))
    L.append(R.t(_T_SCORE_10_KING_TRACK, lang, kit.name(state, order[0])))
    if n < 4:
        marks = D.MARKS_2 if n == 2 else D.MARKS_3
        L.append(R.t(_T_REMOVE_TILES_MARKED, lang, marks))
        L.append(R.t(_T_MAP_SPACES_MARKED_STAY, lang, marks))
    L.append(R.t(_T_BONUS_TILES_ACTION_SPACES, lang))
    L.append(R.t(_T_MARKETS_5_CHARACTERS_5, lang))
    # Step 8: the cathedrals' cost tiles and their tiles' stacks.
    L.append(R.t(_T_CATHEDRAL_COST_STACKS, lang))
    L.append(R.t(_T_N3_CITIES_4_FAIR, lang))
    L.append(R.t(_T_CORRUPTION_SHUFFLE_LAY_3, lang))
    # Step 13: each player's figures, houses and pillars.
    L.append(R.t(_T_MERCHANT_ARCHITECT_HOUSE, lang))
    L.append(R.t(_T_HOUSES_ROOFS_PILLARS, lang))
    if state["options"]["action_tiles"]:
        L.append(R.t(_T_ACTION_TILES_SHUFFLE_ONTO, lang))
    if g["vals"] is None:
        L.append(R.t(_T_ENTER_WHEEL_ACTION_VALUE, lang))
    else:
        L.append(R.wheel_text(state, lang))
    if g["klow"] is None:
        L.append(R.t(_T_ENTER_KING_TRACKS_LOWEST_2, lang))
    return L


def _ready(state):
    g = state["g"]
    if g["vals"] is None:
        return R.m(_T_ENTER_ACTION_WHEEL_FIRST)
    if g["klow"] is None:
        return R.m(_T_ENTER_KING_TRACKS_LOWEST)
    return None


STEP = {
    "prompt": _T_SET_UP_TABLE,
    "status": R.status(D.PH_SETUP),
    "allow": ("wheel", "klow", "kvp", "tokens", "adv"),
    "events": {
        "wheel": (_check_wheel, _wheel),
        "klow": (_check_klow, _klow),
        "kvp": (R.check_kvp, R.set_kvp),
        "tokens": (_check_tokens, _tokens),
    },
    "helpers": {
        "wheel": {"name": _T_ACTION_WHEEL, "who": "none", "questions": B.wheel_rows,
                  "make": B.make_wheel},
        "klow": {"name": _T_KING_TRACK_LOWEST_SPACE, "who": "none",
                 "questions": (("space", _T_LOWEST_SPACE, D.KING_MIN, D.KING_SURE_LOW,
                                D.KING_SURE_LOW),),
                 "make": kit.event("klow", ("space",), False)},
        "kvp": {"name": _T_KING_SPACE_VP, "who": "none",
                "questions": (("space", _T_KING_SPACE, D.KING_MIN, D.KING_TOP, 1),
                              ("vp", _T_VP_PRINTED_THERE, -99, 99, 0)),
                "make": kit.event("kvp", ("space", "vp"), False)},
        "tokens": {"name": _T_CORRUPTION_TOKENS, "who": "none",
                   "questions": (("n0", _T_TOKENS_0, 0, 6, 2), ("n1", _T_TOKENS_1, 0, 6, 2),
                                 ("n2", _T_TOKENS_2, 0, 6, 2)),
                   "make": kit.event("tokens", ("n0", "n1", "n2"), False)},
    },
    "menu": ("wheel", "klow", "tokens", "kvp"),
    "likely": _likely,
    "checklist": _lines,
    "ready": _ready,
}
