"""The games this firmware carries, by id, with the names the menus show.

Kept apart from the game modules so the new-game menu can list every game
without importing them all (a game module costs kilobytes of heap).
"""

GAMES = (
    ("burgundy", ("The Castles of Burgundy", "Zamki Burgundii")),
    ("tiletum", ("Tiletum", "Tiletum")),
    ("san_juan", ("San Juan", "San Juan")),
    ("amber", ("Amber", "Bursztyn")),
    ("generic", ("Any game", "Dowolna gra")),
)


def name(game_id):
    for gid, names in GAMES:
        if gid == game_id:
            return names
    return (game_id, game_id)
