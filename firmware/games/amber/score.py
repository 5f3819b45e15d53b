"""The amber road game (seed 002): end-game scoring.

1 VP per gold coin, 1 VP per connected village, 2 VP per connected
opponent's castle. A player connected to every village and every opponent's
castle wins at once (``complete``); when several connect at the same moment
the game goes on, so a finished sheet has at most one such player. Equal
totals share the win.
"""

from games import scoresheet as ss

GAME = "amber"
PLAYERS = (2, 6)

# The box holds 8 village pawns and 14 coins (one per castle and village).
MAX_VILLAGES = 8
MAX_COINS = 14
VILLAGE_POINTS = 1
CASTLE_POINTS = 2

PLAYER_KEYS = ("name", "coins", "villages", "castles", "complete")


def points(coins, villages, castles):
    return coins + VILLAGE_POINTS * villages + CASTLE_POINTS * castles


def final_breakdown(player):
    return {"coins": player["coins"], "villages": VILLAGE_POINTS * player["villages"],
            "castles": CASTLE_POINTS * player["castles"]}


def validate(sheet):
    """The sheet with every field present and checked; raises SheetError."""
    _, players = ss.sheet_parts(sheet, GAME, PLAYERS)
    opponents = len(players) - 1
    normal = []
    coins = 0
    winner = None
    for i in range(len(players)):
        at = ss.player_at(players, i, PLAYER_KEYS)
        p = players[i]
        out = {"name": at[1],
               "coins": ss.get_int(p, "coins", 0, MAX_COINS, at),
               "villages": ss.get_int(p, "villages", 0, MAX_VILLAGES, at),
               "castles": ss.get_int(p, "castles", 0, opponents, at),
               "complete": ss.get_bool(p, "complete", at)}
        coins += out["coins"]
        if coins > MAX_COINS:
            ss.fail(at, "coins", f"the box has {MAX_COINS} coins, the sheet counts {coins} "
                    "up to this player")
        if out["complete"]:
            if winner is not None:
                ss.fail(at, "complete", f"player {winner + 1} also has it; when several connect "
                        "at once play goes on, so at most one player completes")
            if out["castles"] != opponents:
                ss.fail(at, "castles", f"a complete network reaches all {opponents} "
                        "opponents' castles")
            winner = i
        normal.append(out)
    return {"game": GAME, "options": {}, "players": normal}


def score(sheet):
    sheet = validate(sheet)
    rows = []
    for p in sheet["players"]:
        b = final_breakdown(p)
        # The complete network wins outright, before any points count.
        rows.append((p["name"], b, (1 if p["complete"] else 0, ss.total(b))))
    return ss.ranked(GAME, rows)
