"""Tiletum at a glance (the standings screen, ui.glance): the final score
if the game ended now, and each player's king track, buildings, houses
and pillars.

The projection is the final scorer (games.tiletum.score) on the sheet of
the game as it stands: the score track, the completed buildings' VP, and
houses x pillars and the goods left, which the table enters only in the
final count: taken as entered, else 0, and marked.
"""

from micropython import const

from games import glance
from games.tiletum import data as D
from games.tiletum import game as tt
from games.tiletum import rules as R

# Text ids of games/glance.lang, written by `make texts`.
_T_TT_KING = const(24)
_T_TT_KING_VP = const(25)
_T_TT_BUILT = const(26)
_T_TT_MARKS = const(27)
_T_TT_BONUS = const(28)
_T_TT_HOUSES = const(29)
_T_TT_NO_HOUSES = const(30)
# End of text ids.

UNKNOWN = ("houses", "pillars", "goods")      # the final count
PARTS = {"houses": "houses_pillars", "pillars": "houses_pillars"}


def projection(state, answers=None):
    """The ranking if the game ended now (see games.glance.fill for
    ``answers``)."""
    from games.tiletum import score as tiletum_score
    sheet = tt.sheet(state)
    entered = [UNKNOWN if f else () for f in state["g"]["fin"]]
    guessed = glance.fill(sheet, UNKNOWN, entered, answers)
    # houses and pillars a fair counted (the sheet holds them) are no guess
    for p in range(len(guessed)):
        if R.count(state, p, R.HOUSES) is not None and R.count(state, p, R.PILLARS) \
                is not None:
            guessed[p] = [k for k in guessed[p] if k not in UNKNOWN[:2]]
    return glance.scored(sheet, tiletum_score.score, guessed, PARTS)


def position(state, p, lang, result=None):
    g = state["g"]
    n = len(state["players"])
    space = g["kp"][p]
    lines = [glance.t(_T_TT_KING, lang) % (space, R.king_order(g).index(p) + 1, n)]
    vp = g["kvp"][space - D.KING_MIN]
    if vp is not None:
        lines.append(glance.t(_T_TT_KING_VP, lang) % vp)
    marks = g["built"][p][0]
    from games.tiletum import score as tiletum_score
    done = R.completed(state, p)
    lines.append(glance.t(_T_TT_BUILT, lang) % (done, tiletum_score.building_points(done)))
    lines.append(glance.t(_T_TT_MARKS, lang) % marks)
    bonus = []
    for a in range(len(g["bonus"][p])):
        if g["bonus"][p][a]:
            bonus.append("%s +%d" % (R.t(D.ACT_TEXT[a], lang), g["bonus"][p][a]))
    lines.append(glance.t(_T_TT_BONUS, lang) % glance.listed(bonus, lang))
    fin = g["fin"][p] or [R.count(state, p, R.HOUSES), R.count(state, p, R.PILLARS)]
    if fin[0] is not None and fin[1] is not None:      # the final count's, else a fair's
        lines.append(glance.t(_T_TT_HOUSES, lang) % (fin[0], fin[1]))
    else:
        lines.append(glance.t(_T_TT_NO_HOUSES, lang))
    return lines
