"""San Juan (2-4 players), base game and the "New buildings" expansion:
the device as the table's round keeper and scorer (no dice in this game).

What it keeps: the governor (passes left every round), the roles picked in
the round (2 players: governor, other, governor; the library once a round
there), the trading-house tiles (shuffled by the device at setup and shown
in order every trader phase, or entered by the table from its own stack),
every player's buildings as they are built (cost after every reduction the
rulebook lists, violet buildings once per player, the crane, copies in the
deck, the 12-building end after the builder phase), the cards tucked under
chapel, bank and harbor when the table enters them, and the final score
through ``san_juan_score``. What only the table knows (hands, goods) it
asks at the end.

Events (the player is always at index 1, as in "sc"):
    ["roll", [a, b, c, d]]        setup: the tile shuffle as dice d5 d4 d3 d2
                                  (a Lehmer code: every order equally likely)
    ["pick", p, role, lib]        p takes a role; lib 1: p uses the library
    ["build", p, id, over, goods, paid]
                                  p builds ``id`` (over: the building a crane
                                  replaces, or ""; goods: black-market goods
                                  spent); paid: the cards it costs, checked
    ["sell", p, [5 counts], customs, harbor, cards]
                                  p's sale in a trader phase (goods by kind,
                                  the customs office's good, cards tucked
                                  under the harbor); cards: drawn, checked
    ["tuck", p, "chapel"|"bank", n]   round start: cards under chapel/bank
    ["tile", n]                   own tiles: the tile the trader flipped
    ["print", id, cost, vp]       the table's card shows other numbers (or
                                  the hut and tavern, whose numbers no
                                  source gives)
    ["fin", p, hand, goods, chapel, bank, harbor]   final answers

For the screens beyond the protocol: ``role_choices``, ``build_choices``
(every building with the cards to pay now, or the reason it cannot be
built), ``crane_targets`` and ``card_choices`` list what a picker offers
(an action's "choose" names the function; the chosen id reaches ``make``
as values["role"] or values["building"], a crane's target as
values["over"]); ``questions(state, action, player)`` gives the "ask" rows
that apply to that player now (values are passed to ``make`` as a dict by
key); ``final_questions``/``make_final`` do the same for the final
calculator; ``overview`` is one line per player, ``preview`` a short text
of what an event will do, ``city`` a player's buildings with printed cost
and VP. Rule helpers: ``quote``, ``produce_max``, ``sell_max``,
``sale_cards``, ``council``, ``hand_limit``, ``tavern_draws``,
``goldsmith_keeps``, ``tile_now``, ``governor``.

Refusals are English strings (the engine's Reject); picker reasons and
everything else on the screen are texts of games/san_juan.lang (ids; see
core.texts).
"""

from micropython import const

from core import texts
from games import san_juan_cards as cards
from games import san_juan_score as sj

# Text ids of games/san_juan.lang, written by `make texts`.
_T_NEW_BUILDINGS = const(0)
_T_ADVANCED_START_5_8 = const(1)
_T_OWN_TRADING_HOUSE_TILES = const(2)
_T_BUILDER_2 = const(3)
_T_PRODUCER = const(4)
_T_TRADER = const(5)
_T_COUNCILLOR = const(6)
_T_PROSPECTOR = const(7)
_T_PAYS_1_CARD_LESS = const(8)
_T_PAYS_2_CARDS_LESS = const(9)
_T_PRODUCES_UP_2 = const(10)
_T_PRODUCES_UP_3 = const(11)
_T_SELLS_UP_2 = const(12)
_T_SELLS_UP_3 = const(13)
_T_DRAWS_5_KEEPS_1 = const(14)
_T_DRAWS_8_KEEPS_1 = const(15)
_T_DRAWS_1_CARD = const(16)
_T_DRAWS_2_CARDS = const(17)
_T_INDIGO = const(18)
_T_SUGAR = const(19)
_T_TOBACCO = const(20)
_T_COFFEE = const(21)
_T_SILVER = const(22)
_T_SETUP = const(23)
_T_ROUND_ROUND_START = const(24)
_T_PLAYER_PICK_ROLE = const(25)
_T_PLAYER_BUILD_PASS = const(26)
_T_EVERYONE_ACTS_TURN = const(27)
_T_FINAL_SCORING = const(28)
_T_EVERYONE_DRAWS_4_CARDS = const(29)
_T_DEAL = const(30)
_T_EVERYONE_KEEPS_4_DISCARDS = const(31)
_T_GOVERNOR = const(32)
_T_N5_ROLE_CARDS_ROW = const(33)
_T_SHUFFLE_5_TRADING_HOUSE = const(34)
_T_TRADING_HOUSE_TILES_DEVICE = const(35)
_T_TRADING_HOUSE_TILES_PRESS = const(36)
_T_SET_ASIDE_D_INDIGO = const(37)
_T_SHUFFLE_29_NEW_BUILDINGS = const(38)
_T_CATHEDRAL_FACE_UP_BESIDE = const(39)
_T_EVERYONE_1_INDIGO_PLANT = const(40)
_T_DRAW_PILE_LEFT_ROLES = const(41)
_T_GOVERNOR_PICKS_2_3 = const(43)
_T_TAKEN = const(44)
_T_LIBRARY_DOUBLES_PRIVILEGE = const(45)
_T_LIBRARY_USED_THIS_ROUND = const(46)
_T_SMITHY_PRODUCTION_1 = const(47)
_T_QUARRY_VIOLET_1 = const(48)
_T_CRANE_MAY_BUILD_OVER = const(49)
_T_BLACK_MARKET_PAY_1 = const(50)
_T_CARPENTER_1_CARD_AFTER = const(51)
_T_POOR_HOUSE_1_CARD = const(52)
_T_BUILDINGS_D_12 = const(53)
_T_BUILDER = const(54)
_T_BUILT = const(55)
_T_N12_BUILDINGS_GAME_ENDS = const(56)
_T_FLIP_TILE_ENTER_ITS = const(57)
_T_TILE_D = const(58)
_T_NO_PRODUCTION_BUILDING = const(59)
_T_WELL_2_GOODS_1 = const(60)
_T_SOLD_D = const(61)
_T_MARKET_STAND_2_SOLD = const(62)
_T_MARKET_HALL_1_CARD = const(63)
_T_CUSTOMS_OFFICE_GOOD_2 = const(64)
_T_HARBOR_MAY_TUCK_EACH = const(65)
_T_DRAWS_D_KEEPS_D = const(66)
_T_ARCHIVE_DISCARD_FROM_WHOLE = const(67)
_T_DRAWS_2 = const(68)
_T_GOLD_MINE_REVEALS_4 = const(69)
_T_GOLDSMITH_REVEALS_1 = const(70)
_T_TAVERN_DRAWS_1_FEWEST = const(71)
_T_CUSTOMS_OFFICE_GETS_GOOD = const(72)
_T_HUT_1_CARD_IF = const(73)
_T_GOVERNOR_ROLES_BACK = const(74)
_T_N1_OFFICE_MAY_SWAP = const(75)
_T_N2_CHAPEL_HAS_D = const(76)
_T_N2_CHAPEL_MAY_TUCK = const(77)
_T_N2_BANK_MAY_TUCK = const(78)
_T_N3_HAND_LIMIT_D = const(79)
_T_N3_HAND_LIMIT_D_2 = const(80)
_T_GAME_OVER_HAS_12 = const(81)
_T_TIE_LINE = const(82)
_T_D_BLD_D_VP = const(83)
_T_CRANE = const(84)
_T_PAYS = const(85)
_T_D_GOODS = const(86)
_T_SELLS_D_DRAWS_D = const(87)
_T_D_UNDER_HARBOR = const(88)
_T_CHAPEL = const(89)
_T_BANK = const(90)
_T_UNDER = const(91)
_T_TRADING_HOUSE_TILE_D = const(92)
_T_COST_D_D_VP = const(93)
_T_HAND_D_GOODS_D = const(94)
_T_TRADING_HOUSE_TILES_SHUFFLED = const(95)
_T_NEXT = const(96)
_T_GAME_ENDED = const(97)
_T_PAYS_2 = const(98)
_T_DRAWS = const(99)
_T_PICK_ROLE = const(100)
_T_USE_LIBRARY = const(101)
_T_BUILD = const(102)
_T_GOODS_PAID_BLACK_MARKET = const(103)
_T_SALE = const(104)
_T_CUSTOMS_OFFICE_GOOD = const(105)
_T_CARDS_UNDER_HARBOR_2 = const(106)
_T_CARD_UNDER_CHAPEL = const(107)
_T_CARDS_UNDER_BANK = const(108)
_T_CARDS = const(109)
_T_TRADING_HOUSE_TILE = const(110)
_T_TILE_NUMBER = const(111)
_T_CARD_SHOWS_OTHER_NUMBERS = const(112)
_T_PRINTED_COST = const(113)
_T_PRINTED_VP = const(114)
_T_CARDS_HAND = const(115)
_T_GOODS_BUILDINGS = const(116)
_T_CARDS_UNDER_CHAPEL = const(117)
_T_CARDS_UNDER_BANK_2 = const(118)
_T_CARDS_UNDER_HARBOR = const(119)
_T_BUILDING = const(120)
_T_BUILD_OVER = const(121)
_T_OVER_S = const(122)
_T_BLD_PAY = const(123)
_T_CARD_ROW = const(124)
_T_FINAL_ANSWERS = const(125)
_T_ST_START = const(126)
_T_ST_PICK = const(127)
_T_ST_PHASE = const(128)
_T_BD_PRINTED = const(129)
_T_BD_CHAPEL = const(130)
_T_BD_BANK = const(131)
_T_BD_HARBOR = const(132)
_T_OPT_HUT_COST = const(133)
_T_OPT_HUT_VP = const(134)
_T_OPT_TAVERN_COST = const(135)
_T_OPT_TAVERN_VP = const(136)
_T_CARD_NUMBERS_FIRST = const(137)
_T_CARD_NUMBERS_REFUSED = const(138)
_T_CARD_NUMBERS = const(139)
_T_CARD_COST = const(140)
_T_CARD_VP = const(141)
_T_TIE_BREAK = const(142)
_T_TIE_HAND = const(143)
_T_TIE_GOODS = const(144)
_T_TIE_FIRST = const(145)
_T_TIE_BROKEN = const(146)
_T_TIE_SHARED = const(147)
_T_NO_TIE = const(148)
_T_IS_TAKEN = const(149)
_T_SHUFFLE_TILES = const(150)
_T_HINT_SHUFFLE = const(151)
_T_PICKED_NEXT = const(152)
_T_TIE_HAND_GOODS = const(153)
_T_BLD_COST = const(154)
_T_BLD_GROUP = const(155)
_T_BLD_PASS = const(156)
_T_ROLE_FOR = const(157)
_T_BUILDING_FOR = const(158)
_T_CHAPEL_OF = const(159)
_T_CHAPEL_YES = const(160)
_T_CHAPEL_NO = const(161)
_T_WITHOUT_LIBRARY = const(162)
# End of text ids.


def _t(i, lang):
    """Text ``i`` of games/san_juan.lang in ``lang`` (0 English, 1 Polish)."""
    return texts.get("san_juan", i, lang)


GAME = "san_juan"
PLAYERS = (2, 4)
OPTIONS = {
    "expansion": False,     # "New buildings"
    "advanced": False,      # 5/6/7/8 cards by seat from the governor, keep 4
    "own_tiles": False,     # the table flips its own trading-house tiles
    # The hut's and the tavern's printed numbers: the rulebook describes
    # both cards without them, so the table enters them from its cards once
    # and the device keeps them for the next games (see ``kept_options``).
    # Cost 0: not known yet (every building costs at least one card).
    "hut_cost": 0, "hut_vp": 0, "tavern_cost": 0, "tavern_vp": 0,
}
OPTION_TEXT = {
    "expansion": _T_NEW_BUILDINGS,
    "advanced": _T_ADVANCED_START_5_8,
    "own_tiles": _T_OWN_TRADING_HOUSE_TILES,
    "hut_cost": _T_OPT_HUT_COST, "hut_vp": _T_OPT_HUT_VP,
    "tavern_cost": _T_OPT_TAVERN_COST, "tavern_vp": _T_OPT_TAVERN_VP,
}
UNPRINTED = ("hut", "tavern")   # cards whose numbers no source gives

ROLES = ("builder", "producer", "trader", "councillor", "prospector")
ROLE_TEXT = (_T_BUILDER_2, _T_PRODUCER, _T_TRADER,
             _T_COUNCILLOR, _T_PROSPECTOR)
# The privilege of each role, then the same doubled by a library.
PRIVILEGE = (
    (_T_PAYS_1_CARD_LESS,
     _T_PAYS_2_CARDS_LESS),
    (_T_PRODUCES_UP_2,
     _T_PRODUCES_UP_3),
    (_T_SELLS_UP_2,
     _T_SELLS_UP_3),
    (_T_DRAWS_5_KEEPS_1,
     _T_DRAWS_8_KEEPS_1),
    (_T_DRAWS_1_CARD,
     _T_DRAWS_2_CARDS),
)

# Trading-house tiles 1-5: cards drawn for indigo, sugar, tobacco, coffee, silver.
TILES = ((1, 1, 1, 2, 2), (1, 1, 2, 2, 2), (1, 1, 2, 2, 3), (1, 2, 2, 2, 3), (1, 2, 2, 3, 3))
GOODS = ("indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter")
GOOD_SHORT = (("ind", "ind"), ("sug", "cuk"), ("tob", "tyt"), ("cof", "kaw"), ("sil", "sre"))
GOOD_TEXT = (_T_INDIGO, _T_SUGAR, _T_TOBACCO,
             _T_COFFEE, _T_SILVER)

END_AT = sj.MAX_BUILDINGS   # 12 buildings: the game ends after that builder phase
HAND_LIMIT = 7
TOWER_LIMIT = 12
GUARD_LIMIT = 6             # once anyone has a guard room, for those with neither
PARK_CUT = 6                # a crane over a park takes up to 6 off instead of 3
BLACK_MARKET_MAX = 2
CUSTOMS_PRICE = 2           # the customs office's good sells for 2, whatever the tile
COST_MAX = 9
TUCK_MAX = sj.MAX_TUCKED
DECK_DICE = (5, 4, 3, 2)    # the tile shuffle as dice

FLOW = [
    ("step", "setup"),
    ("loop", "round", None, [
        ("step", "round_start"),
        ("each", [("step", "pick"),
                  ("each", [("step", "build")], "builders"),
                  ("step", "phase")], "pickers"),
    ]),
    ("step", "final"),
]

# No plain +/- points on the menu: the buildings and the tucked cards score.
SCORE_PAD = False

STEPS = {
    "setup": {"allow": ("adv", "roll", "print"),
              "prompt": _T_SETUP},
    "round_start": {"allow": ("adv", "tuck", "print"),
                    "prompt": _T_ROUND_ROUND_START},
    "pick": {"allow": ("pick", "adv", "print"),
             "prompt": _T_PLAYER_PICK_ROLE},
    "build": {"allow": ("build", "adv", "print"),
              "prompt": _T_PLAYER_BUILD_PASS},
    "phase": {"allow": ("adv", "sell", "tile", "print"),
              "prompt": _T_EVERYONE_ACTS_TURN},
    "final": {"allow": ("fin", "print", "end"),
              "prompt": _T_FINAL_SCORING},
}


# -- small helpers ----------------------------------------------------------

def _plural(n, forms):
    """Polish noun form after a number: (1, 2-4, 5+) as in kartę/karty/kart."""
    if n == 1:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


CARDS_ACC = ("kartę", "karty", "kart")
GOODS_NOM = ("towar", "towary", "towarów")


def _cards(n, lang):
    if lang:
        return "%d %s" % (n, _plural(n, CARDS_ACC))
    return "%d card%s" % (n, "" if n == 1 else "s")


def _name(state, p):
    return state["players"][p]["name"]


def _names(state, ps):
    return ", ".join([_name(state, p) for p in ps])


def bname(bid, lang):
    """A building's name in the language (0 English, 1 Polish)."""
    row = cards.card(bid)
    return row[cards.NAME_PL] if lang else row[cards.NAME_EN]


def _round(state):
    return state["cur"].get("round", 1)


def governor(state):
    """The governor of the current round: the card passes left each round."""
    n = len(state["players"])
    return (state["first"] + _round(state) - 1) % n


def _clockwise(state, start):
    n = len(state["players"])
    return [(start + i) % n for i in range(n)]


def pickers(state):
    """Who picks a role this round, in order (2 players: G, other, G)."""
    gov = governor(state)
    if len(state["players"]) == 2:
        return [gov, 1 - gov, gov]
    return _clockwise(state, gov)


def picks(state):
    """This round's picks so far, as [player, role, library used]."""
    g = state["g"]
    return g["picks"] if g["pr"] == _round(state) else []


def current_pick(state):
    """The pick whose phase is being played, or None."""
    ps = picks(state)
    if not ps or state["cur"]["step"] not in ("build", "phase"):
        return None
    return ps[-1]


def builders(state):
    """Who builds in this builder phase: everyone, the builder first."""
    pick = picks(state)
    if not pick or pick[-1][1] != "builder":
        return []
    return _clockwise(state, pick[-1][0])


def _in_game(state, bid):
    row = cards.card(bid) if isinstance(bid, str) else None
    if row is None or (row[cards.EXPANSION] and not state["options"]["expansion"]):
        return None
    return row


def cost_of(state, bid):
    """The printed cost (the table's entry wins; None: not known yet)."""
    entry = state["g"]["print"].get(bid)
    return entry[0] if entry else cards.card(bid)[cards.COST]


def vp_of(state, bid):
    entry = state["g"]["print"].get(bid)
    return entry[1] if entry else cards.card(bid)[cards.VP]


def has(state, p, bid):
    """Whether p owns a working ``bid``: a building works from the phase
    after the one it was built in."""
    g = state["g"]
    if bid not in g["city"][p]:
        return False
    return not (g["fresh"][p] == bid and state["cur"]["step"] in ("build", "phase"))


def used_copies(state, bid):
    """Cards of ``bid`` on the table or removed from the game by cranes."""
    g = state["g"]
    n = 0
    for p in range(len(g["city"])):
        n += g["city"][p].count(bid) + g["gone"][p].count(bid)
    return n


def _production(state, p, kind=None):
    n = 0
    for b in state["g"]["city"][p]:
        if (b == kind) if kind else (b in GOODS):
            n += 1
    return n


def _holders(state, p):
    """Places a good can lie: production buildings and a customs office."""
    return _production(state, p) + (1 if has(state, p, "customs_office") else 0)


def _lib(state, p, role):
    """(privilege, library) of p in the phase of ``role``: 0/1 each."""
    pick = current_pick(state)
    if pick and pick[1] == role and pick[0] == p:
        return 1, pick[2]
    return 0, 0


# -- setup ------------------------------------------------------------------

def setup(state):
    n = len(state["players"])
    g = state["g"] = {
        "tiles": [],            # trading-house tiles in stack order (as far as known)
        "tn": 0,                # trader phases begun
        "pr": 1, "picks": [],   # the round the picks belong to, and the picks
        "city": [["indigo_plant"] for _ in range(n)],
        "gone": [[] for _ in range(n)],    # built over by a crane: out of the game
        "fresh": [""] * n,      # built in the current builder phase (not working yet)
        "sold": [-1] * n,       # goods sold in the current trader phase (-1: not entered)
        "tuck": [[0, 0, 0] for _ in range(n)],  # cards under chapel, bank, harbor
        "ct": [0] * n,          # round of the last chapel tuck
        "print": {},            # card id -> [cost, vp] as the table's cards show
        "fin": [None] * n,      # final answers: hand, goods, chapel, bank, harbor
    }
    opts = state["options"]
    for bid in UNPRINTED:
        if opts[bid + "_cost"]:
            g["print"][bid] = [opts[bid + "_cost"], opts[bid + "_vp"]]
    for p in range(n):
        _rescore(state, p)      # the indigo plant everyone starts with
    return g


def _deal_lines(state, lang):
    order = _clockwise(state, state["first"])
    if not state["options"]["advanced"]:
        return [_t(_T_EVERYONE_DRAWS_4_CARDS, lang)]
    deal = ", ".join(["%s %d" % (_name(state, p), 5 + i) for i, p in enumerate(order)])
    return [_t(_T_DEAL, lang) + deal,
            _t(_T_EVERYONE_KEEPS_4_DISCARDS, lang)]


def _setup_lines(state, lang):
    n = len(state["players"])
    g = state["g"]
    out = [_t(_T_GOVERNOR, lang) % _name(state, state["first"]),
           _t(_T_N5_ROLE_CARDS_ROW, lang)]
    if state["options"]["own_tiles"]:
        out.append(_t(_T_SHUFFLE_5_TRADING_HOUSE, lang))
    elif len(g["tiles"]) == 5:
        out.append(_t(_T_TRADING_HOUSE_TILES_DEVICE, lang))
    else:
        out.append(_t(_T_TRADING_HOUSE_TILES_PRESS, lang))
    out.append(_t(_T_SET_ASIDE_D_INDIGO, lang) % n)
    if state["options"]["expansion"]:
        out.append(_t(_T_SHUFFLE_29_NEW_BUILDINGS, lang))
        out.append(_t(_T_CATHEDRAL_FACE_UP_BESIDE, lang))
    out.append(_t(_T_EVERYONE_1_INDIGO_PLANT, lang))
    out.extend(_deal_lines(state, lang))
    out.append(_t(_T_DRAW_PILE_LEFT_ROLES, lang))
    # First: without them a hut or tavern could not be built or scored.
    return [_t(_T_CARD_NUMBERS_FIRST, lang) % bname(b, lang)
            for b in unknown_cards(state)] + out


def check_options(opts, players):
    for bid in UNPRINTED:
        if opts[bid + "_cost"] < 0 or opts[bid + "_cost"] > COST_MAX \
                or opts[bid + "_vp"] < 0 or opts[bid + "_vp"] > sj.MAX_VP:
            return "cost 0-%d, VP 0-%d" % (COST_MAX, sj.MAX_VP)
    return None


def unknown_cards(state):
    """The hut and tavern while their printed numbers are not known (only
    with "New buildings"): the setup asks for them first."""
    if not state["options"]["expansion"]:
        return []
    return [b for b in UNPRINTED if cost_of(state, b) is None]


def kept_options(state):
    """The options the device keeps for the next game: the hut's and the
    tavern's numbers as the table entered them (at the setup, in the
    options, or with "Card shows other numbers")."""
    out = {}
    for bid in UNPRINTED:
        entry = state["g"]["print"].get(bid)
        if entry:
            out[bid + "_cost"] = entry[0]
            out[bid + "_vp"] = entry[1]
    return out


# -- trading-house tiles ------------------------------------------------------

def dice_for(state):
    """The tile shuffle as dice, at setup when the device deals the tiles."""
    if state["cur"]["step"] != "setup" or state["options"]["own_tiles"]:
        return []
    return [{"sides": s, "name": "tiles"} for s in DECK_DICE]


def check_roll(state, event):
    if state["cur"]["step"] != "setup":
        return "nothing to roll in San Juan now"
    if state["options"]["own_tiles"]:
        return "the table uses its own trading-house tiles"
    values = event[1] if len(event) == 2 else None
    if not isinstance(values, list) or len(values) != len(DECK_DICE):
        return "the tile shuffle needs 4 values"
    for v, sides in zip(values, DECK_DICE):
        if not isinstance(v, int) or v < 1 or v > sides:
            return "a tile shuffle value is out of range"
    return None


def on_roll(state, event):
    rest = [1, 2, 3, 4, 5]
    order = []
    for v in event[1]:
        order.append(rest.pop(v - 1))
    order.append(rest[0])
    state["g"]["tiles"] = order
    # The order is the stack face down: the table must not see it, so no
    # dice stay on the play screen (the checklist says "shuffled").
    state["dice"] = None




def tile_now(state):
    """The number (1-5) of the trading-house tile of the current trader
    phase, or None while the table has not entered it."""
    g = state["g"]
    if g["tn"] < 1:
        return None
    k = (g["tn"] - 1) % 5
    return g["tiles"][k] if k < len(g["tiles"]) else None


# -- building: what it costs ----------------------------------------------

def _why(en, pl, arg=None):
    if arg is None:
        return (en, pl)
    return (en % arg, pl % arg)


def quote(state, p, bid, old="", goods=0):
    """(cards to pay, None) for p building ``bid`` now, or (None, (en, pl)
    reason). ``old``: a building of p's that a crane replaces; ``goods``:
    goods spent on a black market. Reductions per the rulebook: builder 1
    (2 with a library), smithy 1 on production, quarry 1 on violet, crane
    the cost of the replaced building (a park: up to 6), black market 1 per
    good; never below 0. A replaced building stops working at once."""
    row = _in_game(state, bid)
    if row is None:
        return None, _why("no such building in this game", "nie ma takiego budynku w grze")
    g = state["g"]
    city = g["city"][p]
    violet = row[cards.KIND] == cards.VIOLET
    cost = cost_of(state, bid)
    if cost is None:
        return None, _why("enter the cost printed on the card", "podaj koszt z karty")
    if violet and bid in city:
        return None, _why("already built: one of each violet",
                          "już jest: budynek miejski tylko raz")
    if used_copies(state, bid) >= row[cards.COPIES]:
        return None, _why("no card of it is left", "nie ma już takiej karty")
    if not isinstance(old, str):
        return None, _why("not a building", "to nie budynek")
    if not isinstance(goods, int) or isinstance(goods, bool):
        return None, _why("black-market goods: 0-2", "towary z Czarnego rynku: 0-2")
    cut = 0
    if old:
        if not has(state, p, "crane"):
            return None, _why("building over needs a crane", "nadbudowa wymaga Żurawia")
        if old not in city:
            return None, _why("not one of your buildings", "to nie twój budynek")
        if old == "crane":
            return None, _why("a crane cannot be built over", "Żurawia nie można nadbudować")
        if old == bid:
            return None, _why("not over the same building", "nie na takim samym budynku")
        cut += PARK_CUT if old == "park" else cost_of(state, old)
    elif len(city) >= END_AT:
        return None, _why("12 buildings already", "już 12 budynków")
    # A building built over stops working at once, even in this phase.
    priv, lib = _lib(state, p, "builder")
    cut += priv + (lib if old != "library" else 0)
    if violet and old != "quarry" and has(state, p, "quarry"):
        cut += 1
    if not violet and old != "smithy" and has(state, p, "smithy"):
        cut += 1
    rest = cost - cut if cost > cut else 0
    if goods:
        if goods < 0 or goods > BLACK_MARKET_MAX:
            return None, _why("a black market takes 1-2 goods", "Czarny rynek: 1-2 towary")
        if old == "black_market" or not has(state, p, "black_market"):
            return None, _why("paying with goods needs a black market",
                              "płacenie towarem wymaga Czarnego rynku")
        # A good on a production building that is built over is lost.
        if goods > _holders(state, p) - (1 if old in GOODS else 0):
            return None, _why("not that many goods", "nie ma tylu towarów")
        if goods > rest:
            return None, _why("only %d needed", "wystarczy %d", rest)
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
        out.append((bid, pay, cost_of(state, bid), vp_of(state, bid), why))
    return out


def crane_targets(state, p):
    """The buildings p may build over now (needs a working crane)."""
    if not has(state, p, "crane"):
        return []
    out = []
    for b in state["g"]["city"][p]:
        if b != "crane" and b not in out:
            out.append(b)
    return out


def card_choices(state):
    """Every building of this game with its printed cost and VP as the
    device has them (None: not known), for correcting a card."""
    out = []
    for row in cards.CARDS:
        if not row[cards.EXPANSION] or state["options"]["expansion"]:
            out.append((row[cards.ID], cost_of(state, row[cards.ID]), vp_of(state, row[cards.ID])))
    return out


def city(state, p):
    """p's buildings as (id, printed cost, printed VP), in building order."""
    return [(b, cost_of(state, b), vp_of(state, b)) for b in state["g"]["city"][p]]


# -- the other phases: what each player may do --------------------------------

def produce_max(state, p):
    """Goods p may produce in this producer phase: 1, the producer 2 (3 with
    a library), +1 aqueduct; no more than p's production buildings."""
    priv, lib = _lib(state, p, "producer")
    n = 1 + priv + lib + (1 if has(state, p, "aqueduct") else 0)
    return min(n, _production(state, p))


def sell_max(state, p):
    """Goods p may sell in this trader phase: 1, the trader 2 (3 with a
    library), +1 trading post; no more than the places goods lie on."""
    priv, lib = _lib(state, p, "trader")
    n = 1 + priv + lib + (1 if has(state, p, "trading_post") else 0)
    return min(n, _holders(state, p))


def sale_cards(state, p, counts, customs=0):
    """Cards p draws for selling ``counts`` goods by kind (indigo..silver)
    and the customs office's good at the current tile, with the market
    stand (+1 for 2 or more) and the market hall (+1 for any)."""
    tile = tile_now(state)
    sold = customs
    drawn = CUSTOMS_PRICE * customs
    for i in range(len(GOODS)):
        sold += counts[i]
        if counts[i]:
            drawn += counts[i] * TILES[tile - 1][i]
    if sold >= 2 and has(state, p, "market_stand"):
        drawn += 1
    if sold >= 1 and has(state, p, "market_hall"):
        drawn += 1
    return drawn


def council(state, p):
    """(cards drawn, cards kept) for p in this councillor phase."""
    priv, lib = _lib(state, p, "councillor")
    draw = 2 + 3 * priv + 3 * lib
    return draw, 2 if has(state, p, "prefecture") else 1


def hand_limit(state, p):
    """p's hand limit at the start of a round: 7, tower 12, and 6 for those
    with neither guard room nor tower once anyone has a guard room."""
    if has(state, p, "tower"):
        return TOWER_LIMIT
    if has(state, p, "guard_room"):
        return HAND_LIMIT
    for q in range(len(state["players"])):
        if has(state, q, "guard_room"):
            return GUARD_LIMIT
    return HAND_LIMIT


def tavern_draws(state):
    """Players whose tavern draws a card at the end of this builder phase:
    nobody has fewer buildings and somebody has more."""
    counts = [len(c) for c in state["g"]["city"]]
    low = min(counts)
    if max(counts) == low:
        return []
    return [p for p in range(len(counts)) if counts[p] == low and has(state, p, "tavern")]


def goldsmith_keeps(state, bid):
    """Whether a goldsmith's owner may keep the revealed ``bid``: only a
    building nobody has built yet (one built over by a crane was built)."""
    return _in_game(state, bid) is not None and used_copies(state, bid) == 0


def role_choices(state):
    """The five roles for the pick screen: (role, taken by or None)."""
    taken = {}
    for q in picks(state):
        taken[q[1]] = q[0]
    return [(r, taken.get(r)) for r in ROLES]


def library_choice(state, p):
    """Whether p may use a library with this pick (2 players: once a round)."""
    if not has(state, p, "library"):
        return False
    if len(state["players"]) == 2:
        for q in picks(state):
            if q[0] == p and q[2]:
                return False
    return True


# -- events ---------------------------------------------------------------

def _player_ok(state, p):
    return isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(state["players"])


def _check_pick(state, e):
    if len(e) != 4 or not _player_ok(state, e[1]):
        return "a pick is [pick, player, role, library 0/1]"
    p, role, lib = e[1], e[2], e[3]
    if p != state["cur"]["active"]:
        return "it is %s's turn to pick" % _name(state, state["cur"]["active"])
    if len(picks(state)) >= state["cur"]["turn"]:
        return _why("%s has picked a role this turn", "%s już wybrał(a) postać w tej turze",
                    _name(state, p))
    if role not in ROLES:
        return "no role %r" % (role,)
    for q in picks(state):
        if q[1] == role:
            return (_t(_T_IS_TAKEN, 0) % _t(ROLE_TEXT[ROLES.index(role)], 0),
                    _t(_T_IS_TAKEN, 1) % _t(ROLE_TEXT[ROLES.index(role)], 1))
    if lib not in (0, 1) or isinstance(lib, bool):
        return "library: 0 or 1"
    if lib and not has(state, p, "library"):
        return "%s has no library" % _name(state, p)
    if lib and not library_choice(state, p):
        return "the library works once a round with 2 players"
    return None


def _pick(state, e):
    g = state["g"]
    rnd = _round(state)
    if g["pr"] != rnd:
        g["pr"] = rnd
        g["picks"] = []
    g["picks"].append([e[1], e[2], e[3]])
    n = len(state["players"])
    g["fresh"] = [""] * n       # a new phase: last phase's buildings work now
    g["sold"] = [-1] * n
    if e[2] == "trader":
        g["tn"] += 1


def _check_build(state, e):
    if len(e) != 6 or not _player_ok(state, e[1]):
        return "a build is [build, player, building, over, goods, paid]"
    p = e[1]
    if p != state["cur"]["active"]:
        return _why("it is %s's turn to build", "buduje teraz %s",
                    _name(state, state["cur"]["active"]))
    if state["g"]["fresh"][p]:
        return _why("one building per builder phase", "jeden budynek na fazę Budowniczego")
    pay, why = quote(state, p, e[2], e[3], e[4])
    if why:
        return why
    if e[5] != pay:
        return ("%s costs %d here" % (bname(e[2], 0), pay),
                "%s kosztuje tu %d" % (bname(e[2], 1), pay))
    return None


def _rescore(state, p):
    """p's score column: what the table sees so far (printed VP of the
    buildings and the cards tucked under chapel, bank and harbor); the
    end-game buildings count only at the end (``results``)."""
    g = state["g"]
    vp = 0
    for b in g["city"][p]:
        vp += vp_of(state, b) or 0
    t = g["tuck"][p]
    state["cats"][p] = {"buildings": vp, "chapel": t[0], "bank": t[1], "harbor": t[2]}
    state["scores"][p] = vp + t[0] + t[1] + t[2]


def _build(state, e):
    g = state["g"]
    p, bid, old = e[1], e[2], e[3]
    c = g["city"][p]
    if old:
        c[c.index(old)] = bid       # the new card lies where the old one did
        g["gone"][p].append(old)
    else:
        c.append(bid)
    g["fresh"][p] = bid
    _rescore(state, p)


def _check_sell(state, e):
    if len(e) != 6 or not _player_ok(state, e[1]):
        return "a sale is [sell, player, goods by kind, customs, harbor, cards]"
    p, counts, customs, harbor, drawn = e[1], e[2], e[3], e[4], e[5]
    pick = current_pick(state)
    if pick is None or pick[1] != "trader":
        return _why("goods are sold in the trader phase", "towary sprzedaje się w fazie Kupca")
    if tile_now(state) is None:
        return _why("enter the trading-house tile first", "najpierw podajcie targowisko")
    if state["g"]["sold"][p] >= 0:
        return _why("%s's sale is entered; undo to change it",
                    "sprzedaż: %s już wpisana; cofnij, by zmienić", _name(state, p))
    if not isinstance(counts, list) or len(counts) != len(GOODS):
        return "goods: one count per kind"
    total = 0
    for i in range(len(GOODS)):
        k = counts[i]
        if not isinstance(k, int) or k < 0 or k > _production(state, p, GOODS[i]):
            return "not that many %s buildings" % _t(GOOD_TEXT[i], 0).lower()
        total += k
    if customs not in (0, 1) or (customs and not has(state, p, "customs_office")):
        return "no good on a customs office"
    total += customs
    if total > sell_max(state, p):
        return "%s may sell %d" % (_name(state, p), sell_max(state, p))
    if not isinstance(harbor, int) or harbor < 0 or harbor > total:
        return "one harbor card per good sold"
    if harbor and not has(state, p, "harbor"):
        return "%s has no harbor" % _name(state, p)
    if drawn != sale_cards(state, p, counts, customs):
        return "the sale draws %d cards" % sale_cards(state, p, counts, customs)
    return None


def _sell(state, e):
    g = state["g"]
    p = e[1]
    total = e[3]
    for k in e[2]:
        total += k
    g["sold"][p] = total
    g["tuck"][p][2] += e[4]
    _rescore(state, p)


def _check_tuck(state, e):
    if len(e) != 4 or not _player_ok(state, e[1]):
        return "a tuck is [tuck, player, chapel/bank, cards]"
    p, where, k = e[1], e[2], e[3]
    if not isinstance(k, int) or isinstance(k, bool) or k < 0 or k > TUCK_MAX:
        return "tuck 1 or more cards"
    g = state["g"]
    if where == "chapel":
        if not has(state, p, "chapel"):
            return "%s has no chapel" % _name(state, p)
        if k > 1:
            return "a chapel takes 1 card a round"
        if g["ct"][p] == _round(state):
            return "%s has tucked a card this round" % _name(state, p)
    elif where == "bank":
        if not k:
            return "tuck 1 or more cards"
        if not has(state, p, "bank"):
            return "%s has no bank" % _name(state, p)
        if g["tuck"][p][1]:
            return "a bank is used once a game"
    else:
        return "cards go under a chapel or a bank at round start"
    return None


def _tuck(state, e):
    g = state["g"]
    p = e[1]
    if e[2] == "chapel":
        g["tuck"][p][0] += e[3]
        g["ct"][p] = _round(state)
    else:
        g["tuck"][p][1] += e[3]
    _rescore(state, p)


def _check_tile(state, e):
    pick = current_pick(state)
    if pick is None or pick[1] != "trader":
        return "the tile is flipped in the trader phase"
    if not state["options"]["own_tiles"]:
        return "the device deals the tiles in this game"
    if tile_now(state) is not None:
        return "this phase's tile is known: %d" % tile_now(state)
    t = e[1] if len(e) == 2 else None
    if not isinstance(t, int) or t < 1 or t > 5:
        return "tiles are numbered 1-5"
    if t in state["g"]["tiles"]:
        return "tile %d is under the stack; the stack goes round" % t
    return None


def _tile(state, e):
    tiles = state["g"]["tiles"]
    tiles.append(e[1])
    if len(tiles) == 4:         # the fifth tile is the one left
        for t in range(1, 6):
            if t not in tiles:
                tiles.append(t)


def _check_print(state, e):
    if len(e) != 4 or _in_game(state, e[1]) is None:
        return "no such building in this game"
    for v, hi in ((e[2], COST_MAX), (e[3], sj.MAX_VP)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > hi:
            return "cost 0-%d, VP 0-%d" % (COST_MAX, sj.MAX_VP)
    return None


def _print(state, e):
    state["g"]["print"][e[1]] = [e[2], e[3]]
    for p in range(len(state["players"])):
        _rescore(state, p)


def _ever(state, p, bid):
    """Cards tucked under a building stay counted after a crane covers it."""
    g = state["g"]
    return bid in g["city"][p] or bid in g["gone"][p]


def _check_fin(state, e):
    if len(e) != 7 or not _player_ok(state, e[1]):
        return "final answers are [fin, player, hand, goods, chapel, bank, harbor]"
    p = e[1]
    for v in e[2:]:
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > TUCK_MAX:
            return "counts are 0-%d" % TUCK_MAX
    if e[3] > sj.production_count(state["g"]["city"][p]) + (
            1 if "customs_office" in state["g"]["city"][p] else 0):
        return "%s has no place for %d goods" % (_name(state, p), e[3])
    for v, bid in ((e[4], "chapel"), (e[5], "bank"), (e[6], "harbor")):
        if v and not _ever(state, p, bid):
            return "%s has no %s" % (_name(state, p), bid)
    return None


def _fin(state, e):
    state["g"]["fin"][e[1]] = list(e[2:])


HANDLERS = {
    "pick": (_check_pick, _pick),
    "build": (_check_build, _build),
    "sell": (_check_sell, _sell),
    "tuck": (_check_tuck, _tuck),
    "tile": (_check_tile, _tile),
    "print": (_check_print, _print),
    "fin": (_check_fin, _fin),
}


# -- flow hooks -----------------------------------------------------------

def chapel_next(state):
    """The next chapel owner (from the governor) who has not said yet
    whether a card goes under the chapel this round, or None."""
    g = state["g"]
    if state["cur"]["step"] != "round_start":
        return None
    for p in _clockwise(state, governor(state)):
        if has(state, p, "chapel") and g["ct"][p] != _round(state):
            return p
    return None


def skip(state, step):
    if step == "round_start":
        return _round(state) == 1       # the first round starts from the setup
    if step == "phase":
        pick = current_pick(state)
        return pick is not None and pick[1] == "builder" and not tavern_draws(state)
    return False


def over(state):
    """The game ends right after the builder phase in which anyone reached
    12 buildings: everyone still builds in that phase."""
    if state["cur"]["step"] == "build":
        return False
    return any(len(c) >= END_AT for c in state["g"]["city"])


def check_advance(state):
    step = state["cur"]["step"]
    if step == "setup" and not state["options"]["own_tiles"] and len(state["g"]["tiles"]) < 5:
        return _why("shuffle the trading-house tiles first (A)",
                    "najpierw potasujcie targowiska (A)")
    if step == "setup" and unknown_cards(state):
        return _T_CARD_NUMBERS_REFUSED
    if step == "pick" and len(picks(state)) < state["cur"]["turn"]:
        return _why("pick a role first", "najpierw wybierz postać")
    if step == "phase":
        pick = current_pick(state)
        if pick[1] == "trader" and tile_now(state) is None:
            return _why("enter the trading-house tile first", "najpierw podajcie targowisko")
    return None


def check_score(state, event):
    return "San Juan scores its buildings at the end; correct a card with its VP"


# -- what the table sees ----------------------------------------------------

def _pick_lines(state, lang):
    p = state["cur"]["active"]
    out = []
    if len(state["players"]) == 2:
        out.append(_t(_T_GOVERNOR_PICKS_2_3, lang)
                   % _name(state, governor(state)))
    lib = library_choice(state, p)
    for role, who in role_choices(state):
        i = ROLES.index(role)
        if who is None:
            out.append("%s: %s" % (_t(ROLE_TEXT[i], lang), _t(PRIVILEGE[i][1 if lib else 0], lang)))
        else:
            out.append(_t(_T_TAKEN, lang)
                       % (_t(ROLE_TEXT[i], lang), _name(state, who)))
    if has(state, p, "library"):
        out.append(_t(_T_LIBRARY_DOUBLES_PRIVILEGE, lang)
                   if lib else _t(_T_LIBRARY_USED_THIS_ROUND, lang))
    return out


BUILD_HELP = (
    ("smithy", _T_SMITHY_PRODUCTION_1),
    ("quarry", _T_QUARRY_VIOLET_1),
    ("crane", _T_CRANE_MAY_BUILD_OVER),
    ("black_market", _T_BLACK_MARKET_PAY_1),
    ("carpenter", _T_CARPENTER_1_CARD_AFTER),
    ("poor_house", _T_POOR_HOUSE_1_CARD),
)


def _build_lines(state, lang):
    g = state["g"]
    p = state["cur"]["active"]
    out = [_t(_T_BUILDINGS_D_12, lang) % len(g["city"][p])]
    priv, lib = _lib(state, p, "builder")
    if priv:
        out.append(_t(_T_BUILDER, lang) % _t(PRIVILEGE[0][lib], lang))
    for bid, text in BUILD_HELP:
        if has(state, p, bid):
            out.append(_t(text, lang))
    if g["fresh"][p]:
        out.append(_t(_T_BUILT, lang) % bname(g["fresh"][p], lang))
    ends = [q for q in range(len(g["city"])) if len(g["city"][q]) >= END_AT]
    if ends:
        out.append(_t(_T_N12_BUILDINGS_GAME_ENDS, lang))
    return out


def _tile_lines(state, lang):
    """The tile's number, then its prices on a line of their own: the play
    screen's column is too narrow for both on one line."""
    t = tile_now(state)
    if t is None:
        return [_t(_T_FLIP_TILE_ENTER_ITS, lang)]
    parts = ["%s %d" % (GOOD_SHORT[i][lang], TILES[t - 1][i]) for i in range(len(GOODS))]
    return [_t(_T_TILE_D, lang) % t, " ".join(parts)]


def _goods_max(n, lang):
    if lang:
        return "maks. %d %s" % (n, _plural(n, GOODS_NOM))
    return "%d good%s max" % (n, "" if n == 1 else "s")


def _player_phase_lines(state, role, p, lang):
    nm = _name(state, p)
    out = []
    if role == "producer":
        if not _production(state, p):
            return [_t(_T_NO_PRODUCTION_BUILDING, lang) % nm]
        out.append("%s: %s" % (nm, _goods_max(produce_max(state, p), lang)))
        if has(state, p, "well"):
            out.append(_t(_T_WELL_2_GOODS_1, lang))
    elif role == "trader":
        sold = state["g"]["sold"][p]
        if sold >= 0:
            out.append(_t(_T_SOLD_D, lang) % (nm, sold))
            return out
        out.append("%s: %s" % (nm, _goods_max(sell_max(state, p), lang)))
        for bid, text in (("market_stand", _T_MARKET_STAND_2_SOLD),
                          ("market_hall", _T_MARKET_HALL_1_CARD),
                          ("customs_office", _T_CUSTOMS_OFFICE_GOOD_2),
                          ("harbor", _T_HARBOR_MAY_TUCK_EACH)):
            if has(state, p, bid):
                out.append(_t(text, lang))
    elif role == "councillor":
        draw, keep = council(state, p)
        out.append(_t(_T_DRAWS_D_KEEPS_D, lang)
                   % (nm, draw, keep))
        if has(state, p, "archive"):
            out.append(_t(_T_ARCHIVE_DISCARD_FROM_WHOLE, lang))
    elif role == "prospector":
        priv, lib = _lib(state, p, "prospector")
        if priv:
            out.append(_t(_T_DRAWS_2, lang) % (nm, _cards(1 + lib, lang)))
        if has(state, p, "gold_mine"):
            out.append(_t(_T_GOLD_MINE_REVEALS_4, lang) % nm)
        if has(state, p, "goldsmith"):
            out.append(_t(_T_GOLDSMITH_REVEALS_1, lang)
                       % nm)
    return out


def _phase_lines(state, lang):
    pick = current_pick(state)
    p0, role, lib = pick
    i = ROLES.index(role)
    out = ["%s %s: %s" % (_t(ROLE_TEXT[i], lang), _name(state, p0), _t(PRIVILEGE[i][lib], lang))]
    if role == "builder":
        for p in tavern_draws(state):
            out.append(_t(_T_TAVERN_DRAWS_1_FEWEST, lang)
                       % _name(state, p))
        return out
    if role == "trader":
        out.extend(_tile_lines(state, lang))
    if role == "councillor":
        owners = [p for p in _clockwise(state, p0) if has(state, p, "customs_office")]
        if owners:
            out.append(_t(_T_CUSTOMS_OFFICE_GETS_GOOD, lang) % _names(state, owners))
    for p in _clockwise(state, p0):
        out.extend(_player_phase_lines(state, role, p, lang))
    if role == "trader":
        huts = [p for p in range(len(state["players"])) if has(state, p, "hut")]
        if huts and max(state["g"]["sold"]) <= 0:
            out.append(_t(_T_HUT_1_CARD_IF, lang) % _names(state, huts))
    return out


def _round_start_lines(state, lang):
    n = len(state["players"])
    g = state["g"]
    order = _clockwise(state, governor(state))
    out = [_t(_T_GOVERNOR_ROLES_BACK, lang)
           % _name(state, governor(state))]
    for p in order:
        if has(state, p, "office"):
            out.append(_t(_T_N1_OFFICE_MAY_SWAP, lang) % _name(state, p))
    for p in order:
        if has(state, p, "chapel"):
            if g["ct"][p] == _round(state):
                out.append(_t(_T_N2_CHAPEL_HAS_D, lang)
                           % (_name(state, p), g["tuck"][p][0]))
            else:
                out.append(_t(_T_N2_CHAPEL_MAY_TUCK, lang) % _name(state, p))
        if has(state, p, "bank") and not g["tuck"][p][1]:
            out.append(_t(_T_N2_BANK_MAY_TUCK, lang) % _name(state, p))
    limits = [hand_limit(state, p) for p in range(n)]
    for lim in (TOWER_LIMIT, HAND_LIMIT, GUARD_LIMIT):
        who = [p for p in order if limits[p] == lim]
        if len(who) == n:
            out.append(_t(_T_N3_HAND_LIMIT_D, lang)
                       % lim)
        elif who:
            out.append(_t(_T_N3_HAND_LIMIT_D_2, lang)
                       % (lim, _names(state, who)))
    return out


def _final_lines(state, lang):
    out = []
    g = state["g"]
    for p in range(len(state["players"])):
        if len(g["city"][p]) >= END_AT:
            out.append(_t(_T_GAME_OVER_HAS_12, lang)
                       % _name(state, p))
    # The ranking worked out once for both lines: each working-out leaves
    # about 15 KB of garbage, and this draw is part of a heavy press.
    res = results(state)
    waiting = tie_pending(state, res)
    if waiting:
        out.append(_t(_T_TIE_LINE, lang) % _names(state, waiting))
    else:
        note = res["note"]
        out.append(note[lang] if note else _t(_T_NO_TIE, lang))
    return out


def checklist(state, lang):
    """Lines for the current step: setup, round-start chores in the
    rulebook's order, the roles left, a player's build helpers, what
    everyone does in a role phase, the end."""
    step = state["cur"]["step"]
    if step == "setup":
        return _setup_lines(state, lang)
    if step == "round_start":
        return _round_start_lines(state, lang)
    if step == "pick":
        return _pick_lines(state, lang)
    if step == "build":
        return _build_lines(state, lang)
    if step == "phase":
        return _phase_lines(state, lang)
    return _final_lines(state, lang)


def status(state, lang):
    """The title line: "R3 pick 2/3", "R3 Builder", "R3 start"."""
    step = state["cur"]["step"]
    r = _round(state)
    if step == "setup":
        return _t(_T_SETUP, lang)
    if step == "final" or state["over"]:
        return _t(_T_FINAL_SCORING, lang)
    if step == "round_start":
        return _t(_T_ST_START, lang) % r
    if step == "pick":
        return _t(_T_ST_PICK, lang) % (r, state["cur"]["turn"], len(pickers(state)))
    pick = current_pick(state)
    return _t(_T_ST_PHASE, lang) % (r, _t(ROLE_TEXT[ROLES.index(pick[1])], lang))


def overview(state, lang):
    """One line per player: buildings and the VP they show so far."""
    out = []
    g = state["g"]
    for p in range(len(state["players"])):
        vp = sum([vp_of(state, b) or 0 for b in g["city"][p]]) + sum(g["tuck"][p])
        out.append(_t(_T_D_BLD_D_VP, lang)
                   % (_name(state, p), len(g["city"][p]), vp))
    return out


# The action menu's and the hints' name for the roll: San Juan has no
# dice, the device shuffles the trading-house tiles.
ROLL_NAME = _T_SHUFFLE_TILES
ROLL_HINT = _T_HINT_SHUFFLE


def prompt(state, lang):
    """Once the role is picked the prompt moves on to C; else the step's."""
    if state["cur"]["step"] == "pick" and len(picks(state)) >= state["cur"]["turn"]:
        p, role = picks(state)[-1][:2]
        return _t(_T_PICKED_NEXT, lang) % (_name(state, p), _t(ROLE_TEXT[ROLES.index(role)], lang))
    return None


def describe(event, lang, names=None):
    """History text of one event, with the player's name first."""
    line = _describe(event, lang)
    if names and event[0] in ("pick", "build", "sell", "tuck", "fin"):
        return "%s: %s" % (names[event[1]], line)
    return line


def _describe(event, lang):
    kind = event[0]
    if kind == "pick":
        i = ROLES.index(event[2])
        return "%s: %s" % (_t(ROLE_TEXT[i], lang), _t(PRIVILEGE[i][event[3]], lang))
    if kind == "build":
        text = bname(event[2], lang)
        if event[3]:        # a colon keeps the Polish name in the nominative
            text += _t(_T_CRANE, lang) % bname(event[3], lang)
        text += _t(_T_PAYS, lang) % _cards(event[5], lang)
        if event[4]:
            text += _t(_T_D_GOODS, lang) % event[4]
        return text
    if kind == "sell":
        sold = event[3] + sum(event[2])
        text = _t(_T_SELLS_D_DRAWS_D, lang) % (sold, event[5])
        if event[4]:
            text += _t(_T_D_UNDER_HARBOR, lang) % event[4]
        return text
    if kind == "tuck":
        where = _T_CHAPEL if event[2] == "chapel" else _T_BANK
        return _t(_T_UNDER, lang) % (_cards(event[3], lang), _t(where, lang))
    if kind == "tile":
        return _t(_T_TRADING_HOUSE_TILE_D, lang) % event[1]
    if kind == "print":
        return _t(_T_COST_D_D_VP, lang) % (
            bname(event[1], lang), event[2], event[3])
    if kind == "fin":
        return _t(_T_HAND_D_GOODS_D, lang) % (event[2], event[3])
    if kind == "roll":
        return _t(_T_TRADING_HOUSE_TILES_SHUFFLED, lang)
    if kind == "adv":
        return _t(_T_NEXT, lang)
    if kind == "end":
        return _t(_T_GAME_ENDED, lang)
    return kind


def points(state, event):
    """VP an event adds to what the table sees (printed VP, tucked cards)."""
    kind = event[0]
    if kind == "build":
        vp = vp_of(state, event[2]) or 0
        if event[3]:
            vp -= vp_of(state, event[3]) or 0
        return {event[1]: vp}
    if kind == "tuck":
        return {event[1]: event[3]}
    if kind == "sell" and event[4]:
        return {event[1]: event[4]}
    return {}


def preview(state, event, lang):
    """What an event about to be applied will do, e.g. "pays 3 cards"."""
    if event[0] == "build":
        return _t(_T_PAYS_2, lang) % _cards(event[5], lang)
    if event[0] == "sell":
        return _t(_T_DRAWS, lang) % _cards(event[5], lang)
    return describe(event, lang)


# -- quick entries ----------------------------------------------------------

def _v(values, key, default=0):
    return values.get(key, default) if values else default


def _keyed(state, action, player, values):
    """The answers as {key: value}: the screens give a list (one number
    per row of ``ask_rows``), the tests and the host tools a dict."""
    if isinstance(values, (list, tuple)):
        return _answers(state, action, player, values)
    return values


def make_pick(state, player, values):
    values = _keyed(state, "pick", player, values)
    role = values["role"]
    if role == PLAIN:           # the menu's roles without the library
        return ["pick", player, values["plain"], 0]
    lib = _v(values, "lib", 1 if library_choice(state, player) else 0)
    return ["pick", player, role, lib]


def make_build(state, player, values):
    global _memo
    _memo = {}
    try:
        values = _keyed(state, "build", player, values)
    finally:
        _memo = None
    if values.get("group") == PASS:
        return ["adv"]          # the builder passes: the next one builds
    bid = values["building"]
    old = _v(values, "over", "")
    goods = _v(values, "goods")
    pay, why = quote(state, player, bid, old, goods)
    return ["build", player, bid, old, goods, pay]


def make_sell(state, player, values):
    values = _keyed(state, "sell", player, values)
    counts = [_v(values, g) for g in GOODS]
    customs = _v(values, "customs")
    cards_drawn = sale_cards(state, player, counts, customs) if tile_now(state) else 0
    return ["sell", player, counts, customs, _v(values, "harbor"), cards_drawn]


def make_tuck_chapel(state, player, values):
    values = _keyed(state, "chapel", player, values)
    return ["tuck", chapel_next(state), "chapel", _v(values, "cards", 1)]


def make_tuck_bank(state, player, values):
    values = _keyed(state, "bank", player, values)
    return ["tuck", player, "bank", _v(values, "cards", 1)]


def make_tile(state, player, values):
    values = _keyed(state, "tile", player, values)
    return ["tile", values["tile"]]


def make_print(state, player, values):
    values = _keyed(state, "print", player, values)
    return ["print", values["building"], values["cost"], values["vp"]]


ACTIONS = {
    "pick": {"name": _T_PICK_ROLE, "who": "active",
             "choose": "role_choices",
             "ask": (("lib", _T_USE_LIBRARY, 0, 1, 1),),
             "make": make_pick},
    "build": {"name": _T_BUILD, "who": "active", "choose": "build_choices",
              "over": "crane_targets",
              "ask": (("goods", _T_GOODS_PAID_BLACK_MARKET,
                       0, BLACK_MARKET_MAX, 0),),
              "make": make_build},
    "sell": {"name": _T_SALE, "who": "any",
             "ask": tuple([(GOODS[i], GOOD_TEXT[i], 0, 3, 0) for i in range(len(GOODS))]) + (
                 ("customs", _T_CUSTOMS_OFFICE_GOOD, 0, 1, 0),
                 ("harbor", _T_CARDS_UNDER_HARBOR_2, 0, 4, 0)),
             "make": make_sell},
    # the next chapel owner: a card under it this round, or none
    "chapel": {"name": _T_CARD_UNDER_CHAPEL, "who": "none", "ask": (),
               "make": make_tuck_chapel},
    "bank": {"name": _T_CARDS_UNDER_BANK, "who": "any",
             "ask": (("cards", _T_CARDS, 1, TUCK_MAX, 1),), "make": make_tuck_bank},
    "tile": {"name": _T_TRADING_HOUSE_TILE, "who": "active",
             "ask": (("tile", _T_TILE_NUMBER, 1, 5, 1),),
             "make": make_tile},
    "fin": {"name": _T_FINAL_ANSWERS, "who": "any", "ask": (),
            "make": lambda state, player, values: make_final(state, player, values)},  # below
    # The first-time questions: a card's numbers at setup, a tie's counts.
    "card": {"name": _T_CARD_NUMBERS, "who": "none", "ask": (),
             "make": lambda state, player, values: make_card(state, values)},
    "tie": {"name": _T_TIE_BREAK, "who": "none", "ask": (),
            "make": lambda state, player, values: make_tie(state, values)},
    "print": {"name": _T_CARD_SHOWS_OTHER_NUMBERS, "who": "none",
              "choose": "card_choices",
              "ask": (("cost", _T_PRINTED_COST, 0, COST_MAX, 0),
                      ("vp", _T_PRINTED_VP, 0, sj.MAX_VP, 0)),
              "make": make_print},
}


def questions(state, action, player):
    """The "ask" rows of ``action`` that apply to ``player`` now, with the
    range and default they have for that player."""
    out = []
    for row in ACTIONS[action]["ask"]:
        key = row[0]
        if action == "pick" and key == "lib":
            if library_choice(state, player):
                out.append(row)
        elif action == "build" and key == "goods":
            if has(state, player, "black_market"):
                out.append((key, row[1], 0, min(BLACK_MARKET_MAX, _holders(state, player)), 0))
        elif action == "sell":
            hi = _production(state, player, key) if key in GOODS else 0
            if key == "customs":
                hi = 1 if has(state, player, "customs_office") else 0
            elif key == "harbor":
                hi = sell_max(state, player) if has(state, player, "harbor") else 0
            if hi:
                out.append((key, row[1], 0, min(hi, sell_max(state, player)), 0))
        else:
            out.append(row)
    return out


def actions(state):
    """The helpers that make sense now (the menu B opens): a role only
    until the player has picked one, a building until the player has
    built, the sale once the tile is known, the tile when the table flips
    its own, the chapel and bank only where someone can use them."""
    if state["over"]:
        return ()
    step = state["cur"]["step"]
    p = state["cur"].get("active")
    n = len(state["players"])
    g = state["g"]
    out = []
    if step == "round_start":
        if chapel_next(state) is not None:
            out.append("chapel")
        if [q for q in range(n) if has(state, q, "bank") and not g["tuck"][q][1]]:
            out.append("bank")
    elif step == "pick" and len(picks(state)) < state["cur"]["turn"]:
        out.append("pick")
    elif step == "build" and not g["fresh"][p]:
        out.append("build")
    elif step == "phase" and current_pick(state)[1] == "trader":
        out.append("sell" if tile_now(state) else "tile")
    elif step == "setup" and unknown_cards(state):
        out.append("card")
    elif step == "final":
        if tie_pending(state):
            out.append("tie")
        out.append("fin")
    out.append("print")
    return out


def moves_on(state, event):
    """After a pick or a build the step has nothing left, and at the round
    start after the last chapel's card unless a bank may still take cards: the
    device moves on by itself (games/__init__.py); long A takes both back."""
    if event[0] == "tuck":
        g = state["g"]
        return chapel_next(state) is None and not [
            q for q in range(len(g["city"])) if has(state, q, "bank") and not g["tuck"][q][1]]
    return event[0] in ("pick", "build")


def likely(state):
    """The helper the action menu opens on: the step's own entry (a
    tuck at the round start, the tile or a sale in the trader phase), at
    the end a tie's counts (None: nothing missing)."""
    if state["cur"]["step"] == "final":
        # Cards in hand and goods only break a tie (the device counted the
        # chapel, bank and harbor cards): asked for the tied players only,
        # else C goes straight to the end of the game.
        return "tie" if tie_pending(state) else None
    acts = actions(state)
    return acts[0] if acts and acts[0] != "print" else None


def c_helper(state):
    """What C opens where the step waits for an entry: the role picker
    while the active player has not picked, the building menu while the
    builder has not built (its "Pass" moves on), a chapel owner's card at
    the round start, the table's own trading-house tile, then the trader's
    sale (the picker starts on the trader; others' sales by the menu)."""
    step = state["cur"]["step"]
    if step == "pick" and len(picks(state)) < state["cur"]["turn"]:
        return "pick"
    if step == "build" and not state["g"]["fresh"][state["cur"]["active"]]:
        return "build"
    if step == "round_start" and chapel_next(state) is not None:
        return "chapel"
    if step == "phase" and current_pick(state)[1] == "trader":
        if tile_now(state) is None:
            return "tile"
        if state["g"]["sold"][current_pick(state)[0]] < 0:
            return "sell"       # the trader's own sale (nothing sold: all 0)
    return None


def _menu_row(key, text, ids, labels, default=0):
    """A question answered from a menu: the value is an index into ``ids``
    (the 7th field, read back by ``_answers``); ``labels`` None when only
    the values matter."""
    return (key, text, 0, len(ids) - 1, default, labels, ids)


def _whose(state, p, i, lang):
    """A menu's title with the player's name: the menus of a round follow
    one another without the play screen between them."""
    return i if lang is None else _named(i, _name(state, p))


def _num(v):
    return "?" if v is None else str(v)


PLAIN = ""      # the role menu's "Without the library": then the roles again


def _role_rows(state, p, got, lang):
    """The roles not taken this round (the taken ones left out), the
    cursor on the first. With a library the roles show its doubled
    privilege, and the last item leads to the same roles without it: the
    library is used unless the player says otherwise."""
    lib = library_choice(state, p)
    out = [_role_row(state, p, "role", lib, lang)]
    if lib and got.get("role") == PLAIN:
        out.append(_role_row(state, p, "plain", 0, lang))
    return out


def _role_row(state, p, key, lib, lang):
    labels = None
    default = 0
    ch = role_choices(state)
    for i in range(len(ch)):
        if ch[i][1] is None:
            default = i
            break
    if lang is not None:
        labels = []     # None: taken, not offered
        for i in range(len(ch)):
            if ch[i][1] is None:
                labels.append("%s: %s" % (_t(ROLE_TEXT[i], lang),
                                          _t(PRIVILEGE[i][1 if lib else 0], lang)))
            else:
                labels.append(None)
        if lib:
            labels.append(_t(_T_WITHOUT_LIBRARY, lang))
    ids = ROLES + (PLAIN,) if lib else ROLES
    return _menu_row(key, _whose(state, p, _T_ROLE_FOR, lang), ids, labels, default)


PASS = 0    # the building menu's "Pass" (a cost group of its own: no card costs 0)
OVER = -1   # its "Build over (crane)": the building replaced, then the costs


# What p can build (over ``old``) while one screen's rows are worked out
# or applied: the answers are read back row by row, and quoting all 40
# buildings for each row is garbage enough to exhaust the Pico's heap in
# the press that applies a build and opens the next builder's menu.
# {(p, old): choices} inside ``ask_rows`` and ``make_build``, else None
# (kept no longer: it would hold on to a state an undo has replaced).
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
    return cards.card(bid)[cards.COPIES] - used_copies(state, bid)


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
    ids = costs + extra
    most = [sum([_left(state, c[0]) for c in ok if c[2] == k]) for k in costs]
    default = most.index(max(most)) if most else 0
    labels = None
    if lang is not None:
        fmt = _t(_T_BLD_GROUP, lang)
        labels = [fmt % (k, ", ".join([bname(c[0], lang) for c in ok if c[2] == k]))
                  for k in costs]
        for k in extra:
            labels.append(_t(_T_BUILD_OVER if k == OVER else _T_BLD_PASS, lang))
    return _menu_row(key, _whose(state, p, _T_BLD_COST, lang), ids, labels, default)


def _build_rows(state, p, got, lang):
    # Only what p can build now (no second violet, no card left: left
    # out), first by the cost printed on the card, then the buildings of
    # that cost in the deck's order: two short menus instead of 40 rows.
    # A crane's building over goes through its own item (then the
    # building replaced, then the costs, which it lowers).
    targets = crane_targets(state, p)
    ok = _buildable(state, p, "")
    out = [_cost_row(state, p, "group", ok, [OVER, PASS] if targets else [PASS], lang)]
    cost = got.get("group", PASS)
    if cost == PASS:
        return out              # passing asks nothing more
    old = ""
    if cost == OVER:
        labels = None
        if lang is not None:
            labels = [_t(_T_OVER_S, lang) % bname(b, lang) for b in targets]
        out.append(_menu_row("over", _T_BUILD_OVER, targets, labels))
        if "over" not in got:
            return out          # the costs depend on the answer
        old = got["over"]
        ok = _buildable(state, p, old)
        out.append(_cost_row(state, p, "cost", ok, [], lang))
        if "cost" not in got:
            return out
        cost = got["cost"]
    ok = [c for c in ok if c[2] == cost]
    most = [_left(state, c[0]) for c in ok]
    labels = None
    if lang is not None:
        fmt = _t(_T_BLD_PAY, lang)
        labels = [fmt % (bname(c[0], lang), c[1], _num(c[2]), _num(c[3])) for c in ok]
    # the cursor on the building with the most cards left
    out.append(_menu_row("building", _whose(state, p, _T_BUILDING_FOR, lang), [c[0] for c in ok],
                         labels, most.index(max(most)) if most else 0))
    out.extend(questions(state, "build", p))
    return out


def _print_rows(state, got, lang):
    ids = _deck_ids(state)
    labels = None
    if lang is not None:
        labels = [_t(_T_CARD_ROW, lang) % (bname(b, lang), _num(cost_of(state, b)),
                                           _num(vp_of(state, b))) for b in ids]
    out = [_menu_row("building", _T_BUILDING, ids, labels)]
    b = got.get("building")
    if b:
        out.append(("cost", _T_PRINTED_COST, 0, COST_MAX, cost_of(state, b) or 0))
        out.append(("vp", _T_PRINTED_VP, 0, sj.MAX_VP, vp_of(state, b) or 0))
    return out


def _rows(state, action, p, got, lang):
    """The rows of ``action`` for p, given the answers ``got`` so far;
    ``lang`` None: without the menus' labels (only the values matter)."""
    if action == "pick":
        return _role_rows(state, p, got, lang)
    if action == "build":
        return _build_rows(state, p, got, lang)
    if action == "print":
        return _print_rows(state, got, lang)
    if action == "fin":
        return final_questions(state, p)
    if action == "card":
        return _card_rows(state)
    if action == "sell":
        return _sell_rows(state, p, got)
    if action == "chapel":
        p = chapel_next(state)
        title = _T_CARD_UNDER_CHAPEL if lang is None or p is None else \
            _named(_T_CHAPEL_OF, _name(state, p))
        return [_menu_row("cards", title, (1, 0), lang is not None and (
            _t(_T_CHAPEL_YES, lang), _t(_T_CHAPEL_NO, lang)) or None)]
    if action == "tie":
        return _tie_rows(state)
    return questions(state, action, p)


def _sell_rows(state, p, got):
    """The goods p may sell by kind until p's limit is reached (no more
    rows after it), then the harbor's cards, starting at one per good sold
    (the harbor's owner tucks one for each, as a rule)."""
    sold = 0
    for key in got:
        if key != "harbor":
            sold += got[key]
    out = []
    for row in questions(state, "sell", p):
        if row[0] == "harbor":
            if sold:
                out.append((row[0], row[1], 0, sold, sold))
        elif row[0] in got or sold < sell_max(state, p):
            out.append(row)
    return out


def _named(i, *args):
    """Text ``i`` with its arguments, as an (English, Polish) pair."""
    en, pl = texts.pair(GAME, i)
    return (en % args, pl % args)


def _card_rows(state):
    bid = unknown_cards(state)[0]
    return [("cost", _in_both(_T_CARD_COST, bid), 1, COST_MAX, 1),
            ("vp", _in_both(_T_CARD_VP, bid), 0, sj.MAX_VP, 0)]


def _in_both(i, bid):
    """Text ``i`` about building ``bid``, each language with its own name."""
    en, pl = texts.pair(GAME, i)
    return (en % bname(bid, 0), pl % bname(bid, 1))


def make_card(state, values):
    values = _keyed(state, "card", None, values)
    return ["print", unknown_cards(state)[0], values["cost"], values["vp"]]


def _deck_ids(state):
    """The buildings of this game, in the deck's order (the menus' order)."""
    exp = state["options"]["expansion"]
    return [r[cards.ID] for r in cards.CARDS if exp or not r[cards.EXPANSION]]


def _answers(state, action, p, values):
    """{key: value} of the screens' answers (menu rows give the index)."""
    got = {}
    for v in values:
        rows = _rows(state, action, p, got, None)
        if len(got) >= len(rows):
            break
        row = rows[len(got)]
        got[row[0]] = row[6][v - row[2]] if len(row) > 6 else v
    return got


def ask_rows(state, action, player, values, lang):
    """The questions the screen asks for ``action`` and ``player`` after
    the answers ``values`` so far (the protocol's "ask" rows, in the
    current language): menus with cost and VP for buildings, the roles
    with their privilege or who took them, the crane's target, and only
    the rows that apply (library, black market, the goods p can sell)."""
    global _memo
    _memo = {}
    try:
        got = _answers(state, action, player, values)
        rows = _rows(state, action, player, got, None)
        i = len(values)
        # Labels only for the menu on the screen now: the press that
        # applies the answers needs none.
        if i < len(rows) and len(rows[i]) > 5:
            rows[i] = _rows(state, action, player, got, lang)[i]
    finally:
        _memo = None
    return rows


# -- the end --------------------------------------------------------------

FINAL = (
    ("hand", _T_CARDS_HAND, 0, TUCK_MAX, 0),
    ("goods", _T_GOODS_BUILDINGS, 0, END_AT + 1, 0),
    ("chapel", _T_CARDS_UNDER_CHAPEL, 0, TUCK_MAX, 0),
    ("bank", _T_CARDS_UNDER_BANK_2, 0, TUCK_MAX, 0),
    ("harbor", _T_CARDS_UNDER_HARBOR, 0, TUCK_MAX, 0),
)


def final_questions(state, p):
    """FINAL rows for p: only buildings p has (or had), defaults from what
    the device counted during play."""
    g = state["g"]
    known = g["fin"][p] or [0, 0] + g["tuck"][p]
    out = []
    for i in range(len(FINAL)):
        key, text, lo, hi, _ = FINAL[i]
        if key in ("chapel", "bank", "harbor") and not _ever(state, p, key):
            continue
        if key == "goods":
            hi = sj.production_count(g["city"][p]) + (
                1 if "customs_office" in g["city"][p] else 0)
        out.append((key, text, lo, hi, known[i]))
    return out


def _seats(state, res):
    """The seat of each row of the ranking ``res`` (its rows are by rank)."""
    names = [p["name"] for p in state["players"]]
    out = []
    for r in res["results"]:
        p = names.index(r["name"])
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


def tie_pending(state, res=None):
    """Seats sharing a total with another whose cards in hand and goods
    are not entered yet. Seed 004: "W przypadku remisu, zwycięża
    remisujący, posiadający łącznie więcej kart w ręce i towarów": only
    they need counting, and before the ranking is shown. ``res``: the
    ranking of ``state`` if the caller has it already."""
    if state["cur"]["step"] != "final":
        return []
    t = _totals(state, res or results(state))
    fin = state["g"]["fin"]
    return [p for p in range(len(t)) if t.count(t[p]) > 1 and fin[p] is None]


def _tie_rows(state):
    p = tie_pending(state)[0]
    name = _name(state, p)
    q = final_questions(state, p)
    return [("hand", _named(_T_TIE_HAND, name)) + q[0][2:],
            ("goods", _named(_T_TIE_GOODS, name)) + q[1][2:]]


def make_tie(state, values):
    p = tie_pending(state)[0]
    values = _keyed(state, "tie", p, values)
    return make_final(state, p, values)


def check_end(state):
    waiting = tie_pending(state)
    if waiting:
        return (_T_TIE_FIRST, _names(state, waiting))
    return None


def _tie_note(state, res):
    """How the ranking settled its ties, as (English, Polish), or None:
    "Tie 46 broken, cards+goods: Bartek 6, Ania 5"."""
    rows = res["results"]
    seats = _seats(state, res)
    fin = state["g"]["fin"]
    en = []
    pl = []
    done = []
    for r in rows:
        total = r["total"]
        group = [i for i in range(len(rows)) if rows[i]["total"] == total]
        if total in done or len(group) < 2:
            continue
        done.append(total)
        counts = []
        ranks = []
        for i in group:
            f = fin[seats[i]]
            counts.append("%s %d" % (rows[i]["name"], f[0] + f[1] if f else 0))
            if rows[i]["rank"] not in ranks:
                ranks.append(rows[i]["rank"])
        key = _T_TIE_BROKEN if len(ranks) == len(group) else _T_TIE_SHARED
        a, b = _named(key, total, ", ".join(counts))
        en.append(a)
        pl.append(b)
    if not en:
        return None
    return ("; ".join(en), "; ".join(pl))


def make_final(state, player, values):
    values = _keyed(state, "fin", player, values)
    g = state["g"]
    known = g["fin"][player] or [0, 0] + g["tuck"][player]
    return ["fin", player] + [_v(values, FINAL[i][0], known[i]) for i in range(len(FINAL))]


def sheet(state):
    """The score sheet (SCORESHEETS.md) of the game as recorded."""
    g = state["g"]
    vps = {}
    for bid in g["print"]:
        vps[bid] = g["print"][bid][1]
    players = []
    for p in range(len(state["players"])):
        f = g["fin"][p] or [0, 0] + g["tuck"][p]
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
    g = state["g"]
    costs = {}
    for bid in g["print"]:
        costs[bid] = g["print"][bid][0]
    key = (sheet(state), costs)
    if _last[0] == key:
        return _last[1]
    res = sj.score(key[0], costs)
    res["note"] = _tie_note(state, res)
    _last[0], _last[1] = key, res
    return res


# The final scoring's parts, as the ranking's breakdown names them; the
# special buildings go by their card's name.
_BREAKDOWN = (("buildings", _T_BD_PRINTED), ("chapel", _T_BD_CHAPEL),
              ("bank", _T_BD_BANK), ("harbor", _T_BD_HARBOR))


# What decides the ranking after the points (san_juan_score's key)
RANK_BY = (None, _T_TIE_HAND_GOODS)


def breakdown_label(key, lang):
    for k, i in _BREAKDOWN:
        if k == key:
            return _t(i, lang)
    row = cards.card(key)
    if row is not None:
        return row[cards.NAME_PL if lang == 1 else cards.NAME_EN]
    return key
