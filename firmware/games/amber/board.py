"""Amber's table as the device keeps it: the tiles left, who reaches which
village and castle, where each coin is, and the rules that move them.

Every step of games.amber.game reads it (the setup counts the stack, the turn
links and cuts roads, the end counts the coins), and so do the placement
form (games.amber.join) and the standings (games.amber.glance); the game
state ``state["g"]`` it works on is described in games.amber.game.
"""

from micropython import const

from core import ledger
from games import kit

# Text ids of games/amber/texts.lang, written by `make texts`.
_T_CONNECTION_NEEDS = const(64)
_T_NO_SUCH_TARGET = const(65)
_T_NO_VILLAGE_S_LAYOUT = const(66)
_T_NO_CASTLE_S = const(67)
_T_OWN_CASTLE_NO_COIN = const(68)
_T_V_OR_C = const(69)
_T_ALREADY_CONNECTED = const(70)
_T_NOT_CONNECTED = const(71)
_T_VILLAGE_COIN_LAYER = const(91)
# End of text ids.

TILES = 92              # 82 roads, 4 swamps, 6 shovels: the special shovels are extra
HAND = 6                # tiles in hand after each draw
KEEP = 3                # tiles each player keeps when the game ends
# The scorer's figures (amber_score, a test keeps them equal): the scorer
# and its sheet checks are loaded only when the game is scored.
SEATS = 6
MAX_VILLAGES = 8        # village pawns in the box
VILLAGE_POINTS = 1
CASTLE_POINTS = 2
MAX_DIAGRAM = 20        # a bound for the diagram number the table reads off the rulebook
CASTLE_BIT = 8          # target bit of seat 0's castle
VILLAGE_MASK = (1 << MAX_VILLAGES) - 1

ON = -1                 # a coin still lying on its castle or under its village
BOX = -2                # a coin gone to the box
NORMAL = 0              # the turn so far (g["tk"]): tiles from hand
STUCK = 1               # "Cannot play": a coin went to the box
BARE = 3                # "Cannot play" with no coin to give up
SHOVEL = 2              # the special shovel instead of the hand tile

TURNS = ("turn", "turn_a")      # the turn's steps: basic and advanced


# -- the tiles ----------------------------------------------------------------

def stack_and_row(state):
    """(face-down stack, face-up row). The row is refilled from the stack at
    once, so whichever the players draw from, the stack shrinks first and
    the row only when the stack is gone."""
    sup = state["g"]["sup"]
    row = min(len(state["players"]), sup) if state["options"]["advanced"] else 0
    return sup - row, row


def playing(state):
    """Seats that still take turns (more than 3 tiles, or tiles to draw)."""
    g = state["g"]
    return [p for p in range(len(state["players"])) if g["sup"] or g["hand"][p] > KEEP]


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

def bits(mask):
    n = 0
    while mask:
        n += mask & 1
        mask >>= 1
    return n


def targets(state):
    """The target bits in play: the villages, then every seat's castle."""
    g = state["g"]
    return list(range(g["v"])) + [CASTLE_BIT + p for p in range(len(state["players"]))]


def coins_taken(state):
    """Coins each player has taken so far (before any discards)."""
    g = state["g"]
    taken = [0] * len(state["players"])
    for bit in targets(state):
        if g["coin"][bit] >= 0:
            taken[g["coin"][bit]] += 1
    return taken


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


def pending_winner(state):
    """The seat that alone completed its network in the current placement
    (and so has won), or -1."""
    g = state["g"]
    if g["win"] >= 0 or g["tie"]:
        return -1
    done = _completers(state)
    return done[0] if len(done) == 1 else -1


def close(state):
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


def target(state, event):
    """(bit, points) of a link/cut event's target, or (None, message)."""
    if len(event) != 4:
        return None, _T_CONNECTION_NEEDS
    kind, n, p = event[1], event[2], event[3]
    players = len(state["players"])
    msg = kit.shape(state, event, "oop")     # the player a seat
    if msg:
        return None, msg
    if not isinstance(n, int):
        return None, _T_NO_SUCH_TARGET
    if kind == "v":
        v = state["g"]["v"]
        if n < 1 or n > v:
            return None, (_T_NO_VILLAGE_S_LAYOUT, n, v)
        return n - 1, VILLAGE_POINTS
    if kind == "c":
        if n < 0 or n >= players:
            return None, (_T_NO_CASTLE_S, n)
        if n == p:
            return None, (_T_OWN_CASTLE_NO_COIN, kit.name(state, p))
        return CASTLE_BIT + n, CASTLE_POINTS
    return None, _T_V_OR_C


def link_effect(state, bit, p):
    """{player: points} of seat ``p`` reaching target ``bit`` now."""
    g = state["g"]
    points = {p: CASTLE_POINTS if bit >= CASTLE_BIT else VILLAGE_POINTS}
    holder = g["coin"][bit]
    if holder == ON:
        points[p] += 1
    elif g["fresh"] >> bit & 1 and holder >= 0:
        points[holder] = -1     # same placement, second player: to the box
    return points


def check_link(state, event):
    bit, t = target(state, event)
    if bit is None:
        return t
    p = event[3]
    if state["g"]["con"][p] >> bit & 1:
        return (_T_ALREADY_CONNECTED, kit.name(state, p))
    # "musi położyć kafel drogi na polu, na którym znajduje się pionek wsi...
    # Jeśli w tym momencie jest jedynym graczem mającym połączenie z wsią,
    # zabiera żeton": a coin still under its village goes to the player
    # laying the tile; others reaching it by the same tile send it to the box.
    a = state["cur"]["active"]
    if bit < CASTLE_BIT and state["g"]["coin"][bit] == ON and p != a:
        return (_T_VILLAGE_COIN_LAYER, kit.name(state, a))
    return None


def link(state, event):
    g = state["g"]
    bit, pts = target(state, event)
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


def check_cut(state, event):
    bit, t = target(state, event)
    if bit is None:
        return t
    if not state["g"]["con"][event[3]] >> bit & 1:
        return (_T_NOT_CONNECTED, kit.name(state, event[3]))
    return None


def cut(state, event):
    bit, pts = target(state, event)
    state["g"]["con"][event[3]] &= ~(1 << bit)
    ledger.add(state, event[3], -pts, "castles" if bit >= CASTLE_BIT else "villages")
