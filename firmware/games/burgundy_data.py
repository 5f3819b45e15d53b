"""The Castles of Burgundy: the tables, and the texts the screens show
(checklists, the cursor line, dice, history lines, breakdown labels).

Kept apart from ``games.burgundy`` so the rules read as rules, and so that
neither module is large: MicroPython compiles a module in one piece, and a
big source needs a big transient heap. ``games.burgundy`` re-exports the
functions the game-module protocol names (checklist, dice_view, describe).

All texts are lines of games/burgundy.lang (core.texts), named by their
ids (``_T_...``) and read in ``lang`` (0 or 1) with ``t``; the tables hold
ids. Polish words follow the rulebook (seed 000: "żeton włości",
"magazyn", "grudka srebra", "robotnik", "posiadłość"). Lengths: choice labels
and names fit a medium-font line (37 characters), checklist lines a
small-font line (49); a test checks both, with the longest names a player
may have.

Tile kinds double as the estate's six colours, numbered 1-6 on the screen:
1 castle (dark green), 2 mine (grey), 3 knowledge (yellow), 4 ship (blue),
5 animals (light green), 6 building (beige).
"""

from micropython import const

from core import texts
from games.burgundy_points import region_points

# Text ids of games/burgundy.lang, written by `make texts`.
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
_T_DIE_WHITE = const(84)
_T_GAME_OVER = const(85)
_T_SETUP = const(86)
_T_FINAL_SCORING = const(87)
_T_PHASE_ROUND_D_GOODS = const(88)
_T_PHASE_START = const(89)
_T_PHASE_END = const(90)
_T_PHASE_ROUND_D = const(91)
_T_GOODS_5_STACKS_5 = const(92)
_T_N17_GOODS_ASIDE_12 = const(93)
_T_EACH_RANDOM_BOARD_CHOOSE = const(94)
_T_EACH_BOARD_SIDE_1 = const(95)
_T_EACH_3_17_GOODS = const(96)
_T_SCORE_MARKERS_0 = const(97)
_T_ORDER_TRACK_STACK_FROM = const(98)
_T_BOARD = const(99)
_T_WHITE_DIE = const(100)
_T_DEPOT_SPACES_MARKED_2 = const(101)
_T_SPACES_MARKED_2_3 = const(102)
_T_ALL_24_DEPOT_SPACES = const(103)
_T_REMOVE_HEX_TILES_LEFT = const(104)
_T_GOODS_TILES_DEPOTS_STAY = const(105)
_T_SHIPS_MINES_CASTLES_MAY = const(106)
_T_DEPOT_6_MINE_STAY = const(107)
_T_DEPOT_6_CASTLE_ITS = const(108)
_T_PHASE_GOODS_5_FACE = const(109)
_T_D_SPACE_D = const(110)
_T_TOP = const(111)
_T_TOP_GOODS_TILE_DEPOT = const(112)
_T_ROLL_ENTER_WHITE_DIE = const(113)
_T_N2_ACTIONS_1_PER = const(114)
_T_ONCE_TURN_BLACK_DEPOT = const(115)
_T_DICE_D_D = const(116)
_T_MINES_1_SILVERLING_EACH = const(117)
_T_NO_MINES = const(118)
_T_NEXT_PHASE = const(119)
_T_THEN_FINAL_SCORING = const(120)
_T_N1_VP_PER_GOODS = const(121)
_T_N1_VP_PER_2 = const(122)
_T_TILES_STORAGE_SCORE_NOTHING = const(123)
_T_COUNT = const(124)
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
_T_COMPLETED_A_REGION_SIZE = const(181)
_T_NO_END_TURN = const(182)
_T_NO_MORE_ACTIONS = const(183)
_T_KNOWLEDGE_TILE = const(190)
_T_TILE_NUMBER = const(191)
_T_AGREE_OPEN_OR_HIDDEN = const(216)
_T_DEPOT_6_CASTLE_STAY = const(217)
_T_REGION_END_TURN = const(220)
_T_REGION_MORE_ACTIONS = const(221)
_T_KG_RULES = const(222)
_T_KG_DICE = const(223)
_T_KG_BUILDINGS = const(224)
_T_KG_OTHER = const(225)
# End of text ids.


def t(i, lang):
    """Text ``i`` of games/burgundy.lang in ``lang`` (0 English, 1 Polish)."""
    return texts.get("burgundy", i, lang)


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

# Ledger categories and end-of-game sources, for the breakdown screen.
LABELS = (("region", _T_REGIONS), ("animals", _T_ANIMALS_2),
          ("sale", _T_GOODS_SOLD), ("bonus", _T_BONUS_TILES),
          ("tower", _T_WATCHTOWERS), ("fix", _T_CORRECTIONS),
          ("goods", _T_GOODS_LEFT), ("silver", _T_SILVERLINGS),
          ("workers", _T_WORKERS), ("track", _T_SCORE_TRACK))

# Player colour ids the new-game screen may use, with their names.
PLAYER_COLOURS = (("red", _T_RED), ("blue", _T_BLUE), ("green", _T_GREEN),
                  ("yellow", _T_YELLOW), ("white", _T_WHITE_COLOUR), ("black", _T_BLACK),
                  ("orange", _T_ORANGE), ("purple", _T_PURPLE))


# -- reading the state ------------------------------------------------------------

def name(state, p):
    return state["players"][p]["name"]


def players(state):
    return len(state["players"])


def phase_letter(state):
    return PHASES[state["cur"].get("phase", 1) - 1]


def uncounted(state):
    """Players whose final count is not complete yet (empty spaces too when
    the estates are not recorded)."""
    need = ("goods", "silver", "workers") if state["options"]["record"] else (
        "goods", "silver", "workers", "empty_spaces")
    out = []
    for p in range(players(state)):
        fin = state["g"]["fin"][p] or {}
        for key in need:
            if key not in fin:
                out.append(p)
                break
    return out


# -- dice ----------------------------------------------------------------------------

def _colour_name(colour, lang):
    for cid, text in PLAYER_COLOURS:
        if cid == colour:
            return t(text, lang)
    return colour


def die_owner(state, p, lang):
    """The short label under a player's die: colour if chosen, else name."""
    colour = state["players"][p].get("colour")
    if isinstance(colour, str) and colour:
        return _colour_name(colour, lang)
    return name(state, p)


def dice_view(state, lang):
    """[(label, value)], one per die in the order of the roll (two per
    player by seat, the white one last), as the screens draw them; the
    white die's value is the depot the goods tile goes to (``status``
    says so in the roll step)."""
    values = state["dice"]
    if not values:
        return []
    out = []
    for i in range(len(values) - 1):
        out.append((die_owner(state, i // 2, lang), str(values[i])))
    out.append((t(_T_DIE_WHITE, lang), str(values[-1])))
    return out


# -- checklists ----------------------------------------------------------------------

def _plural(n, one, few, many):
    """Polish plural forms: 1, 2-4 (not 12-14), the rest."""
    if n == 1:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def _workers(n, lang):
    if lang == 0:
        return "%d worker%s" % (n, "" if n == 1 else "s")
    return "%d %s" % (n, _plural(n, "robotnik", "robotników", "robotników"))


def _silver(n, lang):
    if lang == 0:
        return "%d silverling%s" % (n, "" if n == 1 else "s")
    return "%d %s" % (n, _plural(n, "grudka srebra", "grudki srebra", "grudek srebra"))


def status(state, lang):
    """The always-visible cursor line: phase A-E and round 1-5."""
    if state["over"]:
        return t(_T_GAME_OVER, lang)
    step = state["cur"]["step"]
    if step == "setup":
        return t(_T_SETUP, lang)
    if step == "final":
        return t(_T_FINAL_SCORING, lang)
    letter = phase_letter(state)
    if step in ("roll", "turn") and state["dice"]:
        return t(_T_PHASE_ROUND_D_GOODS, lang) % (
            letter, state["cur"]["round"], state["dice"][-1])
    if step == "phase_start":
        return t(_T_PHASE_START, lang) % letter
    if step == "phase_end":
        return t(_T_PHASE_END, lang) % letter
    return t(_T_PHASE_ROUND_D, lang) % (letter, state["cur"]["round"])


def _setup_lines(state, lang):
    g = state["g"]
    lines = [t(_T_GOODS_5_STACKS_5, lang),
             t(_T_N17_GOODS_ASIDE_12, lang)]
    if state["options"]["advanced"]:
        lines.append(t(_T_EACH_RANDOM_BOARD_CHOOSE, lang))
        # "Gracze powinni wcześniej ustalić, czy podejmują te decyzje jawnie
        # (w kolejności rozgrywania), czy w ukryciu (równocześnie)."
        lines.append(t(_T_AGREE_OPEN_OR_HIDDEN, lang))
    else:
        lines.append(t(_T_EACH_BOARD_SIDE_1, lang))
    lines.append(t(_T_EACH_3_17_GOODS, lang))
    lines.append(t(_T_SCORE_MARKERS_0, lang))
    lines.append(t(_T_ORDER_TRACK_STACK_FROM, lang))
    for p in state["order"]:
        line = "%s: %s" % (name(state, p), _workers(g["workers"][p], lang))
        if state["options"]["advanced"]:
            board = g["board"][p]
            line += t(_T_BOARD, lang) % (board if board else "?")
        lines.append(line)
    lines.append(t(_T_WHITE_DIE, lang) % name(state, state["first"]))
    return lines


FILL = (_T_DEPOT_SPACES_MARKED_2,
        _T_SPACES_MARKED_2_3,
        _T_ALL_24_DEPOT_SPACES)


def _phase_lines(state, lang):
    n = players(state)
    phase = state["cur"]["phase"] - 1
    lines = []
    if phase:
        lines.append(t(_T_REMOVE_HEX_TILES_LEFT, lang))
        lines.append(t(_T_GOODS_TILES_DEPOTS_STAY, lang))
        if n == 3:
            # "W fazach A, C i E należy na nim umieścić zamek, ale w fazach B
            # i D kopalnię": what may stay and depot 6 in one instruction.
            lines.append(t(_T_DEPOT_6_MINE_STAY if phase in DEPOT6_MINE_PHASES
                           else _T_DEPOT_6_CASTLE_STAY, lang))
        else:
            lines.append(t(_T_SHIPS_MINES_CASTLES_MAY, lang))
    lines.append(t(FILL[n - 2], lang))
    for d in range(6):
        names = []
        for kind, least in DEPOTS[d]:
            if least > n:
                continue
            if d == 5 and kind == CASTLE and n == 3 and phase in DEPOT6_MINE_PHASES:
                kind = MINE      # the 3-player exception, phases B and D
            names.append(t(KINDS[kind], lang))
        lines.append("%d: %s" % (d + 1, ", ".join(names)))
    if n == 3 and not phase:
        lines.append(t(_T_DEPOT_6_CASTLE_ITS, lang))
    black = BLACK_DEPOT[n - 2]
    if lang == 0:
        lines.append("Black depot: %d black-backed tiles" % black)
    else:
        tiles = _plural(black, "żeton", "żetony", "żetonów")
        lines.append("Czarny magazyn: %d %s" % (black, tiles))
    lines.append(t(_T_PHASE_GOODS_5_FACE, lang) % PHASES[phase])
    return lines


def order_lines(state, lang):
    """The turn order as on the track: "1. Ania, space 2, on top"."""
    g = state["g"]
    lines = []
    order = state["order"]
    for i in range(len(order)):
        p = order[i]
        line = t(_T_D_SPACE_D, lang) % (i + 1, name(state, p), g["pos"][p] + 1)
        shared = [q for q in order if q != p and g["pos"][q] == g["pos"][p]]
        if shared:
            above = [q for q in shared if g["top"][q] > g["top"][p]]
            if not above:
                line += t(_T_TOP, lang)
        lines.append(line)
    return lines


def _roll_lines(state, lang):
    lines = []
    if state["dice"]:
        lines.append(t(_T_TOP_GOODS_TILE_DEPOT, lang)
                     % state["dice"][-1])
    elif state["options"]["dice"] == "none":
        lines.append(t(_T_ROLL_ENTER_WHITE_DIE, lang))
    lines.append(t(_T_WHITE_DIE, lang) % name(state, state["order"][0]))
    return lines + order_lines(state, lang)


def _turn_lines(state, lang):
    p = state["cur"]["active"]
    lines = [t(_T_N2_ACTIONS_1_PER, lang),
             t(_T_ONCE_TURN_BLACK_DEPOT, lang)]
    if state["dice"] is None and state["options"]["dice"] == "none" and \
            p == state["order"][0]:
        # the round begins with this turn (its roll step passes by itself)
        lines.insert(0, t(_T_ROLL_ENTER_WHITE_DIE, lang))
    if state["dice"] and len(state["dice"]) > 1:
        lines.append(t(_T_DICE_D_D, lang)
                     % (state["dice"][2 * p], state["dice"][2 * p + 1]))
    for tile in sorted(state["g"]["know"][p]):
        if tile <= IN_PLAY_TILES:
            lines.append(t(KNOWLEDGE_TILES[tile - 1], lang))
    return lines


def _phase_end_lines(state, lang):
    g = state["g"]
    lines = [t(_T_MINES_1_SILVERLING_EACH, lang)]
    for p in state["order"]:
        mines = g["mines"][p]
        if not mines:
            lines.append(t(_T_NO_MINES, lang) % name(state, p))
            continue
        line = "%s: %s" % (name(state, p), _silver(mines, lang))
        if 2 in g["know"][p]:
            line += " + " + _workers(mines, lang)
        lines.append(line)
    if state["cur"]["phase"] < 5:
        lines.append(t(_T_NEXT_PHASE, lang) % PHASES[state["cur"]["phase"]])
    else:
        lines.append(t(_T_THEN_FINAL_SCORING, lang))
    return lines


def _final_lines(state, lang):
    lines = [t(_T_N1_VP_PER_GOODS, lang),
             t(_T_N1_VP_PER_2, lang),
             t(_T_TILES_STORAGE_SCORE_NOTHING, lang)]
    line = t(_T_COUNT, lang)
    for p in uncounted(state):
        who = name(state, p)
        if len(line) + 1 + len(who) > LINE:
            lines.append(line)
            line = " "
        line += " " + who
    if line[-1] != ":":
        lines.append(line)
    return lines


def checklist(state, lang):
    """Lines for the current step: what to set up, reminders, income."""
    step = state["cur"]["step"]
    if step == "setup":
        return _setup_lines(state, lang)
    if step == "phase_start":
        return _phase_lines(state, lang)
    if step == "roll":
        return _roll_lines(state, lang)
    if step == "turn":
        return _turn_lines(state, lang)
    if step == "phase_end":
        return _phase_end_lines(state, lang)
    return _final_lines(state, lang)


def breakdown_label(key, lang):
    for k, text in LABELS:
        if k == key:
            return t(text, lang)
    if key.startswith("knowledge_"):
        return t(_T_KNOWLEDGE, lang) + key[10:]
    return key


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
        return t(_T_NEW_GAME, lang)
    if kind == "sc":
        if event[3] == "region":
            size = event[4]
            if lang == 0:
                spaces = "space" if size == 1 else "spaces"
            else:
                spaces = _plural(size, "pole", "pola", "pól")
            return t(_T_REGION_D_PHASE_D, lang) % (
                size, spaces, event[5], event[2])
        if event[3] == "fix":
            if len(event) > 4 and event[4]:
                return t(_T_CORRECTION_D_2, lang) % (
                    t(FIX_REASONS[event[4] - 1], lang), event[2])
            return t(_T_CORRECTION_D, lang) % event[2]
        return "%s: %+d" % (event[3], event[2])
    if kind in ("castle", "mine", "ship"):
        word = t(KINDS[PLACE.index(kind)], lang)
        return _with_points(word[:1].upper() + word[1:], event[-1])
    if kind == "know":
        return _with_points(t(_T_KNOWLEDGE_D, lang) % event[2], event[-1])
    if kind == "bld":
        return _with_points(t(BUILDINGS[event[2] - 1], lang), event[-1])
    if kind == "ani":
        return t(_T_D_PASTURE_D_D, lang) % (
            event[3], t(ANIMALS[event[2] - 1], lang), event[4], event[5])
    if kind == "sell":
        return t(_T_SOLD_D_GOODS_D, lang) % (
            event[3], event[2], event[4])
    if kind == "bonus":
        return _with_points(t(_T_BONUS, lang) + t(COLOURS[event[2] - 1], lang),
                            event[3])
    if kind == "board":
        return t(_T_BOARD_D, lang) % event[2]
    if kind == "fin":
        a = event[2]
        return t(_T_LEFT_GOODS_D_SILVER, lang) % (
            a.get("goods", 0), a.get("silver", 0), a.get("workers", 0))
    if kind == "end":
        return t(_T_GAME_OVER, lang)
    return kind


# -- what the helpers ask (games.burgundy.ACTIONS) ------------------------------------

def placed(state, p):
    """Tiles ``p`` has placed, by colour (castle, mine, knowledge, ship,
    animals, building); a ship always moves its player one track space."""
    g = state["g"]
    return [g["castles"][p], g["mines"][p], len(g["know"][p]), g["pos"][p],
            len(g["ani"][p]), sum(g["bld"][p])]


# Colours whose tiles are entered either way: mines, knowledge, ships, animals.
KNOWN_COLOURS = (MINE, KNOWLEDGE, SHIP, ANIMAL)

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


def region_labels(state, p, values):
    """The follow-up's answers: no, or the sizes possible with what each
    scores, each once with more actions to come (values 1-8) and once
    ending the turn (9-16, the last in the menu: A from "no, end the turn"
    reaches the largest first)."""
    letter = phase_letter(state)
    out = [_T_NO_END_TURN, _T_NO_MORE_ACTIONS] + [None] * 16
    for size in region_sizes(state, p):
        pts = region_points(size, letter)
        for i, text in ((size + 1, _T_REGION_MORE_ACTIONS), (size + 9, _T_REGION_END_TURN)):
            out[i] = (t(text, 0) % (size, pts), t(text, 1) % (size, pts))
    return out


def completed_ask(state, values):
    """The follow-up's question. A placement is most often a turn's last
    action (one die takes a tile, the other places one): it starts on "no,
    end the turn", unless the tile filled its colour where one size is
    possible: then its region is surely complete (and the turn most likely
    over)."""
    p = state["cur"]["active"]
    sizes = region_sizes(state, p)
    colour = state["g"].get("last")
    sure = colour is not None and len(sizes) == 1 and \
        placed(state, p)[colour] == SPACES[colour]
    return (("size", _T_COMPLETED_A_REGION_SIZE, -1, 16, sizes[0] + 8 if sure else -1,
             region_labels),)


def _left(counts, names):
    """Named values, those whose 7 tiles are all out left out."""
    return [names[i] if counts[i] < TILES_PER_KIND else None for i in range(len(names))]


def animal_kinds(state, p, values):
    out = [0] * 4
    for tiles in state["g"]["ani"]:
        for a in tiles:
            out[a[0] - 1] += 1
    return _left(out, ANIMAL_CHOICES)


def building_types(state, p, values):
    out = [0] * 8
    for row in state["g"]["bld"]:
        for i in range(8):
            out[i] += row[i]
    return _left(out, BUILDING_CHOICES)


def free_tiles(state, p, values):
    """Knowledge tiles nobody has taken (each is unique)."""
    out = list(KNOWLEDGE_TILES)
    for tiles in state["g"]["know"]:
        for tile in tiles:
            out[tile - 1] = None
    return out


def _free_groups(state, p, values):
    """The groups with a tile nobody has taken."""
    free = free_tiles(state, p, values)
    return [name if [x for x in free[lo - 1:hi] if x is not None] else None
            for lo, hi, name in KNOWLEDGE_GROUPS]


def _group_tiles(state, p, values):
    lo, hi = KNOWLEDGE_GROUPS[values[0] - 1][:2]
    return free_tiles(state, p, values)[lo - 1:hi]


def knowledge_ask(state, values):
    """The tile's group (opening on the end-scoring buildings, the most
    tiles), then the tile among that group's free ones."""
    ask = ("group", _T_KNOWLEDGE_TILE, 1, len(KNOWLEDGE_GROUPS), 3, _free_groups)
    if not values:
        return (ask, ("tile", _T_TILE_NUMBER, 1, 26, 1, free_tiles))
    lo, hi = KNOWLEDGE_GROUPS[values[0] - 1][:2]
    return (ask, ("tile", _T_TILE_NUMBER, lo, hi, lo, _group_tiles))
