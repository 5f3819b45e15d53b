"""Amber's turn: one player lays tiles, reaches villages and castles, draws.

A turn, as the table enters it before ending it with ``adv``:
- nothing entered: the player laid one tile from hand;
- ``["play"]``: one more tile in the same turn (the rulebook allows two "in
  specific situations"), entered before the tiles' placements;
- ``["shovel", p]``: the advanced special shovel, used instead of the hand tile
  (the advanced turn, ``STEP_A``, only);
- ``["stuck", p]``: the player cannot lay any tile: one of their coins goes to
  the box and they swap a tile with the stack (no swap once it is empty;
  the swapped tile goes into the stack, so the count stays);
- ``["link", "v"|"c", n, player]``: after a placement, ``player`` now has a
  road to village ``n`` (1-based, as the table numbered them) or to the
  castle of seat ``n``; several players reaching the same target with the
  same placement is "at the same moment": its coin goes to the box;
- ``["join", [[kind, n, player], ...]]``: the connections one placement
  made, as ``link`` events given in order (the layer's first): the
  placement form's entry (games.amber.join). It is the turn's last tile
  and the game moves on by itself (``moves_on``), unless the turn has a
  second tile ("Another tile" entered first) still to come: then the
  event ends in a 1 and only closes that tile's placement;
- ``["cut", "v"|"c", n, player]``: a shovel destroyed the road, the
  connection is lost (scoring counts connections held at the end).
Leaving the turn closes the placement and draws the player back to 6.
"""

from micropython import const

from core import ledger
from games import kit
from games.amber import board as bd

# Text ids of games/amber/texts.lang, written by `make texts`.
_T_TURN_PLAYER = const(2)
_T_STACK_EMPTY_KEEP_3 = const(18)
_T_STACK_D_ROW_D = const(19)
_T_STACK_D_2 = const(20)
_T_NO_MOVE_COIN_BOX = const(21)
_T_NO_MOVE_NO_COIN = const(22)
_T_SWAP_TILE_STACK = const(23)
_T_STACK_EMPTY_NO_SWAP = const(24)
_T_SPECIAL_SHOVEL_2 = const(25)
_T_TILES_D = const(26)
_T_DRAW_D_ROW_STACK = const(27)
_T_DRAW_D = const(28)
_T_COINS_BOARD_D_BOX = const(29)
_T_FIRST_TILE_NEXT_YOUR = const(30)
_T_REACHED_ALL_WINS = const(31)
_T_NETWORKS_TIED_PLAY_END = const(32)
_T_TILES = const(33)
_T_GAME_OVER = const(36)
_T_STACK_D_D = const(37)
_T_STACK_D = const(38)
_T_WHICH_VILLAGE = const(39)
_T_WHOSE_CASTLE = const(41)
_T_REACHED_VILLAGE = const(47)
_T_REACHED_CASTLE = const(48)
_T_ANOTHER_TILE_2 = const(49)
_T_CANNOT_PLAY = const(50)
_T_LOST_VILLAGE = const(51)
_T_LOST_CASTLE = const(52)
_T_WINS_END_TURN = const(72)
_T_TURN_CANNOT_PLAY = const(73)
_T_AT_MOST_2_TILES = const(74)
_T_LAST_3_STAY = const(75)
_T_SHOVELS_ADVANCED = const(76)
_T_USED_SHOVEL = const(77)
_T_SHOVEL_FIRST = const(78)
_T_ALREADY_LAID = const(79)
_T_SHOVEL_NO_TILE = const(92)
_T_NOBODY_CAN_PLAY_C = const(93)
_T_REACHED_TILE = const(96)
_T_SHOVEL_UNUSED = const(104)
_T_CANNOT_PLAY_ALL_SAME = const(105)
# End of text ids.

GAME = "amber"



# -- what the turn may still take -------------------------------------------

def _winner_message(state):
    p = bd.pending_winner(state)
    if p >= 0:
        return (_T_WINS_END_TURN, kit.name(state, p))
    return None


def _may_play(state):
    """Why the turn takes no more tiles, or None."""
    g = state["g"]
    if g["tk"] in (bd.STUCK, bd.BARE):
        return _T_TURN_CANNOT_PLAY
    if g["tk"] == bd.SHOVEL:
        # "zamiast zagrywania kafla z ręki": the special shovel is the turn's
        # placement; only a hand tile may come twice (bridge, roundabout).
        return _T_SHOVEL_NO_TILE
    if g["tl"] >= 2:
        return _T_AT_MOST_2_TILES
    if g["sup"] == 0 and g["hand"][state["cur"]["active"]] - g["tl"] - 1 < bd.KEEP:
        return _T_LAST_3_STAY
    return None


def _may_stick(state):
    g = state["g"]
    if g["tk"] != bd.NORMAL or g["tl"] != 1:
        return _T_ALREADY_LAID
    return None


def _may_shovel(state):
    g = state["g"]
    if not state["options"]["advanced"]:
        return _T_SHOVELS_ADVANCED
    p = state["cur"]["active"]
    if g["sh"] >> p & 1:
        return (_T_USED_SHOVEL, kit.name(state, p))
    if g["tk"] != bd.NORMAL or g["tl"] != 1:
        return _T_SHOVEL_FIRST
    return None


# -- the events ---------------------------------------------------------------

def _check_play(state, event):
    return kit.shape(state, event, "") or _may_play(state) or _winner_message(state)


def _play(state, event):
    bd.close(state)
    state["g"]["tl"] += 1


def _own(state, event):
    """["stuck"] and ["shovel"] as older journals have them, or naming the
    active player (for the history): anything else is no action."""
    if len(event) == 2 and event[1] == state["cur"]["active"]:
        return None
    return kit.shape(state, event, "")


def _check_stuck(state, event):
    return _own(state, event) or _may_stick(state) or _winner_message(state)


def _stuck_questions(state, p, answers, lang):
    """None, unless p's special shovel is still unused: a player who can
    move must (the shovel is a move), so the screen reminds of it first,
    and its one item records the turn all the same."""
    if p is None or _may_shovel(state) is not None:
        return ()
    from core import texts
    en, pl = texts.pair(GAME, _T_SHOVEL_UNUSED)
    name = kit.name(state, p)
    labels = None if lang is None else [kit.text(GAME, _T_CANNOT_PLAY_ALL_SAME, lang)]
    return (("sure", (en % name, pl % name), 0, 0, 0, labels),)


def _stuck(state, event):
    g = state["g"]
    p = state["cur"]["active"]
    bd.close(state)
    g["tk"] = bd.BARE
    g["tl"] = 0
    if g["coins"][p] > 0:
        g["tk"] = bd.STUCK
        g["coins"][p] -= 1
        ledger.add(state, p, -1, "coins")


def _check_shovel(state, event):
    return _own(state, event) or _may_shovel(state) or _winner_message(state)


def _shovel(state, event):
    g = state["g"]
    bd.close(state)
    g["tk"] = bd.SHOVEL
    g["tl"] = 0
    g["sh"] |= 1 << state["cur"]["active"]


def _check_join(state, event):
    from games.amber import join as amber_join
    return amber_join.check(state, event)


def _join(state, event):
    g = state["g"]
    for link in event[1]:
        bd.link(state, ["link"] + link)
    g["tj"] = g.get("tj", 0) + 1
    if len(event) == 3:
        bd.close(state)     # the turn's first tile of two: its placement is over


# -- the helpers --------------------------------------------------------------

def _make_link(kind, cut, key):
    """A "link" or "cut" event: the target (answer ``key``) first and the
    player last (the event's own order, unlike kit.event's)."""
    def make(state, player, answers):
        return ["cut" if cut else "link", kind, answers[key], player]
    return make


# The one-connection menus (games.amber.join, loaded when used): the
# villages in play and the castles by their owners' names, ticked.
def _village_labels(state, player, answers):
    from games.amber import join as amber_join
    return amber_join.village_labels(state, player)


def _castle_labels(state, player, answers):
    from games.amber import join as amber_join
    return amber_join.castle_labels(state, player)


# What one tile reached, in one form (games.amber.join, loaded when used).
def _join_questions(state, player, answers, lang):
    from games.amber import join as amber_join
    return amber_join.questions(state, player, answers, lang)


def _join_make(state, player, answers):
    from games.amber import join as amber_join
    return amber_join.make(state, player, answers)


_VILLAGE = (("n", _T_WHICH_VILLAGE, 1, bd.MAX_VILLAGES, 1, _village_labels),)
_CASTLE = (("owner", _T_WHOSE_CASTLE, 0, bd.SEATS - 1, 0, _castle_labels),)


def _menu(state, advanced=False):
    """What the rules allow at this point of the turn (``advanced``: the
    special shovel too). A complete network waiting for the end of the
    turn does not hide them: trying one says why the turn must end."""
    from games.amber import join as amber_join
    g = state["g"]
    # nothing left for the tile to reach: every village, every road joined
    out = ["join"] if amber_join.open_to(state) else []
    if _may_play(state) is None:
        out.append("tile")
    if _may_stick(state) is None:
        out.append("stuck")
    if advanced and _may_shovel(state) is None:
        out.append("shovel")
    held = 0
    for c in g["con"]:
        held |= c
    if held & bd.VILLAGE_MASK:      # a shovel cut a road
        out.append("lost_v")
    if held >> bd.CASTLE_BIT:
        out.append("lost_c")
    return out + ["village", "castle"]      # one connection by hand: corrections


def _likely(state):
    """What the tile reached while it can reach anything new (a turn that
    opens the menu mostly has such a tile), nothing after "Cannot play"
    or the special shovel (it lays no tile: it cuts)."""
    if state["g"]["tk"] in (bd.STUCK, bd.BARE, bd.SHOVEL):
        return None
    from games.amber import join as amber_join
    return "join" if amber_join.open_to(state) else None


def _moves_on(state, event):
    """The form recording the turn's last tile, and "Cannot play", end the
    turn. A shovel may cut several players' roads: its losses, like the
    special shovel and the corrections by hand, leave the turn open."""
    kind = event[0]
    return kind == "stuck" or (kind == "join" and len(event) == 2)


# -- what the table sees, and the turn's end ---------------------------------

def _draws_after(state):
    g = state["g"]
    hand = g["hand"][state["cur"]["active"]] - g["tl"]
    return min(bd.HAND - hand, g["sup"])


def _checklist(state, lang):
    g = state["g"]
    stack, row = bd.stack_and_row(state)
    lines = []
    if bd.stuck_all(state):         # first: what C does now
        lines.append(kit.text(GAME, _T_NOBODY_CAN_PLAY_C, lang))
    if g["sup"] == 0:
        lines.append(kit.text(GAME, _T_STACK_EMPTY_KEEP_3, lang))
    elif row:
        lines.append(kit.text(GAME, _T_STACK_D_ROW_D, lang) % (stack, row))
    else:
        lines.append(kit.text(GAME, _T_STACK_D_2, lang) % stack)
    draw = _draws_after(state)
    if g["tk"] in (bd.STUCK, bd.BARE):
        no_move = _T_NO_MOVE_COIN_BOX if g["tk"] == bd.STUCK else _T_NO_MOVE_NO_COIN
        lines.append(kit.text(GAME, no_move, lang))
        lines.append(kit.text(GAME, _T_SWAP_TILE_STACK if stack else _T_STACK_EMPTY_NO_SWAP, lang))
    else:
        laid = g["tl"] + (g["tk"] == bd.SHOVEL)
        what = kit.text(GAME, _T_SPECIAL_SHOVEL_2, lang) if g["tk"] == bd.SHOVEL else \
            kit.text(GAME, _T_TILES_D, lang) % laid
        if row and draw:
            lines.append(kit.text(GAME, _T_DRAW_D_ROW_STACK, lang) % (what, draw))
        else:
            lines.append(kit.text(GAME, _T_DRAW_D, lang) % (what, draw))
    on = 0
    boxed = 0
    for bit in bd.targets(state):
        on += g["coin"][bit] == bd.ON
        boxed += g["coin"][bit] == bd.BOX
    boxed += sum(bd.coins_taken(state)) - sum(g["coins"])
    lines.append(kit.text(GAME, _T_COINS_BOARD_D_BOX, lang) % (on, boxed))
    if state["cur"].get("lap") == 1:
        lines.append(kit.text(GAME, _T_FIRST_TILE_NEXT_YOUR, lang))
    p = bd.pending_winner(state)
    if p >= 0:
        lines.append(kit.text(GAME, _T_REACHED_ALL_WINS, lang) % kit.name(state, p))
    elif g["tie"]:
        lines.append(kit.text(GAME, _T_NETWORKS_TIED_PLAY_END, lang))
    if g["sup"] == 0:
        left = ", ".join("%s %d" % (kit.name(state, q), g["hand"][q])
                         for q in bd.playing(state))
        lines.append(kit.text(GAME, _T_TILES, lang) % left)
    return lines


def _status(state, lang):
    """The title line: whose turn and the tiles left."""
    if state["over"]:
        return kit.text(GAME, _T_GAME_OVER, lang)
    stack, row = bd.stack_and_row(state)
    name = kit.name(state, state["cur"]["active"])
    if row:
        return kit.text(GAME, _T_STACK_D_D, lang) % (name, stack, row)
    return kit.text(GAME, _T_STACK_D, lang) % (name, stack)


def _leave(state):
    """The end of a turn: the placement closes, the hand tiles count, the
    player draws back to 6 while tiles last."""
    g = state["g"]
    p = state["cur"]["active"]
    bd.close(state)
    hand = g["hand"][p] - g["tl"]
    take = min(bd.HAND - hand, g["sup"])
    g["hand"][p] = hand + take
    g["sup"] -= take
    g["stk"] = g["stk"] + 1 if g["tk"] in (bd.STUCK, bd.BARE) else 0
    g["tl"] = 1
    g["tj"] = 0
    g["tk"] = bd.NORMAL


def _skip(state, advanced):
    """One turn step per variant, the other passed by; with the stack gone
    a player holding 3 tiles has finished playing."""
    if advanced != state["options"]["advanced"]:
        return True
    g = state["g"]
    return g["sup"] == 0 and g["hand"][state["cur"]["active"]] <= bd.KEEP


_ALLOW = ("adv", "play", "stuck", "link", "join", "cut", "end")

STEP = {
    "prompt": _T_TURN_PLAYER,
    "status": _status,
    "allow": _ALLOW,
    "events": {
        "play": (_check_play, _play),
        "stuck": (_check_stuck, _stuck),
        "link": (bd.check_link, bd.link),
        "join": (_check_join, _join),
        "cut": (bd.check_cut, bd.cut),
    },
    "helpers": {
        "join": {"name": _T_REACHED_TILE, "who": "active", "questions": _join_questions,
                 "make": _join_make},
        "village": {"name": _T_REACHED_VILLAGE, "who": "any",
                    "questions": _VILLAGE, "make": _make_link("v", False, "n")},
        "castle": {"name": _T_REACHED_CASTLE, "who": "any",
                   "questions": _CASTLE, "make": _make_link("c", False, "owner")},
        "tile": {"name": _T_ANOTHER_TILE_2, "who": "active", "questions": (),
                 "make": kit.event("play", player=False)},
        "stuck": {"name": _T_CANNOT_PLAY, "who": "active", "questions": _stuck_questions,
                  "make": kit.event("stuck")},
        "lost_v": {"name": _T_LOST_VILLAGE, "who": "any",
                   "questions": _VILLAGE, "make": _make_link("v", True, "n")},
        "lost_c": {"name": _T_LOST_CASTLE, "who": "any",
                   "questions": _CASTLE, "make": _make_link("c", True, "owner")},
    },
    "menu": _menu,
    "likely": _likely,
    "moves_on": _moves_on,
    "checklist": _checklist,
    "leave": _leave,
    "skip": lambda state: _skip(state, False),
}

# The advanced turn: the same, and the special shovel instead of the hand
# tile (its menu offers it); the face-up row shows in the same lines.
STEP_A = dict(STEP)
STEP_A.update({
    "allow": _ALLOW + ("shovel",),
    "events": {"shovel": (_check_shovel, _shovel)},
    "helpers": {"shovel": {"name": _T_SPECIAL_SHOVEL_2, "who": "active", "questions": (),
                           "make": kit.event("shovel")}},
    "menu": lambda state: _menu(state, True),
    "skip": lambda state: _skip(state, True),
})
