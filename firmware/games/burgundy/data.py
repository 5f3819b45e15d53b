"""The Castles of Burgundy: the tables every step reads, what they read of
the state (tiles placed, the track, the phase), the history lines and the
breakdown's names.

Kept apart from the steps' modules so the rules read as rules, and so that
no module is large: MicroPython compiles a module in one piece, and a big
source needs a big transient heap.

All texts are lines of games/burgundy/texts.lang (core.texts), named by their
ids (``_T_...``) and read in ``lang`` (0 or 1) with ``kit.text``; the
tables hold ids. Polish words follow the rulebook (seed 000: "żeton włości",
"magazyn", "grudka srebra", "robotnik", "posiadłość"). Lengths: choice labels
and names fit a medium-font line (37 characters), checklist lines a
small-font line (49); a test checks both, with the longest names a player
may have.

Tile kinds double as the estate's six colours, numbered 1-6 on the screen:
1 castle (dark green), 2 mine (grey), 3 knowledge (yellow), 4 ship (blue),
5 animals (light green), 6 building (beige).
"""

from micropython import const

from games import kit

# Text ids of games/burgundy/texts.lang, written by `make texts`.
_T_CASTLE = const(0)
_T_MINE = const(1)
_T_KNOWLEDGE_2 = const(2)
_T_SHIP = const(3)
_T_ANIMALS = const(4)
_T_BUILDING = const(5)
_T_DARK_GREEN_CASTLES = const(6)
_T_GREY_MINES = const(7)
_T_YELLOW_KNOWLEDGE = const(8)
_T_BLUE_SHIPS = const(9)
_T_LIGHT_GREEN_ANIMALS = const(10)
_T_BEIGE_BUILDINGS = const(11)
_T_WAREHOUSE = const(12)
_T_WATCHTOWER = const(13)
_T_CARPENTERS_WORKSHOP = const(14)
_T_CHURCH = const(15)
_T_MARKET = const(16)
_T_BOARDING_HOUSE = const(17)
_T_BANK = const(18)
_T_CITY_HALL = const(19)
_T_WAREHOUSE_SELL_1_GOODS = const(20)
_T_WATCHTOWER_4_VP = const(21)
_T_CARPENTER_TAKE_BUILDING = const(22)
_T_CHURCH_TAKE_MINE_KNOWL = const(23)
_T_MARKET_TAKE_SHIP_ANIMALS = const(24)
_T_BOARDING_HOUSE_TAKE_4 = const(25)
_T_BANK_TAKE_2_SILVERLINGS = const(26)
_T_CITY_HALL_PLACE_1 = const(27)
_T_COWS = const(28)
_T_SHEEP = const(29)
_T_PIGS = const(30)
_T_HENS = const(31)
_T_COWS_2 = const(32)
_T_SHEEP_2 = const(33)
_T_PIGS_2 = const(34)
_T_HENS_2 = const(35)
_T_N1_SAME_BUILDINGS_ALLOWED = const(36)
_T_N2_MINE_INCOME_1 = const(37)
_T_N3_SELLING_2_SILVERLINGS = const(38)
_T_N4_SELLING_1_WORKER = const(39)
_T_N5_SHIP_GOODS_2 = const(40)
_T_N6_BUY_FROM_ANY = const(41)
_T_N7_1_VP_PER = const(42)
_T_N8_WORKER_CHANGES_DIE = const(43)
_T_N9_1_DICE_PLACING = const(44)
_T_N10_1_PLACING_SHIPS = const(45)
_T_N11_1_PLACING_CASTLE = const(46)
_T_N12_1_TAKING_TILES = const(47)
_T_N13_TAKE_WORKERS_1 = const(48)
_T_N14_TAKE_WORKERS_4 = const(49)
_T_N15_END_3_VP = const(50)
_T_N16_END_4_VP = const(51)
_T_N17_END_4_VP = const(52)
_T_N18_END_4_VP = const(53)
_T_N19_END_4_VP = const(54)
_T_N20_END_4_VP = const(55)
_T_N21_END_4_VP = const(56)
_T_N22_END_4_VP = const(57)
_T_N23_END_4_VP = const(58)
_T_N24_END_4_VP = const(59)
_T_N25_END_1_VP = const(60)
_T_N26_END_2_VP = const(61)
_T_REGION = const(62)
_T_ANIMALS_2 = const(63)
_T_GOODS_SALE = const(64)
_T_BONUS_TILE = const(65)
_T_OTHER = const(66)
_T_REGIONS = const(67)
_T_GOODS_SOLD = const(68)
_T_BONUS_TILES = const(69)
_T_WATCHTOWERS = const(70)
_T_CORRECTIONS = const(71)
_T_GOODS_LEFT = const(72)
_T_SILVERLINGS = const(73)
_T_WORKERS = const(74)
_T_SCORE_TRACK = const(75)
_T_RED = const(76)
_T_BLUE = const(77)
_T_GREEN = const(78)
_T_YELLOW = const(79)
_T_WHITE_COLOUR = const(80)
_T_BLACK = const(81)
_T_ORANGE = const(82)
_T_PURPLE = const(83)
_T_GAME_OVER = const(85)
_T_PHASE_ROUND_D_GOODS = const(88)
_T_PHASE_ROUND_D = const(91)
_T_KNOWLEDGE = const(125)
_T_NEW_GAME = const(126)
_T_REGION_D_PHASE_D = const(127)
_T_CORRECTION_D_2 = const(128)
_T_CORRECTION_D = const(129)
_T_KNOWLEDGE_D = const(130)
_T_D_PASTURE_D_D = const(131)
_T_SOLD_D_GOODS_D = const(132)
_T_BONUS = const(133)
_T_BOARD_D = const(134)
_T_LEFT_GOODS_D_SILVER = const(135)
_T_KG_RULES = const(221)
_T_KG_DICE = const(222)
_T_KG_BUILDINGS = const(223)
_T_KG_OTHER = const(224)
_T_SOLD_D_GOODS = const(227)
# End of text ids.


G = "burgundy"                  # the game, whose pack the texts are read from
SCORE_FLOOR = 0                 # the score track starts at 0
RNG = []                        # the device's generator for the boards' draw (burgundy.use_rng)

CASTLE, MINE, KNOWLEDGE, SHIP, ANIMAL, BUILDING = 0, 1, 2, 3, 4, 5
# The events that place a tile, by colour.
PLACE = ("castle", "mine", "know", "ship", "ani", "bld")
PHASES = "ABCDE"
LINE = 49                       # characters in a small-font line

# Estate spaces of each colour besides the start castle's (the rulebook's
# "up to 3 / 6 / 12 times"; 36 in all, 37 with the start castle).
SPACES = (3, 3, 6, 6, 6, 12)
ESTATE = 36

KINDS = (_T_CASTLE, _T_MINE, _T_KNOWLEDGE_2,
         _T_SHIP, _T_ANIMALS, _T_BUILDING)
COLOURS = (_T_DARK_GREEN_CASTLES,
           _T_GREY_MINES,
           _T_YELLOW_KNOWLEDGE,
           _T_BLUE_SHIPS,
           _T_LIGHT_GREEN_ANIMALS,
           _T_BEIGE_BUILDINGS)

# Depot spaces, depot 1-6: (kind, the player count that uses the space).
# The board marks each space 2, 3 or 4; 12, 18 or 24 tiles for 2, 3 or 4
# players. Cross-checked with the components: over five phases with four
# players these use exactly the 40 buildings, 20 animals, 20 knowledge
# tiles, 20 ships, 10 castles and 10 mines with light backs.
DEPOTS = (
    ((BUILDING, 2), (SHIP, 2), (KNOWLEDGE, 3), (ANIMAL, 4)),
    ((KNOWLEDGE, 2), (CASTLE, 2), (BUILDING, 3), (BUILDING, 4)),
    ((ANIMAL, 2), (BUILDING, 2), (SHIP, 3), (KNOWLEDGE, 4)),
    ((SHIP, 2), (BUILDING, 2), (ANIMAL, 3), (MINE, 4)),
    ((MINE, 2), (KNOWLEDGE, 2), (BUILDING, 3), (BUILDING, 4)),
    ((BUILDING, 2), (ANIMAL, 2), (CASTLE, 3), (SHIP, 4)),
)
DEPOT6_MINE_PHASES = (1, 3)     # 3 players: depot 6's castle space takes a mine in B and D
BLACK_DEPOT = (4, 6, 8)         # 2/3/4 players: 40 black-backed tiles over 5 phases with 4

# In burgundy_score.BUILDINGS order (type 1-8 = knowledge tile 16-23).
BUILDINGS = (_T_WAREHOUSE, _T_WATCHTOWER,
             _T_CARPENTERS_WORKSHOP, _T_CHURCH,
             _T_MARKET, _T_BOARDING_HOUSE,
             _T_BANK, _T_CITY_HALL)
# The same with the effect, for choosing the type as the tile goes down.
BUILDING_CHOICES = (_T_WAREHOUSE_SELL_1_GOODS,
                    _T_WATCHTOWER_4_VP,
                    _T_CARPENTER_TAKE_BUILDING,
                    _T_CHURCH_TAKE_MINE_KNOWL,
                    _T_MARKET_TAKE_SHIP_ANIMALS,
                    _T_BOARDING_HOUSE_TAKE_4,
                    _T_BANK_TAKE_2_SILVERLINGS,
                    _T_CITY_HALL_PLACE_1)
WATCHTOWER = 2                  # building type number
WATCHTOWER_POINTS = 4

ANIMALS = (_T_COWS, _T_SHEEP, _T_PIGS, _T_HENS)
ANIMAL_CHOICES = (_T_COWS_2, _T_SHEEP_2, _T_PIGS_2, _T_HENS_2)
TILES_PER_KIND = 7              # 7 tiles of each animal kind, of each building type
GOODS_PER_KIND = 7              # 42 goods tiles, 7 of each of 6 kinds (die values)

# Knowledge tiles 1-26, as chosen when placed and as reminders in a turn.
KNOWLEDGE_TILES = (
    _T_N1_SAME_BUILDINGS_ALLOWED,
    _T_N2_MINE_INCOME_1,
    _T_N3_SELLING_2_SILVERLINGS,
    _T_N4_SELLING_1_WORKER,
    _T_N5_SHIP_GOODS_2,
    _T_N6_BUY_FROM_ANY,
    _T_N7_1_VP_PER,
    _T_N8_WORKER_CHANGES_DIE,
    _T_N9_1_DICE_PLACING,
    _T_N10_1_PLACING_SHIPS,
    _T_N11_1_PLACING_CASTLE,
    _T_N12_1_TAKING_TILES,
    _T_N13_TAKE_WORKERS_1,
    _T_N14_TAKE_WORKERS_4,
    _T_N15_END_3_VP,
    _T_N16_END_4_VP,
    _T_N17_END_4_VP,
    _T_N18_END_4_VP,
    _T_N19_END_4_VP,
    _T_N20_END_4_VP,
    _T_N21_END_4_VP,
    _T_N22_END_4_VP,
    _T_N23_END_4_VP,
    _T_N24_END_4_VP,
    _T_N25_END_1_VP,
    _T_N26_END_2_VP,
)
IN_PLAY_TILES = 14              # tiles 1-14 change the rules during play
# The knowledge tiles' menu in two steps, by kind (first, last, name): a
# short list, then a short one, not 26 in a row.
KNOWLEDGE_GROUPS = ((1, 8, _T_KG_RULES), (9, 14, _T_KG_DICE), (15, 23, _T_KG_BUILDINGS),
                    (24, 26, _T_KG_OTHER))

FIX_REASONS = (_T_REGION, _T_ANIMALS_2, _T_GOODS_SALE,
               _T_BONUS_TILE, _T_WATCHTOWER,
               _T_OTHER)

# Ledger categories and end-of-game sources, for the breakdown screen
# (kit.label): "knowledge_17" is knowledge tile 17's end-game points.
BREAKDOWN = (("region", _T_REGIONS), ("animals", _T_ANIMALS_2),
             ("sale", _T_GOODS_SOLD), ("bonus", _T_BONUS_TILES),
             ("tower", _T_WATCHTOWERS), ("fix", _T_CORRECTIONS),
             ("goods", _T_GOODS_LEFT), ("silver", _T_SILVERLINGS),
             ("workers", _T_WORKERS), ("track", _T_SCORE_TRACK),
             ("knowledge_", _T_KNOWLEDGE))

# Player colour ids the new-game screen may use, with their names.
PLAYER_COLOURS = (("red", _T_RED), ("blue", _T_BLUE), ("green", _T_GREEN),
                  ("yellow", _T_YELLOW), ("white", _T_WHITE_COLOUR), ("black", _T_BLACK),
                  ("orange", _T_ORANGE), ("purple", _T_PURPLE))


# -- reading the state ------------------------------------------------------------

def phase_letter(state):
    return PHASES[state["cur"].get("phase", 1) - 1]


def uncounted(state):
    """Players whose final count is not complete yet (empty spaces too when
    the estates are not recorded)."""
    need = ("goods", "silver", "workers") if state["options"]["record"] else (
        "goods", "silver", "workers", "empty_spaces")
    out = []
    for p in range(len(state["players"])):
        fin = state["g"]["fin"][p] or {}
        for key in need:
            if key not in fin:
                out.append(p)
                break
    return out


# Goods sold, per player: the tiles by die value (1-6), then the tiles and
# the sales whose value was not asked. A sale scores by its tiles alone
# and the device no longer asks the value: only knowledge tile 15 needs
# the kinds a player sold, and its holder counts them at the end from the
# face-down pile the rulebook lets a player look through ("Gracz może w
# trakcie gry podglądać swoje sprzedane towary"; games.burgundy.end
# works the kinds out). Games saved before kept the first six only.
SOLD_ROW = 8


def placed(state, p):
    """Tiles ``p`` has placed, by colour (castle, mine, knowledge, ship,
    animals, building); a ship always moves its player one track space."""
    g = state["g"]
    return [g["castles"][p], g["mines"][p], len(g["know"][p]), g["pos"][p],
            len(g["ani"][p]), sum(g["bld"][p])]


# Colours whose tiles are entered either way: castles (their extra action
# is the castle's own entry), mines, knowledge, ships, animals. A colour
# bonus of these is refused while its tiles are short.
KNOWN_COLOURS = (CASTLE, MINE, KNOWLEDGE, SHIP, ANIMAL)

# Estate board 1's regions by colour (PLACE order), from GAMES.md: the
# castles' 3 (the start castle is a region of its own, filled at setup),
# the mines' 3, knowledge 3 and 3, rivers 3 and 3, pastures 5 and 1, cities
# 1, 3, 3 and 5. The other boards' regions are not known: any size.
BOARD1_REGIONS = ((3,), (3,), (3,), (3,), (1, 5), (1, 3, 5))


def region_sizes(state, p):
    """The sizes of region that the tile ``p`` has just placed may have
    completed: a region is one colour, so no larger than that colour's
    tiles placed (where every one is known), and on board 1 only its
    regions' sizes."""
    colour = state["g"].get("last")
    if colour is None:
        return range(1, 9)
    most = 8
    if state["options"]["record"] or colour in KNOWN_COLOURS:
        most = placed(state, p)[colour]
    sizes = BOARD1_REGIONS[colour] if state["g"]["board"][p] == 1 else range(1, 9)
    return [size for size in sizes if size <= most]


# -- the turn-order track -------------------------------------------------------

def track_order(g):
    """The seats in turn order: rightmost on the track first, the top of a
    stack first."""
    seats = list(range(len(g["pos"])))
    seats.sort(key=lambda s: (-g["pos"][s], -g["top"][s]))
    return seats


def track(state):
    """The track as the table sees it: one list per space from the start,
    each a stack from bottom to top."""
    g = state["g"]
    spaces = [[] for _ in range(max(g["pos"]) + 1)]
    seats = list(range(len(g["pos"])))
    seats.sort(key=lambda s: g["top"][s])
    for s in seats:
        spaces[g["pos"][s]].append(s)
    return spaces


# -- words ------------------------------------------------------------------------------

def refusal(i, text, *args):
    """A refusal whose first argument is itself a text: each language
    gets the text in that language."""
    return (kit.text(G, i, 0, kit.text(G, text, 0), *args),
            kit.text(G, i, 1, kit.text(G, text, 1), *args))


def plural(n, one, few, many):
    """Polish plural forms: 1, 2-4 (not 12-14), the rest."""
    if n == 1:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def workers(n, lang):
    if lang == 0:
        return "%d worker%s" % (n, "" if n == 1 else "s")
    return "%d %s" % (n, plural(n, "robotnik", "robotników", "robotników"))


def silver(n, lang):
    if lang == 0:
        return "%d silverling%s" % (n, "" if n == 1 else "s")
    return "%d %s" % (n, plural(n, "grudka srebra", "grudki srebra", "grudek srebra"))


def round_status(state, lang):
    """The status line of a round's steps: phase A-E and round 1-5, and
    once the dice are rolled the goods tile's depot."""
    letter = phase_letter(state)
    if state["dice"]:
        return kit.text(G, _T_PHASE_ROUND_D_GOODS, lang, letter, state["cur"]["round"],
                        state["dice"][-1])
    return kit.text(G, _T_PHASE_ROUND_D, lang, letter, state["cur"]["round"])


# -- the history ------------------------------------------------------------------------

def _with_points(text, pts):
    return "%s: %d" % (text, pts) if pts else text


def describe(event, lang, names=None):
    """One history line for an event, "Ania: 4 cows, pasture 1: 7"; None
    for the events the history leaves out (turn ends, rolls)."""
    text = _describe(event, lang)
    if text is None or names is None or len(event) < 2 or type(event[1]) is not int:
        return text
    if 0 <= event[1] < len(names):
        return "%s: %s" % (names[event[1]], text)
    return text


def _describe(event, lang):
    kind = event[0]
    if kind in ("adv", "roll"):
        return None
    if kind == "new":
        return kit.text(G, _T_NEW_GAME, lang)
    if kind == "sc":
        if event[3] == "region":
            size = event[4]
            if lang == 0:
                spaces = "space" if size == 1 else "spaces"
            else:
                spaces = plural(size, "pole", "pola", "pól")
            return kit.text(G, _T_REGION_D_PHASE_D, lang) % (
                size, spaces, event[5], event[2])
        if event[3] == "fix":
            if len(event) > 4 and event[4]:
                return kit.text(G, _T_CORRECTION_D_2, lang) % (
                    kit.text(G, FIX_REASONS[event[4] - 1], lang), event[2])
            return kit.text(G, _T_CORRECTION_D, lang) % event[2]
        return "%s: %+d" % (event[3], event[2])
    if kind in ("castle", "mine", "ship"):
        word = kit.text(G, KINDS[PLACE.index(kind)], lang)
        return _with_points(word[:1].upper() + word[1:], event[-1])
    if kind == "know":
        return _with_points(kit.text(G, _T_KNOWLEDGE_D, lang) % event[2], event[-1])
    if kind == "bld":
        return _with_points(kit.text(G, BUILDINGS[event[2] - 1], lang), event[-1])
    if kind == "ani":
        return kit.text(G, _T_D_PASTURE_D_D, lang) % (
            event[3], kit.text(G, ANIMALS[event[2] - 1], lang), event[4], event[5])
    if kind == "sell":
        if not event[2]:        # the value not asked
            return kit.text(G, _T_SOLD_D_GOODS, lang) % (event[3], event[4])
        return kit.text(G, _T_SOLD_D_GOODS_D, lang) % (
            event[3], event[2], event[4])
    if kind == "bonus":
        return _with_points(kit.text(G, _T_BONUS, lang) + kit.text(G, COLOURS[event[2] - 1], lang),
                            event[3])
    if kind == "board":
        return kit.text(G, _T_BOARD_D, lang) % event[2]
    if kind == "fin":
        a = event[2]
        return kit.text(G, _T_LEFT_GOODS_D_SILVER, lang) % (
            a.get("goods", 0), a.get("silver", 0), a.get("workers", 0))
    if kind == "end":
        return kit.text(G, _T_GAME_OVER, lang)
    return kind
