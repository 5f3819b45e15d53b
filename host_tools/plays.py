"""Finished games as files: the CSV, the BG Stats import file and the
table's records as a CSV.

The one place that decides what ``plays.csv``, ``plays.bgsplay`` and
``records.csv`` hold
and how they are written, byte for byte. ``host_tools.export`` writes them
on a computer (from a simulator flash or a Pico's copy); the web page
(``web/webdevice.py``) runs this same module inside MicroPython to offer
them as downloads. So it is written for both interpreters: no ``csv``,
``uuid``, ``datetime`` or ``json`` formatting options (MicroPython has
none of them); the CSV (Excel dialect, as ``csv.DictWriter`` writes it),
the JSON (as ``json.dumps(indent=1, sort_keys=True, ensure_ascii=False)``
writes it) and the name-based uuids (RFC 4122 version 5, as
``uuid.uuid5``) are made here, and the host tests check them against
CPython's own.

Every object in the BG Stats file carries a stable uuid derived from the
device's game (the journal's random id and number) or from the player's
name, so importing the file twice, or two exports that share plays, adds
nothing twice.
"""

import binascii
import struct

from core.archive import Archive
from core.journal import JournalError
from games import catalog

CSV_FIELDS = ("play", "date", "game", "bgg_id", "player", "seat", "score", "rank",
              "winner", "start_player", "events")
# uuid.NAMESPACE_URL; the project's namespace is the uuid5 of a URL under it.
_NAMESPACE_URL = binascii.unhexlify("6ba7b8119dad11d180b400c04fd430c8")


def plays(storage, date_of, on_skip=None):
    """The finished games on ``storage`` (a core.storage.Storage), oldest
    first, as dicts. ``date_of(folder)`` gives a play's date when the device
    recorded none (the host and the page know when the game's files were
    written); ``on_skip(number, error)`` hears of a damaged game."""
    archive = Archive(storage)
    out = []
    for number in reversed(archive.finished()):
        try:
            summary = archive.summary(number)
        except JournalError as e:
            if on_skip is not None:
                on_skip(number, e)
            continue
        folder = archive.folder_of(number)
        journal = folder + "/journal"
        if storage.exists(journal):
            f = storage.open_read(journal)
            try:
                gid = binascii.hexlify(f.read(8)[4:8]).decode()
            finally:
                f.close()
        else:
            gid = "%04d" % number
        when = summary.get("date") or date_of(folder)
        out.append({"number": number, "gid": gid, "date": when, "summary": summary})
    return out


def stamp(t):
    """A date as the files write it, from a time tuple (year, month, day,
    hour, minute, second, ...)."""
    return "%04d-%02d-%02d %02d:%02d:%02d" % tuple(t[:6])


def game_name(game_id):
    return catalog.name(game_id)[0]


def bgg_id(game_id):
    row = catalog.entry(game_id)
    return row[3] if row else None


def rows(found):
    """CSV rows: one per player per play, in seat order."""
    out = []
    for play in found:
        s = play["summary"]
        by_name = {r["name"]: r for r in s.get("results", [])}
        for seat, name in enumerate(s["players"]):
            r = by_name.get(name, {})
            out.append({
                "play": play["number"], "date": play["date"], "game": game_name(s["game"]),
                "bgg_id": bgg_id(s["game"]) or "", "player": name, "seat": seat + 1,
                "score": r.get("total", ""), "rank": r.get("rank", ""),
                "winner": int(r.get("rank") == 1), "start_player": int(seat == s.get("first")),
                "events": s.get("events", ""),
            })
    return out


def bgstats_file(found):
    """BG Stats' import structure for the plays."""
    games, players, plays_out = {}, {}, []
    for play in found:
        s = play["summary"]
        gid = s["game"]
        if gid not in games:
            games[gid] = {"id": len(games) + 1, "uuid": uuid("game", gid),
                          "name": game_name(gid), "bggId": bgg_id(gid) or 0,
                          "highestWins": s.get("highest_wins", True),
                          "cooperative": False, "noPoints": False}
        scores = []
        by_name = {r["name"]: r for r in s.get("results", [])}
        for seat, name in enumerate(s["players"]):
            if name not in players:
                players[name] = {"id": len(players) + 1, "uuid": uuid("player", name),
                                 "name": name, "isAnonymous": False}
            r = by_name.get(name, {})
            scores.append({"playerRefId": players[name]["id"], "score": str(r.get("total", "")),
                           "rank": r.get("rank", 0), "winner": r.get("rank") == 1,
                           "startPlayer": seat == s.get("first"), "seatOrder": seat + 1,
                           "newPlayer": False})
        plays_out.append({"uuid": uuid("play", play["gid"], play["number"]),
                          "gameRefId": games[gid]["id"], "locationRefId": 1,
                          "playDate": play["date"], "durationMin": s.get("duration_min", 0),
                          # an abandoned game: kept, but out of the statistics
                          "ignored": bool(s.get("unfinished")),
                          "manualWinner": False, "rounds": 0,
                          "scoringSetting": 0, "usesTeams": False, "playerScores": scores})
    return {"games": sorted(games.values(), key=lambda g: g["id"]),
            "players": sorted(players.values(), key=lambda p: p["id"]),
            "locations": [{"id": 1, "uuid": uuid("location", "table"), "name": "Table"}],
            "plays": plays_out}


# -- the two files ------------------------------------------------------------

def csv_text(found):
    """plays.csv: a header and one line per row, Excel's dialect (fields
    with a comma, quote or line break quoted, quotes doubled, CRLF)."""
    lines = [",".join(CSV_FIELDS)]
    for row in rows(found):
        lines.append(",".join(_csv_field(row[k]) for k in CSV_FIELDS))
    return "\r\n".join(lines) + "\r\n"


def _csv_field(value):
    s = "" if value is None else value if isinstance(value, str) else str(value)
    if "," in s or '"' in s or "\r" in s or "\n" in s:
        return '"' + s.replace('"', '""') + '"'
    return s


def bgsplay_text(found):
    """plays.bgsplay: the BG Stats file as JSON, keys sorted, one space of
    indent per level."""
    out = []
    _json(bgstats_file(found), "\n", out)
    return "".join(out)


def _json(v, indent, out):
    if isinstance(v, dict):
        items = [(k, v[k]) for k in sorted(v)]
    elif isinstance(v, (list, tuple)):
        items = [(None, x) for x in v]
    else:
        out.append(_json_scalar(v))
        return
    opening, closing = ("{", "}") if isinstance(v, dict) else ("[", "]")
    if not items:
        out.append(opening + closing)
        return
    inner = indent + " "
    out.append(opening)
    for i, (k, x) in enumerate(items):
        out.append(inner if i == 0 else "," + inner)
        if k is not None:
            out.append(_json_str(k) + ": ")
        _json(x, inner, out)
    out.append(indent + closing)


def _json_scalar(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, str):
        return _json_str(v)
    return str(v)


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b",
            "\f": "\\f"}


def _json_str(s):
    out = ['"']
    for ch in s:
        esc = _ESCAPES.get(ch)
        if esc is None and ord(ch) < 0x20:
            esc = "\\u%04x" % ord(ch)
        out.append(esc or ch)
    out.append('"')
    return "".join(out)


# -- the records ------------------------------------------------------------------

RECORD_FIELDS = ("row", "game", "bgg_id", "lowest_wins", "player", "opponent", "plays",
                 "wins", "ahead", "behind", "best", "best_play", "average", "last_play")


def records(storage):
    """The device's records (core.records: the finished plays on
    ``storage`` and the pruned plays' tallies) as tallies."""
    from core import records as recordsmod
    t, _lost = recordsmod.table(Archive(storage))
    return t


def record_rows(t):
    """records.csv's rows: per game ("game": its plays, best score, who
    and in which play), per player of it ("player": plays, wins, best,
    average to a tenth, last play) and per pair ("head_to_head": plays
    together, how often each finished ahead), games and names sorted."""
    out = []
    for key in sorted(t["g"]):
        g = t["g"][key]
        low = key.endswith("~low")
        gid = key[:-4] if low else key
        base = {"game": game_name(gid), "bgg_id": bgg_id(gid) or "", "lowest_wins": int(low)}
        best = g["best"]
        out.append(_row(base, row="game", player=best[1], plays=g["n"], best=best[0],
                        best_play=best[2]))
        for name in sorted(g["p"]):
            p = g["p"][name]
            out.append(_row(base, row="player", player=name, plays=p[0], wins=p[1], best=p[2],
                            average=_tenths(p[3], p[0]), last_play=p[4]))
        for a in sorted(g["h"]):
            for b in sorted(g["h"][a]):
                v = g["h"][a][b]
                out.append(_row(base, row="head_to_head", player=a, opponent=b, plays=v[0],
                                ahead=v[1], behind=v[2]))
    return out


def _row(base, **fields):
    # dict(base, **fields) is CPython's: the page's MicroPython has no such form
    out = {}
    out.update(base)
    out.update(fields)
    return out


def _tenths(total, n):
    """total / n to a tenth, rounded half up, as text ("152.5")."""
    sign = "-" if total < 0 else ""
    x = (abs(total) * 10 + n // 2) // n
    return "%s%d.%d" % (sign, x // 10, x % 10)


def records_csv_text(t):
    """records.csv: the same dialect as plays.csv."""
    lines = [",".join(RECORD_FIELDS)]
    for row in record_rows(t):
        lines.append(",".join(_csv_field(row.get(k, "")) for k in RECORD_FIELDS))
    return "\r\n".join(lines) + "\r\n"


# -- name-based uuids -----------------------------------------------------------

def uuid(*parts):
    """The uuid5 of the parts joined with "/" in the project's namespace,
    upper case, as BG Stats writes its uuids."""
    return _format(_uuid5(_namespace(), "/".join(str(p) for p in parts))).upper()


_ns = []


def _namespace():
    if not _ns:
        _ns.append(_uuid5(_NAMESPACE_URL, "table-companion/plays"))
    return _ns[0]


def _uuid5(namespace, name):
    """RFC 4122 version 5: SHA-1 of namespace and name, version and
    variant bits set; 16 bytes."""
    b = bytearray(sha1(namespace + name.encode())[:16])
    b[6] = (b[6] & 0x0F) | 0x50
    b[8] = (b[8] & 0x3F) | 0x80
    return bytes(b)


def _format(b):
    h = binascii.hexlify(b).decode()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1(data):
    """SHA-1 of ``data``: hashlib's where there is one (MicroPython's
    WebAssembly port has none), else computed here (FIPS 180-4)."""
    try:
        import hashlib
        return hashlib.sha1(data).digest()
    except (ImportError, AttributeError):
        return sha1_here(data)


def _rotl(x, n):
    return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF


def sha1_here(data):
    """SHA-1 in plain Python, for interpreters without hashlib.sha1."""
    n = len(data)
    data = bytes(data) + b"\x80" + b"\x00" * ((55 - n) % 64) + struct.pack(">Q", n * 8)
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    for off in range(0, len(data), 64):
        w = list(struct.unpack(">16I", data[off:off + 64]))
        for i in range(16, 80):
            w.append(_rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1))
        a, b, c, d, e = h
        for i in range(80):
            if i < 20:
                f = (b & c) | ((b ^ 0xFFFFFFFF) & d)
                k = 0x5A827999
            elif i < 40:
                f = b ^ c ^ d
                k = 0x6ED9EBA1
            elif i < 60:
                f = (b & c) | (b & d) | (c & d)
                k = 0x8F1BBCDC
            else:
                f = b ^ c ^ d
                k = 0xCA62C1D6
            t = (_rotl(a, 5) + f + e + k + w[i]) & 0xFFFFFFFF
            a, b, c, d, e = t, a, _rotl(b, 30), c, d
        h = [(x + y) & 0xFFFFFFFF for x, y in zip(h, (a, b, c, d, e))]
    return b"".join(struct.pack(">I", x) for x in h)
