"""The Castles of Burgundy (2-4 players): the table companion for the whole
game, from setup to the final ranking (rulebooks: seeds 000 and 003).

What the device does:

- setup: workers 1-4 by seat clockwise from the drawn first player, the
  turn-order track stacked with the first player on top, the goods stacks;
  in the advanced variant each player's estate board (1-9);
- each phase start: what to lay out for the player count (depot spaces, the
  3-player depot 6 castle/mine alternation, the black depot, the phase's
  goods on the round spaces);
- each round: the dice (the device rolls all of them, only the white one, or
  none and the table enters the white die), where the goods tile goes, and
  the turn order exactly as on the track;
- rule-aware scoring helpers, one event each: completed regions (size and
  phase bonus), animals (the same kind on the same pasture, knowledge 7),
  goods sold (2/3/4 per tile), the watchtower, colour bonus tiles (first and
  second to fill a colour), knowledge tiles by number, and corrections;
- phase end: mine income per player, with knowledge tile 2;
- the end: a final calculator that asks only what the device does not know,
  scored by ``games.burgundy.score`` with both tie-breakers.

Turn order. The track is kept as a space per player and a stacking number
(a higher number lies on top): a ship moves its player one space right, on
top of whatever stands there; the order is rightmost first, top of a stack
first. A ship placed mid-round changes the order from the next round (the
flow fixes each round's players when the round starts), and the new first
player takes the white die.

Events besides the core's ("pts" is what the event scores: the tile's own
points plus a colour bonus tile when the tile fills that colour; ``make``
computes it and the check refuses a wrong figure, so the journal reads as a
score sheet):

    ["board", p, n]                      advanced variant, setup: board 1-9
    ["boards", [n, ...]]                 advanced variant, setup: the device's draw
    ["castle", p, pts]   ["mine", p, pts]   ["ship", p, pts]
    ["know", p, tile, pts]               knowledge tile 1-26
    ["bld", p, type, pts]                building type 1-8 (burgundy_score order)
    ["ani", p, kind, animals, pasture, pts]   kind 1-4, 2-4 animals, pasture 1-6
    ["sell", p, goods, tiles, pts]       goods = die value 1-6 on the tiles, 0: not
                                         asked (see burgundy_data.SOLD_ROW)
    ["bonus", p, colour, pts]            colour 1-6, claimed by hand (see below)
    ["fin", p, {question: count}]        final calculator answers, merged per player
    ["sc", p, pts, "region", size, phase]   phase "A"-"E"
    ["sc", p, pts, "fix", reason]        reason 1-6 (FIX_REASONS); may be left out

Refusals are text ids of games/burgundy/texts.lang (or (id, arguments...)), which
core.session turns into the (English, Polish) pair Reject carries.

With the option "record" on (the default) the table records every tile it
places, so the device knows each estate: bonus tiles are awarded when a
colour's last space is filled, and empty spaces and buildings by type need
no question at the end. With it off only the tiles that matter to the rules
are recorded (ships, mines, animals, knowledge, scoring buildings); bonus
tiles are claimed by hand and the final calculator asks for empty spaces
and the building counts the player's knowledge tiles 16-23 score.

The game is its steps: ``STEPS`` names each step's entry, in a module of
its own where the step has code (games/burgundy/<step>.py: setup, roll,
turn, final; burgundy_phase holds the two short steps around a phase's
rounds), each entry naming everything about its step (see games/__init__.py).
This module keeps the identity, the options, the flow, the correction
shared by every step and the game-wide hooks.
"""

from micropython import const

from games import kit, steps
from games.burgundy import data as bd
from games.burgundy import roll

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_ADVANCED_BOARDS_2_9 = const(136)
_T_DICE = const(137)
_T_RECORD_EVERY_TILE_PLACED = const(138)
_T_DEVICE_ROLLS_ALL_DICE = const(139)
_T_DEVICE_ROLLS_WHITE_DIE = const(140)
_T_NO_DICE_ENTER_WHITE = const(141)
_T_DICE_ALL_WHITE_NONE = const(147)
_T_UNKNOWN_REASON_CORRECTION = const(169)
_T_CORRECTION_0_CHANGES_NOTHING = const(170)
_T_SCORE_ACTIONS_CORRECTION = const(171)
_T_CORRECTION = const(198)
_T_POINTS = const(199)
_T_REASON = const(200)
_T_TIE_EMPTY = const(217)
_T_TIE_LATER = const(218)
# End of text ids.

GAME = bd.G
PLAYERS = (2, 4)
OPTIONS = {"advanced": False, "dice": "all", "record": True}
OPTION_TEXT = {
    "advanced": _T_ADVANCED_BOARDS_2_9,
    "dice": _T_DICE,
    "record": _T_RECORD_EVERY_TILE_PLACED,
}
# Values of the text options (the new-game screen offers them), and what
# each means.
OPTION_CHOICES = {"dice": ("all", "white", "none")}
OPTION_VALUE_TEXT = {
    "all": _T_DEVICE_ROLLS_ALL_DICE,
    "white": _T_DEVICE_ROLLS_WHITE_DIE,
    "none": _T_NO_DICE_ENTER_WHITE,
}
SCORE_FLOOR = bd.SCORE_FLOOR
# Where the device rolls, it rolls as each round begins: the table moves on
# to the round and sees its dice (the goods tile's depot in the title).
ROLL_ON_ENTER = True
ROUNDS = 5
# What decides the ranking after the points (burgundy_score's key)
RANK_BY = (None, _T_TIE_EMPTY, _T_TIE_LATER)
BREAKDOWN = bd.BREAKDOWN

FLOW = [
    ("step", "setup"),
    ("loop", "phase", 5, [("step", "phase_start"),
                          ("loop", "round", ROUNDS, [("step", "roll"),
                                                     ("each", [("step", "turn")])]),
                          ("step", "phase_end")]),
    ("step", "final"),
]

# A step's module is on the heap only while the game is at that step (or
# one of its events or helpers runs), see games.steps; but the roll's:
# every turn's screen shows its dice (dice_view).
STEPS = {
    "setup": steps.Step("burgundy.setup"),
    "phase_start": steps.Step("burgundy.phase", "START"),
    "roll": roll.STEP,
    "turn": steps.Step("burgundy.turn"),
    "phase_end": steps.Step("burgundy.phase", "END"),
    "final": steps.Step("burgundy.final"),
}


# -- the correction, offered in every step but setup ------------------------------------

def _make_fix(state, p, answers):
    return ["sc", p, answers["points"], "fix", answers["reason"]]


SHARED = {
    "fix": {"name": _T_CORRECTION, "who": "any",
            "questions": (("points", _T_POINTS, -99, 99, 0),
                          ("reason", _T_REASON, 1, 6, 6, bd.FIX_REASONS)),
            "make": _make_fix},
}
HANDLERS = kit.merged(STEPS, "events")
ACTIONS = kit.merged(STEPS, "helpers", SHARED)


def check_score(state, event):
    """A completed region (a turn's) or a correction, the score entries the
    game has; the plain score pad's entry is a correction without a
    reason."""
    cat = event[3]
    if cat == "region":
        from games.burgundy import turn as burgundy_turn
        return burgundy_turn.check_region(state, event)
    if cat == "fix":
        reason = event[4] if len(event) == 5 else 0
        if len(event) > 5 or type(reason) is not int or reason < 0 or \
                reason > len(bd.FIX_REASONS):
            return _T_UNKNOWN_REASON_CORRECTION
        if event[2] == 0:
            return _T_CORRECTION_0_CHANGES_NOTHING
        return None
    return _T_SCORE_ACTIONS_CORRECTION


# -- options and setup ------------------------------------------------------

def check_options(opts, players):
    if opts["dice"] not in OPTION_CHOICES["dice"]:
        return _T_DICE_ALL_WHITE_NONE
    return None


def setup(state):
    n = len(state["players"])
    first = state["first"]
    workers = [0] * n
    top = [0] * n
    for i in range(n):
        seat = (first + i) % n
        workers[seat] = i + 1       # clockwise from the first player: 1, 2, 3, 4
        top[seat] = n - i           # the first player's marker on top of the stack
    return {
        "board": [0 if state["options"]["advanced"] else 1] * n,   # 0: not entered yet
        "workers": workers,                         # starting workers by seat
        "pos": [0] * n,                             # turn-order track space = ships placed
        "top": top,                                 # stacking: higher lies on top
        "castles": [0] * n,                         # castles placed
        "mines": [0] * n,                           # mines placed
        "bld": [[0] * 8 for _ in range(n)],         # buildings by type
        "know": [[] for _ in range(n)],             # knowledge tile numbers
        "ani": [[] for _ in range(n)],              # animal tiles [kind, animals, pasture]
        "sold": [[0] * bd.SOLD_ROW for _ in range(n)],   # goods sold (bd.SOLD_ROW)
        "bonus": [[] for _ in range(6)],            # claimants of each colour, in order
        "ro": list(state["order"]),                 # this round's turn order
        "fin": [None] * n,                          # final calculator answers
    }


def use_rng(rng):
    """The device's generator for the boards' draw (tests give a seeded
    one): kept where the setup's step finds it, not in that step's module,
    which is not loaded while the helpers ask for it."""
    bd.RNG[:] = [rng]


# -- the game-wide hooks ---------------------------------------------------------------

describe = bd.describe
dice_view = roll.dice_view
enter_dice = roll.enter_dice
check_roll = roll.check_roll


def points(state, event):
    """{player: points} the event would score now (the screens' preview)."""
    if event[0] == "sc":
        return {event[1]: event[2]}
    if event[0] in bd.PLACE or event[0] in ("sell", "bonus"):
        from games.burgundy import turn
        return {event[1]: turn.total(turn.parts(state, event))}
    return {}


def check_end(state):
    from games.burgundy import final
    return final.end().check_end(state)


def final_total(state, p):
    """Player ``p``'s total if the game ended now, as the ranking would give
    it (the final count's preview: one player's breakdown, not a whole
    ranking's garbage at every press of the count)."""
    from games.burgundy import final
    from games.burgundy import score as burgundy_score
    player = final.end().sheet(state, (p,))["players"][0]
    return sum(burgundy_score.final_breakdown(player).values())


def results(state):
    """The ranking (see games.burgundy.end)."""
    from games.burgundy import final
    return final.end().results(state)

