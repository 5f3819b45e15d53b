"""Generic mode: the device for every other game on the shelf.

Any dice (count, sides, custom faces), rolled together or one at a time
with a short history; a score pad for 1-8 players with +/- entries; a round
counter and a turn marker that moves around the table (optionally the
first player moves on each round); undo and redo; the final ranking with
highest or lowest score winning.
"""

from core import dice as dicemod
from core import ledger
from games import generic_score

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

FLOW = [
    ("loop", "round", "rounds", [("each", [("step", "turn")], "turn_order")]),
    ("step", "final"),
]
STEPS = {
    "turn": {"allow": ("adv", "roll", "roll1", "dice", "order", "end", "pts"),
             "actions": ("round",)},
    # the last round's points may still come after the last turn
    "final": {"allow": ("end", "pts"), "actions": ("round",)},
}


def check_options(opts, players):
    if opts["dice"]:
        try:
            dicemod.parse(opts["dice"])
        except dicemod.DiceError as e:
            return str(e)
    if opts["rounds"] < 0 or opts["rounds"] > 99:
        return "rounds: 0 (open) to 99"
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


def breakdown_label(key, lang):
    """The score pad's entries and total are plain points."""
    return ("points", "punkty")[lang] if key in ("pad", "score") else key


# The ranking key is the score alone: nothing to explain beyond it.
RANK_BY = (None,)


def dice_for(state):
    return state["g"]["dice"]


def check_roll(state, event):
    spec = state["g"]["dice"]
    values = event[1] if len(event) == 2 else None
    if not spec:
        return "no dice set up for this game"
    if not isinstance(values, list) or len(values) != len(spec):
        return "a roll needs one value per die"
    for d, v in zip(spec, values):
        if not isinstance(v, int) or v < 1 or v > d["sides"]:
            return "a d%d shows 1 to %d" % (d["sides"], d["sides"])
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
        return "roll all dice first"
    i, v = event[1], event[2]
    if not isinstance(i, int) or i < 0 or i >= len(spec):
        return "there is no die number %s" % (i,)
    if not isinstance(v, int) or v < 1 or v > spec[i]["sides"]:
        return "a d%d shows 1 to %d" % (spec[i]["sides"], spec[i]["sides"])
    return None


def _roll1(state, event):
    values = list(state["dice"])
    values[event[1]] = event[2]
    state["dice"] = values
    _remember(state, values)


def _check_dice(state, event):
    if len(event) != 2 or not isinstance(event[1], str):
        return "dice must be given like 2d6"
    if not event[1]:
        return None
    try:
        dicemod.parse(event[1])
    except dicemod.DiceError as e:
        return str(e)
    return None


def _dice(state, event):
    state["options"]["dice"] = event[1]
    state["g"]["dice"] = dicemod.parse(event[1]) if event[1] else []
    state["dice"] = None
    state["g"]["rolls"] = []


def _check_pts(state, event):
    values = event[1] if len(event) == 2 else None
    if not isinstance(values, list) or len(values) != len(state["players"]):
        return "round points need one number per player"
    for v in values:
        if not isinstance(v, int) or v < -POINTS or v > POINTS:
            return "points: -%d to %d" % (POINTS, POINTS)
    return None


def _pts(state, event):
    for p, v in enumerate(event[1]):
        if v:
            ledger.add(state, p, v, PAD_CATEGORY)
    state["g"]["last"] = list(event[1])


HANDLERS = {
    "roll1": (_check_roll1, _roll1),
    "dice": (_check_dice, _dice),
    "pts": (_check_pts, _pts),
}


# -- the round's points: one form, the players in turn order ----------------

def _round_ask(state, values):
    """One number per player, in this round's turn order, each starting at
    that player's points in the last round entered."""
    last = state["g"].get("last") or [0] * len(state["players"])
    out = []
    for p in turn_order(state):
        name = state["players"][p]["name"]
        out.append(("p", (name + ": points", name + ": punkty"), -POINTS, POINTS, last[p]))
    return out


def _make_round(state, player, values):
    """The answers, given in turn order, as the event's points by seat."""
    by_seat = [0] * len(state["players"])
    for p, v in zip(turn_order(state), values):
        by_seat[p] = v
    return ["pts", by_seat]


ACTIONS = {
    "round": {"name": ("Round points", "Punkty rundy"), "who": "none",
              "ask": _round_ask, "make": _make_round},
}


def likely(state):
    """In a turn the round's points are what the table enters; at the
    final step nothing is missing (C offers the end)."""
    return "round" if state["cur"]["step"] == "turn" else None


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
        parts.append("%s %+d" % (names[p] if names else "#%d" % (p + 1), v))
    return ("Round: ", "Runda: ")[lang] + ", ".join(parts)


def sheet(state):
    """The score sheet of the game so far, for the shared scoring code."""
    return {"game": GAME, "options": {"lowest_wins": state["options"]["lowest_wins"]},
            "players": [{"name": p["name"], "score": s}
                        for p, s in zip(state["players"], state["scores"])]}


def results(state):
    return generic_score.score(generic_score.validate(sheet(state)))
