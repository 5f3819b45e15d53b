"""Generic mode: the device for every other game on the shelf.

Any dice (count, sides, custom faces), rolled together or one at a time
with a short history; a score pad for 1-8 players with +/- entries; a round
counter and a turn marker that moves around the table (optionally the
first player moves on each round); undo and redo; the final ranking with
highest or lowest score winning.

The smallest complete game of the protocol (games/__init__.py): two steps,
each one entry naming everything about it, the round's points shared by
both, its texts in games/generic/texts.lang.
"""

from micropython import const

from core import dice as dicemod
from core import ledger
from games import kit

# Text ids of games/generic/texts.lang, written by `make texts`.
_T_ROUND_POINTS = const(0)
_T_PLAYER_POINTS = const(1)
_T_POINTS = const(2)
_T_ROUND = const(3)
_T_ROUNDS_RANGE = const(4)
_T_NO_DICE = const(5)
_T_ONE_VALUE_PER_DIE = const(6)
_T_DIE_SHOWS = const(7)
_T_ROLL_ALL_FIRST = const(8)
_T_NO_DIE = const(9)
_T_DICE_LIKE = const(10)
_T_ROUND_NEEDS = const(11)
_T_POINTS_RANGE = const(12)
# End of text ids.

GAME = "generic"
PLAYERS = (1, 8)
OPTIONS = {
    "dice": "2d6",          # dice notation, or "" for no dice
    "lowest_wins": False,
    "rounds": 0,            # 0: play until the table ends the game
    "rotate_first": False,  # the first player moves left every round
}
HISTORY = 5                 # last rolls kept for the dice screen
PAD_CATEGORY = "pad"        # plain +/- entries on the score pad
POINTS = 999                # the score pad's bound for one entry, either way


def check_options(opts, players):
    if opts["dice"]:
        try:
            dicemod.parse(opts["dice"])
        except dicemod.DiceError as e:
            return str(e)
    if opts["rounds"] < 0 or opts["rounds"] > 99:
        return _T_ROUNDS_RANGE
    return None


def setup(state):
    spec = state["options"]["dice"]
    # last: each seat's points in the last round entered, where the next
    # round's entries start
    return {"dice": dicemod.parse(spec) if spec else [], "rolls": [],
            "last": [0] * len(state["players"])}


def turn_order(state):
    order = state["order"]
    if not state["options"]["rotate_first"]:
        return order
    shift = (state["cur"].get("round", 1) - 1) % len(order)
    return order[shift:] + order[:shift]


# -- the dice: rolled by the device, one die rolled again, or set anew --------

def _dice(state):
    return state["g"]["dice"]


def check_roll(state, event):
    spec = state["g"]["dice"]
    values = event[1] if len(event) == 2 else None
    if not spec:
        return _T_NO_DICE
    if not isinstance(values, list) or len(values) != len(spec):
        return _T_ONE_VALUE_PER_DIE
    for d, v in zip(spec, values):
        if not kit.is_int(v) or v < 1 or v > d["sides"]:
            return (_T_DIE_SHOWS, d["sides"], d["sides"])
    return None


def on_roll(state, event):
    _remember(state, event[1])


def _remember(state, values):
    rolls = state["g"]["rolls"]
    rolls.insert(0, list(values))
    del rolls[HISTORY:]


def _check_roll1(state, event):
    spec = state["g"]["dice"]
    if len(event) != 3 or state["dice"] is None:
        return _T_ROLL_ALL_FIRST
    i, v = event[1], event[2]
    if not kit.is_int(i) or i < 0 or i >= len(spec):
        return (_T_NO_DIE, i)
    if not kit.is_int(v) or v < 1 or v > spec[i]["sides"]:
        return (_T_DIE_SHOWS, spec[i]["sides"], spec[i]["sides"])
    return None


def _roll1(state, event):
    values = list(state["dice"])
    values[event[1]] = event[2]
    state["dice"] = values
    _remember(state, values)


def _check_dice(state, event):
    if kit.shape(state, event, "s"):
        return _T_DICE_LIKE
    if not event[1]:
        return None
    try:
        dicemod.parse(event[1])
    except dicemod.DiceError as e:
        return str(e)
    return None


def _set_dice(state, event):
    state["options"]["dice"] = event[1]
    state["g"]["dice"] = dicemod.parse(event[1]) if event[1] else []
    state["dice"] = None
    state["g"]["rolls"] = []


def _turn_over(state):
    # The roll was this turn's: left on the screen into the next player's
    # turn it looks like a fresh one. The dice screen keeps it in the
    # history.
    state["dice"] = None


# -- the round's points: one form, the players in turn order ----------------

def _check_pts(state, event):
    if kit.shape(state, event, "l") or len(event[1]) != len(state["players"]):
        return _T_ROUND_NEEDS
    for v in event[1]:
        if not kit.is_int(v) or v < -POINTS or v > POINTS:
            return (_T_POINTS_RANGE, POINTS, POINTS)
    return None


def _pts(state, event):
    for p, v in enumerate(event[1]):
        if v:
            ledger.add(state, p, v, PAD_CATEGORY)
    state["g"]["last"] = list(event[1])


def _round_questions(state, player, answers, lang):
    """One number per player ("p0" for seat 0...), in this round's turn
    order, each starting at that player's points in the last round
    entered."""
    last = state["g"].get("last") or [0] * len(state["players"])
    return [("p%d" % p, kit.text(GAME, _T_PLAYER_POINTS, lang, kit.name(state, p)),
             -POINTS, POINTS, last[p]) for p in turn_order(state)]


def _make_round(state, player, answers):
    """The answers as the event's points by seat."""
    return ["pts", [answers["p%d" % p] for p in range(len(state["players"]))]]


# -- the steps ------------------------------------------------------------------

FLOW = [
    ("loop", "round", "rounds", [("each", [("step", "turn")], "turn_order")]),
    ("step", "final"),
]
STEPS = {
    # A player's turn: the dice, and the round's points, which the table
    # mostly enters in the round's last turn.
    "turn": {
        "allow": ("adv", "roll", "roll1", "dice", "order", "end", "pts"),
        "events": {
            "roll1": (_check_roll1, _roll1),
            "dice": (_check_dice, _set_dice),
        },
        "menu": ("round",),
        "likely": lambda state: "round",
        "dice": _dice,
        "leave": _turn_over,
    },
    # The last round's points may still come after the last turn; nothing
    # else is missing (C offers the end).
    "final": {
        "allow": ("end", "pts"),
        "menu": ("round",),
        "dice": _dice,
    },
}

# The round's points, entered in either step.
HANDLERS = kit.merged(STEPS, "events", {"pts": (_check_pts, _pts)})
ACTIONS = kit.merged(STEPS, "helpers", {
    "round": {"name": _T_ROUND_POINTS, "who": "none", "questions": _round_questions,
              "make": _make_round},
})


# -- the score and the ranking ----------------------------------------------------

def points(state, event):
    """{player: points} of a round entry, for the form's preview."""
    if event and event[0] == "pts":
        return {p: v for p, v in enumerate(event[1]) if v}
    return {}


def describe(event, lang, names=None):
    """The history line of a round's points ("Ania +3, Bartek +2")."""
    if event[0] != "pts":
        return None
    parts = []
    for p, v in enumerate(event[1]):
        parts.append("%s %+d" % (kit.who(names, p), v))
    return kit.text(GAME, _T_ROUND, lang, ", ".join(parts))


def sheet(state):
    """The score sheet of the game so far, for the shared scoring code."""
    return {"game": GAME, "options": {"lowest_wins": state["options"]["lowest_wins"]},
            "players": [{"name": p["name"], "score": s}
                        for p, s in zip(state["players"], state["scores"])]}


def results(state):
    # the scorer and its sheet checks: loaded only when the game is scored
    from games.generic import score as generic_score
    return generic_score.score(generic_score.validate(sheet(state)))


# The score pad's entries and the total are plain points.
BREAKDOWN = (("pad", _T_POINTS), ("score", _T_POINTS))

# The ranking key is the score alone: nothing to explain beyond it.
RANK_BY = (None,)

