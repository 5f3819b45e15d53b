"""The Castles of Burgundy: the end of the game. The final calculator's
questions and answers ("fin" events), the check before "End the game", the
SCORESHEETS.md sheet of the game and the ranking by
``games.burgundy.score``.

The work behind the final step (``games.burgundy.final``, which forwards
to this module): it is imported when the final step first needs it (and
again when a saved game's final answers are replayed), so the rest of the
evening does not carry this code, or the scorer's, on the Pico's heap.
"""

from micropython import const

from core import ledger
from games import kit
from games.burgundy import data as bd
from games.burgundy.data import BUILDINGS as BUILDING_NAMES
from games.burgundy.data import ESTATE, TILES_PER_KIND, G, placed, refusal, uncounted
from games.burgundy.points import BUILDINGS, MAX_GOODS_LEFT

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_SILVERLINGS = const(73)
_T_WORKERS = const(74)
_T_WRONG_ACTION_FORMAT = const(151)
_T_GOODS_TILES_LEFT = const(178)
_T_EMPTY_ESTATE_SPACES = const(179)
_T_DEVICE_KNOWS_THIS_FROM = const(204)
_T_ANSWER_RANGE = const(209)
_T_COUNT_FIRST = const(210)
_T_GOODS_KINDS_SOLD = const(228)
# End of text ids.


# The final calculator's questions; "count" asks the first three of every
# player, "empty" the fourth when the estates are not recorded.
FINAL = (
    ("goods", _T_GOODS_TILES_LEFT, 0, MAX_GOODS_LEFT, 0),
    ("silver", _T_SILVERLINGS, 0, 99, 0),
    ("workers", _T_WORKERS, 0, 99, 0),
    ("empty_spaces", _T_EMPTY_ESTATE_SPACES, 0, bd.ESTATE, 0),
)


def next_count(state, action=None):
    """(the final helper still missing an answer, the first player in seat
    order who has not given it) or (None, None): the goods, silverlings
    and workers of the final count, then (estates not recorded) the empty
    spaces. ``action``: that helper's next player."""
    for aid, key in (("count", "silver"), ("empty", "empty_spaces")):
        if aid == "empty" and state["options"]["record"]:
            break
        if action is not None and aid != action:
            continue
        for p in range(len(state["players"])):
            if key not in (state["g"]["fin"][p] or {}):
                return aid, p
    return None, None


def kinds_range(state, p):
    """(fewest, most) goods kinds player ``p`` can have sold, where a sale's
    value was not asked, else None (the device knows them): at least the
    kinds recorded and one per 7 tiles sold (7 of each kind), at most one
    more per sale not recorded by value, and 6."""
    row = state["g"]["sold"][p]
    if len(row) < bd.SOLD_ROW or not row[7]:   # (a game saved before: six values)
        return None
    known = 6 - row[:6].count(0)
    tiles = sum(row[:7])
    return (max(known, (tiles + bd.GOODS_PER_KIND - 1) // bd.GOODS_PER_KIND),
            min(6, known + row[7]))


def sold_kinds(state, p, kinds=None):
    """The goods sold as the score sheet lists them (tiles per kind sold):
    where values were not asked, ``kinds`` kinds (the count at the end;
    None: the most the sales allow) sharing the tiles, which is all the
    scoring reads of them (tile 15: the kinds, tile 25: the tiles)."""
    row = state["g"]["sold"][p]
    bounds = kinds_range(state, p)
    if bounds is None:
        return row[:6]
    k = bounds[1] if kinds is None else max(bounds[0], min(bounds[1], kinds))
    tiles = sum(row[:7])
    return [tiles // k + (1 if i < tiles % k else 0) for i in range(k)]


def count_rows(state, p):
    """The count's questions for player ``p``: goods, silverlings and
    workers, and where the player holds knowledge tile 15 and sold goods
    whose value was not asked, the goods kinds sold (bd.SOLD_ROW: at the
    final step, where this module is loaded anyway), from
    the most the sales allow: most sales are of a kind not sold before."""
    if p is None or 15 not in state["g"]["know"][p]:
        return FINAL[:3]
    bounds = kinds_range(state, p)
    if bounds is None:
        return FINAL[:3]
    return FINAL[:3] + (("kinds", _T_GOODS_KINDS_SOLD, bounds[0], bounds[1], bounds[1]),)


def make_built(state, p, answers):
    """The "built" helper's event (tables that do not record every tile)."""
    kind = answers["type"]
    key = BUILDINGS[kind - 1] if 1 <= kind <= 8 else "?"
    return ["fin", p, {key: answers["count"]}]


def _questions(state, p):
    """{key: (text, lo, hi)} of the answers player ``p`` may give."""
    qs = {}
    for key, text, lo, hi, _ in count_rows(state, p):
        qs[key] = (text, lo, hi)
    if not state["options"]["record"]:
        most = ESTATE - sum(placed(state, p))
        qs["empty_spaces"] = (FINAL[3][1], 0, most)
        for i in range(8):
            # Not fewer than recorded.
            qs[BUILDINGS[i]] = (BUILDING_NAMES[i], state["g"]["bld"][p][i],
                                   TILES_PER_KIND)
    return qs


def final_ask(state, p):
    """The final calculator's questions for player ``p``, in FINAL's form:
    only what the device does not know (with "record" off: empty spaces, and
    the buildings the player's knowledge tiles 16-23 score, recorded ones as
    the default)."""
    qs = list(count_rows(state, p))
    if not state["options"]["record"]:
        g = state["g"]
        most = ESTATE - sum(placed(state, p))
        qs.append(("empty_spaces", FINAL[3][1], 0, most, most))
        for tile in sorted(g["know"][p]):
            if 16 <= tile <= 23:
                i = tile - 16
                qs.append((BUILDINGS[i], BUILDING_NAMES[i], g["bld"][p][i],
                           TILES_PER_KIND, g["bld"][p][i]))
    return tuple(qs)


def check_fin(state, event):
    msg = kit.shape(state, event, "po")
    if msg:
        return msg
    if type(event[2]) is not dict or not event[2]:
        return _T_WRONG_ACTION_FORMAT
    p = event[1]
    qs = _questions(state, p)
    for key in sorted(event[2]):
        if key not in qs:
            return _T_DEVICE_KNOWS_THIS_FROM
        text, lo, hi = qs[key]
        v = event[2][key]
        if type(v) is not int or v < lo or v > hi:
            return refusal(_T_ANSWER_RANGE, text, lo, hi)
    return None


def fin(state, event):
    fin = state["g"]["fin"]
    p = event[1]
    answers = dict(fin[p] or {})
    answers.update(event[2])
    fin[p] = answers


def check_end(state):
    waiting = uncounted(state)
    if waiting:
        return (_T_COUNT_FIRST, kit.names(state, waiting))
    return None


def _names(state):
    """Names for the score sheet, made unique (the sheet's results are
    matched back to seats by name)."""
    out = []
    for p in state["players"]:
        base = " ".join(p["name"].split()) or "?"
        name = base
        k = 1
        while name in out:
            k += 1
            name = "%s (%d)" % (base, k)
        out.append(name)
    return out


def sheet(state, seats=None):
    """The game so far as a SCORESHEETS.md sheet (burgundy_score's input);
    with ``seats``, those players' rows only (one player's final total
    needs no more: the final count's preview)."""
    g = state["g"]
    names = _names(state)
    players = []
    for p in (range(len(state["players"])) if seats is None else seats):
        fin = g["fin"][p] or {}
        built = {}
        for i in range(8):
            kind = BUILDINGS[i]
            built[kind] = fin.get(kind, g["bld"][p][i])
        kinds = []
        for a in g["ani"][p]:
            if a[0] not in kinds:
                kinds.append(a[0])
        owned = 0
        for claims in g["bonus"]:
            # Only the first two to fill a colour take a tile.
            if p in claims[:2]:
                owned += 1
        empty = ESTATE - sum(placed(state, p))
        players.append({
            "name": names[p], "track": state["scores"][p],
            "goods": fin.get("goods", 0), "silver": fin.get("silver", 0),
            "workers": fin.get("workers", 0), "knowledge": list(g["know"][p]),
            "sold": sold_kinds(state, p, fin.get("kinds")), "buildings": built,
            "animal_kinds": len(kinds),
            "bonus_tiles": owned, "empty_spaces": fin.get("empty_spaces", empty),
            "turn_order": g["ro"].index(p) + 1,
        })
    return {"game": G, "options": {}, "players": players}


def results(state):
    """The ranking by burgundy_score, each player's score-track points split
    into the categories they came from; each result also names its seat."""
    sh = sheet(state)
    from games.burgundy import score as burgundy_score
    out = burgundy_score.score(sh)
    seats = {}
    for p in range(len(sh["players"])):
        seats[sh["players"][p]["name"]] = p
    for r in out["results"]:
        p = seats[r["name"]]
        r["seat"] = p
        b = r["breakdown"]
        left = b.pop("track")
        for cat, v in ledger.categories(state, p):
            b[cat] = v
            left -= v
        if left:
            b["track"] = left
    return out


