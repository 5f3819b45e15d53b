"""San Juan's role phases other than the builder's (and the builder's
own end, where a tavern draws): producer, trader, councillor, prospector.
Everyone acts in turn from the player who picked the role; the device
says what each may do. In the trader phase it shows the trading-house
tile (or asks the table for the one it flipped) and takes each sale.
"""

from micropython import const

from games import kit
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_EVERYONE_ACTS_TURN = const(27)
_T_FLIP_TILE_ENTER_ITS = const(56)
_T_TILE_D = const(57)
_T_NO_PRODUCTION_BUILDING = const(58)
_T_WELL_2_GOODS_1 = const(59)
_T_SOLD_D = const(60)
_T_MARKET_STAND_2_SOLD = const(61)
_T_MARKET_HALL_1_CARD = const(62)
_T_CUSTOMS_OFFICE_GOOD_2 = const(63)
_T_HARBOR_MAY_TUCK_EACH = const(64)
_T_DRAWS_D_KEEPS_D = const(65)
_T_ARCHIVE_DISCARD_FROM_WHOLE = const(66)
_T_DRAWS_2 = const(67)
_T_GOLD_MINE_REVEALS_4 = const(68)
_T_GOLDSMITH_REVEALS_1 = const(69)
_T_TAVERN_DRAWS_1_FEWEST = const(70)
_T_CUSTOMS_OFFICE_GETS_GOOD = const(71)
_T_HUT_1_CARD_IF = const(72)
_T_SALE = const(99)
_T_CUSTOMS_OFFICE_GOOD = const(100)
_T_CARDS_UNDER_HARBOR_2 = const(101)
_T_TRADING_HOUSE_TILE = const(105)
_T_TILE_NUMBER = const(106)
_T_R_SOLD_IN_TRADER = const(191)
_T_R_TILE_FIRST = const(192)
_T_R_SALE_ENTERED = const(193)
_T_R_ONE_COUNT = const(194)
_T_R_NOT_THAT_MANY = const(195)
_T_R_CUSTOMS = const(196)
_T_R_MAY_SELL = const(197)
_T_R_HARBOR_CARD = const(198)
_T_R_NO_HARBOR = const(199)
_T_R_SALE_DRAWS = const(200)
_T_R_TILE_IN_TRADER = const(201)
_T_R_DEVICE_TILES = const(202)
_T_R_TILE_KNOWN = const(203)
_T_R_TILES_1_5 = const(204)
_T_R_TILE_UNDER = const(205)
_T_NOBODY_SELLS = const(262)
# End of text ids.

GAME = r.GAME
GOODS = r.GOODS
GOODS_NOM = ("towar", "towary", "towarów")


def produce_max(state, p):
    """Goods p may produce in this producer phase: 1, the producer 2 (3 with
    a library), +1 aqueduct; no more than p's production buildings."""
    priv, lib = r.lib_of(state, p, "producer")
    n = 1 + priv + lib + (1 if r.has(state, p, "aqueduct") else 0)
    return min(n, r.production(state, p))


def council(state, p):
    """(cards drawn, cards kept) for p in this councillor phase."""
    priv, lib = r.lib_of(state, p, "councillor")
    draw = 2 + 3 * priv + 3 * lib
    return draw, 2 if r.has(state, p, "prefecture") else 1


def tavern_draws(state):
    """Players whose tavern draws a card at the end of this builder phase:
    nobody has fewer buildings and somebody has more."""
    counts = [len(c) for c in state["g"]["city"]]
    low = min(counts)
    if max(counts) == low:
        return []
    return [p for p in range(len(counts)) if counts[p] == low and r.has(state, p, "tavern")]


def _trader(state):
    return r.current_pick(state)[1] == "trader"


# -- the events ---------------------------------------------------------------

def check_sell(state, e):
    """["sell", p, [5 counts], customs, harbor, cards]: p's sale (goods by
    kind, the customs office's good, cards tucked under the harbor);
    cards: drawn, checked."""
    bad = kit.shape(state, e, "poooo")
    if bad:
        return bad
    p, counts, customs, harbor, drawn = e[1], e[2], e[3], e[4], e[5]
    pick = r.current_pick(state)
    if pick is None or pick[1] != "trader":
        return _T_R_SOLD_IN_TRADER
    if r.tile_now(state) is None:
        return _T_R_TILE_FIRST
    if state["g"]["sold"][p] >= 0:
        return (_T_R_SALE_ENTERED, kit.name(state, p))
    if not isinstance(counts, list) or len(counts) != len(GOODS):
        return _T_R_ONE_COUNT
    total = 0
    for i in range(len(GOODS)):
        k = counts[i]
        if not isinstance(k, int) or k < 0 or k > r.stocked(state, p, GOODS[i]):
            # each language with its own name of the good
            good = r.GOOD_TEXT[i]
            return (kit.text(GAME, _T_R_NOT_THAT_MANY, 0) % kit.text(GAME, good, 0).lower(),
                    kit.text(GAME, _T_R_NOT_THAT_MANY, 1) % kit.text(GAME, good, 1).lower())
        total += k
    if customs not in (0, 1) or (customs and not r.has(state, p, "customs_office")):
        return _T_R_CUSTOMS
    total += customs
    if total > r.sell_max(state, p):
        return (_T_R_MAY_SELL, kit.name(state, p), r.sell_max(state, p))
    if not isinstance(harbor, int) or harbor < 0 or harbor > total:
        return _T_R_HARBOR_CARD
    if harbor and not r.has(state, p, "harbor"):
        return (_T_R_NO_HARBOR, kit.name(state, p))
    if drawn != r.sale_cards(state, p, counts, customs):
        return (_T_R_SALE_DRAWS, r.sale_cards(state, p, counts, customs))
    return None


def sell(state, e):
    g = state["g"]
    p = e[1]
    total = e[3]
    for k in e[2]:
        total += k
    g["sold"][p] = total
    g["tuck"][p][2] += e[4]
    r.rescore(state, p)


def check_nosale(state, e):
    """["nosale"]: nobody sells in this trader phase (the trader neither)."""
    pick = r.current_pick(state)
    if pick is None or pick[1] != "trader":
        return _T_R_SOLD_IN_TRADER
    if r.tile_now(state) is None:
        return _T_R_TILE_FIRST
    sold = state["g"]["sold"]
    for p in range(len(sold)):
        if sold[p] > 0:
            return (_T_R_SALE_ENTERED, kit.name(state, p))
    return None


def nosale(state, e):
    sold = state["g"]["sold"]
    for p in range(len(sold)):
        if sold[p] < 0:
            sold[p] = 0


def moves_on(state, event):
    """Once nobody sells, the trader phase has nothing left: the device
    moves on by itself."""
    return event[0] == "nosale"


def check_tile(state, e):
    """["tile", n]: the table's own tiles: the tile the trader flipped."""
    pick = r.current_pick(state)
    if pick is None or pick[1] != "trader":
        return _T_R_TILE_IN_TRADER
    if not state["options"]["own_tiles"]:
        return _T_R_DEVICE_TILES
    if r.tile_now(state) is not None:
        return (_T_R_TILE_KNOWN, r.tile_now(state))
    t = e[1] if len(e) == 2 else None
    if not isinstance(t, int) or t < 1 or t > 5:
        return _T_R_TILES_1_5
    if t in state["g"]["tiles"]:
        return (_T_R_TILE_UNDER, t)
    return None


def tile(state, e):
    tiles = state["g"]["tiles"]
    tiles.append(e[1])
    if len(tiles) == 4:         # the fifth tile is the one left
        for t in range(1, 6):
            if t not in tiles:
                tiles.append(t)


# -- the helpers ----------------------------------------------------------------

def sell_questions(state, p, answers, lang):
    """The goods p may sell by kind (only kinds p produces, each up to p's
    limit) until the limit is reached (no more rows after it), the
    customs office's good, then the harbor's cards, starting at one per
    good sold (the harbor's owner tucks one for each, as a rule)."""
    most = r.sell_max(state, p)
    sold = 0
    for key in answers:
        if key != "harbor":
            sold += answers[key]
    out = []
    for i in range(len(GOODS)):
        hi = r.stocked(state, p, GOODS[i])
        if hi and (GOODS[i] in answers or sold < most):
            out.append((GOODS[i], r.GOOD_TEXT[i], 0, min(hi, most), 0))
    if r.has(state, p, "customs_office") and ("customs" in answers or sold < most):
        out.append(("customs", _T_CUSTOMS_OFFICE_GOOD, 0, min(1, most), 0))
    if sold and r.has(state, p, "harbor") and most:
        out.append(("harbor", _T_CARDS_UNDER_HARBOR_2, 0, sold, sold))
    return out


def make_sell(state, p, answers):
    counts = [answers.get(g, 0) for g in GOODS]
    customs = answers.get("customs", 0)
    drawn = r.sale_cards(state, p, counts, customs) if r.tile_now(state) else 0
    return ["sell", p, counts, customs, answers.get("harbor", 0), drawn]


# -- the step -----------------------------------------------------------------

def _tile_lines(state, lang):
    """The tile's number, then its prices on a line of their own: the play
    screen's column is too narrow for both on one line."""
    t = r.tile_now(state)
    if t is None:
        return [kit.text(GAME, _T_FLIP_TILE_ENTER_ITS, lang)]
    # The goods' whole names: "ind cuk tyt" read as nothing at the table.
    parts = ["%s %d" % (kit.text(GAME, r.GOOD_TEXT[i], lang).lower(), r.TILES[t - 1][i])
             for i in range(len(GOODS))]
    # commas: a wrapped line keeps each good with its number
    return [kit.text(GAME, _T_TILE_D, lang) % t, ", ".join(parts)]


def _goods_max(n, lang):
    if lang:
        return "maks. %d %s" % (n, r.plural(n, GOODS_NOM))
    return "%d good%s max" % (n, "" if n == 1 else "s")


def _player_lines(state, role, p, lang):
    nm = kit.name(state, p)
    out = []
    if role == "producer":
        if not r.production(state, p):
            return [kit.text(GAME, _T_NO_PRODUCTION_BUILDING, lang) % nm]
        out.append("%s: %s" % (nm, _goods_max(produce_max(state, p), lang)))
        # the well's card needs two goods: not with a single building to make them
        if r.has(state, p, "well") and produce_max(state, p) >= 2:
            out.append(kit.text(GAME, _T_WELL_2_GOODS_1, lang))
    elif role == "trader":
        sold = state["g"]["sold"][p]
        if sold >= 0:
            out.append(kit.text(GAME, _T_SOLD_D, lang) % (nm, sold))
            return out
        out.append("%s: %s" % (nm, _goods_max(r.sell_max(state, p), lang)))
        for bid, text in (("market_stand", _T_MARKET_STAND_2_SOLD),
                          ("market_hall", _T_MARKET_HALL_1_CARD),
                          ("customs_office", _T_CUSTOMS_OFFICE_GOOD_2),
                          ("harbor", _T_HARBOR_MAY_TUCK_EACH)):
            if r.has(state, p, bid):
                out.append(kit.text(GAME, text, lang))
    elif role == "councillor":
        draw, keep = council(state, p)
        out.append(kit.text(GAME, _T_DRAWS_D_KEEPS_D, lang) % (nm, draw, keep))
        if r.has(state, p, "archive"):
            out.append(kit.text(GAME, _T_ARCHIVE_DISCARD_FROM_WHOLE, lang))
    elif role == "prospector":
        priv, lib = r.lib_of(state, p, "prospector")
        if priv:
            out.append(kit.text(GAME, _T_DRAWS_2, lang) % (nm, r.cards_text(1 + lib, lang)))
        if r.has(state, p, "gold_mine"):
            out.append(kit.text(GAME, _T_GOLD_MINE_REVEALS_4, lang) % nm)
        if r.has(state, p, "goldsmith"):
            out.append(kit.text(GAME, _T_GOLDSMITH_REVEALS_1, lang) % nm)
    return out


def checklist(state, lang):
    """What everyone does in the phase, from the player who picked it."""
    p0, role, lib = r.current_pick(state)
    i = r.ROLES.index(role)
    # the name first, alone: Polish would decline it after the role
    out = ["%s: %s \u2013 %s" % (kit.name(state, p0), kit.text(GAME, r.ROLE_TEXT[i], lang),
                                 kit.text(GAME, r.PRIVILEGE[i][lib], lang))]
    if role == "builder":
        for p in tavern_draws(state):
            out.append(kit.text(GAME, _T_TAVERN_DRAWS_1_FEWEST, lang) % kit.name(state, p))
        return out
    if role == "trader":
        out.extend(_tile_lines(state, lang))
    if role == "councillor":
        owners = [p for p in r.clockwise(state, p0) if r.has(state, p, "customs_office")]
        if owners:
            out.append(kit.text(GAME, _T_CUSTOMS_OFFICE_GETS_GOOD, lang)
                       % kit.names(state, owners))
    for p in r.clockwise(state, p0):
        out.extend(_player_lines(state, role, p, lang))
    if role == "trader":
        huts = [p for p in range(len(state["players"])) if r.has(state, p, "hut")]
        if huts and max(state["g"]["sold"]) <= 0:
            out.append(kit.text(GAME, _T_HUT_1_CARD_IF, lang) % kit.names(state, huts))
    return out


def menu(state):
    """The sale once the tile is known, the tile when the table flips its
    own."""
    if not _trader(state):
        return ("print",)
    return ("sell" if r.tile_now(state) else "tile", "print")


def likely(state):
    if not _trader(state):
        return None
    return "sell" if r.tile_now(state) else "tile"


def c(state):
    """The table's own trading-house tile, then the trader's sale (the
    picker starts on the trader; others' sales by the menu)."""
    if not _trader(state):
        return None
    if r.tile_now(state) is None:
        return "tile"
    if state["g"]["sold"][r.current_pick(state)[0]] < 0:
        return "sell"       # the trader's own sale (nothing sold: all 0)
    return None


def skip(state):
    """The builder's phase has nothing left here but a tavern's card."""
    pick = r.current_pick(state)
    return pick is not None and pick[1] == "builder" and not tavern_draws(state)


def ready(state):
    if _trader(state) and r.tile_now(state) is None:
        return _T_R_TILE_FIRST
    return None


STEP = {
    "prompt": _T_EVERYONE_ACTS_TURN,
    "status": r.phase_status,
    "allow": ("adv", "sell", "nosale", "tile", "print"),
    "events": {"sell": (check_sell, sell), "nosale": (check_nosale, nosale),
               "tile": (check_tile, tile)},
    "helpers": {
        # the players, then "Nobody sells": a trader phase over in one item
        "sell": {"name": _T_SALE, "who": "any", "questions": sell_questions,
                 "make": make_sell, "nobody": (_T_NOBODY_SELLS, lambda state: ["nosale"])},
        "tile": {"name": _T_TRADING_HOUSE_TILE, "who": "active",
                 "questions": (("tile", _T_TILE_NUMBER, 1, 5, 1),),
                 "make": kit.event("tile", ("tile",), player=False)},
    },
    "menu": menu,
    "likely": likely,
    "c": c,
    "checklist": checklist,
    "skip": skip,
    "ready": ready,
    "moves_on": moves_on,
}
