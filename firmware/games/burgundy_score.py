"""The Castles of Burgundy: end-game scoring, and the scoring rules the
in-game helpers reuse (completed regions, animals, selling goods, colour
bonus tiles, knowledge tiles 15-26).

Numbers are the rulebook's (seeds 000 and 003): region table 1-36 plus the
phase bonus 10-2, 2/3/4 VP per goods tile sold, bonus tiles 5/6/7 and
2/3/4, final scoring 1 VP per goods tile and silverling, 1 VP per 2 workers.
Ties: more empty estate spaces, then the later turn in the last round.
"""

GAME = "burgundy"
PLAYERS = (2, 4)

# In the order of knowledge tiles 16-23 (tile 16 + i scores BUILDINGS[i]);
# the rulebook's example confirms 17 = watchtower and 22 = bank.
BUILDINGS = ("warehouse", "watchtower", "carpenter", "church", "market",
             "boarding_house", "bank", "city_hall")
PHASES = "ABCDE"
REGION_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36)  # by region size 0-8
PHASE_BONUS = (10, 8, 6, 4, 2)                    # phase A-E, any region size
SALE_POINTS = (2, 3, 4)     # per goods tile sold, 2/3/4 players
BONUS_FIRST = (5, 6, 7)     # large bonus tile, 2/3/4 players
BONUS_SECOND = (2, 3, 4)    # small bonus tile, 2/3/4 players

PLAYER_KEYS = ("name", "track", "goods", "silver", "workers", "knowledge", "sold",
               "buildings", "animal_kinds", "bonus_tiles", "empty_spaces", "turn_order")
# Bounds of the components: 7 goods tiles per colour and 3 colours in storage,
# 7 tiles of each building type, one bonus tile per colour (6) at most,
# 37 estate spaces of which the start castle fills one.
MAX_TRACK = 999
MAX_GOODS_LEFT = 21
MAX_PER_COLOUR = 7
MAX_COLOURS = 6
MAX_PILE = 999      # silverlings and workers are unlimited in the rules
MAX_EMPTY = 36


def phase_index(phase):
    """Phase "A"-"E" or 0-4 -> 0-4."""
    if type(phase) is str:
        i = PHASES.find(phase.upper()) if len(phase) == 1 else -1
    else:
        i = phase
    if type(i) is not int or i < 0 or i > 4:
        raise ValueError("phase must be A-E")
    return i


def region_points(size, phase):
    """VP for filling a region of 1-8 spaces during phase A-E."""
    if size < 1 or size > 8:
        raise ValueError("region size must be 1-8")
    return REGION_POINTS[size] + PHASE_BONUS[phase_index(phase)]


def animal_points(animals, same_kind=(), knowledge_7=False):
    """VP for placing an animal tile showing ``animals`` animals on a pasture
    whose tiles of the same kind show ``same_kind`` (one count per tile,
    anywhere on that pasture). Knowledge tile 7 adds 1 per tile scored."""
    points = animals
    for n in same_kind:
        points += n
    if knowledge_7:
        points += 1 + len(same_kind)
    return points


def sale_points(tiles, players):
    """VP for selling ``tiles`` goods tiles of one colour."""
    return tiles * SALE_POINTS[players - 2]


def bonus_tile_points(players, claimant):
    """VP of a colour's bonus tile for its 1st or 2nd claimant (later: 0)."""
    if claimant == 1:
        return BONUS_FIRST[players - 2]
    if claimant == 2:
        return BONUS_SECOND[players - 2]
    return 0


def knowledge_points(tile, player):
    """End-game VP of knowledge tile ``tile`` for a normalized player
    (tiles 1-14 act during the game and score nothing here)."""
    sold = player["sold"]
    if tile == 15:      # 3 VP per goods colour sold at least once
        return 3 * (len(sold) - sold.count(0))
    if 16 <= tile <= 23:
        return 4 * player["buildings"][BUILDINGS[tile - 16]]
    if tile == 24:
        return 4 * player["animal_kinds"]
    if tile == 25:      # 1 VP per goods tile sold
        points = 0
        for n in sold:
            points += n
        return points
    if tile == 26:
        return 2 * player["bonus_tiles"]
    return 0


def final_breakdown(player):
    """Track VP plus the final scoring, one entry per source."""
    b = {"track": player["track"], "goods": player["goods"],
         "silver": player["silver"], "workers": player["workers"] // 2}
    for tile in player["knowledge"]:
        if tile >= 15:
            b["knowledge_" + str(tile)] = knowledge_points(tile, player)
    return b


def _player(players, i, owners):
    from games import scoresheet as ss
    at = ss.player_at(players, i, PLAYER_KEYS)
    p = players[i]
    out = {"name": at[1]}
    out["track"] = ss.get_int(p, "track", 0, MAX_TRACK, at)
    out["goods"] = ss.get_int(p, "goods", 0, MAX_GOODS_LEFT, at)
    out["silver"] = ss.get_int(p, "silver", 0, MAX_PILE, at)
    out["workers"] = ss.get_int(p, "workers", 0, MAX_PILE, at)
    tiles = ss.get_int_list(p, "knowledge", 1, 26, at, 26)
    for tile in tiles:
        if tile in owners:
            # There is one tile of each number in the game.
            who = owners[tile]
            if who == i:
                ss.fail(at, "knowledge", f"tile {tile} listed twice")
            ss.fail(at, "knowledge", f"tile {tile} is also in player {who + 1}'s estate")
        owners[tile] = i
    out["knowledge"] = sorted(tiles)
    sold = ss.get_int_list(p, "sold", 0, MAX_PER_COLOUR, at, MAX_COLOURS)
    out["sold"] = list(sold)
    built = ss.need_dict(p.get("buildings", {}), at, "buildings")
    ss.check_keys(built, BUILDINGS, at, "buildings.")
    counts = {}
    for kind in BUILDINGS:
        counts[kind] = ss.check_int(built.get(kind, 0), 0, 7, at, "buildings." + kind)
    out["buildings"] = counts
    out["animal_kinds"] = ss.get_int(p, "animal_kinds", 0, 4, at)
    out["bonus_tiles"] = ss.get_int(p, "bonus_tiles", 0, MAX_COLOURS, at)
    out["empty_spaces"] = ss.get_int(p, "empty_spaces", 0, MAX_EMPTY, at)
    out["turn_order"] = ss.get_int(p, "turn_order", 0, len(players), at)
    return at, out


def validate(sheet):
    """The sheet with every field present and checked; raises SheetError."""
    # the sheet checks load only when a sheet is scored: the in-game
    # helpers above need none of them
    from games import scoresheet as ss
    _, players = ss.sheet_parts(sheet, GAME, PLAYERS)
    owners = {}
    ats = []
    normal = []
    for i in range(len(players)):
        at, p = _player(players, i, owners)
        ats.append(at)
        normal.append(p)
    ss.check_order([p["turn_order"] for p in normal], ats, "turn_order")
    return {"game": GAME, "options": {}, "players": normal}


def score(sheet):
    from games import scoresheet as ss
    sheet = validate(sheet)
    rows = []
    for p in sheet["players"]:
        b = final_breakdown(p)
        # Ties: more empty spaces, then the later turn in the last round.
        rows.append((p["name"], b, (ss.total(b), p["empty_spaces"], p["turn_order"])))
    return ss.ranked(GAME, rows)
