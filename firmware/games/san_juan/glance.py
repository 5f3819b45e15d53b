"""San Juan at a glance (the standings screen, ui.glance): the final score
if the game ended now, each player's city, and the goldsmith's help.

San Juan has no score track: the play screen's column shows the printed
VP and the cards tucked so far. The projection is the final scorer
(games.san_juan.score) on the sheet of the game as it stands, with every
violet end-game bonus the city earns now; hand and goods, which only
break a tie, are taken as entered in the final count, else 0, and a
building whose printed VP nobody has entered yet (hut, tavern) counts 0,
marked. The position: the city with each building's cost and VP, the
count toward the 12 that end the game, the violet bonuses so far and the
cards under chapel, bank and harbor. The goldsmith keeps a revealed
building only if nobody has built it yet: those are a page of their own.
"""

from micropython import const

from games import glance
from games.san_juan import cards, final, rules
from games.san_juan import score as san_juan_score

# Text ids of games/glance.lang, written by `make texts`.
_T_SJ_CITY = const(12)
_T_SJ_TUCK = const(13)
_T_SJ_BONUS = const(14)
_T_SJ_UNBUILT = const(15)
_T_SJ_GOLDSMITH = const(16)
# End of text ids.

UNKNOWN = ("hand", "goods")         # the final count; they only break a tie
TUCKED = ("chapel", "bank", "harbor")
# The end-game bonuses of the violet buildings, as the scorer names them.
BONUSES = ("guild_hall", "city_hall", "triumphal_arch", "residence", "cathedral", "palace")


def projection(state, answers=None):
    """The ranking if the game ended now (see games.glance.fill for
    ``answers``)."""
    g = state["g"]
    sheet = final.sheet(state)
    entered = [UNKNOWN if f else () for f in g["fin"]]
    glance.fill(sheet, UNKNOWN, entered, answers)
    guessed = [[] for _ in g["fin"]]       # hand and goods move no total
    for p in range(len(sheet["players"])):
        row = sheet["players"][p]
        for b in row["buildings"]:
            if rules.vp_of(state, b) is None:      # nobody has read its VP off the card
                row["vp_override"][b] = 0
                guessed[p].append("buildings")
    return glance.scored(sheet, san_juan_score.score, guessed, {}, final.costs(state))


def position(state, p, lang, result=None):
    g = state["g"]
    lines = [glance.t(_T_SJ_CITY, lang) % (len(g["city"][p]), rules.END_AT)]
    for b, cost, vp in rules.city(state, p):
        lines.append(" %s %s/%s" % (rules.bname(b, lang), rules.num(cost), rules.num(vp)))
    if result is not None:
        bonus = []
        for key in BONUSES:
            if key in g["city"][p]:
                bonus.append(" %s: %d" % (rules.bname(key, lang), result["breakdown"].get(key, 0)))
        if bonus:
            lines.append(glance.t(_T_SJ_BONUS, lang))
            lines += bonus
    for i in range(len(TUCKED)):
        if g["tuck"][p][i] or TUCKED[i] in g["city"][p]:
            lines.append(glance.t(_T_SJ_TUCK, lang) % (rules.bname(TUCKED[i], lang),
                                                        g["tuck"][p][i]))
    return lines


def pages(lang):
    """The titles of San Juan's own pages."""
    return [glance.t(_T_SJ_UNBUILT, lang)]


def page(state, i, lang):
    """The buildings nobody has built yet: the ones a goldsmith's owner
    may keep."""
    lines = [glance.t(_T_SJ_GOLDSMITH, lang)]
    for row in cards.CARDS:
        bid = row[cards.ID]
        if rules.goldsmith_keeps(state, bid):
            lines.append(" %s (%s)" % (rules.bname(bid, lang),
                                       rules.num(rules.cost_of(state, bid))))
    return lines
