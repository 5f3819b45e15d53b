"""Amber, the road-building game of seed 002 (2-6 barons): the game module.

The game has no dice and no rounds. The device keeps what the table would
otherwise count by hand and argue about: whose turn it is, how many tiles
are left to draw (92 minus 6 per player at the start; the advanced face-up
row is part of that supply), each player's hand once the stack runs out,
who reached which village and castle, where each gold coin went, the outright
win of a complete network, and the end when the stack is empty and everybody
holds 3 tiles. The final score comes from ``amber_score``.

A turn, as the table enters it before ending it with ``adv``:
- nothing entered: the player laid one tile from hand;
- ``["play"]``: one more tile in the same turn (the rulebook allows two "in
  specific situations"), entered before the tiles' placements;
- ``["shovel"]``: the advanced special shovel, used instead of the hand tile;
- ``["stuck"]``: the player cannot lay any tile: one of their coins goes to
  the box and they swap a tile with the stack (no swap once it is empty;
  the swapped tile goes into the stack, so the count stays);
- ``["link", "v"|"c", n, player]``: after a placement, ``player`` now has a
  road to village ``n`` (1-based, as the table numbered them) or to the
  castle of seat ``n``; several players reaching the same target with the
  same placement is "at the same moment": its coin goes to the box;
- ``["join", [[kind, n, player], ...]]``: the connections one placement
  made, as ``link`` events given in order (the layer's first): the
  placement form's entry (games.amber_join). It is the turn's last tile
  and the game moves on by itself (``moves_on``), unless the turn has a
  second tile ("Another tile" entered first) still to come: then the
  event ends in a 1 and only closes that tile's placement;
- ``["cut", "v"|"c", n, player]``: a shovel destroyed the road, the
  connection is lost (scoring counts connections held at the end).
The setup step takes ``["layout", diagram, villages]``: the start layouts
are diagrams in the printed rulebook, so the table reads off its diagram how
many villages are in play; there is one castle per player. The table's own
choice is entered by its villages alone (diagram 0): the device computes
nothing from the diagram's number, and the board shows it. The device can
also draw the diagram: ``["pool", k]`` (k diagrams for this player count),
then a roll of a k-sided die.

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

from core import ledger, texts
from games import amber_score, catalog

# Text ids of games/amber.lang, written by `make texts`.
_T_ADVANCED_VARIANT = const(0)
_T_SET_UP_BOARD = const(1)
_T_TURN_PLAYER = const(2)
_T_GAME_OVER_SCORES = const(3)
_T_LAYOUT = const(4)
_T_LAYOUT_D_CASTLES_D = const(5)
_T_CASTLES_D_VILLAGES_D = const(6)
_T_COINS_D_CASTLES_VILLAGES = const(7)
_T_DRAWN_LAYOUT_D = const(8)
_T_ENTER_ITS_VILLAGES = const(9)
_T_ROLL_1_D_LAYOUTS = const(10)
_T_PICK_LAYOUT_FROM_DIAGRAMS = const(11)
_T_SHUFFLE_D_TILES_DEAL = const(13)
_T_STACK_D_D_FACE = const(14)
_T_SPECIAL_SHOVEL_EACH = const(15)
_T_STACK_D_SPECIAL_SHOVELS = const(16)
_T_PICK_CASTLES_STARTS = const(17)
_T_NUMBER_VILLAGES_1_D = const(18)
_T_STACK_EMPTY_KEEP_3 = const(19)
_T_STACK_D_ROW_D = const(20)
_T_STACK_D_2 = const(21)
_T_NO_MOVE_COIN_BOX = const(22)
_T_NO_MOVE_NO_COIN = const(23)
_T_SWAP_TILE_STACK = const(24)
_T_STACK_EMPTY_NO_SWAP = const(25)
_T_SPECIAL_SHOVEL_2 = const(26)
_T_TILES_D = const(27)
_T_DRAW_D_ROW_STACK = const(28)
_T_DRAW_D = const(29)
_T_COINS_BOARD_D_BOX = const(30)
_T_FIRST_TILE_NEXT_YOUR = const(31)
_T_REACHED_ALL_WINS = const(32)
_T_NETWORKS_TIED_PLAY_END = const(33)
_T_TILES = const(34)
_T_COMPLETE_NETWORK_WINS = const(35)
_T_STACK_EMPTY_3_TILES = const(36)
_T_GAME_OVER = const(37)
_T_STACK_D_D = const(38)
_T_STACK_D = const(39)
_T_WHICH_VILLAGE = const(40)
_T_WHOSE_CASTLE = const(42)
_T_START_LAYOUT = const(43)
_T_VILLAGES_IT = const(45)
_T_DRAW_LAYOUT = const(46)
_T_LAYOUTS_DRAW_FROM = const(47)
_T_VILLAGES_DRAWN_ONE = const(48)
_T_REACHED_VILLAGE = const(49)
_T_REACHED_CASTLE = const(50)
_T_ANOTHER_TILE_2 = const(51)
_T_CANNOT_PLAY = const(52)
_T_LOST_VILLAGE = const(53)
_T_LOST_CASTLE = const(54)
_T_SAY_FIRST_HOW_MANY = const(64)
_T_DRAWN_LAYOUT_1_TO = const(65)
_T_CONNECTION_NEEDS = const(66)
_T_NO_PLAYER_S = const(67)
_T_NO_SUCH_TARGET = const(68)
_T_NO_VILLAGE_S_LAYOUT = const(69)
_T_NO_CASTLE_S = const(70)
_T_OWN_CASTLE_NO_COIN = const(71)
_T_V_OR_C = const(72)
_T_ALREADY_CONNECTED = const(73)
_T_NOT_CONNECTED = const(74)
_T_WINS_END_TURN = const(75)
_T_NOT_AN_ACTION = const(76)
_T_TURN_CANNOT_PLAY = const(77)
_T_AT_MOST_2_TILES = const(78)
_T_LAST_3_STAY = const(79)
_T_SHOVELS_ADVANCED = const(80)
_T_USED_SHOVEL = const(81)
_T_SHOVEL_FIRST = const(82)
_T_ALREADY_LAID = const(83)
_T_LAYOUT_NEEDS = const(84)
_T_DIAGRAM_RANGE = const(85)
_T_VILLAGES_RANGE = const(86)
_T_POOL_RANGE = const(87)
_T_LAYOUT_FIRST = const(88)
_T_ENDS_WHEN = const(89)
_T_SCORES_CONNECTIONS = const(90)
_T_BD_COINS = const(91)
_T_BD_VILLAGES = const(92)
_T_BD_CASTLES = const(93)
_T_LAYOUT_IS_SET = const(94)
_T_VILLAGE_COIN_LAYER = const(95)
_T_SHOVEL_NO_TILE = const(96)
_T_NOBODY_CAN_PLAY_C = const(97)
_T_NOBODY_COULD_PLAY = const(98)
_T_WIN_COMPLETE = const(99)
_T_REACHED_TILE = const(100)
# End of text ids.


def _t(i, lang):
    """Text ``i`` of games/amber.lang in ``lang`` (0 English, 1 Polish)."""
    return texts.get("amber", i, lang)


GAME = "amber"
PLAYERS = amber_score.PLAYERS
OPTIONS = {"advanced": False}
OPTION_TEXT = {"advanced": _T_ADVANCED_VARIANT}

TILES = 92              # 82 roads, 4 swamps, 6 shovels: the special shovels are extra
HAND = 6                # tiles in hand after each draw
KEEP = 3                # tiles each player keeps when the game ends
MAX_VILLAGES = amber_score.MAX_VILLAGES
MAX_DIAGRAM = 20        # a bound for the diagram number the table reads off the rulebook
CASTLE_BIT = 8          # target bit of seat 0's castle
VILLAGE_MASK = (1 << MAX_VILLAGES) - 1

ON = -1                 # a coin still lying on its castle or under its village
BOX = -2                # a coin gone to the box
NORMAL = 0
STUCK = 1
BARE = 3
SHOVEL = 2

FLOW = [
    ("step", "setup"),
    # One step per variant, the other skipped: the advanced turn offers the
    # special shovel and speaks of the face-up row.
    ("loop", "lap", None, [("each", [("step", "turn"), ("step", "turn_a")])]),
    ("step", "final"),
]
_TURN_ALLOW = ("adv", "play", "stuck", "link", "join", "cut", "end")
STEPS = {
    "setup": {"allow": ("layout", "pool", "roll", "adv"),
              "prompt": _T_SET_UP_BOARD},
    "turn": {"allow": _TURN_ALLOW, "prompt": _T_TURN_PLAYER},
    "turn_a": {"allow": _TURN_ALLOW + ("shovel",), "prompt": _T_TURN_PLAYER},
    "final": {"allow": ("end",), "prompt": _T_GAME_OVER_SCORES},
}
TURNS = ("turn", "turn_a")
FINAL = ()              # the device already knows every coin and connection
SCORE_FLOOR = None
SCORE_PAD = False       # every point comes from a coin or a connection entered


# -- setup ------------------------------------------------------------------

def setup(state):
    n = len(state["players"])
    return {"lay": 0, "v": 0, "sup": TILES - HAND * n, "hand": [HAND] * n,
            "con": [0] * n, "coin": [ON] * (CASTLE_BIT + n), "coins": [0] * n,
            "fresh": 0, "tl": 1, "tj": 0, "tk": NORMAL, "sh": 0, "win": -1, "tie": False, "stk": 0,
            "pool": 0}


# The table may let the device draw its layout: it says how many diagrams
# the rulebook offers for its player count (["pool", k]), the device rolls a
# k-sided die like any dice, and the table enters the drawn diagram's villages.

def dice_for(state):
    k = state["g"]["pool"]
    if k and state["cur"]["step"] == "setup" and not state["g"]["v"]:
        return [{"sides": k, "name": "layout"}]
    return []


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
    return [(_t(_T_LAYOUT, lang), v) for v in state["dice"] or ()]


def stack_and_row(state):
    """(face-down stack, face-up row). The row is refilled from the stack at
    once, so whichever the players draw from, the stack shrinks first and
    the row only when the stack is gone."""
    sup = state["g"]["sup"]
    row = min(len(state["players"]), sup) if state["options"]["advanced"] else 0
    return sup - row, row


def skip(state, step):
    if step not in TURNS:
        return False
    if (step == "turn_a") != state["options"]["advanced"]:
        return True
    # With the stack gone a player holding 3 tiles has finished playing.
    g = state["g"]
    return g["sup"] == 0 and g["hand"][state["cur"]["active"]] <= KEEP


def over(state):
    g = state["g"]
    if g["win"] >= 0:
        return True
    if g["sup"]:
        return False
    return all(h <= KEEP for h in g["hand"]) or stuck_all(state, False)


def stuck_all(state, now=True):
    """With the stack gone, every player still taking turns has answered
    "Cannot play" in a row: no tile can come to the board any more (no swap
    without a stack), so the game cannot go on. The rulebook names no end
    for this; the device ends it at the end of that turn, and says so
    before. ``now``: count the current turn's answer, not yet closed."""
    g = state["g"]
    if g["sup"]:
        return False
    stk = g["stk"]
    if now and state["cur"]["step"] in TURNS and g["tk"] in (STUCK, BARE):
        stk += 1
    n = len(playing(state))
    return n > 0 and stk >= n


# -- connections and coins --------------------------------------------------

def _bits(mask):
    n = 0
    while mask:
        n += mask & 1
        mask >>= 1
    return n


def _everything(g, n, p):
    """The targets a complete network of seat ``p`` reaches."""
    castles = ((1 << n) - 1) & ~(1 << p)
    return ((1 << g["v"]) - 1) | (castles << CASTLE_BIT)


def complete(state, p):
    g = state["g"]
    want = _everything(g, len(state["players"]), p)
    return g["v"] > 0 and g["con"][p] & want == want


def _completers(state):
    return [p for p in range(len(state["players"])) if complete(state, p)]


def _pending_winner(state):
    """The seat that alone completed its network in the current placement
    (and so has won), or -1."""
    g = state["g"]
    if g["win"] >= 0 or g["tie"]:
        return -1
    done = _completers(state)
    return done[0] if len(done) == 1 else -1


def _close(state):
    """A placement is over: a network completed alone wins, several at the
    same moment let the game run to its normal end."""
    g = state["g"]
    if g["win"] < 0 and not g["tie"]:
        done = _completers(state)
        if len(done) == 1:
            g["win"] = done[0]
        elif len(done) > 1:
            g["tie"] = True
    g["fresh"] = 0


def _target(state, event):
    """(bit, points) of a link/cut event's target, or (None, message)."""
    if len(event) != 4:
        return None, _T_CONNECTION_NEEDS
    kind, n, p = event[1], event[2], event[3]
    players = len(state["players"])
    if not isinstance(p, int) or p < 0 or p >= players:
        return None, (_T_NO_PLAYER_S, p)
    if not isinstance(n, int):
        return None, _T_NO_SUCH_TARGET
    if kind == "v":
        v = state["g"]["v"]
        if n < 1 or n > v:
            return None, (_T_NO_VILLAGE_S_LAYOUT, n, v)
        return n - 1, amber_score.VILLAGE_POINTS
    if kind == "c":
        if n < 0 or n >= players:
            return None, (_T_NO_CASTLE_S, n)
        if n == p:
            return None, (_T_OWN_CASTLE_NO_COIN, state["players"][p]["name"])
        return CASTLE_BIT + n, amber_score.CASTLE_POINTS
    return None, _T_V_OR_C


def _link_effect(state, bit, p):
    """{player: points} of seat ``p`` reaching target ``bit`` now."""
    g = state["g"]
    points = {p: amber_score.CASTLE_POINTS if bit >= CASTLE_BIT else amber_score.VILLAGE_POINTS}
    holder = g["coin"][bit]
    if holder == ON:
        points[p] += 1
    elif g["fresh"] >> bit & 1 and holder >= 0:
        points[holder] = -1     # same placement, second player: to the box
    return points


def _check_link(state, event):
    bit, t = _target(state, event)
    if bit is None:
        return t
    p = event[3]
    if state["g"]["con"][p] >> bit & 1:
        return (_T_ALREADY_CONNECTED, state["players"][p]["name"])
    # "musi położyć kafel drogi na polu, na którym znajduje się pionek wsi...
    # Jeśli w tym momencie jest jedynym graczem mającym połączenie z wsią,
    # zabiera żeton": a coin still under its village goes to the player
    # laying the tile; others reaching it by the same tile send it to the box.
    a = state["cur"]["active"]
    if bit < CASTLE_BIT and state["g"]["coin"][bit] == ON and p != a:
        return (_T_VILLAGE_COIN_LAYER, state["players"][a]["name"])
    return None


def _check_join(state, event):
    from games import amber_join
    return amber_join.check(state, event)


def _join(state, event):
    g = state["g"]
    for link in event[1]:
        _link(state, ["link"] + link)
    g["tj"] = g.get("tj", 0) + 1
    if len(event) == 3:
        _close(state)       # the turn's first tile of two: its placement is over


def moves_on(state, event):
    """The form recording the turn's last tile, and "Cannot play", end the
    turn. A shovel may cut several players' roads: its losses, like the
    special shovel and the corrections by hand, leave the turn open."""
    kind = event[0]
    return kind == "stuck" or (kind == "join" and len(event) == 2)


def _link(state, event):
    g = state["g"]
    bit, pts = _target(state, event)
    p = event[3]
    g["con"][p] |= 1 << bit
    ledger.add(state, p, pts, "castles" if bit >= CASTLE_BIT else "villages")
    holder = g["coin"][bit]
    if holder == ON:
        g["coin"][bit] = p
        g["coins"][p] += 1
        g["fresh"] |= 1 << bit
        ledger.add(state, p, 1, "coins")
    elif g["fresh"] >> bit & 1 and holder >= 0:
        # The same placement brought a second player: the coin goes to the box.
        g["coin"][bit] = BOX
        g["coins"][holder] -= 1
        ledger.add(state, holder, -1, "coins")


def _check_cut(state, event):
    bit, t = _target(state, event)
    if bit is None:
        return t
    if not state["g"]["con"][event[3]] >> bit & 1:
        return (_T_NOT_CONNECTED, state["players"][event[3]]["name"])
    return None


def _cut(state, event):
    bit, pts = _target(state, event)
    state["g"]["con"][event[3]] &= ~(1 << bit)
    ledger.add(state, event[3], -pts, "castles" if bit >= CASTLE_BIT else "villages")


# -- the turn ---------------------------------------------------------------

def _winner_message(state):
    p = _pending_winner(state)
    if p >= 0:
        return (_T_WINS_END_TURN, state["players"][p]["name"])
    return None


def _check_play(state, event):
    if len(event) != 1:
        return _T_NOT_AN_ACTION
    return _may_play(state) or _winner_message(state)


def _may_play(state):
    """Why the turn takes no more tiles, or None."""
    g = state["g"]
    if g["tk"] in (STUCK, BARE):
        return _T_TURN_CANNOT_PLAY
    if g["tk"] == SHOVEL:
        # "zamiast zagrywania kafla z ręki": the special shovel is the turn's
        # placement; only a hand tile may come twice (bridge, roundabout).
        return _T_SHOVEL_NO_TILE
    if g["tl"] >= 2:
        return _T_AT_MOST_2_TILES
    if g["sup"] == 0 and g["hand"][state["cur"]["active"]] - g["tl"] - 1 < KEEP:
        return _T_LAST_3_STAY
    return None


def _play(state, event):
    _close(state)
    state["g"]["tl"] += 1


def _check_shovel(state, event):
    if len(event) != 1:
        return _T_NOT_AN_ACTION
    return _may_shovel(state) or _winner_message(state)


def _may_shovel(state):
    g = state["g"]
    if not state["options"]["advanced"]:
        return _T_SHOVELS_ADVANCED
    p = state["cur"]["active"]
    if g["sh"] >> p & 1:
        return (_T_USED_SHOVEL, state["players"][p]["name"])
    if g["tk"] != NORMAL or g["tl"] != 1:
        return _T_SHOVEL_FIRST
    return None


def _shovel(state, event):
    g = state["g"]
    _close(state)
    g["tk"] = SHOVEL
    g["tl"] = 0
    g["sh"] |= 1 << state["cur"]["active"]


def _check_stuck(state, event):
    if len(event) != 1:
        return _T_NOT_AN_ACTION
    return _may_stick(state) or _winner_message(state)


def _may_stick(state):
    g = state["g"]
    if g["tk"] != NORMAL or g["tl"] != 1:
        return _T_ALREADY_LAID
    return None


def _stuck(state, event):
    g = state["g"]
    p = state["cur"]["active"]
    _close(state)
    g["tk"] = BARE
    g["tl"] = 0
    if g["coins"][p] > 0:
        g["tk"] = STUCK
        g["coins"][p] -= 1
        ledger.add(state, p, -1, "coins")


def _check_layout(state, event):
    if len(event) != 3:
        return _T_LAYOUT_NEEDS
    d, v = event[1], event[2]
    if not isinstance(d, int) or d < 0 or d > MAX_DIAGRAM:
        return (_T_DIAGRAM_RANGE, MAX_DIAGRAM)
    if not isinstance(v, int) or v < 1 or v > MAX_VILLAGES:
        return (_T_VILLAGES_RANGE, MAX_VILLAGES, MAX_VILLAGES)
    return None


def _layout(state, event):
    state["g"]["lay"] = event[1]
    state["g"]["v"] = event[2]
    state["dice"] = None        # the drawn layout's die is done with


def _check_pool(state, event):
    if state["g"]["v"]:
        return _T_LAYOUT_IS_SET
    k = event[1] if len(event) == 2 else None
    if not isinstance(k, int) or k < 2 or k > MAX_DIAGRAM:
        return (_T_POOL_RANGE, MAX_DIAGRAM)
    return None


def _pool(state, event):
    state["g"]["pool"] = event[1]


HANDLERS = {
    "layout": (_check_layout, _layout),
    "pool": (_check_pool, _pool),
    "play": (_check_play, _play),
    "shovel": (_check_shovel, _shovel),
    "stuck": (_check_stuck, _stuck),
    "link": (_check_link, _link),
    "join": (_check_join, _join),
    "cut": (_check_cut, _cut),
}


def check_advance(state):
    step = state["cur"]["step"]
    if step == "setup" and state["g"]["v"] == 0:
        return _T_LAYOUT_FIRST
    return None


def on_leave(state, step):
    """The end of a turn: the placement closes, the hand tiles count, the
    player draws back to 6 while tiles last. The end of the setup puts the
    layout die away: the turn screen shows the checklist, never that die."""
    if step not in TURNS:
        if step == "setup":
            state["dice"] = None
        return
    g = state["g"]
    p = state["cur"]["active"]
    _close(state)
    hand = g["hand"][p] - g["tl"]
    take = min(HAND - hand, g["sup"])
    g["hand"][p] = hand + take
    g["sup"] -= take
    g["stk"] = g["stk"] + 1 if g["tk"] in (STUCK, BARE) else 0
    g["tl"] = 1
    g["tj"] = 0
    g["tk"] = NORMAL


def playing(state):
    """Seats that still take turns (more than 3 tiles, or tiles to draw)."""
    g = state["g"]
    return [p for p in range(len(state["players"])) if g["sup"] or g["hand"][p] > KEEP]


def check_end(state):
    step = state["cur"]["step"]
    if step == "final":
        return None
    # Nobody left can lay a tile: the table may stop at once.
    if step in TURNS and stuck_all(state):
        return None
    return _T_ENDS_WHEN


def check_score(state, event):
    return _T_SCORES_CONNECTIONS


# -- what the screens show --------------------------------------------------

def _draws_after(state):
    g = state["g"]
    hand = g["hand"][state["cur"]["active"]] - g["tl"]
    return min(HAND - hand, g["sup"])


def _names(state):
    return [p["name"] for p in state["players"]]


def checklist(state, lang):
    step = state["cur"]["step"]
    if step == "setup":
        return _setup_lines(state, lang)
    if step in TURNS:
        return _turn_lines(state, lang)
    if step == "final":
        return _final_lines(state, lang)
    return []


def _setup_lines(state, lang):
    """The setup in the rulebook's order; the screen shows the first lines
    first, so the numbering hint for the device comes last."""
    g = state["g"]
    n = len(state["players"])
    stack, row = stack_and_row(state)
    first = state["players"][state["first"]]["name"]
    if g["v"]:
        if g["lay"]:
            lines = [_t(_T_LAYOUT_D_CASTLES_D, lang)
                     % (g["lay"], n, g["v"])]
        else:
            lines = [_t(_T_CASTLES_D_VILLAGES_D, lang) % (n, g["v"])]
        lines.append(_t(_T_COINS_D_CASTLES_VILLAGES, lang)
                     % (n + g["v"]))
    elif g["lay"]:
        lines = [_t(_T_DRAWN_LAYOUT_D, lang) % g["lay"],
                 _t(_T_ENTER_ITS_VILLAGES, lang)]
    elif g["pool"]:
        lines = [_t(_T_ROLL_1_D_LAYOUTS, lang) % g["pool"]]
    else:
        lines = [_t(_T_PICK_LAYOUT_FROM_DIAGRAMS, lang),
                 _t(_T_ENTER_ITS_VILLAGES, lang)]
    lines.append(_t(_T_SHUFFLE_D_TILES_DEAL, lang)
                 % TILES)
    if row:
        lines.append(_t(_T_STACK_D_D_FACE, lang) % (stack, row))
        lines.append(_t(_T_SPECIAL_SHOVEL_EACH, lang))
    else:
        lines.append(_t(_T_STACK_D_SPECIAL_SHOVELS, lang)
                     % stack)
    lines.append(_t(_T_PICK_CASTLES_STARTS, lang) % first)
    if g["v"]:
        lines.append(_t(_T_NUMBER_VILLAGES_1_D, lang) % g["v"])
    return lines


def _turn_lines(state, lang):
    g = state["g"]
    stack, row = stack_and_row(state)
    lines = []
    if stuck_all(state):        # first: what C does now
        lines.append(_t(_T_NOBODY_CAN_PLAY_C, lang))
    if g["sup"] == 0:
        lines.append(_t(_T_STACK_EMPTY_KEEP_3, lang))
    elif row:
        lines.append(_t(_T_STACK_D_ROW_D, lang) % (stack, row))
    else:
        lines.append(_t(_T_STACK_D_2, lang) % stack)
    draw = _draws_after(state)
    if g["tk"] in (STUCK, BARE):
        lines.append(_t(_T_NO_MOVE_COIN_BOX if g["tk"] == STUCK else _T_NO_MOVE_NO_COIN, lang))
        lines.append(_t(_T_SWAP_TILE_STACK, lang) if stack else
                     _t(_T_STACK_EMPTY_NO_SWAP, lang))
    else:
        laid = g["tl"] + (g["tk"] == SHOVEL)
        what = _t(_T_SPECIAL_SHOVEL_2, lang) if g["tk"] == SHOVEL else \
            _t(_T_TILES_D, lang) % laid
        if row and draw:
            lines.append(_t(_T_DRAW_D_ROW_STACK, lang)
                         % (what, draw))
        else:
            lines.append(_t(_T_DRAW_D, lang) % (what, draw))
    on = 0
    boxed = 0
    for bit in _targets(state):
        on += g["coin"][bit] == ON
        boxed += g["coin"][bit] == BOX
    boxed += sum(_coins_taken(state)) - sum(g["coins"])
    lines.append(_t(_T_COINS_BOARD_D_BOX, lang) % (on, boxed))
    if state["cur"].get("lap") == 1:
        lines.append(_t(_T_FIRST_TILE_NEXT_YOUR, lang))
    p = _pending_winner(state)
    if p >= 0:
        lines.append(_t(_T_REACHED_ALL_WINS, lang)
                     % state["players"][p]["name"])
    elif g["tie"]:
        lines.append(_t(_T_NETWORKS_TIED_PLAY_END, lang))
    if g["sup"] == 0:
        names = _names(state)
        left = ", ".join("%s %d" % (names[q], g["hand"][q]) for q in playing(state))
        lines.append(_t(_T_TILES, lang) % left)
    return lines


def _final_lines(state, lang):
    g = state["g"]
    if g["win"] >= 0:
        return [_t(_T_COMPLETE_NETWORK_WINS, lang)
                % state["players"][g["win"]]["name"]]
    if stuck_all(state, False):
        return [_t(_T_NOBODY_COULD_PLAY, lang)]
    return [_t(_T_STACK_EMPTY_3_TILES, lang)]


def _targets(state):
    g = state["g"]
    return list(range(g["v"])) + [CASTLE_BIT + p for p in range(len(state["players"]))]


def _coins_taken(state):
    """Coins each player has taken so far (before any discards)."""
    g = state["g"]
    taken = [0] * len(state["players"])
    for bit in _targets(state):
        if g["coin"][bit] >= 0:
            taken[g["coin"][bit]] += 1
    return taken


def status(state, lang):
    """The title line: whose turn and the tiles left."""
    if state["over"] or state["cur"]["step"] == "final":
        return _t(_T_GAME_OVER, lang)
    p = state["cur"]["active"]
    if p is None:
        return catalog.name(GAME)[lang]
    stack, row = stack_and_row(state)
    name = state["players"][p]["name"]
    if row:
        return _t(_T_STACK_D_D, lang) % (name, stack, row)
    return _t(_T_STACK_D, lang) % (name, stack)


def _make_layout(state, player, values):
    return ["layout", 0, values[0]]


def _make_link(kind, cut):
    def make(state, player, values):
        return ["cut" if cut else "link", kind, values[0], player]
    return make


def _make_villages(state, player, values):
    return ["layout", state["g"]["lay"], values[0]]


def _make_pool(state, player, values):
    return ["pool", values[0]]


def _make_plain(kind):
    return lambda state, player, values: [kind]


# The one-connection menus (games.amber_join, loaded when used): the
# villages in play and the castles by their owners' names, ticked.
def _village_labels(state, player, values):
    from games import amber_join
    return amber_join.village_labels(state, player)


def _castle_labels(state, player, values):
    from games import amber_join
    return amber_join.castle_labels(state, player)


# What one tile reached, in one form (games.amber_join, loaded when used).
def _join_ask(state, values):
    from games import amber_join
    return amber_join.ask(state, values)


def _join_make(state, player, values):
    from games import amber_join
    return amber_join.make(state, player, values)


_VILLAGE_ASK = (("n", _T_WHICH_VILLAGE, 1, MAX_VILLAGES, 1, _village_labels),)
_CASTLE_ASK = (("owner", _T_WHOSE_CASTLE, 0, PLAYERS[1] - 1, 0, _castle_labels),)
def _villages_ask(state, values):
    """The diagrams are the rulebook's, not the device's: the villages start
    at those entered, else half-way through the 8 pawns (4 presses at most)."""
    return (("villages", _T_VILLAGES_IT, 1, MAX_VILLAGES,
             state["g"]["v"] or MAX_VILLAGES // 2),)


ACTIONS = {
    "layout": {"name": _T_START_LAYOUT, "who": "none", "ask": _villages_ask,
               "make": _make_layout},
    "draw": {"name": _T_DRAW_LAYOUT, "who": "none",
             "ask": (("k", _T_LAYOUTS_DRAW_FROM, 2, MAX_DIAGRAM, 2),),
             "make": _make_pool},
    "villages": {"name": _T_VILLAGES_DRAWN_ONE, "who": "none",
                 "ask": _villages_ask, "make": _make_villages},
    "join": {"name": _T_REACHED_TILE, "who": "active", "ask": _join_ask,
             "make": _join_make},
    "village": {"name": _T_REACHED_VILLAGE, "who": "any",
                "ask": _VILLAGE_ASK, "make": _make_link("v", False)},
    "castle": {"name": _T_REACHED_CASTLE, "who": "any",
               "ask": _CASTLE_ASK, "make": _make_link("c", False)},
    "tile": {"name": _T_ANOTHER_TILE_2, "who": "active", "ask": (),
             "make": _make_plain("play")},
    "stuck": {"name": _T_CANNOT_PLAY, "who": "active", "ask": (),
              "make": _make_plain("stuck")},
    "shovel": {"name": _T_SPECIAL_SHOVEL_2, "who": "active", "ask": (),
               "make": _make_plain("shovel")},
    "lost_v": {"name": _T_LOST_VILLAGE, "who": "any",
               "ask": _VILLAGE_ASK, "make": _make_link("v", True)},
    "lost_c": {"name": _T_LOST_CASTLE, "who": "any",
               "ask": _CASTLE_ASK, "make": _make_link("c", True)},
}


def actions(state):
    """The helpers the menu offers now: what the rules allow at this point
    of the turn. A complete network waiting for the end of the turn does
    not hide them: trying one says why the turn must end."""
    step = state["cur"]["step"]
    g = state["g"]
    if step == "setup":
        if g["v"]:
            return ("layout",)                # set: only entered again, whole
        if g["pool"] == 0:
            return ("layout", "draw")
        if g["lay"] and state["dice"] is not None:
            return ("villages", "layout")     # the die has drawn a diagram
        return ("layout",)
    if step not in TURNS:
        return ()
    from games import amber_join
    # nothing left for the tile to reach: every village, every road joined
    out = ["join"] if amber_join.open_to(state) else []
    if _may_play(state) is None:
        out.append("tile")
    if _may_stick(state) is None:
        out.append("stuck")
    if step == "turn_a" and _may_shovel(state) is None:
        out.append("shovel")
    held = 0
    for c in g["con"]:
        held |= c
    if held & VILLAGE_MASK:     # a shovel cut a road
        out.append("lost_v")
    if held >> CASTLE_BIT:
        out.append("lost_c")
    return out + ["village", "castle"]      # one connection by hand: corrections


def likely(state):
    """The layout until it is entered; in a turn, what the tile reached
    while it can reach anything new (a turn that opens the menu mostly has
    such a tile), nothing after "Cannot play"."""
    step = state["cur"]["step"]
    if step == "setup":
        return None if state["g"]["v"] else actions(state)[0]
    if step in TURNS and state["g"]["tk"] not in (STUCK, BARE):
        from games import amber_join
        return "join" if amber_join.open_to(state) else None
    return None


def c_helper(state):
    """C in the setup opens the layout's villages (the drawn diagram's)."""
    g = state["g"]
    if state["cur"]["step"] == "setup" and not g["v"] and (not g["pool"] or g["lay"]):
        return actions(state)[0]
    return None


def points(state, event):
    """{player: points} an event would score, for the screens' preview."""
    kind = event[0] if event else None
    if kind == "link" and _check_link(state, event) is None:
        return _link_effect(state, _target(state, event)[0], event[3])
    if kind == "cut" and _check_cut(state, event) is None:
        return {event[3]: -_target(state, event)[1]}
    if kind == "stuck":
        p = state["cur"]["active"]
        if p is not None and state["g"]["coins"][p] > 0:
            return {p: -1}
    return {}


def describe(event, lang, names=None):
    """One history line (games.amber_join, loaded when the history is)."""
    from games import amber_join
    return amber_join.describe(event, lang, names)


# -- end of the game ----------------------------------------------------------

def sheet(state):
    """The score sheet of the game so far, for the shared scoring code."""
    g = state["g"]
    players = []
    for p in range(len(state["players"])):
        c = g["con"][p]
        players.append({"name": state["players"][p]["name"], "coins": g["coins"][p],
                        "villages": _bits(c & VILLAGE_MASK), "castles": _bits(c >> CASTLE_BIT),
                        "complete": p == g["win"]})
    return {"game": GAME, "options": {}, "players": players}


def results(state):
    return amber_score.score(sheet(state))


# The scoring's parts, as the scores and the ranking's breakdown name them.
_BREAKDOWN = (("coins", _T_BD_COINS), ("villages", _T_BD_VILLAGES),
              ("castles", _T_BD_CASTLES))


# What decides the ranking (amber_score's key): a complete network, then points
RANK_BY = (_T_WIN_COMPLETE, None)


def breakdown_label(key, lang):
    for k, i in _BREAKDOWN:
        if k == key:
            return _t(i, lang)
    return key
