"""Tiletum's clean-up (rounds 1-3): the table refills the board for the
next round; the device puts every die back into the bag and turns the
wheel one segment clockwise (the segment beside space i moves to space
i + 1). The step enters nothing: C moves on.
"""

from micropython import const

from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_ROUND_ROUND_CLEAN_UP = const(7)
_T_REFILL_BONUS_TILES_EMPTY = const(154)
_T_NEW_BONUS_TILE_KING = const(155)
_T_SHUFFLE_CORRUPTION_TOKENS_LA = const(156)
_T_ALL_DICE_BACK_INTO = const(157)
_T_TURN_WHEEL_1_SEGMENT = const(158)
# End of text ids.


def _enter(state):
    # all dice back into the bag, and the wheel turns one segment clockwise
    g = state["g"]
    g["bag"] = R.full_bag(len(state["players"]))
    g["wheel"] = []
    vals = g["vals"]
    g["vals"] = [vals[5]] + vals[:5]


def _skip(state):
    # no clean-up after the last round: the final scoring follows
    return state["cur"].get("round") == 4


def _lines(state, lang):
    L = [R.t(_T_REFILL_BONUS_TILES_EMPTY, lang)]
    if state["cur"].get("round", 1) < 3:
        L.append(R.t(_T_NEW_BONUS_TILE_KING, lang))
    L.append(R.t(_T_SHUFFLE_CORRUPTION_TOKENS_LA, lang))
    L.append(R.t(_T_ALL_DICE_BACK_INTO, lang))
    L.append(R.t(_T_TURN_WHEEL_1_SEGMENT, lang))
    return L + [R.wheel_text(state, lang)]


STEP = {
    "prompt": _T_ROUND_ROUND_CLEAN_UP,
    "status": R.status(D.PH_CLEANUP),
    "allow": ("adv",),
    "menu": (),
    "checklist": _lines,
    "enter": _enter,
    "skip": _skip,
}
