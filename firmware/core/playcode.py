"""A finished play packed into a short link to the project's web page.

BG Stats' own link spells the play out as percent-escaped JSON: 430-520
bytes for two to four players, a QR code whose modules the panel can only
draw one pixel wide, and a phone reads those only from closer than its
focus. When a maker has published the web page (README, "The web page")
and given the device its address (the setting ``page``), the code is that
address with the play packed after ``#``:

    https://example.org/table/#1.burgundy.12.202611202015.95..2.Ania.150.1.Bartek.143.2

about 60 bytes plus 12-20 a player, small enough for modules of two
pixels on both panels. A fragment never leaves the phone: the page unpacks
it there (``unpack``, the same code in the page's MicroPython) and offers
BG Stats' link (core.bgstats), the .bgsplay and the CSV.

The fields, separated by "." (none of them holds one):

    1            the format (a newer device may write another)
    burgundy     the game's catalog id (games.catalog)
    12           the play's number on the device (BG Stats' sourcePlayId)
    202611202015 the date: YYYYMMDDhhmm, or YYYYMMDDhhmmss when the seconds
                 are not 0, or empty
    95           the duration in minutes, or empty
    (empty)      "l" when the lowest score wins, else empty
    2            the start player's seat (from 1), or empty
    then per player in seat order: name, score, rank (empty when none)

Names keep letters, digits, "-", "_" and "~"; every other byte of their
UTF-8 is "%XX". The winners are the players ranked 1, as on the device.
"""

FORMAT = "1"
_HEX = "0123456789ABCDEF"
_HEAD = 7   # fields before the players'


def _escape(name):
    out = []
    for b in name.encode("utf-8"):
        if 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122 or b in b"-_~":
            out.append(chr(b))
        else:
            out.append("%" + _HEX[b >> 4] + _HEX[b & 15])
    return "".join(out)


def _unescape(text):
    raw = text.encode("utf-8")
    out = bytearray()
    i = 0
    while i < len(raw):
        b = raw[i]
        if b == 37:     # "%"
            pair = raw[i + 1:i + 3]
            if len(pair) != 2 or not all(ch in b"0123456789ABCDEFabcdef" for ch in pair):
                raise ValueError("a broken %%-escape in the name %r" % text)
            out.append(int(pair, 16))
            i += 3
        else:
            out.append(b)
            i += 1
    try:
        return str(out, "utf-8")
    except UnicodeError:
        raise ValueError("the name %r is not UTF-8" % text) from None


def pack(play):
    """The play (core.bgstats' form: game, play_id, date, duration_min,
    highest_wins, players with name, score, rank, start) as the text after
    the page's "#"."""
    date = play.get("date")
    stamp = ""
    if date:
        stamp = date[0:4] + date[5:7] + date[8:10] + date[11:13] + date[14:16]
        if len(date) > 16 and date[17:19] != "00":
            stamp += date[17:19]
    duration = play.get("duration_min")
    first = ""
    players = play["players"]
    for i, p in enumerate(players):
        if p.get("start"):
            first = str(i + 1)
    parts = [FORMAT, play["game"], str(play["play_id"]), stamp,
             "" if duration is None else str(duration),
             "" if play.get("highest_wins", True) else "l", first]
    for p in players:
        rank = p.get("rank")
        parts += [_escape(p["name"]), str(p["score"]), "" if rank is None else str(rank)]
    return ".".join(parts)


def page_url(page, play):
    """The page's address with the play packed after "#"."""
    return page + "#" + pack(play)


def _number(text, what, empty_ok=False):
    if empty_ok and text == "":
        return None
    digits = text[1:] if text[:1] == "-" else text
    if not digits or not all("0" <= ch <= "9" for ch in digits):
        raise ValueError("%s must be a whole number, not %r" % (what, text))
    return int(text)


def unpack(text, catalog):
    """The play packed by ``pack`` (the text after "#", with or without
    it), its game named from ``catalog`` (the games' registry,
    games.catalog: core reads no game itself). ValueError, saying what is
    wrong, for anything else."""
    if text[:1] == "#":
        text = text[1:]
    fields = text.split(".")
    if fields[0] != FORMAT:
        raise ValueError("not a play of this device's format %s" % FORMAT)
    if len(fields) < _HEAD + 3 or (len(fields) - _HEAD) % 3:
        raise ValueError("a play needs its %d fields and 3 per player" % _HEAD)
    game = fields[1]
    if catalog.entry(game) is None:
        raise ValueError("unknown game %r" % game)
    stamp = fields[3]
    date = None
    if stamp:
        if len(stamp) not in (12, 14) or not all("0" <= ch <= "9" for ch in stamp):
            raise ValueError("the date must be YYYYMMDDhhmm[ss], not %r" % stamp)
        date = "%s-%s-%s %s:%s:%s" % (stamp[0:4], stamp[4:6], stamp[6:8], stamp[8:10],
                                      stamp[10:12], stamp[12:14] or "00")
    if fields[5] not in ("", "l"):
        raise ValueError("unknown flags %r" % fields[5])
    first = _number(fields[6], "the start player's seat", True)
    players = []
    for i in range(_HEAD, len(fields), 3):
        name = _unescape(fields[i])
        rank = _number(fields[i + 2], "a rank", True)
        players.append({"name": name, "score": _number(fields[i + 1], "a score"),
                        "rank": rank, "winner": rank == 1,
                        "start": first == len(players) + 1})
    return {"game": game, "game_name": catalog.name(game)[0],
            "bgg_id": catalog.entry(game)[3],
            "play_id": _number(fields[2], "the play's number"), "date": date,
            "duration_min": _number(fields[4], "the duration", True),
            "highest_wins": fields[5] != "l", "players": players}
