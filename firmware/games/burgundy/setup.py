"""The Castles of Burgundy: setting the table up, the game's first step.

Its entry ``STEP``: what to lay out (the goods stacks, each player's
workers by seat, the turn-order track stacked with the first player on
top, the white die), and in the advanced variant each player's estate
board, drawn by the device or entered one by one; the game does not move
on before every board is in.
"""

from micropython import const

from games import kit
from games.burgundy import data as bd
from games.burgundy.data import G

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_SETUP = const(86)
_T_GOODS_5_STACKS_5 = const(92)
_T_N17_GOODS_ASIDE_12 = const(93)
_T_EACH_RANDOM_BOARD_CHOOSE = const(94)
_T_EACH_BOARD_SIDE_1 = const(95)
_T_EACH_3_17_GOODS = const(96)
_T_SCORE_MARKERS_0 = const(97)
_T_ORDER_TRACK_STACK_FROM = const(98)
_T_BOARD = const(99)
_T_WHITE_DIE = const(100)
_T_SET_UP_GAME = const(142)
_T_BOARDS_2_9_BELONG = const(148)
_T_BOARDS_ARE_NUMBERED_1 = const(149)
_T_BOARD_D_SS = const(150)
_T_WRONG_ACTION_FORMAT = const(151)
_T_ENTER_EVERY_PLAYERS_BOARD = const(172)
_T_ESTATE_BOARD = const(211)
_T_BOARD_NUMBER = const(212)
_T_DEVICE_DRAWS_BOARDS = const(214)
_T_AGREE_OPEN_OR_HIDDEN = const(215)
# End of text ids.


def _taken(state, boards, p, board):
    """Board 2-9 already another player's: only board 1 is printed more
    than once (4 of the 12 sides)."""
    if board > 1:
        for q in range(len(boards)):
            if q != p and boards[q] == board:
                return (_T_BOARD_D_SS, board, kit.name(state, q))
    return None


def _boards_event(state, event, fields):
    """Boards are the advanced variant's; the event's fields after its
    kind as ``kit.shape`` reads them."""
    if not state["options"]["advanced"]:
        return _T_BOARDS_2_9_BELONG
    return kit.shape(state, event, fields)


def _check_board(state, event):
    msg = _boards_event(state, event, "pi")
    if msg:
        return msg
    p, board = event[1], event[2]
    if board < 1 or board > 9:
        return _T_BOARDS_ARE_NUMBERED_1
    return _taken(state, state["g"]["board"], p, board)


def _board(state, event):
    state["g"]["board"][event[1]] = event[2]


# The advanced variant (seed 000): "gracze otrzymują losowe plansze". The
# boxes hold 12 printed sides: board 1 four times, 2-9 once each (seed 003:
# "4x z numerem 1, po 1 o numerach 2-9"); the device draws a side per
# player from them, so no board 2-9 twice. The player takes that board and
# may still turn it over (free choice of side): entering it again says so.
SIDES = (1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9)


def draw_boards(state, p=None, answers=None):
    """The "boards" event of a fresh draw, one side per player (the
    device's generator, burgundy.use_rng, else a fresh one)."""
    if bd.RNG:
        rng = bd.RNG[0]
    else:
        from core.rng import Rng
        rng = Rng()
    pool = list(SIDES)
    out = []
    for _ in range(len(state["players"])):
        out.append(pool.pop(rng.below(len(pool))))
    return ["boards", out]


def _check_boards(state, event):
    msg = _boards_event(state, event, "l")
    if msg:
        return msg
    b = event[1]
    if len(b) != len(state["players"]):
        return _T_WRONG_ACTION_FORMAT
    for i in range(len(b)):
        if type(b[i]) is not int or b[i] < 1 or b[i] > 9:
            return _T_BOARDS_ARE_NUMBERED_1
        msg = _taken(state, b[:i], i, b[i])
        if msg:
            return msg
    return None


def _boards(state, event):
    state["g"]["board"] = list(event[1])


def menu(state):
    """The boards, in the advanced variant only (else every estate is
    board 1)."""
    return ("draw_boards", "board") if state["options"]["advanced"] else ()


def ready(state):
    if 0 in state["g"]["board"]:
        return _T_ENTER_EVERY_PLAYERS_BOARD
    return None


def status(state, lang):
    return kit.text(G, _T_SETUP, lang)


def checklist(state, lang):
    """What to lay out, and each player's workers (and board) by the turn
    order."""
    g = state["g"]
    lines = [kit.text(G, _T_GOODS_5_STACKS_5, lang),
             kit.text(G, _T_N17_GOODS_ASIDE_12, lang)]
    if state["options"]["advanced"]:
        lines.append(kit.text(G, _T_EACH_RANDOM_BOARD_CHOOSE, lang))
        # "Gracze powinni wcześniej ustalić, czy podejmują te decyzje jawnie
        # (w kolejności rozgrywania), czy w ukryciu (równocześnie)."
        lines.append(kit.text(G, _T_AGREE_OPEN_OR_HIDDEN, lang))
    else:
        lines.append(kit.text(G, _T_EACH_BOARD_SIDE_1, lang))
    lines.append(kit.text(G, _T_EACH_3_17_GOODS, lang))
    lines.append(kit.text(G, _T_SCORE_MARKERS_0, lang))
    lines.append(kit.text(G, _T_ORDER_TRACK_STACK_FROM, lang))
    for p in state["order"]:
        line = "%s: %s" % (kit.name(state, p), bd.workers(g["workers"][p], lang))
        if state["options"]["advanced"]:
            board = g["board"][p]
            line += kit.text(G, _T_BOARD, lang, board if board else "?")
        lines.append(line)
    lines.append(kit.text(G, _T_WHITE_DIE, lang, kit.name(state, state["first"])))
    return lines


STEP = {
    "prompt": _T_SET_UP_GAME,
    "status": status,
    "allow": ("adv", "board", "boards"),
    "events": {
        "board": (_check_board, _board),
        "boards": (_check_boards, _boards),
    },
    "helpers": {
        # The advanced variant: each player's estate board, entered at setup.
        "board": {"name": _T_ESTATE_BOARD, "who": "any",
                  "questions": (("board", _T_BOARD_NUMBER, 1, 9, 2),),
                  "make": kit.event("board", ("board",))},
        "draw_boards": {"name": _T_DEVICE_DRAWS_BOARDS, "who": "none", "questions": (),
                        "make": draw_boards},
    },
    "menu": menu,
    "ready": ready,
    "checklist": checklist,
}
