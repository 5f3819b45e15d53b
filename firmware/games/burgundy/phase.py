"""The Castles of Burgundy: the two steps around a phase's five rounds.

``START`` (the game's "phase_start"): what to lay out for the player
count, the depot spaces, the 3-player depot 6 castle/mine alternation,
the black depot and the phase's goods on the round spaces. ``END``
("phase_end"): mine income per player, with knowledge tile 2. Neither
records anything of its own: the table reads the checklist and moves on
(a correction may come in between). The ends of phases A-D pass by
themselves, their income heading the next phase's checklist (the table
pays it and lays the phase out in one go: a press fewer); after phase E
the end stays, so that the income is taken before the final count.
"""

from micropython import const

from games import kit
from games.burgundy import data as bd
from games.burgundy.data import PHASES, G, phase_letter

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_PHASE_START = const(89)
_T_PHASE_END = const(90)
_T_DEPOT_SPACES_MARKED_2 = const(101)
_T_SPACES_MARKED_2_3 = const(102)
_T_ALL_24_DEPOT_SPACES = const(103)
_T_REMOVE_HEX_TILES_LEFT = const(104)
_T_GOODS_TILES_DEPOTS_STAY = const(105)
_T_SHIPS_MINES_CASTLES_MAY = const(106)
_T_DEPOT_6_MINE_STAY = const(107)
_T_DEPOT_6_CASTLE_ITS = const(108)
_T_PHASE_GOODS_5_FACE = const(109)
_T_MINES_1_SILVERLING_EACH = const(117)
_T_NO_MINES = const(118)
_T_NEXT_PHASE = const(119)
_T_THEN_FINAL_SCORING = const(120)
_T_PREPARE_PHASE = const(143)
_T_PHASE_END_MINE_INCOME = const(146)
_T_DEPOT_6_CASTLE_STAY = const(216)
# End of text ids.

# The depot spaces to fill for 2, 3 and 4 players.
FILL = (_T_DEPOT_SPACES_MARKED_2, _T_SPACES_MARKED_2_3, _T_ALL_24_DEPOT_SPACES)


def _start_status(state, lang):
    return kit.text(G, _T_PHASE_START, lang, phase_letter(state))


def _start_lines(state, lang):
    """The depots to fill and the goods to lay out; after phase A, what
    to clear away first."""
    n = len(state["players"])
    phase = state["cur"]["phase"] - 1
    lines = []
    if phase:
        lines += _income(state, lang)       # the last phase's end passed by itself
        lines.append(kit.text(G, _T_REMOVE_HEX_TILES_LEFT, lang))
        lines.append(kit.text(G, _T_GOODS_TILES_DEPOTS_STAY, lang))
        if n == 3:
            # "W fazach A, C i E należy na nim umieścić zamek, ale w fazach B
            # i D kopalnię": what may stay and depot 6 in one instruction.
            lines.append(kit.text(G, _T_DEPOT_6_MINE_STAY if phase in bd.DEPOT6_MINE_PHASES
                                  else _T_DEPOT_6_CASTLE_STAY, lang))
        else:
            lines.append(kit.text(G, _T_SHIPS_MINES_CASTLES_MAY, lang))
    lines.append(kit.text(G, FILL[n - 2], lang))
    for d in range(6):
        names = []
        for kind, least in bd.DEPOTS[d]:
            if least > n:
                continue
            if d == 5 and kind == bd.CASTLE and n == 3 and phase in bd.DEPOT6_MINE_PHASES:
                kind = bd.MINE      # the 3-player exception, phases B and D
            names.append(kit.text(G, bd.KINDS[kind], lang))
        lines.append("%d: %s" % (d + 1, ", ".join(names)))
    if n == 3 and not phase:
        lines.append(kit.text(G, _T_DEPOT_6_CASTLE_ITS, lang))
    black = bd.BLACK_DEPOT[n - 2]
    if lang == 0:
        lines.append("Black depot: %d black-backed tiles" % black)
    else:
        tiles = bd.plural(black, "żeton", "żetony", "żetonów")
        lines.append("Czarny magazyn: %d %s" % (black, tiles))
    lines.append(kit.text(G, _T_PHASE_GOODS_5_FACE, lang, PHASES[phase]))
    return lines


START = {
    "prompt": _T_PREPARE_PHASE,
    "status": _start_status,
    "allow": ("adv",),
    "menu": ("fix",),
    "checklist": _start_lines,
}


def _end_enter(state):
    # The last round's dice are done with; the play screen shows the
    # mine income in their place.
    state["dice"] = None


def _end_status(state, lang):
    return kit.text(G, _T_PHASE_END, lang, phase_letter(state))


def _end_passes(state):
    """Phases A-D end by themselves (see the module's text)."""
    return state["cur"]["phase"] < 5


def _end_lines(state, lang):
    """Each player's mine income, then what comes next."""
    lines = _income(state, lang)
    if state["cur"]["phase"] < 5:
        lines.append(kit.text(G, _T_NEXT_PHASE, lang, PHASES[state["cur"]["phase"]]))
    else:
        lines.append(kit.text(G, _T_THEN_FINAL_SCORING, lang))
    return lines


def _income(state, lang):
    """Each player's mine income (and workers with knowledge tile 2)."""
    g = state["g"]
    lines = [kit.text(G, _T_MINES_1_SILVERLING_EACH, lang)]
    for p in state["order"]:
        mines = g["mines"][p]
        if not mines:
            lines.append(kit.text(G, _T_NO_MINES, lang, kit.name(state, p)))
            continue
        line = "%s: %s" % (kit.name(state, p), bd.silver(mines, lang))
        if 2 in g["know"][p]:
            line += " + " + bd.workers(mines, lang)
        lines.append(line)
    return lines


END = {
    "prompt": _T_PHASE_END_MINE_INCOME,
    "status": _end_status,
    "allow": ("adv",),
    "menu": ("fix",),
    "enter": _end_enter,
    "passes": _end_passes,
    "checklist": _end_lines,
}
