"""Shared pieces of the end-game score sheets of every game mode.

A score sheet is the object of SCORESHEETS.md: ``{"game", "options",
"players"}``. The game modules (``burgundy_score`` and friends) validate
their own fields with the small checks below, score each player into a
breakdown, and hand the rows to ``ranked``, which applies the tie-breakers
and shares ranks (1, 1, 3). ``SheetError`` is the only error they raise for
a bad sheet: its text is one line naming the player and the field, short
enough for the panel and for the host command's stderr.

A place where a check needs to know who it is looking at is an ``at`` pair:
``(seat index from 0, name)`` for a player, ``SHEET`` for the sheet itself.
"""

SHEET = (None, None)
SHEET_KEYS = ("game", "options", "players")
NAME_MAX = 24


class SheetError(ValueError):
    """An invalid score sheet.

    ``player`` is the seat index from 0, or None for the sheet as a whole;
    ``field`` names the offending field (``buildings.bank``); str() is the
    whole one-line message.
    """

    def __init__(self, player, field, message, name=None):
        self.player = player
        self.field = field
        self.message = message
        super().__init__(describe(player, field, message, name))


def describe(player, field, message, name=None):
    """One line: ``player 2 (Ania), field goods: must be 0-21, got 40``."""
    if player is None:
        who = "sheet"
    else:
        who = f"player {player + 1}"
        if name:
            who = f"{who} ({name})"
    # A name or message holding a newline must not break the one-line promise.
    return " ".join(f"{who}, field {field}: {message}".split())


def fail(at, field, message):
    raise SheetError(at[0], field, message, at[1])


def kind(value):
    """How a JSON value reads in an error message (never the value itself,
    which may be long)."""
    t = type(value)
    if value is None:
        return "null"
    if t is bool:
        return "true/false"
    if t is int:
        return f"the number {value}"
    if t is float:
        return "a fractional number"
    if t is str:
        return "text"
    if t is list:
        return "a list"
    if t is dict:
        return "an object"
    return "a value of another type"


def show(value):
    """Text quoted as given (an id the reader can spot), else its kind."""
    return repr(value) if type(value) is str else kind(value)


def need_dict(value, at, field):
    if type(value) is not dict:
        fail(at, field, "must be an object, got " + kind(value))
    return value


def check_keys(obj, allowed, at, prefix=""):
    """Unknown keys are errors: a typo must not silently score 0."""
    for key in sorted(obj):
        if key not in allowed:
            fail(at, prefix + key, "unknown field; known: " + ", ".join(sorted(allowed)))


def check_int(value, lo, hi, at, field):
    # bool is not a number here (and MicroPython does not even treat it as an int).
    if type(value) is not int:
        fail(at, field, "must be a whole number, got " + kind(value))
    if value < lo or value > hi:
        fail(at, field, f"must be {lo}-{hi}, got {value}")
    return value


def get_int(obj, key, lo, hi, at, default=0):
    """A whole number in lo..hi; a missing count defaults to 0."""
    return check_int(obj.get(key, default), lo, hi, at, key)


def get_bool(obj, key, at, default=False, field=None):
    value = obj.get(key, default)
    if type(value) is not bool:
        fail(at, field or key, "must be true or false, got " + kind(value))
    return value


def get_list(obj, key, at, max_len):
    value = obj.get(key, [])
    if type(value) is not list:
        fail(at, key, "must be a list, got " + kind(value))
    if len(value) > max_len:
        fail(at, key, f"at most {max_len} entries, got {len(value)}")
    return value


def get_int_list(obj, key, lo, hi, at, max_len):
    values = get_list(obj, key, at, max_len)
    for i in range(len(values)):
        check_int(values[i], lo, hi, at, f"{key}[{i}]")
    return values


def get_name(player, index):
    name = player.get("name")
    at = (index, None)
    if type(name) is not str:
        fail(at, "name", "must be text, got " + kind(name))
    name = " ".join(name.split())
    if not name:
        fail(at, "name", "must not be empty")
    if len(name) > NAME_MAX:
        fail(at, "name", f"at most {NAME_MAX} characters, got {len(name)}")
    return name


def sheet_parts(sheet, game, players_range, option_keys=()):
    """Checks the top level of a sheet; returns (options, players) with the
    player count within the game's range."""
    need_dict(sheet, SHEET, "sheet")
    check_keys(sheet, SHEET_KEYS, SHEET)
    got = sheet.get("game")
    if got != game:
        fail(SHEET, "game", f"expected {game}, got {show(got)}")
    options = need_dict(sheet.get("options", {}), SHEET, "options")
    check_keys(options, option_keys, SHEET, "options.")
    players = sheet.get("players")
    if type(players) is not list:
        fail(SHEET, "players", "must be a list of players, got " + kind(players))
    lo, hi = players_range
    if len(players) < lo:
        fail(SHEET, "players", f"{game} needs {lo}-{hi} players, got {len(players)}")
    if len(players) > hi:
        # Name the first player too many, so the table sees who to drop.
        extra = players[hi]
        name = extra.get("name") if type(extra) is dict else None
        raise SheetError(hi, "players", f"{game} takes at most {hi} players, got {len(players)}",
                         name if type(name) is str else None)
    return options, players


def player_at(players, index, keys):
    """Checks one player's object and name; returns its ``at`` pair."""
    player = players[index]
    if type(player) is not dict:
        fail((index, None), "players", "each player must be an object, got " + kind(player))
    at = (index, get_name(player, index))
    check_keys(player, keys, at)
    return at


def check_order(values, ats, field):
    """Turn-order positions 1..n, given for everybody or for nobody (all 0)."""
    if not any(values):
        return
    seen = {}
    for i in range(len(values)):
        v = values[i]
        if v == 0:
            fail(ats[i], field, "missing while other players have one")
        if v in seen:
            fail(ats[i], field, f"position {v} is also player {seen[v] + 1}'s")
        seen[v] = i


def total(breakdown):
    points = 0
    for value in breakdown.values():
        points += value
    return points


def rank_keys(keys):
    """Rank 1 for the best key (tuples, bigger is better); equal keys share
    a rank and the next rank skips: keys 9, 9, 5 -> ranks 1, 1, 3."""
    ranks = []
    for key in keys:
        better = 0
        for other in keys:
            if other > key:
                better += 1
        ranks.append(better + 1)
    return ranks


def ranked(game, rows):
    """The output object of a sheet. ``rows`` are (name, breakdown, key) in
    seat order; results come sorted by rank, then seat."""
    ranks = rank_keys([row[2] for row in rows])
    order = []
    for seat in range(len(rows)):
        name, breakdown, _ = rows[seat]
        order.append((ranks[seat], seat, {"name": name, "total": total(breakdown),
                                          "rank": ranks[seat], "breakdown": breakdown}))
    order.sort(key=lambda r: (r[0], r[1]))
    # Where the points alone do not say why a player is ahead of the next
    # (a tie broken, an outright win with fewer points), "by" is the
    # position in the game's ranking key that decided, for the screens
    # to explain in the game's words (its RANK_BY).
    for i in range(len(order) - 1):
        a, b = order[i], order[i + 1]
        if a[0] != b[0] and a[2]["total"] <= b[2]["total"]:
            ka, kb = rows[a[1]][2], rows[b[1]][2]
            by = 0
            while ka[by] == kb[by]:
                by += 1
            a[2]["by"] = by
    return {"game": game, "results": [r[2] for r in order]}
