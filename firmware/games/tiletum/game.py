"""Tiletum (2-4 players): the device beside the board.

It replaces the dice bag (draw without replacement and roll, or check the
dice the table drew itself), keeps the action wheel's bookkeeping (which
value sits at which action this round, the goods and action points of each
die, a die changed for gold, completed-building bonus points), applies the
corruption tokens to the king track, keeps the king track (positions and
stack order), runs the king phase (leader, VP by space, new turn order, red
markers back to 0), does the fairs' arithmetic and the final scoring
(games.tiletum.score).

What the rulebook text does not give, the table reads off its own board:
the wheel (action and die value of each space, clockwise: the wheel may
start in any rotation), the king track's lowest space and the VP of each
space (asked the first time a marker stands there in a king phase), the VP
under each fair city and on its fair tile, and the corruption tokens' mix
(only if the device is to draw them). The board's and the box's figures
the device keeps for the next games too (games.tiletum.board). With the
"action tiles" variant the table shuffles the tiles onto the spaces and
enters the wheel space by space.

The table enters only what the device needs (each step's "leave"): C
passes a die taken for another action than the King's, a corruption token
0, the dice the table drew itself, and a king phase whose VP the device
knows.

Flow: setup; 4 rounds of preparation, action (3 x: corruption token, then
one die per player in turn order), king, fair, clean-up (not in round 4);
final scoring.

Each step is one entry, ``STEP`` of its module, naming everything about
it (its prompt, the events it allows and those it owns, its helpers and
their questions, its menu, checklist and hooks): games.tiletum.setup,
_prep (and the dice drawn: the game's ``check_roll`` and ``on_roll``),
_corrupt, _take, _king (and putting a king marker), _fair, _cleanup,
_final; each module lists the events it owns. What several steps read
(the wheel, the king track, the round's pass) is games.tiletum.rules; the
tables are games.tiletum.data; the board's figures kept for the next
games games.tiletum.board. This module keeps the game's identity, options,
flow and the game-wide hooks. Quick entries are the core's ["sc", p, vp,
category, details...] (categories: tiletum_data.CATS). Refusals are
(English, Polish) pairs; the texts live in games/tiletum/texts.lang (see
core.texts).

Game state ``state["g"]`` (plain data, small):
    acts, vals   the wheel clockwise: action ids, die values (None: not read)
    klow, kvp    lowest king space; VP of spaces -15..15 (None: not read)
    kp, ks       king space per player; all markers left to right, each
                 stack bottom to top
    bag, wheel, drawn   dice in the bag; dice on the wheel [colour, value]
                 (None: the table's own dice, not entered); this round's
                 dice drawn
    took         per player this round: [colour, value, action, AP]
                 ([None, 0, None, 0]: a die for another action, unnamed)
    bonus, built per player: bonus AP per action; [buildings with a bonus
                 marker, without]
    tok, trev    token mix [0s, 1s, 2s] or None; tokens revealed this round
    fair, roy    this round's fair [city VP, tile VP, tile, [scored]];
                 king phase scored
    fin          per player [houses, pillars, goods(, completed buildings)]
    wk, lc, lf   the wheel as set up (kept for the next games); the sums
                 and count of the contracts entered; the last fair's VP
                 (where the next entries start)
"""

from micropython import const

from core import ledger
from core.session import Reject
from games import kit, steps
from games.tiletum import board as B
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_ACTION_TILES_VARIANT = const(0)
_T_COLOURS_BLUE_ORANGE_PINK = const(13)
_T_TWO_PLAYERS_CHOSE = const(14)
_T_FINAL_COUNTS_MISSING = const(19)
_T_UNKNOWN_SCORE_REASON = const(63)
_T_D_D_GOLD = const(162)
_T_D_DICE_DRAWN = const(163)
_T_CORRUPTION_D = const(164)
_T_KING_TRACK_D = const(165)
_T_KING_MARKER_D = const(166)
_T_BUILDING_DONE = const(167)
_T_KING_PHASE_SCORED_2 = const(168)
_T_FAIR_D_D_VP = const(169)
_T_FAIR_DX = const(170)
_T_FINAL_HOUSES_D_PILLARS = const(171)
_T_GAME_OVER = const(172)
_T_BD_TRACK = const(178)
_T_BD_BUILDINGS = const(179)
_T_BD_HOUSES_PILLARS = const(180)
_T_BD_GOODS = const(181)
_T_TIE_EARLIER = const(189)
_T_BD_ARMS = const(190)
_T_BD_CATHEDRAL = const(191)
_T_BD_CHARACTER = const(192)
_T_BD_CONTRACT = const(193)
_T_BD_FAIR = const(194)
_T_BD_HOUSE = const(195)
_T_BD_KING = const(196)
_T_BD_LEADER = const(197)
_T_BD_START = const(198)
_T_BD_HELPER = const(199)
_T_BD_OTHER = const(200)
_T_OPT_WHEEL = const(210)
_T_OPT_KING = const(211)
_T_OPT_TOKENS = const(212)
_T_NOT_KEPT = const(213)
_T_KEPT = const(276)
# End of text ids.
GAME = "tiletum"
PLAYERS = (2, 4)
# The board's and the box's figures the table reads once: the wheel as
# printed, the king track (lowest space, VP of each space read so far), the
# corruption tokens' mix. The device keeps them for the next games (see
# ``kept_options``); "" is not known yet (asked at the table), which is
# also the one value the options offer: forgetting them.
OPTIONS = {"action_tiles": False, "wheel": "", "king": "", "tokens": ""}
OPTION_TEXT = {"action_tiles": _T_ACTION_TILES_VARIANT, "wheel": _T_OPT_WHEEL,
               "king": _T_OPT_KING, "tokens": _T_OPT_TOKENS}
OPTION_CHOICES = {"wheel": ("",), "king": ("",), "tokens": ("",)}
OPTION_VALUE_TEXT = {"": _T_NOT_KEPT, None: _T_KEPT}     # None: a figure kept
SCORE_FLOOR = D.SCORE_FLOOR     # "a score marker never goes below 0"
COLOURS = D.PLAYER_COLOURS      # the player colours the new-game wizard offers
PAD_CATEGORY = "fix"            # the screens' own +/- entry: a correction

FLOW = [
    ("step", "setup"),
    ("loop", "round", 4, [
        ("step", "prep"),
        ("loop", "pass", 3, [("step", "corrupt"), ("each", [("step", "take")])]),
        ("step", "king"),
        ("step", "fair"),
        ("step", "cleanup"),
    ]),
    ("step", "final"),
]

# Each step's entry names everything about it (its module's STEP).
# Prompts use only {player} and {round}; the pass's number is in the
# entries' "status".
# Each step's module is on the heap only while the game is at that step
# (or one of its events or helpers runs): see games.steps.
STEPS = {
    "setup": steps.Step("tiletum.setup"),
    "prep": steps.Step("tiletum.prep"),
    "corrupt": steps.Step("tiletum.corrupt"),
    "take": steps.Step("tiletum.take"),
    "king": steps.Step("tiletum.king"),
    "fair": steps.Step("tiletum.fair"),
    "cleanup": steps.Step("tiletum.cleanup"),
    "final": steps.Step("tiletum.final"),
}

# ---- setup and end ----------------------------------------------------------------

def check_options(opts, players):
    return None


def setup(state):
    # Player colours: Tiletum's four, none twice; missing ones are filled
    # from the free colours in seat order.
    used = [p.get("colour") for p in state["players"] if p.get("colour") is not None]
    for c in used:
        if c not in D.PLAYER_COLOURS:
            raise Reject(R.m(_T_COLOURS_BLUE_ORANGE_PINK))
        if used.count(c) > 1:
            raise Reject(R.m(_T_TWO_PLAYERS_CHOSE, c))
    free = [c for c in D.PLAYER_COLOURS if c not in used]
    n = len(state["players"])
    for p in range(n):
        if state["players"][p].get("colour") is None:
            state["players"][p]["colour"] = free.pop(0)
        ledger.add(state, p, D.START_VP, "start")
    kvp = [None] * (D.KING_TOP - D.KING_MIN + 1)
    kvp[-D.KING_MIN] = 0    # the start space gives and takes nothing
    g = {
        "acts": None, "vals": None, "klow": None, "kvp": kvp,
        "kp": [0] * n,
        "ks": list(state["order"]),     # all on 0: the first player at the bottom
        "bag": R.full_bag(n), "wheel": [], "drawn": False,
        "took": [[] for _ in range(n)],
        "bonus": [[0] * 5 for _ in range(n)],
        "built": [[0, 0] for _ in range(n)],
        "tok": None, "trev": [], "fair": None, "roy": False,
        "fin": [None] * n,
    }
    state["g"] = g      # the kept figures' checks read the track from here
    B.kept_figures(state, g, R.check_kvp)
    return g


kept_options = B.kept_options


def check_end(state):
    for p in range(len(state["players"])):
        if state["g"]["fin"][p] is None:
            return R.m(_T_FINAL_COUNTS_MISSING, kit.name(state, p))
    return None


def sheet(state):
    """The SCORESHEETS.md sheet of the game as it stands."""
    players = []
    for p in range(len(state["players"])):
        # before the final count: houses and pillars as a fair counted them
        fin = state["g"]["fin"][p] or [R.count(state, p, R.HOUSES) or 0,
                                      R.count(state, p, R.PILLARS) or 0, 0]
        players.append({"name": kit.name(state, p), "track": state["scores"][p],
                        "completed_buildings": R.completed(state, p), "houses": fin[0],
                        "pillars": fin[1], "goods": fin[2],
                        "turn_order": state["order"].index(p) + 1})
    return {"game": GAME, "options": {}, "players": players}


def final_total(state, p):
    """Player ``p``'s total if the game ended now, as the ranking would give
    it (the final count's preview, without a whole ranking's garbage)."""
    from games.tiletum import score as tiletum_score
    return sum(tiletum_score.final_breakdown(sheet(state)["players"][p]).values())


def results(state):
    # the end-game scorer is imported now: it is not needed before the end
    from games.tiletum import score as tiletum_score
    return tiletum_score.score(sheet(state))


# ---- dice -------------------------------------------------------------------------

def check_roll(state, event):
    from games.tiletum import prep as tiletum_prep
    return tiletum_prep.check_roll(state, event)


def on_roll(state, event):
    from games.tiletum import prep as tiletum_prep
    tiletum_prep.on_roll(state, event)


dice_view = R.dice_view
use_rng = R.use_rng


# ---- scores -----------------------------------------------------------------------

def _cat(cat):
    for row in D.CATS:
        if row[0] == cat:
            return row
    return None


def check_score(state, event):
    if _cat(event[3]) is None or event[3] == "start":
        return R.m(_T_UNKNOWN_SCORE_REASON, event[3])
    return None


def points(state, event):
    """{player: VP} the event would score (before the score floor)."""
    if event[0] == "sc":
        return {event[1]: event[2]}
    if event[0] == "ctr":
        return {event[1]: event[2] + event[3]}
    if event[0] == "royal":
        from games.tiletum import king as tiletum_king
        return tiletum_king.royal_points(state, event[1] if len(event) == 2 else ())
    if event[0] == "fair" and state["g"]["fair"] is not None:
        from games.tiletum import fair as tiletum_fair
        return {event[1]: tiletum_fair.fair_points_of(state, event[1], event[2])}
    return {}


# The events and the helpers of every step, by id: what the engine looks
# up whatever step the game is at.
HANDLERS = kit.merged(STEPS, "events")
ACTIONS = kit.merged(STEPS, "helpers")


# ---- texts ------------------------------------------------------------------------

def describe(event, lang, names=None):
    """A history line, "Ania: contract +7" when ``names`` (by seat) are
    given; None for the events the history leaves out (steps on, setup
    figures)."""
    k = event[0]
    e = event
    if k == "sc":
        text = "%s %s" % (R.t(_cat(e[3])[1], lang) if _cat(e[3]) else e[3], R.signed(e[2]))
    elif k == "ctr":
        text = "%s %s" % (R.t(_cat("contract")[1], lang), R.signed(e[2] + e[3]))
    elif k == "take" and e[2] is None:      # one of the table's own dice
        text = "%d" % e[4]
        if e[5] is not None:
            text += ", " + R.t(D.ACT_SHORT[kit.index(D.ACTS, e[5])], lang)
    elif k == "take":
        c = kit.index(D.COLOURS, e[2])
        text = "%s %d" % (R.t(D.COLOUR_TEXT[c], lang), e[3])
        if e[4] != e[3]:
            text += R.t(_T_D_D_GOLD, lang, e[4], D.GOLD_PER_STEP * abs(e[4] - e[3]))
        text += ": %s x%d" % (R.t(D.GOODS_TEXT[c], lang), e[4])
        if e[5] is not None:
            text += ", " + R.t(D.ACT_SHORT[kit.index(D.ACTS, e[5])], lang)
    elif k == "roll":
        return R.t(_T_D_DICE_DRAWN, lang, len(e[1]))
    elif k == "corrupt":
        return R.t(_T_CORRUPTION_D, lang, e[1])
    elif k == "km":
        text = R.t(_T_KING_TRACK_D, lang, e[2])
    elif k == "kset":
        text = R.t(_T_KING_MARKER_D, lang, e[2])
    elif k == "bld":
        text = R.t(_T_BUILDING_DONE, lang)
        if e[2] is not None:
            text += ": %s +%d" % (R.t(D.ACT_SHORT[kit.index(D.ACTS, e[2])], lang), e[3])
    elif k == "royal":
        return R.t(_T_KING_PHASE_SCORED_2, lang)
    elif k == "fairvp":
        return R.t(_T_FAIR_D_D_VP, lang, e[1], e[2])
    elif k == "fair":
        text = R.t(_T_FAIR_DX, lang, e[2])
    elif k == "fin":
        text = R.t(_T_FINAL_HOUSES_D_PILLARS, lang, e[2], e[3], e[4])
    elif k == "end":
        return R.t(_T_GAME_OVER, lang)
    else:
        return None
    if names:
        return "%s: %s" % (names[e[1]], text)
    return text


# The final scoring's parts, as the ranking's breakdown names them.
BREAKDOWN = (("track", _T_BD_TRACK), ("buildings", _T_BD_BUILDINGS),
             ("houses_pillars", _T_BD_HOUSES_PILLARS), ("goods", _T_BD_GOODS),
             ("arms", _T_BD_ARMS), ("cathedral", _T_BD_CATHEDRAL),
             ("character", _T_BD_CHARACTER), ("contract", _T_BD_CONTRACT),
             ("fair", _T_BD_FAIR), ("house", _T_BD_HOUSE), ("king", _T_BD_KING),
             ("leader", _T_BD_LEADER), ("start", _T_BD_START), ("helper", _T_BD_HELPER),
             ("other", _T_BD_OTHER))
# What decides the ranking after the points (tiletum_score's key)
RANK_BY = (None, _T_TIE_EARLIER)
