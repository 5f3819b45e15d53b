"""San Juan's tables and the rule queries more than one step reads: who
governs and picks, the picks of the round, what a player owns and whether
it works yet, printed cost and VP (the table's entry wins), the current
trading-house tile, the library, the score column, and the shapes the
steps' menus share.

Loaded with the game and kept (games.load keeps every ``san_juan_*``
module): the step modules (san_juan_setup, _start, _pick, _build, _phase,
_final) import it, and it imports none of them.
"""

from micropython import const

from games import kit
from games.san_juan import cards

# Text ids of games/san_juan/texts.lang, written by `make texts`.
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
_T_ST_PHASE = const(123)
_T_CARD_INDIGO_PLANT = const(221)
# End of text ids.

GAME = "san_juan"

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
GOOD_TEXT = (_T_INDIGO, _T_SUGAR, _T_TOBACCO,
             _T_COFFEE, _T_SILVER)

UNPRINTED = ("hut", "tavern")   # cards whose numbers no source gives
DECK_DICE = (5, 4, 3, 2)    # the tile shuffle as dice (a Lehmer code of the 5 tiles)
# The scorer's limits (san_juan_score, a test keeps them equal): the
# scorer and its sheet checks are loaded only when the game is scored.
END_AT = 12         # 12 buildings: the game ends after that builder phase
MAX_VP = 20         # a printed VP the table may enter
HAND_LIMIT = 7
TOWER_LIMIT = 12
GUARD_LIMIT = 6             # once anyone has a guard room, for those with neither
PARK_CUT = 6                # a crane over a park takes up to 6 off instead of 3
BLACK_MARKET_MAX = 2
CUSTOMS_PRICE = 2           # the customs office's good sells for 2, whatever the tile
COST_MAX = 9
TUCK_MAX = 99       # cards under a chapel, bank or harbor


# -- words ------------------------------------------------------------------

def plural(n, forms):
    """Polish noun form after a number: (1, 2-4, 5+) as in kartę/karty/kart."""
    if n == 1:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


CARDS_ACC = ("kartę", "karty", "kart")


def cards_text(n, lang):
    """"3 cards" / "3 karty"."""
    if lang:
        return "%d %s" % (n, plural(n, CARDS_ACC))
    return "%d card%s" % (n, "" if n == 1 else "s")


def bname(bid, lang):
    """A building's name in the language (0 English, 1 Polish): its text
    in the pack, counted from the first card's."""
    return kit.text(GAME, _T_CARD_INDIGO_PLANT + cards.index(bid), lang)


def role_name(role, lang):
    return kit.text(GAME, ROLE_TEXT[ROLES.index(role)], lang)


def named(i, *args):
    """Text ``i`` with its arguments, as an (English, Polish) pair."""
    from core import texts
    en, pl = texts.pair(GAME, i)
    return (en % args, pl % args)


def num(v):
    return "?" if v is None else str(v)


# -- the round ----------------------------------------------------------------

def round_of(state):
    return state["cur"].get("round", 1)


def governor(state):
    """The governor of the current round: the card passes left each round."""
    n = len(state["players"])
    return (state["first"] + round_of(state) - 1) % n


def clockwise(state, start):
    n = len(state["players"])
    return [(start + i) % n for i in range(n)]


def pickers(state):
    """Who picks a role this round, in order (2 players: G, other, G)."""
    gov = governor(state)
    if len(state["players"]) == 2:
        return [gov, 1 - gov, gov]
    return clockwise(state, gov)


def picks(state):
    """This round's picks so far, as [player, role, library used]."""
    g = state["g"]
    return g["picks"] if g["pr"] == round_of(state) else []


def picked(state):
    """Whether the active player has picked a role this turn."""
    return len(picks(state)) >= state["cur"]["turn"]


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
    return clockwise(state, pick[-1][0])


def lib_of(state, p, role):
    """(privilege, library) of p in the phase of ``role``: 0/1 each."""
    pick = current_pick(state)
    if pick and pick[1] == role and pick[0] == p:
        return 1, pick[2]
    return 0, 0


def library_choice(state, p):
    """Whether p may use a library with this pick (2 players: once a round)."""
    if not has(state, p, "library"):
        return False
    if len(state["players"]) == 2:
        for q in picks(state):
            if q[0] == p and q[2]:
                return False
    return True


def phase_status(state, lang):
    """The title line of a role's phase: "R3 Builder"."""
    return kit.text(GAME, _T_ST_PHASE, lang) % (round_of(state),
                                                role_name(current_pick(state)[1], lang))


# -- the cards ----------------------------------------------------------------

def in_game(state, bid):
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


def unknown_cards(state):
    """The hut and tavern while their printed numbers are not known (only
    with "New buildings"): the setup asks for them first."""
    if not state["options"]["expansion"]:
        return []
    return [b for b in UNPRINTED if cost_of(state, b) is None]


def deck_index(state):
    """The buildings of this game as positions in cards.CARDS, in the
    deck's order (the menus' order: a menu's value is the position)."""
    exp = state["options"]["expansion"]
    return [i for i in range(len(cards.CARDS)) if exp or not cards.CARDS[i][cards.EXPANSION]]


def has(state, p, bid):
    """Whether p owns a working ``bid``: a building works from the phase
    after the one it was built in."""
    g = state["g"]
    if bid not in g["city"][p]:
        return False
    return not (g["fresh"][p] == bid and state["cur"]["step"] in ("build", "phase"))


def ever(state, p, bid):
    """Cards tucked under a building stay counted after a crane covers it."""
    g = state["g"]
    return bid in g["city"][p] or bid in g["gone"][p]


def used_copies(state, bid):
    """Cards of ``bid`` on the table or removed from the game by cranes."""
    g = state["g"]
    n = 0
    for p in range(len(g["city"])):
        n += g["city"][p].count(bid) + g["gone"][p].count(bid)
    return n


def goldsmith_keeps(state, bid):
    """Whether a goldsmith's owner may keep the revealed ``bid``: only a
    building nobody has built yet (one built over by a crane was built)."""
    return in_game(state, bid) is not None and used_copies(state, bid) == 0


def production(state, p, kind=None):
    n = 0
    for b in state["g"]["city"][p]:
        if (b == kind) if kind else (b in GOODS):
            n += 1
    return n


def stocked(state, p, kind):
    """p's ``kind`` buildings that may hold a good: not those built since
    the last producer phase."""
    bare = state["g"].get("bare")
    return production(state, p, kind) - (bare[p].count(kind) if bare else 0)


def holders(state, p):
    """Places a good can lie: production buildings and a customs office."""
    return production(state, p) + (1 if has(state, p, "customs_office") else 0)


def city(state, p):
    """p's buildings as (id, printed cost, printed VP), in building order."""
    return [(b, cost_of(state, b), vp_of(state, b)) for b in state["g"]["city"][p]]


def rescore(state, p):
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


# -- the trader phase -----------------------------------------------------------

def tile_now(state):
    """The number (1-5) of the trading-house tile of the current trader
    phase, or None while the table has not entered it."""
    g = state["g"]
    if g["tn"] < 1:
        return None
    k = (g["tn"] - 1) % 5
    return g["tiles"][k] if k < len(g["tiles"]) else None


def sell_max(state, p):
    """Goods p may sell in this trader phase: 1, the trader 2 (3 with a
    library), +1 trading post; no more than the places goods lie on."""
    priv, lib = lib_of(state, p, "trader")
    n = 1 + priv + lib + (1 if has(state, p, "trading_post") else 0)
    return min(n, holders(state, p))


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


# -- the helpers' questions -------------------------------------------------------

def whose(state, p, i, lang):
    """A menu's title with the player's name: the menus of a round follow
    one another without the play screen between them."""
    return i if lang is None else named(i, kit.name(state, p))


def asked(rows, state, p, answers, lang):
    """The rows ``rows(state, p, answers, lang)`` with labels only on the
    menu asked next: the other rows' values are all the questions need,
    and labels for 40 buildings are heap the press cannot spare."""
    out = rows(state, p, answers, None)
    i = len(answers)
    if lang is not None and i < len(out) and len(out[i]) > 5:
        out[i] = rows(state, p, answers, lang)[i]
    return out
