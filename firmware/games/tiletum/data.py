"""Tiletum: the game's fixed tables and the texts the screens show.

Numbers here come from the Polish rulebook (seed 001); what the rulebook
text does not give (the king track's VP per space and its lowest space,
the VP printed under each fair city, the corruption-token mix, the printed
order of the action spaces and wheel segments) is not here: the device asks
the table for it and keeps the answer in the game's state.

The tables' words are ids of games/tiletum/texts.lang, read from flash when
shown (core.texts), so they cost the heap nothing; each is short enough
for the 296 px panel. Tables are tuples indexed in parallel, not dicts
(small in RAM, no order questions between interpreters).
"""

from micropython import const

# Text ids of games/tiletum/texts.lang, written by `make texts`.
_T_COL_BLUE = const(214)
_T_COL_PINK = const(215)
_T_COL_YELLOW = const(216)
_T_COL_LGREY = const(217)
_T_COL_DGREY = const(218)
_T_COL_N_BLUE = const(219)
_T_COL_N_PINK = const(220)
_T_COL_N_YELLOW = const(221)
_T_COL_N_LGREY = const(222)
_T_COL_N_DGREY = const(223)
_T_GOODS_IRON = const(224)
_T_GOODS_FOOD = const(225)
_T_GOODS_GOLD = const(226)
_T_GOODS_WOOL = const(227)
_T_GOODS_STONE = const(228)
_T_GOODS_S_IRON = const(229)
_T_GOODS_S_FOOD = const(230)
_T_GOODS_S_GOLD = const(231)
_T_GOODS_S_WOOL = const(232)
_T_GOODS_S_STONE = const(233)
_T_ACT_ARCHITECT = const(234)
_T_ACT_MERCHANT = const(235)
_T_ACT_CHARACTER = const(236)
_T_ACT_CONTRACT = const(237)
_T_ACT_KING = const(238)
_T_ACT_ANY = const(239)
_T_ACT_S_ARCHITECT = const(240)
_T_ACT_S_MERCHANT = const(241)
_T_ACT_S_CHARACTER = const(242)
_T_ACT_S_CONTRACT = const(243)
_T_ACT_S_KING = const(244)
_T_ACT_S_ANY = const(245)
_T_PH_SETUP = const(246)
_T_PH_PREP = const(247)
_T_PH_ACTION = const(248)
_T_PH_KING = const(249)
_T_PH_FAIR = const(250)
_T_PH_CLEANUP = const(251)
_T_PH_FINAL = const(252)
_T_TILE_1 = const(253)
_T_TILE_2 = const(254)
_T_TILE_3 = const(255)
_T_TILE_4 = const(256)
_T_TILE_5 = const(257)
_T_TILE_6 = const(258)
_T_TILE_7 = const(259)
_T_TILE_8 = const(260)
_T_TILE_9 = const(261)
_T_TILE_10 = const(262)
_T_TILE_11 = const(263)
_T_CAT_START = const(264)
_T_CAT_CONTRACT = const(265)
_T_CAT_CATHEDRAL = const(266)
_T_CAT_ARMS = const(267)
_T_CAT_CHARACTER = const(268)
_T_CAT_HOUSE = const(269)
_T_CAT_HELPER = const(270)
_T_CAT_KING = const(271)
_T_CAT_LEADER = const(272)
_T_CAT_FAIR = const(273)
_T_CAT_OTHER = const(274)
_T_CAT_FIX = const(275)
# End of text ids.

# ---- dice and goods --------------------------------------------------------
# Five dice colours; each gives one kind of goods (x the die's value).
COLOURS = ("blue", "pink", "yellow", "lgrey", "dgrey")
COLOUR_TEXT = (_T_COL_BLUE, _T_COL_PINK, _T_COL_YELLOW, _T_COL_LGREY, _T_COL_DGREY)
# after a number: "Ile kości niebieskich?" (Polish: the plural genitive)
COLOUR_GEN = (_T_COL_N_BLUE, _T_COL_N_PINK, _T_COL_N_YELLOW, _T_COL_N_LGREY, _T_COL_N_DGREY)
# Tiles and map spaces left out below 4 players: the marks printed on them
MARKS_3 = "4"
MARKS_2 = "3+ / 4"
GOODS_TEXT = (_T_GOODS_IRON, _T_GOODS_FOOD, _T_GOODS_GOLD, _T_GOODS_WOOL, _T_GOODS_STONE)
# for a crowded wheel segment (up to five colours) on one panel line
GOODS_SHORT = (_T_GOODS_S_IRON, _T_GOODS_S_FOOD, _T_GOODS_S_GOLD, _T_GOODS_S_WOOL,
               _T_GOODS_S_STONE)
LINE = 49            # characters on a line of the small font
COLUMN = 31          # ... in the play screen's column left of the scores

DIE_TOP = 7          # action points = 7 - die value
GOLD_PER_STEP = 2    # 2 gold change a die by 1, as often as the player pays

# ---- actions around the wheel ---------------------------------------------
# The first five can hold a completed building's bonus AP; "universal" lets
# the player do any one of them with all of the die's points.
ACTS = ("architect", "merchant", "character", "contract", "king", "universal")
UNIVERSAL = 5
KING = 4
ACT_TEXT = (_T_ACT_ARCHITECT, _T_ACT_MERCHANT, _T_ACT_CHARACTER, _T_ACT_CONTRACT, _T_ACT_KING,
            _T_ACT_ANY)
ACT_SHORT = (_T_ACT_S_ARCHITECT, _T_ACT_S_MERCHANT, _T_ACT_S_CHARACTER, _T_ACT_S_CONTRACT,
             _T_ACT_S_KING, _T_ACT_S_ANY)

# ---- players ---------------------------------------------------------------
PLAYER_COLOURS = ("blue", "orange", "pink", "green")
START_GOLD = (1, 3, 5, 0)    # by position in the first turn order
START_VP = 10
SCORE_FLOOR = 0      # "a score marker never goes below 0"

# ---- king track ------------------------------------------------------------
KING_TOP = 15          # no marker ever goes past this space
KING_SURE_LOW = -2     # the rulebook's corruption example has a marker on -2
KING_MIN = -15         # the most negative lowest space the device accepts
LEADER_VP = 4          # round 4: the leader scores this instead of a bonus tile
TOKENS_IN_GAME = 6     # corruption tokens in the box (values 0, 1 or 2)

# ---- fairs -----------------------------------------------------------------
# The 11 fair tiles of the rulebook's appendix: (name, kind). Kind 0: VP
# per time the condition is met; 1: per set of two things (the smaller
# count); 2: the king-track tile, scored in the king phase before the
# markers move: city VP + tile VP + the player's king-track VP, not
# multiplied.
PLAIN, SETS, KING_TILE = 0, 1, 2
FAIR_TILES = (
    (_T_TILE_1, SETS),          # house + pillar sets
    (_T_TILE_2, SETS),          # contract + cathedral sets
    (_T_TILE_3, PLAIN),         # completed contracts
    (_T_TILE_4, KING_TILE),     # king track position
    (_T_TILE_5, SETS),          # arms + contract sets
    (_T_TILE_6, PLAIN),         # houses on the map
    (_T_TILE_7, PLAIN),         # characters on floors 2-3
    (_T_TILE_8, PLAIN),         # coats of arms
    (_T_TILE_9, PLAIN),         # pillars on the map
    (_T_TILE_10, PLAIN),        # buildings full of characters
    (_T_TILE_11, PLAIN),        # cathedral tiles
)
FAIR_MAX_VP = 20       # sanity bound for one printed figure
FAIR_MAX_TIMES = 30

# ---- score categories --------------------------------------------------------
# (id, name); "sc" entries must use one of these ids.
CATS = (
    ("start", _T_CAT_START),
    ("contract", _T_CAT_CONTRACT),
    ("cathedral", _T_CAT_CATHEDRAL),
    ("arms", _T_CAT_ARMS),
    ("character", _T_CAT_CHARACTER),
    ("house", _T_CAT_HOUSE),
    ("helper", _T_CAT_HELPER),
    ("king", _T_CAT_KING),
    ("leader", _T_CAT_LEADER),
    ("fair", _T_CAT_FAIR),
    ("other", _T_CAT_OTHER),
    ("fix", _T_CAT_FIX),
)

# ---- phases ------------------------------------------------------------------
# the phase of each step (the play screen's title line), by PHASE_TEXT
PH_SETUP, PH_PREP, PH_ACTION, PH_KING, PH_FAIR, PH_CLEANUP, PH_FINAL = 0, 1, 2, 3, 4, 5, 6
PHASE_TEXT = (_T_PH_SETUP, _T_PH_PREP, _T_PH_ACTION, _T_PH_KING, _T_PH_FAIR, _T_PH_CLEANUP,
              _T_PH_FINAL)
