"""San Juan's builder phase: everyone builds or passes in turn, the
builder first, one building each. The device prices every building the
rulebook's way (builder, library, smithy, quarry, crane, black market),
keeps violet buildings once per player and the copies in the deck, and
offers what each player can build now: the cost printed on the card
first, then the buildings of that cost (two short menus instead of 40
rows; the heaviest screen on the device, so its labels are worked out
for the menu on the screen only).
"""

from micropython import const

from games import kit
from games.san_juan import cards
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_PLAYER_BUILD_PASS = const(26)
_T_SMITHY_PRODUCTION_1 = const(46)
_T_QUARRY_VIOLET_1 = const(47)
_T_CRANE_MAY_BUILD_OVER = const(48)
_T_BLACK_MARKET_PAY_1 = const(49)
_T_CARPENTER_1_CARD_AFTER = const(50)
_T_POOR_HOUSE_1_CARD = const(51)
_T_BUILDINGS_D_12 = const(52)
_T_BUILDER = const(53)
_T_BUILT = const(54)
_T_N12_BUILDINGS_GAME_ENDS = const(55)
_T_BUILD = const(97)
_T_GOODS_PAID_BLACK_MARKET = const(98)
_T_BUILD_OVER = const(116)
_T_OVER_S = const(117)
_T_BLD_PAY = const(118)
_T_BLD_COST = const(149)
_T_BLD_GROUP = const(150)
_T_BLD_PASS = const(151)
_T_BUILDING_FOR = const(153)
_T_R_NO_BUILDING = const(164)
_T_R_ENTER_COST = const(171)
_T_R_ONE_VIOLET = const(172)
_T_R_NO_CARD_LEFT = const(173)
_T_R_NOT_BUILDING = const(174)
_T_R_BM_GOODS = const(175)
_T_R_NEEDS_CRANE = const(176)
_T_R_NOT_YOURS = const(177)
_T_R_CRANE_OVER = const(178)
_T_R_SAME_OVER = const(179)
_T_R_TWELVE = const(180)
_T_R_BM_1_2 = const(181)
_T_R_BM_NEEDED = const(182)
_T_R_NOT_GOODS = const(183)
_T_R_ONLY_D = const(184)
_T_R_TURN_BUILD = const(185)
_T_R_ONE_BUILDING = const(186)
_T_R_COSTS_HERE = const(187)
# End of text ids.

GAME = r.GAME

# The cost menu's own items, after the costs (a value is the cost printed
# on the card, and no card costs more than COST_MAX).
OVER = r.COST_MAX + 1   # "Build over (crane)": the building replaced, then the costs
PASS = r.COST_MAX + 2   # "Pass"

BUILD_HELP = (
    ("smithy", _T_SMITHY_PRODUCTION_1),
    ("quarry", _T_QUARRY_VIOLET_1),
    ("crane", _T_CRANE_MAY_BUILD_OVER),
    ("black_market", _T_BLACK_MARKET_PAY_1),
    ("carpenter", _T_CARPENTER_1_CARD_AFTER),
    ("poor_house", _T_POOR_HOUSE_1_CARD),
)


# -- what a building costs ----------------------------------------------------

def quote(state, p, bid, old="", goods=0):
    """(cards to pay, None) for p building ``bid`` now, or (None, the
    refusal: a text id, or (id, argument)). ``old``: a building of p's
    that a crane replaces; ``goods``: goods spent on a black market.
    Reductions per the rulebook: builder 1 (2 with a library), smithy 1 on
    production, quarry 1 on violet, crane the cost of the replaced
    building (a park: up to 6), black market 1 per good; never below 0.
    A replaced building stops working at once."""
    row = r.in_game(state, bid)
    if row is None:
        return None, _T_R_NO_BUILDING
    g = state["g"]
    city = g["city"][p]
    violet = row[cards.KIND] == cards.VIOLET
    cost = r.cost_of(state, bid)
    if cost is None:
        return None, _T_R_ENTER_COST
    if violet and bid in city:
        return None, _T_R_ONE_VIOLET
    if r.used_copies(state, bid) >= row[cards.COPIES]:
        return None, _T_R_NO_CARD_LEFT
    if not isinstance(old, str):
        return None, _T_R_NOT_BUILDING
    if not kit.is_int(goods):
        return None, _T_R_BM_GOODS
    cut = 0
    if old:
        if not r.has(state, p, "crane"):
            return None, _T_R_NEEDS_CRANE
        if old not in city:
            return None, _T_R_NOT_YOURS
        if old == "crane":
            return None, _T_R_CRANE_OVER
        if old == bid:
            return None, _T_R_SAME_OVER
        cut += r.PARK_CUT if old == "park" else r.cost_of(state, old)
    elif len(city) >= r.END_AT:
        return None, _T_R_TWELVE
    # A building built over stops working at once, even in this phase.
    priv, lib = r.lib_of(state, p, "builder")
    cut += priv + (lib if old != "library" else 0)
    if violet and old != "quarry" and r.has(state, p, "quarry"):
        cut += 1
    if not violet and old != "smithy" and r.has(state, p, "smithy"):
        cut += 1
    rest = cost - cut if cost > cut else 0
    if goods:
        if goods < 0 or goods > r.BLACK_MARKET_MAX:
            return None, _T_R_BM_1_2
        if old == "black_market" or not r.has(state, p, "black_market"):
            return None, _T_R_BM_NEEDED
        # A good on a production building that is built over is lost.
        if goods > r.holders(state, p) - (1 if old in r.GOODS else 0):
            return None, _T_R_NOT_GOODS
        if goods > rest:
            return None, (_T_R_ONLY_D, rest)
    return rest - goods, None


def build_choices(state, p, old="", goods=0):
    """Every building of the game for p's picker: (id, cards to pay or
    None, printed cost, printed VP, reason or None), in the deck's order."""
    out = []
    for row in cards.CARDS:
        bid = row[cards.ID]
        if row[cards.EXPANSION] and not state["options"]["expansion"]:
            continue
        pay, why = quote(state, p, bid, old, goods)
        out.append((bid, pay, r.cost_of(state, bid), r.vp_of(state, bid), why))
    return out


def crane_targets(state, p):
    """The buildings p may build over now (needs a working crane)."""
    if not r.has(state, p, "crane"):
        return []
    out = []
    for b in state["g"]["city"][p]:
        if b != "crane" and b not in out:
            out.append(b)
    return out


# -- the event ----------------------------------------------------------------

def check_build(state, e):
    """["build", p, id, over, goods, paid]: p builds ``id`` (over: the
    building a crane replaces, or ""; goods: black-market goods spent);
    paid: the cards it costs, checked."""
    bad = kit.shape(state, e, "poooo")
    if bad:
        return bad
    p = e[1]
    bad = builder_turn(state, p)
    if bad:
        return bad
    pay, why = quote(state, p, e[2], e[3], e[4])
    if why is not None:
        return why
    if e[5] != pay:         # each language with its own name of the building
        return (kit.text(GAME, _T_R_COSTS_HERE, 0) % (r.bname(e[2], 0), pay),
                kit.text(GAME, _T_R_COSTS_HERE, 1) % (r.bname(e[2], 1), pay))
    return None


def check_pass(state, e):
    """["pass", p]: the builder p builds nothing (the history names who)."""
    bad = kit.shape(state, e, "p")
    if bad:
        return bad
    return builder_turn(state, e[1])


def builder_turn(state, p):
    """Why ``p`` may not build or pass now (another builder's turn, or a
    building already built this phase), or None."""
    if p != state["cur"]["active"]:
        return (_T_R_TURN_BUILD, kit.name(state, state["cur"]["active"]))
    if state["g"]["fresh"][p]:
        return _T_R_ONE_BUILDING
    return None


def build(state, e):
    g = state["g"]
    p, bid, old = e[1], e[2], e[3]
    c = g["city"][p]
    if old:
        c[c.index(old)] = bid       # the new card lies where the old one did
        g["gone"][p].append(old)
    else:
        c.append(bid)
    g["fresh"][p] = bid
    bare = g.get("bare")
    if bare is not None:
        if old in bare[p]:
            bare[p].remove(old)
        if bid in r.GOODS:
            bare[p].append(bid)
    r.rescore(state, p)


def _nothing(state, e):
    """A pass changes nothing: the move on that follows it does."""


# -- the helper ---------------------------------------------------------------

# What p can build (over ``old``) while one press works out the menus:
# the questions are read again after each answer, and quoting all 40
# buildings for each row is garbage enough to exhaust the Pico's heap in
# the press that applies a build and opens the next builder's menu.
# {(p, old): choices} inside ``questions``, else None (kept no longer: it
# would hold on to a state an undo has replaced).
_memo = None


def _buildable(state, p, old):
    """build_choices rows of what p can build now (over ``old``)."""
    key = (p, old)
    ok = _memo.get(key) if _memo is not None else None
    if ok is None:
        ok = [c for c in build_choices(state, p, old) if c[4] is None]
        if _memo is not None:
            _memo[key] = ok
    return ok


def _left(state, bid):
    return cards.card(bid)[cards.COPIES] - r.used_copies(state, bid)


def _cost_row(state, p, key, ok, extra, lang):
    """The costs printed on the cards p can build now (``ok``: their
    build_choices rows), then ``extra`` (crane, pass). The cursor starts
    on the cost with the most cards left in the deck: the likeliest cost
    of a card in p's hand."""
    costs = []
    for c in ok:
        if c[2] not in costs:
            costs.append(c[2])
    costs.sort()
    most = [sum([_left(state, c[0]) for c in ok if c[2] == k]) for k in costs]
    default = costs[most.index(max(most))] if most else extra[0]
    labels = None
    if lang is not None:
        labels = [None] * (PASS + 1)
        fmt = kit.text(GAME, _T_BLD_GROUP, lang)
        for k in costs:
            labels[k] = fmt % (k, ", ".join([r.bname(c[0], lang) for c in ok if c[2] == k]))
        for k in extra:
            labels[k] = kit.text(GAME, _T_BUILD_OVER if k == OVER else _T_BLD_PASS, lang)
    return (key, r.whose(state, p, _T_BLD_COST, lang), 0, extra[-1] if extra else r.COST_MAX,
            default, labels)


def _over_row(state, p, lang):
    """The buildings a crane may replace, by their place in p's city (a
    second card of a production building, and the crane, left out)."""
    c = state["g"]["city"][p]
    labels = [] if lang is not None else None
    default = None
    for i in range(len(c)):
        ok = c[i] != "crane" and c.index(c[i]) == i
        if ok and default is None:
            default = i
        if labels is not None:
            labels.append(kit.text(GAME, _T_OVER_S, lang) % r.bname(c[i], lang) if ok else None)
    return ("over", _T_BUILD_OVER, 0, len(c) - 1, default or 0, labels)


def _rows(state, p, got, lang):
    # Only what p can build now (no second violet, no card left: left
    # out), first by the cost printed on the card, then the buildings of
    # that cost in the deck's order. A crane's building over goes through
    # its own item (then the building replaced, then the costs, which it
    # lowers). Labels only on the row asked (the first not answered): the
    # others' values are all the questions need (r.asked), and the cost
    # groups' labels name every building p can build.
    ok = _buildable(state, p, "")
    out = [_cost_row(state, p, "group", ok, [OVER, PASS] if crane_targets(state, p) else [PASS],
                     None if "group" in got else lang)]
    cost = got.get("group", PASS)
    if cost == PASS:
        return out              # passing asks nothing more
    old = ""
    if cost == OVER:
        if "over" not in got:
            out.append(_over_row(state, p, lang))
            return out          # the costs depend on the answer
        out.append(_over_row(state, p, None))
        old = state["g"]["city"][p][got["over"]]
        ok = _buildable(state, p, old)
        out.append(_cost_row(state, p, "cost", ok, [], None if "cost" in got else lang))
        if "cost" not in got:
            return out
        cost = got["cost"]
    # the buildings of that cost, by their place in cards.CARDS; the
    # cursor on the one with the most cards left
    labels = [None] * len(cards.CARDS) if lang is not None else None
    fmt = kit.text(GAME, _T_BLD_PAY, lang) if lang is not None else None
    default = 0
    most = -1
    for c in ok:
        if c[2] != cost:
            continue
        i = cards.index(c[0])
        left = _left(state, c[0])
        if left > most:
            default, most = i, left
        if labels is not None:
            labels[i] = fmt % (r.bname(c[0], lang), c[1], r.num(c[2]), r.num(c[3]))
    out.append(("building", r.whose(state, p, _T_BUILDING_FOR, lang), 0, len(cards.CARDS) - 1,
                default, labels))
    if r.has(state, p, "black_market"):
        out.append(("goods", _T_GOODS_PAID_BLACK_MARKET, 0,
                    min(r.BLACK_MARKET_MAX, r.holders(state, p)), 0))
    return out


def questions(state, p, answers, lang):
    """What p builds: "group" the cost printed on the card (or OVER, or
    PASS), with a crane "over" (the place in p's city of the building
    replaced) and "cost", then "building" (its place in cards.CARDS),
    with a black market "goods" spent."""
    global _memo
    own = _memo is None
    if own:
        _memo = {}
    try:
        return r.asked(_rows, state, p, answers, lang)
    finally:
        if own:
            _memo = None


def make_build(state, p, answers):
    if answers.get("group") == PASS:
        return ["pass", p]      # the builder passes: the next one builds
    bid = cards.CARDS[answers["building"]][cards.ID]
    old = state["g"]["city"][p][answers["over"]] if "over" in answers else ""
    goods = answers.get("goods", 0)
    pay, why = quote(state, p, bid, old, goods)
    return ["build", p, bid, old, goods, pay]


# -- the step -----------------------------------------------------------------

def checklist(state, lang):
    """The builder's help: buildings so far, the privilege, what p's
    buildings take off, what p has built, the end in sight."""
    g = state["g"]
    p = state["cur"]["active"]
    out = [kit.text(GAME, _T_BUILDINGS_D_12, lang) % len(g["city"][p])]
    priv, lib = r.lib_of(state, p, "builder")
    if priv:
        out.append(kit.text(GAME, _T_BUILDER, lang) % kit.text(GAME, r.PRIVILEGE[0][lib], lang))
    for bid, text in BUILD_HELP:
        if r.has(state, p, bid):
            out.append(kit.text(GAME, text, lang))
    if g["fresh"][p]:
        out.append(kit.text(GAME, _T_BUILT, lang) % r.bname(g["fresh"][p], lang))
    ends = [q for q in range(len(g["city"])) if len(g["city"][q]) >= r.END_AT]
    if ends:
        out.append(kit.text(GAME, _T_N12_BUILDINGS_GAME_ENDS, lang))
    return out


def _built(state):
    return state["g"]["fresh"][state["cur"]["active"]]


def menu(state):
    """A building until the player has built."""
    return ("print",) if _built(state) else ("build", "print")


def c(state):
    """The building menu while the builder has not built (its "Pass"
    moves on)."""
    return None if _built(state) else "build"


def moves_on(state, event):
    """After a build or a pass the next builder builds."""
    return event[0] in ("build", "pass")


STEP = {
    "prompt": _T_PLAYER_BUILD_PASS,
    "status": r.phase_status,
    "allow": ("build", "pass", "adv", "print"),
    "events": {"build": (check_build, build), "pass": (check_pass, _nothing)},
    "helpers": {
        "build": {"name": _T_BUILD, "who": "active", "questions": questions,
                  "make": make_build},
    },
    "menu": menu,
    "likely": c,
    "c": c,
    "moves_on": moves_on,
    "checklist": checklist,
}
