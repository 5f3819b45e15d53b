"""Tiletum (2-4 players): the device beside the board.

It replaces the dice bag (draw without replacement and roll, or check the
dice the table drew itself), keeps the action wheel's bookkeeping (which
value sits at which action this round, the goods and action points of each
die, a die changed for gold, completed-building bonus points), applies the
corruption tokens to the king track, keeps the king track (positions and
stack order), runs the king phase (leader, VP by space, new turn order, red
markers back to 0), does the fairs' arithmetic and the final scoring
(games.tiletum_score).

What the rulebook text does not give, the table reads off its own board:
the wheel (action and die value of each space, clockwise: the wheel may
start in any rotation), the king track's lowest space and the VP of each
space (asked the first time a marker stands there in a king phase), the VP
under each fair city and on its fair tile, and the corruption tokens' mix
(only if the device is to draw them). The board's and the box's figures
the device keeps for the next games too (games.tiletum_board). With the
"action tiles" variant the table shuffles the tiles onto the spaces and
enters the wheel space by space.

The table enters only what the device needs (see on_leave): C passes a
die taken for another action than the King's, a corruption token 0, the
dice the table drew itself, and a king phase whose VP the device knows.

Flow: setup; 4 rounds of preparation, action (3 x: corruption token, then
one die per player in turn order), king, fair, clean-up (not in round 4);
final scoring.

Events besides the core's:

    ["wheel", [6 actions], [6 values]]   clockwise from any action space
    ["klow", space]                      the king track's lowest space
    ["kvp", space, vp]                   the VP printed on a king space
    ["tokens", n0, n1, n2]               the corruption tokens' mix
    ["roll", [[colour, value], ...]]     this round's dice (device or table);
                                         [] the table's own, not entered
    ["corrupt", value]                   the revealed corruption token
    ["take", p, colour, value, new value, action, extra AP]
    ["km", p, spaces]   ["kset", p, space]   king track: move on / put
    ["bld", p, action or None, bonus AP] a completed building
    ["royal"]                            the king phase
    ["fairvp", city VP, tile VP, tile]   ["fair", p, times]
    ["fin", p, houses, pillars, goods(, completed buildings)]  the final counts
    ["ctr", p, contract VP, space VP]    a contract done
    ["sc", p, vp, category, details...]  quick entries (tiletum_data.CATS)

Beyond the protocol, for the screens: ``CHOICES`` (labels of the questions
that pick from a list, by key), ``use_rng`` (the generator of the "draw"
and "reveal" helpers), ``status`` (the cursor line), ``take_info`` (a die
while its value is changed), ``wheel_text``, ``stacks``, ``king_lines``,
``missing_king_vp``, ``sheet``. Refusals are (English, Polish) pairs; the
texts live in games/tiletum.lang (see core.texts).

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

from core import dice as dicemod
from core import ledger, texts
from core.session import Reject
from games import tiletum_board as B
from games import tiletum_data as D

# Text ids of games/tiletum.lang, written by `make texts`.
_T_ACTION_TILES_VARIANT = const(0)
_T_SET_UP_TABLE = const(1)
_T_ROUND_ROUND_DRAW_DICE = const(2)
_T_CORRUPTION_TOKEN = const(3)
_T_PLAYER_TAKES_DIE = const(4)
_T_ROUND_ROUND_KING_PHASE = const(5)
_T_ROUND_ROUND_FAIR = const(6)
_T_ROUND_ROUND_CLEAN_UP = const(7)
_T_FINAL_SCORING = const(8)
_T_NOT_ACTION = const(9)
_T_DIE_SHOWS_1_6 = const(10)
_T_TOO_LATE_KING_TRACK = const(11)
_T_NO_PLAYER_D = const(12)
_T_COLOURS_BLUE_ORANGE_PINK = const(13)
_T_TWO_PLAYERS_CHOSE = const(14)
_T_ENTER_ACTION_WHEEL_FIRST = const(15)
_T_ENTER_KING_TRACKS_LOWEST = const(16)
_T_REVEAL_CORRUPTION_TOKEN_FIRS = const(17)
_T_SCORE_KING_PHASE_FIRST = const(18)
_T_FINAL_COUNTS_MISSING = const(19)
_T_WHEEL_SIX_ACTIONS_EACH = const(20)
_T_WHEEL_VALUES_1_6 = const(21)
_T_DICE_ARE_WHEEL_ALREADY = const(22)
_T_AP = const(23)
_T_DICE_ARE_DRAWN_UNDO = const(24)
_T_DRAW_D_DICE_NOT = const(25)
_T_GAME_HAS_D_CORRUPTION = const(26)
_T_TOKENS_D_REVEALED_ALREADY = const(27)
_T_DRAW_ENTER_TOKENS_MIX = const(28)
_T_CORRUPTION_TOKEN_SHOWS_0 = const(29)
_T_THIS_ACTIONS_TOKEN_REVEALED = const(30)
_T_NO_TOKEN_D_LEFT = const(31)
_T_ONLY_MOVES_NOW = const(32)
_T_MOVE_1_D_SPACES = const(33)
_T_KING_TRACK_ENDS_D = const(34)
_T_KING_TRACK_STARTS_D = const(35)
_T_LOWEST_SPACE_D_D = const(36)
_T_MARKER_D = const(37)
_T_NO_KING_SPACE_D = const(38)
_T_SPACE_D_CANNOT_GIVE = const(39)
_T_IT_SS_TURN = const(40)
_T_HAS_3_DICE_THIS = const(41)
_T_TOOK_DIE_THIS_TURN = const(42)
_T_NO_SUCH_DIE_WHEEL = const(43)
_T_ANY_ACTION_CHOOSE_WHICH = const(44)
_T_EXTRA_AP_FROM_HELPER = const(45)
_T_ONLY_BUILDS_NOW = const(46)
_T_HAS_6_BUILDINGS_DONE = const(47)
_T_ONE_BUILDING_ONLY_HAS = const(48)
_T_BONUS_1_3_AP = const(49)
_T_KING_PHASE_SCORED = const(50)
_T_VP_KING_SPACE_D = const(51)
_T_FAIR_VP_0_D = const(52)
_T_FAIRS_SCORE_FAIR_PHASE = const(53)
_T_THAT_FAIR_SCORES_KING = const(54)
_T_PLAYERS_SCORED_ALREADY_UNDO = const(55)
_T_ENTER_FAIRS_VP_FIRST = const(56)
_T_SCORED_THIS_FAIR = const(57)
_T_TIMES_0_D = const(58)
_T_THIS_TILE_NOT_MULTIPLIED = const(59)
_T_HOUSES_MAP = const(60)
_T_PILLARS_MAP = const(61)
_T_GOODS_LEFT_TOKENS_1 = const(62)
_T_UNKNOWN_SCORE_REASON = const(63)
_T_VP = const(64)
_T_NONE_RIGHTMOST = const(67)
_T_HOUSE_SPACE = const(68)
_T_HELPER_TILE = const(69)
_T_NOT_GIVEN = const(70)
_T_KING_SPACE = const(71)
_T_VP_PRINTED_THERE = const(72)
_T_TOKENS_0 = const(73)
_T_TOKENS_1 = const(74)
_T_TOKENS_2 = const(75)
_T_VP_UNDER_CITY = const(76)
_T_VP_FAIR_TILE = const(77)
_T_FAIR_TILE = const(78)
_T_DEVICE_DRAWS_DICE = const(79)
_T_DEVICE_REVEALS_TOKEN = const(80)
_T_ACTION_WHEEL = const(81)
_T_KING_TRACK_LOWEST_SPACE = const(82)
_T_LOWEST_SPACE = const(83)
_T_KING_SPACE_VP = const(84)
_T_CORRUPTION_TOKENS = const(85)
_T_TOKEN_REVEALED = const(86)
_T_SCORE_KING_PHASE = const(87)
_T_FAIR_VP = const(88)
_T_TAKE_DIE = const(89)
_T_CHANGE_2_GOLD_STEP = const(91)
_T_ANY_ACTION_WHICH = const(92)
_T_CONTRACT_DONE = const(93)
_T_VP_CONTRACT = const(94)
_T_VP_SPACE_COVERED = const(95)
_T_CATHEDRAL = const(96)
_T_VP_COST_TILE = const(97)
_T_VP_CATHEDRAL_TILE = const(98)
_T_COAT_ARMS_BONUS = const(99)
_T_CHARACTER_BONUS = const(100)
_T_OTHER_VP = const(101)
_T_WHY_0_HOUSE_1 = const(102)
_T_BUILDING_COMPLETED = const(103)
_T_BONUS_AP = const(104)
_T_BONUS_AP_FLOORS = const(105)
_T_KING_TRACK_FORWARD = const(106)
_T_SPACES = const(107)
_T_PUT_KING_MARKER = const(108)
_T_SPACE = const(109)
_T_FAIR = const(110)
_T_TIMES_MET = const(111)
_T_FAIR_SETS = const(112)
_T_FIRST_ITEM = const(113)
_T_SECOND_ITEM = const(114)
_T_FINAL_COUNTS = const(115)
_T_BAG_D_DICE_EACH = const(116)
_T_EACH_1_IRON_1 = const(117)
_T_D_GOLD_D = const(118)
_T_SCORE_10_KING_TRACK = const(119)
_T_REMOVE_TILES_MARKED = const(120)
_T_MAP_SPACES_MARKED_STAY = const(121)
_T_BONUS_TILES_ACTION_SPACES = const(122)
_T_MARKETS_5_CHARACTERS_5 = const(123)
_T_N3_CITIES_4_FAIR = const(124)
_T_CORRUPTION_SHUFFLE_LAY_3 = const(125)
_T_ACTION_TILES_SHUFFLE_ONTO = const(126)
_T_ENTER_WHEEL_ACTION_VALUE = const(127)
_T_ENTER_KING_TRACKS_LOWEST_2 = const(128)
_T_DRAW_D_DICE_FROM = const(129)
_T_REVEAL_RIGHTMOST_TOKEN = const(130)
_T_TOKEN_D_EVERY_MARKER = const(131)
_T_TOKEN_0_NOBODY_MOVES = const(132)
_T_DIE_X_D = const(133)
_T_D_AP = const(134)
_T_KING_TRACK_NOW_D = const(135)
_T_BONUS_AP_2 = const(136)
_T_CHANGE_DIE_2_GOLD = const(137)
_T_ORDER = const(138)
_T_LEADER_4_VP = const(139)
_T_LEADER_BONUS_TILE_NOT = const(140)
_T_VP_KING_SPACE_D_2 = const(141)
_T_D_VP = const(142)
_T_NEW_ORDER = const(143)
_T_MARKERS_RED_BACK_0 = const(144)
_T_KING_TRACK_FAIR_TILE = const(145)
_T_FAIR_D_VP_KING = const(146)
_T_CITY_FAIR_TOKEN_D = const(147)
_T_FAIR_2 = const(148)
_T_WHO_HOUSE_THERE_MERCHANT = const(149)
_T_VP_CITY_TILE_X = const(150)
_T_SCORED_KING_PHASE = const(151)
_T_D_VP_EACH_TIME = const(152)
_T_SCORED = const(153)
_T_REFILL_BONUS_TILES_EMPTY = const(154)
_T_NEW_BONUS_TILE_KING = const(155)
_T_SHUFFLE_CORRUPTION_TOKENS_LA = const(156)
_T_ALL_DICE_BACK_INTO = const(157)
_T_TURN_WHEEL_1_SEGMENT = const(158)
_T_COUNT_HOUSES_PILLARS_MAP = const(159)
_T_GOODS_LEFT_1_VP = const(160)
_T_BUILDINGS_DONE_D = const(161)
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
_T_TABLE_DICE = const(173)
_T_HOW_MANY_DICE = const(174)
_T_DIE_N_VALUE = const(175)
_T_WHICH_DIE = const(176)
_T_GOLD_COST = const(177)
_T_BD_TRACK = const(178)
_T_BD_BUILDINGS = const(179)
_T_BD_HOUSES_PILLARS = const(180)
_T_BD_GOODS = const(181)
_T_CORRUPTION_VALUE = const(182)
_T_TAKE_DIE_HELPER = const(183)
_T_HELPER_ADDS_AP = const(184)
_T_CONTRACTS_SLIDE_REFILL = const(185)
_T_CATHEDRAL_COST_STACKS = const(186)
_T_MERCHANT_ARCHITECT_HOUSE = const(187)
_T_HOUSES_ROOFS_PILLARS = const(188)
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
_T_BUILDINGS_COMPLETED = const(201)
_T_C_TAKEN_OTHER = const(202)
_T_C_TOKEN_ZERO = const(203)
_T_DIE_VALUE_PAID = const(204)
_T_ENTER_TABLE_DICE = const(205)
_T_C_OWN_DICE = const(206)
_T_OPT_WHEEL = const(210)
_T_OPT_KING = const(211)
_T_OPT_TOKENS = const(212)
_T_NOT_KEPT = const(213)
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
OPTION_VALUE_TEXT = {"": _T_NOT_KEPT}
SCORE_FLOOR = 0             # "a score marker never goes below 0"
COLOURS = D.PLAYER_COLOURS  # the player colours the new-game wizard offers
PAD_CATEGORY = "fix"        # the screens' own +/- entry: a correction

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

# Prompts use only {player} and {round}; the action's number is in status().
# "actions" only where actions() does not work the menu out (setup, clean-up, final).
STEPS = {
    "setup": {"allow": ("wheel", "klow", "kvp", "tokens", "adv"),
              "prompt": _T_SET_UP_TABLE,
              "actions": ("wheel", "klow", "tokens", "kvp")},
    "prep": {"allow": ("roll", "wheel", "adv"),
             "prompt": _T_ROUND_ROUND_DRAW_DICE},
    "corrupt": {"allow": ("corrupt", "tokens", "kset", "klow", "adv"),
                "prompt": _T_CORRUPTION_TOKEN},
    "take": {"allow": ("take", "ctr", "km", "kset", "bld", "adv"),
             "prompt": _T_PLAYER_TAKES_DIE},
    "king": {"allow": ("royal", "kvp", "klow", "kset", "fairvp", "fair", "adv"),
             "prompt": _T_ROUND_ROUND_KING_PHASE},
    "fair": {"allow": ("fairvp", "fair", "adv"),
             "prompt": _T_ROUND_ROUND_FAIR},
    "cleanup": {"allow": ("adv",), "prompt": _T_ROUND_ROUND_CLEAN_UP,
                "actions": ()},
    "final": {"allow": ("fin", "bld", "end"), "prompt": _T_FINAL_SCORING,
              "actions": ("final",)},
}
# phase of each step, as an index into tiletum_data.PHASE_TEXT
_PHASE = {"setup": 0, "prep": 1, "corrupt": 2, "take": 2, "king": 3, "fair": 4, "cleanup": 5,
          "final": 6}


# ---- small helpers -------------------------------------------------------------

def _m(i, *args):
    """A refusal in both languages (text ``i`` of games/tiletum.lang, with
    ``args`` put in); the screen shows the one it speaks."""
    return texts.message(GAME, (i,) + args)


_BAD = _T_NOT_ACTION   # a malformed event (not a table's slip)
_DIE = _T_DIE_SHOWS_1_6
_LATE = _T_TOO_LATE_KING_TRACK


def _int(v):
    # bool is not a number here (MicroPython does not treat it as an int either)
    return type(v) is int


def _shape(state, ev, fields):
    """_BAD unless ``ev`` has one field per letter of ``fields``: p a
    player, i a whole number, s a text, l a list, o anything."""
    if len(ev) != len(fields) + 1:
        return _BAD
    for i in range(len(fields)):
        f = fields[i]
        v = ev[i + 1]
        if f in "pi" and not _int(v) or f == "s" and type(v) is not str or \
                f == "l" and type(v) is not list:
            return _BAD
        if f == "p" and (v < 0 or v >= len(state["players"])):
            return _m(_T_NO_PLAYER_D, v)
    return None


def _name(state, p):
    return state["players"][p]["name"]


def _names(state, players):
    return ", ".join([_name(state, p) for p in players])


def _index(table, name):
    """Index of ``name`` in a tuple of ids, or -1."""
    for i in range(len(table)):
        if table[i] == name:
            return i
    return -1


def _kvp(g, space):
    return g["kvp"][space - D.KING_MIN]


def _draw_count(state):
    # 8/11/14 dice for 2/3/4 players: three per player and two left over
    return 3 * len(state["players"]) + 2


def _full_bag(n):
    return dicemod.bag([(c, n) for c in D.COLOURS])


def _pass(state):
    return state["cur"].get("pass", 0)


def act_at(g, value):
    """Index of the action beside the wheel segment showing ``value``."""
    return _index(D.ACTS, g["acts"][_index(g["vals"], value)])


def ap_of(value):
    return D.DIE_TOP - value


# ---- setup -----------------------------------------------------------------------

def check_options(opts, players):
    return None


def setup(state):
    # Player colours: Tiletum's four, none twice; missing ones are filled
    # from the free colours in seat order.
    used = [p.get("colour") for p in state["players"] if p.get("colour") is not None]
    for c in used:
        if c not in D.PLAYER_COLOURS:
            raise Reject(_m(_T_COLOURS_BLUE_ORANGE_PINK))
        if used.count(c) > 1:
            raise Reject(_m(_T_TWO_PLAYERS_CHOSE, c))
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
        "bag": _full_bag(n), "wheel": [], "drawn": False,
        "took": [[] for _ in range(n)],
        "bonus": [[0] * 5 for _ in range(n)],
        "built": [[0, 0] for _ in range(n)],
        "tok": None, "trev": [], "fair": None, "roy": False,
        "fin": [None] * n,
    }
    state["g"] = g      # the kept figures' checks read the track from here
    B.kept_figures(state, g, _check_kvp)
    return g


kept_options = B.kept_options


def skip(state, step):
    return step == "cleanup" and state["cur"].get("round") == 4


def on_enter(state, step):
    g = state["g"]
    if step == "prep":
        n = len(state["players"])
        g["took"] = [[] for _ in range(n)]
        g["trev"] = []
        g["fair"] = None
        g["roy"] = False
        g["drawn"] = False
    elif step == "cleanup":
        # all dice back into the bag, and the wheel turns one segment
        # clockwise: the segment beside space i moves to space i + 1
        g["bag"] = _full_bag(len(state["players"]))
        g["wheel"] = []
        vals = g["vals"]
        g["vals"] = [vals[5]] + vals[:5]


def on_leave(state, step):
    """What C means where nothing was entered. Dice not drawn by the device
    are the table's own (see on_roll). A die taken for any action
    but the King's changes nothing the device works out (goods and action
    points are the table's; only the King action moves a marker), so C
    records it as a die taken, which one unsaid: it stays in the wheel's
    list. A corruption token 0 moves no marker: C with no token is a 0.
    The king phase asks nothing once every occupied space's VP is known
    (kept from an earlier game, or read in this one): C scores it."""
    g = state["g"]
    if step == "prep" and not g["drawn"]:   # the table draws its own dice
        on_roll(state, ["roll", []])
    elif step == "take":
        took = g["took"][state["cur"]["active"]]
        if len(took) < _pass(state):
            took.append([None, 0, None, 0])
    elif step == "corrupt" and len(g["trev"]) < _pass(state):
        g["trev"].append(0)
    elif step == "king" and not g["roy"]:
        _royal(state, ["royal"])


def check_advance(state):
    g = state["g"]
    step = state["cur"]["step"]
    if step == "setup" and g["vals"] is None:
        return _m(_T_ENTER_ACTION_WHEEL_FIRST)
    if step == "setup" and g["klow"] is None:
        return _m(_T_ENTER_KING_TRACKS_LOWEST)
    # C with no token entered is a 0 (see on_leave): refused only where
    # the device knows the tokens' mix and no 0 is left face down
    if step == "corrupt" and len(g["trev"]) < _pass(state) and g["tok"] is not None \
            and 0 not in _token_pool(g):
        return _m(_T_REVEAL_CORRUPTION_TOKEN_FIRS)
    # C scores the king phase where the device knows every space's VP
    if step == "king" and not g["roy"] and missing_king_vp(state):
        return _m(_T_SCORE_KING_PHASE_FIRST)
    return None


def check_end(state):
    for p in range(len(state["players"])):
        if state["g"]["fin"][p] is None:
            return _m(_T_FINAL_COUNTS_MISSING,
                      _name(state, p))
    return None


# ---- the action wheel ---------------------------------------------------------

def _check_wheel(state, ev):
    msg = _shape(state, ev, "ll")
    if msg:
        return msg
    acts, vals = ev[1], ev[2]
    if len(acts) != 6 or any(acts.count(a) != 1 for a in D.ACTS):
        return _m(_T_WHEEL_SIX_ACTIONS_EACH)
    if len(vals) != 6 or any(not _int(v) for v in vals) or \
            any(vals.count(v) != 1 for v in range(1, 7)):
        return _m(_T_WHEEL_VALUES_1_6)
    if state["g"]["drawn"]:
        return _m(_T_DICE_ARE_WHEEL_ALREADY)
    return None


def _wheel(state, ev):
    g = state["g"]
    g["acts"] = list(ev[1])
    g["vals"] = list(ev[2])
    # as the table set it up: what the device keeps (the wheel turns later)
    g["wk"] = B.wheel_code(ev[1], ev[2])


def wheel_groups(state):
    """The dice as they sit at the wheel, by value: [(value, action, AP,
    [colours])] for the values with dice."""
    g = state["g"]
    out = []
    for v in range(1, 7 if g["wheel"] else 1):
        cols = [d[0] for d in g["wheel"] if d[1] == v]
        if cols:
            out.append((v, act_at(g, v), ap_of(v), cols))
    return out


def _goods(cols, lang, names, sep=", "):
    """"iron, food x2": the goods of a group's dice (each x the value)."""
    parts = []
    for i in range(5):
        k = cols.count(D.COLOURS[i])
        if k:
            parts.append(names[i][lang] + ("" if k == 1 else " x%d" % k))
    return sep.join(parts)


def _bonus_of(state, p, a):
    if p is None or a < 0 or a >= 5:
        return 0
    return state["g"]["bonus"][p][a]


def dice_view(state, lang):
    """One row per die value on the wheel, ("3 Arch 4AP", "iron, food x2"):
    the value, its action this round, the action points (+N: the active
    player's building bonus) and the goods of the dice there."""
    rows = []
    ap = _t(_T_AP, lang)
    for v, a, pts, cols in wheel_groups(state):
        b = _bonus_of(state, state["cur"].get("active"), a)
        label = "%d %s %d%s%s" % (v, D.ACT_SHORT[a][lang], pts, "+%d" % b if b else "", ap)
        goods = _goods(cols, lang, D.GOODS_TEXT)
        if len(label) + len(goods) + 2 > D.COLUMN:     # the play screen's column
            goods = _goods(cols, lang, D.GOODS_SHORT, ",")
        rows.append((label, goods))
    return rows


def wheel_text(state, lang):
    """The wheel this round, by value: "1 King 2 Any 3 Arch ..."."""
    g = state["g"]
    return " ".join(["%d %s" % (v, D.ACT_SHORT[act_at(g, v)][lang]) for v in range(1, 7)])


# ---- dice from the bag ------------------------------------------------------------

def dice_for(state):
    """No free dice to roll: every die comes out of the bag, so the draw is
    ``roll_event`` (the "draw" helper), never a plain roll of d6."""
    return []


_RNG = []


def use_rng(rng):
    """The generator of the "draw" and "reveal" helpers (the screens pass
    the device's own, tests a seeded one)."""
    _RNG[:] = [rng]


def _rng():
    # hardware-seeded on first use if nobody gave one; a draw goes into the
    # journal as an event, so a replay needs no generator
    if not _RNG:
        from core.rng import Rng
        _RNG.append(Rng())
    return _RNG[0]


def roll_event(state, rng):
    """This round's dice drawn from the bag and rolled: the "roll" event
    (its values are [colour, value] pairs)."""
    return ["roll", dicemod.draw_and_roll(state["g"]["bag"], _draw_count(state), rng)[0]]


def check_roll(state, event):
    g = state["g"]
    if _shape(state, event, "l"):
        return _BAD
    if g["drawn"]:
        return _m(_T_DICE_ARE_DRAWN_UNDO)
    pairs = event[1]
    if not pairs:       # the table's own dice, not entered
        return None
    if len(pairs) != _draw_count(state):
        return _m(_T_DRAW_D_DICE_NOT, _draw_count(state),
                  len(pairs))
    for d in pairs:
        if type(d) is not list or len(d) != 2 or _index(D.COLOURS, d[0]) < 0:
            return _BAD
        if not _int(d[1]) or d[1] < 1 or d[1] > 6:
            return _DIE
    for c, n in g["bag"]:
        if [d[0] for d in pairs].count(c) > n:
            t = D.COLOUR_TEXT[_index(D.COLOURS, c)]
            return ("too many %s dice: the bag holds %d" % (t[0], n),
                    "za dużo kości (%s): w woreczku %d" % (t[1], n))
    return None


def on_roll(state, event):
    g = state["g"]
    g["bag"] = dicemod.take_from_bag(g["bag"], [d[0] for d in event[1]])
    # The table's own dice need not be entered: the device works out
    # nothing from a die's colour (goods are the table's), and a die
    # taken for the King names its value when it is taken.
    g["wheel"] = sorted([[d[0], d[1]] for d in event[1]],
                        key=lambda d: (d[1], _index(D.COLOURS, d[0]))) if event[1] else None
    g["drawn"] = True
    # The dice live on the wheel, taken one by one; the core's "last roll"
    # of plain values has no room for colours, so it stays empty and the
    # screens show the wheel through dice_view and the checklist.
    state["dice"] = None


# ---- corruption -------------------------------------------------------------------

def _check_tokens(state, ev):
    msg = _shape(state, ev, "iii")
    if msg:
        return msg
    if min(ev[1:]) < 0 or sum(ev[1:]) != D.TOKENS_IN_GAME:
        return _m(_T_GAME_HAS_D_CORRUPTION,
                  D.TOKENS_IN_GAME)
    for v in range(3):
        if state["g"]["trev"].count(v) > ev[1 + v]:
            return _m(_T_TOKENS_D_REVEALED_ALREADY, v,
                      state["g"]["trev"].count(v))
    return None


def _tokens(state, ev):
    state["g"]["tok"] = ev[1:]


def _token_pool(g):
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
    pool = _token_pool(g)
    return ["corrupt", pool[rng.below(len(pool))]]


def _check_corrupt(state, ev):
    g = state["g"]
    if len(ev) == 2 and ev[1] is None:
        return _m(_T_DRAW_ENTER_TOKENS_MIX)
    if _shape(state, ev, "i") or ev[1] < 0 or ev[1] > 2:
        return _m(_T_CORRUPTION_TOKEN_SHOWS_0)
    if len(g["trev"]) >= _pass(state):
        return _m(_T_THIS_ACTIONS_TOKEN_REVEALED)
    if g["tok"] is not None and ev[1] not in _token_pool(g):
        return _m(_T_NO_TOKEN_D_LEFT, ev[1])
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


# ---- the king track ---------------------------------------------------------------

def _place(g, p, space):
    """``p``'s marker on top of the stack at ``space``."""
    ks = g["ks"]
    ks.remove(p)
    g["kp"][p] = space
    i = 0
    while i < len(ks) and g["kp"][ks[i]] <= space:
        i += 1
    ks.insert(i, p)


def king_order(g):
    """Players from the king-track leader down: the higher space first; on
    one space the marker lower in the stack (there first) first."""
    return sorted(range(len(g["kp"])), key=lambda p: (-g["kp"][p], g["ks"].index(p)))


def stacks(g):
    """[(space, [players bottom to top])], highest space first."""
    out = []
    for p in g["ks"]:
        if out and out[-1][0] == g["kp"][p]:
            out[-1][1].append(p)
        else:
            out.append((g["kp"][p], [p]))
    out.reverse()
    return out


def _check_km(state, ev):
    msg = _shape(state, ev, "pi")
    if msg:
        return msg
    if ev[1] != state["cur"]["active"]:
        return _m(_T_ONLY_MOVES_NOW,
                  _name(state, state["cur"]["active"]))
    if ev[2] < 1 or ev[2] > D.KING_TOP:
        return _m(_T_MOVE_1_D_SPACES, D.KING_TOP)
    return None


def _km(state, ev):
    g = state["g"]
    dest = min(D.KING_TOP, g["kp"][ev[1]] + ev[2])   # never past 15
    if dest != g["kp"][ev[1]]:
        _place(g, ev[1], dest)


def _space_msg(g, s):
    if s > D.KING_TOP:
        return _m(_T_KING_TRACK_ENDS_D, D.KING_TOP)
    if s < g["klow"]:
        return _m(_T_KING_TRACK_STARTS_D, g["klow"])
    return None


def _check_kset(state, ev):
    return _shape(state, ev, "pi") or _space_msg(state["g"], ev[2])


def _kset(state, ev):
    _place(state["g"], ev[1], ev[2])


def _check_klow(state, ev):
    if _shape(state, ev, "i") or ev[1] > D.KING_SURE_LOW or ev[1] < D.KING_MIN:
        return _m(_T_LOWEST_SPACE_D_D, D.KING_MIN,
                  D.KING_SURE_LOW)
    if min(state["g"]["kp"]) < ev[1]:
        return _m(_T_MARKER_D, min(state["g"]["kp"]))
    return None


def _klow(state, ev):
    state["g"]["klow"] = ev[1]


def _check_kvp(state, ev):
    msg = _shape(state, ev, "ii")
    if msg:
        return msg
    s, vp = ev[1], ev[2]
    if state["g"]["klow"] is not None and _space_msg(state["g"], s) or \
            s < D.KING_MIN or s > D.KING_TOP:
        return _m(_T_NO_KING_SPACE_D, s)
    # the track's colours: the red part takes VP, the blue part gives
    if vp < -99 or vp > 99 or s < 0 < vp or vp < 0 < s or s == 0 != vp:
        return _m(_T_SPACE_D_CANNOT_GIVE, s, vp)
    return None


def _kvp_set(state, ev):
    state["g"]["kvp"][ev[1] - D.KING_MIN] = ev[2]


def missing_king_vp(state):
    """Occupied king spaces whose VP the table has not read out yet."""
    g = state["g"]
    return sorted(set([s for s in g["kp"] if _kvp(g, s) is None]))


# ---- taking a die ----------------------------------------------------------------------

def take_info(state, p, colour, value, new=None, act=None, extra=0):
    """What a die gives ``p``: {"goods" (colour index), "amount", "cost"
    (gold), "action" (of the wheel at the new value), "does" (the action
    done: the chosen one on the universal space), "ap", "bonus", "total"}."""
    if new is None:
        new = value
    wheel_act = act_at(state["g"], new)
    does = wheel_act
    if wheel_act == D.UNIVERSAL:
        does = _index(D.ACTS, act)
    bonus = _bonus_of(state, p, does)
    return {"goods": _index(D.COLOURS, colour), "amount": new,
            "cost": D.GOLD_PER_STEP * abs(new - value), "action": wheel_act, "does": does,
            "ap": ap_of(new), "bonus": bonus, "total": ap_of(new) + bonus + extra}


def take_event(state, colour, value, new=None, act=None, extra=0):
    """The "take" event for the active player; ``act`` counts only on the
    universal space (which action the player does), elsewhere the wheel
    decides."""
    if new is None:
        new = value
    a = act_at(state["g"], new)
    if a != D.UNIVERSAL:
        act = D.ACTS[a]
    return ["take", state["cur"]["active"], colour, value, new, act, extra]


def _check_take(state, ev):
    g = state["g"]
    msg = _shape(state, ev, "poiioi")
    if msg:
        return msg
    p, colour, value, new, act, extra = ev[1:]
    if colour is not None and type(colour) is not str or value < 1 or value > 6:
        return _BAD
    if p != state["cur"]["active"]:
        return _m(_T_IT_SS_TURN, _name(state, state["cur"]["active"]))
    took = len(g["took"][p])
    if took >= 3:
        return _m(_T_HAS_3_DICE_THIS, _name(state, p))
    if took >= _pass(state):
        return _m(_T_TOOK_DIE_THIS_TURN, _name(state, p))
    # a die named from the wheel's list, or one of the table's own dice
    # (not entered) by its value only
    if (colour is None) != (g["wheel"] is None) or \
            colour is not None and [colour, value] not in g["wheel"]:
        return _m(_T_NO_SUCH_DIE_WHEEL)
    if new < 1 or new > 6:
        return _DIE
    a = act_at(g, new)
    if a == D.UNIVERSAL:
        if _index(D.ACTS, act) in (-1, D.UNIVERSAL):
            return _m(_T_ANY_ACTION_CHOOSE_WHICH)
    elif act is not None and act != D.ACTS[a]:
        return ("a %d does %s now" % (new, D.ACT_TEXT[a][0]),
                "%d daje teraz akcję: %s" % (new, D.ACT_TEXT[a][1]))
    if extra < 0 or extra > 3:
        return _m(_T_EXTRA_AP_FROM_HELPER)
    return None


def _take(state, ev):
    g = state["g"]
    p = ev[1]
    info = take_info(state, p, ev[2], ev[3], ev[4], ev[5], ev[6])
    if ev[2] is not None:
        g["wheel"].remove([ev[2], ev[3]])
    g["took"][p].append([ev[2], ev[4], info["does"], info["total"]])
    if info["does"] == D.KING:
        # all the points move the marker on, never past 15, on top of a stack
        _km(state, ["km", p, info["total"]])


# ---- completed buildings ------------------------------------------------------------------

def _check_bld(state, ev):
    msg = _shape(state, ev, "poi")
    if msg:
        return msg
    p, act, ap = ev[1:]
    if state["cur"]["step"] == "take" and p != state["cur"]["active"]:
        return _m(_T_ONLY_BUILDS_NOW,
                  _name(state, state["cur"]["active"]))
    marks, plain = state["g"]["built"][p]
    if marks + plain >= 6:
        return _m(_T_HAS_6_BUILDINGS_DONE, _name(state, p))
    if act is None:
        # the rightmost building, occupied from the start, has no bonus marker
        if ap or plain:
            return _m(_T_ONE_BUILDING_ONLY_HAS)
        return None
    if _index(D.ACTS, act) not in range(5) or ap < 1 or ap > 3 or marks >= 5:
        return _m(_T_BONUS_1_3_AP)
    return None


def _bld(state, ev):
    g = state["g"]
    p = ev[1]
    if ev[2] is None:
        g["built"][p][1] += 1
        return
    g["built"][p][0] += 1
    a = _index(D.ACTS, ev[2])
    g["bonus"][p][a] += ev[3]
    # Seed 001, building completion: the action "natychmiast staje się
    # silniejsza dla danego gracza (także w aktualnie rozgrywanej turze,
    # jeśli gracz wykonuje tę akcję)": the die taken this turn for that
    # action gains the bonus too, and a King action moves on by it.
    took = g["took"][p]
    if state["cur"]["step"] == "take" and took and len(took) == _pass(state) \
            and took[-1][2] == a:
        took[-1][3] += ev[3]
        if a == D.KING:
            _km(state, ["km", p, ev[3]])


def _check_ctr(state, ev):
    msg = _shape(state, ev, "pii")
    if msg:
        return msg
    if ev[2] < 0 or ev[2] > 30 or ev[3] < 0 or ev[3] > 10:
        return ("contract 0-30 VP, space 0-10", "kontrakt 0-30 PZ, pole 0-10")
    return None


def _ctr(state, ev):
    ledger.add(state, ev[1], ev[2] + ev[3], "contract", SCORE_FLOOR)
    # the sums and the count of the contracts entered: the next entry
    # starts at their mean (the market's contracts are alike, and so are
    # the spaces they cover)
    lc = state["g"].get("lc") or [0, 0, 0]
    state["g"]["lc"] = [lc[0] + ev[2], lc[1] + ev[3], lc[2] + 1]


def completed(state, p):
    """Completed buildings: as the final count says, else as the device
    counted them during the game."""
    fin = state["g"]["fin"][p]
    if fin and len(fin) > 3:
        return fin[3]
    return sum(state["g"]["built"][p])


# ---- king phase -------------------------------------------------------------------------

def royal_points(state, read=()):
    """{player: VP} of the king phase: VP by king space (``read``: [space,
    VP] pairs the table reads out with it), and the round-4 leader's 4 VP."""
    g = state["g"]
    out = {}
    for p in range(len(g["kp"])):
        out[p] = _kvp(g, g["kp"][p]) or 0
        for sp, vp in read:
            if sp == g["kp"][p]:
                out[p] = vp
    if state["cur"].get("round") == 4:
        out[king_order(g)[0]] += D.LEADER_VP
    return out


def _check_royal(state, ev):
    # ["royal"] or ["royal", [[space, VP], ...]]: the VP of spaces read
    # off the board with it
    if len(ev) not in (1, 2) or len(ev) == 2 and type(ev[1]) is not list:
        return _BAD
    if state["g"]["roy"]:
        return _m(_T_KING_PHASE_SCORED)
    read = ev[1] if len(ev) == 2 else []
    for pair in read:
        if type(pair) is not list or len(pair) != 2:
            return _BAD
        msg = _check_kvp(state, ["kvp"] + pair)
        if msg:
            return msg
    done = [pair[0] for pair in read]
    for sp in missing_king_vp(state):
        if sp not in done:
            return _m(_T_VP_KING_SPACE_D, sp)
    return None


def _royal(state, ev):
    g = state["g"]
    if len(ev) == 2:
        for pair in ev[1]:
            _kvp_set(state, ["kvp"] + pair)
    kp = g["kp"]
    order = king_order(g)
    if state["cur"].get("round") == 4:
        ledger.add(state, order[0], D.LEADER_VP, "leader", SCORE_FLOOR)
    for p in range(len(kp)):
        if _kvp(g, kp[p]):
            ledger.add(state, p, _kvp(g, kp[p]), "king", SCORE_FLOOR)
    state["order"] = order
    # Markers in the red part back to 0, picked up from left to right into
    # one stack: the one from the lowest space ends on top; the stack goes
    # on top of the markers already on 0. Stacks keep their own order.
    red = [p for p in g["ks"] if kp[p] < 0]
    groups = []
    for p in red:
        if groups and kp[groups[-1][0]] == kp[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    groups.reverse()
    ks = [p for p in g["ks"] if kp[p] == 0]
    for grp in groups:
        ks += grp
    g["ks"] = ks + [p for p in g["ks"] if kp[p] > 0]
    for p in red:
        kp[p] = 0
    g["roy"] = True


# ---- fairs ------------------------------------------------------------------------------

def _king_tile(tile):
    return tile > 0 and D.FAIR_TILES[tile - 1][2] == D.KING_TILE


def _check_fairvp(state, ev):
    g = state["g"]
    msg = _shape(state, ev, "iii")
    if msg:
        return msg
    if min(ev[1:3]) < 0 or max(ev[1:3]) > D.FAIR_MAX_VP or ev[3] < 0 or \
            ev[3] > len(D.FAIR_TILES):
        return _m(_T_FAIR_VP_0_D, D.FAIR_MAX_VP, len(D.FAIR_TILES))
    in_king = state["cur"]["step"] == "king"
    if in_king and not _king_tile(ev[3]):
        return _m(_T_FAIRS_SCORE_FAIR_PHASE)
    if in_king and g["roy"]:
        return _LATE
    f = g["fair"]
    if not in_king and (_king_tile(ev[3]) or f is not None and _king_tile(f[2])):
        return _m(_T_THAT_FAIR_SCORES_KING)
    if f is not None and f[3]:
        return _m(_T_PLAYERS_SCORED_ALREADY_UNDO)
    return None


def _fairvp(state, ev):
    state["g"]["fair"] = [ev[1], ev[2], ev[3], []]
    state["g"]["lf"] = [ev[1], ev[2]]     # the next fair's entry starts here


def fair_points_of(state, p, times):
    """VP ``p`` gets at this round's fair meeting its condition ``times``
    times; the king-track tile: city + tile + the player's king VP, once.
    (The rules of tiletum_score.fair_points and king_fair_points, written
    out here so that the end-game scorer is loaded only at the end: the
    tests hold the two to the same numbers.)"""
    g = state["g"]
    f = g["fair"]
    if _king_tile(f[2]):
        return f[0] + f[1] + (_kvp(g, g["kp"][p]) or 0)
    return (f[0] + f[1]) * times


def _check_fair(state, ev):
    g = state["g"]
    msg = _shape(state, ev, "pi")
    if msg:
        return msg
    f = g["fair"]
    if f is None:
        return _m(_T_ENTER_FAIRS_VP_FIRST)
    if ev[1] in f[3]:
        return _m(_T_SCORED_THIS_FAIR, _name(state, ev[1]))
    if ev[2] < 0 or ev[2] > D.FAIR_MAX_TIMES:
        return _m(_T_TIMES_0_D, D.FAIR_MAX_TIMES)
    if _king_tile(f[2]):
        if g["roy"]:
            return _LATE
        if ev[2] != 1:
            return _m(_T_THIS_TILE_NOT_MULTIPLIED)
        if _kvp(g, g["kp"][ev[1]]) is None:
            return _m(_T_VP_KING_SPACE_D, g["kp"][ev[1]])
    return None


def _fair(state, ev):
    g = state["g"]
    f = g["fair"]
    p = ev[1]
    if _king_tile(f[2]):
        # the tile's VP first, then the king-track VP (which may take some)
        ledger.add(state, p, f[0] + f[1], "fair", SCORE_FLOOR)
        ledger.add(state, p, _kvp(g, g["kp"][p]), "fair", SCORE_FLOOR)
    else:
        ledger.add(state, p, fair_points_of(state, p, ev[2]), "fair", SCORE_FLOOR)
    f[3].append(p)


# ---- final scoring ----------------------------------------------------------------------

FINAL = (
    ("houses", _T_HOUSES_MAP, 0, 8, 1),     # 1: the house in Tiletum from the setup
    ("pillars", _T_PILLARS_MAP, 0, 7, 0),
    ("goods", _T_GOODS_LEFT_TOKENS_1, 0, 999, 0),
    ("built", _T_BUILDINGS_COMPLETED, 0, 6, 0),
)


def _check_fin(state, ev):
    # ["fin", p, houses, pillars, goods(, completed buildings)]: without
    # the last, the buildings the device counted during the game
    msg = _shape(state, ev, "piiii" if len(ev) == 6 else "piii")
    if msg:
        return msg
    for i in range(len(ev) - 2):
        key, text, lo, hi, _ = FINAL[i]
        if ev[2 + i] < lo or ev[2 + i] > hi:
            return ("%s: %d to %d" % (key, lo, hi), "%s: %d-%d" % (_t(text, 1), lo, hi))
    return None


def _fin(state, ev):
    state["g"]["fin"][ev[1]] = ev[2:]


def sheet(state):
    """The SCORESHEETS.md sheet of the game as it stands."""
    players = []
    for p in range(len(state["players"])):
        fin = state["g"]["fin"][p] or [0, 0, 0]
        players.append({"name": _name(state, p), "track": state["scores"][p],
                        "completed_buildings": completed(state, p), "houses": fin[0],
                        "pillars": fin[1], "goods": fin[2],
                        "turn_order": state["order"].index(p) + 1})
    return {"game": GAME, "options": {}, "players": players}


def results(state):
    # the end-game scorer is imported now: it is not needed before the end
    from games import tiletum_score
    return tiletum_score.score(sheet(state))


# ---- score entries ----------------------------------------------------------------------

def _cat(cat):
    for row in D.CATS:
        if row[0] == cat:
            return row
    return None


def check_score(state, event):
    if _cat(event[3]) is None or event[3] == "start":
        return _m(_T_UNKNOWN_SCORE_REASON, event[3])
    return None


def points(state, event):
    """{player: VP} the event would score (before the score floor)."""
    if event[0] == "sc":
        return {event[1]: event[2]}
    if event[0] == "ctr":
        return {event[1]: event[2] + event[3]}
    if event[0] == "royal":
        return royal_points(state, event[1] if len(event) == 2 else ())
    if event[0] == "fair" and state["g"]["fair"] is not None:
        return {event[1]: fair_points_of(state, event[1], event[2])}
    return {}


HANDLERS = {
    "wheel": (_check_wheel, _wheel),
    "klow": (_check_klow, _klow),
    "kvp": (_check_kvp, _kvp_set),
    "tokens": (_check_tokens, _tokens),
    "corrupt": (_check_corrupt, _corrupt),
    "take": (_check_take, _take),
    "km": (_check_km, _km),
    "kset": (_check_kset, _kset),
    "bld": (_check_bld, _bld),
    "ctr": (_check_ctr, _ctr),
    "royal": (_check_royal, _royal),
    "fairvp": (_check_fairvp, _fairvp),
    "fair": (_check_fair, _fair),
    "fin": (_check_fin, _fin),
}


# ---- quick helpers for the screens ----------------------------------------------------------
# "who": "active" (the player whose turn it is), "any" (the screen asks
# which player), "none" (no player: the device's own draw, or a figure
# read off the board). Answers come as a list in question order or a dict.

def _val(values, key, i):
    return values[key] if isinstance(values, dict) else values[i]


def _make(kind, keys, player=True, tail=()):
    """make(): [kind, (player,) the answers in order, tail...]."""
    def make(state, p, values):
        ev = [kind, p] if player else [kind]
        for i in range(len(keys)):
            ev.append(_val(values, keys[i], i))
        return ev + list(tail)
    return make


def _make_sum(cat):
    """A score entry of two printed figures: their sum, both kept."""
    def make(state, p, values):
        a = _val(values, "a", 0)
        b = _val(values, "b", 1)
        return ["sc", p, a + b, cat, a, b]
    return make


def _mk_take(state, p, values):
    # the die picked from the wheel's list, its value after any change,
    # and (only on the universal space) the action done
    if state["g"]["wheel"] is None:     # the table's own dice: the value only
        values = [None] + list(values) if not isinstance(values, dict) else values
        colour = value = None
    else:
        colour, value = state["g"]["wheel"][_val(values, "die", 0)]
    new = _val(values, "new", 1)
    act = None
    if isinstance(values, dict) and "act" in values or len(values) > 2:
        act = D.ACTS[_val(values, "act", 2)]
    return take_event(state, colour, new if value is None else value, new, act)


def ask_take_helper(state, values):
    """"Take a die" with a helper tile that adds AP to the die's action
    (seed 001, appendix: "Dodaj 1/2/3 PA do wartości wykonywanej akcji...
    tylko w odniesieniu do akcji przypisanej wybranej kości"): the take's
    questions, then the helper's AP."""
    qs = ask_take(state, values)
    # the value is known: its questions are all there
    if len(values) >= (1 if state["g"]["wheel"] is None else 2):
        qs.append(_HELPER_ASK)
    return qs


_HELPER_ASK = ("extra", _T_HELPER_ADDS_AP, 1, 3, 1)


def _mk_take_helper(state, p, values):
    if isinstance(values, dict):
        extra = values.get("extra", 1)
    else:
        extra = values[-1]
        values = values[:-1]
    ev = _mk_take(state, p, values)
    ev[6] = extra
    return ev


def _ap_text(info):
    """"4 AP" or "4+2 AP" (the player's completed-building bonus)."""
    ap = "%d" % info["ap"]
    if info["bonus"]:
        ap += "+%d" % info["bonus"]
    return ap


def _die_text(state, p, colour, value, new, lang):
    """What a die gives, for a menu line: "gold x3, Arch 4+1 AP"."""
    info = take_info(state, p, colour, value, new, D.ACTS[D.UNIVERSAL])
    a = info["action"]
    text = "%s x%d, %s" % (D.GOODS_TEXT[info["goods"]][lang], new, D.ACT_SHORT[a][lang])
    if a != D.UNIVERSAL:
        text += " %s %s" % (_ap_text(info), _t(_T_AP, lang))
    else:
        text += " %d %s" % (info["ap"], _t(_T_AP, lang))
    return text


def _both(f, *args):
    """(English, Polish) of ``f(..., lang)``: a label made up now."""
    return (f(*(args + (0,))), f(*(args + (1,))))


def _die_label(state, p, d, lang):
    c = _index(D.COLOURS, d[0])
    return "%d %s: %s" % (d[1], D.COLOUR_TEXT[c][lang], _die_text(state, p, d[0], d[1], d[1], lang))


def _new_label(state, p, d, new, lang):
    text = "%d: %s" % (new, _die_text(state, p, d[0], d[1], new, lang))
    if new != d[1]:
        text += _t(_T_GOLD_COST, lang, D.GOLD_PER_STEP * abs(new - d[1]))
    return text


def _act_label(state, p, value, a, lang):
    info = take_info(state, p, "blue", value, value, D.ACTS[a])
    return "%s %s %s" % (D.ACT_TEXT[a][lang], _ap_text(info), _t(_T_AP, lang))


def ask_take(state, values):
    """The questions of "take a die": which die of those on the wheel (a
    die that is not there cannot be picked), its value after paying 2 gold
    a step (each value with its goods and action points), and on the
    universal space which action it does (each with its points). Only the
    question being asked gets its labels: the others are answered already,
    and a press must not make garbage it does not need (see _lazy)."""
    g = state["g"]
    p = state["cur"].get("active")
    wheel = g["wheel"]
    now = len(values)
    if wheel is None:
        return _ask_value(state, p, values)
    qs = [_lazy(now == 0, ("die", _T_WHICH_DIE, 0, len(wheel) - 1, king_die(g)),
                lambda: [_both(_die_label, state, p, d) for d in wheel])]
    if not values or values[0] >= len(wheel):
        return qs
    d = wheel[values[0]]
    qs.append(_lazy(now == 1, ("new", _T_CHANGE_2_GOLD_STEP, 1, 6, d[1]),
                    lambda: [_both(_new_label, state, p, d, v) for v in range(1, 7)]))
    if len(values) > 1 and act_at(g, values[1]) == D.UNIVERSAL:
        qs.append(_lazy(now == 2, ("act", _T_ANY_ACTION_WHICH, 0, 4, D.KING),
                        lambda: [_both(_act_label, state, p, values[1], a) for a in range(5)]))
    return qs


def _ask_value(state, p, values):
    """Taking one of the table's own dice (not entered): its value once
    paid for, starting at the King's (each value with its action and
    points), then on the universal space which action."""
    g = state["g"]
    king = 1
    for v in range(1, 7):
        if act_at(g, v) == D.KING:
            king = v
    qs = [_lazy(not values, ("new", _T_DIE_VALUE_PAID, 1, 6, king),
                lambda: [_both(_value_label, state, p, v) for v in range(1, 7)])]
    if values and act_at(g, values[0]) == D.UNIVERSAL:
        qs.append(_lazy(len(values) == 1, ("act", _T_ANY_ACTION_WHICH, 0, 4, D.KING),
                        lambda: [_both(_act_label, state, p, values[0], a) for a in range(5)]))
    return qs


def _value_label(state, p, v, lang):
    """"5: King 2 AP": a value, its action this round and its points."""
    info = take_info(state, p, None, v, v, D.ACTS[D.UNIVERSAL])
    a = info["action"]
    ap = _ap_text(info) if a != D.UNIVERSAL else "%d" % info["ap"]
    return "%d: %s %s %s" % (v, D.ACT_SHORT[a][lang], ap, _t(_T_AP, lang))


def king_die(g):
    """Where the die list opens: a die is entered mostly for the King
    action (any other C takes as taken), so the first die at the King's
    space, else the first at the universal space, else the first."""
    wheel = g["wheel"]
    for want in (D.KING, D.UNIVERSAL):
        for i in range(len(wheel)):
            if act_at(g, wheel[i][1]) == want:
                return i
    return 0


def _lazy(asked, question, labels):
    """``question`` with its labels (``labels()``) when it is the one being
    asked; an answered one keeps only its five fields. The screen reads
    the questions again after each answer, with the garbage collector off
    during the press: labels of every die at every answer cost kilobytes."""
    return question + (labels(),) if asked else question


def ask_table(state, values):
    """The questions for the dice the table drew itself: how many of each
    colour (kept within the bag and the round's count, so a colour with
    only one possible count is not asked), then each die's value."""
    return _table_plan(state, values)[0]


def _table_plan(state, values):
    """(questions, colour index of each die once the counts are known)."""
    n = len(state["players"])
    left = _draw_count(state)
    qs = []
    cols = []
    i = 0
    for c in range(5):
        lo = max(0, left - n * (4 - c))
        hi = min(n, left)
        k = lo
        if lo < hi:
            qs.append(("n%d" % c, _title(i == len(values), _count_title, c), lo, hi, lo))
            if i >= len(values):
                return qs, None
            k = values[i]
            i += 1
        cols += [c] * k
        left -= k
    for j in range(len(cols)):
        asked = len(qs) == len(values)
        qs.append(("d%d" % j, _title(asked, _value_title, cols, j), 1, 6, 1))
    return qs, cols


def _title(asked, f, *args):
    # the title of the question being asked; a fixed text for the others
    return _both(f, *args) if asked else _T_TABLE_DICE


def _count_title(c, lang):
    return _t(_T_HOW_MANY_DICE, lang, D.COLOUR_GEN[c] if lang else D.COLOUR_TEXT[c][0])


def _value_title(cols, j, lang):
    text = _t(_T_DIE_N_VALUE, lang, D.COLOUR_TEXT[cols[j]][lang], cols[:j + 1].count(cols[j]))
    return text[0].upper() + text[1:]       # no str.capitalize in MicroPython


def _mk_own(state, p, values):
    # the table draws and rolls its own dice: nothing to enter (see on_roll)
    return ["roll", []]


def _mk_table(state, p, values):
    qs, cols = _table_plan(state, values)
    first = len(qs) - len(cols)     # the values follow the counts asked
    return ["roll", [[D.COLOURS[cols[j]], values[first + j]] for j in range(len(cols))]]


def _mk_other(state, p, values):
    return ["sc", p, _val(values, "vp", 1), ("house", "helper", "other")[_val(values, "why", 0)]]


def _mk_bld(state, p, values):
    a = _val(values, "for", 0)
    return ["bld", p, D.ACTS[a - 1], _val(values, "ap", 1)] if a else ["bld", p, None, 0]


_BLD_ASK = (("for", _T_BONUS_AP, 0, 5, 0, (_T_NONE_RIGHTMOST,) + D.ACT_TEXT[:5]),
            ("ap", _T_BONUS_AP_FLOORS, 1, 3, 1))


def ask_bld(state, values):
    """A completed building: the action its bonus marker names, and its
    points (not asked for the rightmost building, which has no marker)."""
    return _BLD_ASK if values and values[0] else _BLD_ASK[:1]


def _player_labels(state, player, values):
    return [pl["name"] for pl in state["players"]]


def _next_player(state, done):
    """The first player in turn order for whom ``done(p)`` is false."""
    for p in state["order"]:
        if not done(p):
            return p
    return state["order"][0]


def ask_final(state, values):
    """The final count: whose (the next in turn order not counted yet),
    the completed buildings (from the device's own count), then houses,
    pillars and goods."""
    g = state["g"]
    n = len(state["players"])
    who = ("p", _T_FINAL_COUNTS, 0, n - 1,
           _next_player(state, lambda p: g["fin"][p] is not None), _player_labels)
    if not values:
        return [who]
    built = FINAL[3][:4] + (sum(g["built"][values[0]]),)
    qs = [who, built] + list(FINAL[:3])
    if len(values) > 2:
        # pillars start at the houses: houses x pillars scores best with the
        # two alike, so a player keeps them close
        qs[3] = FINAL[1][:4] + (min(values[2], FINAL[1][3]),)
    return qs


def _answers(values, p, keys):
    """[player] + the answers of ``keys``: a list as the screens give it
    (the player first), or a dict with the player as "p" or ``p``."""
    if isinstance(values, dict):
        return [values.get("p", p)] + [values[k] for k in keys]
    return values


def _mk_final(state, p, values):
    if isinstance(values, dict) and "built" not in values:    # the device's count
        return ["fin"] + _answers(values, p, ("houses", "pillars", "goods"))
    v = _answers(values, p, ("built", "houses", "pillars", "goods"))
    return ["fin", v[0], v[2], v[3], v[4], v[1]]


def _fair_asks(state, values, rows):
    """A fair's score: whose (the next in turn order not scored yet), then
    ``rows``."""
    f = state["g"]["fair"]
    done = f[3] if f else ()
    who = ("p", _T_FAIR, 0, len(state["players"]) - 1,
           _next_player(state, lambda p: p in done), _player_labels)
    return (who,) + rows


def ask_fair(state, values):
    return _fair_asks(state, values, (("times", _T_TIMES_MET, 0, D.FAIR_MAX_TIMES, 1),))


def ask_fair_sets(state, values):
    # the second count starts at the first: a player gathers the two alike
    b = values[1] if len(values) > 1 else 0
    return _fair_asks(state, values, (("a", _T_FIRST_ITEM, 0, D.FAIR_MAX_TIMES, 0),
                                      ("b", _T_SECOND_ITEM, 0, D.FAIR_MAX_TIMES, b)))


def _mk_fair(state, p, values):
    return ["fair"] + _answers(values, p, ("times",))[:2]


def _mk_sets(state, p, values):
    v = _answers(values, p, ("a", "b"))
    return ["fair", v[0], min(v[1], v[2])]


def ask_contract(state, values):
    """A contract's VP and the VP of the player-board space it covers,
    starting at the mean of the contracts entered so far (rounded half up)."""
    lc = state["g"].get("lc")
    n = lc[2] if lc else 0
    a, b = ((2 * lc[0] + n) // (2 * n), (2 * lc[1] + n) // (2 * n)) if n else (0, 0)
    return (("a", _T_VP_CONTRACT, 0, 30, a), ("b", _T_VP_SPACE_COVERED, 0, 10, b))


def _draw(state, p, values):
    return roll_event(state, _rng())


def _reveal(state, p, values):
    return corruption_event(state, _rng())


_VP = _T_VP


def ask_royal(state, values):
    """The king phase asks the VP printed on each occupied space whose
    figure the table has not read out yet (then the device knows it for
    the rest of the game): the red part takes (-99..0), the blue gives."""
    qs = []
    for sp in missing_king_vp(state):
        lo, hi = (-99, 0) if sp < 0 else (0, 99)
        qs.append(("vp%d" % sp, _both(_kvp_title, sp), lo, hi, kvp_guess(state["g"], sp)))
    return qs


def kvp_guess(g, sp):
    """Where the entry of a king space's VP starts: in proportion to the
    nearest space of the same part (red or blue) whose VP the table has
    read, rounded half up; with none read yet, a VP per space in the red
    part (the rulebook's example: a marker on -2 loses 2) and one per two
    spaces in the blue. Only a start: the table enters what is printed."""
    best = None
    for s in range(D.KING_MIN, D.KING_TOP + 1):
        vp = _kvp(g, s)
        if vp is not None and s * sp > 0 and (best is None or abs(s - sp) < abs(best - sp)):
            best = s
    a = abs(sp)
    if best is None:
        v = a if sp < 0 else (a + 1) // 2
    else:
        b = abs(best)
        v = (2 * a * abs(_kvp(g, best)) + b) // (2 * b)
    return -v if sp < 0 else v


def _kvp_title(sp, lang):
    return _t(_T_VP_KING_SPACE_D_2, lang, sp)


def _mk_royal(state, p, values):
    miss = missing_king_vp(state)
    if not miss:
        return ["royal"]
    return ["royal", [[miss[i], _val(values, "vp%d" % miss[i], i)] for i in range(len(miss))]]

_KVP = (("space", _T_KING_SPACE, D.KING_MIN, D.KING_TOP, 1),
        ("vp", _T_VP_PRINTED_THERE, -99, 99, 0))
_TOKENS = (("n0", _T_TOKENS_0, 0, 6, 2), ("n1", _T_TOKENS_1, 0, 6, 2),
           ("n2", _T_TOKENS_2, 0, 6, 2))
_FAIR_KIND = ("kind", _T_FAIR_TILE, 0, len(D.FAIR_TILES), 0,
              (_T_NOT_GIVEN,) + tuple([t[:2] for t in D.FAIR_TILES]))


def ask_fairvp(state, values):
    """The fair's printed VP (city, tile), starting at the last fair's:
    the figures are small and alike; then the fair tile."""
    lf = state["g"].get("lf") or (0, 0)
    return (("city", _T_VP_UNDER_CITY, 0, D.FAIR_MAX_VP, lf[0]),
            ("tile", _T_VP_FAIR_TILE, 0, D.FAIR_MAX_VP, lf[1]), _FAIR_KIND)


def _entry(name, who, ask, make):
    return {"name": name, "who": who, "ask": ask, "make": make}


ACTIONS = {
    "draw": _entry(_T_DEVICE_DRAWS_DICE, "none", (), _draw),
    "reveal": _entry(_T_DEVICE_REVEALS_TOKEN, "none", (), _reveal),
    "wheel": _entry(_T_ACTION_WHEEL, "none", B.ask_wheel, B.make_wheel),
    "klow": _entry(_T_KING_TRACK_LOWEST_SPACE, "none",
                   (("space", _T_LOWEST_SPACE, D.KING_MIN, D.KING_SURE_LOW,
                     D.KING_SURE_LOW),), _make("klow", ("space",), False)),
    "kvp": _entry(_T_KING_SPACE_VP, "none", _KVP,
                  _make("kvp", ("space", "vp"), False)),
    "tokens": _entry(_T_CORRUPTION_TOKENS, "none", _TOKENS,
                     _make("tokens", ("n0", "n1", "n2"), False)),
    "corrupt": _entry(_T_TOKEN_REVEALED, "none",
                      (("v", _T_CORRUPTION_VALUE, 0, 2, 1),), _make("corrupt", ("v",), False)),
    "royal": _entry(_T_SCORE_KING_PHASE, "none", ask_royal, _mk_royal),
    "fairvp": _entry(_T_FAIR_VP, "none", ask_fairvp,
                     _make("fairvp", ("city", "tile", "kind"), False)),
    "table": _entry(_T_TABLE_DICE, "none", (), _mk_own),
    "table_in": _entry(_T_ENTER_TABLE_DICE, "none", ask_table, _mk_table),
    "take": _entry(_T_TAKE_DIE, "active", ask_take, _mk_take),
    "take_x": _entry(_T_TAKE_DIE_HELPER, "active", ask_take_helper, _mk_take_helper),
    "contract": _entry(_T_CONTRACT_DONE, "active", ask_contract,
                       _make("ctr", ("a", "b"))),
    "cathedral": _entry(_T_CATHEDRAL, "active",
                        (("a", _T_VP_COST_TILE, 0, 30, 0),
                         ("b", _T_VP_CATHEDRAL_TILE, 0, 30, 0)),
                        _make_sum("cathedral")),
    "arms": _entry(_T_COAT_ARMS_BONUS, "active",
                   (("vp", _VP, 0, 10, 5),), _make("sc", ("vp",), True, ("arms",))),
    "character": _entry(_T_CHARACTER_BONUS, "active",
                        (("vp", _VP, 0, 10, 2),), _make("sc", ("vp",), True, ("character",))),
    "other": _entry(_T_OTHER_VP, "any",
                    (("why", _T_WHY_0_HOUSE_1, 0, 2, 0,
                      (_T_HOUSE_SPACE, _T_HELPER_TILE, ("other", "inne"))),
                     ("vp", _VP, -30, 30, 1)), _mk_other),
    "bld": _entry(_T_BUILDING_COMPLETED, "active", ask_bld, _mk_bld),
    "km": _entry(_T_KING_TRACK_FORWARD, "active",
                 (("n", _T_SPACES, 1, 6, 1),), _make("km", ("n",))),
    "kset": _entry(_T_PUT_KING_MARKER, "any",
                   (("space", _T_SPACE, D.KING_MIN, D.KING_TOP, 0),),
                   _make("kset", ("space",))),
    "fair": _entry(_T_FAIR, "none", ask_fair, _mk_fair),
    "fair_sets": _entry(_T_FAIR_SETS, "none", ask_fair_sets, _mk_sets),
    "final": _entry(_T_FINAL_COUNTS, "none", ask_final, _mk_final),
}


# The take step's entries around "Take a die", where the menu opens (see
# likely): the commonest next to it, above and below (the menu wraps).
_ABOVE = ("bld", "contract")
_SCORING = ("character", "arms", "cathedral", "other", "km", "take_x")
# what a player most probably enters after a die for each action: a
# completed building (architect), a house space's VP (merchant), a
# character's or a contract's VP; nothing after the King's
_AFTER = ("bld", "other", "character", "contract")


def actions(state):
    """The helpers that make sense now, the likely one first (the menu
    leaves out what the step no longer needs: the draw once the dice are
    on the wheel, "take a die" once the player has one)."""
    g = state["g"]
    step = state["cur"]["step"]
    if step == "prep":
        return () if g["drawn"] else ("draw", "table", "table_in", "wheel")
    if step == "corrupt":
        if len(g["trev"]) >= _pass(state):
            return ("kset",)
        return (("corrupt", "reveal") if g["tok"] else ("corrupt",)) + ("tokens", "kset")
    if step == "take":
        p = state["cur"]["active"]
        if len(g["took"][p]) < _pass(state):
            return _ABOVE + ("take",) + _SCORING + ("kset",)
        return _ABOVE + _SCORING[:-1] + ("kset",)
    if step == "king":
        if g["roy"]:
            return ()
        f = g["fair"]
        fair = ("fair",) if f is not None and _king_tile(f[2]) else ()
        return ("royal", "fairvp") + fair + ("kvp", "kset")
    if step == "fair":
        f = g["fair"]
        if f is None:
            return ("fairvp",)
        if _king_tile(f[2]):
            return ()
        if f[2] and D.FAIR_TILES[f[2] - 1][2] == D.SETS:
            return ("fair_sets", "fairvp")
        return ("fair", "fairvp")
    return STEPS[step]["actions"]


def likely(state):
    """The helper the table most probably wants now: the menu opens on it
    (ui.actions); None leaves the cursor on the step's first helper or
    this player's last one."""
    g = state["g"]
    step = state["cur"]["step"]
    if step == "take":
        took = g["took"][state["cur"]["active"]]
        if len(took) < _pass(state):
            return "take"
        a = took[-1][2]
        return _AFTER[a] if a is not None and a < len(_AFTER) else None
    if step == "final":     # C at the final step: the next count
        return "final" if None in g["fin"] else None
    if step == "setup":     # what the setup still needs, in its order
        for aid, key in (("wheel", "vals"), ("klow", "klow"), ("tokens", "tok")):
            if g[key] is None:
                return aid
        return None
    if step == "corrupt" and len(g["trev"]) < _pass(state):
        return "corrupt"
    if step == "fair" and g["fair"] is not None:     # its figures in: who scores
        return actions(state)[0] if actions(state) else None
    return None


# ---- texts -----------------------------------------------------------------------------------

def status(state, lang):
    """The cursor in one line: "R2 Action 2/3" / "R2 Faza akcji 2/3"."""
    cur = state["cur"]
    ph = _PHASE.get(cur["step"], 0)
    text = D.PHASE_TEXT[ph][lang]
    if ph in (0, 6):
        return text
    if ph == 2:
        text += " %d/3" % cur.get("pass", 1)
    return "R%d %s" % (cur.get("round", 1), text)


def king_lines(state, lang):
    """The king track, one line per occupied space, highest first:
    "2: Ania, Bartek" (a stack bottom to top)."""
    return ["%d: %s" % (s, _names(state, ps)) for s, ps in stacks(state["g"])]


def _signed(v):
    return ("+%d" if v >= 0 else "%d") % v


def _t(i, lang, *args):
    """Text ``i`` of games/tiletum.lang in ``lang``, with ``args`` put in."""
    s = texts.get(GAME, i, lang)
    return s % args if args else s


def _setup_lines(state, lang, g):
    n = len(state["players"])
    order = state["order"]
    L = [_t(_T_BAG_D_DICE_EACH,
            lang, n, 5 * n),
         _t(_T_EACH_1_IRON_1, lang)]
    for i in range(n):
        L.append(_t(_T_D_GOLD_D, lang, i + 1, _name(state, order[i]),
                    D.START_GOLD[i]))
    L.append(_t(_T_SCORE_10_KING_TRACK,
                lang, _name(state, order[0])))
    if n < 4:
        marks = D.MARKS_2 if n == 2 else D.MARKS_3
        L.append(_t(_T_REMOVE_TILES_MARKED, lang, marks))
        L.append(_t(_T_MAP_SPACES_MARKED_STAY,
                    lang, marks))
    L.append(_t(_T_BONUS_TILES_ACTION_SPACES, lang))
    L.append(_t(_T_MARKETS_5_CHARACTERS_5, lang))
    # Step 8: the cathedrals' cost tiles and their tiles' stacks.
    L.append(_t(_T_CATHEDRAL_COST_STACKS, lang))
    L.append(_t(_T_N3_CITIES_4_FAIR,
                lang))
    L.append(_t(_T_CORRUPTION_SHUFFLE_LAY_3,
                lang))
    # Step 13: each player's figures, houses and pillars.
    L.append(_t(_T_MERCHANT_ARCHITECT_HOUSE, lang))
    L.append(_t(_T_HOUSES_ROOFS_PILLARS, lang))
    if state["options"]["action_tiles"]:
        L.append(_t(_T_ACTION_TILES_SHUFFLE_ONTO,
                    lang))
    if g["vals"] is None:
        L.append(_t(_T_ENTER_WHEEL_ACTION_VALUE, lang))
    else:
        L.append(wheel_text(state, lang))
    if g["klow"] is None:
        L.append(_t(_T_ENTER_KING_TRACKS_LOWEST_2,
                    lang))
    return L


def _prep_lines(state, lang, g):
    if g["drawn"] and g["wheel"] is not None:
        return ["%s  %s" % row for row in dice_view(state, lang)]
    if g["drawn"]:
        return [wheel_text(state, lang)]
    return [_t(_T_DRAW_D_DICE_FROM, lang,
               _draw_count(state)), _t(_T_C_OWN_DICE, lang), wheel_text(state, lang)]


def _corrupt_lines(state, lang, g):
    if len(g["trev"]) < _pass(state):
        # the first player (compass rose) reveals it
        line = _t(_T_REVEAL_RIGHTMOST_TOKEN, lang,
                  _name(state, state["order"][0]))
        return [line, _t(_T_C_TOKEN_ZERO, lang)] + king_lines(state, lang)
    elif g["trev"][-1]:
        line = _t(_T_TOKEN_D_EVERY_MARKER,
                  lang, g["trev"][-1], g["trev"][-1])
    else:
        line = _t(_T_TOKEN_0_NOBODY_MOVES, lang)
    return [line] + king_lines(state, lang)


def _take_lines(state, lang, g):
    p = state["cur"]["active"]
    took = g["took"][p]
    if len(took) >= _pass(state):
        c, v, a, ap = took[-1]
        c = _index(D.COLOURS, c)
        L = [_t(_T_D_AP, lang, D.ACT_TEXT[a][lang], ap)]
        if c >= 0:      # a die of the wheel's list (the table's own: its value only)
            L.insert(0, _t(_T_DIE_X_D, lang, D.COLOUR_TEXT[c][lang], D.GOODS_TEXT[c][lang], v))
        if a == D.KING:
            L.append(_t(_T_KING_TRACK_NOW_D, lang, g["kp"][p]))
        # "Na koniec tury należy przesunąć kafelki kontraktów na rynku w
        # prawo, zapełniając wszystkie puste pola, a następnie uzupełnić rynek."
        L.append(_t(_T_CONTRACTS_SLIDE_REFILL, lang))
    else:
        L = ["%s  %s" % row for row in dice_view(state, lang)] or [wheel_text(state, lang)]
    b = g["bonus"][p]
    parts = ["%s+%d" % (D.ACT_SHORT[a][lang], b[a]) for a in range(5) if b[a]]
    if parts:
        L.append(_t(_T_BONUS_AP_2, lang) + " ".join(parts))
    if len(took) < _pass(state):
        L.append(_t(_T_CHANGE_DIE_2_GOLD, lang))
        L.insert(0, _t(_T_C_TAKEN_OTHER, lang))    # first: what C does now (on_leave)
    return L


def _king_lines(state, lang, g):
    if g["roy"]:
        return [_t(_T_ORDER, lang) + _names(state, state["order"])] + \
            king_lines(state, lang)
    order = king_order(g)
    if state["cur"].get("round") == 4:
        L = [_t(_T_LEADER_4_VP, lang, _name(state, order[0]))]
    else:
        L = [_t(_T_LEADER_BONUS_TILE_NOT,
                lang, _name(state, order[0]))]
    miss = missing_king_vp(state)
    for s in miss:
        L.append(_t(_T_VP_KING_SPACE_D_2, lang, s))
    if not miss:
        for p in order:
            L.append(_t(_T_D_VP, lang, _name(state, p), g["kp"][p],
                        _signed(_kvp(g, g["kp"][p]))))
    L.append(_t(_T_NEW_ORDER, lang) + _names(state, order))
    L.append(_t(_T_MARKERS_RED_BACK_0, lang))
    f = g["fair"]
    if f is None:
        L.append(_t(_T_KING_TRACK_FAIR_TILE, lang))
    else:
        L.append(_t(_T_FAIR_D_VP_KING, lang,
                    f[0] + f[1]))
        if f[3]:
            L.append(_t(_T_SCORED, lang) + _names(state, f[3]))
    return L


def _fair_lines(state, lang, g):
    r = state["cur"].get("round", 1)
    # round 1 always in Tiletum, then the city with the round's fair token
    city = "Tiletum" if r == 1 else _t(_T_CITY_FAIR_TOKEN_D,
                                       lang, r)
    L = [_t(_T_FAIR_2, lang) + city,
         _t(_T_WHO_HOUSE_THERE_MERCHANT,
            lang)]
    f = g["fair"]
    if f is None:
        L.append(_t(_T_VP_CITY_TILE_X, lang))
        return L
    if f[2]:
        L.append(D.FAIR_TILES[f[2] - 1][lang])
    if _king_tile(f[2]):
        L.append(_t(_T_SCORED_KING_PHASE, lang))
    else:
        L.append(_t(_T_D_VP_EACH_TIME,
                    lang, f[0] + f[1]))
    if f[3]:
        L.append(_t(_T_SCORED, lang) + _names(state, f[3]))
    return L


def _cleanup_lines(state, lang, g):
    L = [_t(_T_REFILL_BONUS_TILES_EMPTY, lang)]
    if state["cur"].get("round", 1) < 3:
        L.append(_t(_T_NEW_BONUS_TILE_KING,
                    lang))
    L.append(_t(_T_SHUFFLE_CORRUPTION_TOKENS_LA, lang))
    L.append(_t(_T_ALL_DICE_BACK_INTO, lang))
    L.append(_t(_T_TURN_WHEEL_1_SEGMENT, lang))
    return L + [wheel_text(state, lang)]


def _final_lines(state, lang, g):
    L = [_t(_T_COUNT_HOUSES_PILLARS_MAP, lang),
         _t(_T_GOODS_LEFT_1_VP, lang)]
    for p in range(len(state["players"])):
        L.append(_t(_T_BUILDINGS_DONE_D, lang, _name(state, p),
                    completed(state, p)))
    return L


_LINES = {"setup": _setup_lines, "prep": _prep_lines, "corrupt": _corrupt_lines,
          "take": _take_lines, "king": _king_lines, "fair": _fair_lines,
          "cleanup": _cleanup_lines, "final": _final_lines}


def checklist(state, lang):
    """Lines for the current step: what to do at the table, and what the
    device knows (the dice at the wheel, the king track, the order, the fair)."""
    f = _LINES.get(state["cur"]["step"])
    return f(state, lang, state["g"]) if f else []


def describe(event, lang, names=None):
    """A history line, "Ania: contract +7" when ``names`` (by seat) are
    given; None for the events the history leaves out (steps on, setup
    figures)."""
    k = event[0]
    e = event
    if k == "sc":
        text = "%s %s" % (_cat(e[3])[1 + lang] if _cat(e[3]) else e[3], _signed(e[2]))
    elif k == "ctr":
        text = "%s %s" % (_cat("contract")[1 + lang], _signed(e[2] + e[3]))
    elif k == "take" and e[2] is None:      # one of the table's own dice
        text = "%d" % e[4]
        if e[5] is not None:
            text += ", " + D.ACT_SHORT[_index(D.ACTS, e[5])][lang]
    elif k == "take":
        c = _index(D.COLOURS, e[2])
        text = "%s %d" % (D.COLOUR_TEXT[c][lang], e[3])
        if e[4] != e[3]:
            text += _t(_T_D_D_GOLD, lang, e[4],
                       D.GOLD_PER_STEP * abs(e[4] - e[3]))
        text += ": %s x%d" % (D.GOODS_TEXT[c][lang], e[4])
        if e[5] is not None:
            text += ", " + D.ACT_SHORT[_index(D.ACTS, e[5])][lang]
    elif k == "roll":
        return _t(_T_D_DICE_DRAWN, lang, len(e[1]))
    elif k == "corrupt":
        return _t(_T_CORRUPTION_D, lang, e[1])
    elif k == "km":
        text = _t(_T_KING_TRACK_D, lang, e[2])
    elif k == "kset":
        text = _t(_T_KING_MARKER_D, lang, e[2])
    elif k == "bld":
        text = _t(_T_BUILDING_DONE, lang)
        if e[2] is not None:
            text += ": %s +%d" % (D.ACT_SHORT[_index(D.ACTS, e[2])][lang], e[3])
    elif k == "royal":
        return _t(_T_KING_PHASE_SCORED_2, lang)
    elif k == "fairvp":
        return _t(_T_FAIR_D_D_VP, lang, e[1], e[2])
    elif k == "fair":
        text = _t(_T_FAIR_DX, lang, e[2])
    elif k == "fin":
        text = _t(_T_FINAL_HOUSES_D_PILLARS, lang, e[2], e[3], e[4])
    elif k == "end":
        return _t(_T_GAME_OVER, lang)
    else:
        return None
    if names:
        return "%s: %s" % (names[e[1]], text)
    return text


# The final scoring's parts, as the ranking's breakdown names them.
_BREAKDOWN = (("track", _T_BD_TRACK), ("buildings", _T_BD_BUILDINGS),
              ("houses_pillars", _T_BD_HOUSES_PILLARS), ("goods", _T_BD_GOODS),
              ("arms", _T_BD_ARMS), ("cathedral", _T_BD_CATHEDRAL),
              ("character", _T_BD_CHARACTER), ("contract", _T_BD_CONTRACT),
              ("fair", _T_BD_FAIR), ("house", _T_BD_HOUSE), ("king", _T_BD_KING),
              ("leader", _T_BD_LEADER), ("start", _T_BD_START), ("helper", _T_BD_HELPER),
              ("other", _T_BD_OTHER))
# What decides the ranking after the points (tiletum_score's key)
RANK_BY = (None, _T_TIE_EARLIER)


def breakdown_label(key, lang):
    for k, i in _BREAKDOWN:
        if k == key:
            return _t(i, lang)
    return key
