"""Tiletum's preparation phase: this round's dice come out of the bag
(3 per player and 2 more) and are rolled onto the wheel. The device draws
and rolls them, or the table draws its own and enters them, or not at all
(C): the device works nothing out from a die's colour, and a die taken for
the King names its value when it is taken.

The draw is the core's "roll" event with [colour, value] pairs (the
game's ``check_roll`` and ``on_roll`` are this module's); [] is the
table's own dice, not entered.
"""

from micropython import const

from core import dice as dicemod
from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_ROUND_ROUND_DRAW_DICE = const(2)
_T_NOT_ACTION = const(9)
_T_DIE_SHOWS_1_6 = const(10)
_T_DICE_ARE_DRAWN_UNDO = const(24)
_T_DRAW_D_DICE_NOT = const(25)
_T_DEVICE_DRAWS_DICE = const(79)
_T_DRAW_D_DICE_FROM = const(129)
_T_TABLE_DICE = const(173)
_T_HOW_MANY_DICE = const(174)
_T_DIE_N_VALUE = const(175)
_T_ENTER_TABLE_DICE = const(205)
_T_C_OWN_DICE = const(206)
# End of text ids.


def roll_event(state, rng):
    """This round's dice drawn from the bag and rolled: the "roll" event
    (its values are [colour, value] pairs)."""
    return ["roll", dicemod.draw_and_roll(state["g"]["bag"], R.draw_count(state), rng)[0]]


def check_roll(state, event):
    g = state["g"]
    msg = kit.shape(state, event, "l")
    if msg:
        return msg
    if g["drawn"]:
        return R.m(_T_DICE_ARE_DRAWN_UNDO)
    pairs = event[1]
    if not pairs:       # the table's own dice, not entered
        return None
    if len(pairs) != R.draw_count(state):
        return R.m(_T_DRAW_D_DICE_NOT, R.draw_count(state), len(pairs))
    for d in pairs:
        if type(d) is not list or len(d) != 2 or kit.index(D.COLOURS, d[0]) < 0:
            return _T_NOT_ACTION
        if not kit.is_int(d[1]) or d[1] < 1 or d[1] > 6:
            return _T_DIE_SHOWS_1_6
    for c, n in g["bag"]:
        if [d[0] for d in pairs].count(c) > n:
            t = D.COLOUR_TEXT[kit.index(D.COLOURS, c)]
            return ("too many %s dice: the bag holds %d" % (R.t(t, 0), n),
                    "za dużo kości (%s): w woreczku %d" % (R.t(t, 1), n))
    return None


def on_roll(state, event):
    g = state["g"]
    g["bag"] = dicemod.take_from_bag(g["bag"], [d[0] for d in event[1]])
    # The table's own dice need not be entered: the device works out
    # nothing from a die's colour (goods are the table's), and a die
    # taken for the King names its value when it is taken.
    g["wheel"] = sorted([[d[0], d[1]] for d in event[1]],
                        key=lambda d: (d[1], kit.index(D.COLOURS, d[0]))) if event[1] else None
    g["drawn"] = True
    # The dice live on the wheel, taken one by one; the core's "last roll"
    # of plain values has no room for colours, so it stays empty and the
    # screens show the wheel through dice_view and the checklist.
    state["dice"] = None


# ---- the dice the table drew itself ----------------------------------------------------

def _table_rows(state, p, answers, lang):
    """The questions for the dice the table drew itself: how many of each
    colour (kept within the bag and the round's count, so a colour with
    only one possible count is not asked), then each die's value."""
    return _table_plan(state, answers, lang)[0]


def _table_plan(state, answers, lang):
    """(questions, colour index of each die once the counts are known)."""
    n = len(state["players"])
    left = R.draw_count(state)
    rows = []
    cols = []
    for c in range(5):
        lo = max(0, left - n * (4 - c))
        hi = min(n, left)
        k = lo
        if lo < hi:
            key = "n%d" % c
            asked = key not in answers
            rows.append((key, _title(asked, lang, _count_title, c), lo, hi, lo))
            if asked:
                return rows, None
            k = answers[key]
        cols += [c] * k
        left -= k
    for j in range(len(cols)):
        asked = len(rows) == len(answers)
        rows.append(("d%d" % j, _title(asked, lang, _value_title, cols, j), 1, 6, 1))
    return rows, cols


def _title(asked, lang, f, *args):
    # the title of the question being asked; a fixed text for the others
    return f(*(args + (lang,))) if asked else _T_TABLE_DICE


def _count_title(c, lang):
    return R.t(_T_HOW_MANY_DICE, lang, R.t(D.COLOUR_GEN[c], lang))


def _value_title(cols, j, lang):
    text = R.t(_T_DIE_N_VALUE, lang, R.t(D.COLOUR_TEXT[cols[j]], lang), cols[:j + 1].count(cols[j]))
    return text[0].upper() + text[1:]       # no str.capitalize in MicroPython


def _make_table(state, p, answers):
    rows, cols = _table_plan(state, answers, 0)
    return ["roll", [[D.COLOURS[cols[j]], answers["d%d" % j]] for j in range(len(cols))]]


def _make_own(state, p, answers):
    # the table draws and rolls its own dice: nothing to enter (see on_roll)
    return ["roll", []]


def _make_draw(state, p, answers):
    return roll_event(state, R.rng())


# ---- the step ---------------------------------------------------------------------------

def _menu(state):
    """The ways to the round's dice (and the wheel, for a variant's turn),
    until they are drawn."""
    return () if state["g"]["drawn"] else ("draw", "table", "table_in", "wheel")


def _lines(state, lang):
    g = state["g"]
    if g["drawn"] and g["wheel"] is not None:
        return ["%s  %s" % row for row in R.dice_view(state, lang)]
    if g["drawn"]:
        return [R.wheel_text(state, lang)]
    return [R.t(_T_DRAW_D_DICE_FROM, lang, R.draw_count(state)), R.t(_T_C_OWN_DICE, lang),
            R.wheel_text(state, lang)]


def _enter(state):
    # a new round: nothing taken, revealed or scored yet
    g = state["g"]
    n = len(state["players"])
    g["took"] = [[] for _ in range(n)]
    g["trev"] = []
    g["fair"] = None
    g["roy"] = False
    g["drawn"] = False


def _leave(state):
    # C with nothing drawn: the table draws its own dice (see on_roll)
    if not state["g"]["drawn"]:
        on_roll(state, ["roll", []])


STEP = {
    "prompt": _T_ROUND_ROUND_DRAW_DICE,
    "status": R.status(D.PH_PREP),
    "allow": ("roll", "wheel", "adv"),
    "helpers": {
        "draw": {"name": _T_DEVICE_DRAWS_DICE, "who": "none", "questions": (),
                 "make": _make_draw},
        "table": {"name": _T_TABLE_DICE, "who": "none", "questions": (), "make": _make_own},
        "table_in": {"name": _T_ENTER_TABLE_DICE, "who": "none", "questions": _table_rows,
                     "make": _make_table},
    },
    "menu": _menu,
    "checklist": _lines,
    "enter": _enter,
    "leave": _leave,
}
