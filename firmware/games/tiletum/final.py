"""Tiletum's final scoring: the table counts each player's houses and
pillars on the map, the goods left and the completed buildings (the
device's own count offered); the end-game scorer (games.tiletum.score)
works out the rest.

Event of the step (a completed building, "bld", may still be entered):

    ["fin", p, houses, pillars, goods(, completed buildings)]
        without the last, the buildings the device counted in the game
"""

from micropython import const

from games import kit
from games.tiletum import data as D
from games.tiletum import rules as R

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_FINAL_SCORING = const(8)
_T_HOUSES_MAP = const(60)
_T_PILLARS_MAP = const(61)
_T_GOODS_LEFT_TOKENS_1 = const(62)
_T_FINAL_COUNTS = const(115)
_T_COUNT_HOUSES_PILLARS_MAP = const(159)
_T_GOODS_LEFT_1_VP = const(160)
_T_BUILDINGS_DONE_D = const(161)
_T_BUILDINGS_COMPLETED = const(201)
# End of text ids.

# The final counts: (key, text, lo, hi, default)
FINAL = (
    ("houses", _T_HOUSES_MAP, 0, 8, 1),     # 1: the house in Tiletum from the setup
    ("pillars", _T_PILLARS_MAP, 0, 7, 0),
    ("goods", _T_GOODS_LEFT_TOKENS_1, 0, 999, 0),
    ("built", _T_BUILDINGS_COMPLETED, 0, 6, 0),
)


def _check_fin(state, ev):
    msg = kit.shape(state, ev, "piiii" if len(ev) == 6 else "piii")
    if msg:
        return msg
    for i in range(len(ev) - 2):
        key, text, lo, hi, _ = FINAL[i]
        if ev[2 + i] < lo or ev[2 + i] > hi:
            return ("%s: %d to %d" % (key, lo, hi), "%s: %d-%d" % (R.t(text, 1), lo, hi))
    return None


def _fin(state, ev):
    state["g"]["fin"][ev[1]] = ev[2:]


def _final_rows(state, p, answers, lang):
    """The final count: whose (the next in turn order not counted yet),
    the completed buildings (from the device's own count), then houses,
    pillars (from the last fair that counted them) and goods."""
    g = state["g"]
    n = len(state["players"])
    who = ("p", _T_FINAL_COUNTS, 0, n - 1,
           R.next_player(state, lambda q: g["fin"][q] is not None), R.player_labels)
    if "p" not in answers:
        return [who]
    built = FINAL[3][:4] + (sum(g["built"][answers["p"]]),)
    rows = [who, built] + list(FINAL[:3])
    # houses and pillars as the last fair counted them, where one did
    for i in (0, 1):
        v = R.count(state, answers["p"], R.HOUSES + i)
        if v is not None:
            rows[2 + i] = FINAL[i][:4] + (min(v, FINAL[i][3]),)
    return rows


def _make_final(state, p, answers):
    who = answers.get("p", p)
    ev = ["fin", who, answers["houses"], answers["pillars"], answers["goods"]]
    if "built" in answers:      # else the device's own count
        ev.append(answers["built"])
    return ev


def _likely(state):
    # C at the final step: the next count, until every player's is in
    return "final" if None in state["g"]["fin"] else None


def _lines(state, lang):
    L = [R.t(_T_COUNT_HOUSES_PILLARS_MAP, lang), R.t(_T_GOODS_LEFT_1_VP, lang)]
    for p in range(len(state["players"])):
        L.append(R.t(_T_BUILDINGS_DONE_D, lang, kit.name(state, p), R.completed(state, p)))
    return L


STEP = {
    "prompt": _T_FINAL_SCORING,
    "status": R.status(D.PH_FINAL),
    "allow": ("fin", "bld", "end"),
    "events": {"fin": (_check_fin, _fin)},
    "helpers": {
        "final": {"name": _T_FINAL_COUNTS, "who": "none", "projected": True,
                  "questions": _final_rows,
                  "make": _make_final},
    },
    "menu": ("final",),
    "likely": _likely,
    "checklist": _lines,
}
