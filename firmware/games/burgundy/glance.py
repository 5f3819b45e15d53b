"""The Castles of Burgundy at a glance (the standings screen, ui.glance):
the final score if the game ended now, and each player's estate by colour.

The projection is the final scorer (games.burgundy.score) on the sheet of
the game as it stands: the score track, the knowledge tiles 15-26 on the
estate so far, and the goods, silverlings and workers left, which the
device does not know until the final count: those are taken as entered
there, else 0, and marked (so are the goods kinds sold of knowledge tile
15, taken as the most the sales allow). The position: per colour the
spaces filled of the estate's, the colour's bonus tile taken, still to
take (and its VP), or gone; the turn order and the track; the knowledge
tiles.
"""

from micropython import const

from games import glance, kit
from games.burgundy import data as bd
from games.burgundy.points import bonus_tile_points

# Text ids of games/glance.lang, written by `make texts`.
_T_BG_TAKEN = const(7)
_T_BG_LEFT = const(8)
_T_BG_GONE = const(9)
_T_BG_ORDER = const(10)
_T_BG_KNOW = const(11)
# End of text ids.

UNKNOWN = ("goods", "silver", "workers")      # until the final count


def projection(state, answers=None):
    """The ranking if the game ended now (see games.glance.fill for
    ``answers``)."""
    from games.burgundy import end as burgundy_end
    from games.burgundy import score as burgundy_score
    sheet = burgundy_end.sheet(state)
    fins = [f or {} for f in state["g"]["fin"]]
    guessed = glance.fill(sheet, UNKNOWN, fins, answers)
    for p in range(len(fins)):
        # knowledge tile 15 on the goods kinds the sales allow at most,
        # until its holder counts them (bd.SOLD_ROW)
        if 15 in state["g"]["know"][p] and "kinds" not in fins[p] and \
                burgundy_end.kinds_range(state, p) is not None:
            if answers is not None and "kinds" in answers[p]:
                sheet["players"][p]["sold"] = burgundy_end.sold_kinds(state, p,
                                                                      answers[p]["kinds"])
            else:
                guessed[p].append("sold")
    return glance.scored(sheet, burgundy_score.score, guessed, {"sold": "knowledge_15"})


def position(state, p, lang, result=None):
    g = state["g"]
    n = len(state["players"])
    have = bd.placed(state, p)
    lines = []
    for c in range(6):
        claims = g["bonus"][c]
        lines.append("%s %d/%d" % (kit.text(bd.G, bd.COLOURS[c], lang), have[c], bd.SPACES[c]))
        if p in claims[:2]:
            bonus = glance.t(_T_BG_TAKEN, lang) % bonus_tile_points(n, claims.index(p) + 1)
        elif len(claims) < 2:
            bonus = glance.t(_T_BG_LEFT, lang) % bonus_tile_points(n, len(claims) + 1)
        else:
            bonus = glance.t(_T_BG_GONE, lang)
        lines.append(bonus)
    lines.append(glance.t(_T_BG_ORDER, lang) % (g["ro"].index(p) + 1, n, g["pos"][p] + 1))
    tiles = [str(k) for k in sorted(g["know"][p])]
    lines.append(glance.t(_T_BG_KNOW, lang) % glance.listed(tiles, lang))
    return lines
