"""The games this firmware carries: one row per game, read by the menus,
the score sheets (games.sheets), the BG Stats export (core.bgstats,
host_tools/plays.py) and the tests. A new game is one row here.

Kept apart from the game modules so the new-game menu can list every game
without importing them all (a game module costs kilobytes of heap): plain
tuples, nothing imported.
"""

# In the new-game menu's order: (id, (English, Polish) names, the module
# games/<scorer>.py that scores its end-game sheet, BoardGameGeek id).
# BG Stats gets the English name and the BoardGameGeek id, and matches by
# the id first; None where the id is not confirmed, so the app matches by
# name. The generic game sends the name the table gave it instead.
GAMES = (
    ("burgundy", ("The Castles of Burgundy", "Zamki Burgundii"), "burgundy.score", 84876),
    ("tiletum", ("Tiletum", "Tiletum"), "tiletum.score", 351913),
    # the rulebook with the "New buildings" expansion is the 2nd edition's
    ("san_juan", ("San Juan", "San Juan"), "san_juan.score", 166669),
    # Amber (Rebel.pl, 2012): its BoardGameGeek id is not confirmed
    ("amber", ("Amber", "Bursztyn"), "amber.score", None),
    ("generic", ("Any game", "Dowolna gra"), "generic.score", None),
)


def ids():
    """Every game's id, in the menu's order."""
    return tuple(row[0] for row in GAMES)


def entry(game_id):
    """The row of ``game_id``, or None for a game this firmware lacks."""
    for row in GAMES:
        if row[0] == game_id:
            return row
    return None


def name(game_id):
    """(English, Polish) names; an unknown id stands for itself."""
    row = entry(game_id)
    return row[1] if row else (game_id, game_id)
