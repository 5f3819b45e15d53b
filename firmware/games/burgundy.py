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
  scored by ``games.burgundy_score`` with both tie-breakers.

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
    ["sell", p, goods, tiles, pts]       goods = die value 1-6 on the tiles
    ["bonus", p, colour, pts]            colour 1-6, claimed by hand (see below)
    ["fin", p, {question: count}]        final calculator answers, merged per player
    ["sc", p, pts, "region", size, phase]   phase "A"-"E"
    ["sc", p, pts, "fix", reason]        reason 1-6 (FIX_REASONS); may be left out

Refusals are text ids of games/burgundy.lang (or (id, arguments...)), which
core.session turns into the (English, Polish) pair Reject carries.

With the option "record" on (the default) the table records every tile it
places, so the device knows each estate: bonus tiles are awarded when a
colour's last space is filled, and empty spaces and buildings by type need
no question at the end. With it off only the tiles that matter to the rules
are recorded (ships, mines, animals, knowledge, scoring buildings); bonus
tiles are claimed by hand and the final calculator asks for empty spaces
and the building counts the player's knowledge tiles 16-23 score.

Beyond the protocol (for the screens; all optional to use):

- an "ask" tuple may carry a sixth item, labels (texts) for the
  values lo..hi (animal kinds, building types, knowledge tiles, colours);
  ``make(state, player, values)`` takes the answers as the screens give
  them, a list in "ask" order (a dict by key works too);
- OPTION_CHOICES: the values of the "dice" option; OPTION_VALUE_TEXT: what
  each value means (texts);
- ``actions(state)``: the helpers that make sense now; ``status(state,
  lang)``: the cursor line ("Phase B · round 3"); ``order_lines`` and
  ``track``: the turn-order track; ``final_ask(state, p)``: the final
  calculator's questions for one player, only what the device does not
  know; ``sheet(state)``: the SCORESHEETS.md sheet;
  ``breakdown_label(key, lang)``;
- final counts: the actions "count" (and, with "record" off, "empty" and
  "built") in the final step, each a "fin" event merged into the player's
  answers.
"""

from micropython import const

from core import ledger
from games import burgundy_data as bd
from games import burgundy_points as bs
from games.burgundy_data import KNOWN_COLOURS, PLACE, phase_letter, placed, region_sizes
from games.burgundy_data import name as _name
from games.burgundy_data import players as _players

# Text ids of games/burgundy.lang, written by `make texts`.
_T_ANIMALS_2 = const(63)
_T_SILVERLINGS = const(73)
_T_WORKERS = const(74)
_T_DIE_WHITE = const(84)
_T_FINAL_SCORING = const(87)
_T_ADVANCED_BOARDS_2_9 = const(136)
_T_DICE = const(137)
_T_RECORD_EVERY_TILE_PLACED = const(138)
_T_DEVICE_ROLLS_ALL_DICE = const(139)
_T_DEVICE_ROLLS_WHITE_DIE = const(140)
_T_NO_DICE_ENTER_WHITE = const(141)
_T_SET_UP_GAME = const(142)
_T_PREPARE_PHASE = const(143)
_T_ROLL_DICE = const(144)
_T_PLAYER_TURN = const(145)
_T_PHASE_END_MINE_INCOME = const(146)
_T_DICE_ALL_WHITE_NONE = const(147)
_T_BOARDS_2_9_BELONG = const(148)
_T_BOARDS_ARE_NUMBERED_1 = const(149)
_T_BOARD_D_SS = const(150)
_T_WRONG_ACTION_FORMAT = const(151)
_T_NO_PLAYER_D = const(152)
_T_IT_SS_TURN = const(153)
_T_POINTS_SHOULD_BE_D = const(154)
_T_KNOWLEDGE_TILES_ARE_1 = const(155)
_T_TILE_D_ALREADY_SS = const(156)
_T_BUILDING_TYPES_ARE_1 = const(157)
_T_ANIMAL_KINDS_ARE_1 = const(158)
_T_ANIMAL_TILE_SHOWS_2 = const(159)
_T_PASTURES_ARE_NUMBERED_1 = const(160)
_T_GOODS_SHOW_DIE_VALUE = const(161)
_T_SELL_LEAST_1_GOODS = const(162)
_T_ONLY_7_GOODS_TILES = const(163)
_T_COLOURS_ARE_1_6 = const(164)
_T_COMES_COLOURS_LAST_TILE = const(165)
_T_REGIONS_SCORE_PLAYERS_TURN = const(166)
_T_REGION_HAS_1_8 = const(167)
_T_IT_PHASE = const(168)
_T_UNKNOWN_REASON_CORRECTION = const(169)
_T_CORRECTION_0_CHANGES_NOTHING = const(170)
_T_SCORE_ACTIONS_CORRECTION = const(171)
_T_ENTER_EVERY_PLAYERS_BOARD = const(172)
_T_ROLL_DICE_FIRST = const(173)
_T_DICE_ROUND_BEGINS = const(174)
_T_ALREADY_ROLLED_UNDO_ROLL = const(175)
_T_D_DICE_EXPECTED = const(176)
_T_DIE_SHOWS_1_6 = const(177)
_T_GOODS_TILES_LEFT = const(178)
_T_EMPTY_ESTATE_SPACES = const(179)
_T_COMPLETED_REGION = const(180)
_T_REGION_SIZE_SPACES = const(184)
_T_ANIMAL = const(185)
_T_ANIMALS_TILE = const(186)
_T_PASTURE_NO_YOURS_1 = const(187)
_T_SHIP_TURN_ORDER_1 = const(188)
_T_BUILDING_2 = const(189)
_T_KNOWLEDGE_TILE = const(190)
_T_MINE_2 = const(192)
_T_CASTLE_1_MORE_ACTION = const(193)
_T_SELL_GOODS = const(194)
_T_GOODS_DIE_VALUE = const(195)
_T_TILES_SOLD = const(196)
_T_COLOUR_FILLED_BONUS_TILE = const(197)
_T_COLOUR = const(198)
_T_CORRECTION = const(199)
_T_POINTS = const(200)
_T_REASON = const(201)
_T_FINAL_COUNT = const(202)
_T_BUILDINGS_TYPE = const(203)
_T_HOW_MANY = const(204)
_T_NO_EMPTY_SPACE = const(206)
_T_ALL_TILES_OUT = const(207)
_T_EVERY_PLAYER_CLAIMED = const(208)
_T_ALREADY_CLAIMED = const(209)
_T_ESTATE_BOARD = const(212)
_T_BOARD_NUMBER = const(213)
_T_COLOUR_NOT_FULL = const(214)
_T_DEVICE_DRAWS_BOARDS = const(215)
_T_TIE_EMPTY = const(218)
_T_TIE_LATER = const(219)
# End of text ids.

# What the screens show comes from burgundy_data; these are the protocol's names.
checklist = bd.checklist
dice_view = bd.dice_view
describe = bd.describe
status = bd.status
order_lines = bd.order_lines
breakdown_label = bd.breakdown_label
# What decides the ranking after the points (burgundy_score's key)
RANK_BY = (None, _T_TIE_EMPTY, _T_TIE_LATER)

GAME = "burgundy"
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
SCORE_FLOOR = 0     # the score track starts at 0
# Where the device rolls, it rolls as each round begins: the table moves on
# to the round and sees its dice (the goods tile's depot in the title).
ROLL_ON_ENTER = True
ROUNDS = 5

FLOW = [
    ("step", "setup"),
    ("loop", "phase", 5, [("step", "phase_start"),
                          ("loop", "round", ROUNDS, [("step", "roll"),
                                                     ("each", [("step", "turn")])]),
                          ("step", "phase_end")]),
    ("step", "final"),
]

# The tiles a turn places most often in the middle, where the menu opens
# (``likely``), the rarer ones a press or two either way; a region comes
# up by itself after each tile (``follow_up``), so it and the corrections
# go last.
TURN_ACTIONS = ("knowledge", "sell", "animals", "ship", "building", "mine", "castle",
                "region", "bonus", "fix")
# The helper that places each colour's tiles (bd.PLACE order).
TILE_ACTIONS = ("castle", "mine", "knowledge", "ship", "animals", "building")
STEPS = {
    "setup": {"allow": ("adv", "board", "boards"), "actions": ("draw_boards", "board"),
              "prompt": _T_SET_UP_GAME},
    "phase_start": {"allow": ("adv",), "actions": ("fix",),
                    "prompt": _T_PREPARE_PHASE},
    "roll": {"allow": ("roll", "adv"), "actions": ("fix",),
             "prompt": _T_ROLL_DICE},
    "turn": {"allow": ("adv", "castle", "mine", "know", "ship", "ani", "bld", "sell",
                       "bonus", "roll"),
             "actions": TURN_ACTIONS, "prompt": _T_PLAYER_TURN},
    "phase_end": {"allow": ("adv",), "actions": ("fix",),
                  "prompt": _T_PHASE_END_MINE_INCOME},
    "final": {"allow": ("fin", "end"), "actions": ("count", "empty", "built", "fix"),
              "prompt": _T_FINAL_SCORING},
}


def _m(i, text, *args):
    """A refusal whose first argument is itself a text: each language
    gets the text in that language."""
    return (bd.t(i, 0) % ((bd.t(text, 0),) + args), bd.t(i, 1) % ((bd.t(text, 1),) + args))


# -- options and setup ------------------------------------------------------

def check_options(opts, players):
    if opts["dice"] not in OPTION_CHOICES["dice"]:
        return _T_DICE_ALL_WHITE_NONE
    return None


def setup(state):
    n = _players(state)
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
        "sold": [[0] * 6 for _ in range(n)],        # goods tiles sold by die value
        "bonus": [[] for _ in range(6)],            # claimants of each colour, in order
        "ro": list(state["order"]),                 # this round's turn order
        "fin": [None] * n,                          # final calculator answers
    }


def _check_board(state, event):
    if not state["options"]["advanced"]:
        return _T_BOARDS_2_9_BELONG
    msg = _ints(state, event, 3)
    if msg:
        return msg
    p, board = event[1], event[2]
    if board < 1 or board > 9:
        return _T_BOARDS_ARE_NUMBERED_1
    if board > 1:
        boards = state["g"]["board"]
        for q in range(len(boards)):
            if q != p and boards[q] == board:
                # Only board 1 is printed more than once (4 of the 12 sides).
                return (_T_BOARD_D_SS, board, _name(state, q))
    return None


def _board(state, event):
    state["g"]["board"][event[1]] = event[2]


# The advanced variant (seed 000): "gracze otrzymują losowe plansze". The
# boxes hold 12 printed sides: board 1 four times, 2-9 once each (seed 003:
# "4x z numerem 1, po 1 o numerach 2-9"); the device draws a side per
# player from them, so no board 2-9 twice. The player takes that board and
# may still turn it over (free choice of side): entering it again says so.
SIDES = (1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9)
_RNG = []


def use_rng(rng):
    """The device's generator for the boards' draw (tests give a seeded one)."""
    _RNG[:] = [rng]


def draw_boards(state, p=None, values=None):
    """The "boards" event of a fresh draw, one side per player."""
    if _RNG:
        rng = _RNG[0]
    else:
        from core.rng import Rng
        rng = Rng()
    pool = list(SIDES)
    out = []
    for _ in range(_players(state)):
        out.append(pool.pop(rng.below(len(pool))))
    return ["boards", out]


def _check_boards(state, event):
    if not state["options"]["advanced"]:
        return _T_BOARDS_2_9_BELONG
    b = event[1] if len(event) == 2 else None
    if type(b) is not list or len(b) != _players(state):
        return _T_WRONG_ACTION_FORMAT
    for i in range(len(b)):
        if type(b[i]) is not int or b[i] < 1 or b[i] > 9:
            return _T_BOARDS_ARE_NUMBERED_1
        if b[i] > 1 and b[i] in b[:i]:
            return (_T_BOARD_D_SS, b[i], _name(state, b.index(b[i])))
    return None


def _boards(state, event):
    state["g"]["board"] = list(event[1])


# -- the turn-order track -------------------------------------------------------

def _track_order(g):
    seats = list(range(len(g["pos"])))
    seats.sort(key=lambda s: (-g["pos"][s], -g["top"][s]))
    return seats


def track(state):
    """The track as the table sees it: one list per space from the start,
    each a stack from bottom to top."""
    g = state["g"]
    spaces = [[] for _ in range(max(g["pos"]) + 1)]
    seats = list(range(len(g["pos"])))
    seats.sort(key=lambda s: g["top"][s])
    for s in seats:
        spaces[g["pos"][s]].append(s)
    return spaces


# -- checks shared by the turn actions -------------------------------------------

def _ints(state, event, size):
    """Shape, whole numbers and a real player; None when fine."""
    if len(event) != size:
        return _T_WRONG_ACTION_FORMAT
    for v in event[1:]:
        if type(v) is not int:
            return _T_WRONG_ACTION_FORMAT
    if event[1] < 0 or event[1] >= _players(state):
        return (_T_NO_PLAYER_D, event[1])
    return None


def _not_active(state, p):
    active = state["cur"]["active"]
    if p != active:
        return (_T_IT_SS_TURN, _name(state, active))
    return None


def _turn(state, event, size):
    """A turn action of the active player."""
    return _ints(state, event, size) or _not_active(state, event[1])


def _room(state, p, colour):
    have = placed(state, p)[colour]
    if have >= bd.SPACES[colour]:
        return _m(_T_NO_EMPTY_SPACE, bd.KINDS[colour], have, bd.SPACES[colour])
    return None


def _supply(out, label):
    """The game has 7 tiles of each building type and each animal kind."""
    if out >= bd.TILES_PER_KIND:
        return _m(_T_ALL_TILES_OUT, label)
    return None


def _expect(got, points):
    if got != points:
        return (_T_POINTS_SHOULD_BE_D, points)
    return None


# -- what an event scores (from the state before it) --------------------------------

def _fills(state, p, colour):
    """Whether one more tile of ``colour`` fills that colour's last space."""
    g = state["g"]
    return placed(state, p)[colour] + 1 == bd.SPACES[colour] and p not in g["bonus"][colour]


def _claim_points(state, colour):
    return bs.bonus_tile_points(_players(state), len(state["g"]["bonus"][colour]) + 1)


def _animal_points(state, p, kind, animals, pasture):
    g = state["g"]
    same = [a[1] for a in g["ani"][p] if a[0] == kind and a[2] == pasture]
    return bs.animal_points(animals, same, 7 in g["know"][p])


def _parts(state, event):
    """[(category, points)] the event scores for its player."""
    kind = event[0]
    p = event[1]
    out = []
    if kind == "ani":
        out.append(("animals", _animal_points(state, p, event[2], event[3], event[4])))
    elif kind == "bld" and event[2] == bd.WATCHTOWER:
        out.append(("tower", bd.WATCHTOWER_POINTS))
    elif kind == "sell":
        out.append(("sale", bs.sale_points(event[3], _players(state))))
    elif kind == "bonus":
        out.append(("bonus", _claim_points(state, event[2] - 1)))
    if kind in PLACE:
        colour = PLACE.index(kind)
        if _fills(state, p, colour):
            out.append(("bonus", _claim_points(state, colour)))
    return out


def _total(parts):
    points = 0
    for _, v in parts:
        points += v
    return points


def points(state, event):
    """{player: points} the event would score now (the screens' preview)."""
    if event[0] == "sc":
        return {event[1]: event[2]}
    if event[0] in PLACE or event[0] in ("sell", "bonus"):
        return {event[1]: _total(_parts(state, event))}
    return {}


def _score(state, p, parts):
    for cat, v in parts:
        if v:
            ledger.add(state, p, v, cat, SCORE_FLOOR)


# -- placing tiles ------------------------------------------------------------------

def _check_plain(state, event):
    """castle, mine, ship: no details."""
    msg = _turn(state, event, 3) or _room(state, event[1], PLACE.index(event[0]))
    return msg or _expect(event[-1], _total(_parts(state, event)))


def _place(state, event):
    """The common part of placing a tile: its points and, when it fills its
    colour, the bonus tile (each kind then records the tile itself)."""
    p = event[1]
    colour = PLACE.index(event[0])
    parts = _parts(state, event)
    fills = _fills(state, p, colour)
    _score(state, p, parts)
    if fills:
        state["g"]["bonus"][colour].append(p)
    state["g"]["last"] = colour     # the region it may complete is of this colour


def _plain(state, event):
    _place(state, event)
    state["g"][event[0] + "s"][event[1]] += 1       # "castles", "mines"


def _ship(state, event):
    _place(state, event)
    g = state["g"]
    p = event[1]
    g["pos"][p] += 1
    g["top"][p] = max(g["top"]) + 1     # on top of any stack on that space
    order = _track_order(g)
    state["order"] = order
    state["first"] = order[0]           # takes the white die for the next round


def _check_know(state, event):
    msg = _turn(state, event, 4)
    if msg:
        return msg
    tile = event[2]
    if tile < 1 or tile > 26:
        return _T_KNOWLEDGE_TILES_ARE_1
    know = state["g"]["know"]
    for q in range(len(know)):
        if tile in know[q]:
            # Every knowledge tile is unique.
            return (_T_TILE_D_ALREADY_SS, tile, _name(state, q))
    return _room(state, event[1], bd.KNOWLEDGE) or _expect(event[-1], _total(_parts(state, event)))


def _know(state, event):
    _place(state, event)
    state["g"]["know"][event[1]].append(event[2])


def _check_bld(state, event):
    msg = _turn(state, event, 4)
    if msg:
        return msg
    kind = event[2]
    if kind < 1 or kind > 8:
        return _T_BUILDING_TYPES_ARE_1
    out = 0
    for row in state["g"]["bld"]:
        out += row[kind - 1]
    return (_room(state, event[1], bd.BUILDING) or _supply(out, bd.BUILDINGS[kind - 1])
            or _expect(event[-1], _total(_parts(state, event))))


def _bld(state, event):
    _place(state, event)
    state["g"]["bld"][event[1]][event[2] - 1] += 1


def _check_ani(state, event):
    msg = _turn(state, event, 6)
    if msg:
        return msg
    kind, animals, pasture = event[2], event[3], event[4]
    if kind < 1 or kind > 4:
        return _T_ANIMAL_KINDS_ARE_1
    if animals < 2 or animals > 4:
        return _T_ANIMAL_TILE_SHOWS_2
    if pasture < 1 or pasture > bd.SPACES[bd.ANIMAL]:
        return _T_PASTURES_ARE_NUMBERED_1
    out = 0
    for tiles in state["g"]["ani"]:
        for a in tiles:
            if a[0] == kind:
                out += 1
    return (_room(state, event[1], bd.ANIMAL) or _supply(out, bd.ANIMALS[kind - 1])
            or _expect(event[-1], _total(_parts(state, event))))


def _ani(state, event):
    _place(state, event)
    state["g"]["ani"][event[1]].append([event[2], event[3], event[4]])


# -- selling goods and bonus tiles --------------------------------------------------

def _check_sell(state, event):
    msg = _turn(state, event, 5)
    if msg:
        return msg
    goods, tiles = event[2], event[3]
    if goods < 1 or goods > 6:
        return _T_GOODS_SHOW_DIE_VALUE
    if tiles < 1:
        return _T_SELL_LEAST_1_GOODS
    sold = 0
    for row in state["g"]["sold"]:
        sold += row[goods - 1]
    if sold + tiles > bd.GOODS_PER_KIND:
        return (_T_ONLY_7_GOODS_TILES, sold)
    return _expect(event[-1], _total(_parts(state, event)))


def _sell(state, event):
    _score(state, event[1], _parts(state, event))
    state["g"]["sold"][event[1]][event[2] - 1] += event[3]


def _check_bonus(state, event):
    msg = _turn(state, event, 4)
    if msg:
        return msg
    p, colour = event[1], event[2]
    if colour < 1 or colour > 6:
        return _T_COLOURS_ARE_1_6
    have = placed(state, p)[colour - 1]
    if state["options"]["record"]:
        return (_T_COMES_COLOURS_LAST_TILE, have, bd.SPACES[colour - 1])
    claims = state["g"]["bonus"][colour - 1]
    label = bd.COLOURS[colour - 1]
    # Seed 000: the bonus goes to who "umieści wszystkie żetony danego koloru
    # w swojej posiadłości (na przykład umieszczając w posiadłości trzecią
    # kopalnię albo szósty żeton zwierząt)". Mines, knowledge tiles, ships
    # and animals are entered even without "record": a short count is known.
    if colour - 1 in KNOWN_COLOURS and have < bd.SPACES[colour - 1]:
        return _m(_T_COLOUR_NOT_FULL, label, have, bd.SPACES[colour - 1])
    if len(claims) >= _players(state):
        return _m(_T_EVERY_PLAYER_CLAIMED, label)
    if p in claims:
        who = _name(state, p)
        return (bd.t(_T_ALREADY_CLAIMED, 0) % (who, bd.t(label, 0)),
                bd.t(_T_ALREADY_CLAIMED, 1) % (who, bd.t(label, 1)))
    return _expect(event[-1], _total(_parts(state, event)))


def _bonus(state, event):
    _score(state, event[1], _parts(state, event))
    state["g"]["bonus"][event[2] - 1].append(event[1])


# -- score entries: regions and corrections -------------------------------------------

def check_score(state, event):
    cat = event[3]
    if cat == "region":
        if state["cur"]["step"] != "turn":
            return _T_REGIONS_SCORE_PLAYERS_TURN
        if len(event) != 6:
            return _T_WRONG_ACTION_FORMAT
        msg = _not_active(state, event[1])
        if msg:
            return msg
        size = event[4]
        if type(size) is not int or size < 1 or size > 8:
            return _T_REGION_HAS_1_8
        if event[5] != phase_letter(state):
            return (_T_IT_PHASE, phase_letter(state))
        return _expect(event[2], bs.region_points(size, event[5]))
    if cat == "fix":
        # The reason is optional: the screens' plain score entry has none.
        reason = event[4] if len(event) == 5 else 0
        if len(event) > 5 or type(reason) is not int or reason < 0 or \
                reason > len(bd.FIX_REASONS):
            return _T_UNKNOWN_REASON_CORRECTION
        if event[2] == 0:
            return _T_CORRECTION_0_CHANGES_NOTHING
        return None
    return _T_SCORE_ACTIONS_CORRECTION


# -- flow: steps, dice -------------------------------------------------------------

def on_enter(state, step):
    if step == "roll":
        state["dice"] = None
        # Kept for the tie-breaker: the order of the last round's turns.
        state["g"]["ro"] = list(state["order"])
    elif step in ("phase_end", "final"):
        # The last round's dice are done with; the play screen shows the
        # step's checklist (mine income, the final count) in their place.
        state["dice"] = None


def _round_start(state):
    """The round's first turn: nobody has played yet (a player moves ahead
    on the track only by their own ship)."""
    return state["cur"]["step"] == "turn" and state["cur"]["active"] == state["order"][0]


def passes(state):
    """The roll step needs no press of its own once the device has rolled,
    nor where the table rolls its own dice: the round goes on to its first
    turn, which shows the dice (or takes the white die entered)."""
    return state["cur"]["step"] == "roll" and (
        state["dice"] is not None or state["options"]["dice"] == "none")


def check_advance(state):
    step = state["cur"]["step"]
    if step == "setup" and 0 in state["g"]["board"]:
        return _T_ENTER_EVERY_PLAYERS_BOARD
    if step == "roll" and state["options"]["dice"] != "none" and state["dice"] is None:
        return _T_ROLL_DICE_FIRST
    return None


def dice_for(state):
    mode = state["options"]["dice"]
    dice = []
    if state["cur"]["step"] != "roll":
        return dice         # the device rolls as the round begins, only then
    if mode == "all":
        for p in state["players"]:      # seat order: two per player
            name = p.get("colour") or p["name"]
            dice.append({"sides": 6, "name": name})
            dice.append({"sides": 6, "name": name})
    if mode != "none":
        dice.append({"sides": 6, "name": "white"})
    return dice


def enter_dice(state):
    """The dice a table that rolls its own may enter instead (the screens'
    "Enter the dice"): the device's dice, or with no dice on the device the
    white one alone, for the goods tile reminder."""
    # the table's own dice: the white die in the round's first turn
    if state["cur"]["step"] == "turn" and (state["options"]["dice"] != "none"
                                           or not _round_start(state)):
        return None
    dice = dice_for(state)
    if not dice:
        dice = [{"sides": 6, "name": _T_DIE_WHITE}]
    return dice


def check_roll(state, event):
    values = event[1] if len(event) == 2 else None
    if not isinstance(values, list):
        return _T_WRONG_ACTION_FORMAT
    if state["cur"]["step"] == "turn" and (state["options"]["dice"] != "none"
                                           or not _round_start(state)):
        return _T_DICE_ROUND_BEGINS
    if state["dice"] is not None:
        return _T_ALREADY_ROLLED_UNDO_ROLL
    want = 2 * _players(state) + 1 if state["options"]["dice"] == "all" else 1
    if len(values) != want:
        return (_T_D_DICE_EXPECTED, want)
    for v in values:
        if type(v) is not int or v < 1 or v > 6:
            return _T_DIE_SHOWS_1_6
    return None


# -- quick scoring helpers ---------------------------------------------------------

# The final calculator's questions; "count" asks the first three of every
# player, "empty" the fourth when the estates are not recorded.
FINAL = (
    ("goods", _T_GOODS_TILES_LEFT, 0, bs.MAX_GOODS_LEFT, 0),
    ("silver", _T_SILVERLINGS, 0, 99, 0),
    ("workers", _T_WORKERS, 0, 99, 0),
    ("empty_spaces", _T_EMPTY_ESTATE_SPACES, 0, bd.ESTATE, 0),
)
RECORDED = ("bonus", "empty", "built")     # actions for tables that do not record every tile


def _arg(values, keys, i):
    """The i-th answer: the screens give a list in "ask" order; a dict by
    key is accepted too."""
    return values[keys[i]] if isinstance(values, dict) else values[i]


def _make_region(state, p, values):
    size = _arg(values, ("size",), 0)
    letter = phase_letter(state)
    pts = bs.region_points(size, letter) if 1 <= size <= 8 else 0
    return ["sc", p, pts, "region", size, letter]


def _maker(kind, keys):
    """make() for a tile or sale event: the details, then the points."""
    def make(state, p, values):
        event = [kind, p] + [_arg(values, keys, i) for i in range(len(keys))] + [0]
        try:
            event[-1] = _total(_parts(state, event))
        except (IndexError, ValueError, TypeError):
            pass    # out-of-range details: the check explains
        return event
    return make


# The region the follow-up last made to end the turn (RAM only): ``moves_on``
# ends the turn after it, as C would.
_ENDS_TURN = [None]


def _make_completed(state, p, values):
    """The follow-up after a tile: -1 is no region and the end of the turn
    (C's "adv"), 0 no region and more to do: the helpers' menu at once;
    1-8 a region of that size and more to do, 9-16 one that ends the turn."""
    size = _arg(values, ("size",), 0)
    _ENDS_TURN[0] = None
    if size < 0:
        return ["adv"]
    if not size:
        return "menu"
    event = _make_region(state, p, [size - 8 if size > 8 else size])
    if size > 8:
        _ENDS_TURN[0] = event
    return event


def moves_on(state, event):
    """A region the follow-up scored as the turn's end ends it."""
    return event is _ENDS_TURN[0] and state["cur"]["step"] == "turn"


_MAKE_KNOW = _maker("know", ("tile",))


def _make_know(state, p, values):
    """The tile; its group only narrowed the menu."""
    return _MAKE_KNOW(state, p, [_arg(values, ("group", "tile"), 1)])


def _make_fix(state, p, values):
    keys = ("points", "reason")
    return ["sc", p, _arg(values, keys, 0), "fix", _arg(values, keys, 1)]


def _make_count(state, p, values):
    keys = ("goods", "silver", "workers")
    answers = {}
    for i in range(3):
        answers[keys[i]] = _arg(values, keys, i)
    return ["fin", p, answers]


def _make_empty(state, p, values):
    return ["fin", p, {"empty_spaces": _arg(values, ("empty_spaces",), 0)}]


def _make_built(state, p, values):
    return _end().make_built(state, p, values)


ACTIONS = {
    # The advanced variant: each player's estate board, entered at setup.
    "board": {"name": _T_ESTATE_BOARD, "who": "any",
              "ask": (("board", _T_BOARD_NUMBER, 1, 9, 2),),
              "make": lambda state, p, values: ["board", p, _arg(values, ("board",), 0)]},
    "region": {"name": _T_COMPLETED_REGION, "who": "active",
               "ask": (("size", _T_REGION_SIZE_SPACES, 1, 8, 1),),
               "make": _make_region},
    # The same after each tile placed (``follow_up``): one B for no.
    "completed": {"name": _T_COMPLETED_REGION, "who": "active",
                  "ask": bd.completed_ask, "make": _make_completed},
    "animals": {"name": _T_ANIMALS_2, "who": "active",
                "ask": (("kind", _T_ANIMAL, 1, 4, 1, bd.animal_kinds),
                        ("animals", _T_ANIMALS_TILE, 2, 4, 3),
                        ("pasture", _T_PASTURE_NO_YOURS_1,
                         1, 6, 1)),
                "make": _maker("ani", ("kind", "animals", "pasture"))},
    "ship": {"name": _T_SHIP_TURN_ORDER_1, "who": "active",
             "ask": (), "make": _maker("ship", ())},
    "building": {"name": _T_BUILDING_2, "who": "active",
                 "ask": (("type", _T_BUILDING_2, 1, 8, 1, bd.building_types),),
                 "make": _maker("bld", ("type",))},
    "knowledge": {"name": _T_KNOWLEDGE_TILE, "who": "active",
                  "ask": bd.knowledge_ask, "make": _make_know},
    "mine": {"name": _T_MINE_2, "who": "active", "ask": (),
             "make": _maker("mine", ())},
    "castle": {"name": _T_CASTLE_1_MORE_ACTION, "who": "active",
               "ask": (), "make": _maker("castle", ())},
    "sell": {"name": _T_SELL_GOODS, "who": "active",
             "ask": (("goods", _T_GOODS_DIE_VALUE, 1, 6, 3),
                     ("tiles", _T_TILES_SOLD, 1, 7, 2)),
             "make": _maker("sell", ("goods", "tiles"))},
    "bonus": {"name": _T_COLOUR_FILLED_BONUS_TILE, "who": "active",
              "ask": (("colour", _T_COLOUR, 1, 6, 1, bd.COLOURS),),
              "make": _maker("bonus", ("colour",))},
    "draw_boards": {"name": _T_DEVICE_DRAWS_BOARDS, "who": "none", "ask": (),
                    "make": draw_boards},
    "fix": {"name": _T_CORRECTION, "who": "any",
            "ask": (("points", _T_POINTS, -99, 99, 0),
                    ("reason", _T_REASON, 1, 6, 6, bd.FIX_REASONS)),
            "make": _make_fix},
    # The final calculator, one player at a time.
    "count": {"name": _T_FINAL_COUNT, "who": "any",
              "ask": FINAL[:3], "make": _make_count},
    "empty": {"name": _T_EMPTY_ESTATE_SPACES, "who": "any",
              "ask": FINAL[3:], "make": _make_empty},
    "built": {"name": _T_BUILDINGS_TYPE, "who": "any",
              "ask": (("type", _T_BUILDING_2, 1, 8, 1, bd.BUILDINGS),
                      ("count", _T_HOW_MANY, 0, bd.TILES_PER_KIND, 0)),
              "make": _make_built},
}


def actions(state):
    """The helpers that make sense now: STEPS' list without what the device
    does itself when every tile is recorded (bonus tiles, empty spaces,
    buildings by type)."""
    if state["over"]:
        return ()
    ids = STEPS[state["cur"]["step"]]["actions"]
    if not state["options"]["advanced"]:
        ids = tuple(a for a in ids if a not in ("board", "draw_boards"))
    if state["options"]["record"]:
        ids = tuple(a for a in ids if a not in RECORDED)
    if state["cur"]["step"] == "turn":
        # a colour whose spaces are all filled takes no more tiles (the
        # recorded count is never above the real one)
        have = placed(state, state["cur"]["active"])
        full = [TILE_ACTIONS[c] for c in range(6) if have[c] >= bd.SPACES[c]]
        ids = tuple(a for a in ids if a not in full)
    return ids


# What a turn places most often, the likeliest first (see TURN_ACTIONS).
LIKELY_TILES = ("ship", "building", "animals", "sell")


def likely(state):
    """Where the menu opens: in a turn, the commonest tile still possible;
    at the end, the next count not entered yet (C starts it)."""
    step = state["cur"]["step"]
    if step == "turn":
        ids = actions(state)
        for aid in LIKELY_TILES:
            if aid in ids:
                return aid
    elif step == "final" and not state["over"]:
        return _end().next_count(state)[0]
    return None


def ask_rows(state, action, player, values, lang):
    """The helpers' questions; the final count's name the player counting
    (C at the end asks them without a player picker)."""
    rows = ACTIONS[action]["ask"]
    if callable(rows):
        rows = rows(state, values)
    if action in ("count", "empty") and player is not None:
        who = _name(state, player) + ": "
        rows = tuple((q[0], who + bd.t(q[1], lang)) + tuple(q[2:]) for q in rows)
    return rows


def likely_player(state, action):
    """The final count's player picker starts on the next player to count."""
    if action in ("count", "empty"):
        return _end().next_count(state, action)[1]
    return None


def follow_up(state, event):
    """After a tile placed in a turn: did it complete a region?"""
    if event[0] in PLACE and state["cur"]["step"] == "turn" and \
            region_sizes(state, event[1]):
        return "completed"
    return None


# -- the end -----------------------------------------------------------------------
# The final calculator and the ranking are games.burgundy_end: imported when
# the final step first needs them, so the rest of the evening does not
# carry their code (nor the scorer's) on the Pico's heap.

def _end():
    from games import burgundy_end
    return burgundy_end


def final_ask(state, p):
    """The final calculator's questions for player ``p`` (see
    games.burgundy_end)."""
    return _end().final_ask(state, p)


def _check_fin(state, event):
    return _end().check_fin(state, event)


def _fin(state, event):
    _end().fin(state, event)


def check_end(state):
    return _end().check_end(state)


def sheet(state):
    """The game so far as a SCORESHEETS.md sheet (burgundy_score's input)."""
    return _end().sheet(state)


def results(state):
    """The ranking (see games.burgundy_end)."""
    return _end().results(state)


HANDLERS = {
    "board": (_check_board, _board),
    "castle": (_check_plain, _plain),
    "mine": (_check_plain, _plain),
    "ship": (_check_plain, _ship),
    "know": (_check_know, _know),
    "bld": (_check_bld, _bld),
    "ani": (_check_ani, _ani),
    "sell": (_check_sell, _sell),
    "bonus": (_check_bonus, _bonus),
    "fin": (_check_fin, _fin),
    "boards": (_check_boards, _boards),
}
