"""Generic mode: the final ranking of a plain score pad, for any game on the
shelf. Highest score wins unless ``options.lowest_wins`` (golf-like games);
equal scores share a rank.
"""

from games import scoresheet as ss

GAME = "generic"
PLAYERS = (1, 8)

MAX_SCORE = 99999
PLAYER_KEYS = ("name", "score")
OPTION_KEYS = ("lowest_wins",)


def validate(sheet):
    """The sheet with every field present and checked; raises SheetError."""
    options, players = ss.sheet_parts(sheet, GAME, PLAYERS, OPTION_KEYS)
    lowest = ss.get_bool(options, "lowest_wins", ss.SHEET, field="options.lowest_wins")
    normal = []
    for i in range(len(players)):
        at = ss.player_at(players, i, PLAYER_KEYS)
        normal.append({"name": at[1],
                       "score": ss.get_int(players[i], "score", -MAX_SCORE, MAX_SCORE, at)})
    return {"game": GAME, "options": {"lowest_wins": lowest}, "players": normal}


def score(sheet):
    sheet = validate(sheet)
    sign = -1 if sheet["options"]["lowest_wins"] else 1
    rows = []
    for p in sheet["players"]:
        rows.append((p["name"], {"score": p["score"]}, (sign * p["score"],)))
    return ss.ranked(GAME, rows)
