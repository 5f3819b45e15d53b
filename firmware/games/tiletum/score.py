"""Tiletum: end-game scoring, and the scoring rules the in-game helpers
reuse (completed buildings, houses x pillars, goods, fairs).

From the rulebook (seed 001): completed buildings 1/2/3/4/5/6 give
0/0/5/10/20/30 VP; houses on the map times pillars on the map; 1 VP per 4
goods left; a fair pays (VP printed under the city + VP on the fair tile)
per fulfilled condition; the king-track fair tile instead pays the city's
and the tile's VP once plus the player's king-track VP. Tie: the player
leftmost on the turn-order track.
"""

# The sheet's checks (games.scoresheet) are imported where a sheet is
# checked: the final count's preview adds up a breakdown without them.

GAME = "tiletum"
PLAYERS = (2, 4)

BUILDING_POINTS = (0, 0, 0, 5, 10, 20, 30)   # by completed buildings 0-6
GOODS_PER_POINT = 4
# Each player has 8 houses and 7 pillars in the box.
MAX_HOUSES = 8
MAX_PILLARS = 7
MAX_TRACK = 999
MAX_GOODS = 999     # goods are unlimited in the rules

PLAYER_KEYS = ("name", "track", "completed_buildings", "houses", "pillars", "goods",
               "turn_order")


def building_points(completed):
    """VP for 0-6 completed buildings (all rooms filled, coat of arms below)."""
    return BUILDING_POINTS[completed]


def house_pillar_points(houses, pillars):
    return houses * pillars


def goods_points(units):
    """1 VP per 4 goods (counted in units, any kinds together)."""
    return units // GOODS_PER_POINT


def fair_points(city_vp, tile_vp, times):
    """VP at a fair: the city's printed VP plus the fair tile's, for each
    time the tile's condition is met (Verona 3 + 3, 3 contracts: 18)."""
    return (city_vp + tile_vp) * times


def king_fair_points(city_vp, tile_vp, king_vp):
    """The king-track fair tile, scored in the king phase before the markers
    move: city VP + tile VP, then the VP of the player's king-track space
    (negative in the red part), not multiplied."""
    return city_vp + tile_vp + king_vp


def final_breakdown(player):
    return {"track": player["track"],
            "buildings": building_points(player["completed_buildings"]),
            "houses_pillars": house_pillar_points(player["houses"], player["pillars"]),
            "goods": goods_points(player["goods"])}


def validate(sheet):
    """The sheet with every field present and checked; raises SheetError."""
    from games import scoresheet as ss
    _, players = ss.sheet_parts(sheet, GAME, PLAYERS)
    ats = []
    normal = []
    for i in range(len(players)):
        at = ss.player_at(players, i, PLAYER_KEYS)
        p = players[i]
        normal.append({
            "name": at[1],
            "track": ss.get_int(p, "track", 0, MAX_TRACK, at),
            "completed_buildings": ss.get_int(p, "completed_buildings", 0, 6, at),
            "houses": ss.get_int(p, "houses", 0, MAX_HOUSES, at),
            "pillars": ss.get_int(p, "pillars", 0, MAX_PILLARS, at),
            "goods": ss.get_int(p, "goods", 0, MAX_GOODS, at),
            "turn_order": ss.get_int(p, "turn_order", 0, len(players), at)})
        ats.append(at)
    ss.check_order([p["turn_order"] for p in normal], ats, "turn_order")
    return {"game": GAME, "options": {}, "players": normal}


def score(sheet):
    from games import scoresheet as ss
    sheet = validate(sheet)
    n = len(sheet["players"])
    rows = []
    for p in sheet["players"]:
        b = final_breakdown(p)
        # Earlier in turn order wins a tie; position 0 (not given) breaks nothing.
        order = p["turn_order"]
        rows.append((p["name"], b, (ss.total(b), n + 1 - order if order else 0)))
    return ss.ranked(GAME, rows)
