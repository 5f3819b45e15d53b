"""San Juan's final step: the game ended after the builder phase in which
someone reached 12 buildings. The device has counted the buildings and
the cards under chapel, bank and harbor; what only the table knows (cards
in hand, goods) breaks a tie, so it is asked for the tied players only,
before the ranking is shown. Also the score sheet and the ranking
(san_juan_score) of the game as recorded.
"""

from micropython import const

from games import kit
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_FINAL_SCORING = const(28)
_T_GAME_OVER_HAS_12 = const(80)
_T_TIE_LINE = const(81)
_T_CARDS_HAND = const(110)
_T_GOODS_BUILDINGS = const(111)
_T_CARDS_UNDER_CHAPEL = const(112)
_T_CARDS_UNDER_BANK_2 = const(113)
_T_CARDS_UNDER_HARBOR = const(114)
_T_FINAL_ANSWERS = const(120)
_T_TIE_BREAK = const(137)
_T_TIE_FIRST = const(140)
_T_TIE_BROKEN = const(141)
_T_TIE_SHARED = const(142)
_T_NO_TIE = const(143)
_T_R_COUNTS = const(188)
_T_R_NO_PLACE = const(189)
_T_R_HAS_NO = const(190)
_T_TIE_HAND_PLUS_GOODS = const(261)
# End of text ids.

GAME = r.GAME

FINAL = (
    ("hand", _T_CARDS_HAND, 0, r.TUCK_MAX, 0),
    ("goods", _T_GOODS_BUILDINGS, 0, r.END_AT + 1, 0),
    ("chapel", _T_CARDS_UNDER_CHAPEL, 0, r.TUCK_MAX, 0),
    ("bank", _T_CARDS_UNDER_BANK_2, 0, r.TUCK_MAX, 0),
    ("harbor", _T_CARDS_UNDER_HARBOR, 0, r.TUCK_MAX, 0),
)


def _goods_max(state, p):
    from games.san_juan import score as sj
    c = state["g"]["city"][p]
    return sj.production_count(c) + (1 if "customs_office" in c else 0)


def _known(state, p):
    g = state["g"]
    return g["fin"][p] or [0, 0] + g["tuck"][p]


# -- the event ----------------------------------------------------------------

def check_fin(state, e):
    """["fin", p, hand, goods, chapel, bank, harbor]: final answers."""
    bad = kit.shape(state, e, "piiiii")
    if bad:
        return bad
    p = e[1]
    for v in e[2:]:
        if v < 0 or v > r.TUCK_MAX:
            return (_T_R_COUNTS, r.TUCK_MAX)
    if e[3] > _goods_max(state, p):
        return (_T_R_NO_PLACE, kit.name(state, p), e[3])
    for v, bid in ((e[4], "chapel"), (e[5], "bank"), (e[6], "harbor")):
        if v and not r.ever(state, p, bid):
            return (_T_R_HAS_NO, kit.name(state, p), bid)
    return None


def fin(state, e):
    state["g"]["fin"][e[1]] = list(e[2:])


# -- the helpers ----------------------------------------------------------------

def final_questions(state, p, answers=None, lang=None):
    """FINAL rows for p: only buildings p has (or had), defaults from what
    the device counted during play."""
    known = _known(state, p)
    out = []
    for i in range(len(FINAL)):
        key, text, lo, hi, _ = FINAL[i]
        if key in ("chapel", "bank", "harbor") and not r.ever(state, p, key):
            continue
        if key == "goods":
            hi = _goods_max(state, p)
        out.append((key, text, lo, hi, known[i]))
    return out


def make_final(state, p, answers):
    known = _known(state, p)
    return ["fin", p] + [answers.get(FINAL[i][0], known[i]) for i in range(len(FINAL))]


def _seats(state, res):
    """The seat of each row of the ranking ``res`` (its rows are by rank)."""
    names = [p["name"] for p in state["players"]]
    out = []
    for row in res["results"]:
        p = names.index(row["name"])
        names[p] = None             # a second player of the same name
        out.append(p)
    return out


def _totals(state, res):
    """Each seat's total in the ranking ``res``."""
    t = [0] * len(state["players"])
    rows = res["results"]
    seats = _seats(state, res)
    for i in range(len(rows)):
        t[seats[i]] = rows[i]["total"]
    return t


def costs(state):
    """{building id: cost} of the printed costs the table entered (the
    scorer's ``costs``)."""
    out = {}
    for bid, row in state["g"]["print"].items():
        out[bid] = row[0]
    return out


def totals(state, seats=None):
    """The final total of each of ``seats`` (default: every seat), as the
    ranking adds it up: one breakdown each (games.san_juan.score), without
    the ranking's checks of the sheet or its rows. The final step's
    checklist and tie line, and the count's preview, need no more; a
    whole ranking is about 12 KB of garbage and the checks' module."""
    from games.san_juan import score as sj
    printed = costs(state)
    players = sheet(state)["players"]
    six = [sj.six_cost_count(q["buildings"], printed) for q in players]
    out = []
    for p in (range(len(players)) if seats is None else seats):
        b = sj.final_breakdown(players[p], sum(six) - six[p], state["options"]["expansion"],
                               printed)
        out.append(sum(b.values()))
    return out


def tie_pending(state, t=None):
    """Seats sharing a total with another whose cards in hand and goods
    are not entered yet. Seed 004: "W przypadku remisu, zwycięża
    remisujący, posiadający łącznie więcej kart w ręce i towarów": only
    they need counting, and before the ranking is shown. ``t``: every
    seat's total (``totals``) if the caller has them already."""
    if state["cur"]["step"] != "final":
        return []
    t = t or totals(state)
    fin = state["g"]["fin"]
    return [p for p in range(len(t)) if t.count(t[p]) > 1 and fin[p] is None]


def tie_questions(state, p, answers, lang):
    """The first tied player's cards in hand and goods, named, as one
    number: only their sum breaks the tie (1 good = 1 card)."""
    p = tie_pending(state)[0]
    name = kit.name(state, p)
    q = final_questions(state, p)
    return [("hand", r.named(_T_TIE_HAND_PLUS_GOODS, name), 0, q[0][3], q[0][4] + q[1][4])]


def make_tie(state, p, answers):
    """The sum stands in the hand's place (goods 0): the tie-break reads
    the two together, and nothing else reads them."""
    return make_final(state, tie_pending(state)[0], {"hand": answers["hand"], "goods": 0})


def check_end(state):
    waiting = tie_pending(state)
    if waiting:
        return (_T_TIE_FIRST, kit.names(state, waiting))
    return None


# -- the ranking ------------------------------------------------------------------

def _tie_note(state, t):
    """How the ranking settled its ties, as (English, Polish), or None:
    "Tie 46 broken, cards+goods: Bartek 6, Ania 5". ``t``: every seat's
    total. The ranking's order: the higher total first, in a tie the more
    cards and goods, then the earlier seat."""
    fin = state["g"]["fin"]
    en = []
    pl = []
    for total in sorted(set(t), reverse=True):
        group = [p for p in range(len(t)) if t[p] == total]
        if len(group) < 2:
            continue
        counts = [fin[p][0] + fin[p][1] if fin[p] else 0 for p in group]
        order = sorted(range(len(group)), key=lambda i: (-counts[i], group[i]))
        shown = ", ".join(["%s %d" % (state["players"][group[i]]["name"], counts[i])
                           for i in order])
        key = _T_TIE_BROKEN if len(set(counts)) == len(counts) else _T_TIE_SHARED
        a, b = r.named(key, total, shown)
        en.append(a)
        pl.append(b)
    if not en:
        return None
    return ("; ".join(en), "; ".join(pl))


def sheet(state):
    """The score sheet (SCORESHEETS.md) of the game as recorded."""
    g = state["g"]
    vps = {}
    for bid in g["print"]:
        vps[bid] = g["print"][bid][1]
    players = []
    for p in range(len(state["players"])):
        f = _known(state, p)
        players.append({"name": state["players"][p]["name"], "buildings": list(g["city"][p]),
                        "hand": f[0], "goods": f[1], "chapel_cards": f[2],
                        "bank_cards": f[3], "harbor_cards": f[4], "vp_override": dict(vps)})
    return {"game": GAME, "options": {"expansion": state["options"]["expansion"]},
            "players": players}


# The last ranking worked out, with the sheet and costs it came from: the
# final count works it out at every draw and every answer (who is tied,
# the note), about 12 KB of garbage each time, from a sheet that changes
# only when an answer is entered. Read-only to the callers.
_last = [None, None]


def results(state):
    key = (sheet(state), costs(state))
    if _last[0] == key:
        return _last[1]
    from games.san_juan import score as sj
    res = sj.score(key[0], key[1])
    res["note"] = _tie_note(state, _totals(state, res))
    _last[0], _last[1] = key, res
    return res


# -- the step -----------------------------------------------------------------

def checklist(state, lang):
    """Who ended the game, and how a tie stands."""
    out = []
    g = state["g"]
    for p in range(len(state["players"])):
        if len(g["city"][p]) >= r.END_AT:
            out.append(kit.text(GAME, _T_GAME_OVER_HAS_12, lang) % kit.name(state, p))
    # The totals worked out once for both lines, without the ranking (its
    # checks and rows): this draw is part of a heavy press, and the first
    # frame of a boot into the final step.
    t = totals(state)
    waiting = tie_pending(state, t)
    if waiting:
        out.append(kit.text(GAME, _T_TIE_LINE, lang) % kit.names(state, waiting))
    else:
        note = _tie_note(state, t)
        out.append(note[lang] if note else kit.text(GAME, _T_NO_TIE, lang))
    return out


def menu(state):
    """A tie's counts first while one is open, then everyone's final
    answers."""
    if state["over"]:
        return ()
    return ("tie", "fin", "print") if tie_pending(state) else ("fin", "print")


def likely(state):
    """Cards in hand and goods only break a tie (the device counted the
    chapel, bank and harbor cards): asked for the tied players only, else
    C goes straight to the end of the game."""
    return "tie" if tie_pending(state) else None


def status(state, lang):
    return kit.text(GAME, _T_FINAL_SCORING, lang)


STEP = {
    "prompt": _T_FINAL_SCORING,
    "status": status,
    "allow": ("fin", "print", "end"),
    "events": {"fin": (check_fin, fin)},
    "helpers": {
        "fin": {"name": _T_FINAL_ANSWERS, "who": "any", "projected": True,
                "questions": final_questions,
                "make": make_final},
        # a tie's counts: the first tied player's, no player picker
        "tie": {"name": _T_TIE_BREAK, "who": "none", "questions": tie_questions,
                "make": make_tie},
    },
    "menu": menu,
    "likely": likely,
    "checklist": checklist,
}
