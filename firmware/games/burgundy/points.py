"""The Castles of Burgundy: the points the in-game helpers score (completed
regions, animals, goods sold, colour bonus tiles).

Apart from ``games.burgundy.score`` (the end-game sheet and its checks),
which re-exports these: during play the rules need only these few
tables, and the scorer's code stays off the Pico's heap until the end.
Numbers are the rulebook's (seeds 000 and 003).
"""

# The sheet's building keys, in the order of knowledge tiles 16-23 (tile
# 16 + i scores BUILDINGS[i]); the rulebook's example confirms 17 =
# watchtower and 22 = bank.
BUILDINGS = ("warehouse", "watchtower", "carpenter", "church", "market",
             "boarding_house", "bank", "city_hall")
PHASES = "ABCDE"
REGION_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36)  # by region size 0-8
PHASE_BONUS = (10, 8, 6, 4, 2)                    # phase A-E, any region size
SALE_POINTS = (2, 3, 4)     # per goods tile sold, 2/3/4 players
BONUS_FIRST = (5, 6, 7)     # large bonus tile, 2/3/4 players
BONUS_SECOND = (2, 3, 4)    # small bonus tile, 2/3/4 players
MAX_GOODS_LEFT = 21         # 7 goods tiles per colour, 3 storage spaces


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
