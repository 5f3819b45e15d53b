"""The Castles of Burgundy: the final step, the count before the ranking.

Its entry ``STEP``: the final calculator, which asks only what the device
does not know (goods tiles left, silverlings and workers; with "record"
off also the empty estate spaces and the buildings the player's knowledge
tiles 16-23 score), each answer a "fin" event merged into the player's
answers; C asks the next player's count until every count is in, then
offers the end.

The work behind it (the checks of the answers, the end's check, the
sheet and the ranking) is ``games.burgundy.end``, imported when the final
step first needs it, so the rest of the evening does not carry that code
(nor the scorer's) on the Pico's heap.
"""

from micropython import const

from games import kit
from games.burgundy import data as bd
from games.burgundy.data import G

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_GAME_OVER = const(85)
_T_FINAL_SCORING = const(87)
_T_N1_VP_PER_GOODS = const(121)
_T_N1_VP_PER_2 = const(122)
_T_TILES_STORAGE_SCORE_NOTHING = const(123)
_T_COUNT = const(124)
_T_EMPTY_ESTATE_SPACES = const(179)
_T_BUILDING_2 = const(189)
_T_FINAL_COUNT = const(201)
_T_BUILDINGS_TYPE = const(202)
_T_HOW_MANY = const(203)
# End of text ids.


def end():
    """games.burgundy.end, imported on first use."""
    from games.burgundy import end as burgundy_end
    return burgundy_end


def _named(rows):
    """Questions that name the player counting: C at the end asks them
    without a player picker. ``rows``: the questions, or a function of the
    state and the player giving them."""
    def questions(state, p, answers, lang):
        qs = rows(state, p) if callable(rows) else rows
        if p is None:
            return qs
        who = kit.name(state, p) + ": "
        return tuple((q[0], who + kit.text(G, q[1], lang)) + tuple(q[2:]) for q in qs)
    return questions


def count_rows(state, p):
    """The count's questions for player ``p`` (games.burgundy.end, where
    they are worked out)."""
    return end().count_rows(state, p)


def _empty_rows(state, p):
    return end().FINAL[3:]


def _make_count(state, p, answers):
    out = {"goods": answers["goods"], "silver": answers["silver"],
           "workers": answers["workers"]}
    if "kinds" in answers:
        out["kinds"] = answers["kinds"]
    return ["fin", p, out]


def _make_empty(state, p, answers):
    return ["fin", p, {"empty_spaces": answers["empty_spaces"]}]


def _make_built(state, p, answers):
    return end().make_built(state, p, answers)


def _check_fin(state, event):
    return end().check_fin(state, event)


def _fin(state, event):
    end().fin(state, event)


def menu(state):
    """The count; with "record" off also the empty spaces and buildings by
    type (with it on the device knows the estates)."""
    if state["over"]:
        return ()
    if state["options"]["record"]:
        return ("count", "fix")
    return ("count", "empty", "built", "fix")


def likely(state):
    """The next count not entered yet (C starts it); None: every count is
    in, C offers the end."""
    if state["over"]:
        return None
    return end().next_count(state)[0]


def likely_player(state, action):
    """The count's player picker starts on the next player to count."""
    if action in ("count", "empty"):
        return end().next_count(state, action)[1]
    return None


def _enter(state):
    # The last round's dice are done with; the play screen shows the
    # final count's checklist in their place.
    state["dice"] = None


def status(state, lang):
    return kit.text(G, _T_GAME_OVER if state["over"] else _T_FINAL_SCORING, lang)


def checklist(state, lang):
    """What scores at the end, and who has still to count."""
    lines = [kit.text(G, _T_N1_VP_PER_GOODS, lang),
             kit.text(G, _T_N1_VP_PER_2, lang),
             kit.text(G, _T_TILES_STORAGE_SCORE_NOTHING, lang)]
    line = kit.text(G, _T_COUNT, lang)
    for p in bd.uncounted(state):
        who = kit.name(state, p)
        if len(line) + 1 + len(who) > bd.LINE:
            lines.append(line)
            line = " "
        line += " " + who
    if line[-1] != ":":
        lines.append(line)
    return lines


STEP = {
    "prompt": _T_FINAL_SCORING,
    "status": status,
    "allow": ("fin", "end"),
    "events": {"fin": (_check_fin, _fin)},
    "helpers": {
        # The final calculator, one player at a time.
        # (tile 15's kinds, where one sale leaves one possible: not asked)
        "count": {"name": _T_FINAL_COUNT, "who": "any", "given": True, "projected": True,
                  "questions": _named(count_rows), "make": _make_count},
        "empty": {"name": _T_EMPTY_ESTATE_SPACES, "who": "any",
                  "questions": _named(_empty_rows), "make": _make_empty},
        "built": {"name": _T_BUILDINGS_TYPE, "who": "any",
                  "questions": (("type", _T_BUILDING_2, 1, 8, 1, bd.BUILDINGS),
                                ("count", _T_HOW_MANY, 0, bd.TILES_PER_KIND, 0)),
                  "make": _make_built},
    },
    "menu": menu,
    "likely": likely,
    "likely_player": likely_player,
    "enter": _enter,
    "checklist": checklist,
}
