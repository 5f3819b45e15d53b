"""The BG Stats link for a finished play, and its QR code for the panel.

BG Stats (a play-logging app for phones) documents a "push a play" link:

    https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>

Scanning it opens the app's import dialog, where games and players are
matched (by BoardGameGeek id, then by name) and the play is saved; a second
scan of the same play updates it instead of adding a copy, because the link
carries the play's id (``sourcePlayId``).

A play is plain data: "game" (the id), "game_name" (the English name,
which BG Stats matches; a generic game's is the name the table gave it),
"bgg_id" (BoardGameGeek's, or None), "play_id", "date", "duration_min",
"highest_wins" and the "players". The names and ids come from the games'
registry (games.catalog), filled in by the caller (ui.playlog.play_of):
core knows no game.

The JSON is written here, key by key in a fixed order, and percent-encoded
here too (MicroPython has no ``urllib`` and its dicts keep no order), so the
link is the same byte for byte on the device and on the host.

Size: every quote of the JSON becomes "%22", so the link is long even
with only what the import needs (see ``_LADDER``): about 430 bytes for two
players and 45 more per player (555 and 758 for two and four players with
every default spelt out). A 128 px tall panel with the standard 4-module
quiet zone shows at most version 9 (230 bytes) with 2 px modules, which no
play fits, and version 25 (1273 bytes at level L) with 1 px modules, which
holds about 8 players; a phone reads 1 px modules only from close by, so
the device links a play through the project's page when it knows its
address (core.playcode). When the link is still too long, ``play_url``
drops the least useful fields one step at a time and then shortens player
names (see ``_LADDER``).
"""

from core import qr

URL_PREFIX = "https://app.bgstatsapp.com/createPlay.html?data="

# Shown in BG Stats as the source of the import (and its location).
SOURCE_NAME = "Table companion"

# What the link leaves out always: what BG Stats' import takes as its
# default when a field is absent ("winner" and "startPlayer" false, the
# game's "highestWins" true), ranks that follow from the scores (the app
# ranks by score; only a tie-break makes them differ, and then every rank
# goes), and the game's "sourceGameId" when its BoardGameGeek id and name
# identify it. Shrinking further, least useful first: each step of
# ``_LADDER`` is (fields left out, longest player name). Left out: 4
# durationMin, 8 rank (winners stay marked), 16 playDate (the import then
# takes the day of the scan, normally the same evening), 32 the start
# player. A lowest-wins game always says so: a wrong guess would turn it
# upside down. A generic game's own name is cut to twice the name length.
_NO_DURATION = 4
_NO_RANK = 8
_NO_DATE = 16
_NO_START = 32
_LADDER = (
    (0, 0), (4, 0), (12, 0), (28, 0), (60, 0),
    (60, 12), (60, 10), (60, 8), (60, 6), (60, 5), (60, 4), (60, 3),
)

_HEX = b"0123456789ABCDEF"
# Besides letters, digits and "-._~", a query value may hold these as they
# are (RFC 3986's sub-delimiters, ":", "@", "/" and "?"), except the ones a
# query's parser reads ("&", "=", "+") and the quote a browser escapes
# anyway. The JSON is full of ":" and ","; what it needs escaped ('"', the
# brackets) no URL may hold.
_PLAIN = b"-._~:,!$()*;@/?"


def url_encode(text):
    """Percent-encode the UTF-8 bytes of ``text`` for a URL query value."""
    out = bytearray()
    for b in text.encode("utf-8"):
        if 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122 or b in _PLAIN:
            out.append(b)
        else:
            out.append(37)  # "%"
            out.append(_HEX[b >> 4])
            out.append(_HEX[b & 15])
    return str(out, "ascii")


def json_string(text):
    """A JSON string literal; non-ASCII stays as UTF-8 (shorter once
    percent-encoded than a \\u escape)."""
    out = ['"']
    for ch in text:
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ord(ch) < 32:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _digits(s, positions):
    return all("0" <= s[i] <= "9" for i in positions)


def _check_date(date):
    """'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS' -> the second form."""
    if len(date) == 10:
        date = date + " 00:00:00"
    if (len(date) != 19 or date[4] != "-" or date[7] != "-" or date[10] != " "
            or date[13] != ":" or date[16] != ":"
            or not _digits(date, (0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18))):
        raise ValueError("date must be YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, not %r" % (date,))
    month, day = int(date[5:7]), int(date[8:10])
    hour, minute, sec = int(date[11:13]), int(date[14:16]), int(date[17:19])
    if not (1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and sec < 60):
        raise ValueError("date out of range: %r" % (date,))
    return date


def _check(play):
    """Validate a play; returns (game name, BGG id, date or None)."""
    game = play.get("game")
    if not isinstance(game, str) or not game:
        raise ValueError("a play needs its game's id, not %r" % (game,))
    # BG Stats matches the English name (a generic game's: the table's)
    name = play.get("game_name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a play needs its game_name")
    name = name.strip()
    bgg_id = play.get("bgg_id")
    if bgg_id is not None and (not _is_int(bgg_id) or bgg_id <= 0):
        raise ValueError("bgg_id must be a whole number > 0 or None, not %r" % (bgg_id,))
    if not _is_int(play.get("play_id")) or play["play_id"] < 0:
        raise ValueError("play_id must be a whole number >= 0, not %r" % (play.get("play_id"),))
    date = play.get("date")
    if date is not None:
        if not isinstance(date, str):
            raise ValueError("date must be a string or None")
        date = _check_date(date)
    duration = play.get("duration_min")
    if duration is not None and (not _is_int(duration) or duration < 0):
        raise ValueError("duration_min must be a whole number of minutes or None")
    if not isinstance(play.get("highest_wins", True), bool):
        raise ValueError("highest_wins must be true or false")
    players = play.get("players")
    if not isinstance(players, list) or not players:
        raise ValueError("a play needs at least one player")
    for i, p in enumerate(players):
        who = "player %d" % (i + 1)
        if not isinstance(p.get("name"), str) or not p["name"].strip():
            raise ValueError(who + ": name must be a non-empty string")
        if not _is_int(p.get("score")):
            raise ValueError(who + ": score must be a whole number")
        rank = p.get("rank")
        if rank is not None and (not _is_int(rank) or rank < 1):
            raise ValueError(who + ": rank must be a whole number >= 1 or None")
        for key in ("winner", "start"):
            if not isinstance(p.get(key, False), bool):
                raise ValueError(who + ": %s must be true or false" % key)
    return name, bgg_id, date


def _short_names(players, limit):
    """Player names cut to ``limit`` characters; names the cut made equal
    get their seat number at the end, so the app does not merge people."""
    names = [p["name"].strip() for p in players]
    if not limit:
        return names
    cut = [n[:limit] for n in names]
    for i in range(len(cut)):
        for j in range(i):
            if cut[j] == cut[i] and names[j] != names[i]:
                seat = str(i + 1)
                cut[i] = names[i][:max(1, limit - len(seat))] + seat
                break
    return cut


def _ranks_follow_scores(players, highest_wins):
    """True when every rank is the one the scores alone give (1 + how many
    scored better), as the app would rank them."""
    for p in players:
        better = 0
        for q in players:
            if (q["score"] > p["score"]) if highest_wins else (q["score"] < p["score"]):
                better += 1
        if p.get("rank") is not None and p["rank"] != better + 1:
            return False
    return True


def play_json(play, drop=0, name_limit=0):
    """The play as compact JSON with BG Stats' field names, in a fixed key
    order, without what the import defaults; ``drop`` and ``name_limit``
    are one step of ``_LADDER``."""
    game_name, bgg_id, date = _check(play)
    if name_limit and play["game"] == "generic":
        game_name = game_name[:2 * name_limit]
    parts = ['{"sourceName":', json_string(SOURCE_NAME),
             ',"sourcePlayId":', json_string(str(play["play_id"]))]
    if date is not None and not drop & _NO_DATE:
        parts += [',"playDate":', json_string(date)]
    duration = play.get("duration_min")
    if duration is not None and not drop & _NO_DURATION:
        parts += [',"durationMin":', str(duration)]
    parts += [',"game":{"name":', json_string(game_name)]
    if bgg_id is not None:
        parts += [',"bggId":', str(bgg_id)]
    highest = play.get("highest_wins", True)
    if not highest:
        parts.append(',"highestWins":false')
    if play["game"] != "generic" and bgg_id is None:
        parts += [',"sourceGameId":', json_string(play["game"])]
    parts.append('},"players":[')
    players = play["players"]
    names = _short_names(players, name_limit)
    if _ranks_follow_scores(players, highest):
        drop |= _NO_RANK
    for i, p in enumerate(players):
        if i:
            parts.append(",")
        parts += ['{"name":', json_string(names[i]), ',"score":', str(p["score"])]
        if p.get("rank") is not None and not drop & _NO_RANK:
            parts += [',"rank":', str(p["rank"])]
        if p.get("winner", False):
            parts.append(',"winner":true')
        if p.get("start", False) and not drop & _NO_START:
            parts.append(',"startPlayer":true')
        parts.append("}")
    parts.append("]}")
    return "".join(parts)


def play_url(play, max_bytes=None):
    """The BG Stats link for a play. With ``max_bytes`` it walks down
    ``_LADDER`` until the link is at most that long; ValueError when even
    the last step is too long."""
    url = URL_PREFIX + url_encode(play_json(play))
    if max_bytes is None or len(url) <= max_bytes:
        return url
    for drop, limit in _LADDER[1:]:
        url = URL_PREFIX + url_encode(play_json(play, drop, limit))
        if len(url) <= max_bytes:
            return url
    raise ValueError("a play of %d players does not fit a %d-byte QR code even with "
                     "names cut to %d letters (%d bytes)"
                     % (len(play["players"]), max_bytes, _LADDER[-1][1], len(url)))


def qr_link(play, width=128, height=128, quiet=4, min_module=1, max_version=40):
    """(link, version, ecl): the play's link, shortened as far as a QR code
    in a ``width`` x ``height`` px area needs, and the symbol to encode it
    in. ``play_qr`` encodes it; a caller short of heap may drop this module
    first (the link is all the encoder needs)."""
    budget = min(qr.max_bytes(width, height, quiet, min_module, "L"),
                 qr.capacity(max_version, "L"))
    url = play_url(play, budget)
    version, ecl, _ = qr.choose(len(url), width, height, quiet, min_module)
    return url, version, ecl


def play_qr(play, width=128, height=128, quiet=4, min_module=1, max_version=40,
            collect=None):
    """The play's link as a QR code for a ``width`` x ``height`` px area of
    the panel. Returns (code, module_px, x, y): draw module (i, j) of
    ``code`` as a module_px square at (x + i * module_px, y + j * module_px)
    and keep the rest of the area white (it is the quiet zone).

    ``min_module`` is 1 because no play fits with 2 px modules (see the
    module docstring); ``max_version`` caps the symbol, and so the time and
    memory encoding takes, at the price of a shorter link. ``collect`` goes
    to ``qr.encode``."""
    url, version, ecl = qr_link(play, width, height, quiet, min_module, max_version)
    code = qr.encode(url, ecl=ecl, min_version=version, max_version=version, collect=collect)
    px, x, y = qr.fit(code.size, width, height, quiet)
    return code, px, x, y
