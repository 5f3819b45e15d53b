"""The Castles of Burgundy: the roll that begins each round.

Its entry ``STEP``: the dice the device rolls as the round begins (two per
player and the white one, only the white one, or none), the turn order as
on the track, and where the goods tile goes. The step needs no press of
its own once the dice are rolled, nor where the table rolls its own: the
round goes on to its first turn, which shows the dice (or takes the white
die entered there).

The game-wide dice hooks are here too (``games.burgundy.game`` names them):
the dice the table may enter itself, the check of a roll, and the dice as
the screens draw them.
"""

from micropython import const

from games import kit
from games.burgundy import data as bd
from games.burgundy.data import G

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_DIE_WHITE = const(84)
_T_WHITE_DIE = const(100)
_T_D_SPACE_D = const(110)
_T_TOP = const(111)
_T_TOP_GOODS_TILE_DEPOT = const(112)
_T_ROLL_ENTER_WHITE_DIE = const(113)
_T_ROLL_DICE = const(144)
_T_WRONG_ACTION_FORMAT = const(151)
_T_ROLL_DICE_FIRST = const(173)
_T_DICE_ROUND_BEGINS = const(174)
_T_ALREADY_ROLLED_UNDO_ROLL = const(175)
_T_D_DICE_EXPECTED = const(176)
_T_DIE_SHOWS_1_6 = const(177)
# End of text ids.


def enter(state):
    state["dice"] = None
    # Kept for the tie-breaker: the order of the last round's turns.
    state["g"]["ro"] = list(state["order"])


def passes(state):
    return state["dice"] is not None or state["options"]["dice"] == "none"


def ready(state):
    if state["options"]["dice"] != "none" and state["dice"] is None:
        return _T_ROLL_DICE_FIRST
    return None


def dice(state):
    """The device's dice for the round: two per player by seat, then the
    white one."""
    mode = state["options"]["dice"]
    out = []
    if mode == "all":
        for p in state["players"]:      # seat order: two per player
            name = p.get("colour") or p["name"]
            out.append({"sides": 6, "name": name})
            out.append({"sides": 6, "name": name})
    if mode != "none":
        out.append({"sides": 6, "name": "white"})
    return out


def _round_start(state):
    """The round's first turn: nobody has played yet (a player moves ahead
    on the track only by their own ship)."""
    return state["cur"]["step"] == "turn" and state["cur"]["active"] == state["order"][0]


def _too_late(state):
    """In a turn the table may enter only the white die, and only in the
    round's first turn with no dice on the device."""
    return state["cur"]["step"] == "turn" and (state["options"]["dice"] != "none"
                                               or not _round_start(state))


def enter_dice(state):
    """The dice a table that rolls its own may enter instead (the screens'
    "Enter the dice"): the device's dice, or with no dice on the device the
    white one alone, for the goods tile reminder."""
    if _too_late(state):
        return None
    out = dice(state) if state["cur"]["step"] == "roll" else []
    if not out:
        out = [{"sides": 6, "name": _T_DIE_WHITE}]
    return out


def check_roll(state, event):
    values = event[1] if len(event) == 2 else None
    if not isinstance(values, list):
        return _T_WRONG_ACTION_FORMAT
    if _too_late(state):
        return _T_DICE_ROUND_BEGINS
    if state["dice"] is not None:
        return _T_ALREADY_ROLLED_UNDO_ROLL
    want = 2 * len(state["players"]) + 1 if state["options"]["dice"] == "all" else 1
    if len(values) != want:
        return (_T_D_DICE_EXPECTED, want)
    for v in values:
        if type(v) is not int or v < 1 or v > 6:
            return _T_DIE_SHOWS_1_6
    return None


def _die_owner(state, p, lang):
    """The short label under a player's die: colour if chosen, else name."""
    colour = state["players"][p].get("colour")
    if isinstance(colour, str) and colour:
        for cid, text in bd.PLAYER_COLOURS:
            if cid == colour:
                return kit.text(G, text, lang)
        return colour
    return kit.name(state, p)


def dice_view(state, lang):
    """[(label, value)], one per die in the order of the roll (two per
    player by seat, the white one last), as the screens draw them; the
    white die's value is the depot the goods tile goes to (the status
    line says so)."""
    values = state["dice"]
    if not values:
        return []
    out = []
    for i in range(len(values) - 1):
        out.append((_die_owner(state, i // 2, lang), str(values[i])))
    out.append((kit.text(G, _T_DIE_WHITE, lang), str(values[-1])))
    return out


def order_lines(state, lang):
    """The turn order as on the track: "1. Ania, space 2, on top"."""
    g = state["g"]
    lines = []
    order = state["order"]
    for i in range(len(order)):
        p = order[i]
        line = kit.text(G, _T_D_SPACE_D, lang, i + 1, kit.name(state, p), g["pos"][p] + 1)
        shared = [q for q in order if q != p and g["pos"][q] == g["pos"][p]]
        if shared:
            above = [q for q in shared if g["top"][q] > g["top"][p]]
            if not above:
                line += kit.text(G, _T_TOP, lang)
        lines.append(line)
    return lines


def checklist(state, lang):
    """Where the goods tile goes, who takes the white die, the order."""
    lines = []
    if state["dice"]:
        lines.append(kit.text(G, _T_TOP_GOODS_TILE_DEPOT, lang, state["dice"][-1]))
    elif state["options"]["dice"] == "none":
        lines.append(kit.text(G, _T_ROLL_ENTER_WHITE_DIE, lang))
    lines.append(kit.text(G, _T_WHITE_DIE, lang, kit.name(state, state["order"][0])))
    return lines + order_lines(state, lang)


STEP = {
    "prompt": _T_ROLL_DICE,
    "status": bd.round_status,
    "allow": ("roll", "adv"),
    "menu": ("fix",),
    "enter": enter,
    "passes": passes,
    "ready": ready,
    "dice": dice,
    "checklist": checklist,
}
