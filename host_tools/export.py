"""Finished games off the device: a CSV and a BG Stats import file.

    python -m host_tools.export --flash DIR [--out DIR]
    python -m host_tools.export --flash device [--port PORT] [--out DIR]

``--flash DIR`` reads a simulator flash directory; ``--flash device`` first
copies the games folder from a Pico over USB with mpremote. It writes:

- ``plays.csv``: one row per player per finished game (play number, date,
  game, BoardGameGeek id, player, seat, score, rank, winner, start player);
- ``plays.bgsplay``: BG Stats' import file (the JSON of its export: games,
  players, locations, plays with playerScores). Every object carries a
  stable uuid derived from the device's game (the journal's random id and
  number) or from the player's name, so importing the file twice, or two
  exports that share plays, adds nothing twice.

A play's date is the one the device recorded if its board has a clock,
else the time the finished game was written on the flash copy (the
simulator's files keep it; a copy from a Pico carries the copy's time, so
check the dates after importing).
"""

import argparse
import csv
import datetime
import json
import shutil
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "firmware", ROOT / "host_tools" / "shims"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from core import bgstats  # noqa: E402
from core.archive import Archive  # noqa: E402
from core.journal import JournalError  # noqa: E402
from core.storage import Storage  # noqa: E402
from games import catalog  # noqa: E402

# All uuids are name-based (uuid5) under this project namespace.
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "table-companion/plays")
CSV_FIELDS = ("play", "date", "game", "bgg_id", "player", "seat", "score", "rank",
              "winner", "start_player", "events")


def plays(flash):
    """The finished games in a flash directory, oldest first, as dicts."""
    archive = Archive(Storage(str(flash)))
    out = []
    for number in reversed(archive.finished()):
        try:
            summary = archive.summary(number)
        except JournalError as e:
            print("game %d skipped: %s" % (number, e), file=sys.stderr)
            continue
        folder = Path(flash) / archive.folder_of(number)
        journal = folder / "journal"
        gid = journal.read_bytes()[4:8].hex() if journal.exists() else "%04d" % number
        when = summary.get("date")
        if not when:
            stamp = (folder / "summary").stat().st_mtime
            when = datetime.datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M:%S")
        out.append({"number": number, "gid": gid, "date": when, "summary": summary})
    return out


def game_name(game_id):
    name, _bgg = bgstats.GAMES.get(game_id, (None, None))
    return name or catalog.name(game_id)[0]


def bgg_id(game_id):
    return bgstats.GAMES.get(game_id, (None, None))[1]


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


def _uuid(*parts):
    return str(uuid.uuid5(NAMESPACE, "/".join(str(p) for p in parts))).upper()


def bgstats_file(found):
    """BG Stats' import structure for the plays."""
    games, players, plays_out = {}, {}, []
    for play in found:
        s = play["summary"]
        gid = s["game"]
        if gid not in games:
            games[gid] = {"id": len(games) + 1, "uuid": _uuid("game", gid),
                          "name": game_name(gid), "bggId": bgg_id(gid) or 0,
                          "highestWins": s.get("highest_wins", True),
                          "cooperative": False, "noPoints": False}
        scores = []
        by_name = {r["name"]: r for r in s.get("results", [])}
        for seat, name in enumerate(s["players"]):
            if name not in players:
                players[name] = {"id": len(players) + 1, "uuid": _uuid("player", name),
                                 "name": name, "isAnonymous": False}
            r = by_name.get(name, {})
            scores.append({"playerRefId": players[name]["id"], "score": str(r.get("total", "")),
                           "rank": r.get("rank", 0), "winner": r.get("rank") == 1,
                           "startPlayer": seat == s.get("first"), "seatOrder": seat + 1,
                           "newPlayer": False})
        plays_out.append({"uuid": _uuid("play", play["gid"], play["number"]),
                          "gameRefId": games[gid]["id"], "locationRefId": 1,
                          "playDate": play["date"], "durationMin": s.get("duration_min", 0),
                          # an abandoned game: kept, but out of the statistics
                          "ignored": bool(s.get("unfinished")),
                          "manualWinner": False, "rounds": 0,
                          "scoringSetting": 0, "usesTeams": False, "playerScores": scores})
    return {"games": sorted(games.values(), key=lambda g: g["id"]),
            "players": sorted(players.values(), key=lambda p: p["id"]),
            "locations": [{"id": 1, "uuid": _uuid("location", "table"), "name": "Table"}],
            "plays": plays_out}


def copy_from_device(port, into):
    """The Pico's games folder, copied with mpremote into ``into``."""
    cmd = [sys.executable, "-m", "mpremote", "connect", port, "fs", "cp", "-r", ":games", str(into)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit("could not read the device (%s): %s"
                         % (" ".join(cmd[2:]), proc.stderr.strip() or proc.stdout.strip()))


def export(flash, out):
    found = plays(flash)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "plays.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=CSV_FIELDS)
        w.writeheader()
        w.writerows(rows(found))
    (out / "plays.bgsplay").write_text(
        json.dumps(bgstats_file(found), ensure_ascii=False, indent=1, sort_keys=True),
        encoding="utf-8")
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host_tools.export",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--flash", required=True,
                        help="a simulator flash directory, or 'device' for a Pico on USB")
    parser.add_argument("--port", default="auto", help="serial port of the Pico")
    parser.add_argument("--out", default=".", help="where plays.csv and plays.bgsplay go")
    ns = parser.parse_args(argv)
    out = Path(ns.out)
    if ns.flash == "device":
        tmp = Path(tempfile.mkdtemp(prefix="device-"))
        try:
            copy_from_device(ns.port, tmp)
            found = export(tmp, out)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    else:
        flash = Path(ns.flash)
        if not flash.is_dir():
            parser.error("no flash directory %s" % flash)
        found = export(flash, out)
    print("%d finished games: %s, %s" % (len(found), out / "plays.csv", out / "plays.bgsplay"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
