"""Amber at a glance (the standings screen, ui.glance): who reaches which
village and castle, and where the coins are.

Every point of Amber comes from a coin or a connection the device already
counts, so the score column is the final score: the projection is the
final scorer on the game as it stands (games.amber.score), nothing
guessed. The position: the villages and opponents' castles a player's
network reaches and the coins the player holds (from which target); the
coins still on the board are a page of their own.
"""

from micropython import const

from games import glance, kit
from games.amber import board as bd
from games.amber import game as am
from games.amber import score as amber_score

# Text ids of games/glance.lang, written by `make texts`.
_T_AM_VILLAGES = const(17)
_T_AM_CASTLES = const(18)
_T_AM_COINS = const(19)
_T_AM_VILLAGE = const(20)
_T_AM_CASTLE = const(21)
_T_AM_ON_BOARD = const(22)
_T_AM_LAYOUT = const(23)
# End of text ids.


def projection(state, answers=None):
    sheet = am.sheet(state)
    return glance.scored(sheet, amber_score.score, [()] * len(sheet["players"]), {})


def _target(state, bit, lang):
    if bit >= bd.CASTLE_BIT:
        return glance.t(_T_AM_CASTLE, lang) % kit.name(state, bit - bd.CASTLE_BIT)
    return glance.t(_T_AM_VILLAGE, lang) % (bit + 1)


def position(state, p, lang, result=None):
    g = state["g"]
    n = len(state["players"])
    con = g["con"][p]
    if not g["v"]:
        return [glance.t(_T_AM_LAYOUT, lang)]
    villages = [str(k + 1) for k in range(g["v"]) if con >> k & 1]
    castles = [kit.name(state, q) for q in range(n)
               if q != p and con >> (bd.CASTLE_BIT + q) & 1]
    coins = [_target(state, bit, lang) for bit in bd.targets(state) if g["coin"][bit] == p]
    # a coin given up (cannot play) leaves its source taken: one source a coin held
    coins = coins[:g["coins"][p]]
    return [glance.t(_T_AM_VILLAGES, lang) % (len(villages), g["v"], glance.listed(villages, lang)),
            glance.t(_T_AM_CASTLES, lang) % (len(castles), n - 1, glance.listed(castles, lang)),
            glance.t(_T_AM_COINS, lang) % (g["coins"][p], glance.listed(coins, lang))]


def pages(lang):
    """The titles of Amber's own pages."""
    return [glance.t(_T_AM_ON_BOARD, lang)]


def page(state, i, lang):
    """The coins still lying on the board."""
    g = state["g"]
    on = [_target(state, bit, lang) for bit in bd.targets(state) if g["coin"][bit] == bd.ON]
    return [glance.listed(on, lang)]
