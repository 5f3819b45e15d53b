"""Which module scores which game's end-game sheet.

The scorers are imported by name only when asked for, so the device loads
the one game it is playing and nothing else.
"""

from games import scoresheet as ss

SCORERS = (
    ("burgundy", "burgundy_score"),
    ("tiletum", "tiletum_score"),
    ("san_juan", "san_juan_score"),
    ("amber", "amber_score"),
    ("generic", "generic_score"),
)


def games():
    return tuple(row[0] for row in SCORERS)


def scorer(game):
    """The scoring module of ``game`` (GAME, PLAYERS, validate, score)."""
    for gid, name in SCORERS:
        if gid == game:
            package = __import__("games." + name)
            return getattr(package, name)
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
