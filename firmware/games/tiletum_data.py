"""Tiletum: the game's fixed tables and the texts the screens show.

Numbers here come from the Polish rulebook (seed 001); what the rulebook
text does not give (the king track's VP per space and its lowest space,
the VP printed under each fair city, the corruption-token mix, the printed
order of the action spaces and wheel segments) is not here: the device asks
the table for it and keeps the answer in the game's state.

Every text is an (English, Polish) pair, short enough for the 296 px panel.
Tables are tuples indexed in parallel, not dicts (small in RAM, no order
questions between interpreters).
"""

# ---- dice and goods --------------------------------------------------------
# Five dice colours; each gives one kind of goods (x the die's value).
COLOURS = ("blue", "pink", "yellow", "lgrey", "dgrey")
COLOUR_TEXT = (("blue", "niebieska"), ("pink", "różowa"), ("yellow", "żółta"),
               ("light grey", "jasnoszara"), ("dark grey", "ciemnoszara"))
# "Ile kości niebieskich?": the colours after a number, plural genitive
COLOUR_GEN = ("niebieskich", "różowych", "żółtych", "jasnoszarych", "ciemnoszarych")
# Tiles and map spaces left out below 4 players: the marks printed on them
MARKS_3 = "4"
MARKS_2 = "3+ / 4"
GOODS_TEXT = (("iron", "żelazo"), ("food", "żywność"), ("gold", "złoto"),
              ("wool", "wełna"), ("stone", "kamień"))
# for a crowded wheel segment (up to five colours) on one panel line
GOODS_SHORT = (("iron", "żel."), ("food", "żywn."), ("gold", "zł."), ("wool", "weł."),
               ("stone", "kam."))
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
ACT_TEXT = (("Architect", "Architekt"), ("Merchant", "Kupiec"),
            ("Character", "Postać"), ("Contract", "Kontrakt"),
            ("King", "Król"), ("Any action", "Dowolna akcja"))
ACT_SHORT = (("Arch.", "Arch."), ("Merch.", "Kupiec"), ("Char.", "Post."),
             ("Contr.", "Kontr."), ("King", "Król"), ("Any", "Dow."))

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
# The 11 fair tiles of the rulebook's appendix: (English, Polish, kind).
# Kind 0: VP per time the condition is met; 1: per set of two things (the
# smaller count); 2: the king-track tile, scored in the king phase before the
# markers move: city VP + tile VP + the player's king-track VP, not multiplied.
PLAIN, SETS, KING_TILE = 0, 1, 2
FAIR_TILES = (
    ("house + pillar sets", "zestawy dom + filar", SETS),
    ("contract + cathedral sets", "zestawy kontrakt + katedra", SETS),
    ("completed contracts", "zrealizowane kontrakty", PLAIN),
    ("king track position", "pozycja na torze króla", KING_TILE),
    ("arms + contract sets", "zestawy herb + kontrakt", SETS),
    ("houses on the map", "domy na mapie", PLAIN),
    ("characters on floors 2-3", "postacie na 2. i 3. piętrze", PLAIN),
    ("coats of arms", "herby", PLAIN),
    ("pillars on the map", "filary na mapie", PLAIN),
    ("buildings full of characters", "budynki pełne postaci", PLAIN),
    ("cathedral tiles", "kafelki katedr", PLAIN),
)
FAIR_MAX_VP = 20       # sanity bound for one printed figure
FAIR_MAX_TIMES = 30

# ---- score categories --------------------------------------------------------
# (id, English, Polish); "sc" entries must use one of these ids.
CATS = (
    ("start", "start", "start"),
    ("contract", "contract", "kontrakt"),
    ("cathedral", "cathedral", "katedra"),
    ("arms", "coat of arms", "herb"),
    ("character", "character", "postać"),
    ("house", "house space", "pole domu"),
    ("helper", "helper tile", "pomocnik"),
    ("king", "king track", "tor króla"),
    ("leader", "king's leader", "lider toru"),
    ("fair", "fair", "targ"),
    ("other", "other", "inne"),
    ("fix", "correction", "korekta"),
)

# ---- phases ------------------------------------------------------------------
PHASE_TEXT = (("Setup", "Przygotowanie gry"), ("Preparation", "Faza przygotowania"),
              ("Action", "Faza akcji"), ("King", "Faza króla"), ("Fair", "Faza targu"),
              ("Clean-up", "Faza porządkowania"), ("Final scoring", "Punktacja końcowa"))
