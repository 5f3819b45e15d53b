"""Amber, the road-building game of seed 002 (2-6 barons): the game module.

The game has no dice and no rounds. The device keeps what the table would
otherwise count by hand and argue about: whose turn it is, how many tiles
are left to draw (92 minus 6 per player at the start; the advanced face-up
row is part of that supply), each player's hand once the stack runs out,
who reached which village and castle, where each gold coin went, the outright
win of a complete network, and the end when the stack is empty and everybody
holds 3 tiles. The final score comes from ``amber_score``.

The game reads as its steps: the setup (games.amber.setup: the layout),
the turn (games.amber.turn: the tiles, connections and coins, with the
placement form games.amber.join) and the final step below; the table they
all work on is games.amber.board.

Game state ``state["g"]`` (plain data, a few hundred bytes):
    lay, v   diagram number (0: not noted) and villages in play (0: not yet)
    sup      tiles left to draw: the face-down stack plus the face-up row
    hand     tiles in each player's hand (the special shovel is not one)
    con      each player's connections as a bit mask: bit k = village k+1,
             bit 8+p = the castle of seat p
    coin     where each target's coin is: ON the board, in the BOX, or the
             seat that took it
    coins    coins each player holds now
    fresh    targets first reached during the current placement
    tl, tk   this turn so far: hand tiles laid, and NORMAL / STUCK / SHOVEL
             (BARE: stuck with no coin to give up)
    tj       placements of this turn entered by the placement form
    sh       players who have used their special shovel (bit mask)
    pool     how many layouts the table draws from (0: it chose one)
    win      seat of the outright winner, or -1
    tie      several players completed their networks at the same moment:
             no outright win any more, the game runs to the stack's end
    stk      consecutive turns in which the player could not play
Scores also run in the session's ledger (categories coins, villages,
castles), so the score column always shows what the end would give.
"""

from micropython import const

from games import kit
from games.amber import board as bd
from games.amber import setup as amber_setup
from games.amber import turn as amber_turn

# Text ids of games/amber/texts.lang, written by `make texts`.
_T_ADVANCED_VARIANT = const(0)
_T_GAME_OVER_SCORES = const(3)
_T_LAYOUT = const(4)
_T_COMPLETE_NETWORK_WINS = const(34)
_T_STACK_EMPTY_3_TILES = const(35)
_T_GAME_OVER = const(36)
_T_SAY_FIRST_HOW_MANY = const(62)
_T_DRAWN_LAYOUT_1_TO = const(63)
_T_ENDS_WHEN = const(85)
_T_SCORES_CONNECTIONS = const(86)
_T_BD_COINS = const(87)
_T_BD_VILLAGES = const(88)
_T_BD_CASTLES = const(89)
_T_LAYOUT_IS_SET = const(90)
_T_NOBODY_COULD_PLAY = const(94)
_T_WIN_COMPLETE = const(95)
# End of text ids.

GAME = "amber"
PLAYERS = (2, bd.SEATS)
OPTIONS = {"advanced": False}
OPTION_TEXT = {"advanced": _T_ADVANCED_VARIANT}
SCORE_FLOOR = None
SCORE_PAD = False       # every point comes from a coin or a connection entered


def setup(state):
    n = len(state["players"])
    return {"lay": 0, "v": 0, "sup": bd.TILES - bd.HAND * n, "hand": [bd.HAND] * n,
            "con": [0] * n, "coin": [bd.ON] * (bd.CASTLE_BIT + n), "coins": [0] * n,
            "fresh": 0, "tl": 1, "tj": 0, "tk": bd.NORMAL, "sh": 0, "win": -1, "tie": False,
            "stk": 0, "pool": 0}


# -- the final step -----------------------------------------------------------

def _final_lines(state, lang):
    """How the game ended: the device already knows every coin and
    connection, so nothing is left to count."""
    g = state["g"]
    if g["win"] >= 0:
        return [kit.text(GAME, _T_COMPLETE_NETWORK_WINS, lang) % kit.name(state, g["win"])]
    if bd.stuck_all(state, False):
        return [kit.text(GAME, _T_NOBODY_COULD_PLAY, lang)]
    return [kit.text(GAME, _T_STACK_EMPTY_3_TILES, lang)]


FINAL_STEP = {
    "prompt": _T_GAME_OVER_SCORES,
    "status": lambda state, lang: kit.text(GAME, _T_GAME_OVER, lang),
    "allow": ("end",),
    "checklist": _final_lines,
}


FLOW = [
    ("step", "setup"),
    # One step per variant, the other skipped: the advanced turn offers the
    # special shovel and speaks of the face-up row.
    ("loop", "lap", None, [("each", [("step", "turn"), ("step", "turn_a")])]),
    ("step", "final"),
]
STEPS = {
    "setup": amber_setup.STEP,
    "turn": amber_turn.STEP,
    "turn_a": amber_turn.STEP_A,
    "final": FINAL_STEP,
}
# The tables the engine looks events and helpers up in, whatever the step.
HANDLERS = kit.merged(STEPS, "events")
ACTIONS = kit.merged(STEPS, "helpers")


# -- the layout die -------------------------------------------------------------
# The table may let the device draw its layout (games.amber.setup): it says
# how many diagrams the rulebook offers for its player count, the device
# rolls a k-sided die like any dice, and the table enters the drawn
# diagram's villages.

def check_roll(state, event):
    k = state["g"]["pool"]
    if not k:
        return _T_SAY_FIRST_HOW_MANY
    if state["g"]["v"]:
        # The villages entered belong to the drawn diagram: a new draw
        # would leave them on the wrong layout.
        return _T_LAYOUT_IS_SET
    v = event[1] if len(event) == 2 else None
    if not isinstance(v, list) or len(v) != 1 or not isinstance(v[0], int) \
            or v[0] < 1 or v[0] > k:
        return (_T_DRAWN_LAYOUT_1_TO, k)
    return None


def on_roll(state, event):
    state["g"]["lay"] = event[1][0]


def dice_view(state, lang):
    return [(kit.text(GAME, _T_LAYOUT, lang), v) for v in state["dice"] or ()]


# -- the end ----------------------------------------------------------------------

def over(state):
    g = state["g"]
    if g["win"] >= 0:
        return True
    if g["sup"]:
        return False
    return all(h <= bd.KEEP for h in g["hand"]) or bd.stuck_all(state, False)


def check_end(state):
    step = state["cur"]["step"]
    if step == "final":
        return None
    # Nobody left can lay a tile: the table may stop at once.
    if step in bd.TURNS and bd.stuck_all(state):
        return None
    return _T_ENDS_WHEN


def check_score(state, event):
    return _T_SCORES_CONNECTIONS


def points(state, event):
    """{player: points} an event would score, for the screens' preview."""
    kind = event[0] if event else None
    if kind == "link" and bd.check_link(state, event) is None:
        return bd.link_effect(state, bd.target(state, event)[0], event[3])
    if kind == "cut" and bd.check_cut(state, event) is None:
        return {event[3]: -bd.target(state, event)[1]}
    if kind == "stuck":
        p = state["cur"]["active"]
        if p is not None and state["g"]["coins"][p] > 0:
            return {p: -1}
    return {}


def describe(event, lang, names=None):
    """One history line (games.amber.join, loaded when the history is)."""
    from games.amber import join as amber_join
    return amber_join.describe(event, lang, names)


def sheet(state):
    """The score sheet of the game so far, for the shared scoring code."""
    g = state["g"]
    players = []
    for p in range(len(state["players"])):
        c = g["con"][p]
        players.append({"name": kit.name(state, p), "coins": g["coins"][p],
                        "villages": bd.bits(c & bd.VILLAGE_MASK),
                        "castles": bd.bits(c >> bd.CASTLE_BIT),
                        "complete": p == g["win"]})
    return {"game": GAME, "options": {}, "players": players}


def results(state):
    from games.amber import score as amber_score
    return amber_score.score(sheet(state))


# The scoring's parts, as the scores and the ranking's breakdown name them.
BREAKDOWN = (("coins", _T_BD_COINS), ("villages", _T_BD_VILLAGES),
             ("castles", _T_BD_CASTLES))

# What decides the ranking (amber_score's key): a complete network, then points
RANK_BY = (_T_WIN_COMPLETE, None)
