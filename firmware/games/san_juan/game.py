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

The game reads as its steps: each step of FLOW is one entry of STEPS, in
a module of its own (games/san_juan/<step>.py: setup, start for the round
start, pick, build, phase for the other role phases, final), naming its
prompt, status, events, helpers and their questions, menu, checklist and
when it is done. games/san_juan/rules.py holds the tables and the rule
queries the steps share; games/san_juan/cards.py the building cards. This
module keeps the identity, the options, FLOW and STEPS, the correction of
a card's printed numbers (offered in every step) and the game-wide hooks.

Events (the player is always at index 1, as in "sc"):
    ["roll", [a, b, c, d]]        setup: the tile shuffle as dice d5 d4 d3 d2
                                  (a Lehmer code: every order equally likely)
    ["pick", p, role, lib]        p takes a role; lib 1: p uses the library
    ["build", p, id, over, goods, paid]
                                  p builds ``id`` (over: the building a crane
                                  replaces, or ""; goods: black-market goods
                                  spent); paid: the cards it costs, checked
    ["pass", p]                   the builder p builds nothing (a pass recorded
                                  by ["adv"] before it had its own event)
    ["sell", p, [5 counts], customs, harbor, cards]
                                  p's sale in a trader phase (goods by kind,
                                  the customs office's good, cards tucked
                                  under the harbor); cards: drawn, checked
    ["nosale"]                    nobody (left) sells in this trader phase
    ["tuck", p, "chapel"|"bank", n]   round start: cards under chapel/bank
    ["tile", n]                   own tiles: the tile the trader flipped
    ["print", id, cost, vp]       the table's card shows other numbers (or
                                  the hut and tavern, whose numbers no
                                  source gives)
    ["fin", p, hand, goods, chapel, bank, harbor]   final answers

The helpers' answers are whole numbers: a role by its place in
``ROLES``, a building by its place in ``san_juan_cards.CARDS``, a crane's
target by its place in the player's city (see each step's questions).

Everything on the screen, refusals too, is a text of games/san_juan/texts.lang
(ids, or (id, arguments...) for a refusal; see core.texts): the words
stay on flash until shown.
"""

from micropython import const

from games import kit, steps
from games.san_juan import cards
from games.san_juan import rules as r

# Text ids of games/san_juan/texts.lang, written by `make texts`.
_T_NEW_BUILDINGS = const(0)
_T_ADVANCED_START_5_8 = const(1)
_T_OWN_TRADING_HOUSE_TILES = const(2)
_T_CRANE = const(82)
_T_PAYS = const(83)
_T_D_GOODS = const(84)
_T_SELLS_D_DRAWS_D = const(85)
_T_D_UNDER_HARBOR = const(86)
_T_CHAPEL = const(87)
_T_BANK = const(88)
_T_UNDER = const(89)
_T_TRADING_HOUSE_TILE_D = const(90)
_T_COST_D_D_VP = const(91)
_T_HAND_D_GOODS_D = const(92)
_T_TRADING_HOUSE_TILES_SHUFFLED = const(93)
_T_GAME_ENDED = const(95)
_T_CARD_SHOWS_OTHER_NUMBERS = const(107)
_T_PRINTED_COST = const(108)
_T_PRINTED_VP = const(109)
_T_BUILDING = const(115)
_T_CARD_ROW = const(119)
_T_BD_PRINTED = const(124)
_T_BD_CHAPEL = const(125)
_T_BD_BANK = const(126)
_T_BD_HARBOR = const(127)
_T_OPT_HUT_COST = const(128)
_T_OPT_HUT_VP = const(129)
_T_OPT_TAVERN_COST = const(130)
_T_OPT_TAVERN_VP = const(131)
_T_SHUFFLE_TILES = const(145)
_T_HINT_SHUFFLE = const(146)
_T_TIE_HAND_GOODS = const(148)
_T_BD_GUILD_HALL = const(158)
_T_BD_CITY_HALL = const(159)
_T_BD_TRIUMPHAL_ARCH = const(160)
_T_BD_RESIDENCE = const(161)
_T_BD_CATHEDRAL = const(162)
_T_BD_PALACE = const(163)
_T_R_NO_BUILDING = const(164)
_T_R_COST_VP = const(165)
_T_R_NOTHING_TO_ROLL = const(166)
_T_R_OWN_TILES = const(167)
_T_R_SHUFFLE_4 = const(168)
_T_R_SHUFFLE_RANGE = const(169)
_T_R_SCORES_AT_END = const(170)
_T_NOBODY_SELLS = const(262)
_T_PASSES = const(263)
# End of text ids.

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

# FLOW's who-functions
pickers = r.pickers
builders = r.builders

# Each step's module is on the heap only while the game is at that step
# (or one of its events or helpers runs): see games.steps.
STEPS = {
    "setup": steps.Step("san_juan.setup"),
    "round_start": steps.Step("san_juan.start"),
    "pick": steps.Step("san_juan.pick"),
    "build": steps.Step("san_juan.build"),
    "phase": steps.Step("san_juan.phase"),
    "final": steps.Step("san_juan.final"),
}

# No plain +/- points on the menu: the buildings and the tucked cards score.
SCORE_PAD = False


# -- a card's printed numbers (every step) -----------------------------------

def check_print(state, e):
    """["print", id, cost, vp]: the numbers on the table's card."""
    if len(e) != 4 or r.in_game(state, e[1]) is None:
        return _T_R_NO_BUILDING
    for v, hi in ((e[2], r.COST_MAX), (e[3], r.MAX_VP)):
        if not kit.is_int(v) or v < 0 or v > hi:
            return (_T_R_COST_VP, r.COST_MAX, r.MAX_VP)
    return None


def apply_print(state, e):
    state["g"]["print"][e[1]] = [e[2], e[3]]
    for p in range(len(state["players"])):
        r.rescore(state, p)


def _print_rows(state, p, got, lang):
    labels = None
    if lang is not None:
        labels = [None] * len(cards.CARDS)
        fmt = kit.text(GAME, _T_CARD_ROW, lang)
        for i in r.deck_index(state):
            b = cards.CARDS[i][cards.ID]
            labels[i] = fmt % (r.bname(b, lang), r.num(r.cost_of(state, b)),
                               r.num(r.vp_of(state, b)))
    out = [("building", _T_BUILDING, 0, len(cards.CARDS) - 1, 0, labels)]
    if "building" in got:
        b = cards.CARDS[got["building"]][cards.ID]
        out.append(("cost", _T_PRINTED_COST, 0, r.COST_MAX, r.cost_of(state, b) or 0))
        out.append(("vp", _T_PRINTED_VP, 0, r.MAX_VP, r.vp_of(state, b) or 0))
    return out


def print_questions(state, p, answers, lang):
    """The building (its place in cards.CARDS, the printed numbers the
    device has beside it), then its cost and VP as the card shows them."""
    return r.asked(_print_rows, state, p, answers, lang)


def make_print(state, p, answers):
    return ["print", cards.CARDS[answers["building"]][cards.ID], answers["cost"], answers["vp"]]


HANDLERS = kit.merged(STEPS, "events", {"print": (check_print, apply_print)})
ACTIONS = kit.merged(STEPS, "helpers", {
    "print": {"name": _T_CARD_SHOWS_OTHER_NUMBERS, "who": "none",
              "questions": print_questions, "make": make_print},
})


# -- setup and options ----------------------------------------------------------

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
        "bare": [[] for _ in range(n)],     # production buildings since the last producer
        #                                     phase: no good on them to sell yet
        "tuck": [[0, 0, 0] for _ in range(n)],  # cards under chapel, bank, harbor
        "ct": [0] * n,          # round of the last chapel tuck
        "print": {},            # card id -> [cost, vp] as the table's cards show
        "fin": [None] * n,      # final answers: hand, goods, chapel, bank, harbor
    }
    opts = state["options"]
    for bid in r.UNPRINTED:
        if opts[bid + "_cost"]:
            g["print"][bid] = [opts[bid + "_cost"], opts[bid + "_vp"]]
    for p in range(n):
        r.rescore(state, p)     # the indigo plant everyone starts with
    return g


def check_options(opts, players):
    for bid in r.UNPRINTED:
        if opts[bid + "_cost"] < 0 or opts[bid + "_cost"] > r.COST_MAX \
                or opts[bid + "_vp"] < 0 or opts[bid + "_vp"] > r.MAX_VP:
            return (_T_R_COST_VP, r.COST_MAX, r.MAX_VP)
    return None


def kept_options(state):
    """The options the device keeps for the next game: the hut's and the
    tavern's numbers as the table entered them (at the setup, in the
    options, or with "Card shows other numbers")."""
    out = {}
    for bid in r.UNPRINTED:
        entry = state["g"]["print"].get(bid)
        if entry:
            out[bid + "_cost"] = entry[0]
            out[bid + "_vp"] = entry[1]
    return out


# -- the trading-house tiles' shuffle (the setup's roll) ---------------------------

def check_roll(state, event):
    if state["cur"]["step"] != "setup":
        return _T_R_NOTHING_TO_ROLL
    if state["options"]["own_tiles"]:
        return _T_R_OWN_TILES
    values = event[1] if len(event) == 2 else None
    if not isinstance(values, list) or len(values) != len(r.DECK_DICE):
        return _T_R_SHUFFLE_4
    for v, sides in zip(values, r.DECK_DICE):
        if not isinstance(v, int) or v < 1 or v > sides:
            return _T_R_SHUFFLE_RANGE
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


# The action menu's and the hints' name for the roll: San Juan has no
# dice, the device shuffles the trading-house tiles.
ROLL_NAME = _T_SHUFFLE_TILES
ROLL_HINT = _T_HINT_SHUFFLE


# -- the game as a whole ------------------------------------------------------------

def over(state):
    """The game ends right after the builder phase in which anyone reached
    12 buildings: everyone still builds in that phase."""
    if state["cur"]["step"] == "build":
        return False
    return any(len(c) >= r.END_AT for c in state["g"]["city"])


def check_score(state, event):
    return _T_R_SCORES_AT_END


def check_end(state):
    from games.san_juan import final as san_juan_final
    return san_juan_final.check_end(state)


def results(state):
    from games.san_juan import final as san_juan_final
    return san_juan_final.results(state)


def final_total(state, p):
    """Player ``p``'s total if the game ended now, as the ranking would give
    it (the final count's preview: one player's breakdown, not a whole
    ranking's 12 KB of garbage at every press of the count)."""
    from games.san_juan import final as san_juan_final
    return san_juan_final.totals(state, (p,))[0]


def describe(event, lang, names=None):
    """History text of one event, with the player's name first."""
    line = _describe(event, lang)
    if names and event[0] in ("pick", "build", "pass", "sell", "tuck", "fin"):
        return "%s: %s" % (names[event[1]], line)
    return line


def _describe(event, lang):
    kind = event[0]
    if kind == "pick":
        i = r.ROLES.index(event[2])
        # A dash, not a colon: the history puts "Bartek: " before it.
        return "%s \u2013 %s" % (kit.text(GAME, r.ROLE_TEXT[i], lang),
                                 kit.text(GAME, r.PRIVILEGE[i][event[3]], lang))
    if kind == "build":
        text = r.bname(event[2], lang)
        if event[3]:        # a colon keeps the Polish name in the nominative
            text += kit.text(GAME, _T_CRANE, lang) % r.bname(event[3], lang)
        text += kit.text(GAME, _T_PAYS, lang) % r.cards_text(event[5], lang)
        if event[4]:
            text += kit.text(GAME, _T_D_GOODS, lang) % event[4]
        return text
    if kind == "sell":
        sold = event[3] + sum(event[2])
        text = kit.text(GAME, _T_SELLS_D_DRAWS_D, lang) % (sold, event[5])
        if event[4]:
            text += kit.text(GAME, _T_D_UNDER_HARBOR, lang) % event[4]
        return text
    if kind == "tuck":
        where = _T_CHAPEL if event[2] == "chapel" else _T_BANK
        return kit.text(GAME, _T_UNDER, lang) % (r.cards_text(event[3], lang),
                                                 kit.text(GAME, where, lang))
    if kind == "tile":
        return kit.text(GAME, _T_TRADING_HOUSE_TILE_D, lang) % event[1]
    if kind == "nosale":
        return kit.text(GAME, _T_NOBODY_SELLS, lang)
    if kind == "print":
        return kit.text(GAME, _T_COST_D_D_VP, lang) % (r.bname(event[1], lang),
                                                       event[2], event[3])
    if kind == "fin":
        return kit.text(GAME, _T_HAND_D_GOODS_D, lang) % (event[2], event[3])
    if kind == "roll":
        return kit.text(GAME, _T_TRADING_HOUSE_TILES_SHUFFLED, lang)
    if kind == "pass":
        return kit.text(GAME, _T_PASSES, lang)
    if kind == "adv":       # the history shows what the step did, not its move on
        return None
    if kind == "end":
        return kit.text(GAME, _T_GAME_ENDED, lang)
    return kind


def points(state, event):
    """VP an event adds to what the table sees (printed VP, tucked cards)."""
    kind = event[0]
    if kind == "build":
        vp = r.vp_of(state, event[2]) or 0
        if event[3]:
            vp -= r.vp_of(state, event[3]) or 0
        return {event[1]: vp}
    if kind == "tuck":
        return {event[1]: event[3]}
    if kind == "sell" and event[4]:
        return {event[1]: event[4]}
    return {}


# The final scoring's parts, as the ranking's breakdown names them; the
# special buildings by their card's name.
BREAKDOWN = (("buildings", _T_BD_PRINTED), ("chapel", _T_BD_CHAPEL),
             ("bank", _T_BD_BANK), ("harbor", _T_BD_HARBOR),
             ("guild_hall", _T_BD_GUILD_HALL), ("city_hall", _T_BD_CITY_HALL),
             ("triumphal_arch", _T_BD_TRIUMPHAL_ARCH), ("residence", _T_BD_RESIDENCE),
             ("cathedral", _T_BD_CATHEDRAL), ("palace", _T_BD_PALACE))

# What decides the ranking after the points (san_juan_score's key)
RANK_BY = (None, _T_TIE_HAND_GOODS)
