"""The Castles of Burgundy: end-game scoring, and the scoring rules the
in-game helpers reuse (completed regions, animals, selling goods, colour
bonus tiles, knowledge tiles 15-26).

Numbers are the rulebook's (seeds 000 and 003): region table 1-36 plus the
phase bonus 10-2, 2/3/4 VP per goods tile sold, bonus tiles 5/6/7 and
2/3/4, final scoring 1 VP per goods tile and silverling, 1 VP per 2 workers.
Ties: more empty estate spaces, then the later turn in the last round.
"""

# The in-game points live in games.burgundy.points (the rules load only
# those during play); the names stay importable from here.
from games.burgundy.points import (  # noqa: F401
    BONUS_FIRST,
    BONUS_SECOND,
    BUILDINGS,
    MAX_GOODS_LEFT,
    PHASE_BONUS,
    PHASES,
    REGION_POINTS,
    SALE_POINTS,
    animal_points,
    bonus_tile_points,
    phase_index,
    region_points,
    sale_points,
)

GAME = "burgundy"
PLAYERS = (2, 4)

PLAYER_KEYS = ("name", "track", "goods", "silver", "workers", "knowledge", "sold",
               "buildings", "animal_kinds", "bonus_tiles", "empty_spaces", "turn_order")
# Bounds of the components: 7 goods tiles per colour and 3 colours in storage,
# 7 tiles of each building type, one bonus tile per colour (6) at most,
# 37 estate spaces of which the start castle fills one.
MAX_TRACK = 999
MAX_PER_COLOUR = 7
MAX_COLOURS = 6
MAX_PILE = 999      # silverlings and workers are unlimited in the rules
MAX_EMPTY = 36


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
