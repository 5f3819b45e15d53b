"""Tiletum's corruption token: before each pass of the action phase the
first player reveals the rightmost corruption token (0, 1 or 2) and every
king marker moves back that many spaces, never below the track's lowest
space. The device reveals one (where it knows the tokens' mix) or applies
the one the table entered; C with none entered is a 0.

Event of the step:

    ["corrupt", value]                   the revealed corruption token
"""

from micropython import const

from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_CORRUPTION_TOKEN = const(3)
_T_REVEAL_CORRUPTION_TOKEN_FIRS = const(17)
_T_DRAW_ENTER_TOKENS_MIX = const(28)
_T_CORRUPTION_TOKEN_SHOWS_0 = const(29)
_T_THIS_ACTIONS_TOKEN_REVEALED = const(30)
_T_NO_TOKEN_D_LEFT = const(31)
_T_DEVICE_REVEALS_TOKEN = const(80)
_T_TOKEN_REVEALED = const(86)
_T_REVEAL_RIGHTMOST_TOKEN = const(130)
_T_TOKEN_D_EVERY_MARKER = const(131)
_T_TOKEN_0_NOBODY_MOVES = const(132)
_T_CORRUPTION_VALUE = const(182)
_T_C_TOKEN_ZERO = const(203)
# End of text ids.


def token_pool(g):
    """Values still face down this round (the mix minus what is revealed)."""
    pool = []
    for v in range(3):
        pool += [v] * (g["tok"][v] - g["trev"].count(v))
    return pool


def corruption_event(state, rng):
    """The device reveals the next token: a random one of those not yet
    revealed this round (refused while the mix is not known)."""
    g = state["g"]
    if g["tok"] is None:
        return ["corrupt", None]
    pool = token_pool(g)
    return ["corrupt", pool[rng.below(len(pool))]]


def _revealed(state):
    """This pass's token is revealed."""
    return len(state["g"]["trev"]) >= R.pass_of(state)


def _check_corrupt(state, ev):
    g = state["g"]
    if len(ev) == 2 and ev[1] is None:
        return R.m(_T_DRAW_ENTER_TOKENS_MIX)
    if kit.shape(state, ev, "i") or ev[1] < 0 or ev[1] > 2:
        return R.m(_T_CORRUPTION_TOKEN_SHOWS_0)
    if _revealed(state):
        return R.m(_T_THIS_ACTIONS_TOKEN_REVEALED)
    if g["tok"] is not None and ev[1] not in token_pool(g):
        return R.m(_T_NO_TOKEN_D_LEFT, ev[1])
    return None


def _corrupt(state, ev):
    g = state["g"]
    g["trev"].append(ev[1])
    # Every marker back, never below the lowest space, leftmost first: the
    # markers stopped on the lowest space stack in the order they came from
    # the left, stacks keep their order. The move keeps left-to-right
    # order, so the stack list stays as it is.
    for p in g["ks"]:
        g["kp"][p] = max(g["klow"], g["kp"][p] - ev[1])


def _make_reveal(state, p, answers):
    return corruption_event(state, R.rng())


# ---- the step ---------------------------------------------------------------------------

def _menu(state):
    """The token (revealed by the device where it knows the mix) until it
    is in; the king marker's fix."""
    if _revealed(state):
        return ("kset",)
    return (("corrupt", "reveal") if state["g"]["tok"] else ("corrupt",)) + ("tokens", "kset")


def _likely(state):
    return None if _revealed(state) else "corrupt"


def _lines(state, lang):
    """Who reveals the token and what C means; then what it did; the king
    track."""
    g = state["g"]
    if not _revealed(state):
        # the first player (compass rose) reveals it
        line = R.t(_T_REVEAL_RIGHTMOST_TOKEN, lang, kit.name(state, state["order"][0]))
        return [line, R.t(_T_C_TOKEN_ZERO, lang)] + R.king_lines(state, lang)
    elif g["trev"][-1]:
        line = R.t(_T_TOKEN_D_EVERY_MARKER, lang, g["trev"][-1], g["trev"][-1])
    else:
        line = R.t(_T_TOKEN_0_NOBODY_MOVES, lang)
    return [line] + R.king_lines(state, lang)


def _leave(state):
    # a corruption token 0 moves no marker: C with no token is a 0
    if not _revealed(state):
        state["g"]["trev"].append(0)


def _ready(state):
    # C with no token entered is a 0 (see _leave): refused only where the
    # device knows the tokens' mix and no 0 is left face down
    g = state["g"]
    if not _revealed(state) and g["tok"] is not None and 0 not in token_pool(g):
        return R.m(_T_REVEAL_CORRUPTION_TOKEN_FIRS)
    return None


STEP = {
    "prompt": _T_CORRUPTION_TOKEN,
    "status": R.status(D.PH_ACTION),
    "allow": ("corrupt", "tokens", "kset", "klow", "adv"),
    "events": {"corrupt": (_check_corrupt, _corrupt)},
    "helpers": {
        "corrupt": {"name": _T_TOKEN_REVEALED, "who": "none",
                    "questions": (("v", _T_CORRUPTION_VALUE, 0, 2, 1),),
                    "make": kit.event("corrupt", ("v",), False)},
        "reveal": {"name": _T_DEVICE_REVEALS_TOKEN, "who": "none", "questions": (),
                   "make": _make_reveal},
    },
    "menu": _menu,
    "likely": _likely,
    "checklist": _lines,
    "leave": _leave,
    "ready": _ready,
}
