"""Each game's end-game sheet scored by the module games.catalog names.

The scorers are imported by name only when asked for, so the device loads
the one game it is playing and nothing else.
"""

from games import catalog
from games import scoresheet as ss


def games():
    return catalog.ids()


def scorer(game):
    """The scoring module of ``game`` (GAME, PLAYERS, validate, score),
    as games.catalog names it."""
    row = catalog.entry(game)
    if row is not None:
        return __import__("games." + row[2], None, None, ("score",))
    known = ", ".join(games())
    raise ss.SheetError(None, "game", f"unknown game {ss.show(game)}; known: {known}")


def _game_of(sheet):
    ss.need_dict(sheet, ss.SHEET, "sheet")
    return sheet.get("game")


def validate(sheet):
    return scorer(_game_of(sheet)).validate(sheet)


def score(sheet):
    """The output object of SCORESHEETS.md; raises SheetError."""
    return scorer(_game_of(sheet)).score(sheet)
