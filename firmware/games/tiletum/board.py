"""Tiletum's board figures that no rulebook prints and the table reads
once: the action wheel as printed (the actions clockwise, the die values
on the dial), the king track (its lowest space, the VP of each space) and
the corruption tokens' mix. The setup offers the printed wheel in the six
turns the rulebook allows; the device keeps every figure for the next
games (the game's ``kept_options``; the new-game options can forget one,
and the table is asked again).

The kept figures are the game's options, as text: "wheel" six action
numbers (games.tiletum.data.ACTS) clockwise, then the six values beside
them; "king" the lowest space, then the VP of each space from it up to 15,
blank where not read yet ("-2;-2,-1,0,,1,..."); "tokens" the mix of 0s,
1s and 2s ("222"). Figures that do not read so are left to the table.
"""

from micropython import const

from games import kit
from games.tiletum import data as D

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_NEXT_ACTION_CLOCKWISE = const(65)
_T_ITS_DIE_VALUE = const(66)
_T_WHEEL_WHERE_1 = const(207)
_T_ONE_BESIDE = const(208)
_T_ENTER_EACH_SPACE = const(209)
# End of text ids.


def _t(i, lang, *args):
    return kit.text("tiletum", i, lang, *args)


# ---- the wheel -----------------------------------------------------------------

def layout(state):
    """The wheel as printed: (the actions clockwise, the die values beside
    them in one turn of the dial), as kept from an earlier game, else the
    rulebook's order of the actions with 1 to 6 beside them."""
    code = state["options"].get("wheel") or ""
    if len(code) == 12 and code.isdigit() and sorted(code[:6]) == list("012345") \
            and sorted(code[6:]) == list("123456"):
        return [D.ACTS[int(c)] for c in code[:6]], [int(c) for c in code[6:]]
    return list(D.ACTS), [1, 2, 3, 4, 5, 6]


def wheel_code(acts, vals):
    """The "wheel" figure of a wheel as entered."""
    return "".join([str(D.ACTS.index(a)) for a in acts] + [str(v) for v in vals])


def turned(vals, r):
    """The dial turned ``r`` segments clockwise (as in the clean-up)."""
    return [vals[(i - r) % 6] for i in range(6)]


def _each():
    """Each space read clockwise from any action space: its action, then
    the value (made when asked: a table's rarely entered wheel, twelve
    rows kept on the heap for nothing otherwise)."""
    out = []
    for i in range(6):
        out.append(("a%d" % i, _T_NEXT_ACTION_CLOCKWISE, 0, 5, i, D.ACT_TEXT))
        out.append(("v%d" % i, _T_ITS_DIE_VALUE, 1, 6, i + 1))
    return out


def wheel_rows(state, p, answers, lang):
    """The wheel at the setup: the printed one in one of its six turns
    (named by the action beside the 1, in the language shown, while it is
    asked), or each space entered (another board, the action tiles
    variant), which the device then keeps."""
    if "turn" not in answers:
        return [_TURN + (_turn_labels(state, lang),)]
    return [_TURN] + _each() if answers["turn"] == 6 else [_TURN]


_TURN = ("turn", _T_WHEEL_WHERE_1, 0, 6, 0)


def _turn_labels(state, lang):
    acts, vals = layout(state)
    out = []
    for r in range(6):
        a = D.ACTS.index(acts[turned(vals, r).index(1)])
        out.append(_t(_T_ONE_BESIDE, lang, _t(D.ACT_TEXT[a], lang)))
    return out + [_T_ENTER_EACH_SPACE]


def make_wheel(state, p, answers):
    """The "wheel" event of the answers (without "turn": each space)."""
    turn = answers.get("turn", 6)
    if turn < 6:
        acts, vals = layout(state)
        return ["wheel", acts, turned(vals, turn)]
    return ["wheel", [D.ACTS[answers.get("a%d" % i)] for i in range(6)],
            [answers.get("v%d" % i) for i in range(6)]]


# ---- kept for the next games ---------------------------------------------------

def kept_options(state):
    """The figures to keep for the next games, as this game knows them
    (what it started from, and what the table read since)."""
    g = state["g"]
    opts = state["options"]
    out = {}
    wheel = opts.get("wheel", "")
    if g.get("wk") and not opts.get("action_tiles"):    # tiles: a wheel of this game only
        wheel = g["wk"]
    if wheel:
        out["wheel"] = wheel
    if g["klow"] is not None:
        vps = g["kvp"][g["klow"] - D.KING_MIN:]
        out["king"] = "%d;%s" % (g["klow"], ",".join(["" if v is None else str(v) for v in vps]))
    if g["tok"]:
        out["tokens"] = "%d%d%d" % tuple(g["tok"])
    return out


def kept_figures(state, g, check_kvp):
    """The king track and the tokens' mix into a new game's state ``g``
    from the options kept (``check_kvp(state, event)``: the game's check
    of a "kvp" event)."""
    code = state["options"].get("tokens") or ""
    if len(code) == 3 and code.isdigit() and sum([int(c) for c in code]) == D.TOKENS_IN_GAME:
        g["tok"] = [int(c) for c in code]
    code = state["options"].get("king") or ""
    try:
        low, vps = code.split(";")
        low = int(low)
        vps = [None if v == "" else int(v) for v in vps.split(",")]
    except ValueError:
        return
    if low < D.KING_MIN or low > D.KING_SURE_LOW or len(vps) != D.KING_TOP - low + 1:
        return
    for i in range(len(vps)):
        if vps[i] is not None and check_kvp(state, ["kvp", low + i, vps[i]]):
            return
    g["klow"] = low
    for i in range(len(vps)):
        if vps[i] is not None:      # the start space stays 0
            g["kvp"][low + i - D.KING_MIN] = vps[i]
