"""Amber's setup step: the start layout, the rest of the setup as a
checklist.

The start layouts are diagrams in the printed rulebook, so the table reads
off its diagram how many villages are in play (one castle per player):
``["layout", diagram, villages]``. The table's own choice is entered by its
villages alone (diagram 0): the device computes nothing from the diagram's
number. The device can also draw the diagram: ``["pool", k]`` (k diagrams
for this player count), then a roll of a k-sided die (games.amber.game's dice
hooks), then the drawn diagram's villages.
"""

from micropython import const

from games import catalog, kit
from games.amber import board as bd

# Text ids of games/amber/texts.lang, written by `make texts`.
_T_SET_UP_BOARD = const(1)
_T_LAYOUT_D_CASTLES_D = const(5)
_T_CASTLES_D_VILLAGES_D = const(6)
_T_COINS_D_CASTLES_VILLAGES = const(7)
_T_DRAWN_LAYOUT_D = const(8)
_T_ENTER_ITS_VILLAGES = const(9)
_T_ROLL_1_D_LAYOUTS = const(10)
_T_PICK_LAYOUT_FROM_DIAGRAMS = const(11)
_T_SHUFFLE_D_TILES_DEAL = const(12)
_T_STACK_D_D_FACE = const(13)
_T_SPECIAL_SHOVEL_EACH = const(14)
_T_STACK_D_SPECIAL_SHOVELS = const(15)
_T_PICK_CASTLES_STARTS = const(16)
_T_NUMBER_VILLAGES_1_D = const(17)
_T_START_LAYOUT = const(42)
_T_VILLAGES_IT = const(43)
_T_DRAW_LAYOUT = const(44)
_T_LAYOUTS_DRAW_FROM = const(45)
_T_VILLAGES_DRAWN_ONE = const(46)
_T_LAYOUT_NEEDS = const(80)
_T_DIAGRAM_RANGE = const(81)
_T_VILLAGES_RANGE = const(82)
_T_POOL_RANGE = const(83)
_T_LAYOUT_FIRST = const(84)
_T_LAYOUT_IS_SET = const(90)
# End of text ids.

GAME = "amber"



# -- the events ---------------------------------------------------------------

def _check_layout(state, event):
    if len(event) != 3:
        return _T_LAYOUT_NEEDS
    d, v = event[1], event[2]
    if not isinstance(d, int) or d < 0 or d > bd.MAX_DIAGRAM:
        return (_T_DIAGRAM_RANGE, bd.MAX_DIAGRAM)
    if not isinstance(v, int) or v < 1 or v > bd.MAX_VILLAGES:
        return (_T_VILLAGES_RANGE, bd.MAX_VILLAGES, bd.MAX_VILLAGES)
    return None


def _layout(state, event):
    state["g"]["lay"] = event[1]
    state["g"]["v"] = event[2]
    state["dice"] = None        # the drawn layout's die is done with


def _check_pool(state, event):
    if state["g"]["v"]:
        return _T_LAYOUT_IS_SET
    k = event[1] if len(event) == 2 else None
    if not isinstance(k, int) or k < 2 or k > bd.MAX_DIAGRAM:
        return (_T_POOL_RANGE, bd.MAX_DIAGRAM)
    return None


def _pool(state, event):
    state["g"]["pool"] = event[1]


# -- the helpers --------------------------------------------------------------

def _villages(state, player, answers, lang):
    """The diagrams are the rulebook's, not the device's: the villages start
    at those entered, else half-way through the 8 pawns (4 presses at most)."""
    return (("villages", _T_VILLAGES_IT, 1, bd.MAX_VILLAGES,
             state["g"]["v"] or bd.MAX_VILLAGES // 2),)


def _make_layout(state, player, answers):
    return ["layout", 0, answers["villages"]]


def _make_villages(state, player, answers):
    return ["layout", state["g"]["lay"], answers["villages"]]


def _menu(state):
    g = state["g"]
    if g["v"]:
        return ("layout",)                # set: only entered again, whole
    if g["pool"] == 0:
        return ("layout", "draw")
    if g["lay"] and state["dice"] is not None:
        return ("villages", "layout")     # the die has drawn a diagram
    return ("layout",)


def _likely(state):
    """The layout until it is entered."""
    return None if state["g"]["v"] else _menu(state)[0]


def _c(state):
    """C opens the layout's villages (the drawn diagram's once drawn)."""
    g = state["g"]
    if not g["v"] and (not g["pool"] or g["lay"]):
        return _menu(state)[0]
    return None


# -- what the table does, and when the step is done ---------------------------

def _checklist(state, lang):
    """The setup in the rulebook's order; the screen shows the first lines
    first, so the numbering hint for the device comes last."""
    g = state["g"]
    n = len(state["players"])
    stack, row = bd.stack_and_row(state)
    if g["v"]:
        if g["lay"]:
            lines = [kit.text(GAME, _T_LAYOUT_D_CASTLES_D, lang) % (g["lay"], n, g["v"])]
        else:
            lines = [kit.text(GAME, _T_CASTLES_D_VILLAGES_D, lang) % (n, g["v"])]
        lines.append(kit.text(GAME, _T_COINS_D_CASTLES_VILLAGES, lang) % (n + g["v"]))
    elif g["lay"]:
        lines = [kit.text(GAME, _T_DRAWN_LAYOUT_D, lang) % g["lay"],
                 kit.text(GAME, _T_ENTER_ITS_VILLAGES, lang)]
    elif g["pool"]:
        lines = [kit.text(GAME, _T_ROLL_1_D_LAYOUTS, lang) % g["pool"]]
    else:
        lines = [kit.text(GAME, _T_PICK_LAYOUT_FROM_DIAGRAMS, lang),
                 kit.text(GAME, _T_ENTER_ITS_VILLAGES, lang)]
    lines.append(kit.text(GAME, _T_SHUFFLE_D_TILES_DEAL, lang) % bd.TILES)
    if row:
        lines.append(kit.text(GAME, _T_STACK_D_D_FACE, lang) % (stack, row))
        lines.append(kit.text(GAME, _T_SPECIAL_SHOVEL_EACH, lang))
    else:
        lines.append(kit.text(GAME, _T_STACK_D_SPECIAL_SHOVELS, lang) % stack)
    lines.append(kit.text(GAME, _T_PICK_CASTLES_STARTS, lang) % kit.name(state, state["first"]))
    if g["v"]:
        lines.append(kit.text(GAME, _T_NUMBER_VILLAGES_1_D, lang) % g["v"])
    return lines


def _status(state, lang):
    """Nobody's turn yet: the game's name."""
    return catalog.name(GAME)[lang]


def _ready(state):
    return _T_LAYOUT_FIRST if state["g"]["v"] == 0 else None


def _leave(state):
    """The layout die is put away: the turn screen shows the checklist,
    never that die."""
    state["dice"] = None


def _dice(state):
    """The die that draws the layout, once the table said from how many."""
    k = state["g"]["pool"]
    if k and not state["g"]["v"]:
        return [{"sides": k, "name": "layout"}]
    return []


STEP = {
    "prompt": _T_SET_UP_BOARD,
    "status": _status,
    "allow": ("layout", "pool", "roll", "adv"),
    "events": {
        "layout": (_check_layout, _layout),
        "pool": (_check_pool, _pool),
    },
    "helpers": {
        "layout": {"name": _T_START_LAYOUT, "who": "none", "questions": _villages,
                   "make": _make_layout},
        "draw": {"name": _T_DRAW_LAYOUT, "who": "none",
                 "questions": (("k", _T_LAYOUTS_DRAW_FROM, 2, bd.MAX_DIAGRAM, 2),),
                 "make": kit.event("pool", ("k",), player=False)},
        "villages": {"name": _T_VILLAGES_DRAWN_ONE, "who": "none",
                     "questions": _villages, "make": _make_villages},
    },
    "menu": _menu,
    "likely": _likely,
    "c": _c,
    "checklist": _checklist,
    "ready": _ready,
    "leave": _leave,
    "dice": _dice,
}
